// Flow definitions as immutable numbered versions (like forms), what each subject (event type, technology
// class, business) is bound to, and the unsafe-event types.
import type { SqlDb } from '../sql/types.ts';
import type { FlowDef } from '../../../../src/core/workflow/types.ts';

export interface FlowListRow { code: string; name: string; nameEn: string; module: string; latestVersion: number; updatedAt: number }
export interface FlowVersionInfo { version: number; createdAt: number; createdByName: string }
/** An event category (issue 31 §2): its bound form version and flow, its order, retired or not. */
export interface EventTypeRow {
  code: string; name: string; nameEn: string; formId: number | null; formCode: string | null; formVersion: number | null;
  formName: string | null; formNameEn: string | null; formLatestVersion: number | null; formRetiredAt: number | null; flowCode: string | null; sort: number;
  /** hidden from new reports since then; null while active */
  retiredAt: number | null; createdAt: number; updatedAt: number;
}
/** The fields of a category an administrator changes (absent: unchanged). */
export interface EventTypeChange { name?: string; nameEn?: string; formId?: number; formVersion?: number }

const EVENT_TYPE_SELECT = `SELECT e.code, e.name, e.name_en AS nameEn, e.form_id AS formId, f.code AS formCode, e.form_version AS formVersion,
  f.name AS formName, f.name_en AS formNameEn, f.latest_version AS formLatestVersion, f.retired_at AS formRetiredAt, b.flow_code AS flowCode, e.sort, e.retired_at AS retiredAt, e.created_at AS createdAt,
  e.updated_at AS updatedAt
  FROM event_types e LEFT JOIN forms f ON f.id = e.form_id LEFT JOIN flow_bindings b ON b.subject = 'baqsj:' || e.code`;

/** Parsed flow versions per database: versions never change (a trigger refuses it), so they are read once.
 *  Safe with several instances on one PostgreSQL: the key is code@version and the latest version number is
 *  always read from the database; a new version is a new key. */
const CACHES = new WeakMap<SqlDb, Map<string, FlowDef>>();

