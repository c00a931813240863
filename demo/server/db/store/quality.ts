// Medical quality inspection (issue 13 §1): rounds, their departments and inspectors, one sheet per
// department per round with the scores the server computed, and the rectification records opened from a
// sheet's items (records on the workflow engine, linked here).
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';
import { likeContains, placeholders, selectPage, Where } from './sql.ts';
import { runAction, type NewRecord } from './wfApply.ts';
import type { Actor } from '../../../../src/core/workflow/types.ts';
import type { SectionScore } from '../../../../src/core/quality/types.ts';

export type RoundStatus = 'open' | 'closed';
export type SheetStatus = 'draft' | 'submitted';

export interface RoundRow {
  id: number; name: string; formId: number; formVersion: number; formName: string; periodStart: string; periodEnd: string;
  status: RoundStatus; createdBy: number; createdByName: string; createdAt: number; updatedAt: number; closedAt: number | null;
}
export interface RoundListRow extends RoundRow { deptCount: number; submittedCount: number; draftCount: number }
export interface RoundDetailRow extends RoundRow { depts: string[]; inspectors: { userId: number; name: string; deptName: string }[] }

/** What the server stores of a sheet's scores (computed by scoreSheet). */
export interface StoredScores {
  sections: SectionScore[];
  items: Record<string, { score: number; maxScore: number; lost: number }>;
}

export interface SheetRow {
  id: number; roundId: number; deptName: string; status: SheetStatus; data: Record<string, unknown>; total: number; maxScore: number;
  scores: StoredScores; version: number; inspectorId: number | null; inspectorName: string; createdAt: number; updatedAt: number;
  submittedAt: number | null;
}

export interface RoundInput {
  name: string; formId: number; formVersion: number; periodStart: string; periodEnd: string; depts: string[]; inspectorIds: number[];
}

const ROUND_COLS = `r.id, r.name, r.form_id AS formId, r.form_version AS formVersion, f.name AS formName, r.period_start AS periodStart,
  r.period_end AS periodEnd, r.status, r.created_by AS createdBy, r.created_by_name AS createdByName, r.created_at AS createdAt,
  r.updated_at AS updatedAt, r.closed_at AS closedAt`;
const ROUND_FROM = 'quality_rounds r JOIN forms f ON f.id = r.form_id';
const SHEET_COLS = `id, round_id AS roundId, dept_name AS deptName, status, data, total, max_score AS maxScore, scores, version,
  inspector_id AS inspectorId, inspector_name AS inspectorName, created_at AS createdAt, updated_at AS updatedAt, submitted_at AS submittedAt`;

type RawSheet = Omit<SheetRow, 'data' | 'scores'> & { data: string; scores: string };
const parseSheet = (r: RawSheet | undefined): SheetRow | undefined =>
  r && { ...r, data: JSON.parse(r.data) as Record<string, unknown>, scores: JSON.parse(r.scores) as StoredScores };

