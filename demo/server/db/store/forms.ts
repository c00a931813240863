// The form library: forms and their numbered schema versions, their kind and whether anything uses them.
import type { SqlDb } from '../sql/types.ts';
import type { FormVersionRow, Page, Paged } from './types.ts';
import { likeContains, selectPage, Where } from './sql.ts';
import { FORM_CODE_PATTERN, kindOfSchema, type FormKind, type FormUseState } from '../../../../src/core/formLibrary/kinds.ts';

export interface FormListRow {
  id: number; code: string; name: string; nameEn: string; kind: FormKind; latestVersion: number; updatedAt: number;
  retiredAt: number | null; state: FormUseState;
  /** something refers to it: it cannot be deleted */
  used: boolean;
}

/** What refers to a form (issue 31 §1): records made on it, event categories bound to it, quality rounds
 *  scored on it, the system by its code. */
export interface FormUsage {
  records: number;
  /** the categories bound to it (retired ones too), in their order */
  categories: { code: string; name: string; nameEn: string; retired: boolean }[];
  rounds: number;
  /** the system reads it by its code */
  system: boolean;
}

const FORM_VERSION_SELECT = `SELECT f.id, f.code, f.name, f.name_en AS nameEn, f.kind, f.retired_at AS retiredAt, v.version, v.note,
  v.created_at AS createdAt, v.created_by_name AS createdBy FROM forms f JOIN form_versions v ON v.form_id = f.id`;

/** `used` as SQL over the forms row `f`: the references of FormUsage. `systemCodes` are constants of the code. */
function usedSql(systemCodes: readonly string[]): string {
  const codes = systemCodes.filter((c) => FORM_CODE_PATTERN.test(c)).map((c) => `'${c}'`);
  return `(${codes.length ? `f.code IN (${codes.join(', ')}) OR ` : ''}EXISTS (SELECT 1 FROM records r WHERE r.form_id = f.id)
    OR EXISTS (SELECT 1 FROM event_types e WHERE e.form_id = f.id) OR EXISTS (SELECT 1 FROM quality_rounds q WHERE q.form_id = f.id))`;
}

/** Parsed schemas per database. Versions are immutable (the database refuses changes), so each schema is
 *  read and parsed once: a submission looks its form up twice, and a form is tens of KB of JSON. Frozen,
 *  because every caller shares the one object. */
const SCHEMAS = new WeakMap<SqlDb, Map<string, unknown>>();

function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

async function schemaOf(db: SqlDb, formId: number, version: number): Promise<unknown> {
  let cache = SCHEMAS.get(db);
  if (!cache) SCHEMAS.set(db, (cache = new Map()));
  const key = `${formId}@${version}`;
  if (cache.has(key)) return cache.get(key);
  const r = await db.get('SELECT schema FROM form_versions WHERE form_id = ? AND version = ?', formId, version) as { schema: string } | undefined;
  const schema = r ? deepFreeze(JSON.parse(r.schema) as unknown) : undefined;
  if (r) cache.set(key, schema);
  return schema;
}

async function parseFormVersion(db: SqlDb, r: Record<string, unknown> | undefined): Promise<FormVersionRow | undefined> {
  return r && { ...(r as unknown as FormVersionRow), schema: await schemaOf(db, Number(r.id), Number(r.version)) as FormVersionRow['schema'] };
}

