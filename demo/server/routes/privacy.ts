// Issue 33 §6: does the caller read patient identifiers in full? The roles of the system setting
// `patient_identifier_roles` (src/core/privacy/identifiers.ts holds the default and the masks). Read once
// per request; every output of record data asks here (recordView.ts, exports.ts, reports.ts, messages.ts).
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx } from '../http/router.ts';
import { IDENTIFIER_ROLES_SETTING, mayReadIdentifiers } from '../../../src/core/privacy/identifiers.ts';

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
