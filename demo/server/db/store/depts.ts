// The department tree (issue 13 §4): add, rename, move, reorder, set the head, enable/disable, delete
// when nothing uses the department. Names are unique; users and records carry the id (their name
// columns follow a rename through a trigger, db/migrationAdmin.ts).
import type { SqlDb } from '../sql/types.ts';
import type { DeptLink } from '../../../../src/core/access/dataScope.ts';

export interface DeptRow {
  deptId: number; deptName: string; deptNameEn: string; parentId: number | null; sort: number; status: number;
  headUserId: number | null; headName: string | null; userCount: number; recordCount: number;
}

export type DeptChange = { deptName?: string; deptNameEn?: string; parentId?: number | null; sort?: number; status?: number; headUserId?: number | null };
/** What a change or deletion ran into ('ok' when done). */
export type DeptOutcome = 'ok' | 'missing' | 'name-taken' | 'parent-missing' | 'cycle' | 'has-children' | 'has-users' | 'has-records' | 'head-missing';

const exists = async (db: SqlDb, id: number) => !!await db.get('SELECT 1 FROM depts WHERE id = ?', id);

/** Would putting `id` under `parentId` make it its own ancestor? */
async function makesCycle(db: SqlDb, id: number, parentId: number | null): Promise<boolean> {
  for (let p = parentId, hops = 0; p !== null && hops < 10_000; hops++) {
    if (p === id) return true;
    p = (await db.get('SELECT parent_id AS p FROM depts WHERE id = ?', p) as { p: number | null } | undefined)?.p ?? null;
  }
  return false;
}

async function check(db: SqlDb, id: number | undefined, c: DeptChange): Promise<DeptOutcome> {
  if (c.deptName !== undefined) {
    const other = await db.get('SELECT id FROM depts WHERE dept_name = ?', c.deptName) as { id: number } | undefined;
    if (other && other.id !== id) return 'name-taken';
  }
  if (c.parentId !== undefined && c.parentId !== null) {
    if (!await exists(db, c.parentId)) return 'parent-missing';
    if (id !== undefined && await makesCycle(db, id, c.parentId)) return 'cycle';
  }
  if (c.headUserId !== undefined && c.headUserId !== null && !await db.get('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL', c.headUserId)) {
    return 'head-missing';
  }
  return 'ok';
}

export function deptsArea(db: SqlDb) {
  return {
    /** Every department with its head and how many users and records use it, in tree order (sort, id). */
    async listDeptRows(): Promise<DeptRow[]> {
      return await db.all(`SELECT d.id AS deptId, d.dept_name AS deptName, d.dept_name_en AS deptNameEn, d.parent_id AS parentId, d.sort, d.status,
          d.head_user_id AS headUserId, u.name AS headName,
          (SELECT COUNT(*) FROM users x WHERE x.dept_id = d.id AND x.deleted_at IS NULL) AS userCount,
          (SELECT COUNT(*) FROM records r WHERE r.dept_id = d.id) AS recordCount
        FROM depts d LEFT JOIN users u ON u.id = d.head_user_id ORDER BY d.sort, d.id`) as DeptRow[];
    },
    /** Department name -> English name, for the departments an administrator named in English (issue 23 §1). */
    async deptNamesEn(): Promise<Map<string, string>> {
      const rows = await db.all("SELECT dept_name AS zh, dept_name_en AS en FROM depts WHERE dept_name_en <> ''") as { zh: string; en: string }[];
      return new Map(rows.map((r) => [r.zh, r.en]));
    },
    /** The tree's links only (data-scope resolution). */
    async deptLinks(): Promise<DeptLink[]> {
      return await db.all('SELECT id, parent_id AS parentId FROM depts') as DeptLink[];
    },
    async getDept(id: number): Promise<{ deptId: number; deptName: string; parentId: number | null; status: number } | undefined> {
      return await db.get('SELECT id AS deptId, dept_name AS deptName, parent_id AS parentId, status FROM depts WHERE id = ?', id) as
        { deptId: number; deptName: string; parentId: number | null; status: number } | undefined;
    },
    async createDept(c: Required<Pick<DeptChange, 'deptName'>> & DeptChange): Promise<{ outcome: DeptOutcome; id?: number }> {
      return await db.tx(async () => {
        const outcome = await check(db, undefined, c);
        if (outcome !== 'ok') return { outcome };
        const sort = c.sort ?? ((await db.get('SELECT COALESCE(MAX(sort), 0) AS s FROM depts') as { s: number }).s + 1);
        const id = Number(await db.insert('INSERT INTO depts (dept_name, dept_name_en, parent_id, sort, status, head_user_id) VALUES (?, ?, ?, ?, ?, ?)', c.deptName, c.deptNameEn ?? '', c.parentId ?? null, sort, c.status ?? 1, c.headUserId ?? null));
        return { outcome: 'ok' as const, id };
      });
    },
    /** Renames, moves, reorders, sets the head or the status. */
    async updateDept(id: number, c: DeptChange): Promise<DeptOutcome> {
      return await db.tx(async () => {
        if (!await exists(db, id)) return 'missing' as const;
        const outcome = await check(db, id, c);
        if (outcome !== 'ok') return outcome;
        const cols: [keyof DeptChange, string][] = [['deptName', 'dept_name'], ['deptNameEn', 'dept_name_en'], ['parentId', 'parent_id'], ['sort', 'sort'], ['status', 'status'], ['headUserId', 'head_user_id']];
        const set = cols.filter(([k]) => c[k] !== undefined);
        if (set.length) await db.run(`UPDATE depts SET ${set.map(([, col]) => `${col} = ?`).join(', ')} WHERE id = ?`, ...set.map(([k]) => c[k]), id);
        return 'ok' as const;
      });
    },
    /** Deletes a department nothing uses: no departments under it, no users, no records, no role's chosen list keeps it. */
    async deleteDept(id: number): Promise<DeptOutcome> {
      return await db.tx(async () => {
        if (!await exists(db, id)) return 'missing' as const;
        if (await db.get('SELECT 1 FROM depts WHERE parent_id = ?', id)) return 'has-children' as const;
        if (await db.get('SELECT 1 FROM users WHERE dept_id = ? AND deleted_at IS NULL', id)) return 'has-users' as const;
        if (await db.get('SELECT 1 FROM records WHERE dept_id = ?', id)) return 'has-records' as const;
        await db.run('UPDATE users SET dept_id = NULL WHERE dept_id = ?', id);
        await db.run('DELETE FROM depts WHERE id = ?', id);
        return 'ok' as const;
      });
    },
  };
}
