// A report against its event category's bound form (issue 31 §2): a new report is made on the form version
// its category is bound to; a draft keeps its pinned version unless its category changes (then it moves to
// the new category's); a record once submitted keeps its form (a category on another form is refused); a
// body naming another form or version is refused; a retired category takes no new report. Kept apart from
// recordInput.ts, which calls these where a record's form is decided.
import type { AuthedCtx } from '../http/router.ts';
import type { LocalText } from '../../../src/core/workflow/types.ts';
import type { EventTypeRow } from '../db/store/flows.ts';
import type { RecordPatch } from '../db/store/wfApply.ts';
import type { WfRow } from '../db/store/wfRecord.ts';
import { int } from '../util.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { lookups } from './requestLookups.ts';
import { UNSAFE_EVENT_FORM } from '../seed/workflow.ts';

export interface FormPin { formId: number; formVersion: number }

const bothNames = (x: { name: string; nameEn?: string | null }): LocalText => ({ 'zh-CN': x.name, en: x.nameEn || x.name });
const stated = (v: unknown) => v !== undefined && v !== null && v !== '';

async function formName(ctx: AuthedCtx, id: number | null): Promise<LocalText> {
  const f = id === null ? undefined : await lookups(ctx).getFormLatest(id);
  return f ? bothNames(f) : { 'zh-CN': String(id ?? ''), en: String(id ?? '') };
}

/** The category a new report (or a draft's new category) is made on: known, active, bound to a form version. */
async function activeCategory(ctx: AuthedCtx, code: string): Promise<EventTypeRow & FormPin> {
  const et = await lookups(ctx).getEventType(code);
  if (!et) throw new WfRefusal(400, 'server.eventTypeInvalid');
  if (et.retiredAt !== null) throw new WfRefusal(400, 'server.eventTypeRetired', { type: bothNames(et) });
  if (et.formId === null || et.formVersion === null) throw new WfRefusal(400, 'server.formInvalid');
  return et as EventTypeRow & FormPin;
}

/** A body that names a form or version must name the one `pin` says. */
async function checkBody(ctx: AuthedCtx, b: Record<string, unknown>, et: EventTypeRow, pin: FormPin): Promise<void> {
  if (stated(b.formId) && int(b.formId) !== pin.formId) {
    throw new WfRefusal(400, 'server.formNotCategory', { form: await formName(ctx, int(b.formId) ?? null), type: bothNames(et), bound: await formName(ctx, pin.formId) });
  }
  if (stated(b.formVersion) && int(b.formVersion) !== pin.formVersion) {
    throw new WfRefusal(400, 'server.formVersionNotCategory', { type: bothNames(et), bound: await formName(ctx, pin.formId), version: pin.formVersion, sent: String(b.formVersion) });
  }
}

/**
 * The older body ({formId, status, data}: no eventType, the type read from the form's own 事件类别) on the
 * generic unsafe-event form, the one the old portal's API posts: that form stays valid for any category.
 */
async function legacyGenericForm(ctx: AuthedCtx, b: Record<string, unknown>): Promise<FormPin | undefined> {
  if (stated(b.eventType) || !stated(b.formId)) return undefined;
  const f = await lookups(ctx).getFormLatest(int(b.formId) ?? -1);
  if (!f || f.code !== UNSAFE_EVENT_FORM) return undefined;
  const version = stated(b.formVersion) ? int(b.formVersion) ?? -1 : f.version;
  if (!(await lookups(ctx).getFormVersion(f.id, version))) throw new WfRefusal(400, 'server.formInvalid');
  return { formId: f.id, formVersion: version };
}

/** A new report's form: its category's bound version, or undefined while it has no category (an untyped draft). */
export async function newReportForm(ctx: AuthedCtx, b: Record<string, unknown>, eventType: string | null | undefined): Promise<FormPin | undefined> {
  if (!eventType) return undefined;
  const et = await activeCategory(ctx, eventType);
  const legacy = await legacyGenericForm(ctx, b);
  if (legacy) return legacy;
  await checkBody(ctx, b, et, et);
  return { formId: et.formId, formVersion: et.formVersion };
}

/**
 * An edit (saveDraft, submit, resubmit) of a report: sets the patch's form when a draft changes category.
 * A record keeps its pinned form otherwise, and a body naming another form or version is refused.
 */
export async function editedReportForm(ctx: AuthedCtx, rec: Pick<WfRow, 'eventType' | 'formId' | 'formVersion' | 'submittedAt' | 'state'>,
  b: Record<string, unknown>, patch: RecordPatch): Promise<void> {
  if (!patch.eventType || patch.eventType === rec.eventType) {
    const pinned = rec.formId !== null && rec.formVersion !== null ? { formId: rec.formId, formVersion: rec.formVersion } : undefined;
    if (!pinned) return;
    if (stated(b.formId) && int(b.formId) !== pinned.formId) {
      const et = rec.eventType ? await lookups(ctx).getEventType(rec.eventType) : undefined;
      throw new WfRefusal(400, 'server.formNotCategory', { form: await formName(ctx, int(b.formId) ?? null), type: et ? bothNames(et) : '', bound: await formName(ctx, pinned.formId) });
    }
    if (stated(b.formVersion) && int(b.formVersion) !== pinned.formVersion) throw new WfRefusal(400, 'server.formVersionPinned', { version: pinned.formVersion, sent: String(b.formVersion) });
    return;
  }
  const et = await activeCategory(ctx, patch.eventType);
  if (rec.submittedAt === null && rec.state === 'draft') {
    await checkBody(ctx, b, et, et);
    patch.formId = et.formId;
    patch.formVersion = et.formVersion;
    return;
  }
  // submitted before (returned): its data was checked against its form, which it keeps
  if (et.formId !== rec.formId) throw new WfRefusal(400, 'server.eventTypeFormFixed', { type: bothNames(et) });
  if (stated(b.formVersion) && int(b.formVersion) !== rec.formVersion) throw new WfRefusal(400, 'server.formVersionPinned', { version: rec.formVersion ?? '', sent: String(b.formVersion) });
}
