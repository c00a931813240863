// The reference data a submission checks against (event types, departments, the forms' latest versions)
// is kept by the server process while the database's counter says it is unchanged (issue 24, the load
// test; store/refData.ts). What an administrator changes is seen by the very next report, and a
// record written raises nothing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDb } from './helpers.ts';
import { useWfServer } from './wf.ts';

const { s, w } = useWfServer();


const counter = () => withDb(s, async (db) => Number((await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'ref_gen'"))!.value));
const FORM = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.form.json', 'utf8')) as Record<string, unknown>;

describe('reference data kept by the process, refreshed by the database counter', () => {
  it('a department added, then disabled, is seen by the very next report', async () => {
    const depts = (await w.get('admin', '/api/v1/dept/list')).data as { deptId: number; deptName: string }[];
    const parent = depts.find((d) => d.deptName === '内科系统')!.deptId;
    const name = '风湿免疫科（缓存）';
    // a draft: the new department has no head yet to review a submitted report
    const report = () => w.report('nurse01', { deptName: name, submit: false }, { event_report_dept: '' });
    expect((await report()).code).toBe(400);
    const before = await counter();
    const created = await w.call('admin', 'POST', '/api/v1/dept', { deptName: name, parentId: parent });
    expect(created.code).toBe(200);
    expect(await counter()).toBeGreaterThan(before);
    const ok = await report();
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.deptName).toBe(name);
    expect((await w.call('admin', 'PUT', '/api/v1/dept', { deptId: created.data.deptId, status: 0 })).code).toBe(200);
    expect((await report()).code).toBe(400);
  });

  it('a category bound to a new version of its form is the version the next report is written on', async () => {
    const types = (await w.get('nurse01', '/api/v1/event-types')).data as { code: string; formId: number }[];
    const formId = types.find((t) => t.code === 'fall')!.formId;
    const first = await w.report('nurse01');
    expect(first.code).toBe(200);
    const saved = await w.call('admin', 'POST', `/api/v1/forms/${formId}/versions`, { schema: FORM, note: '缓存测试' });
    expect(saved.code).toBe(200);
    // a category is bound to a version (issue 31 §2): a new version alone changes nothing
    expect((await w.report('nurse01')).data.formVersion).toBe(first.data.formVersion);
    expect((await w.call('admin', 'PUT', '/api/v1/event-types/fall', { formVersion: saved.data.version })).code).toBe(200);
    const next = await w.report('nurse01');
    expect(next.code).toBe(200);
    expect(next.data.formVersion).toBe(saved.data.version);
  });

  it('reports, drafts and actions raise nothing: the data stays kept', async () => {
    const before = await counter();
    const r = await w.report('nurse02');
    expect(r.code).toBe(200);
    await w.call('nurse02', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', title: '草稿', data: {} });
    expect(await counter()).toBe(before);
  });
});
