// One type, one grade (issue 22 §1) through the real HTTP server: a body whose form data names another
// type or grade than it says is refused (400, in the caller's language) on create, save, submit and
// resubmit; a legacy body still takes them from the form; the stored data says what the record says; and
// records that already disagree are listed for the quality office only, never changed.
import { describe, expect, it } from 'vitest';
import { withDb } from './helpers.ts';
import { useWfServer, VALID, validFor } from './wf.ts';

const { s, w } = useWfServer({ checkSecrets: true });


const FALL_III = { event_category: '跌倒/坠床', event_level: 'III级（未造成后果事件）' };

describe('the server refuses a report whose form disagrees with its type or grade', () => {
  it('create: the issue case (压力性损伤 at the top, 跌倒/坠床 in the form) and a grade II against III', async () => {
    const before = (await w.get('nurse01', '/api/v1/records?scope=mine&pageSize=200')).data.count;
    const type = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'pressure', grade: 'III', submit: true, data: { ...VALID, ...FALL_III } });
    expect(type.code).toBe(400);
    expect(type.msg).toContain('事件类别');
    expect(type.msg).toContain('跌倒/坠床');
    expect(type.msg).toContain('压力性损伤');
    const grade = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'II', submit: false, data: { ...VALID, ...FALL_III } },
      { 'Accept-Language': 'en' });
    expect(grade.code).toBe(400);
    expect(grade.msg).toBe('The form\'s "事件分级" says "III级（未造成后果事件）" but this report\'s grade is "Grade II (adverse outcome)": the event type, grade and reporting department are entered once, at the top of the page; check them and submit again');
    expect((await w.get('nurse01', '/api/v1/records?scope=mine&pageSize=200')).data.count).toBe(before);
  });

  it('create: agreeing, or with the bound fields left empty, is stored once (the data gets the record values)', async () => {
    const ok = await w.report('nurse01', { eventType: 'medication', grade: 'I' });
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ eventType: 'medication', grade: 'I', data: { event_category: '给药错误', event_level: 'I级（警讯事件）' } });
    const blank = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'tube', grade: 'IV', submit: false, data: { event_place: '走廊' } });
    expect(blank.code).toBe(200);
    expect(blank.data.data).toMatchObject({ event_place: '走廊', event_category: '管路滑脱', event_level: 'IV级（隐患事件）' });
    // the title names the type once
    expect(blank.data.title).toBe('管路滑脱事件报告');
  });

  it('a legacy body without eventType and grade takes them from the form', async () => {
    // the older body names the generic form (the old portal's), which stays valid for any category
    const form = (await w.get('nurse01', '/api/v1/forms/by-code/05-unsafe-event-report')).data.id as number;
    const r = await w.call('nurse01', 'POST', '/api/v1/records', { formId: form, status: 'draft', data: { ...VALID, event_category: '输血事件', event_level: 'II级（不良后果事件）' } });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ eventType: 'transfusion', grade: 'II' });
  });

  it('saveDraft, submit and resubmit check the same way', async () => {
    const d = (await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', submit: false, data: validFor({}) })).data;
    const put = await w.call('nurse01', 'PUT', `/api/v1/records/${d.id}`, { version: d.version, eventType: 'fall', grade: 'IV', data: { ...VALID, ...FALL_III } });
    expect(put.code).toBe(400);
    const submit = await w.act('nurse01', d.id, 'submit', { grade: 'II', data: { ...VALID, ...FALL_III } });
    expect(submit.code).toBe(400);
    // the record changes type with agreeing data: fine
    const moved = await w.call('nurse01', 'PUT', `/api/v1/records/${d.id}`, { version: d.version, eventType: 'device', grade: 'II', data: validFor({ eventType: 'device', grade: 'II' }) });
    expect(moved.code).toBe(200);
    expect(moved.data).toMatchObject({ eventType: 'device', grade: 'II', data: { event_category: '医疗器械', event_level: 'II级（不良后果事件）' } });
    const sent = await w.act('nurse01', d.id, 'submit');
    expect(sent.data.state).toBe('inProgress');

    const ret = await w.act('approver01', d.id, 'return', { comment: '请核对分级' });
    expect(ret.data.state).toBe('returned');
    const current = await w.detail('nurse01', d.id);
    const bad = await w.act('nurse01', d.id, 'resubmit', { grade: 'II', data: { ...current.data, event_level: 'I级（警讯事件）' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toContain('事件分级');
    expect((await w.act('nurse01', d.id, 'resubmit', { eventType: 'fall', data: current.data })).code).toBe(400);
    const good = await w.act('nurse01', d.id, 'resubmit', { grade: 'I', data: { ...current.data, event_level: 'I级（警讯事件）' } });
    expect(good.code).toBe(200);
    expect(good.data).toMatchObject({ state: 'inProgress', grade: 'I', data: { event_level: 'I级（警讯事件）' } });
  });
});

describe('GET /api/v1/records/fact-conflicts', () => {
  it('lists the records that already disagree, for the quality office only, and changes none', async () => {
    const r = (await w.report('nurse02', { eventType: 'fall', grade: 'III', title: '旧记录：分级不一致' })).data;
    // an older record whose grade column was changed behind the form's back
    await withDb(s, (db) => db.run("UPDATE records SET grade = 'I' WHERE id = ?", r.id));
    const seen = await w.get('quality01', '/api/v1/records/fact-conflicts');
    expect(seen.code).toBe(200);
    const row = seen.data.list.find((x: { id: number }) => x.id === r.id);
    expect(row).toMatchObject({
      id: r.id, title: '旧记录：分级不一致', eventType: 'fall', grade: 'I',
      conflicts: [{ fact: 'grade', model: 'event_level', label: '事件分级', record: 'I', form: 'III级（未造成后果事件）' }],
    });
    expect(seen.data.count).toBeGreaterThanOrEqual(1);
    expect((await w.get('admin', '/api/v1/records/fact-conflicts')).code).toBe(200);
    // nothing was changed by listing
    expect((await w.detail('quality01', r.id))).toMatchObject({ grade: 'I', data: { event_level: 'III级（未造成后果事件）' } });
    // agreeing records are not listed
    const fine = (await w.report('nurse02', { eventType: 'tube', grade: 'II' })).data;
    expect((await w.get('quality01', '/api/v1/records/fact-conflicts')).data.list.map((x: { id: number }) => x.id)).not.toContain(fine.id);
    for (const user of ['nurse01', 'approver01']) {
      const denied = await w.get(user, '/api/v1/records/fact-conflicts', { 'Accept-Language': 'en' });
      expect(denied.code).toBe(403);
    }
  });
});
