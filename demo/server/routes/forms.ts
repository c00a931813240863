// Form library: forms with immutable, numbered versions of their schema, their kind (report, scoring,
// rectification form), and whether anything uses them: an unused form may be deleted, one in use retired
// (no new record, category or round on it; old ones keep it) and restored (issue 31 §1).
import { TECH_APPLICATION_FORM } from '../../../src/core/pages/techApplication.ts';
import { secError, st, textError } from '../http/texts.ts';
import type { AuthedCtx, Router } from '../http/router.ts';
import type { FormVersionRow } from '../db/store.ts';
import type { FormUsage } from '../db/store/forms.ts';
import { int, isoTime, pageOf, paging, str } from '../util.ts';
import { body, id, NONE, optText, PAGING, params, qLike, qText, query, text, z } from '../http/schemas.ts';
import { langOf } from '../workflow/lang.ts';
import { UNSAFE_EVENT_FORM } from '../seed/workflow.ts';
import { RECTIFICATION_FORM } from '../seed/quality.ts';
import { FORM_WRITER_ROLES as WRITERS } from '../../../src/core/access/roles.ts';
import { refuseBrokenFormulas } from './computedFields.ts';
import { FORM_CODE_PATTERN, FORM_KINDS, FORM_NAME_MAX, kindOfSchema, type FormKind } from '../../../src/core/formLibrary/kinds.ts';
import { nameIn, quotedNames } from '../../../src/core/workflow/eventCategories.ts';

/** Forms the system reads by their code: always in use (the legacy portal's report form, the quality rectification form). */
export const SYSTEM_FORM_CODES: readonly string[] = [UNSAFE_EVENT_FORM, RECTIFICATION_FORM, TECH_APPLICATION_FORM];
/** Forms the system makes new records on by itself: never retired. */
const SYSTEM_RECORD_FORMS: readonly string[] = [RECTIFICATION_FORM];

/** `kind` of the list: one kind, or `form` (every kind but scoring: the quality 表单库, as before kinds were stored). */
const LIST_KINDS: Record<string, readonly FormKind[]> = {
  ...Object.fromEntries(FORM_KINDS.map((k) => [k, [k]])), form: ['report', 'rectification'],
};

/** A form definition is `{list: Widget[], config: {...}}` (shared/design/form-format.md). */
export function checkSchema(schema: unknown): Record<string, unknown> {
  const s = schema as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || Array.isArray(s) || !Array.isArray(s.list) || !s.config || typeof s.config !== 'object' || Array.isArray(s.config)) {
    throw textError(400, 'form.schemaShape');
  }
  return s;
}

function versionView(v: FormVersionRow) {
  return { ...v, retiredAt: isoTime(v.retiredAt), createdAt: isoTime(v.createdAt) };
}

function formId(raw: string): number {
  const id = int(raw);
  if (id === undefined || id <= 0) throw textError(404, 'form.notFound');
  return id;
}

/** A form a new record, category or round may use: it exists and is not retired (the caller's language). */
export async function usableForm(ctx: AuthedCtx, id: number, version?: number): Promise<FormVersionRow> {
  const f = version === undefined ? await ctx.app.store.getFormLatest(id) : await ctx.app.store.getFormVersion(id, version);
  if (!f) throw secError(ctx.req, 400, version === undefined ? 'form.notFound' : 'form.versionNotFound');
  if (f.retiredAt !== null) throw secError(ctx.req, 400, 'form.retired', { name: nameIn(f, langOf(ctx.req)) });
  return f;
}

/** What uses a form, in words: "12 条记录、事件类别 “跌倒/坠床”" */
function usesText(ctx: AuthedCtx, u: FormUsage): string {
  const lang = langOf(ctx.req);
  const parts = [
    u.records && st(lang, 'form.use.records', { n: u.records }),
    u.categories.length && st(lang, 'form.use.categories', { names: quotedNames(u.categories.map((c) => nameIn(c, lang)), lang) }),
    u.rounds && st(lang, 'form.use.rounds', { n: u.rounds }),
    u.system && st(lang, 'form.use.system'),
  ].filter((x): x is string => !!x);
  return parts.join(lang === 'en' ? ', ' : '、');
}

async function formOrMissing(ctx: AuthedCtx): Promise<FormVersionRow> {
  const f = await ctx.app.store.getFormLatest(formId(ctx.params.id));
  if (!f) throw textError(404, 'form.notFound');
  return f;
}

