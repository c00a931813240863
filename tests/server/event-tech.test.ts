// An event report names the new technology it happened with (issue 35 §3): stored on the record
// (records.tech_item_id), shown by the detail, refused when unknown or newly picked while stopped, kept by a
// resubmit that leaves it out, cleared by a draft saved with null. Runs on PostgreSQL too (HOS_TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { withDb } from './helpers.ts';
import { useWfServer } from './wf.ts';

const { s, w } = useWfServer({ checkSecrets: true });

/** The catalogue row of a seeded technology, as the report page's picker reads it. */
async function techByCode(code: string): Promise<{ id: number; techCode: string; techName: string; status: string }> {
  const rows = (await w.get('nurse01', `/api/v1/tech/in-use?keyword=${encodeURIComponent(code)}`)).data as { id: number; techCode: string; techName: string; status: string }[];
  const row = rows.find((r) => r.techCode === code);
  if (!row) throw new Error(`no technology ${code}`);
  return row;
}

const storedTech = (id: number) => withDb(s, async (db) => (await db.get<{ t: number | null }>('SELECT tech_item_id AS t FROM records WHERE id = ?', id))?.t ?? null);

describe('an event names its technology', () => {
  it('a report stores the technology it names and its detail shows it; a returned one resubmitted keeps it', async () => {
    const cgm = await techByCode('XJS-2024-003');
    const r = await w.report('nurse01', { techItemId: cgm.id });
    expect(r.code).toBe(200);
    const id = r.data.id as number;
    expect(r.data.tech).toEqual({ id: cgm.id, techCode: 'XJS-2024-003', techName: cgm.techName, recordId: null });
    expect(await storedTech(id)).toBe(cgm.id);
    // the department head reads it too
    expect((await w.detail('approver01', id)).tech).toMatchObject({ id: cgm.id, techCode: 'XJS-2024-003' });
    // a report that names none says null
    const none = await w.report('nurse01');
    expect(none.data.tech).toBeNull();

    // returned and resubmitted without the field: the technology stays
    expect((await w.act('approver01', id, 'return', { comment: '请补充经过' })).data.state).toBe('returned');
    const re = await w.act('nurse01', id, 'resubmit', { data: (await w.detail('nurse01', id)).data });
    expect(re.code).toBe(200);
    expect(re.data.tech).toMatchObject({ id: cgm.id });
  });

  it('an unknown technology is refused in the caller language', async () => {
    const zh = await w.report('nurse01', { techItemId: 999999 });
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('所选的新技术不存在，请重新选择涉及的新技术');
    const en = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', data: {}, submit: false, techItemId: 999999 }, { 'Accept-Language': 'en' });
    expect(en.code).toBe(400);
    expect(en.msg).toBe('The new technology chosen does not exist: choose the technology involved again');
    // not an id at all
    expect((await w.report('nurse01', { techItemId: 'abc' })).code).toBe(400);
  });

  it('a stopped technology cannot be newly picked; a record that already names it keeps it', async () => {
    const oxygen = await techByCode('XJS-2024-006');
    const draft = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', data: {}, submit: false, techItemId: oxygen.id });
    expect(draft.data.tech).toMatchObject({ id: oxygen.id });
    const other = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', data: {}, submit: false });
    await withDb(s, (db) => db.run("UPDATE tech_items SET status = '终止' WHERE id = ?", oxygen.id));
    try {
      // the picker no longer offers it, but reads it by id
      expect((await w.get('nurse01', '/api/v1/tech/in-use?keyword=XJS-2024-006')).data).toEqual([]);
      const stopped = await w.report('nurse01', { techItemId: oxygen.id });
      expect(stopped.code).toBe(400);
      expect(stopped.msg).toBe(`新技术“${oxygen.techName}（XJS-2024-006）”已终止，不能再选为事件涉及的新技术`);
      const en = await w.call('nurse01', 'PUT', `/api/v1/records/${other.data.id}`, { version: other.data.version, techItemId: oxygen.id }, { 'Accept-Language': 'en' });
      expect(en.code).toBe(400);
      expect(en.msg).toBe(`The new technology "${oxygen.techName} (XJS-2024-006)" is stopped and can no longer be named by an event`);
      // the draft that named it before it stopped saves with it
      const kept = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.data.id}`, { version: draft.data.version, techItemId: oxygen.id, title: '保存' });
      expect(kept.code).toBe(200);
      expect(kept.data.tech).toMatchObject({ id: oxygen.id });
    } finally {
      await withDb(s, (db) => db.run('UPDATE tech_items SET status = ? WHERE id = ?', oxygen.status, oxygen.id));
    }
  });

  it('a draft saved with null names no technology; another id replaces it', async () => {
    const cgm = await techByCode('XJS-2024-003');
    const pump = await techByCode('XJS-2024-009');
    const d = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', data: {}, submit: false, techItemId: cgm.id });
    expect(d.data.tech).toMatchObject({ id: cgm.id });
    const swapped = await w.call('nurse01', 'PUT', `/api/v1/records/${d.data.id}`, { version: d.data.version, techItemId: pump.id });
    expect(swapped.data.tech).toMatchObject({ id: pump.id, techCode: 'XJS-2024-009' });
    // a save that leaves the field out keeps it
    const untouched = await w.call('nurse01', 'PUT', `/api/v1/records/${d.data.id}`, { version: swapped.data.version, title: '只改标题' });
    expect(untouched.data.tech).toMatchObject({ id: pump.id });
    const cleared = await w.call('nurse01', 'PUT', `/api/v1/records/${d.data.id}`, { version: untouched.data.version, techItemId: null });
    expect(cleared.code).toBe(200);
    expect(cleared.data.tech).toBeNull();
    expect(await storedTech(d.data.id)).toBeNull();
  });

  it('a technology application names none (the field belongs to event reports)', async () => {
    const cgm = await techByCode('XJS-2024-003');
    const a = await w.apply('tech01', { techItemId: cgm.id });
    expect(a.code).toBe(200);
    expect(a.data.tech).toBeNull();
    expect(await storedTech(a.data.id)).toBeNull();
  });
});
