// Event categories (issue 31 §2, docs/api.md "Event categories"): reporters read the active ones; the
// administrator (System) adds, renames, reorders, binds each to a report form version and a flow (the
// binding 流程管理 edits too), retires and restores them. Refusals in the caller's language (adminText.ts).
import type { AuthedCtx, Router } from '../http/router.ts';
import type { EventTypeRow } from '../db/store/flows.ts';
import { int, isoTime, str } from '../util.ts';
import { refuse } from './adminText.ts';
import { body, NONE, opt, optId, optText, params, qText, query, text, z } from '../http/schemas.ts';
import { langOf } from '../workflow/lang.ts';
import { categoryProblem, moveInOrder, nameIn, type MoveDirection } from '../../../src/core/workflow/eventCategories.ts';

const SYSTEM = ['System'] as const;
const CODE = params({ code: text(40) });
const FIELDS = { name: optText(50), nameEn: optText(100), formId: optId, formVersion: optId, flowCode: optText(40) };

const subjectOf = (code: string) => `baqsj:${code}`;

/** What a reporter's page reads of a category. */
function reporterView(e: EventTypeRow) {
  return {
    code: e.code, name: e.name, nameEn: e.nameEn, formId: e.formId, formCode: e.formCode, formVersion: e.formVersion, flowCode: e.flowCode,
    retired: e.retiredAt !== null,
  };
}

/** The administrator's row: the reporter's, and the form's names, its latest version and whether it is retired. */
function adminView(e: EventTypeRow) {
  return {
    ...reporterView(e), sort: e.sort, formName: e.formName, formNameEn: e.formNameEn, formLatestVersion: e.formLatestVersion,
    formRetired: e.formRetiredAt !== null, retiredAt: isoTime(e.retiredAt), createdAt: isoTime(e.createdAt), updatedAt: isoTime(e.updatedAt),
  };
}

async function categoryOr404(ctx: AuthedCtx): Promise<EventTypeRow> {
  const e = await ctx.app.store.getEventType(ctx.params.code);
  if (!e) throw refuse(ctx, 404, 'server.categoryNotFound', { code: ctx.params.code });
  return e;
}

/** The form version a body binds (`formId`, `formVersion`: the form's latest when absent): a report form, not retired. */
async function boundForm(ctx: AuthedCtx, formId: number, version: number | undefined): Promise<{ formId: number; formVersion: number }> {
  const store = ctx.app.store;
  const f = version === undefined ? await store.getFormLatest(formId) : await store.getFormVersion(formId, version);
  if (!f) throw refuse(ctx, 400, 'server.categoryFormNotFound', { version: version ?? '' });
  const name = nameIn(f, langOf(ctx.req));
  if (f.kind !== 'report') throw refuse(ctx, 400, 'server.categoryFormKind', { name });
  if (f.retiredAt !== null) throw refuse(ctx, 400, 'server.categoryFormRetired', { name });
  return { formId: f.id, formVersion: f.version };
}

/** A flow the category may be bound to: an unsafe-event flow that exists. */
async function checkFlow(ctx: AuthedCtx, code: string | undefined): Promise<string> {
  const flow = code ? await ctx.app.store.getLatestFlow(code) : undefined;
  if (!code || !flow || flow.definition.module !== 'baqsj') throw refuse(ctx, 400, 'server.categoryFlowInvalid', { code: code ?? '' });
  return code;
}

/** The code's and names' rules; a name another category has already (reporters pick by name) is refused. */
async function checkNames(ctx: AuthedCtx, c: { code?: string; name?: string; nameEn?: string }, self?: string): Promise<void> {
  const problem = categoryProblem(c);
  if (problem === 'codeRule') throw refuse(ctx, 400, 'server.categoryCodeRule');
  if (problem === 'nameRequired') throw refuse(ctx, 400, 'server.categoryNameRequired');
  if (problem) throw refuse(ctx, 400, 'server.categoryNameTooLong');
  const others = (await ctx.app.store.listEventTypes()).filter((e) => e.code !== self);
  const name = c.name?.trim();
  const nameEn = c.nameEn?.trim().toLowerCase();
  const taken = others.find((e) => (name && e.name === name) || (nameEn && e.nameEn.toLowerCase() === nameEn));
  if (taken) throw refuse(ctx, 400, 'server.categoryNameTaken', { name: taken.name === name ? name! : c.nameEn!.trim() });
}

