// Flow definitions as immutable numbered versions (like forms), what each subject (event type, technology
// class, business) is bound to, and the unsafe-event types.
import type { Db } from '../connection.ts';
import type { FlowDef } from '../../../../src/core/workflow/types.ts';

export interface FlowListRow { code: string; name: string; nameEn: string; module: string; latestVersion: number; updatedAt: number }
export interface FlowVersionInfo { version: number; createdAt: number; createdByName: string }
export interface EventTypeRow { code: string; name: string; nameEn: string; formId: number | null; formCode: string | null; flowCode: string | null; sort: number }

/** Parsed flow versions per database: versions never change, so they are read once. */
const CACHES = new WeakMap<Db, Map<string, FlowDef>>();

/** One version of a flow (cached), or undefined. */
export function loadFlowVersion(db: Db, code: string, version: number): FlowDef | undefined {
  let cache = CACHES.get(db);
  if (!cache) CACHES.set(db, (cache = new Map()));
  const key = `${code}@${version}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const r = db.prepare('SELECT definition FROM flow_versions WHERE flow_code = ? AND version = ?').get(code, version) as { definition: string } | undefined;
  if (!r) return undefined;
  const def = JSON.parse(r.definition) as FlowDef;
  cache.set(key, def);
  return def;
}

export function latestFlowVersion(db: Db, code: string): number | undefined {
  return (db.prepare('SELECT latest_version AS v FROM flows WHERE code = ?').get(code) as { v: number } | undefined)?.v;
}

export function bindingOf(db: Db, subject: string): string | undefined {
  return (db.prepare('SELECT flow_code AS c FROM flow_bindings WHERE subject = ?').get(subject) as { c: string } | undefined)?.c;
}

export function flowsArea(db: Db) {
  return {
    /** Saves `def` as the next version of its flow (creating the flow at version 1); returns the version. */
    insertFlowVersion(def: FlowDef, by: { userId: number | null; userName: string }, now: number): number {
      return db.transaction(() => {
        const cur = latestFlowVersion(db, def.code);
        const next = (cur ?? 0) + 1;
        if (cur === undefined) {
          db.prepare('INSERT INTO flows (code, name, name_en, module, latest_version, created_at, updated_at) VALUES (?, ?, ?, ?, 1, ?, ?)')
            .run(def.code, def.name['zh-CN'], def.name.en, def.module, now, now);
        } else {
          db.prepare('UPDATE flows SET name = ?, name_en = ?, module = ?, latest_version = ?, updated_at = ? WHERE code = ?')
            .run(def.name['zh-CN'], def.name.en, def.module, next, now, def.code);
        }
        db.prepare('INSERT INTO flow_versions (flow_code, version, definition, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?)')
          .run(def.code, next, JSON.stringify(def), by.userId, by.userName, now);
        return next;
      })();
    },
    flowCount(): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM flows').get() as { n: number }).n;
    },
    listFlows(): FlowListRow[] {
      return db.prepare('SELECT code, name, name_en AS nameEn, module, latest_version AS latestVersion, updated_at AS updatedAt FROM flows ORDER BY module, code')
        .all() as FlowListRow[];
    },
    getFlowVersion(code: string, version: number): FlowDef | undefined {
      return loadFlowVersion(db, code, version);
    },
    /** The latest version of a flow, or undefined. */
    getLatestFlow(code: string): { version: number; definition: FlowDef } | undefined {
      const v = latestFlowVersion(db, code);
      const def = v === undefined ? undefined : loadFlowVersion(db, code, v);
      return def && { version: v!, definition: def };
    },
    listFlowVersions(code: string): FlowVersionInfo[] {
      return db.prepare('SELECT version, created_at AS createdAt, created_by_name AS createdByName FROM flow_versions WHERE flow_code = ? ORDER BY version DESC')
        .all(code) as FlowVersionInfo[];
    },

    // ---- bindings ----
    listBindings(): { subject: string; flowCode: string }[] {
      return db.prepare('SELECT subject, flow_code AS flowCode FROM flow_bindings ORDER BY subject').all() as { subject: string; flowCode: string }[];
    },
    getBinding(subject: string): string | undefined {
      return bindingOf(db, subject);
    },
    setBinding(subject: string, flowCode: string, now: number): void {
      db.prepare('INSERT INTO flow_bindings (subject, flow_code, updated_at) VALUES (?, ?, ?) ON CONFLICT(subject) DO UPDATE SET flow_code = excluded.flow_code, updated_at = excluded.updated_at')
        .run(subject, flowCode, now);
    },

    // ---- unsafe-event types ----
    insertEventType(e: { code: string; name: string; nameEn: string; formId: number | null; sort: number }): void {
      db.prepare('INSERT INTO event_types (code, name, name_en, form_id, sort) VALUES (?, ?, ?, ?, ?)').run(e.code, e.name, e.nameEn, e.formId, e.sort);
    },
    listEventTypes(): EventTypeRow[] {
      return db.prepare(`SELECT e.code, e.name, e.name_en AS nameEn, e.form_id AS formId, f.code AS formCode, b.flow_code AS flowCode, e.sort
        FROM event_types e LEFT JOIN forms f ON f.id = e.form_id LEFT JOIN flow_bindings b ON b.subject = 'baqsj:' || e.code
        ORDER BY e.sort, e.code`).all() as EventTypeRow[];
    },
    getEventType(code: string): EventTypeRow | undefined {
      return db.prepare(`SELECT e.code, e.name, e.name_en AS nameEn, e.form_id AS formId, f.code AS formCode, b.flow_code AS flowCode, e.sort
        FROM event_types e LEFT JOIN forms f ON f.id = e.form_id LEFT JOIN flow_bindings b ON b.subject = 'baqsj:' || e.code
        WHERE e.code = ?`).get(code) as EventTypeRow | undefined;
    },

    // ---- who could act at a step (flow admin validation) ----
    /** Enabled, undeleted users holding an enabled role. */
    countRoleHolders(roleKey: string, enabledOnly: boolean): number {
      return (db.prepare(`SELECT COUNT(DISTINCT u.id) AS n FROM users u JOIN user_roles ur ON ur.user_id = u.id
        JOIN roles r ON r.id = ur.role_id WHERE r.role_key = ? AND u.deleted_at IS NULL ${enabledOnly ? 'AND u.status = 1 AND r.status = 1' : ''}`)
        .get(roleKey) as { n: number }).n;
    },
  };
}
