// Meta keys, system settings by classify, and system parameters (flow status lists).
import type { SqlDb } from '../sql/types.ts';

export function settingsArea(db: SqlDb) {
  return {
    async getMeta(key: string): Promise<string | undefined> {
      const r = await db.get('SELECT value FROM meta WHERE key = ?', key) as { value: string } | undefined;
      return r?.value;
    },
    async setMeta(key: string, value: string): Promise<void> {
      await db.run('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value', key, value);
    },

    async getSettings(classify: number): Promise<Record<string, unknown> | undefined> {
      const r = await db.get('SELECT content FROM settings WHERE classify = ?', classify) as { content: string } | undefined;
      return r && (JSON.parse(r.content) as Record<string, unknown>);
    },
    async putSettings(classify: number, content: Record<string, unknown>, now: number): Promise<void> {
      await db.run('INSERT INTO settings (classify, content, updated_at) VALUES (?, ?, ?) ON CONFLICT(classify) DO UPDATE SET content = excluded.content, updated_at = excluded.updated_at', classify, JSON.stringify(content), now);
    },
    async putSysParam(paramName: string, flowStatus: { key: string; name: string }[]): Promise<void> {
      await db.run('INSERT OR REPLACE INTO sys_params (param_name, flow_status) VALUES (?, ?)', paramName, JSON.stringify(flowStatus));
    },
    async getSysParam(paramName: string): Promise<{ key: string; name: string }[] | undefined> {
      const r = await db.get('SELECT flow_status AS f FROM sys_params WHERE param_name = ?', paramName) as { f: string } | undefined;
      return r && (JSON.parse(r.f) as { key: string; name: string }[]);
    },
  };
}
