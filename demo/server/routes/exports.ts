// The XLSX exports (issue 13 §3): the data query's records, the technology catalogues and the users.
// Headers are in the caller's language; rows are read from the store in batches and streamed
// (xlsx/writer.ts), always through the caller's data scope (callerDataScope, the record lists' filter).
import type { AuthedCtx } from '../http/router.ts';
import type { RecordFilter, RegisterRow, TechRow } from '../db/store.ts';
import type { RegisterFilter } from '../db/store/tech.ts';
import { tech } from '../../../src/core/i18n/locales/tech.ts';
import { catalogueStatus, complicationRate, IN_TRIAL } from '../../../src/core/pages/tech.ts';
import type { ListRow } from '../db/store/records.ts';
import type { CloseEntry } from '../db/reads.ts';
import type { UserExportRow } from '../db/store/users.ts';
import type { FlowDef } from '../../../src/core/workflow/types.ts';
import { isOverdue } from '../../../src/core/workflow/deadlines.ts';
import { CONCLUDED_STATES, conclusionOf } from '../../../src/core/workflow/conclusion.ts';
import { missingFields } from '../../../src/core/pages/records.ts';
import { langOf, wt } from '../workflow/lang.ts';
import { batches, type XlsxColumn, type XlsxRow } from '../xlsx/writer.ts';
import { xlsxReply } from '../xlsx/reply.ts';
import { xt } from '../xlsx/texts.ts';
import { callerDataScope, maskData, personLabel, stepName, titleOf, titleWords } from './recordView.ts';
import { masksIdentifiers } from './privacy.ts';

/** Rows per store query of an export: a few hundred at a time (issue 34 §3: on the server's thread a batch
 *  of 250 records held it for about 15 ms on SQLite; the reader's thread reads them now, the rows' data is
 *  still parsed here). */
export const EXPORT_BATCH = 250;

/** A department as the caller's language names it: the English name an administrator gave (issue 23 §1), else as stored. */
async function deptNameIn(store: Pick<AuthedCtx['app']['store'], 'deptNamesEn'>, lang: string): Promise<(name: string | null) => string> {
  const en = lang === 'en' ? await store.deptNamesEn() : new Map<string, string>();
  return (name) => (name ? en.get(name) ?? name : '');
}

const text = (v: unknown) => (Array.isArray(v) ? v.join('、') : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The data query's records (`filter` is the list filter, data scope included). */
export function recordsXlsx(ctx: AuthedCtx, filter: RecordFilter) {
  const lang = langOf(ctx.req);
  const store = ctx.app.store;
  const reads = ctx.app.reads;
  const me = ctx.auth.user.id;
  const now = ctx.app.clock.now();
  const c = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: xt(lang, `col.${key}`), type, width });
  const columns = [
    c('id', 'number', 8), c('title', 'text', 30), c('state', 'text', 10), c('reporter', 'text', 10), c('dept', 'text', 12),
    c('submittedAt', 'datetime'), c('category', 'text', 14), c('grade', 'text', 10), c('place', 'text', 12), c('patient', 'text', 10),
    c('approver', 'text', 10), c('opinion', 'text', 24), c('approvedAt', 'datetime'), c('missing', 'text', 24), c('step', 'text', 14),
    c('dueAt', 'datetime'), c('overdue', 'text', 8), c('conclusion', 'text', 30),
  ];
  const flows = new Map<string, FlowDef | undefined>();
  async function* rows(): AsyncGenerator<XlsxRow> {
    const types = new Map((await store.listEventTypes()).map((e) => [e.code, lang === 'en' ? e.nameEn || e.name : e.name]));
    const typeName = (code: string | null) => (code ? types.get(code) ?? code : '');
    const deptName = await deptNameIn(store, lang);
    // issue 33 §6: the patient's name (the title's and the column's) masked for a role that does not read it
    const masked = await masksIdentifiers(ctx);
    const words = await titleWords(ctx);
    // a batch of records and the closing entries of the concluded ones, read in the reader's thread on SQLite
    // (db/reads.ts, issue 34 §3): two queries per batch, none of them on the server's thread
    const batch = async (beforeId: number): Promise<(ListRow & { closing?: CloseEntry })[]> => {
      const recs = await reads.recordsBefore(filter, beforeId, EXPORT_BATCH);
      const closings = await reads.lastCloseEntries(recs.filter((r) => CONCLUDED_STATES.includes(r.state)).map((r) => r.id));
      return recs.map((r) => ({ ...r, closing: closings.get(r.id) }));
    };
    for await (const r of batches((last: ListRow | undefined) => batch(last ? last.id : Number.MAX_SAFE_INTEGER))) {
      const key = `${r.flowCode}@${r.flowVersion}`;
      if (r.flowCode && r.flowVersion && !flows.has(key)) flows.set(key, await store.getFlowOfRecord(r.flowCode, r.flowVersion));
      const d = maskData(r, me, r.data ?? {}, masked);
      const closing = r.closing;
      const conclusion = closing ? conclusionOf(r.state, [{ ...closing, createdAt: '' }])?.text ?? '' : '';
      yield [
        r.id, titleOf(r, masked, r.data, words), wt(lang, `state.${r.state}`), personLabel(r, me, lang, r.createdBy, r.createdByName).name, deptName(r.deptName),
        // the record's type and grade (one source of truth, issue 22 §1), not the form's copy of them
        r.submittedAt ?? r.createdAt, typeName(r.eventType), r.grade ? wt(lang, `grade.${r.grade}`) : '', text(d.event_place), text(d.sjsx_patient_name),
        r.approverName, r.opinion, r.approvedAt, missingFields(d).map((f) => xt(lang, `field.${f}`)).join('、'),
        stepName(flows.get(key), r.stepKey)?.[lang] ?? '', r.dueAt, xt(lang, isOverdue(r.dueAt, r.state, now) ? 'yes' : 'no'), conclusion,
      ];
    }
  }
  return xlsxReply({ fileName: (day) => xt(lang, 'file.records', { day }), sheetName: xt(lang, 'sheet.records'), columns, rows: rows() });
}

