// The department tree (issue 13 §4): add, rename, move, reorder, set the head, enable/disable, delete
// when nothing uses the department. Names are unique; users and records carry the id (their name
// columns follow a rename through a trigger, db/migrationAdmin.ts).
import type { Db } from '../connection.ts';
import type { DeptLink } from '../../../../src/core/access/dataScope.ts';

export interface DeptRow {
  deptId: number; deptName: string; parentId: number | null; sort: number; status: number;
  headUserId: number | null; headName: string | null; userCount: number; recordCount: number;
}

export type DeptChange = { deptName?: string; parentId?: number | null; sort?: number; status?: number; headUserId?: number | null };
/** What a change or deletion ran into ('ok' when done). */
export type DeptOutcome = 'ok' | 'missing' | 'name-taken' | 'parent-missing' | 'cycle' | 'has-children' | 'has-users' | 'has-records' | 'head-missing';

const exists = (db: Db, id: number) => !!db.prepare('SELECT 1 FROM depts WHERE id = ?').get(id);

/** Would putting `id` under `parentId` make it its own ancestor? */
function makesCycle(db: Db, id: number, parentId: number | null): boolean {
  for (let p = parentId, hops = 0; p !== null && hops < 10_000; hops++) {
    if (p === id) return true;
    p = (db.prepare('SELECT parent_id AS p FROM depts WHERE id = ?').get(p) as { p: number | null } | undefined)?.p ?? null;
  }
  return false;
}

function check(db: Db, id: number | undefined, c: DeptChange): DeptOutcome {
  if (c.deptName !== undefined) {
    const other = db.prepare('SELECT id FROM depts WHERE dept_name = ?').get(c.deptName) as { id: number } | undefined;
    if (other && other.id !== id) return 'name-taken';
  }
  if (c.parentId !== undefined && c.parentId !== null) {
    if (!exists(db, c.parentId)) return 'parent-missing';
    if (id !== undefined && makesCycle(db, id, c.parentId)) return 'cycle';
  }
  if (c.headUserId !== undefined && c.headUserId !== null && !db.prepare('SELECT 1 FROM users WHERE id = ? AND deleted_at IS NULL').get(c.headUserId)) {
    return 'head-missing';
  }
  return 'ok';
}

export function deptsArea(db: Db) {
  return {
    /** Every department with its head and how many users and records use it, in tree order (sort, id). */
    listDeptRows(): DeptRow[] {
      return db.prepare(`SELECT d.id AS deptId, d.dept_name AS deptName, d.parent_id AS parentId, d.sort, d.status,
          d.head_user_id AS headUserId, u.name AS headName,
          (SELECT COUNT(*) FROM users x WHERE x.dept_id = d.id AND x.deleted_at IS NULL) AS userCount,
          (SELECT COUNT(*) FROM records r WHERE r.dept_id = d.id) AS recordCount
        FROM depts d LEFT JOIN users u ON u.id = d.head_user_id ORDER BY d.sort, d.id`).all() as DeptRow[];
    },
    /** The tree's links only (data-scope resolution). */
    deptLinks(): DeptLink[] {
      return db.prepare('SELECT id, parent_id AS parentId FROM depts').all() as DeptLink[];
    },
    getDept(id: number): { deptId: number; deptName: string; parentId: number | null; status: number } | undefined {
      return db.prepare('SELECT id AS deptId, dept_name AS deptName, parent_id AS parentId, status FROM depts WHERE id = ?').get(id) as
        { deptId: number; deptName: string; parentId: number | null; status: number } | undefined;
    },
    createDept(c: Required<Pick<DeptChange, 'deptName'>> & DeptChange): { outcome: DeptOutcome; id?: number } {
      return db.transaction(() => {
        const outcome = check(db, undefined, c);
        if (outcome !== 'ok') return { outcome };
        const sort = c.sort ?? ((db.prepare('SELECT COALESCE(MAX(sort), 0) AS s FROM depts').get() as { s: number }).s + 1);
        const id = Number(db.prepare('INSERT INTO depts (dept_name, parent_id, sort, status, head_user_id) VALUES (?, ?, ?, ?, ?)')
          .run(c.deptName, c.parentId ?? null, sort, c.status ?? 1, c.headUserId ?? null).lastInsertRowid);
        return { outcome: 'ok' as const, id };
      })();
    },
    /** Renames, moves, reorders, sets the head or the status. */
    updateDept(id: number, c: DeptChange): DeptOutcome {
      return db.transaction(() => {
        if (!exists(db, id)) return 'missing' as const;
        const outcome = check(db, id, c);
        if (outcome !== 'ok') return outcome;
        const cols: [keyof DeptChange, string][] = [['deptName', 'dept_name'], ['parentId', 'parent_id'], ['sort', 'sort'], ['status', 'status'], ['headUserId', 'head_user_id']];
        const set = cols.filter(([k]) => c[k] !== undefined);
        if (set.length) db.prepare(`UPDATE depts SET ${set.map(([, col]) => `${col} = ?`).join(', ')} WHERE id = ?`).run(...set.map(([k]) => c[k]), id);
        return 'ok' as const;
      })();
    },
    /** Deletes a department nothing uses: no departments under it, no users, no records, no role's chosen list keeps it. */
    deleteDept(id: number): DeptOutcome {
      return db.transaction(() => {
        if (!exists(db, id)) return 'missing' as const;
        if (db.prepare('SELECT 1 FROM depts WHERE parent_id = ?').get(id)) return 'has-children' as const;
        if (db.prepare('SELECT 1 FROM users WHERE dept_id = ? AND deleted_at IS NULL').get(id)) return 'has-users' as const;
        if (db.prepare('SELECT 1 FROM records WHERE dept_id = ?').get(id)) return 'has-records' as const;
        db.prepare('UPDATE users SET dept_id = NULL WHERE dept_id = ?').run(id);
        db.prepare('DELETE FROM depts WHERE id = ?').run(id);
        return 'ok' as const;
      })();
    },
  };
}
