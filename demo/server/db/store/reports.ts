// The rows behind the monthly safety and quality report (issue 26 §3): slim rows of one period, always
// under the lists' own filter (recordWhere: the caller's data scope, never drafts), so a report never
// counts a record its reader could not list. The report's numbers are computed from these rows by
// src/core/report/monthly.ts; the XLSX appendix lists the same rows.
import type { SqlDb } from '../sql/types.ts';
import type { RecordFilter } from './types.ts';
import { recordWhere, WITH_DATA } from './records.ts';
import { placeholders } from './sql.ts';
import type { Grade } from '../../../../src/core/workflow/types.ts';
import type { ReportCauseRow, ReportPdcaRow } from '../../../../src/core/report/monthly.ts';
import type { Analysis } from '../../../../src/core/rca/types.ts';
import type { PdcaProject } from '../../../../src/core/pdca/types.ts';
import { indicatorStatus } from '../../../../src/core/pdca/cycle.ts';
import { notifyReportPublished } from '../../notify/index.ts';

/** The time an event counts at (as the charts and the lists' time filter): its submission. */
const AT = 'COALESCE(r.submitted_at, r.created_at)';

export interface ReportEventSql {
  id: number; title: string; grade: Grade | null; eventType: string | null; deptName: string | null; state: string;
  submittedAt: number; eventTime: string | null;
}
export interface ReportMeasureSql {
  id: number; recordId: number; title: string; what: string; ownerName: string; deadline: number; doneAt: number | null; status: string;
}
export interface ReportSheetSql {
  roundId: number; roundName: string; periodStart: string; deptName: string; total: number; maxScore: number; submittedAt: number;
}

/** The root causes of an analysis document by category: the default code, or the label the team gave it. */
function rootCauses(recordId: number, data: string | null): ReportCauseRow[] {
  if (!data) return [];
  let a: Analysis;
  try {
    a = JSON.parse(data) as Analysis;
  } catch {
    return [];
  }
  const cats = new Map((a.categories ?? []).map((c) => [c.id, c.code ?? c.label ?? '']));
  return (a.causes ?? []).filter((c) => c.kind === 'root').map((c) => ({ recordId, category: cats.get(c.categoryId) || 'none' }));
}

