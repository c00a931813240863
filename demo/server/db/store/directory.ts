// Issue 33 §1: the directory sign-in settings (meta key `directory`, JSON; the service account's password
// sealed, notify/secret.ts). SQLite and PostgreSQL alike: `meta` is in both.
import type { SqlDb } from '../sql/types.ts';
import { parseDirectorySettings, type DirectorySettings } from '../../../../src/core/directory/directory.ts';

export function directoryArea(db: SqlDb) {
  return {
    async getDirectorySettings(): Promise<DirectorySettings> {
      const r = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'directory'");
      return parseDirectorySettings(r?.value);
    },
    async putDirectorySettings(s: DirectorySettings): Promise<void> {
      await db.run("INSERT INTO meta (key, value) VALUES ('directory', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value", JSON.stringify(s));
    },
  };
}
