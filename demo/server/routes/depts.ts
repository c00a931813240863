// The department tree (issue 13 §4) for its admin page: list with heads and use counts, add, rename,
// move, reorder, set the head, disable; deleting is refused while users, records or departments under it
// use it. Users pick their department from the tree: deptOfBody turns a body's department into a row of it.
import type { AuthedCtx, Router } from '../http/router.ts';
import type { DeptChange, DeptOutcome } from '../db/store/depts.ts';
import { int, str } from '../util.ts';
import { refuse } from './adminText.ts';
import { body, id, intIn, NONE, opt, optId, optText, params, z } from '../http/schemas.ts';

const SYSTEM = ['System'] as const;
const DEPT_INPUT = {
  deptName: optText(50), deptNameEn: optText(100), parentId: opt(z.union([z.null(), intIn(0, 2 ** 31 - 1)])), sort: opt(intIn(0, 100000)), status: opt(intIn(0, 1)),
  headUserId: opt(z.union([z.null(), intIn(0, 2 ** 31 - 1)])),
};

/** The change a body asks for (parent 0 or null: the top level; head 0 or null: none). */
function changeOf(ctx: AuthedCtx): DeptChange {
  const b = ctx.body;
  const c: DeptChange = {};
  const name = str(b.deptName);
  if (name !== undefined) {
    if (!name) throw refuse(ctx, 400, 'server.deptNameRequired');
    c.deptName = name;
  }
  const en = str(b.deptNameEn);
  if (en !== undefined) c.deptNameEn = en;
  if ('parentId' in b && b.parentId !== undefined) c.parentId = int(b.parentId) || null;
  if ('headUserId' in b && b.headUserId !== undefined) c.headUserId = int(b.headUserId) || null;
  c.sort = int(b.sort);
  c.status = int(b.status);
  return c;
}

async function refusalOf(ctx: AuthedCtx, outcome: DeptOutcome, id?: number) {
  const name = (id !== undefined && (await ctx.app.store.getDept(id))?.deptName) || String(ctx.body.deptName ?? '');
  const keys: Record<Exclude<DeptOutcome, 'ok'>, [400 | 404 | 409, Parameters<typeof refuse>[2]]> = {
    missing: [404, 'server.deptNotFound'], 'name-taken': [400, 'server.deptNameTaken'], 'parent-missing': [400, 'server.deptParentMissing'],
    cycle: [400, 'server.deptCycle'], 'has-children': [409, 'server.deptHasChildren'], 'has-users': [409, 'server.deptHasUsers'],
    'has-records': [409, 'server.deptHasRecords'], 'head-missing': [400, 'server.deptHeadMissing'],
  };
  const [status, key] = keys[outcome as Exclude<DeptOutcome, 'ok'>];
  return refuse(ctx, status, key, { name });
}

/**
 * The department a user body names, as a row of the tree: `deptId` (the admin page's tree pick) or an
 * existing department's exact name (older callers). Free text that is no department is refused, so is a
 * disabled department. undefined: the body does not touch the department; '' clears it.
 */
export async function deptOfBody(ctx: AuthedCtx): Promise<string | undefined> {
  const deptId = int(ctx.body.deptId);
  const name = str(ctx.body.deptName);
  if (deptId === undefined && name === undefined) return undefined;
  if (deptId === undefined && name === '') return '';
  const rows = await ctx.app.store.listDepts();
  const dept = deptId !== undefined ? rows.find((d) => d.deptId === deptId) : rows.find((d) => d.deptName === name);
  if (!dept) throw refuse(ctx, 400, 'server.deptRequired');
  if (dept.status !== 1) throw refuse(ctx, 400, 'server.deptDisabled', { name: dept.deptName });
  return dept.deptName;
}

export function deptRoutes(r: Router): void {
  r.get('/api/v1/dept/list', { auth: SYSTEM, query: NONE }, (ctx) => ctx.app.store.listDeptRows());

  r.post('/api/v1/dept', { auth: SYSTEM, input: body(DEPT_INPUT) }, async (ctx) => {
    const c = changeOf(ctx);
    if (!c.deptName) throw refuse(ctx, 400, 'server.deptNameRequired');
    const res = await ctx.app.store.createDept({ ...c, deptName: c.deptName });
    if (res.outcome !== 'ok') throw await refusalOf(ctx, res.outcome);
    return { deptId: res.id };
  });

  r.put('/api/v1/dept', { auth: SYSTEM, input: body({ deptId: optId, ...DEPT_INPUT }) }, async (ctx) => {
    const deptId = int(ctx.body.deptId);
    if (deptId === undefined) throw refuse(ctx, 404, 'server.deptNotFound');
    const outcome = await ctx.app.store.updateDept(deptId, changeOf(ctx));
    if (outcome !== 'ok') throw await refusalOf(ctx, outcome, deptId);
    return { deptId };
  });

  r.delete('/api/v1/dept/:deptId', { auth: SYSTEM, params: params({ deptId: id }), query: NONE }, async (ctx) => {
    const deptId = int(ctx.params.deptId)!;
    const name = (await ctx.app.store.getDept(deptId))?.deptName;
    const outcome = await ctx.app.store.deleteDept(deptId);
    if (outcome !== 'ok') throw await refusalOf(ctx, outcome, name === undefined ? undefined : deptId);
    return { deptId, deleted: true };
  });
}