export function reportsArea(db: SqlDb) {
  return {
    /**
     * The events of the filter submitted in [start, end): grade, type, department and the form's event time
     * (text, hospital wall clock).
     */
    async reportEvents(f: RecordFilter, start: number, end: number): Promise<ReportEventSql[]> {
      const where = recordWhere(f);
      where.add(`${AT} >= ? AND ${AT} < ?`, start, end);
      return await db.all(`SELECT r.id, r.title, r.grade, r.event_type AS eventType, r.dept_name AS deptName, r.state, ${AT} AS submittedAt,
          json_extract(v.data, '$.event_time') AS eventTime
        FROM ${WITH_DATA} ${where.sql} ORDER BY r.id`, ...where.args) as ReportEventSql[];
    },
    /** Of the same events, those whose handling went past a step's deadline at least once (a timeline 'overdue' entry). */
    async reportOverdueIds(f: RecordFilter, start: number, end: number): Promise<Set<number>> {
      const where = recordWhere(f);
      where.add(`${AT} >= ? AND ${AT} < ?`, start, end);
      const rows = await db.all(`SELECT DISTINCT t.record_id AS id FROM record_timeline t
        WHERE t.action = 'overdue' AND t.record_id IN (SELECT r.id FROM records r ${where.sql})`, ...where.args) as { id: number }[];
      return new Set(rows.map((r) => Number(r.id)));
    },
    /** How many events of the filter were submitted in [start, end) (the period before). */
    async reportEventCount(f: RecordFilter, start: number, end: number): Promise<number> {
      const where = recordWhere(f);
      where.add(`${AT} >= ? AND ${AT} < ?`, start, end);
      return Number((await db.get(`SELECT COUNT(*) AS n FROM records r ${where.sql}`, ...where.args) as { n: number }).n);
    },
    /** Improvement measures due in [start, end) on the records of the filter (events and inspection rectifications). */
    async reportMeasures(f: RecordFilter, start: number, end: number): Promise<ReportMeasureSql[]> {
      const where = recordWhere(f);
      where.add('m.deadline >= ? AND m.deadline < ?', start, end);
      return await db.all(`SELECT m.id, m.record_id AS recordId, r.title, m.what, m.owner_name AS ownerName, m.deadline, m.done_at AS doneAt, m.status
        FROM measures m JOIN records r ON r.id = m.record_id ${where.sql} ORDER BY m.deadline, m.id`, ...where.args) as ReportMeasureSql[];
    },
    /**
     * Inspection sheets submitted in [start, end) (epoch ms): what the quality office scored in the period,
     * only of the departments given (null: every department).
     */
    async reportSheets(start: number, end: number, depts: string[] | null): Promise<ReportSheetSql[]> {
      if (depts && !depts.length) return [];
      const deptCond = depts ? `AND s.dept_name IN (${placeholders(depts.length)})` : '';
      return await db.all(`SELECT q.id AS roundId, q.name AS roundName, q.period_start AS periodStart, s.dept_name AS deptName, s.total,
          s.max_score AS maxScore, s.submitted_at AS submittedAt
        FROM quality_sheets s JOIN quality_rounds q ON q.id = s.round_id
        WHERE s.status = 'submitted' AND s.submitted_at >= ? AND s.submitted_at < ? ${deptCond}
        ORDER BY s.submitted_at, s.id`, start, end, ...(depts ?? [])) as ReportSheetSql[];
    },
    /**
     * The root-cause analyses of the period's events (rca_revisions, issue 26 §1): 'open' while the record
     * stands at its analysis step (inProgress there), 'done' once it has left it with an analysis saved; and the root causes
     * (kind 'root') of those analyses by their fishbone category (a default code, or the team's label).
     * One query over the records at an analysis step or with an analysis (few next to the events),
     * filtered to the events here, so a year of 100,000 events sends no id list to the database.
     */
    async reportAnalyses(eventIds: number[]): Promise<{ state: Map<number, 'done' | 'open'>; causes: ReportCauseRow[] }> {
      const state = new Map<number, 'done' | 'open'>();
      const causes: ReportCauseRow[] = [];
      if (!eventIds.length) return { state, causes };
      const wanted = new Set(eventIds);
      const rows = await db.all(`SELECT r.id, r.state, r.step_kind AS stepKind,
          (SELECT v.data FROM rca_revisions v WHERE v.record_id = r.id ORDER BY v.revision DESC LIMIT 1) AS data
        FROM records r WHERE r.module = 'baqsj' AND (r.step_kind = 'analysis' OR r.id IN (SELECT DISTINCT record_id FROM rca_revisions))`) as
        { id: number; state: string; stepKind: string | null; data: string | null }[];
      for (const r of rows) {
        const id = Number(r.id);
        if (!wanted.has(id) || r.state === 'draft') continue;
        // at the step as GET /api/v1/records/:id/analysis says (atStep)
        const open = r.stepKind === 'analysis' && r.state === 'inProgress';
        if (!open && !r.data) continue;
        state.set(id, open ? 'open' : 'done');
        causes.push(...rootCauses(id, r.data));
      }
      return { state, causes };
    },
    /**
     * Tells the holders of `roles` that a report was published: a bell message, and an e-mail to those who
     * chose the kind (the server's one notification interface, notify/index.ts, issue 26 §4). One
     * transaction; the number of users told.
     */
    async notifyReportPublished(p: { title: string; link: string; actor: { id: number; name: string }; roles: string[]; noticeId: number; now: number }): Promise<number> {
      return await db.tx(() => notifyReportPublished(db, { title: p.title, link: p.link, actor: p.actor, roles: p.roles, relatedId: p.noticeId, now: p.now }));
    },
    /**
     * PDCA projects (pdca_projects, issue 26 §2) at work in the period: opened before its end and not
     * finished before its start; the indicator as it stood at the period's last month (`lastMonth`,
     * 'YYYY-MM'). `recordScope`: the ids of source records the reader may see, or null (all): a reader
     * with a narrower data scope sees the projects opened from an analysis of a record they may list.
     */
    async reportPdca(start: number, end: number, lastMonth: string, scope: RecordFilter | null): Promise<ReportPdcaRow[]> {
      const rows = await db.all(`SELECT id, title, source_kind AS sourceKind, source_id AS sourceId, phase, data, updated_at AS updatedAt
        FROM pdca_projects WHERE created_at < ? AND NOT (phase = 'done' AND updated_at < ?) ORDER BY id`, end, start) as
        { id: number; title: string; sourceKind: string; sourceId: number | null; phase: string; data: string; updatedAt: number }[];
      let visible: Set<number> | null = null;
      if (scope) {
        const ids = rows.filter((r) => r.sourceKind === 'rca' && r.sourceId !== null).map((r) => Number(r.sourceId));
        visible = new Set();
        if (ids.length) {
          const where = recordWhere(scope);
          where.add(`r.id IN (${placeholders(ids.length)})`, ...ids);
          for (const x of await db.all(`SELECT r.id FROM records r ${where.sql}`, ...where.args) as { id: number }[]) visible.add(Number(x.id));
        }
      }
      const out: ReportPdcaRow[] = [];
      for (const r of rows) {
        if (visible && !(r.sourceKind === 'rca' && visible.has(Number(r.sourceId)))) continue;
        let p: PdcaProject;
        try {
          p = JSON.parse(r.data) as PdcaProject;
        } catch {
          continue;
        }
        // the indicator as it stood then: the measurements up to the period's last month
        const then: PdcaProject = { ...p, cycles: p.cycles.map((c) => ({ ...c, measurements: c.measurements.filter((m) => m.period <= lastMonth) })) };
        const status = indicatorStatus(then);
        out.push({
          id: Number(r.id), title: r.title, cycle: p.cycles.length, phase: r.phase, indicator: p.indicator.name, unit: p.indicator.unit,
          baseline: p.indicator.baseline, target: p.indicator.target, latest: status.last?.value ?? null, reached: status.reached,
        });
      }
      return out;
    },
  };
}