/** A technology catalogue: the rows its list shows, in the caller's catalogue scope (routes/tech.ts
 *  catalogueScope); levels by their label. */
export async function techXlsx(ctx: AuthedCtx, kind: 'limit' | 'unlimit', name: string | undefined, dataScope?: RecordFilter['dataScope']) {
  const lang = langOf(ctx.req);
  const store = ctx.app.store;
  const levels = new Map((await store.listDict('tech_level')).map((d) => [d.dictValue, d.dictLabel]));
  const c = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: xt(lang, `col.${key}`), type, width });
  const columns = [
    c('id', 'number', 8), c('techCode', 'text', 16), c('techName', 'text', 30), c('techCategory', 'text', 12), c('dept', 'text', 12),
    c('applicant', 'text', 10), c('level', 'text', 10), c('techStatus', 'text', 10), c('createdAt', 'datetime'),
  ];
  async function* rows(): AsyncGenerator<XlsxRow> {
    const deptName = await deptNameIn(store, lang);
    for await (const t of batches<TechRow>((last) => store.techAfter(kind, { name, dataScope }, last ? last.id : 0, EXPORT_BATCH))) {
      yield [t.id, t.techCode, t.techName, t.category, deptName(t.deptName), t.applicant, levels.get(t.level) ?? t.level, t.status, t.createdAt];
    }
  }
  return xlsxReply({ fileName: (day) => xt(lang, `file.tech.${kind}`, { day }), sheetName: xt(lang, 'sheet.tech'), columns, rows: rows() });
}

/**
 * The register of followed technologies (issue 35 §3), in the caller's catalogue scope: for restricted ones the
 * filing report the health authority asks for (filing number and day, cases, complications, adverse events,
 * the follow-up decision). Statuses and decisions in the caller's language.
 */
export function registerXlsx(ctx: AuthedCtx, f: RegisterFilter) {
  const lang = langOf(ctx.req);
  const store = ctx.app.store;
  const c = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: xt(lang, `col.${key}`), type, width });
  const columns = [
    c('techCode', 'text', 16), c('techName', 'text', 30), c('techKind', 'text', 12), c('techCategory', 'text', 12), c('dept', 'text', 12),
    c('applicant', 'text', 10), c('approvedDay', 'datetime'), c('filingNo', 'text', 18), c('filingDate', 'text', 12), c('techStatus', 'text', 10),
    c('followUps', 'number', 10), c('cases', 'number', 10), c('complications', 'number', 10), c('complicationRate', 'text', 10),
    c('adverseEvents', 'number', 10), c('linkedEvents', 'number', 10), c('nextReport', 'datetime'), c('decision', 'text', 12),
  ];
  const tt = tech[lang] as Record<string, string>;
  const wf = (key: string) => wt(lang, key);
  async function* rows(): AsyncGenerator<XlsxRow> {
    const deptName = await deptNameIn(store, lang);
    for await (const t of batches<RegisterRow>((last) => store.registerAfter(f, last ? last.id : 0, EXPORT_BATCH))) {
      const status = catalogueStatus(t.status);
      yield [
        t.techCode, t.techName, tt['kind.' + t.kind] ?? t.kind, t.category, deptName(t.deptName), t.applicant, t.createdAt, t.filingNo, t.filingDate,
        status ? tt['catalogueStatus.' + status] : t.status, t.reports, t.cases, t.complications, complicationRate(t.cases, t.complications),
        t.adverseEvents, t.linkedEvents, IN_TRIAL.includes(t.state) ? t.dueAt : null, t.decision ? wf(`outcome.${t.decision}`) : '',
      ];
    }
  }
  return xlsxReply({ fileName: (day) => xt(lang, f.kind === 'limit' ? 'file.techFiling' : 'file.techRegister', { day }), sheetName: xt(lang, 'sheet.techRegister'), columns, rows: rows() });
}

/** The user list (the user admin page's filters). */
export function usersXlsx(ctx: AuthedCtx, filters: { username?: string; name?: string; deptName?: string }) {
  const lang = langOf(ctx.req);
  const f = { ...filters, dataScope: callerDataScope(ctx) };
  const store = ctx.app.store;
  const c = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: xt(lang, `col.${key}`), type, width });
  const columns = [
    c('userId', 'number', 8), c('username', 'text', 14), c('name', 'text', 10), c('workNo', 'text', 10), c('dept', 'text', 12),
    c('phone', 'text', 14), c('email', 'text', 22), c('sex', 'text', 6), c('roles', 'text', 24), c('status', 'text', 8), c('createdAt', 'datetime'),
  ];
  const sex = (s: string) => (s === '0' ? xt(lang, 'male') : s === '1' ? xt(lang, 'female') : '');
  async function* rows(): AsyncGenerator<XlsxRow> {
    const deptName = await deptNameIn(store, lang);
    for await (const u of batches<UserExportRow>((last) => store.usersAfter(f, last ? last.id : 0, EXPORT_BATCH))) {
      yield [u.id, u.username, u.name, u.workNo, deptName(u.deptName), u.phone, u.email, sex(u.sex), u.roleNames ?? '', xt(lang, u.status === 1 ? 'enabled' : 'disabled'), u.createdAt];
    }
  }
  return xlsxReply({ fileName: (day) => xt(lang, 'file.users', { day }), sheetName: xt(lang, 'sheet.users'), columns, rows: rows() });
}