export function qualityArea(db: SqlDb) {
  const getRound = async (id: number): Promise<RoundRow | undefined> =>
    await db.get(`SELECT ${ROUND_COLS} FROM ${ROUND_FROM} WHERE r.id = ?`, id) as RoundRow | undefined;
  const setMembers = async (roundId: number, r: Pick<RoundInput, 'depts' | 'inspectorIds'>) => {
    await db.run('DELETE FROM quality_round_depts WHERE round_id = ?', roundId);
    await db.run('DELETE FROM quality_round_inspectors WHERE round_id = ?', roundId);
    const dept = 'INSERT INTO quality_round_depts (round_id, dept_name, sort) VALUES (?, ?, ?)';
    for (const [i, d] of r.depts.entries()) await db.run(dept, roundId, d, i + 1);
    const insp = 'INSERT INTO quality_round_inspectors (round_id, user_id) VALUES (?, ?)';
    for (const u of new Set(r.inspectorIds)) await db.run(insp, roundId, u);
  };

  return {
    listRounds(f: { status?: RoundStatus; name?: string; inspectorId?: number }, page: Page): Promise<Paged<RoundListRow>> {
      const where = new Where();
      if (f.status) where.add('r.status = ?', f.status);
      if (f.name) where.add("r.name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.inspectorId !== undefined) where.add('r.id IN (SELECT round_id FROM quality_round_inspectors WHERE user_id = ?)', f.inspectorId);
      return selectPage<RoundListRow>(db, {
        select: `${ROUND_COLS},
          (SELECT COUNT(*) FROM quality_round_depts d WHERE d.round_id = r.id) AS deptCount,
          (SELECT COUNT(*) FROM quality_sheets s WHERE s.round_id = r.id AND s.status = 'submitted') AS submittedCount,
          (SELECT COUNT(*) FROM quality_sheets s WHERE s.round_id = r.id AND s.status = 'draft') AS draftCount`,
        from: ROUND_FROM, where, orderBy: 'r.period_start DESC, r.id DESC',
      }, page);
    },
    async getRound(id: number): Promise<RoundDetailRow | undefined> {
      const r = await getRound(id);
      if (!r) return undefined;
      const depts = (await db.all('SELECT dept_name AS d FROM quality_round_depts WHERE round_id = ? ORDER BY sort, dept_name', id) as { d: string }[]).map((x) => x.d);
      const inspectors = await db.all(`SELECT u.id AS userId, u.name, u.dept_name AS deptName FROM quality_round_inspectors i JOIN users u ON u.id = i.user_id
        WHERE i.round_id = ? ORDER BY u.id`, id) as RoundDetailRow['inspectors'];
      return { ...r, depts, inspectors };
    },
    async insertRound(r: RoundInput, by: { userId: number; userName: string }, now: number): Promise<number> {
      return await db.tx(async () => {
        const id = Number(await db.insert(`INSERT INTO quality_rounds (name, form_id, form_version, period_start, period_end, status, created_by,
          created_by_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)`, r.name, r.formId, r.formVersion, r.periodStart, r.periodEnd, by.userId, by.userName, now, now));
        await setMembers(id, r);
        return id;
      });
    },
    /** Replaces a round's fields and members; departments that already have a sheet stay (the caller checks). */
    async updateRound(id: number, r: RoundInput, now: number): Promise<void> {
      await db.tx(async () => {
        await db.run('UPDATE quality_rounds SET name = ?, form_id = ?, form_version = ?, period_start = ?, period_end = ?, updated_at = ? WHERE id = ?', r.name, r.formId, r.formVersion, r.periodStart, r.periodEnd, now, id);
        await setMembers(id, r);
      });
    },
    async setRoundStatus(id: number, status: RoundStatus, now: number): Promise<void> {
      await db.run('UPDATE quality_rounds SET status = ?, closed_at = ?, updated_at = ? WHERE id = ?', status, status === 'closed' ? now : null, now, id);
    },
    async isRoundInspector(roundId: number, userId: number): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM quality_round_inspectors WHERE round_id = ? AND user_id = ?', roundId, userId);
    },
    /** Departments of a round that already have a sheet (draft or submitted). */
    async sheetDepts(roundId: number): Promise<string[]> {
      return (await db.all('SELECT dept_name AS d FROM quality_sheets WHERE round_id = ?', roundId) as { d: string }[]).map((x) => x.d);
    },
    async getSheet(roundId: number, deptName: string): Promise<SheetRow | undefined> {
      return parseSheet(await db.get(`SELECT ${SHEET_COLS} FROM quality_sheets WHERE round_id = ? AND dept_name = ?`, roundId, deptName) as RawSheet | undefined);
    },
    async getSheetById(id: number): Promise<SheetRow | undefined> {
      return parseSheet(await db.get(`SELECT ${SHEET_COLS} FROM quality_sheets WHERE id = ?`, id) as RawSheet | undefined);
    },
    /** Every sheet of a round (status filter optional), department order of the round. */
    async listSheets(roundId: number, status?: SheetStatus): Promise<SheetRow[]> {
      const rows = await db.all(`SELECT ${SHEET_COLS.replace(/(^|,\s*)(\w+)/g, '$1s.$2')} FROM quality_sheets s
        LEFT JOIN quality_round_depts d ON d.round_id = s.round_id AND d.dept_name = s.dept_name
        WHERE s.round_id = ? ${status ? 'AND s.status = ?' : ''} ORDER BY d.sort, s.dept_name`, ...(status ? [roundId, status] : [roundId])) as RawSheet[];
      return rows.map((r) => parseSheet(r)!);
    },
    /**
     * Writes a sheet (created on its first save). `version` is the one the inspector saw (0 = none yet): a
     * different current version is a conflict and nothing is written. Answers the new version, or
     * 'conflict' / 'locked' (already submitted).
     */
    async saveSheet(s: {
      roundId: number; deptName: string; version: number; status: SheetStatus; data: Record<string, unknown>; total: number; maxScore: number;
      scores: StoredScores; inspector: { id: number; name: string }; now: number;
    }): Promise<{ id: number; version: number } | 'conflict' | 'locked'> {
      return await db.tx(async () => {
        const cur = await db.get('SELECT id, version, status FROM quality_sheets WHERE round_id = ? AND dept_name = ?', s.roundId, s.deptName) as
          { id: number; version: number; status: SheetStatus } | undefined;
        if (cur?.status === 'submitted') return 'locked' as const;
        if ((cur?.version ?? 0) !== s.version) return 'conflict' as const;
        const submittedAt = s.status === 'submitted' ? s.now : null;
        if (!cur) {
          const id = Number(await db.insert(`INSERT INTO quality_sheets (round_id, dept_name, status, data, total, max_score, scores, version, inspector_id,
            inspector_name, created_at, updated_at, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?)`, s.roundId, s.deptName, s.status, JSON.stringify(s.data), s.total, s.maxScore, JSON.stringify(s.scores), s.inspector.id, s.inspector.name,
              s.now, s.now, submittedAt));
          return { id, version: 1 };
        }
        await db.run(`UPDATE quality_sheets SET status = ?, data = ?, total = ?, max_score = ?, scores = ?, version = version + 1, inspector_id = ?,
          inspector_name = ?, updated_at = ?, submitted_at = ? WHERE id = ?`, s.status, JSON.stringify(s.data), s.total, s.maxScore, JSON.stringify(s.scores), s.inspector.id, s.inspector.name, s.now, submittedAt, cur.id);
        return { id: cur.id, version: cur.version + 1 };
      });
    },
    /** The latest round (by period, then creation) with submitted sheets: the dashboard's quality chart. */
    async latestScoredRound(): Promise<RoundRow | undefined> {
      return await db.get(`SELECT ${ROUND_COLS} FROM ${ROUND_FROM}
        WHERE EXISTS (SELECT 1 FROM quality_sheets s WHERE s.round_id = r.id AND s.status = 'submitted')
        ORDER BY r.period_start DESC, r.id DESC LIMIT 1`) as RoundRow | undefined;
    },
    /** The round of the same form before this one (by period, then creation) that has submitted sheets. */
    async previousRound(round: Pick<RoundRow, 'id' | 'formId' | 'periodStart'>): Promise<RoundRow | undefined> {
      return await db.get(`SELECT ${ROUND_COLS} FROM ${ROUND_FROM} WHERE r.form_id = ? AND r.id <> ?
        AND (r.period_start < ? OR (r.period_start = ? AND r.id < ?))
        AND EXISTS (SELECT 1 FROM quality_sheets s WHERE s.round_id = r.id AND s.status = 'submitted')
        ORDER BY r.period_start DESC, r.id DESC LIMIT 1`, round.formId, round.id, round.periodStart, round.periodStart, round.id) as RoundRow | undefined;
    },
    /** The open rounds a user inspects, each department with its sheet's state. */
    async inspectorSheets(userId: number): Promise<{ roundId: number; roundName: string; periodStart: string; periodEnd: string; deptName: string;
      sheetId: number | null; status: SheetStatus | null; total: number | null; maxScore: number | null; updatedAt: number | null; inspectorName: string | null }[]> {
      return await db.all(`SELECT r.id AS roundId, r.name AS roundName, r.period_start AS periodStart, r.period_end AS periodEnd, d.dept_name AS deptName,
          s.id AS sheetId, s.status, s.total, s.max_score AS maxScore, s.updated_at AS updatedAt, s.inspector_name AS inspectorName
        FROM quality_round_inspectors i JOIN quality_rounds r ON r.id = i.round_id
        JOIN quality_round_depts d ON d.round_id = r.id
        LEFT JOIN quality_sheets s ON s.round_id = r.id AND s.dept_name = d.dept_name
        WHERE i.user_id = ? AND r.status = 'open' ORDER BY r.period_start DESC, r.id DESC, d.sort`, userId) as Awaited<ReturnType<ReturnType<typeof qualityArea>['inspectorSheets']>>;
    },
    /** Rectifications opened from a sheet: item id -> record id and state. */
    async sheetRectifications(sheetId: number): Promise<{ itemId: string; recordId: number; state: string }[]> {
      return await db.all(`SELECT q.item_id AS itemId, q.record_id AS recordId, r.state FROM quality_rectifications q JOIN records r ON r.id = q.record_id
        WHERE q.sheet_id = ? ORDER BY q.id`, sheetId) as { itemId: string; recordId: number; state: string }[];
    },
    /**
     * Opens a rectification for an item of a sheet: a record submitted on the workflow engine (its flow puts
     * it with the opener to assign measures) and the link, in one transaction. Answers the existing record
     * when the item already has one.
     */
    async openRectification(r: { sheetId: number; itemId: string; create: NewRecord; actor: Actor; now: number }): Promise<{ recordId: number; created: boolean }> {
      return await db.tx(async () => {
        const had = await db.get('SELECT record_id AS id FROM quality_rectifications WHERE sheet_id = ? AND item_id = ?', r.sheetId, r.itemId) as { id: number } | undefined;
        if (had) return { recordId: had.id, created: false };
        const res = await runAction(db, { create: r.create, input: { action: 'submit' }, actor: r.actor, now: r.now });
        await db.run('INSERT INTO quality_rectifications (sheet_id, item_id, record_id, created_at) VALUES (?, ?, ?, ?)', r.sheetId, r.itemId, res.id, r.now);
        return { recordId: res.id, created: true };
      });
    },
    /** Users that may be named inspectors: enabled holders of the roles. */
    async usersWithRoles(roles: string[]): Promise<{ userId: number; name: string; deptName: string }[]> {
      if (!roles.length) return [];
      return await db.all(`SELECT DISTINCT u.id AS userId, u.name, u.dept_name AS deptName FROM users u JOIN user_roles ur ON ur.user_id = u.id
        JOIN roles r ON r.id = ur.role_id WHERE r.role_key IN (${placeholders(roles.length)}) AND r.status = 1 AND u.status = 1 AND u.deleted_at IS NULL
        ORDER BY u.id`, ...roles) as { userId: number; name: string; deptName: string }[];
    },
  };
}
