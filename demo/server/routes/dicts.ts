// Dictionaries and departments: the pickers' lists, and the dictionary admin (issue 13 §4: types and
// entries with both labels, order and status).
import type { AuthedCtx, Router } from '../http/router.ts';
import { secError } from '../http/texts.ts';
import { int, str } from '../util.ts';
import { langOf } from '../workflow/lang.ts';
import { refuse } from './adminText.ts';
import { body, id, intIn, like, NONE, opt, optId, optText, params, qText, query, text, z } from '../http/schemas.ts';

const SYSTEM = ['System'] as const;
const TYPE_RE = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const TYPE_INPUT = { dictType: optText(50), nameZh: optText(50), nameEn: optText(100), status: opt(intIn(0, 1)), sort: opt(intIn(0, 100000)) };
const ENTRY_INPUT = {
  id: optId, dictType: optText(50), value: optText(100), zh: optText(100), en: optText(200), sort: opt(intIn(0, 100000)), status: opt(intIn(0, 1)),
};

function typeOf(ctx: AuthedCtx, v: unknown): string {
  const t = str(v) ?? '';
  if (!TYPE_RE.test(t)) throw refuse(ctx, 400, 'server.dictTypeInvalid');
  return t;
}

export function dictRoutes(r: Router): void {
  // one type's enabled entries, labelled in the caller's language (forms' remote options, the charge widget)
  r.get('/api/v1/dict/data', { auth: 'user', query: query({ dictType: qText(50) }) }, async (ctx) => {
    const dictType = ctx.query.dictType?.trim();
    if (!dictType) throw secError(ctx.req, 400, 'param.missing', { name: 'dictType' });
    return ctx.app.store.listDict(dictType, langOf(ctx.req));
  });

  // every entry of every enabled type with both labels: the table the pages label coded values with
  // (src/core/dicts.ts), loaded once per page
  r.get('/api/v1/dict/all', { auth: 'user', query: NONE }, async (ctx) => {
    const out: Record<string, { value: string; zh: string; en: string; sort: number; status: number }[]> = {};
    for (const e of await ctx.app.store.allDictEntries()) (out[e.dictType] ??= []).push({ value: e.value, zh: e.zh, en: e.en, sort: e.sort, status: e.status });
    return out;
  });

  r.get('/api/v1/dict/types', { auth: SYSTEM, query: NONE }, (ctx) => ctx.app.store.listDictTypes());

  r.post('/api/v1/dict/type', { auth: SYSTEM, input: body(TYPE_INPUT) }, async (ctx) => {
    const dictType = typeOf(ctx, ctx.body.dictType);
    const nameZh = str(ctx.body.nameZh);
    if (!nameZh) throw refuse(ctx, 400, 'server.dictLabelRequired');
    const outcome = await ctx.app.store.saveDictType({
      dictType, nameZh, nameEn: str(ctx.body.nameEn) ?? '', status: int(ctx.body.status) ?? 1, sort: int(ctx.body.sort) ?? 0,
    });
    return { dictType, outcome };
  });

  r.delete('/api/v1/dict/type/:dictType', { auth: SYSTEM, params: params({ dictType: text(50) }), query: NONE }, async (ctx) => {
    const outcome = await ctx.app.store.deleteDictType(typeOf(ctx, ctx.params.dictType));
    if (outcome === 'missing') throw refuse(ctx, 404, 'server.dictTypeNotFound');
    if (outcome === 'has-entries') throw refuse(ctx, 409, 'server.dictTypeHasEntries');
    return { deleted: true };
  });

  r.get('/api/v1/dict/entries', { auth: SYSTEM, query: query({ dictType: qText(50) }) }, async (ctx) =>
    ctx.app.store.listDictEntries(typeOf(ctx, ctx.query.dictType)));

  // add (no id) or change an entry
  r.post('/api/v1/dict/entry', { auth: SYSTEM, input: body(ENTRY_INPUT) }, async (ctx) => {
    const dictType = typeOf(ctx, ctx.body.dictType);
    const value = str(ctx.body.value);
    const zh = str(ctx.body.zh);
    if (!value || !zh) throw refuse(ctx, 400, 'server.dictLabelRequired');
    const res = await ctx.app.store.saveDictEntry({
      id: int(ctx.body.id), dictType, value, zh, en: str(ctx.body.en) ?? '', sort: int(ctx.body.sort) ?? 0, status: int(ctx.body.status) ?? 1,
    });
    if (res.outcome === 'value-taken') throw refuse(ctx, 400, 'server.dictValueTaken', { value });
    if (res.outcome === 'missing') throw refuse(ctx, 404, ctx.body.id === undefined ? 'server.dictTypeNotFound' : 'server.dictEntryNotFound');
    return { id: res.id };
  });

  r.delete('/api/v1/dict/entry/:id', { auth: SYSTEM, params: params({ id }), query: NONE }, async (ctx) => {
    if (!(await ctx.app.store.deleteDictEntry(int(ctx.params.id)!))) throw refuse(ctx, 404, 'server.dictEntryNotFound');
    return { deleted: true };
  });

  r.get('/api/v1/depts', { auth: 'user', query: NONE }, (ctx) => ctx.app.store.listDepts());

  // The old API's department list, read by the unsafe-event form's `remote: 99` select
  // (fixtures/legacy-forms/mocks/request-method.json): body {hospitalId, status}. Disabled departments are
  // left out of the enabled list.
  r.post('/xjs-api/MTSaas/sysDept/doQueryList', { auth: 'user', input: body({ hospitalId: opt(z.union([text(50), z.number()])), status: opt(z.union([text(5), z.number()])), deptName: like }) }, async (ctx) => {
    const body = (ctx.body ?? {}) as { status?: unknown; deptName?: unknown };
    if (body.status != null && Number(body.status) !== 1) return { records: [] };
    const name = typeof body.deptName === 'string' ? body.deptName.trim() : '';
    const depts = (await ctx.app.store.listDepts()).filter((d) => d.status === 1 && (!name || d.deptName.includes(name)));
    return { records: depts.map((d) => ({ deptCode: deptCodeOf(d.deptId, d.deptName), deptName: d.deptName, deptId: d.deptId, parentId: d.parentId })) };
  });
}

/** The hospital's department codes for the seeded departments (as in the fixtures' mocks), else D9nnn. */
const DEPT_CODES: Record<string, string> = { 内分泌科: 'D0801', 心血管内科: 'D0302', 普通外科: 'D0401', 医务部: 'D0001', 质控科: 'D0002' };
export function deptCodeOf(id: number, name: string): string {
  return DEPT_CODES[name] ?? `D9${String(id).padStart(3, '0')}`;
}
