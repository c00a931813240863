// What a caller may see of a record and how it looks to them: the viewing rule, the data-scope part of it,
// anonymity (the reporter is hidden from everyone else), and the list item / detail shapes of
// docs/workflow.md. The engine says what the caller may do (allowedActions), never this file.
import { reportTitleIn } from '../../../src/core/pages/recordTitle.ts';
import type { AuthedCtx } from '../http/router.ts';
import type { RecordFilter } from '../db/store.ts';
import { scopeAllows } from '../../../src/core/access/dataScope.ts';
import type { ListRow } from '../db/store/records.ts';
import type { EngineView, WfRow } from '../db/store/wfRecord.ts';
import type { Actor, FlowDef, LocalText } from '../../../src/core/workflow/types.ts';
import { allowedActions, applicableSteps, measureActions, returnTargets } from '../../../src/core/workflow/engine.ts';
import { isOverdue } from '../../../src/core/workflow/deadlines.ts';
import { conclusionOf } from '../../../src/core/workflow/conclusion.ts';
import { committeeRule, committeeView, hidesVoteEntry } from '../../../src/core/workflow/committee.ts';
// ft: a time as an instant (ISO 8601 with offset, issue 23 §2), or null when there is none
import { int, isoTime as ft } from '../util.ts';
import { langOf, wt, type Lang } from '../workflow/lang.ts';
import { lookups } from './requestLookups.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { maskRecordData, maskTitle } from '../../../src/core/privacy/identifiers.ts';
import { masksIdentifiers } from './privacy.ts';

export { normalizeDataScope } from '../../../src/core/access/dataScope.ts';

/**
 * The ONE entry point of data scope for records (issue 13 §4): the filter every record list, chart, data
 * query and export passes as `RecordFilter.dataScope`, and the rule the detail checks (canView). The
 * caller's roles were resolved once per request (http/auth.ts, src/core/access/dataScope.ts): undefined
 * is everything; else the records of some departments (and the caller's own), or the caller's own.
 */
export function callerDataScope(ctx: AuthedCtx): RecordFilter['dataScope'] {
  const s = ctx.auth.dataScope;
  if (s.kind === 'all') return undefined;
  return s.kind === 'depts' ? { kind: 'depts', deptIds: [...s.deptIds], userId: s.userId } : { kind: 'self', userId: s.userId };
}

export function actorOf(ctx: AuthedCtx): Actor {
  return { id: ctx.auth.user.id, name: ctx.auth.user.name, roles: ctx.auth.roleKeys };
}

/**
 * May the caller see the record? Drafts only their owner; else the submitter, anyone taking part (current
 * or past assignee, actor, measure owner, copy, follower), and roles by their data scope (the quality
 * office and admins everything, department approvers their department).
 */
export async function canView(ctx: AuthedCtx, r: Pick<WfRow, 'id' | 'createdBy' | 'state' | 'deptId'>): Promise<boolean> {
  const me = ctx.auth.user.id;
  if (r.createdBy === me) return true;
  if (r.state === 'draft') return false;
  if (scopeAllows(ctx.auth.dataScope, r)) return true;
  return ctx.app.store.isInvolved(r.id, me);
}

/** The record, if it exists and the caller may see it; else 404 (never telling which). */
export async function visibleRecord(ctx: AuthedCtx) {
  const id = int(ctx.params.id);
  const rec = id === undefined ? undefined : await ctx.app.store.getWfRecord(id);
  if (!rec || !(await canView(ctx, rec))) throw new WfRefusal(404, 'server.recordNotFound');
  return rec;
}

/** Hidden from everyone but the reporter: an anonymous record's reporter. */
export const hidesReporter = (r: Pick<WfRow, 'anonymous' | 'createdBy'>, me: number) => r.anonymous === 1 && r.createdBy !== me;

/**
 * The form data as the caller sees it: the reporter's fields blanked when the reporter is hidden, the
 * patient identifiers masked when `masked` (issue 33 §6: the caller's roles do not read them, privacy.ts).
 */
export function maskData(r: Pick<WfRow, 'anonymous' | 'createdBy'>, me: number, data: Record<string, unknown>, masked: boolean): Record<string, unknown> {
  const shown = masked ? maskRecordData(data) : data;
  if (!hidesReporter(r, me)) return shown;
  return Object.fromEntries(Object.entries(shown).map(([k, v]) => [k, k.startsWith('reporter_') ? (Array.isArray(v) ? [] : '') : v]));
}

