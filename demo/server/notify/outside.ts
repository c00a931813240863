// Issue 33 §6: what a message that leaves the hospital (e-mail, WeCom) may say of its record: the module,
// the number and the event category, read here; the wording is src/core/messages/outbound.ts.
import type { SqlDb } from '../db/sql/types.ts';
import type { OutsideRef } from '../../../src/core/messages/outbound.ts';

/** The record's reference for outside messages ({} when the message is of no record). */
export async function outsideRef(db: SqlDb, recordId: number | null | undefined): Promise<OutsideRef> {
  if (!recordId) return {};
  const row = await db.get<{ module: string; name: string | null; nameEn: string | null }>(
    'SELECT r.module AS module, e.name AS name, e.name_en AS nameEn FROM records r LEFT JOIN event_types e ON e.code = r.event_type WHERE r.id = ?', recordId);
  if (!row) return { recordId };
  return { module: row.module, recordId, category: row.name ? { 'zh-CN': row.name, en: row.nameEn || row.name } : null };
}
