// Counts behind the charts (issue 13 §2): records grouped by a column or by time buckets, under the same
// filter as the lists (recordWhere: scope, filters and the caller's data scope), so a chart never counts a
// record its reader could not list.
import type { SqlDb } from '../sql/types.ts';
import type { RecordFilter } from './types.ts';
import { fieldOnForm, needsData, ON_FORM, recordWhere, WITH_DATA } from './records.ts';

/** The columns a chart may group by (never user input: the route picks one of these). */
const GROUP_COLS = { eventType: 'r.event_type', grade: 'r.grade', deptName: 'r.dept_name', state: 'r.state', techKind: 'r.tech_kind' } as const;
export type StatsGroup = keyof typeof GROUP_COLS;

/** The time a record counts at: when it was submitted (its creation for older rows). */
const AT = 'COALESCE(r.submitted_at, r.created_at)';

export function statsArea(db: SqlDb) {
  const from = (f: RecordFilter) => (needsData(f) ? WITH_DATA : 'records r');
  return {
    /**
     * The records of the filter by a field of their form (issue 31 §4, src/core/stats/fieldCounts.ts): whether
     * their form version has a widget of `model`, and the value their data holds under it as text. With
     * `ids`, one row per record (the monthly report lists the records behind each count); else groups.
     */
    async countRecordsByField(f: RecordFilter, model: string, opts: { ids?: boolean } = {}): Promise<{ id?: number; onForm: number; value: string | null; n: number }[]> {
      const where = recordWhere(f);
      const cols = `CASE WHEN ${ON_FORM} THEN 1 ELSE 0 END AS onForm, CAST(json_extract(v.data, ?) AS TEXT) AS value`;
      const sql = opts.ids
        ? `SELECT r.id, ${cols}, 1 AS n FROM ${WITH_DATA} ${where.sql} ORDER BY r.id`
        : `SELECT ${cols}, COUNT(*) AS n FROM ${WITH_DATA} ${where.sql} GROUP BY 1, 2`;
      const rows = await db.all(sql, fieldOnForm(model), `$.${model}`, ...where.args) as { id?: number; onForm: number; value: string | null; n: number }[];
      return rows.map((r) => ({ ...r, ...(r.id !== undefined ? { id: Number(r.id) } : {}), onForm: Number(r.onForm), n: Number(r.n) }));
    },
    /** How many records of the filter carry each value of a column (largest first, then by value). */
    async countRecordsBy(f: RecordFilter, by: StatsGroup): Promise<{ key: string | null; count: number }[]> {
      const col = GROUP_COLS[by];
      const where = recordWhere(f);
      return await db.all(`SELECT ${col} AS key, COUNT(*) AS count FROM ${from(f)} ${where.sql} GROUP BY ${col} ORDER BY count DESC, key`, ...where.args) as { key: string | null; count: number }[];
    },
    /**
     * How many records of the filter fall in each of the consecutive periods [bounds[i], bounds[i+1]) (epoch
     * ms): one count per period, empty periods 0. Months cut in the user's zone arrive as such bounds.
     */
    async countRecordsBetween(f: RecordFilter, bounds: number[]): Promise<number[]> {
      const n = bounds.length - 1;
      if (n < 1) return [];
      const where = recordWhere(f);
      where.add(`${AT} >= ? AND ${AT} < ?`, bounds[0], bounds[n]);
      const cases = bounds.slice(1, n).map(() => `WHEN ${AT} < ? THEN ?`).join(' ');
      const caseArgs = bounds.slice(1, n).flatMap((b, i) => [b, i]);
      const bucket = n === 1 ? '0' : `CASE ${cases} ELSE ${n - 1} END`;
      const rows = await db.all(`SELECT ${bucket} AS bucket, COUNT(*) AS count FROM ${from(f)} ${where.sql} GROUP BY bucket`, ...caseArgs, ...where.args) as { bucket: number; count: number }[];
      const out = new Array<number>(n).fill(0);
      for (const r of rows) out[r.bucket] = r.count;
      return out;
    },
  };
}