/** How a title is worded for the caller (issue 35 §5): their language and the event categories' names. */
export interface TitleWords { lang: string; types: readonly { code: string; name: string; nameEn: string }[] }

/**
 * A record's title as the caller sees it: its patient's name masked when `masked` (an event report's title
 * names the patient), and an event report's title worded in the caller's language (`words`: recordTitle.ts).
 */
export const titleOf = (r: Pick<WfRow, 'module' | 'title'> & { eventType?: string | null }, masked: boolean, data?: Record<string, unknown> | null, words?: TitleWords): string => {
  const title = masked ? maskTitle(r.title, data, r.module === 'baqsj') : r.title;
  if (!words || r.module !== 'baqsj' || !r.eventType) return title;
  return reportTitleIn(title, words.types.find((t) => t.code === r.eventType), words.lang);
};

/** The caller's title words (the event types are the request's cached reference data). */
export async function titleWords(ctx: AuthedCtx): Promise<TitleWords> {
  return { lang: langOf(ctx.req), types: await lookups(ctx).listEventTypes() };
}

export function stepName(flow: FlowDef | undefined, key: string | null): LocalText | null {
  return (key && flow?.steps.find((s) => s.key === key)?.name) || null;
}

/** A list row as the caller sees it (RecordListItem of docs/workflow.md, plus the legacy fields older pages read). */
export function listItem(ctx: AuthedCtx, r: ListRow, p: { flow?: FlowDef; assignees: { userId: number; name: string }[]; now: number; deptEn?: Map<string, string>; masked: boolean; data?: Record<string, unknown>; words?: TitleWords }) {
  const me = ctx.auth.user.id;
  const lang = langOf(ctx.req);
  const hidden = hidesReporter(r, me);
  return {
    id: r.id, module: r.module, title: titleOf(r, p.masked, p.data ?? r.data, p.words), state: r.state, status: r.status, stepKey: r.stepKey, stepName: stepName(p.flow, r.stepKey),
    assignees: p.assignees, dueAt: ft(r.dueAt), overdue: isOverdue(r.dueAt, r.state, p.now), grade: r.grade, eventType: r.eventType,
    techKind: r.techKind, techCode: r.techCode ?? null, deptName: r.deptName, deptNameEn: (r.deptName && p.deptEn?.get(r.deptName)) || '', createdBy: hidden ? null : r.createdBy,
    createdByName: hidden ? wt(lang, 'server.anonymous') : r.createdByName, anonymous: r.anonymous === 1, revision: r.revision,
    version: r.version, formId: r.formId, formVersion: r.formVersion, reviewOutcome: r.reviewOutcome, flowCode: r.flowCode,
    flowVersion: r.flowVersion, approverName: r.approverName, opinion: r.opinion, approvedAt: ft(r.approvedAt),
    submittedAt: ft(r.submittedAt), createdAt: ft(r.createdAt), updatedAt: ft(r.updatedAt),
    ...(r.data ? { data: maskData(r, me, r.data, p.masked) } : {}),
  };
}

/** A person's name on the timeline and revisions: the anonymous reporter stays anonymous for others. */
export function personLabel(r: Pick<WfRow, 'anonymous' | 'createdBy'>, me: number, lang: Lang, id: number | null, name: string) {
  return r.anonymous === 1 && id === r.createdBy && me !== r.createdBy ? { id: null, name: wt(lang, 'server.anonymous') } : { id, name };
}

/**
 * RecordDetail: the list item, the data, the flow, revisions, timeline, measures, copies and what the caller may
 * do. `known`: the record's engine view as the action that created it wrote it (issue 34 §6), else read here.
 */