/** One version of a flow (cached), or undefined. */
export async function loadFlowVersion(db: SqlDb, code: string, version: number): Promise<FlowDef | undefined> {
  let cache = CACHES.get(db);
  if (!cache) CACHES.set(db, (cache = new Map()));
  const key = `${code}@${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = await db.get('SELECT definition FROM flow_versions WHERE flow_code = ? AND version = ?', code, version) as { definition: string } | undefined;
  if (!r) return undefined;
  const def = JSON.parse(r.definition) as FlowDef;
  cache.set(key, def);
  return def;
}

export async function latestFlowVersion(db: SqlDb, code: string): Promise<number | undefined> {
  return (await db.get('SELECT latest_version AS v FROM flows WHERE code = ?', code) as { v: number } | undefined)?.v;
}

export async function bindingOf(db: SqlDb, subject: string): Promise<string | undefined> {
  return (await db.get('SELECT flow_code AS c FROM flow_bindings WHERE subject = ?', subject) as { c: string } | undefined)?.c;
}

export function flowsArea(db: SqlDb) {
  return {
    /** Saves `def` as the next version of its flow (creating the flow at version 1); returns the version. */
    async insertFlowVersion(def: FlowDef, by: { userId: number | null; userName: string }, now: number): Promise<number> {
      return await db.tx(async () => {
        const cur = await latestFlowVersion(db, def.code);
        const next = (cur ?? 0) + 1;
        if (cur === undefined) {
          await db.run('INSERT INTO flows (code, name, name_en, module, latest_version, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)', def.code, def.name['zh-CN'], def.name.en, def.module, now, now);
        } else {
          await db.run('UPDATE flows SET name = ?, name_en = ?, module = ?, latest_version = ?, updated_at = ? WHERE code = ?', def.name['zh-CN'], def.name.en, def.module, next, now, def.code);
        }
        await db.run('INSERT INTO flow_versions (flow_code, version, definition, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?)', def.code, next, JSON.stringify(def), by.userId, by.userName, now);
        return next;
      });
    },
    async flowCount(): Promise<number> {
      return (await db.get('SELECT COUNT(*) AS n FROM flows') as { n: number }).n;
    },
    async listFlows(): Promise<FlowListRow[]> {
      return await db.all('SELECT code, name, name_en AS nameEn, module, latest_version AS latestVersion, updated_at AS updatedAt FROM flows ORDER BY module, code') as FlowListRow[];
    },
    getFlowVersion(code: string, version: number): Promise<FlowDef | undefined> {
      return loadFlowVersion(db, code, version);
    },
    /** The latest version of a flow, or undefined. */
    async getLatestFlow(code: string): Promise<{ version: number; definition: FlowDef } | undefined> {
      const v = await latestFlowVersion(db, code);
      const def = v === undefined ? undefined : await loadFlowVersion(db, code, v);
      return def && { version: v!, definition: def };
    },
    async listFlowVersions(code: string): Promise<FlowVersionInfo[]> {
      return await db.all('SELECT version, created_at AS createdAt, created_by_name AS createdByName FROM flow_versions WHERE flow_code = ? ORDER BY version DESC', code) as FlowVersionInfo[];
    },

    // ---- bindings ----
    async listBindings(): Promise<{ subject: string; flowCode: string }[]> {
      return await db.all('SELECT subject, flow_code AS flowCode FROM flow_bindings ORDER BY subject') as { subject: string; flowCode: string }[];
    },
    getBinding(subject: string): Promise<string | undefined> {
      return bindingOf(db, subject);
    },
    async setBinding(subject: string, flowCode: string, now: number): Promise<void> {
      await db.run('INSERT INTO flow_bindings (subject, flow_code, updated_at) VALUES (?, ?, ?) ON CONFLICT(subject) DO UPDATE SET flow_code = excluded.flow_code, updated_at = excluded.updated_at', subject, flowCode, now);
    },

    // ---- unsafe-event types (event categories, issue 31 §2) ----
    /** A category at the end of the order unless `sort` says; bound to `formVersion`, else the form's latest version. */
    async insertEventType(e: { code: string; name: string; nameEn: string; formId: number | null; formVersion?: number | null; sort?: number; now?: number }): Promise<void> {
      const now = e.now ?? Date.now();
      await db.run(`INSERT INTO event_types (code, name, name_en, form_id, form_version, sort, created_at, updated_at)
        VALUES (?, ?, ?, ?, COALESCE(?, (SELECT latest_version FROM forms WHERE id = ?)), COALESCE(?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM event_types)), ?, ?)`,
      e.code, e.name, e.nameEn, e.formId, e.formVersion ?? null, e.formId, e.sort ?? null, now, now);
    },
    /** Every category (retired ones too), in their order. */
    async listEventTypes(): Promise<EventTypeRow[]> {
      return await db.all(`${EVENT_TYPE_SELECT} ORDER BY e.sort, e.code`) as EventTypeRow[];
    },
    async getEventType(code: string): Promise<EventTypeRow | undefined> {
      return await db.get(`${EVENT_TYPE_SELECT} WHERE e.code = ?`, code) as EventTypeRow | undefined;
    },
    /** Renames or rebinds a category; false when it does not exist. */
    async updateEventType(code: string, c: EventTypeChange, now: number): Promise<boolean> {
      const cols: [keyof EventTypeChange, string][] = [['name', 'name'], ['nameEn', 'name_en'], ['formId', 'form_id'], ['formVersion', 'form_version']];
      const set = cols.filter(([k]) => c[k] !== undefined);
      return (await db.run(`UPDATE event_types SET ${set.map(([, col]) => `${col} = ?, `).join('')}updated_at = ? WHERE code = ?`,
        ...set.map(([k]) => c[k]), now, code)).changes > 0;
    },
    /** Writes the categories' order: `codes` first to last (a category left out keeps its place after them). */
    async orderEventTypes(codes: readonly string[], now: number): Promise<void> {
      await db.tx(async () => {
        for (const [i, code] of codes.entries()) await db.run('UPDATE event_types SET sort = ?, updated_at = ? WHERE code = ? AND sort <> ?', i + 1, now, code, i + 1);
      });
    },
    /** Retires (a time) or restores (null) a category; false when it does not exist. */
    async setEventTypeRetired(code: string, at: number | null, now: number): Promise<boolean> {
      return (await db.run('UPDATE event_types SET retired_at = ?, updated_at = ? WHERE code = ?', at, now, code)).changes > 0;
    },

    // ---- who could act at a step (flow admin validation) ----
    /** Enabled, undeleted users holding an enabled role. */
    async countRoleHolders(roleKey: string, enabledOnly: boolean): Promise<number> {
      return (await db.get(`SELECT COUNT(DISTINCT u.id) AS n FROM users u JOIN user_roles ur ON ur.user_id = u.id
        JOIN roles r ON r.id = ur.role_id WHERE r.role_key = ? AND u.deleted_at IS NULL ${enabledOnly ? 'AND u.status = 1 AND r.status = 1' : ''}`, roleKey) as { n: number }).n;
    },
  };
}
