// Issue 23 §2: the new endpoints send instants (ISO 8601 with the server's offset), the pages show them in the
// hospital's time zone (系统设置 timeZone); the old portal's endpoints keep their wall-clock text.
import { describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const WALL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const { s, w } = useWfServer();


describe('instants in the new endpoints', () => {
  it('a record, its list row, timeline and revisions carry instants that name the same moment as the clock', async () => {
    const before = Date.now();
    const r = await w.report('nurse01', { grade: 'II' });
    expect(r.code, r.msg).toBe(200);
    const d = await w.detail('nurse01', r.data.id);
    for (const v of [d.createdAt, d.updatedAt, d.submittedAt, d.dueAt, d.timeline[0].createdAt, d.revisions[0].createdAt]) expect(v).toMatch(INSTANT);
    // an instant, not a wall clock: it parses to the moment it was made in any zone
    expect(Math.abs(Date.parse(d.submittedAt) - before)).toBeLessThan(60_000);
    const rows = (await w.get('nurse01', '/api/v1/records?scope=mine&pageSize=5')).data.list as { id: number; submittedAt: string }[];
    expect(rows.find((x) => x.id === r.data.id)?.submittedAt).toBe(d.submittedAt);
  });

  it('notices carry instants; messages keep the old text beside the instant', async () => {
    const list = (await w.get('nurse01', '/api/v1/notice?pageSize=5')).data.list as { publishTime: string; createTime: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].publishTime).toMatch(INSTANT);
    expect(list[0].createTime).toMatch(INSTANT);
    const [m] = await w.messages('approver01');
    expect(m.createTime).toMatch(WALL);
    expect(Date.parse(m.createdAt)).toBe(Date.parse(m.createTime.replace(' ', 'T')));
  });
});

describe('the shared API of the newer modules sends instants too', () => {
  it('flows, forms, quality rounds, improvement projects and analysis revisions', async () => {
    const admin = await s.login('admin');
    const quality = await s.login('quality01');
    const get = async (path: string, token: string) => {
      const r = await s.call('GET', path, { token });
      expect(r.code, `${path}: ${r.msg}`).toBe(200);
      return r.data;
    };
    expect((await get('/api/v1/flows', admin))[0].updatedAt).toMatch(INSTANT);
    expect((await get('/api/v1/forms?pageSize=5', admin)).list[0].updatedAt).toMatch(INSTANT);
    const round = (await get('/api/v1/quality/rounds?pageSize=5', quality)).list[0];
    expect(round.createdAt).toMatch(INSTANT);
    const project = (await get('/api/v1/pdca/projects?pageSize=5', quality)).list[0];
    expect(project.updatedAt).toMatch(INSTANT);
    const detail = await get(`/api/v1/pdca/projects/${project.id}`, quality);
    expect(detail.createdAt).toMatch(INSTANT);
    expect(project.sourceKind, 'the seeded project comes from the seeded analysis').toBe('rca');
    const revisions = await get(`/api/v1/records/${project.sourceId}/analysis/revisions`, quality);
    expect(revisions.length).toBeGreaterThan(0);
    for (const r of revisions) expect(r.updatedAt).toMatch(INSTANT);
  });
});

describe('the catalogue and the /SYS lists carry an instant beside their wall-clock text', () => {
  it('a technology, a user and a seeded user group: createdAt is createTime as an instant', async () => {
    const admin = await s.login('admin');
    const same = (row: { createTime: string; createdAt: string }) => {
      expect(row.createdAt).toMatch(INSTANT);
      expect(row.createTime).toMatch(WALL);
      expect(Date.parse(row.createdAt)).toBe(Date.parse(row.createTime.replace(' ', 'T')));
    };
    same((await s.call('GET', '/api/v1/limit-tech/list?pageSize=5', { token: admin })).data.list[0]);
    same((await s.sys('/SYS/SYuser/doQueryPage', { pageIndex: 1, pageSize: 5 }, { token: admin })).data.records[0]);
    const groups = await s.sys('/SYS/SYgroupH/doQueryPage', { pageIndex: 1, pageSize: 5 }, { token: admin });
    expect(groups.data.records.length).toBeGreaterThan(0);
    same(groups.data.records[0]);
  });
});

describe('the hospital time zone setting', () => {
  it('is saved when Intl knows the zone and refused otherwise', async () => {
    const save = (timeZone: string) => w.call('admin', 'POST', '/api/v1/settings', { classify: 1, content: { timeZone } });
    expect((await save('Europe/Berlin')).code).toBe(200);
    const read = (await s.call('GET', '/api/v1/settings')).data as { content: { timeZone: string } }[];
    expect(read[0].content.timeZone).toBe('Europe/Berlin');
    const bad = await save('Mars/Olympus');
    expect(bad.code).toBe(400);
    expect((await save('Asia/Shanghai')).code).toBe(200);
  });
});

describe('the legacy /SYS refusals in the caller\'s language (issue 23 §1)', () => {
  it('a missing signature and a malformed envelope are worded in English for an English caller, Chinese otherwise', async () => {
    const en = { 'Accept-Language': 'en' };
    const param = { username: 'quality01', password: 'Quality@2024' };
    const unsigned = await s.call('POST', '/SYS/HRAILOGIN/LOGIN', { body: { data: { metdata: {}, param } }, headers: en });
    expect(unsigned).toMatchObject({ code: 400, msg: 'The signature check failed: the request parameters do not match their signature' });
    const flat = await s.call('POST', '/SYS/HRAILOGIN/LOGIN', { body: param, headers: en });
    expect(flat).toMatchObject({ code: 400, msg: 'The request is malformed: expected {data:{metdata, param, sign}}' });
    expect((await s.call('POST', '/SYS/HRAILOGIN/LOGIN', { body: param })).msg).toBe('请求格式错误：应为 {data:{metdata, param, sign}}');
  });
});
