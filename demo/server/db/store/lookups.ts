// Reference lists the forms look things up in: departments, dictionaries and charge items.
import type { Db } from '../connection.ts';
import type { ChargeRow, Page, Paged } from './types.ts';
import { likeContains, selectPage, Where } from './sql.ts';

const CHARGE_COLS = `id, medical_code AS medicalCode, project_no AS projectNo, pay_method AS payMethod, name, unit,
  charges, price_type AS priceType, gj_medical_code AS gjMedicalCode`;

export function lookupsArea(db: Db) {
  return {
    // ---- departments ----
    insertDept(deptName: string, sort: number, parentId: number | null = null): number {
      return Number(db.prepare('INSERT INTO depts (dept_name, sort, parent_id) VALUES (?, ?, ?)').run(deptName, sort, parentId).lastInsertRowid);
    },
    setDeptHead(deptName: string, userId: number | null): boolean {
      return db.prepare('UPDATE depts SET head_user_id = ? WHERE dept_name = ?').run(userId, deptName).changes > 0;
    },
    /** Every department (the tree: parentId null at the root), with its head. */
    listDepts(): { deptId: number; deptName: string; parentId: number | null; status: number; headUserId: number | null; headName: string | null }[] {
      return db.prepare(`SELECT d.id AS deptId, d.dept_name AS deptName, d.parent_id AS parentId, d.status, d.head_user_id AS headUserId, u.name AS headName
        FROM depts d LEFT JOIN users u ON u.id = d.head_user_id ORDER BY d.sort, d.id`)
        .all() as { deptId: number; deptName: string; parentId: number | null; status: number; headUserId: number | null; headName: string | null }[];
    },

    // ---- dictionaries ----
    /** Adds an entry; one the bilingual dictionaries migration already wrote is kept as it is. */
    insertDict(dictType: string, dictValue: string, dictLabel: string, sort: number): void {
      db.prepare('INSERT INTO dicts (dict_type, dict_value, dict_label, sort) VALUES (?, ?, ?, ?) ON CONFLICT (dict_type, dict_value) DO NOTHING')
        .run(dictType, dictValue, dictLabel, sort);
    },
    /** The enabled entries of a type, labelled in `lang` (the other language when that label is blank). */
    listDict(dictType: string, lang: 'zh-CN' | 'en' = 'zh-CN'): { dictValue: string; dictLabel: string }[] {
      const label = lang === 'en' ? "COALESCE(NULLIF(label_en, ''), dict_label)" : "COALESCE(NULLIF(dict_label, ''), label_en)";
      return db.prepare(`SELECT dict_value AS dictValue, ${label} AS dictLabel FROM dicts WHERE dict_type = ? AND status = 1 ORDER BY sort, id`)
        .all(dictType) as { dictValue: string; dictLabel: string }[];
    },

    // ---- charge items ----
    insertChargeItem(c: Omit<ChargeRow, 'id'>): void {
      db.prepare(
        `INSERT INTO charge_items (medical_code, project_no, pay_method, name, unit, charges, price_type, gj_medical_code)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(c.medicalCode, c.projectNo, c.payMethod, c.name, c.unit, c.charges, c.priceType, c.gjMedicalCode);
    },
    listChargeItems(f: { name?: string; payMethod?: string; priceType?: string }, page: Page): Paged<ChargeRow> {
      const where = new Where();
      if (f.name) where.add("name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.payMethod) where.add('pay_method = ?', f.payMethod);
      if (f.priceType) where.add('price_type = ?', f.priceType);
      return selectPage<ChargeRow>(db, { select: CHARGE_COLS, from: 'charge_items', where, orderBy: 'medical_code' }, page);
    },
    getChargeByMedicalCode(medicalCode: string): ChargeRow | undefined {
      return db.prepare(`SELECT ${CHARGE_COLS} FROM charge_items WHERE medical_code = ?`).get(medicalCode) as ChargeRow | undefined;
    },
  };
}
