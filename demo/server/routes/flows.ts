// Flow administration (System role): flows and their versions, saving a definition as a new version
// (validated with the engine's validateFlow, then checked against the users: a step nobody can act on
// is refused, naming the step), and which flow each subject's new records use.
import type { Router, AuthedCtx } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { validateFlow } from '../../../src/core/workflow/validateFlow.ts';
import type { FlowDef, LocalText, StepDef } from '../../../src/core/workflow/types.ts';
import { int, isoTime, str } from '../util.ts';
import { langOf, wt, type Lang } from '../workflow/lang.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { body, id, NONE, optText, params, text, z } from '../http/schemas.ts';

const SYSTEM = ['System'] as const;
const FLOW_CODE = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** The subjects a flow can be bound to, with their names: every event type, the technology classes, business. */
async function subjects(ctx: AuthedCtx): Promise<{ subject: string; module: string; name: LocalText }[]> {
  const types = await ctx.app.store.listEventTypes();
  return [
    ...types.map((e) => ({ subject: `baqsj:${e.code}`, module: 'baqsj', name: { 'zh-CN': e.name, en: e.nameEn } })),
    { subject: 'xjsxxm:limit', module: 'xjsxxm', name: { 'zh-CN': '限制类技术', en: 'Limited-class technology' } },
    { subject: 'xjsxxm:unlimit', module: 'xjsxxm', name: { 'zh-CN': '非限制类技术', en: 'Unlimited-class technology' } },
    { subject: 'business', module: 'business', name: { 'zh-CN': '业务申请', en: 'Business request' } },
    { subject: 'quality:rectification', module: 'business', name: { 'zh-CN': '质量检查问题整改', en: 'Quality inspection rectification' } },
  ];
}

/** Why nobody could act at a step, or null: a role nobody enabled holds, a missing or disabled user, a department role nobody holds at all. */
async function nobodyAt(ctx: AuthedCtx, step: StepDef, lang: Lang): Promise<string | null> {
  const a = step.assignee;
  const store = ctx.app.store;
  if (a.kind === 'role' && (await store.countRoleHolders(a.role, true)) === 0) return wt(lang, 'server.why.roleNoHolder', { role: a.role });
  if (a.kind === 'deptRole' && (await store.countRoleHolders(a.role, false)) === 0) return wt(lang, 'server.why.deptRoleNoHolder', { role: a.role });
  if (a.kind === 'user' && !(await store.activeUserIds([a.userId])).length) return wt(lang, 'server.why.userMissing', { userId: a.userId });
  return null;
}

/** The definition of a PUT, validated; 400 with every problem worded in the caller's language. */
async function checkedDefinition(ctx: AuthedCtx, code: string): Promise<FlowDef> {
  const lang = langOf(ctx.req);
  const res = validateFlow(ctx.body.definition);
  if (!res.ok) {
    const list = res.errors.map((e) => `${e.path}: ${wt(lang, `flowError.${e.code}`, e.params)}`);
    throw new ApiError(400, wt(lang, 'server.flowInvalid', { errors: list.join('；') }));
  }
  if (res.flow.code !== code) throw new WfRefusal(400, 'server.flowCodeMismatch');
  const problems: string[] = [];
  for (const step of res.flow.steps) {
    const why = await nobodyAt(ctx, step, lang);
    if (why) problems.push(wt(lang, 'flowError.nobodyCanAct', { step: step.name[lang], why }));
  }
  if (problems.length) throw new ApiError(400, problems.join('；'));
  return res.flow;
}

async function flowDetail(ctx: AuthedCtx, code: string, version?: number) {
  const store = ctx.app.store;
  const latest = await store.getLatestFlow(code);
  if (!latest) throw new WfRefusal(404, 'server.flowNotFound', { code });
  const v = version ?? latest.version;
  const definition = await store.getFlowVersion(code, v);
  if (!definition) throw new WfRefusal(404, 'server.flowNotFound', { code: `${code} v${v}` });
  const versions = (await store.listFlowVersions(code)).map((x) => ({ ...x, createdAt: isoTime(x.createdAt) }));
  const info = versions.find((x) => x.version === v);
  return { code, version: v, latestVersion: latest.version, definition, createdAt: info?.createdAt ?? null, createdByName: info?.createdByName ?? '', versions };
}

export function flowRoutes(r: Router): void {
  r.get('/api/v1/flows', { auth: SYSTEM, query: NONE }, async (ctx) => {
    const [flows, bindings] = await Promise.all([ctx.app.store.listFlows(), ctx.app.store.listBindings()]);
    return flows.map((f) => ({
      code: f.code, name: { 'zh-CN': f.name, en: f.nameEn }, module: f.module, latestVersion: f.latestVersion, updatedAt: isoTime(f.updatedAt),
      bindings: bindings.filter((b) => b.flowCode === f.code).map((b) => b.subject),
    }));
  });

  r.get('/api/v1/flows/:code', { auth: SYSTEM, params: params({ code: text(40) }), query: NONE }, async (ctx) => flowDetail(ctx, ctx.params.code));

  r.get('/api/v1/flows/:code/versions/:v', { auth: SYSTEM, params: params({ code: text(40), v: id }), query: NONE }, async (ctx) => {
    const v = int(ctx.params.v);
    if (v === undefined) throw new WfRefusal(404, 'server.flowNotFound', { code: ctx.params.code });
    return flowDetail(ctx, ctx.params.code, v);
  });

  r.put('/api/v1/flows/:code', { auth: SYSTEM, params: params({ code: text(40) }), input: body({ definition: z.unknown() }) }, async (ctx) => {
    const code = ctx.params.code;
    if (!FLOW_CODE.test(code)) throw new WfRefusal(400, 'server.flowCodeMismatch');
    const def = await checkedDefinition(ctx, code);
    const cur = await ctx.app.store.getLatestFlow(code);
    // bound records of a module run on its flows: a flow keeps its module
    if (cur && cur.definition.module !== def.module) throw new WfRefusal(400, 'server.flowModuleMismatch', { code, subject: cur.definition.module });
    const version = await ctx.app.store.insertFlowVersion(def, { userId: ctx.auth.user.id, userName: ctx.auth.user.name }, Date.now());
    return flowDetail(ctx, code, version);
  });

  r.get('/api/v1/flow-bindings', { auth: SYSTEM, query: NONE }, async (ctx) => {
    const bound = new Map((await ctx.app.store.listBindings()).map((b) => [b.subject, b.flowCode]));
    return (await subjects(ctx)).map((s) => ({ subject: s.subject, module: s.module, name: s.name, flowCode: bound.get(s.subject) ?? null }));
  });

  r.put('/api/v1/flow-bindings/:subject', { auth: SYSTEM, params: params({ subject: text(100) }), input: body({ flowCode: optText(40) }) }, async (ctx) => {
    const subject = ctx.params.subject;
    const known = (await subjects(ctx)).find((s) => s.subject === subject);
    if (!known) throw new WfRefusal(404, 'server.subjectUnknown', { subject });
    const flowCode = str(ctx.body.flowCode) ?? '';
    const flow = flowCode ? await ctx.app.store.getLatestFlow(flowCode) : undefined;
    if (!flow) throw new WfRefusal(400, 'server.flowNotFound', { code: flowCode });
    if (flow.definition.module !== known.module) throw new WfRefusal(400, 'server.flowModuleMismatch', { code: flowCode, subject });
    await ctx.app.store.setBinding(subject, flowCode, Date.now());
    return { subject, name: known.name, flowCode };
  });
}