export function eventTypeRoutes(r: Router): void {
  // the reporters' list: active categories in their order; `include=retired` adds the retired ones (flagged),
  // for pages that name the category of an older record
  r.get('/api/v1/event-types', { auth: 'user', query: query({ include: qText(20) }) }, async (ctx) => {
    const all = await ctx.app.store.listEventTypes();
    return (ctx.query.include === 'retired' ? all : all.filter((e) => e.retiredAt === null)).map(reporterView);
  });

  r.get('/api/v1/event-types/all', { auth: SYSTEM, query: NONE }, async (ctx) => (await ctx.app.store.listEventTypes()).map(adminView));

  r.post('/api/v1/event-types', { auth: SYSTEM, input: body({ code: optText(40), ...FIELDS }) }, async (ctx) => {
    const code = str(ctx.body.code) ?? '';
    const name = str(ctx.body.name) ?? '';
    const nameEn = str(ctx.body.nameEn) ?? '';
    const store = ctx.app.store;
    if (categoryProblem({ code }) === null && await store.getEventType(code)) throw refuse(ctx, 400, 'server.categoryCodeTaken', { code });
    await checkNames(ctx, { code, name, nameEn });
    const formId = int(ctx.body.formId);
    if (formId === undefined) throw refuse(ctx, 400, 'server.categoryFormRequired');
    const form = await boundForm(ctx, formId, int(ctx.body.formVersion));
    const flowCode = await checkFlow(ctx, str(ctx.body.flowCode));
    const now = Date.now();
    await store.transaction(async () => {
      await store.insertEventType({ code, name: name.trim(), nameEn: nameEn.trim(), ...form, now });
      await store.setBinding(subjectOf(code), flowCode, now);
    });
    return adminView((await store.getEventType(code))!);
  });

  // rename, rebind to a form version or a flow (the fields present)
  r.put('/api/v1/event-types/:code', { auth: SYSTEM, params: CODE, input: body(FIELDS) }, async (ctx) => {
    const e = await categoryOr404(ctx);
    const name = str(ctx.body.name);
    const nameEn = str(ctx.body.nameEn);
    await checkNames(ctx, { name, nameEn }, e.code);
    const formId = int(ctx.body.formId);
    const formVersion = int(ctx.body.formVersion);
    const rebinds = (formId !== undefined && formId !== e.formId) || (formVersion !== undefined && formVersion !== e.formVersion);
    const form = rebinds ? await boundForm(ctx, formId ?? e.formId ?? 0, formVersion) : {};
    const flowCode = ctx.body.flowCode === undefined || ctx.body.flowCode === e.flowCode ? undefined : await checkFlow(ctx, str(ctx.body.flowCode));
    const now = Date.now();
    const store = ctx.app.store;
    await store.transaction(async () => {
      await store.updateEventType(e.code, { name: name?.trim(), nameEn: nameEn?.trim(), ...form }, now);
      if (flowCode) await store.setBinding(subjectOf(e.code), flowCode, now);
    });
    return adminView((await store.getEventType(e.code))!);
  });

  r.post('/api/v1/event-types/:code/move', { auth: SYSTEM, params: CODE, input: body({ direction: opt(z.string().max(10)) }) }, async (ctx) => {
    const e = await categoryOr404(ctx);
    const direction = ctx.body.direction as MoveDirection;
    if (direction !== 'up' && direction !== 'down') throw refuse(ctx, 400, 'server.categoryDirection');
    const store = ctx.app.store;
    const order = moveInOrder((await store.listEventTypes()).map((x) => x.code), e.code, direction);
    await store.orderEventTypes(order, Date.now());
    return (await store.listEventTypes()).map(adminView);
  });

  // retired: hidden from new reports (the server refuses them); records made before keep it
  r.post('/api/v1/event-types/:code/retire', { auth: SYSTEM, params: CODE, input: body({}) }, async (ctx) => {
    const e = await categoryOr404(ctx);
    const now = Date.now();
    if (e.retiredAt === null) await ctx.app.store.setEventTypeRetired(e.code, now, now);
    return adminView((await ctx.app.store.getEventType(e.code))!);
  });

  r.post('/api/v1/event-types/:code/restore', { auth: SYSTEM, params: CODE, input: body({}) }, async (ctx) => {
    const e = await categoryOr404(ctx);
    const lang = langOf(ctx.req);
    if (e.formRetiredAt !== null) {
      throw refuse(ctx, 409, 'server.categoryRestoreFormRetired', { name: nameIn(e, lang), form: nameIn({ name: e.formName ?? '', nameEn: e.formNameEn }, lang) });
    }
    const now = Date.now();
    if (e.retiredAt !== null) await ctx.app.store.setEventTypeRetired(e.code, null, now);
    return adminView((await ctx.app.store.getEventType(e.code))!);
  });
}
