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
     * Root-cause analyses and their causes of the period's events. None are stored yet: src/core/rca is an
     * engine without tables (issue 26 §1). When the analysis step stores its documents, select here each
     * event's analysis state ('done' | 'open') and its root causes' category codes; the report and its
     * appendix pick them up unchanged.
     */
    async reportAnalyses(_eventIds: number[]): Promise<{ state: Map<number, 'done' | 'open'>; causes: ReportCauseRow[] }> {
      return { state: new Map(), causes: [] };
    },
    /**
     * PDCA projects active in the period within the data scope. None are stored yet (src/core/pdca is an
     * engine without tables, issue 26 §2): select them here when they are.
     */
    async reportPdca(_start: number, _end: number): Promise<ReportPdcaRow[]> {
      return [];
    },
  };
}