export function formsArea(db: SqlDb) {
  const version = async (sql: string, ...args: unknown[]) =>
    parseFormVersion(db, await db.get(`${FORM_VERSION_SELECT} ${sql}`, ...args) as Record<string, unknown> | undefined);
  return {
    /** Creates a form with its version 1 (`kind`: what the schema says when absent, kindOfSchema). */
    async insertForm(f: { code: string; name: string; nameEn?: string; kind?: FormKind; schema: unknown; note: string; userId: number | null; userName: string; now: number }): Promise<{ id: number; version: number }> {
      return await db.tx(async () => {
        const id = Number(await db.insert('INSERT INTO forms (code, name, name_en, kind, latest_version, created_by, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?, ?)',
          f.code, f.name, f.nameEn ?? '', f.kind ?? kindOfSchema(f.schema), f.userId, f.now, f.now));
        await db.run('INSERT INTO form_versions (form_id, version, schema, note, created_by, created_by_name, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)', id, JSON.stringify(f.schema), f.note, f.userId, f.userName, f.now);
        return { id, version: 1 };
      });
    },
    async formCodeTaken(code: string): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM forms WHERE code = ?', code);
    },
    /**
     * A page of the library. `kinds`: only forms of these kinds; `active`: no retired ones; `systemCodes`: the
     * forms the system reads by their code (in use whatever else refers to them).
     */
    listForms(f: { name?: string; kinds?: readonly FormKind[]; active?: boolean; systemCodes: readonly string[] }, page: Page): Promise<Paged<FormListRow>> {
      const where = new Where();
      if (f.active) where.add('f.retired_at IS NULL');
      if (f.name) where.add("(f.name LIKE ? ESCAPE '\\' OR f.name_en LIKE ? ESCAPE '\\' OR f.code LIKE ? ESCAPE '\\')", likeContains(f.name), likeContains(f.name), likeContains(f.name));
      if (f.kinds) where.in('f.kind', f.kinds);
      return selectPage<FormListRow>(db, {
        select: `id, code, name, name_en AS nameEn, kind, latest_version AS latestVersion, updated_at AS updatedAt, retired_at AS retiredAt,
          CASE WHEN ${usedSql(f.systemCodes)} THEN 1 ELSE 0 END AS used`,
        from: 'forms f', where, orderBy: 'f.id',
      }, page).then((p) => ({
        count: p.count,
        rows: p.rows.map((r) => ({ ...r, used: !!Number(r.used), state: r.retiredAt !== null ? 'retired' : Number(r.used) ? 'inUse' : 'unused' })),
      }));
    },
    /** What refers to a form, or undefined when it does not exist. */
    async formUsage(id: number, systemCodes: readonly string[]): Promise<FormUsage | undefined> {
      const f = await db.get<{ code: string }>('SELECT code FROM forms WHERE id = ?', id);
      if (!f) return undefined;
      const [records, rounds, categories] = await Promise.all([
        db.get<{ n: number }>('SELECT COUNT(*) AS n FROM records WHERE form_id = ?', id),
        db.get<{ n: number }>('SELECT COUNT(*) AS n FROM quality_rounds WHERE form_id = ?', id),
        db.all<{ code: string; name: string; nameEn: string; retiredAt: number | null }>(
          'SELECT code, name, name_en AS nameEn, retired_at AS retiredAt FROM event_types WHERE form_id = ? ORDER BY sort, code', id),
      ]);
      return {
        records: Number(records?.n ?? 0), rounds: Number(rounds?.n ?? 0), system: systemCodes.includes(f.code),
        categories: categories.map((c) => ({ code: c.code, name: c.name, nameEn: c.nameEn, retired: c.retiredAt !== null })),
      };
    },
    /** Retires (a time) or restores (null) a form; false when it does not exist. */
    async setFormRetired(id: number, at: number | null): Promise<boolean> {
      return (await db.run('UPDATE forms SET retired_at = ? WHERE id = ?', at, id)).changes > 0;
    },
    /**
     * Deletes a form and its versions when nothing uses it (checked in the same transaction). Versions are
     * deleted only with their form: the form is first marked (latest_version 0), which the database's trigger asks.
     */
    async deleteForm(id: number, systemCodes: readonly string[]): Promise<'ok' | 'missing' | 'used'> {
      const done = await db.tx(async () => {
        const f = await db.get<{ used: number }>(`SELECT CASE WHEN ${usedSql(systemCodes)} THEN 1 ELSE 0 END AS used FROM forms f WHERE f.id = ?`, id);
        if (!f) return 'missing' as const;
        if (Number(f.used)) return 'used' as const;
        await db.run('UPDATE forms SET latest_version = 0 WHERE id = ?', id);
        await db.run('DELETE FROM form_versions WHERE form_id = ?', id);
        await db.run('DELETE FROM forms WHERE id = ?', id);
        return 'ok' as const;
      });
      // a later form may get the same id (SQLite): its versions are not these
      const cache = SCHEMAS.get(db);
      if (done === 'ok' && cache) for (const key of [...cache.keys()]) if (key.startsWith(`${id}@`)) cache.delete(key);
      return done;
    },
    getFormLatest(id: number): Promise<FormVersionRow | undefined> {
      return version('AND v.version = f.latest_version WHERE f.id = ?', id);
    },
    getFormLatestByCode(code: string): Promise<FormVersionRow | undefined> {
      return version('AND v.version = f.latest_version WHERE f.code = ?', code);
    },
    getFormVersion(id: number, v: number): Promise<FormVersionRow | undefined> {
      return version('WHERE f.id = ? AND v.version = ?', id, v);
    },
    async listFormVersions(id: number): Promise<{ version: number; note: string; createdAt: number; createdBy: string }[]> {
      return await db.all('SELECT version, note, created_at AS createdAt, created_by_name AS createdBy FROM form_versions WHERE form_id = ? ORDER BY version DESC', id) as { version: number; note: string; createdAt: number; createdBy: string }[];
    },
    /** Appends version latest+1; undefined when the form does not exist. */
    async addFormVersion(id: number, v: { schema: unknown; note: string; userId: number; userName: string; now: number }): Promise<number | undefined> {
      return await db.tx(async () => {
        const cur = await db.get('SELECT latest_version AS n FROM forms WHERE id = ?', id) as { n: number } | undefined;
        if (!cur) return undefined;
        const next = cur.n + 1;
        await db.run('INSERT INTO form_versions (form_id, version, schema, note, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', id, next, JSON.stringify(v.schema), v.note, v.userId, v.userName, v.now);
        await db.run('UPDATE forms SET latest_version = ?, updated_at = ? WHERE id = ?', next, v.now, id);
        return next;
      });
    },
  };
}