export async function recordDetail(ctx: AuthedCtx, id: number, known?: EngineView) {
  const store = ctx.app.store;
  const view = known ?? await store.recordEngineView(id);
  if (!view) throw new WfRefusal(404, 'server.recordNotFound');
  const { row, data, flow, flowRef, inst, measures } = view;
  const me = ctx.auth.user.id;
  const lang = langOf(ctx.req);
  const now = ctx.app.clock.now();
  const [assignees, timeline, revisions, cc, followed, tech, named] = await Promise.all([
    store.assigneesOf([id]).then((a) => store.actingAssignees([id], a)), store.recordTimeline(id), store.recordRevisions(id), store.listRecordCc(id),
    store.isFollowing(id, me), row.module === 'xjsxxm' ? store.techOfRecord(id) : undefined,
    row.techItemId === null ? [] : store.techInUse({ id: row.techItemId }, 1),
  ]);
  const deptEn = await lookups(ctx).deptNamesEn();
  const masked = await masksIdentifiers(ctx);
  const actor = actorOf(ctx);
  let allowed = allowedActions(flow, inst, actor);
  // a draft that was once submitted (then withdrawn) keeps its history: it cannot be deleted
  if (row.submittedAt !== null) allowed = allowed.filter((a) => a !== 'deleteDraft');
  const person = (pid: number | null, name: string) => personLabel(row, me, lang, pid, name);
  const applicable = new Set(applicableSteps(flow, inst).map((s) => s.key));
  // a committee step now open (issue 35 §2): its members, the count, and the votes a blind committee hides
  const step = flow.steps.find((s) => s.key === row.stepKey);
  const waiting = assignees.get(id) ?? [];
  const open = step?.kind === 'committee' && row.state === 'inProgress'
    ? { stepKey: step.key, enteredAt: row.stepEnteredAt ?? 0, rule: committeeRule(step), waitingIds: inst.assignees }
    : null;
  const entries = timeline.filter((t) => !hidesVoteEntry(t, open, me)).map((t) => {
    // server events (the overdue reminder) have no actor: the system speaks, named by the client in its
    // language (issue 23 §1: actorId null and actorName '' mean "the system")
    const who = t.actorId === null && !t.actorName ? { id: null, name: '' } : person(t.actorId, t.actorName);
    return {
      id: t.id, action: t.action, actorId: who.id, actorName: who.name, fromState: t.fromState, toState: t.toState, fromStep: t.fromStep,
      toStep: t.toStep, fromStepName: stepName(flow, t.fromStep), toStepName: stepName(flow, t.toStep), comment: t.comment,
      attachments: t.attachments, parentId: t.parentId, extra: t.extra, createdAt: ft(t.createdAt),
    };
  });
  return {
    ...listItem(ctx, { ...row, techCode: tech?.techCode ?? null }, { flow: flow.steps.length ? flow : undefined, assignees: assignees.get(id) ?? [], now, deptEn, masked, data, words: await titleWords(ctx) }),
    data: maskData(row, me, data, masked),
    // `applies`: the step's conditions hold for this record (a grade II event skips the grade I review)
    flow: flowRef && {
      code: flowRef.code, version: flowRef.version, name: flow.name,
      steps: flow.steps.map((s) => ({ key: s.key, name: s.name, kind: s.kind, applies: applicable.has(s.key) })),
    },
    returnedFrom: row.returnedFrom,
    revisions: revisions.map((v) => ({ revision: v.revision, createdAt: ft(v.createdAt), createdByName: person(v.createdBy, v.createdByName).name, submittedAt: ft(v.submittedAt) })),
    timeline: entries,
    conclusion: conclusionOf(row.state, entries),
    measures: measures.map((m) => ({
      id: m.id, what: m.what, ownerUserId: m.ownerUserId, ownerName: m.ownerName, deadline: m.deadline, deadlineText: ft(m.deadline),
      status: m.status, sentBack: m.sentBack, causeId: m.causeId ?? null, evidence: m.evidence, note: m.note, doneAt: ft(m.doneAt), verifiedAt: ft(m.verifiedAt),
    })),
    // the technology an event names (issue 35 §3); `recordId`: its application, when it came from one
    tech: named[0] ? { id: named[0].id, techCode: named[0].techCode, techName: named[0].techName, recordId: named[0].recordId } : null,
    committee: open ? committeeView(open.stepKey, open.rule, waiting, inst.votes ?? [], me, (ms) => ft(ms) ?? '') : null,
    // the root-cause analysis (issue 26 §1): null when no analysis step of the flow applies to the record
    analysis: applicableSteps(flow, inst).some((s) => s.kind === 'analysis') ? await store.rcaSummary(id) : null,
    cc, followed, allowedActions: allowed, returnTargets: returnTargets(flow, inst), measureActions: measureActions(flow, inst, actor),
  };
}
