// Uploaded files: who stored what under which name, and how much each user keeps.
import type { SqlDb } from '../sql/types.ts';

export function uploadsArea(db: SqlDb) {
  return {
    async insertUpload(u: { storedName: string; originalName: string; size: number; uploadedBy: number | null; now: number }): Promise<void> {
      await db.run('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)', u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
    },
    /** Registers the upload unless it takes the user past `quotaBytes`; then nothing is written and the
     *  bytes already used are returned. One immediate transaction, so two uploads at once (or two server
     *  instances) cannot both slip under the quota. */
    async insertUploadWithinQuota(u: { storedName: string; originalName: string; size: number; uploadedBy: number; now: number }, quotaBytes: number): Promise<{ ok: true } | { ok: false; used: number }> {
      return await db.tx(async () => {
        const used = (await db.get('SELECT COALESCE(SUM(size), 0) AS n FROM uploads WHERE uploaded_by = ?', u.uploadedBy) as { n: number }).n;
        if (used + u.size > quotaBytes) return { ok: false as const, used };
        await db.run('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)', u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
        return { ok: true as const };
      });
    },
  };
}
