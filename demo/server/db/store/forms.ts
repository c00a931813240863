// The form library: forms and their numbered schema versions.
import type { SqlDb } from '../sql/types.ts';
import type { FormVersionRow, Page, Paged } from './types.ts';
import { likeContains, selectPage, Where } from './sql.ts';
import { SCORE_ITEM_TYPE } from '../../../../src/core/quality/types.ts';

type FormListRow = { id: number; code: string; name: string; latestVersion: number; updatedAt: number };

const FORM_VERSION_SELECT = `SELECT f.id, f.code, f.name, v.version, v.note, v.created_at AS createdAt,
  v.created_by_name AS createdBy FROM forms f JOIN form_versions v ON v.form_id = f.id`;

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
    /** Creates a form with its version 1. */
    async insertForm(f: { code: string; name: string; schema: unknown; note: string; userId: number | null; userName: string; now: number }): Promise<{ id: number; version: number }> {
      return await db.tx(async () => {
        const id = Number(await db.insert('INSERT INTO forms (code, name, latest_version, created_by, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?)', f.code, f.name, f.userId, f.now, f.now));
        await db.run('INSERT INTO form_versions (form_id, version, schema, note, created_by, created_by_name, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)', id, JSON.stringify(f.schema), f.note, f.userId, f.userName, f.now);
        return { id, version: 1 };
      });
    },
    async formCodeTaken(code: string): Promise<boolean> {
      return !!await db.get('SELECT 1 FROM forms WHERE code = ?', code);
    },
    /** `kind`: 'scoring' only forms whose latest version has a score item (the scoring-form library), 'form'
     *  only the others; absent: all. */
    listForms(f: { name?: string; kind?: 'scoring' | 'form' }, page: Page): Promise<Paged<FormListRow>> {
      const where = new Where();
      if (f.name) where.add("(name LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\')", likeContains(f.name), likeContains(f.name));
      if (f.kind) {
        // schemas are stored as JSON.stringify writes them: a score item is `"type":"scoreItem"`
        const scoring = `EXISTS (SELECT 1 FROM form_versions v WHERE v.form_id = forms.id AND v.version = forms.latest_version
          AND v.schema LIKE ?)`;
        where.add(f.kind === 'scoring' ? scoring : `NOT ${scoring}`, `%"type":"${SCORE_ITEM_TYPE}"%`);
      }
      return selectPage<FormListRow>(db, {
        select: 'id, code, name, latest_version AS latestVersion, updated_at AS updatedAt', from: 'forms', where, orderBy: 'id',
      }, page);
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
