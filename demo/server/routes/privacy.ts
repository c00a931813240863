// Issue 33 §6: does the caller read patient identifiers in full? The roles of the system setting
// `patient_identifier_roles` (src/core/privacy/identifiers.ts holds the default and the masks). Read once
// per request; every output of record data asks here (recordView.ts, exports.ts, reports.ts, messages.ts).
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx } from '../http/router.ts';
import { IDENTIFIER_ROLES_SETTING, PATIENT_IDENTIFIER_FIELDS, mayReadIdentifiers } from '../../../src/core/privacy/identifiers.ts';
import { WfRefusal } from '../workflow/refusal.ts';

const asked = new WeakMap<IncomingMessage, Promise<boolean>>();

/** True when the caller's roles read identifiers in full; false: every output masks them. */
export function readsIdentifiers(ctx: Pick<AuthedCtx, 'req' | 'app' | 'auth'>): Promise<boolean> {
  let p = asked.get(ctx.req);
  if (!p) {
    p = ctx.app.store.getSettings(1).then((s) => mayReadIdentifiers(ctx.auth.roleKeys, s?.[IDENTIFIER_ROLES_SETTING]));
    asked.set(ctx.req, p);
  }
  return p;
}

/** The caller masks identifiers (the opposite of readsIdentifiers). */
export const masksIdentifiers = async (ctx: Pick<AuthedCtx, 'req' | 'app' | 'auth'>): Promise<boolean> => !(await readsIdentifiers(ctx));

/**
 * A list's filter by a form field's value (recordQuery.ts withFilters `field`/`fieldValue`) may not ask a
 * patient identifier of a masked reader: the rows it finds would tell them the value they may not read.
 */
export async function guardIdentifierFilter<F extends { field?: { model: string }; keyword?: string; keywordMasked?: boolean }>(ctx: Pick<AuthedCtx, 'req' | 'app' | 'auth'>, f: F): Promise<F> {
  if (f.field && Object.hasOwn(PATIENT_IDENTIFIER_FIELDS, f.field.model) && (await masksIdentifiers(ctx))) {
    throw new WfRefusal(400, 'server.filterInvalid', { field: 'field' });
  }
  // the keyword: a title is searched without its patient's name (store/records.ts recordWhere)
  if (f.keyword && (await masksIdentifiers(ctx))) f.keywordMasked = true;
  return f;
}
