// Request bodies of the record calls, checked and turned into what the store takes: a new record, a
// patch of a draft's (or returned record's) fields, an engine ActionInput. Shapes only: who may do what
// is the engine's decision.
import type { AuthedCtx } from '../http/router.ts';
import type { ActionInput, Grade, MeasureInput, WfAction, WfModule } from '../../../src/core/workflow/types.ts';
import { GRADES, WF_MODULES } from '../../../src/core/workflow/types.ts';
import type { NewRecord, RecordPatch } from '../db/store/wfApply.ts';
import { hospitalZone, int, str, wallTimeIn } from '../util.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { attachmentsOf, MAX_ATTACHMENTS, OUTCOME_STATUS, techDataProblem } from '../workflow/recordRules.ts';
import { stripNameControls } from '../http/fileName.ts';
import { parseTimeParam } from './recordQuery.ts';
import { wtBoth } from '../workflow/lang.ts';
import { CONVENTIONAL_BINDING, factBinding, factsConflict, factsOfData, FACTS, reportableDepts, withFacts, type DeptLike, type ReporterFacts } from '../../../src/core/workflow/eventFacts.ts';
import type { WfRow } from '../db/store/wfRecord.ts';
import { deptCodeOf } from './dicts.ts';
import { lookups } from './requestLookups.ts';
import { recomputeFormulas } from './computedFields.ts';
import { newReportForm } from './recordCategory.ts';

const MAX_CC = 50;
const MODULES: readonly WfModule[] = WF_MODULES;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function dataOf(v: unknown): Record<string, unknown> {
  if (!isObj(v)) throw new WfRefusal(400, 'server.dataInvalid');
  if (JSON.stringify(v).length > 512 * 1024) throw new WfRefusal(400, 'server.dataInvalid');
  return v;
}

/** ccUserIds: distinct enabled users other than the caller, at most 50; undefined when absent. */
export async function ccIdsOf(ctx: AuthedCtx, v: unknown): Promise<number[] | undefined> {
  if (v === undefined || v === null) return undefined;
  const ids = Array.isArray(v) ? v.map((x) => int(x)) : [undefined];
  if (ids.some((x) => x === undefined || x <= 0)) throw new WfRefusal(400, 'server.ccInvalid', { ids: String(v) });
  const distinct = [...new Set(ids as number[])].filter((x) => x !== ctx.auth.user.id);
  if (distinct.length > MAX_CC) throw new WfRefusal(400, 'server.ccTooMany', { max: MAX_CC });
  const found = new Set(await ctx.app.store.activeUserIds(distinct));
  const bad = distinct.filter((x) => !found.has(x));
  if (bad.length) throw new WfRefusal(400, 'server.ccInvalid', { ids: bad.join(', ') });
  return distinct;
}

