// Uploaded files: who stored what under which name.
import type { Db } from '../connection.ts';

export function uploadsArea(db: Db) {
  return {
    insertUpload(u: { storedName: string; originalName: string; size: number; uploadedBy: number | null; now: number }): void {
      db.prepare('INSERT INTO uploads (stored_name, original_name, size, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(u.storedName, u.originalName, u.size, u.uploadedBy, u.now);
    },
  };
}
