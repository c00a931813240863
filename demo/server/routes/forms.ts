// Form library: forms with immutable, numbered versions of their schema.
import { textError } from '../http/texts.ts';
import type { Router } from '../http/router.ts';
import type { FormVersionRow } from '../db/store.ts';
import { int, isoTime, pageOf, paging, str } from '../util.ts';
import { body, id, NONE, optText, PAGING, params, qLike, query, text, z } from '../http/schemas.ts';

import { FORM_WRITER_ROLES as WRITERS } from '../../../src/core/access/roles.ts';

/** A form definition is `{list: Widget[], config: {...}}` (shared/design/form-format.md). */
export function checkSchema(schema: unknown): Record<string, unknown> {
  const s = schema as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || Array.isArray(s) || !Array.isArray(s.list) || !s.config || typeof s.config !== 'object' || Array.isArray(s.config)) {
    throw textError(400, 'form.schemaShape');
  }
  return s;
}

function versionView(v: FormVersionRow) {
  return { ...v, createdAt: isoTime(v.createdAt) };
}

function formId(raw: string): number {
  const id = int(raw);
  if (id === undefined || id <= 0) throw textError(404, 'form.notFound');
  return id;
}

export function formRoutes(r: Router): void {
  // kind: each library lists its own forms (the scoring-form library only scoring forms)
  r.get('/api/v1/forms', { auth: 'user', query: query({ ...PAGING, name: qLike, kind: z.enum(['scoring', 'form']).optional() }) }, async (ctx) => {
    const p = paging(ctx.query);
    const res = await ctx.app.store.listForms({ name: ctx.query.name?.trim(), kind: ctx.query.kind as 'scoring' | 'form' | undefined }, p);
    return pageOf(p, { rows: res.rows.map((f) => ({ ...f, updatedAt: isoTime(f.updatedAt) })), count: res.count });
  });

  r.post('/api/v1/forms', { auth: WRITERS, input: body({ code: optText(64), name: optText(100), schema: z.unknown(), note: optText(500) }) }, async (ctx) => {
    const code = str(ctx.body.code);
    const name = str(ctx.body.name);
    if (!code || !/^[A-Za-z0-9_-]{1,64}$/.test(code)) throw textError(400, 'form.codeRule');
    if (!name || name.length > 100) throw textError(400, 'form.nameRule');
    const schema = checkSchema(ctx.body.schema);
    if (await ctx.app.store.formCodeTaken(code)) throw textError(400, 'form.codeTaken', { code });
    return ctx.app.store.insertForm({ code, name, schema, note: (str(ctx.body.note) ?? '').slice(0, 500), userId: ctx.auth.user.id, userName: ctx.auth.user.name, now: Date.now() });
  });

  r.get('/api/v1/forms/by-code/:code', { auth: 'user', params: params({ code: text(64) }), query: NONE }, async (ctx) => {
    const f = await ctx.app.store.getFormLatestByCode(ctx.params.code);
    if (!f) throw textError(404, 'form.notFoundCode', { code: ctx.params.code });
    return versionView(f);
  });

  r.get('/api/v1/forms/:id', { auth: 'user', params: params({ id }), query: NONE }, async (ctx) => {
    const f = await ctx.app.store.getFormLatest(formId(ctx.params.id));
    if (!f) throw textError(404, 'form.notFound');
    return versionView(f);
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
    const version = await ctx.app.store.addFormVersion(formId(ctx.params.id), {
      schema, note: (str(ctx.body.note) ?? '').slice(0, 500), userId: ctx.auth.user.id, userName: ctx.auth.user.name, now: Date.now(),
    });
    if (version === undefined) throw textError(404, 'form.notFound');
    return { version };
  });
}
