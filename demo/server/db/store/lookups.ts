// Reference lists the forms look things up in: departments, dictionaries and charge items.
import type { SqlDb } from '../sql/types.ts';
import type { ChargeRow, Page, Paged } from './types.ts';
import { likeContains, selectPage, Where } from './sql.ts';

const CHARGE_COLS = `id, medical_code AS medicalCode, project_no AS projectNo, pay_method AS payMethod, name, unit,
  charges, price_type AS priceType, gj_medical_code AS gjMedicalCode`;

export function lookupsArea(db: SqlDb) {
  return {
    // ---- departments ----
    async insertDept(deptName: string, sort: number, parentId: number | null = null): Promise<number> {
      return Number(await db.insert('INSERT INTO depts (dept_name, sort, parent_id) VALUES (?, ?, ?)', deptName, sort, parentId));
    },
    async setDeptHead(deptName: string, userId: number | null): Promise<boolean> {
      return (await db.run('UPDATE depts SET head_user_id = ? WHERE dept_name = ?', userId, deptName)).changes > 0;
    },
    /** Every department (the tree: parentId null at the root), with its head. */
    async listDepts(): Promise<{ deptId: number; deptName: string; deptNameEn: string; parentId: number | null; status: number; headUserId: number | null; headName: string | null }[]> {
      return await db.all(`SELECT d.id AS deptId, d.dept_name AS deptName, d.dept_name_en AS deptNameEn, d.parent_id AS parentId, d.status, d.head_user_id AS headUserId, u.name AS headName
        FROM depts d LEFT JOIN users u ON u.id = d.head_user_id ORDER BY d.sort, d.id`) as { deptId: number; deptName: string; deptNameEn: string; parentId: number | null; status: number; headUserId: number | null; headName: string | null }[];
    },

    // ---- dictionaries ----
    /** Adds an entry; one the bilingual dictionaries migration already wrote is kept as it is. */
    async insertDict(dictType: string, dictValue: string, dictLabel: string, sort: number): Promise<void> {
      await db.run('INSERT INTO dicts (dict_type, dict_value, dict_label, sort) VALUES (?, ?, ?, ?) ON CONFLICT (dict_type, dict_value) DO NOTHING', dictType, dictValue, dictLabel, sort);
    },
    /** The enabled entries of a type, labelled in `lang` (the other language when that label is blank). */
    async listDict(dictType: string, lang: 'zh-CN' | 'en' = 'zh-CN'): Promise<{ dictValue: string; dictLabel: string }[]> {
      const label = lang === 'en' ? "COALESCE(NULLIF(label_en, ''), dict_label)" : "COALESCE(NULLIF(dict_label, ''), label_en)";
      return await db.all(`SELECT dict_value AS dictValue, ${label} AS dictLabel FROM dicts WHERE dict_type = ? AND status = 1 ORDER BY sort, id`, dictType) as { dictValue: string; dictLabel: string }[];
    },

    // ---- charge items ----
    async insertChargeItem(c: Omit<ChargeRow, 'id'>): Promise<void> {
      await db.run(`INSERT INTO charge_items (medical_code, project_no, pay_method, name, unit, charges, price_type, gj_medical_code)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, c.medicalCode, c.projectNo, c.payMethod, c.name, c.unit, c.charges, c.priceType, c.gjMedicalCode);
    },
    listChargeItems(f: { name?: string; payMethod?: string; priceType?: string }, page: Page): Promise<Paged<ChargeRow>> {
      const where = new Where();
      if (f.name) where.add("name LIKE ? ESCAPE '\\'", likeContains(f.name));
      if (f.payMethod) where.add('pay_method = ?', f.payMethod);
      if (f.priceType) where.add('price_type = ?', f.priceType);
      return selectPage<ChargeRow>(db, { select: CHARGE_COLS, from: 'charge_items', where, orderBy: 'medical_code' }, page);
    },
    async getChargeByMedicalCode(medicalCode: string): Promise<ChargeRow | undefined> {
      return await db.get(`SELECT ${CHARGE_COLS} FROM charge_items WHERE medical_code = ?`, medicalCode) as ChargeRow | undefined;
    },
  };
}
