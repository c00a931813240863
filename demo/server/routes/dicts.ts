// Dictionaries and departments.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { body, like, NONE, opt, qText, query, text, z } from '../http/schemas.ts';

export function dictRoutes(r: Router): void {
  r.get('/api/v1/dict/data', { auth: 'user', query: query({ dictType: qText(50) }) }, async (ctx) => {
    const dictType = ctx.query.dictType?.trim();
    if (!dictType) throw new ApiError(400, '缺少参数 dictType');
    return ctx.app.store.listDict(dictType);
  });

  r.get('/api/v1/depts', { auth: 'user', query: NONE }, (ctx) => ctx.app.store.listDepts());

  // The old API's department list, read by the unsafe-event form's `remote: 99` select
  // (fixtures/legacy-forms/mocks/request-method.json): body {hospitalId, status}.
  r.post('/xjs-api/MTSaas/sysDept/doQueryList', { auth: 'user', input: body({ hospitalId: opt(z.union([text(50), z.number()])), status: opt(z.union([text(5), z.number()])), deptName: like }) }, async (ctx) => {
    const body = (ctx.body ?? {}) as { status?: unknown; deptName?: unknown };
    if (body.status != null && Number(body.status) !== 1) return { records: [] };
    const name = typeof body.deptName === 'string' ? body.deptName.trim() : '';
    const depts = (await ctx.app.store.listDepts()).filter((d) => !name || d.deptName.includes(name));
    return { records: depts.map((d) => ({ deptCode: deptCodeOf(d.deptId, d.deptName), deptName: d.deptName, deptId: d.deptId })) };
  });
}

/** The hospital's department codes for the seeded departments (as in the fixtures' mocks), else D9nnn. */
const DEPT_CODES: Record<string, string> = { 内分泌科: 'D0801', 心血管内科: 'D0302', 普通外科: 'D0401', 医务部: 'D0001', 质控科: 'D0002' };
export function deptCodeOf(id: number, name: string): string {
  return DEPT_CODES[name] ?? `D9${String(id).padStart(3, '0')}`;
}
