// Dictionaries (issue 13 §4): types and entries, each entry with a zh-CN and an English label, an order
// and a status. Pages label every coded value through them (src/core/dicts.ts).
import type { SqlDb } from '../sql/types.ts';

export interface DictTypeRow { dictType: string; nameZh: string; nameEn: string; status: number; sort: number; entryCount: number }
export interface DictEntryRow { id: number; dictType: string; value: string; zh: string; en: string; sort: number; status: number }

const ENTRY_COLS = 'id, dict_type AS dictType, dict_value AS value, dict_label AS zh, label_en AS en, sort, status';

export function dictsArea(db: SqlDb) {
  return {
    async listDictTypes(): Promise<DictTypeRow[]> {
      return await db.all(`SELECT t.dict_type AS dictType, t.name_zh AS nameZh, t.name_en AS nameEn, t.status, t.sort,
          (SELECT COUNT(*) FROM dicts d WHERE d.dict_type = t.dict_type) AS entryCount
        FROM dict_types t ORDER BY t.sort, t.dict_type`) as DictTypeRow[];
    },
    /** Creates or changes a type ('created' or 'updated'). */
    async saveDictType(t: { dictType: string; nameZh: string; nameEn: string; status: number; sort: number }): Promise<'created' | 'updated'> {
      const had = !!await db.get('SELECT 1 FROM dict_types WHERE dict_type = ?', t.dictType);
      await db.run(`INSERT INTO dict_types (dict_type, name_zh, name_en, status, sort) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (dict_type) DO UPDATE SET name_zh = excluded.name_zh, name_en = excluded.name_en, status = excluded.status, sort = excluded.sort`, t.dictType, t.nameZh, t.nameEn, t.status, t.sort);
      return had ? 'updated' : 'created';
    },
    /** 'ok', 'missing' or 'has-entries' (a type is emptied first). */
    async deleteDictType(dictType: string): Promise<'ok' | 'missing' | 'has-entries'> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM dict_types WHERE dict_type = ?', dictType)) return 'missing' as const;
        if (await db.get('SELECT 1 FROM dicts WHERE dict_type = ?', dictType)) return 'has-entries' as const;
        await db.run('DELETE FROM dict_types WHERE dict_type = ?', dictType);
        return 'ok' as const;
      });
    },
    async listDictEntries(dictType: string): Promise<DictEntryRow[]> {
      return await db.all(`SELECT ${ENTRY_COLS} FROM dicts WHERE dict_type = ? ORDER BY sort, id`, dictType) as DictEntryRow[];
    },
    /** Every entry of every enabled type (disabled entries included, marked): the pages' labelling table. */
    async allDictEntries(): Promise<DictEntryRow[]> {
      return await db.all(`SELECT ${qualifyEntry} FROM dicts d JOIN dict_types t ON t.dict_type = d.dict_type AND t.status = 1
        ORDER BY d.dict_type, d.sort, d.id`) as DictEntryRow[];
    },
    /** Adds (no id) or changes an entry: 'ok', 'missing' (no such entry or type) or 'value-taken'. */
    async saveDictEntry(e: { id?: number; dictType: string; value: string; zh: string; en: string; sort: number; status: number }): Promise<{ outcome: 'ok' | 'missing' | 'value-taken'; id?: number }> {
      return await db.tx(async () => {
        if (!await db.get('SELECT 1 FROM dict_types WHERE dict_type = ?', e.dictType)) return { outcome: 'missing' as const };
        const same = await db.get('SELECT id FROM dicts WHERE dict_type = ? AND dict_value = ?', e.dictType, e.value) as { id: number } | undefined;
        if (same && same.id !== e.id) return { outcome: 'value-taken' as const };
        if (e.id === undefined) {
          const id = Number(await db.insert('INSERT INTO dicts (dict_type, dict_value, dict_label, label_en, sort, status) VALUES (?, ?, ?, ?, ?, ?)', e.dictType, e.value, e.zh, e.en, e.sort, e.status));
          return { outcome: 'ok' as const, id };
        }
        const n = (await db.run('UPDATE dicts SET dict_value = ?, dict_label = ?, label_en = ?, sort = ?, status = ? WHERE id = ? AND dict_type = ?', e.value, e.zh, e.en, e.sort, e.status, e.id, e.dictType)).changes;
        return { outcome: n ? ('ok' as const) : ('missing' as const), id: e.id };
      });
    },
    /** Removes the entry of a code (a deleted role's key). */
    async dropDictValue(dictType: string, value: string): Promise<void> {
      await db.run('DELETE FROM dicts WHERE dict_type = ? AND dict_value = ?', dictType, value);
    },
    async deleteDictEntry(id: number): Promise<boolean> {
      return (await db.run('DELETE FROM dicts WHERE id = ?', id)).changes > 0;
    },
    /** Sets an entry's Chinese label (a renamed role's key keeps labelling it); false when there is no entry. */
    async setDictLabelZh(dictType: string, value: string, zh: string): Promise<boolean> {
      return (await db.run('UPDATE dicts SET dict_label = ? WHERE dict_type = ? AND dict_value = ?', zh, dictType, value)).changes > 0;
    },
    /** Adds an entry unless the value is there (a new role's key gets its label this way). */
    async ensureDictEntry(dictType: string, value: string, zh: string, en: string): Promise<void> {
      await db.run(`INSERT INTO dicts (dict_type, dict_value, dict_label, label_en, sort)
        VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(sort), 0) + 1 FROM dicts WHERE dict_type = ?)) ON CONFLICT (dict_type, dict_value) DO NOTHING`, dictType, value, zh, en, dictType);
    },
  };
}

const qualifyEntry = 'd.id, d.dict_type AS dictType, d.dict_value AS value, d.dict_label AS zh, d.label_en AS en, d.sort, d.status';