const omitted = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A body that leaves eventType or grade out (older pages) takes them from the unsafe-event form's own
 * fields (the conventional models; bindFacts reads the form's declared ones once the form is known).
 */
async function deriveFromForm(ctx: AuthedCtx, b: Record<string, unknown>, p: RecordPatch): Promise<void> {
  if (!p.data || (!omitted(b.eventType) && !omitted(b.grade))) return;
  const stated = factsOfData(p.data, CONVENTIONAL_BINDING, await lookups(ctx).listEventTypes());
  if (omitted(b.eventType) && stated.eventType) p.eventType = stated.eventType;
  if (omitted(b.grade) && stated.grade) p.grade = stated.grade;
}

/** The departments as the facts read them: name and the code the form's department select stores. */
async function deptsOf(ctx: AuthedCtx): Promise<DeptLike[]> {
  return (await lookups(ctx).listDepts()).map((d) => ({ name: d.deptName, code: deptCodeOf(d.deptId, d.deptName) }));
}

/** What the record holds of the facts the server decides or the page asked (eventFacts.ts), before a body's patch. */
export interface RecordSide {
  /** the record's type and grade (null for a new record) */
  eventType: string | null;
  grade: string | null;
  /** the reporting department */
  deptName: string;
  /** the body named the department (`deptName`): only then may its data disagree with it, and be refused */
  deptStated: boolean;
  /** the creator, as the session knows them (name, work number, own department) */
  reporter: ReporterFacts;
  /** 'YYYY-MM-DD HH:mm:ss' of the first submission; '' while never submitted */
  reportTime: string;
  /** the stored data, which a draft's first submission without data gets stamped in (its report time) */
  data?: Record<string, unknown>;
}

/**
 * The record side of an edit (saveDraft, submit, resubmit): its department stays (chosen when it was
 * created), the reporter is its creator, and the report time is its first submission, which a submit
 * makes now.
 */
export async function recordSide(ctx: AuthedCtx, rec: Pick<WfRow, 'eventType' | 'grade' | 'deptName' | 'createdBy' | 'createdByName' | 'submittedAt'> & { data?: Record<string, unknown> },
  b: Record<string, unknown>, action: string, now: number): Promise<RecordSide> {
  // the department was chosen when the record was created: it stays (its reviewer was chosen by it)
  if (!omitted(b.deptName) && String(b.deptName).trim() !== rec.deptName) throw new WfRefusal(400, 'server.deptFixed', { dept: rec.deptName });
  // the creator edits their own record: the session already knows them
  const creator = rec.createdBy === ctx.auth.user.id ? ctx.auth.user : await ctx.app.store.getUser(rec.createdBy);
  const submitting = action === 'submit' || action === 'resubmit';
  const at = rec.submittedAt ?? (submitting ? now : null);
  return {
    eventType: rec.eventType, grade: rec.grade, deptName: rec.deptName, deptStated: !omitted(b.deptName),
    reporter: { name: creator?.name ?? rec.createdByName, workNo: creator?.workNo ?? '', deptName: creator?.deptName ?? '' },
    reportTime: at === null ? '' : wallTimeIn(at, await hospitalZone(ctx.app.store)),
    ...(action === 'submit' && rec.submittedAt === null && rec.data ? { data: rec.data } : {}),
  };
}

/**
 * One source of truth for an event's facts (issue 22 §1, src/core/workflow/eventFacts.ts): the form's
 * bound fields must say what the record says. A body whose data disagrees with its eventType or grade
 * (or, when it leaves them out, with the record's), or with the department it names, is refused; the
 * data then gets the record's values (type, grade, department, reporter, report time), so the two are
 * stored alike. A body that leaves the type or grade out takes it from the form (legacy); one that leaves
 * the department out gets the record's (the server decides, as it always did). A submission without data
 * stamps the current data (its report time).
 */
export async function bindFacts(ctx: AuthedCtx, b: Record<string, unknown>, p: RecordPatch, form: { formId: number | null; formVersion: number | null },
  side: RecordSide): Promise<void> {
  if (form.formId === null || form.formVersion === null) return;
  if (!p.data && side.data) p.data = side.data;
  if (!p.data) return;
  const schema = (await lookups(ctx).getFormVersion(form.formId, form.formVersion))?.schema;
  const binding = factBinding(schema);
  if (!FACTS.some((f) => binding[f])) return;
  const types = await lookups(ctx).listEventTypes();
  const depts = binding.dept ? await deptsOf(ctx) : [];
  const stated = factsOfData(p.data, binding, types, depts);
  if (omitted(b.eventType) && stated.eventType) p.eventType = stated.eventType;
  if (omitted(b.grade) && stated.grade) p.grade = stated.grade;
  const facts = {
    eventType: p.eventType ?? side.eventType, grade: p.grade ?? side.grade,
    dept: side.deptName || null, reporter: side.reporter, reportTime: side.reportTime,
  };
  // an unstated department is the server's to fill: the data's copy is not weighed against it
  const [bad] = factsConflict(side.deptStated ? facts : { ...facts, dept: null }, p.data, binding, types, depts);
  if (bad) {
    const type = types.find((t) => t.code === bad.record);
    throw new WfRefusal(400, 'server.factsConflict', {
      field: binding[bad.fact]!.label,
      form: bad.form,
      fact: wtBoth(`fact.${bad.fact}`),
      record: bad.fact === 'grade' ? wtBoth(`grade.${bad.record}`)
        : bad.fact === 'dept' ? bad.record
          : { 'zh-CN': type?.name ?? bad.record, en: type?.nameEn || type?.name || bad.record },
    });
  }
  p.data = withFacts(p.data, facts, binding, types, { depts });
}

/** The reporting department a new event names (`deptName`: an enabled department that groups none), else the user's. */
async function reportingDept(ctx: AuthedCtx, b: Record<string, unknown>): Promise<string> {
  if (omitted(b.deptName)) return ctx.auth.user.deptName;
  const name = str(b.deptName);
  if (!name || !reportableDepts(await lookups(ctx).listDepts()).includes(name)) throw new WfRefusal(400, 'server.deptInvalid', { dept: String(b.deptName).slice(0, 100) });
  return name;
}

/**
 * The technology an event report names (issue 35 §3): a row of the catalogue, or null (blank) to name none.
 * A stopped technology is refused unless it is the one the record already names (`stored`): a report made
 * before it stopped keeps it.
 */
async function techItemOf(ctx: AuthedCtx, v: unknown, stored: number | null): Promise<number | null> {
  if (omitted(v)) return null;
  const id = int(v);
  const [tech] = id !== undefined && id > 0 ? await ctx.app.store.techInUse({ id }, 1) : [];
  if (!tech) throw new WfRefusal(400, 'server.techItemInvalid');
  if (tech.status === OUTCOME_STATUS.stop && tech.id !== stored) {
    throw new WfRefusal(400, 'server.techItemStopped', { tech: { 'zh-CN': `${tech.techName}（${tech.techCode}）`, en: `${tech.techName} (${tech.techCode})` } });
  }
  return tech.id;
}

/**
 * The editable fields of a body (those present), checked for shape; `module` decides which apply.
 * `storedTech`: the technology the record names now (null for a new record).
 */
export async function patchOf(ctx: AuthedCtx, b: Record<string, unknown>, module: WfModule, formId: number | null, storedTech: number | null = null): Promise<RecordPatch> {
  const p: RecordPatch = {};
  if (b.title !== undefined) {
    const title = str(b.title);
    if (title === undefined || title.length > 200) throw new WfRefusal(400, 'server.titleInvalid');
    if (title) p.title = title;
  }
  if (b.data !== undefined) p.data = dataOf(b.data);
  if (module === 'baqsj') {
    await deriveFromForm(ctx, b, p);
    if (b.eventType !== undefined && b.eventType !== null) {
      const et = str(b.eventType);
      if (!et || !(await lookups(ctx).getEventType(et))) throw new WfRefusal(400, 'server.eventTypeInvalid');
      p.eventType = et;
    }
    if (!omitted(b.grade)) {
      if (!GRADES.includes(b.grade as Grade)) throw new WfRefusal(400, 'server.gradeInvalid');
      p.grade = b.grade as Grade;
    }
    if (b.anonymous !== undefined) p.anonymous = b.anonymous === true || b.anonymous === 1 || b.anonymous === 'true';
    if (b.techItemId !== undefined) p.techItemId = await techItemOf(ctx, b.techItemId, storedTech);
  }
  if (module === 'xjsxxm') {
    if (b.techKind !== undefined && b.techKind !== null) {
      if (b.techKind !== 'limit' && b.techKind !== 'unlimit') throw new WfRefusal(400, 'server.techKindInvalid');
      p.techKind = b.techKind;
    }
    if (p.data) {
      const bad = techDataProblem(p.data, false);
      if (bad) throw bad;
      // attachment names follow the one file-name rule (http/fileName.ts), whatever the client sent
      if (Array.isArray(p.data.attachments)) {
        p.data = { ...p.data, attachments: (p.data.attachments as { name: string }[]).map((a) => ({ ...a, name: stripNameControls(a.name).trim() })) };
      }
    }
  }
  if (b.formVersion !== undefined && formId !== null) {
    const v = int(b.formVersion);
    if (v === undefined || !(await lookups(ctx).getFormVersion(formId, v))) throw new WfRefusal(400, 'server.formInvalid');
    p.formVersion = v;
  }
  return p;
}

/** A retired form takes no new record (issue 31 §1): the records made on it keep it. */
function notRetired(f: { name: string; nameEn: string; retiredAt: number | null }): void {
  if (f.retiredAt !== null) throw new WfRefusal(400, 'server.formRetired', { form: { 'zh-CN': f.name, en: f.nameEn || f.name } });
}

/**
 * POST /api/v1/records: a new record's fields (the legacy body {formId, status, data} is an unsafe-event
 * report). `now` is the creation's clock reading: a report submitted at once is reported then.
 */
export async function newRecordOf(ctx: AuthedCtx, b: Record<string, unknown>, now: number = ctx.app.clock.now()): Promise<NewRecord> {
  const module = (b.module ?? 'baqsj') as WfModule;
  if (!MODULES.includes(module)) throw new WfRefusal(400, 'server.moduleInvalid');
  const patch = await patchOf(ctx, { ...b, formVersion: undefined }, module, null);
  let formId: number | null = null;
  let formVersion: number | null = null;
  let formName = '';
  const u = ctx.auth.user;
  let deptName = u.deptName;
  if (module !== 'xjsxxm') {
    const et = patch.eventType ? await lookups(ctx).getEventType(patch.eventType) : undefined;
    // a report is made on its category's bound form version (recordCategory.ts); other records on the form they name
    const pinned = module === 'baqsj' ? await newReportForm(ctx, b, patch.eventType) : undefined;
    formId = pinned ? pinned.formId : b.formId !== undefined && b.formId !== null ? int(b.formId) ?? -1 : et?.formId ?? null;
    const latest = formId === null ? undefined : await lookups(ctx).getFormLatest(formId);
    if (formId !== null && !latest) throw new WfRefusal(400, 'server.formInvalid');
    if (module === 'business' && !latest) throw new WfRefusal(400, 'server.formInvalid');
    if (latest) {
      formVersion = pinned ? pinned.formVersion : b.formVersion === undefined ? latest.version : int(b.formVersion) ?? -1;
      if (!(await lookups(ctx).getFormVersion(latest.id, formVersion))) throw new WfRefusal(400, 'server.formInvalid');
      notRetired(latest);
      formName = latest.name;
    }
    if (module === 'baqsj') {
      deptName = await reportingDept(ctx, b);
      const submit = b.submit === true || b.status === 'submitted';
      await bindFacts(ctx, b, patch, { formId, formVersion }, {
        eventType: null, grade: null, deptName, deptStated: !omitted(b.deptName),
        reporter: { name: u.name, workNo: u.workNo, deptName: u.deptName }, reportTime: submit ? wallTimeIn(now, await hospitalZone(ctx.app.store)) : '',
      });
    }
    // computed fields: the body's checked against its data, the stored ones recomputed (issue 31 §3)
    await recomputeFormulas(ctx, b, patch, { formId, formVersion });
    // the title names the type once (issue 22 §7): "跌倒/坠床事件报告"
    const typed = patch.eventType ? await lookups(ctx).getEventType(patch.eventType) : et;
    if (typed && !patch.title) patch.title = `${typed.name}事件报告`;
  }
  const data = patch.data ?? {};
  const title = patch.title || (module === 'xjsxxm' ? (typeof data.techName === 'string' && data.techName.trim()) || '新技术申请' : formName || '业务申请');
  return { ...patch, module, title, data, formId, formVersion, createdBy: u.id, createdByName: u.name, deptName };
}

const ACTIONS: WfAction[] = [
  'saveDraft', 'deleteDraft', 'submit', 'withdraw', 'resubmit', 'approve', 'return', 'reject', 'transfer', 'close', 'archive', 'sendBack',
  'review', 'assignMeasures', 'completeMeasure', 'verifyMeasure', 'sendBackMeasure', 'addCc', 'urge', 'comment', 'vote', 'closeMeeting', 'followUp',
];

function deadlineOf(v: unknown, tz: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim()) return parseTimeParam('deadline', v, true, tz) ?? NaN;
  return NaN;
}

