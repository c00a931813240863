// The facts an event record holds besides its type and grade (issue 22 §1, "department, patient, dates
// asked twice"): the reporting department (chosen once on the page, the user's own by default), the
// reporter (the session's user) and the report time (the first submission, the server's clock). The
// server fills the form's bound fields (上报科室, 上报人, 工号, 所在科室, 上报时间) with the record's values,
// whatever the body says, refuses a body that names a department its data contradicts, and keeps
// anonymous reports anonymous. The infection view follows the record's type, not the form's text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, hospitalWall, startTestServer, withDb, type TestServer } from './helpers.ts';
import { validFor, wfClient } from './wf.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
  ids = await w.userIds();
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

/** What a client (or an older page) might claim about who reported and when. */
const FORGED = { reporter_name: '刘护士', reporter_work_no: '20190123', reporter_dept: '医务部', report_time: '2024-03-18 07:55:12' };

describe('reporter and report time: the server decides', () => {
  it('a report submitted at once stores the session user and the submission time, not what the body says', async () => {
    const r = await w.report('nurse01', { eventType: 'fall', grade: 'III' }, FORGED);
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ createdByName: '李秀梅', deptName: '内分泌科' });
    // the record's time is an instant (issue 23 §2); the form's report_time stays the form's wall-clock text, the hospital's
    expect(r.data.submittedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(r.data.data).toMatchObject({
      reporter_name: '李秀梅', reporter_work_no: 'H10023', reporter_dept: '内分泌科', report_time: hospitalWall(r.data.submittedAt), event_report_dept: 'D0801',
    });
  });

  it('a draft has no report time; its submission (without data) stamps it, and a resubmission keeps the first', async () => {
    const d = (await w.call('nurse02', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', submit: false, data: { ...validFor({}), ...FORGED } })).data;
    expect(d).toMatchObject({ state: 'draft', submittedAt: null });
    expect(d.data).toMatchObject({ reporter_name: '赵丽', reporter_work_no: 'H10131', reporter_dept: '心血管内科', report_time: '', event_report_dept: 'D0302' });
    const saved = await w.call('nurse02', 'PUT', `/api/v1/records/${d.id}`, { version: d.version, data: { ...d.data, report_time: '2020-01-01 00:00:00', reporter_name: '别人' } });
    expect(saved.code).toBe(200);
    expect(saved.data.data).toMatchObject({ reporter_name: '赵丽', report_time: '' });
    const sent = await w.act('nurse02', d.id, 'submit');
    expect(sent.data.state).toBe('inProgress');
    const wall = hospitalWall;
    expect(sent.data.data.report_time).toBe(wall(sent.data.submittedAt));
    expect(sent.data.revision).toBe(1);

    expect((await w.act('approver02', d.id, 'return', { comment: '请补充经过' })).data.state).toBe('returned');
    const again = await w.act('nurse02', d.id, 'resubmit', { data: { ...sent.data.data, event_description: '补充：夜班巡视时发现', report_time: '' } });
    expect(again.code).toBe(200);
    expect(again.data.submittedAt).toBe(sent.data.submittedAt);
    expect(again.data.data).toMatchObject({ report_time: wall(sent.data.submittedAt), reporter_name: '赵丽', event_description: '补充：夜班巡视时发现' });
  });

  it('an anonymous report stores the reporter for the reporter and shows nobody to the handlers', async () => {
    const r = await w.report('nurse01', { anonymous: true, eventType: 'tube', grade: 'IV' }, FORGED);
    expect(r.data.data).toMatchObject({ reporter_name: '李秀梅', reporter_work_no: 'H10023', reporter_dept: '内分泌科' });
    const seen = await w.detail('approver01', r.data.id);
    expect(seen).toMatchObject({ createdBy: null, createdByName: '匿名', anonymous: true });
    expect(seen.data).toMatchObject({ reporter_name: '', reporter_work_no: '', reporter_dept: '', reporter_phone: '' });
    expect(JSON.stringify(seen)).not.toContain('李秀梅');
    expect(JSON.stringify(seen)).not.toContain('H10023');
  });
});

describe('the reporting department: asked once, the record follows it', () => {
  it('defaults to the user\'s department; a body that does not name one gets it in the data too', async () => {
    const r = await w.report('nurse01', { eventType: 'fall', grade: 'III' }, { event_report_dept: 'D0302' });
    expect(r.data).toMatchObject({ deptName: '内分泌科', stepKey: 'deptReview', assignees: [{ userId: ids.approver01 }] });
    expect(r.data.data.event_report_dept).toBe('D0801');
  });

  it('a report for another department is that department\'s: routed to its head, visible to the reporter, her own department kept as 所在科室', async () => {
    const r = await w.report('nurse01', { eventType: 'fall', grade: 'III', deptName: '心血管内科' }, { event_report_dept: '' });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ deptName: '心血管内科', stepKey: 'deptReview', assignees: [{ userId: ids.approver02 }] });
    expect(r.data.data).toMatchObject({ event_report_dept: 'D0302', reporter_dept: '内分泌科', reporter_name: '李秀梅' });
    expect((await w.get('nurse01', `/api/v1/records/${r.data.id}`)).code).toBe(200);
    // the form's copy may name it by code or by name
    const byName = await w.report('nurse01', { eventType: 'fall', grade: 'III', deptName: '心血管内科' }, { event_report_dept: '心血管内科' });
    expect(byName.code).toBe(200);
    expect(byName.data.data.event_report_dept).toBe('D0302');
  });

  it('refuses a department that does not exist, and data that names another one (worded, both languages)', async () => {
    const none = await w.report('nurse01', { deptName: '不存在的科室' });
    expect(none.code).toBe(400);
    expect(none.msg).toContain('不存在的科室');
    // a group of departments has no head to review it
    const group = await w.report('nurse01', { deptName: '医院' });
    expect(group.code).toBe(400);
    const other = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', deptName: '心血管内科', submit: true, data: validFor({}) },
      { 'Accept-Language': 'en' });
    expect(other.code).toBe(400);
    expect(other.msg).toContain('reporting department is "心血管内科"');
    expect(other.msg).toContain('上报科室');
    const zh = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', deptName: '心血管内科', submit: true, data: validFor({}) });
    expect(zh.msg).toContain('上报科室');
    expect(zh.msg).toContain('“D0801”');
  });

  it('a draft keeps its department: a save that names another one is refused', async () => {
    const d = (await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', deptName: '普通外科', submit: false, data: validFor({}) })).code;
    // validFor's form says 内分泌科 (D0801): refused, not silently moved
    expect(d).toBe(400);
    const draft = (await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', deptName: '普通外科', submit: false, data: { event_place: '走廊' } })).data;
    expect(draft).toMatchObject({ deptName: '普通外科', data: { event_report_dept: 'D0401' } });
    const moved = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.id}`, { version: draft.version, deptName: '心血管内科', data: { ...draft.data, event_report_dept: 'D0302' } });
    expect(moved.code).toBe(400);
    expect(moved.msg).toContain('普通外科');
    const named = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.id}`, { version: draft.version, deptName: '心血管内科', data: { event_place: '病房' } }, { 'Accept-Language': 'en' });
    expect(named).toMatchObject({ code: 400, msg: 'The reporting department is set when the report is created and cannot change afterwards (this report\'s is "普通外科")' });
    // naming the department it has is fine
    expect((await w.call('nurse01', 'PUT', `/api/v1/records/${draft.id}`, { version: draft.version, deptName: '普通外科', data: draft.data })).code).toBe(200);
    const fresh = await w.detail('nurse01', draft.id);
    const kept = await w.call('nurse01', 'PUT', `/api/v1/records/${draft.id}`, { version: fresh.version, data: { ...draft.data, event_report_dept: 'D0302' } });
    expect(kept.code).toBe(200);
    expect(kept.data).toMatchObject({ deptName: '普通外科', data: { event_report_dept: 'D0401' } });
  });
});

describe('the infection view reads the record\'s type', () => {
  it('lists infection records, not a record whose form text says 感染', async () => {
    const inf = (await w.report('nurse02', { eventType: 'infection', grade: 'II', title: '院感：类型' })).data;
    const fall = (await w.report('nurse02', { eventType: 'fall', grade: 'III', title: '跌倒：表单写着感染' })).data;
    // an older record whose form text was changed behind the record's back
    await withDb(s, (db) => db.run("UPDATE record_revisions SET data = ? WHERE record_id = ?", JSON.stringify({ ...fall.data, event_category: '院内感染' }), fall.id));
    const list = (await w.get('quality01', '/api/v1/records?scope=all&view=hospitalSense&pageSize=200')).data.list.map((x: { id: number }) => x.id);
    expect(list).toContain(inf.id);
    expect(list).not.toContain(fall.id);
    const stats = (await w.get('quality01', '/api/v1/stats/events?view=hospitalSense')).data;
    expect(stats.total).toBe((await w.get('quality01', '/api/v1/records?scope=all&module=baqsj&view=hospitalSense')).data.count);
  });
});
