// Records on the workflow engine (docs/workflow.md): unsafe-event reports, new-technology applications and
// business requests. Every change is one engine action in one store transaction; the caller sees only
// what the viewing rule lets them, and the detail says what they may do next.
import { audit, auditList, auditRead } from '../audit/hooks.ts';
import type { Router, AuthedCtx } from '../http/router.ts';
import { hospitalZone, int, isoTime, pageOf, paging } from '../util.ts';
import { KEY_FIELDS } from '../../../src/core/pages/records.ts';
import { iterateWidgets } from '../../../src/core/form/walk.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { IdempotencyMismatch } from '../db/store/wfApply.ts';
import { requestFingerprint } from '../security.ts';
import { secError } from '../http/texts.ts';
import { langOf, wt } from '../workflow/lang.ts';
import { EDIT_ACTIONS } from '../workflow/recordRules.ts';
import { actorOf, canView, maskData, personLabel, recordDetail, titleOf, titleWords, visibleRecord } from './recordView.ts';
import { guardIdentifierFilter, masksIdentifiers } from './privacy.ts';
import { restoreMasked, restoreTitle } from '../../../src/core/privacy/identifiers.ts';
import { listFilter, listItems, withWork } from './recordQuery.ts';
import { recordsXlsx } from './exports.ts';
import { actionInputOf, bindFacts, ccIdsOf, newRecordOf, patchOf, recordSide, versionOf } from './recordInput.ts';
import { recomputeFormulas } from './computedFields.ts';
import * as S from './recordSchemas.ts';
import { editedReportForm } from './recordCategory.ts';
import { body, NONE, z } from '../http/schemas.ts';
import { hasRole } from '../http/auth.ts';
import { QUALITY_OFFICE_ROLES } from '../../../src/core/access/roles.ts';
import { factBinding, factsConflict, type FactBinding } from '../../../src/core/workflow/eventFacts.ts';

/** Key fields of the unsafe-event form that a record leaves empty. */
export function missingOf(data: unknown): string[] {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return KEY_FIELDS.filter((f) => {
    const v = d[f];
    return v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);
  });
}

const TECH_FIELDS = ['techName', 'level', 'dept', 'team', 'description', 'category', 'attachments'];

/** Field labels of a record's data: its form's widget names, or the technology application's fields. */
async function labelsOf(ctx: AuthedCtx, rec: { module: string; formId: number | null; formVersion: number | null }): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (rec.module === 'xjsxxm') {
    for (const f of TECH_FIELDS) labels.set(f, wt(langOf(ctx.req), `field.${f}`));
  } else if (rec.formId !== null && rec.formVersion !== null) {
    const form = await ctx.app.store.getFormVersion(rec.formId, rec.formVersion);
    for (const { widget } of iterateWidgets((form?.schema ?? { list: [] }) as FormSchema)) {
      if (typeof widget.model === 'string' && widget.model && typeof widget.name === 'string' && !labels.has(widget.model)) labels.set(widget.model, widget.name);
    }
  }
  return labels;
}

/** The most rows the conflict list answers with (its `count` says how many there are). */
const MAX_CONFLICTS = 200;

/**
 * Submitted unsafe-event records whose form data says another type or grade than the record (issue 22
 * §1): listed for the quality office, never changed here. Drafts stay their reporter's business.
 */
async function factConflicts(ctx: AuthedCtx) {
  if (!hasRole(ctx.auth, ...QUALITY_OFFICE_ROLES)) throw new WfRefusal(403, 'server.dataQueryDenied');
  const store = ctx.app.store;
  const types = await store.listEventTypes();
  const masked = await masksIdentifiers(ctx);
  const words = await titleWords(ctx);
  const bindings = new Map<string, FactBinding>();
  const list = [];
  let count = 0;
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await store.recordsBefore({ module: 'baqsj', notStates: ['draft'] }, before, 500);
    for (const r of rows) {
      if (r.formId === null || r.formVersion === null) continue;
      const key = `${r.formId}@${r.formVersion}`;
      if (!bindings.has(key)) bindings.set(key, factBinding((await store.getFormVersion(r.formId, r.formVersion))?.schema));
      const binding = bindings.get(key)!;
      const conflicts = factsConflict({ eventType: r.eventType, grade: r.grade }, r.data, binding, types);
      if (!conflicts.length) continue;
      count++;
      if (list.length < MAX_CONFLICTS) {
        list.push({
          id: r.id, title: titleOf(r, masked, r.data, words), state: r.state, eventType: r.eventType, grade: r.grade, deptName: r.deptName,
          submittedAt: isoTime(r.submittedAt), conflicts: conflicts.map((c) => ({ ...c, label: binding[c.fact]?.label ?? c.model })),
        });
      }
    }
    if (rows.length < 500) break;
    before = rows[rows.length - 1].id;
  }
  return { list, count };
}