/** The engine's input of POST …/actions/:action (unknown actions pass through: the engine refuses them, worded). */
export function actionInputOf(action: string, b: Record<string, unknown>, tz: string): ActionInput {
  const input: ActionInput = { action: action as WfAction };
  if (!ACTIONS.includes(action as WfAction)) return input;
  if (b.comment !== undefined && b.comment !== null) input.comment = typeof b.comment === 'string' ? b.comment : String(b.comment);
  if (b.attachments !== undefined) {
    const a = attachmentsOf(b.attachments);
    if (!a) throw new WfRefusal(400, 'server.attachmentsInvalid', { max: MAX_ATTACHMENTS });
    input.attachments = a;
  }
  if (b.target !== undefined && b.target !== null) input.target = String(b.target);
  if (b.userId !== undefined) input.userId = int(b.userId) ?? -1;
  if (b.userIds !== undefined) {
    if (!Array.isArray(b.userIds)) throw new WfRefusal(400, 'refusal.badUser');
    input.userIds = b.userIds.map((x) => int(x) ?? -1);
  }
  if (b.measureId !== undefined) input.measureId = int(b.measureId) ?? -1;
  if (b.outcome !== undefined) input.outcome = b.outcome as ActionInput['outcome'];
  // the engine checks the choice (committee.ts VOTE_CHOICES)
  if (b.vote !== undefined && b.vote !== null) input.vote = String(b.vote) as ActionInput['vote'];
  // the engine checks the figures (whole numbers, complications within the cases)
  if (isObj(b.followUp)) input.followUp = { cases: Number(b.followUp.cases), complications: Number(b.followUp.complications), adverseEvents: Number(b.followUp.adverseEvents) };
  if (b.parentId !== undefined && b.parentId !== null) input.parentId = int(b.parentId) ?? -1;
  if (b.measures !== undefined) {
    if (!Array.isArray(b.measures)) throw new WfRefusal(400, 'refusal.noMeasures');
    input.measures = b.measures.map((m): MeasureInput => {
      const o = isObj(m) ? m : {};
      const out: MeasureInput = { what: typeof o.what === 'string' ? o.what : '', ownerUserId: int(o.ownerUserId) ?? -1, deadline: deadlineOf(o.deadline, tz) };
      // the root cause it addresses (issue 26 §1): the engine checks it against the record's analysis
      if (o.causeId !== undefined && o.causeId !== null && o.causeId !== '') out.causeId = typeof o.causeId === 'string' ? o.causeId : String(o.causeId);
      return out;
    });
  }
  return input;
}

/** The version the caller saw (required by every action). */
export function versionOf(v: unknown): number {
  const n = int(v);
  if (n === undefined) throw new WfRefusal(400, 'server.versionRequired');
  return n;
}
