// Meta keys, system settings by classify, and system parameters (flow status lists).
import type { Db } from '../connection.ts';

export function settingsArea(db: Db) {
  return {
    getMeta(key: string): string | undefined {
      const r = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
      return r?.value;
    },
    setMeta(key: string, value: string): void {
      db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
        .run(key, value);
    },

    getSettings(classify: number): Record<string, unknown> | undefined {
      const r = db.prepare('SELECT content FROM settings WHERE classify = ?').get(classify) as { content: string } | undefined;
      return r && (JSON.parse(r.content) as Record<string, unknown>);
    },
    putSettings(classify: number, content: Record<string, unknown>, now: number): void {
      db.prepare(
        'INSERT INTO settings (classify, content, updated_at) VALUES (?, ?, ?) ON CONFLICT(classify) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at',
      ).run(classify, JSON.stringify(content), now);
    },
    putSysParam(paramName: string, flowStatus: { key: string; name: string }[]): void {
      db.prepare('INSERT OR REPLACE INTO sys_params (param_name, flow_status) VALUES (?, ?)').run(paramName, JSON.stringify(flowStatus));
    },
    getSysParam(paramName: string): { key: string; name: string }[] | undefined {
      const r = db.prepare('SELECT flow_status AS f FROM sys_params WHERE param_name = ?').get(paramName) as { f: string } | undefined;
      return r && (JSON.parse(r.f) as { key: string; name: string }[]);
    },
  };
}
