// The business desk's counters, the flow statuses the
// old shell reads (built from the bound flows), and the test clock (HOS_TEST_CLOCK=1 only).
import type { Router, AuthedCtx } from '../http/router.ts';
import type { ServerConfig } from '../config.ts';
import { secError } from '../http/texts.ts';
import { WF_MODULES, type FlowDef, type WfState } from '../../../src/core/workflow/types.ts';
import { formatTime, str } from '../util.ts';
import { wt } from '../workflow/lang.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { body, NONE, opt, optText, text, z } from '../http/schemas.ts';
import { workItems, type MyWork } from '../../../src/core/pages/myWork.ts';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The states shown after a module's steps: returned, then where its records end. */
const END_STATES: Record<string, WfState[]> = {
  baqsj: ['returned', 'archived', 'rejected'],
  xjsxxm: ['returned', 'approved', 'suspended', 'stopped', 'rejected'],
  business: ['returned', 'approved', 'rejected'],
};

/** `/SYS/SysParam/doQueryFlowStatus`: draft, one entry per step of the module's bound flows (current definitions), then the end states; unique keys. */
export async function flowStatusOf(ctx: AuthedCtx, paramName: string): Promise<{ key: string; name: string }[] | undefined> {
  const ends = END_STATES[paramName];
  if (!ends) return undefined;
  const store = ctx.app.store;
  const codes = [...new Set((await store.listBindings()).filter((b) => b.subject === paramName || b.subject.startsWith(paramName + ':')).map((b) => b.flowCode))];
  const flows = (await Promise.all(codes.map((c) => store.getLatestFlow(c)))).filter((f): f is { version: number; definition: FlowDef } => !!f);
  const out = [{ key: 'draft', name: wt('zh-CN', 'state.draft') }];
  for (const f of flows) for (const s of f.definition.steps) out.push({ key: s.key, name: s.name['zh-CN'] });
  for (const st of ends) out.push({ key: st, name: wt('zh-CN', `state.${st}`) });
  const seen = new Set<string>();
  return out.filter((x) => !seen.has(x.key) && seen.add(x.key));
}

export function bizRoutes(r: Router, cfg: ServerConfig): void {
  r.get('/api/v1/biz/summary', { auth: 'user', query: NONE }, async (ctx) => {
    const me = ctx.auth.user.id;
    const store = ctx.app.store;
    const [todo, overdue, draft, mine, cc] = await Promise.all([
      store.countRecords({ taskUserId: me }),
      store.countRecords({ taskUserId: me, overdueAt: ctx.app.clock.now() }),
      store.countRecords({ createdBy: me, states: ['draft'] }),
      store.countRecords({ createdBy: me, notStates: ['draft'] }),
      store.countRecords({ ccUserId: me, notStates: ['draft'] }),
    ]);
    return { todo, overdue, draft, mine, cc };
  });

  // the dashboard's "waiting for me" card (issue 22 §5): tasks by kind, drafts, sheets to score, and the
  // bell's two unread counts (messages and notices), so the dashboard and the bell agree
  r.get('/api/v1/biz/my-work', { auth: 'user', query: NONE }, async (ctx) => {
    const me = ctx.auth.user.id;
    const store = ctx.app.store;
    const [tasks, drafts, sheets, messages, notices] = await Promise.all([
      store.myTasks(me, ctx.app.clock.now()),
      Promise.all(WF_MODULES.map(async (m) => [m, await store.countRecords({ createdBy: me, states: ['draft'], module: m })] as const)),
      store.inspectorSheets(me),
      store.listMessages(me, { operateStatus: 0 }, { limit: 1, offset: 0 }),
      store.listNotices(me, { unread: true }, { limit: 1, offset: 0 }),
    ]);
    const sheetsToScore = sheets.filter((x) => x.status !== 'submitted').length;
    const body: MyWork = {
      items: workItems(tasks, { drafts: Object.fromEntries(drafts), sheetsToScore }),
      unreadMessages: messages.count,
      unreadNotices: notices.unread,
    };
    return body;
  });

  r.post('/SYS/SysParam/doQueryFlowStatus', { auth: 'user', input: body({ paramName: optText(50) }) }, async (ctx) => {
    const paramName = str(ctx.body.paramName);
    if (!paramName) throw secError(ctx.req, 400, 'param.missing', { name: 'paramName' });
    const flowStatus = (await flowStatusOf(ctx, paramName)) ?? (await ctx.app.store.getSysParam(paramName));
    if (!flowStatus) throw secError(ctx.req, 404, 'flowStatus.notFound', { name: paramName });
    return { records: [{ paramName, flowStatus }] };
  });

  // The test clock exists only when the server was started with HOS_TEST_CLOCK=1 (otherwise 404, like any unknown call).
  if (!cfg.testClock) return;
  r.get('/api/v1/test/clock', { auth: 'user', query: NONE }, async (ctx) => {
    const now = ctx.app.clock.now();
    return { now, time: formatTime(now) };
  });
  r.post('/api/v1/test/clock', { auth: ['System'], input: body({ advanceMs: opt(z.union([z.number(), text(20)])) }) }, async (ctx) => {
    const ms = Number(ctx.body.advanceMs);
    if (!Number.isFinite(ms) || ms < 0 || ms > YEAR_MS) throw new WfRefusal(400, 'server.advanceInvalid');
    const now = ctx.app.clock.advance(ms);
    const reminded = await ctx.app.sweep();
    return { now, time: formatTime(now), reminded };
  });
}