export function formRoutes(r: Router): void {
  // kind: each library lists its own forms (the scoring-form library only scoring forms); active: no retired ones (pickers)
  r.get('/api/v1/forms', { auth: 'user', query: query({ ...PAGING, name: qLike, kind: z.enum(Object.keys(LIST_KINDS) as [string, ...string[]]).optional(), active: qText(5) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const res = await ctx.app.store.listForms({
      name: ctx.query.name?.trim(), kinds: ctx.query.kind ? LIST_KINDS[ctx.query.kind] : undefined, active: ctx.query.active === '1' || ctx.query.active === 'true',
      systemCodes: SYSTEM_FORM_CODES,
    }, p);
    return pageOf(p, { rows: res.rows.map((f) => ({ ...f, updatedAt: isoTime(f.updatedAt), retiredAt: isoTime(f.retiredAt) })), count: res.count });
  });

  r.post('/api/v1/forms', {
    auth: WRITERS,
    input: body({ code: optText(64), name: optText(FORM_NAME_MAX), nameEn: optText(100), kind: optText(20), schema: z.unknown(), note: optText(500) }),
  }, async (ctx) => {
    const code = str(ctx.body.code);
    const name = str(ctx.body.name)?.trim();
    if (!code || !FORM_CODE_PATTERN.test(code)) throw textError(400, 'form.codeRule');
    if (!name) throw textError(400, 'form.nameRule');
    const schema = checkSchema(ctx.body.schema);
    refuseBrokenFormulas(ctx.req, schema);
    const kind = str(ctx.body.kind) || kindOfSchema(schema);
    if (!FORM_KINDS.includes(kind as FormKind)) throw textError(400, 'form.kindRule');
    if (await ctx.app.store.formCodeTaken(code)) throw textError(400, 'form.codeTaken', { code });
    return ctx.app.store.insertForm({
      code, name, nameEn: str(ctx.body.nameEn)?.trim() ?? '', kind: kind as FormKind, schema,
      note: (str(ctx.body.note) ?? '').slice(0, 500), userId: ctx.auth.user.id, userName: ctx.auth.user.name, now: Date.now(),
    });
  });

  // the new-form dialog asks before the designer opens (the POST refuses a taken code all the same)
  r.get('/api/v1/forms/code-check', { auth: WRITERS, query: query({ code: qText(200) }) }, async (ctx) => {
    const code = ctx.query.code ?? '';
    const valid = FORM_CODE_PATTERN.test(code);
    return { code, valid, taken: valid && await ctx.app.store.formCodeTaken(code) };
  });

  r.get('/api/v1/forms/by-code/:code', { auth: 'user', params: params({ code: text(64) }), query: NONE }, async (ctx) => {
    const f = await ctx.app.store.getFormLatestByCode(ctx.params.code);
    if (!f) throw textError(404, 'form.notFoundCode', { code: ctx.params.code });
    return versionView(f);
  });

  r.get('/api/v1/forms/:id', { auth: 'user', params: params({ id }), query: NONE }, async (ctx) => versionView(await formOrMissing(ctx)));

  // deleted with its versions, only while nothing uses it (checked again in the deleting transaction)
  r.delete('/api/v1/forms/:id', { auth: WRITERS, params: params({ id }), query: NONE }, async (ctx) => {
    const f = await formOrMissing(ctx);
    const outcome = await ctx.app.store.deleteForm(f.id, SYSTEM_FORM_CODES);
    if (outcome === 'missing') throw textError(404, 'form.notFound');
    if (outcome === 'used') {
      const usage = await ctx.app.store.formUsage(f.id, SYSTEM_FORM_CODES);
      throw secError(ctx.req, 409, 'form.inUse', { name: nameIn(f, langOf(ctx.req)), uses: usage ? usesText(ctx, usage) : '' });
    }
    return { id: f.id, deleted: true };
  });

  // retired: no new record, category binding or quality round on it; the records made on it keep it
  r.post('/api/v1/forms/:id/retire', { auth: WRITERS, params: params({ id }), input: body({}) }, async (ctx) => {
    const f = await formOrMissing(ctx);
    const lang = langOf(ctx.req);
    if (SYSTEM_RECORD_FORMS.includes(f.code)) throw secError(ctx.req, 409, 'form.retireSystem', { name: nameIn(f, lang) });
    const active = (await ctx.app.store.formUsage(f.id, SYSTEM_FORM_CODES))?.categories.filter((c) => !c.retired) ?? [];
    if (active.length) throw secError(ctx.req, 409, 'form.retireBound', { name: nameIn(f, lang), names: quotedNames(active.map((c) => nameIn(c, lang)), lang) });
    if (f.retiredAt === null) await ctx.app.store.setFormRetired(f.id, Date.now());
    return { id: f.id, retired: true };
  });

  r.post('/api/v1/forms/:id/restore', { auth: WRITERS, params: params({ id }), input: body({}) }, async (ctx) => {
    const f = await formOrMissing(ctx);
    await ctx.app.store.setFormRetired(f.id, null);
    return { id: f.id, retired: false };
  });

  r.get('/api/v1/forms/:id/versions', { auth: 'user', params: params({ id }), query: NONE }, async (ctx) => {
    const id = formId(ctx.params.id);
    const list = await ctx.app.store.listFormVersions(id);
    if (!list.length) throw textError(404, 'form.notFound');
    return list.map((v) => ({ ...v, createdAt: isoTime(v.createdAt) }));
  });

  r.get('/api/v1/forms/:id/versions/:n', { auth: 'user', params: params({ id, n: id }), query: NONE }, async (ctx) => {
    const n = int(ctx.params.n);
    const f = n === undefined ? undefined : await ctx.app.store.getFormVersion(formId(ctx.params.id), n);
    if (!f) throw textError(404, 'form.versionNotFound');
    return versionView(f);
  });

  r.post('/api/v1/forms/:id/versions', { auth: WRITERS, params: params({ id }), input: body({ schema: z.unknown(), note: optText(500) }) }, async (ctx) => {
    const schema = checkSchema(ctx.body.schema);
    refuseBrokenFormulas(ctx.req, schema);
    const version = await ctx.app.store.addFormVersion(formId(ctx.params.id), {
      schema, note: (str(ctx.body.note) ?? '').slice(0, 500), userId: ctx.auth.user.id, userName: ctx.auth.user.name, now: Date.now(),
    });
    if (version === undefined) throw textError(404, 'form.notFound');
    return { version };
  });
}