/** Runs an action and answers with the record as the caller now sees it. */
/** The client's `Idempotency-Key` of a creation (letters, digits, - and _, 8 to 100), or none. */
function idempotencyKeyOf(ctx: AuthedCtx): string | undefined {
  const raw = ctx.req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new WfRefusal(400, 'server.badIdempotencyKey');
  return key;
}

async function act(ctx: AuthedCtx, action: string, body: Record<string, unknown>) {
  const rec = await visibleRecord(ctx);
  const id = rec.id;
  // a measure's deadline typed as a day is the hospital's day
  const input = actionInputOf(action, body, await hospitalZone(ctx.app.store));
  const editing = EDIT_ACTIONS.has(input.action);
  // a report's form is its category's (recordCategory.ts), not a version the body picks
  const patch = editing ? await patchOf(ctx, body, rec.module, rec.module === 'baqsj' ? null : rec.formId, rec.techItemId) : undefined;
  // issue 33 §6: a masked reader saw masks; a mask sent back keeps the stored value (the name in the title too)
  if (patch && (patch.data || patch.title) && (await masksIdentifiers(ctx))) {
    const stored = (await ctx.app.store.recordEngineView(rec.id))?.data ?? {};
    if (patch.data) patch.data = restoreMasked(patch.data, stored);
    if (patch.title) patch.title = restoreTitle(patch.title, stored);
  }
  if (patch && rec.module === 'baqsj') await editedReportForm(ctx, rec, body, patch);
  // one clock reading: the data's report time is the record's submission time (issue 22 §1)
  const now = ctx.app.clock.now();
  if (patch && rec.module === 'baqsj') {
    await bindFacts(ctx, body, patch, { formId: patch.formId ?? rec.formId, formVersion: patch.formVersion ?? rec.formVersion }, await recordSide(ctx, rec, body, input.action, now));
  }
  if (patch) await recomputeFormulas(ctx, body, patch, { formId: patch.formId ?? rec.formId, formVersion: patch.formVersion ?? rec.formVersion });
  const cc = editing ? await ccIdsOf(ctx, body.ccUserIds) : undefined;
  const res = await ctx.app.store.commitRecordAction({
    recordId: rec.id, version: versionOf(body.version), input, patch, cc, actor: actorOf(ctx), now,
  });
  // issue 32 §6: WeCom messages the action queued go out now (a grade I event reaches the quality office at once)
  if (res.wecom) void ctx.app.wecom();
  return res.deleted ? { id, deleted: true } : recordDetail(ctx, id);
}

