// Improvement projects (持续改进项目, issue 26 §2): one row per project holding its cycles as one document
// (src/core/pdca PdcaProject, changed only through the engine's moves, written under a version check), the
// project's own measures (what, owner, deadline, open/done/verified; the engine's Do and Check read their
// ids and states), and the count behind a 'rate' indicator's numerator (records of an event type in a month).
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';
import { likeContains, selectPage, Where } from './sql.ts';
import type { PdcaPhase, PdcaProject } from '../../../../src/core/pdca/types.ts';

export type PdcaMeasureStatus = 'open' | 'done' | 'verified';

export interface PdcaRow {
  id: number; title: string; sourceKind: string; sourceId: number | null; phase: PdcaPhase; cycleN: number; project: PdcaProject;
  version: number; createdBy: number; createdByName: string; createdAt: number; updatedAt: number;
}
export interface PdcaMeasureRow {
  id: number; projectId: number; cycleN: number; what: string; ownerName: string; deadline: string; status: PdcaMeasureStatus;
  doneAt: number | null; createdAt: number;
}

const COLS = `id, title, source_kind AS sourceKind, source_id AS sourceId, phase, cycle_n AS cycleN, data, version, created_by AS createdBy,
  created_by_name AS createdByName, created_at AS createdAt, updated_at AS updatedAt`;
const MEASURE_COLS = `id, project_id AS projectId, cycle_n AS cycleN, what, owner_name AS ownerName, deadline, status, done_at AS doneAt, created_at AS createdAt`;

type Raw = Omit<PdcaRow, 'project'> & { data: string };
const parse = (r: Raw): PdcaRow => {
  const { data, ...rest } = r;
  return { ...rest, project: JSON.parse(data) as PdcaProject };
};
const phaseOf = (p: PdcaProject) => p.cycles[p.cycles.length - 1].phase;

export function pdcaArea(db: SqlDb) {
  return {
    listPdca(f: { title?: string; phase?: string; sourceKind?: string; sourceId?: number }, page: Page): Promise<Paged<PdcaRow>> {
      const where = new Where();
      if (f.title) where.add("title LIKE ? ESCAPE '\\'", likeContains(f.title));
      if (f.phase) where.add('phase = ?', f.phase);
      if (f.sourceKind) where.add('source_kind = ?', f.sourceKind);
      if (f.sourceId !== undefined) where.add('source_id = ?', f.sourceId);
      return selectPage<Raw>(db, { select: COLS, from: 'pdca_projects', where, orderBy: 'updated_at DESC, id DESC' }, page)
        .then((res) => ({ ...res, rows: res.rows.map(parse) }));
    },
    async getPdca(id: number): Promise<PdcaRow | undefined> {
      const r = await db.get(`SELECT ${COLS} FROM pdca_projects WHERE id = ?`, id) as Raw | undefined;
      return r && parse(r);
    },
    async insertPdca(p: PdcaProject, sourceId: number | null, by: { userId: number; userName: string }, now: number): Promise<number> {
      return Number(await db.insert(`INSERT INTO pdca_projects (title, source_kind, source_id, phase, cycle_n, data, version, created_by, created_by_name,
        created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`, p.title, p.source.kind, sourceId, phaseOf(p), p.cycles.length, JSON.stringify(p),
      by.userId, by.userName, now, now));
    },
    /** Writes the project's document if its version is still `version`; false: someone changed it meanwhile. */
    async savePdca(id: number, version: number, p: PdcaProject, now: number): Promise<boolean> {
      const res = await db.run('UPDATE pdca_projects SET data = ?, phase = ?, cycle_n = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?',
        JSON.stringify(p), phaseOf(p), p.cycles.length, now, id, version);
      return res.changes === 1;
    },
    async listPdcaMeasures(projectId: number): Promise<PdcaMeasureRow[]> {
      return await db.all(`SELECT ${MEASURE_COLS} FROM pdca_measures WHERE project_id = ? ORDER BY cycle_n, id`, projectId) as PdcaMeasureRow[];
    },
    async insertPdcaMeasure(m: { projectId: number; cycleN: number; what: string; ownerName: string; deadline: string }, now: number): Promise<number> {
      return Number(await db.insert('INSERT INTO pdca_measures (project_id, cycle_n, what, owner_name, deadline, status, created_at) VALUES (?, ?, ?, ?, ?, \'open\', ?)',
        m.projectId, m.cycleN, m.what, m.ownerName, m.deadline, now));
    },
    async setPdcaMeasureStatus(id: number, status: PdcaMeasureStatus, now: number): Promise<void> {
      await db.run('UPDATE pdca_measures SET status = ?, done_at = ? WHERE id = ?', status, status === 'open' ? null : now, id);
    },
    async deletePdcaMeasure(id: number): Promise<void> {
      await db.run('DELETE FROM pdca_measures WHERE id = ?', id);
    },
    /** The numerator of a rate: events of the type (never drafts) submitted in [start, end) (epoch ms), and their ids. */
    async pdcaEventIds(eventType: string, start: number, end: number): Promise<number[]> {
      const rows = await db.all(`SELECT id FROM records WHERE module = 'baqsj' AND state <> 'draft' AND event_type = ?
        AND COALESCE(submitted_at, created_at) >= ? AND COALESCE(submitted_at, created_at) < ? ORDER BY id`, eventType, start, end) as { id: number }[];
      return rows.map((r) => Number(r.id));
    },
  };
}
