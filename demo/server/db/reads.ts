// The long reads (issue 34 §3): the monthly report's rows and the data query's export, the statements that
// scan a period's or a scope's records with their form data. On SQLite they run on the reader's own
// connection in a worker thread (sql/readerDb.ts), so the server's thread keeps answering while SQLite
// works; on PostgreSQL on the store's own pool (its queries already leave the thread). The statements are
// the store areas' own (reports.ts, records.ts, stats.ts): one text each, wherever it runs.
import type { SqlDb } from './sql/types.ts';
import { recordsArea } from './store/records.ts';
import { reportsArea } from './store/reports.ts';
import { placeholders } from './store/sql.ts';
import { statsArea } from './store/stats.ts';

export interface CloseEntry { action: 'close'; comment: string; actorName: string; createdAt: number }

export function readsArea(db: SqlDb) {
  const reports = reportsArea(db);
  const records = recordsArea(db);
  const stats = statsArea(db);
  return {
    reportEvents: reports.reportEvents,
    reportOverdueIds: reports.reportOverdueIds,
    reportEventCount: reports.reportEventCount,
    reportMeasures: reports.reportMeasures,
    reportSheets: reports.reportSheets,
    reportAnalyses: reports.reportAnalyses,
    reportPdca: reports.reportPdca,
    countRecordsByField: stats.countRecordsByField,
    recordsBefore: records.recordsBefore,
    /**
     * The last 'close' entry of each of the records (its comment is the case's conclusion): one query for a batch
     * of an export.
     */
    async lastCloseEntries(recordIds: number[]): Promise<Map<number, CloseEntry>> {
      const out = new Map<number, CloseEntry>();
      if (!recordIds.length) return out;
      const rows = await db.all(`SELECT record_id AS recordId, action, comment, actor_name AS actorName, created_at AS createdAt FROM record_timeline
        WHERE action = 'close' AND record_id IN (${placeholders(recordIds.length)}) ORDER BY id`, ...recordIds) as (CloseEntry & { recordId: number })[];
      // ascending ids: the last one of a record stays
      for (const { recordId, ...entry } of rows) out.set(Number(recordId), { ...entry, createdAt: Number(entry.createdAt) });
      return out;
    },
  };
}

export type ReadStore = ReturnType<typeof readsArea>;