export function recordRoutes(r: Router): void {
  r.get('/api/v1/records', { auth: 'user', query: S.LIST_QUERY }, async (ctx) => {
    const filter = await guardIdentifierFilter(ctx, await withWork(ctx, await listFilter(ctx, ctx.query)));
    const includeData = ctx.query.includeData === '1' || ctx.query.includeData === 'true';
    const p = paging(ctx.query);
    const res = await ctx.app.store.listRecords(filter, p, { includeData });
    auditList(ctx, res.rows.map((row) => row.id));
    return pageOf(p, { rows: await listItems(ctx, res.rows), count: res.count });
  });

  r.get('/api/v1/records/summary', { auth: 'user', query: S.LIST_QUERY }, async (ctx) => {
    const filter = await guardIdentifierFilter(ctx, await withWork(ctx, await listFilter(ctx, ctx.query)));
    return { ...(await ctx.app.store.summarizeRecords(filter, KEY_FIELDS)), keyFields: [...KEY_FIELDS] };
  });

  // the data query as XLSX, streamed; who may export is listFilter's 'all' scope rule (the data-query roles or
  // the operation tag), within the caller's data scope, unless the query asks another scope
  r.get('/api/v1/records/export', { auth: 'user', query: S.LIST_QUERY }, async (ctx) => recordsXlsx(ctx, await guardIdentifierFilter(ctx, await listFilter(ctx, { scope: 'all', ...ctx.query }))));

  r.get('/api/v1/records/fact-conflicts', { auth: 'user', query: NONE }, async (ctx) => factConflicts(ctx));

  r.get('/api/v1/records/:id', { auth: 'user', params: S.RECORD_ID, query: NONE }, async (ctx) => recordDetail(ctx, auditRead(ctx, (await visibleRecord(ctx)).id)));

  // issue 33 §5: a record printed or saved as PDF in the browser (drawn there from the detail) is logged
  // like an export: who, which record, print or PDF
  r.post('/api/v1/records/:id/printed', { auth: 'user', params: S.RECORD_ID, input: body({ what: z.enum(['print', 'pdf']) }) }, async (ctx) => {
    const rec = await visibleRecord(ctx);
    audit(ctx, { event: 'record.print', recordId: rec.id, detail: { what: ctx.body.what } });
    return null;
  });

  r.get('/api/v1/records/:id/revisions/:rev', { auth: 'user', params: S.REVISION, query: NONE }, async (ctx) => {
    const rec = await visibleRecord(ctx);
    const revNo = int(ctx.params.rev);
    auditRead(ctx, rec.id, { revision: revNo });
    const rev = revNo === undefined ? undefined : await ctx.app.store.getRevision(rec.id, revNo);
    if (!rev) throw new WfRefusal(404, 'server.revisionNotFound');
    const me = ctx.auth.user.id;
    const prev = rev.revision > 1 ? await ctx.app.store.getRevision(rec.id, rev.revision - 1) : undefined;
    const masked = await masksIdentifiers(ctx);
    const data = maskData(rec, me, rev.data, masked);
    const before = prev ? maskData(rec, me, prev.data, masked) : {};
    const labels = await labelsOf(ctx, rec);
    const fields = prev ? [...new Set([...Object.keys(before), ...Object.keys(data)])] : [];
    const changes = fields.filter((f) => JSON.stringify(before[f] ?? null) !== JSON.stringify(data[f] ?? null))
      .map((f) => ({ field: f, label: labels.get(f) ?? f, before: before[f] ?? null, after: data[f] ?? null }));
    return {
      revision: rev.revision, data, createdAt: isoTime(rev.createdAt), submittedAt: isoTime(rev.submittedAt),
      createdByName: personLabel(rec, me, langOf(ctx.req), rev.createdBy, rev.createdByName).name, changes,
    };
  });

  r.post('/api/v1/records', { auth: 'user', input: S.CREATE }, async (ctx) => {
    const now = ctx.app.clock.now();
    const create = await newRecordOf(ctx, ctx.body, now);
    const cc = await ccIdsOf(ctx, ctx.body.ccUserIds);
    // `submit: true` (the legacy body said status: 'submitted')
    const submit = ctx.body.submit === true || ctx.body.status === 'submitted';
    const idempotencyKey = idempotencyKeyOf(ctx);
    const res = await ctx.app.store.commitRecordAction({
      create, cc, input: { action: submit ? 'submit' : 'saveDraft' }, actor: actorOf(ctx), now,
      idempotencyKey, requestHash: idempotencyKey && requestFingerprint('POST /api/v1/records', ctx.body),
    }).catch((e: unknown) => {
      // the key came back with another body (IETF Idempotency-Key draft: 422)
      throw e instanceof IdempotencyMismatch ? secError(ctx.req, 422, 'idempotency.otherRequest') : e;
    });
    if (res.wecom) void ctx.app.wecom();
    // the new record as its creation wrote it (the rest of the detail is read)
    return recordDetail(ctx, res.id, res.view);
  });

  // the legacy body {status: 'submitted'} submits the draft
  r.put('/api/v1/records/:id', { auth: 'user', params: S.RECORD_ID, input: S.SAVE }, async (ctx) => act(ctx, ctx.body.status === 'submitted' ? 'submit' : 'saveDraft', ctx.body));

  r.delete('/api/v1/records/:id', { auth: 'user', params: S.RECORD_ID, query: S.DELETE_QUERY, input: S.DELETE_BODY }, async (ctx) => act(ctx, 'deleteDraft', { version: ctx.query.version ?? ctx.body.version }));

  r.post('/api/v1/records/:id/actions/:action', { auth: 'user', params: S.ACTION, input: S.ACT }, async (ctx) => act(ctx, ctx.params.action, ctx.body));

  r.post('/api/v1/records/:id/follow', { auth: 'user', params: S.RECORD_ID, input: body({}) }, async (ctx) => {
    const rec = await visibleRecord(ctx);
    await ctx.app.store.followRecord(rec.id, ctx.auth.user.id, Date.now());
    return { id: rec.id, followed: true };
  });

  r.delete('/api/v1/records/:id/follow', { auth: 'user', params: S.RECORD_ID, query: NONE }, async (ctx) => {
    const id = int(ctx.params.id);
    const rec = id === undefined ? undefined : await ctx.app.store.getWfRecord(id);
    // unfollowing needs no viewing right (one may have lost it), only an existing record
    if (!rec || (rec.state === 'draft' && !(await canView(ctx, rec)))) throw new WfRefusal(404, 'server.recordNotFound');
    await ctx.app.store.unfollowRecord(rec.id, ctx.auth.user.id);
    return { id: rec.id, followed: false };
  });
}
