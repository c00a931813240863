// Uploaded files: who stored what under which name, and how much each user keeps.
import type { Db } from '../connection.ts';

export function uploadsArea(db: Db) {
  return {
    insertUpload(u: { storedName: string; originalName: string; size: number; uploadedBy: number | null; now: number }): void {
      db.prepare('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
    },
    /** Registers the upload unless it takes the user past `quotaBytes`; then nothing is written and the
     *  bytes already used are returned. One immediate transaction, so two uploads at once (or two server
     *  instances) cannot both slip under the quota. */
    insertUploadWithinQuota(u: { storedName: string; originalName: string; size: number; uploadedBy: number; now: number }, quotaBytes: number): { ok: true } | { ok: false; used: number } {
      return db.transaction(() => {
        const used = (db.prepare('SELECT COALESCE(SUM(size), 0) AS n FROM uploads WHERE uploaded_by = ?').get(u.uploadedBy) as { n: number }).n;
        if (used + u.size > quotaBytes) return { ok: false as const, used };
        db.prepare('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)')
          .run(u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
        return { ok: true as const };
      }).immediate();
    },
  };
}
