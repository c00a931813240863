// The new-technology catalogue and the applications that add to it.
import type { Db } from '../connection.ts';
import type { Page, Paged, TechApplicationFilter, TechApplicationRow, TechRow } from './types.ts';
import { likeContains, likeEscape, selectPage, Where } from './sql.ts';
import { insertMessage } from './messages.ts';

const TECH_COLS = `id, kind, tech_code AS techCode, tech_name AS techName, category, dept_name AS deptName, applicant,
  level, status, created_at AS createdAt`;
const TECH_APP_COLS = `a.id, a.tech_name AS techName, a.level, a.dept_name AS deptName, a.category, a.description, a.limited,
  a.status, a.applicant_id AS applicantId, a.applicant_name AS applicantName, a.approver_id AS approverId,
  a.approver_name AS approverName, a.opinion, a.tech_item_id AS techItemId, t.tech_code AS techCode,
  a.created_at AS createdAt, a.decided_at AS decidedAt`;
const TECH_APP_FROM = 'tech_applications a LEFT JOIN tech_items t ON t.id = a.tech_item_id';

function insertTech(db: Db, t: Omit<TechRow, 'id'>): number {
  return Number(db.prepare(
    `INSERT INTO tech_items (kind, tech_code, tech_name, category, dept_name, applicant, level, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(t.kind, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createdAt).lastInsertRowid);
}

export function techArea(db: Db) {
  return {
    // ---- catalogue ----
    insertTech(t: Omit<TechRow, 'id'>): void {
      insertTech(db, t);
    },
    listTech(kind: 'unlimit' | 'limit', f: { name?: string }, page: Page): Paged<TechRow> {
      const where = new Where().add('kind = ?', kind);
      if (f.name) where.add("tech_name LIKE ? ESCAPE '\\'", likeContains(f.name));
      return selectPage<TechRow>(db, { select: TECH_COLS, from: 'tech_items', where, orderBy: 'id' }, page);
    },

    // ---- applications ----
    insertTechApplication(a: { techName: string; level: string; deptName: string; category: string; description: string; limited: boolean; applicantId: number; applicantName: string; now: number }): number {
      return Number(db.prepare(
        `INSERT INTO tech_applications (tech_name, level, dept_name, category, description, limited, applicant_id, applicant_name, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(a.techName, a.level, a.deptName, a.category, a.description, a.limited ? 1 : 0, a.applicantId, a.applicantName, a.now).lastInsertRowid);
    },
    listTechApplications(f: TechApplicationFilter, page: Page): Paged<TechApplicationRow> {
      const where = new Where();
      if (f.applicantId !== undefined) where.add('a.applicant_id = ?', f.applicantId);
      if (f.excludeApplicantId !== undefined) where.add('a.applicant_id <> ?', f.excludeApplicantId);
      if (f.approverId !== undefined) where.add('a.approver_id = ?', f.approverId);
      if (f.deptName !== undefined) where.add('a.dept_name = ?', f.deptName);
      if (f.statuses) where.in('a.status', f.statuses);
      if (f.keyword) where.add("(a.tech_name LIKE ? ESCAPE '\\' OR a.applicant_name LIKE ? ESCAPE '\\')", likeContains(f.keyword), likeContains(f.keyword));
      return selectPage<TechApplicationRow>(db, {
        select: TECH_APP_COLS, from: TECH_APP_FROM, countFrom: 'tech_applications a', where,
        orderBy: 'COALESCE(a.decided_at, a.created_at) DESC, a.id DESC',
      }, page);
    },
    getTechApplication(id: number): TechApplicationRow | undefined {
      return db.prepare(`SELECT ${TECH_APP_COLS} FROM ${TECH_APP_FROM} WHERE a.id = ?`).get(id) as TechApplicationRow | undefined;
    },
    /** Decides a pending application; on pass the technology joins its catalogue with the next code of its
     *  kind and year. The applicant gets the message. Undefined when it is not pending. */
    decideTechApplication(id: number, d: { pass: boolean; opinion: string; approverId: number; approverName: string; now: number; message: (techCode: string | null) => { title: string; logContent: string } }): { techItemId: number | null; techCode: string | null } | undefined {
      return db.transaction(() => {
        const a = db.prepare("SELECT id, tech_name AS techName, level, dept_name AS deptName, category, limited, applicant_id AS applicantId, applicant_name AS applicantName FROM tech_applications WHERE id = ? AND status = 'pending'")
          .get(id) as { techName: string; level: string; deptName: string; category: string; limited: number; applicantId: number; applicantName: string } | undefined;
        if (!a) return undefined;
        let techItemId: number | null = null;
        let techCode: string | null = null;
        if (d.pass) {
          const prefix = `${a.limited ? 'XZJ' : 'XJS'}-${new Date(d.now).getFullYear()}-`;
          const max = (db.prepare("SELECT MAX(CAST(substr(tech_code, ?) AS INTEGER)) AS n FROM tech_items WHERE tech_code LIKE ? ESCAPE '\\'")
            .get(prefix.length + 1, likeEscape(prefix) + '%') as { n: number | null }).n ?? 0;
          techCode = prefix + String(max + 1).padStart(3, '0');
          techItemId = insertTech(db, {
            kind: a.limited ? 'limit' : 'unlimit', techCode, techName: a.techName, category: a.category, deptName: a.deptName,
            applicant: a.applicantName, level: a.level, status: a.limited ? '已备案' : '已批准', createdAt: d.now,
          });
        }
        db.prepare(
          `UPDATE tech_applications SET status = ?, opinion = ?, approver_id = ?, approver_name = ?, tech_item_id = ?, decided_at = ? WHERE id = ?`,
        ).run(d.pass ? 'approved' : 'rejected', d.opinion, d.approverId, d.approverName, techItemId, d.now, id);
        const m = d.message(techCode);
        insertMessage(db, { userId: a.applicantId, title: m.title, logContent: m.logContent, relatedType: '审批', process: 0, relatedId: null, operateStatus: 0, createdAt: d.now });
        return { techItemId, techCode };
      })();
    },
  };
}
