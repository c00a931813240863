// The new-technology catalogue: the seeded technologies and those the workflow approves. An application is
// a workflow record (module xjsxxm); when it reaches its periodic review it joins the catalogue with the next
// code of its class and year, and later review outcomes set the catalogue row's status.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged, RecordFilter, TechRow } from './types.ts';
import type { Transition } from '../../../../src/core/workflow/types.ts';
import { likeContains, likeEscape, placeholders, selectPage, Where } from './sql.ts';
import { OUTCOME_STATUS } from '../../workflow/recordRules.ts';
import { currentData, type WfRow } from './wfRecord.ts';

const TECH_COLS = `id, kind, tech_code AS techCode, tech_name AS techName, category, dept_name AS deptName, applicant,
  level, status, created_at AS createdAt, record_id AS recordId`;

async function insertTech(db: SqlDb, t: Omit<TechRow, 'id' | 'recordId'> & { recordId?: number | null }): Promise<number> {
  return Number(await db.insert(`INSERT INTO tech_items (kind, tech_code, tech_name, category, dept_name, applicant, level, status, created_at, record_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.kind, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createdAt, t.recordId ?? null));
}

/** The next free code of a class and year: XZJ-2024-007 (limited) or XJS-2024-012. The number comes from
 *  the class-and-year counter row, locked by the caller's transaction until it ends (so two approvals at once
 *  wait for each other on PostgreSQL too); the row starts after the highest code already listed. */
async function nextTechCode(db: SqlDb, kind: 'limit' | 'unlimit', now: number): Promise<string> {
  const prefix = `${kind === 'limit' ? 'XZJ' : 'XJS'}-${new Date(now).getFullYear()}-`;
  const row = await db.get<{ n: number }>(`INSERT INTO code_counters (prefix, n)
     VALUES (?, (SELECT COALESCE(MAX(CAST(substr(tech_code, ?) AS INTEGER)), 0) + 1 FROM tech_items WHERE tech_code LIKE ? ESCAPE '\\'))
     ON CONFLICT (prefix) DO UPDATE SET n = code_counters.n + 1 RETURNING n`, prefix, prefix.length + 1, likeEscape(prefix) + '%');
  return prefix + String(row!.n).padStart(3, '0');
}

/** Inside an action's transaction: an application entering its periodic review joins the catalogue; a review sets its status. */
export async function techOnTransition(db: SqlDb, rec: WfRow, t: Transition, now: number): Promise<void> {
  if (rec.module !== 'xjsxxm' || !rec.techKind) return;
  const listed = await db.get('SELECT id FROM tech_items WHERE record_id = ?', rec.id) as { id: number } | undefined;
  if (t.toState === 'approved' && !listed && t.fromState !== 'approved' && t.fromState !== 'suspended') {
    const d = await currentData(db, rec.id);
    const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string).trim() : '');
    await insertTech(db, {
      kind: rec.techKind, techCode: await nextTechCode(db, rec.techKind, now), techName: s('techName') || rec.title, category: s('category') || '新技术',
      deptName: s('dept') || rec.deptName, applicant: rec.createdByName, level: s('level'), status: rec.techKind === 'limit' ? '已备案' : '已批准',
      createdAt: now, recordId: rec.id,
    });
  }
  if (t.outcome && listed) await db.run('UPDATE tech_items SET status = ? WHERE id = ?', OUTCOME_STATUS[t.outcome], listed.id);
}

/** The catalogue's filters: a name, and the caller's scope (routes/tech.ts catalogueScope; undefined: all). */
export interface TechFilter { name?: string; dataScope?: RecordFilter['dataScope'] }

/**
 * One class of the catalogue within a scope: a department scope sees its departments' technologies (and
 * those of its own applications), "only mine" those of its own applications.
 */
function techWhere(kind: 'unlimit' | 'limit', f: TechFilter): Where {
  const where = new Where().add('kind = ?', kind);
  if (f.name) where.add("tech_name LIKE ? ESCAPE '\\'", likeContains(f.name));
  const scope = f.dataScope;
  if (scope?.kind === 'depts') {
    const ids = scope.deptIds;
    where.add(`(${ids.length ? `dept_name IN (SELECT dept_name FROM depts WHERE id IN (${placeholders(ids.length)}))` : '1 = 0'}
      OR record_id IN (SELECT id FROM records WHERE created_by = ?))`, ...ids, scope.userId);
  } else if (scope?.kind === 'self') where.add('record_id IN (SELECT id FROM records WHERE created_by = ?)', scope.userId);
  return where;
}

export function techArea(db: SqlDb) {
  return {
    async insertTech(t: Omit<TechRow, 'id' | 'recordId'>): Promise<void> {
      await insertTech(db, t);
    },
    /** A page of the catalogue (name filter, the caller's catalogue scope: see techWhere). */
    listTech(kind: 'unlimit' | 'limit', f: TechFilter, page: Page): Promise<Paged<TechRow>> {
      return selectPage<TechRow>(db, { select: TECH_COLS, from: 'tech_items', where: techWhere(kind, f), orderBy: 'id' }, page);
    },
    /** A batch of the catalogue after `afterId` in id order, filtered as its list (the export). */
    async techAfter(kind: 'unlimit' | 'limit', f: TechFilter, afterId: number, limit: number): Promise<TechRow[]> {
      const where = techWhere(kind, f).add('id > ?', afterId);
      return await db.all(`SELECT ${TECH_COLS} FROM tech_items ${where.sql} ORDER BY id LIMIT ?`, ...where.args, limit) as TechRow[];
    },
    /**
     * Technologies an event report may name (issue 35 §3): the catalogue's rows not stopped, by name or code,
     * at most `limit`; `id` fetches one row whatever its status (the value a stored report already names).
     */
    async techInUse(f: { keyword?: string; id?: number }, limit: number): Promise<TechRow[]> {
      const where = new Where();
      if (f.id !== undefined) where.add('id = ?', f.id);
      else {
        where.add("status <> '终止'");
        if (f.keyword) where.add("(tech_name LIKE ? ESCAPE '\\' OR tech_code LIKE ? ESCAPE '\\')", likeContains(f.keyword), likeContains(f.keyword));
      }
      return await db.all(`SELECT ${TECH_COLS} FROM tech_items ${where.sql} ORDER BY tech_name, id LIMIT ?`, ...where.args, limit) as TechRow[];
    },
    /** The catalogue entry an application became, if any. */
    async techOfRecord(recordId: number): Promise<TechRow | undefined> {
      return await db.get(`SELECT ${TECH_COLS} FROM tech_items WHERE record_id = ?`, recordId) as TechRow | undefined;
    },
  };
}
