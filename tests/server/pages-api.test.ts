// The calls behind the business pages' second round: carbon copies, record filters and paging, the
// data-quality export and summary, follows, new-technology applications (workflow records), role data
// scope, menus. Reports are posted in the older body ({formId, status, data}): eventType and grade come
// from the form's own fields, which keeps that body working.
import { techApplicationFiles } from '../../demo/server/seed/workflow.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { readFileSync } from 'node:fs';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, migrations } from '../../demo/server/db/migrations.ts';
import { assertNoSecrets, ON_POSTGRES, startTestServer, tempDir, type TestServer } from './helpers.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';
import { wallTimeIn } from '../../demo/server/util.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';

const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;

let s: TestServer;
let ids: Record<string, number>;
let formId: number;
const tokens: Record<string, string> = {};

async function tok(user: string): Promise<string> {
  tokens[user] ??= await s.login(user);
  return tokens[user];
}
const get = async (user: string, path: string) => s.call('GET', path, { token: await tok(user) });
const post = async (user: string, path: string, body: unknown = {}) => s.call('POST', path, { token: await tok(user), body });
const put = async (user: string, path: string, body: unknown = {}) => s.call('PUT', path, { token: await tok(user), body });
const del = async (user: string, path: string, body?: unknown) => s.call('DELETE', path, { token: await tok(user), body });

beforeAll(async () => {
  s = await startTestServer();
  const users = (await get('admin', '/api/v1/sysAllUserList')).data as { id: number; username: string }[];
  ids = Object.fromEntries(users.map((u) => [u.username, u.id]));
  formId = (await get('nurse01', '/api/v1/forms/by-code/05-unsafe-event-report')).data.id;
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

const report = (user: string, title: string, extra: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
  post(user, '/api/v1/records', { formId, title, status: 'submitted', data: { ...VALID, ...data }, ...extra });

describe('carbon copies', () => {
  it('validates ccUserIds', async () => {
    expect((await report('nurse01', 'cc bad', { ccUserIds: 'x' })).code).toBe(400);
    expect((await report('nurse01', 'cc bad', { ccUserIds: [1.5] })).code).toBe(400);
    const unknown = await report('nurse01', 'cc bad', { ccUserIds: [999999] });
    expect(unknown).toMatchObject({ code: 400 });
    expect(unknown.msg).toMatch(/抄送人不存在/);
    expect((await report('nurse01', 'cc bad', { ccUserIds: Array.from({ length: 51 }, (_, i) => i + 1) })).code).toBe(400);
  });

  it('stores the copies, messages the recipients and lists the record under scope=cc', async () => {
    const unread = async (u: string) => (await post(u, '/xjs-api/MTSaas/tSysMessage/doQueryPage', { operate_status: 0, pageSize: 9999 })).resData.total as number;
    const before = await unread('nurse02');
    const res = await report('nurse01', '抄送测试：跌倒事件', { ccUserIds: [ids.nurse02, ids.quality02, ids.nurse01, ids.nurse02] });
    expect(res.code).toBe(200);
    const id = res.data.id;
    expect(await unread('nurse02')).toBe(before + 1);
    const msg = (await post('nurse02', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { pageSize: 1 })).resData.records[0];
    expect(msg).toMatchObject({ title: '抄送通知', relatedId: id, relatedType: '' });
    expect(msg.logContent).toContain('抄送测试：跌倒事件');

    const cc = (await get('nurse02', '/api/v1/records?scope=cc')).data;
    expect(cc.list.map((r: { id: number }) => r.id)).toContain(id);
    const detail = await get('nurse02', `/api/v1/records/${id}`);
    expect(detail.code).toBe(200);
    expect(detail.data.cc.map((c: { userId: number }) => c.userId).sort()).toEqual([ids.nurse02, ids.quality02].sort());
    // not copied, not taking part, no data scope over it: it does not exist for them; the reporter's own cc list is empty
    expect((await get('nurse04', `/api/v1/records/${id}`)).code).toBe(404);
    expect((await get('nurse01', '/api/v1/records?scope=cc')).data.list.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('a draft keeps its copy list silent until it is submitted', async () => {
    const d = await post('nurse01', '/api/v1/records', { formId, title: '抄送草稿', status: 'draft', data: VALID, ccUserIds: [ids.nurse03] });
    expect(d.code).toBe(200);
    expect((await get('nurse03', '/api/v1/records?scope=cc')).data.list.some((r: { id: number }) => r.id === d.data.id)).toBe(false);
    const up = await post('nurse01', `/api/v1/records/${d.data.id}/actions/submit`, { version: d.data.version, ccUserIds: [ids.nurse03, ids.nurse05] });
    expect(up.code).toBe(200);
    expect(up.data.cc.map((c: { userId: number }) => c.userId).sort()).toEqual([ids.nurse03, ids.nurse05].sort());
    for (const u of ['nurse03', 'nurse05']) {
      expect((await get(u, '/api/v1/records?scope=cc')).data.list.some((r: { id: number }) => r.id === d.data.id)).toBe(true);
      const m = (await post(u, '/xjs-api/MTSaas/tSysMessage/doQueryPage', { pageSize: 50 })).resData.records;
      expect(m.filter((x: { relatedId: number }) => x.relatedId === d.data.id)).toHaveLength(1);
    }
  });
});

describe('record filters and paging', () => {
  it('filters by status, keyword and time on the server, with paging', async () => {
    const kw = `筛选${Date.now() % 100000}`;
    for (let i = 0; i < 3; i++) expect((await report('nurse02', `${kw}-${i}`)).code).toBe(200);
    const page = (await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&pageIndex=1&pageSize=2`)).data;
    expect(page).toMatchObject({ count: 3, pageIndex: 1, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).not.toHaveProperty('data');
    const p2 = (await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&pageIndex=2&pageSize=2`)).data;
    expect(p2.list).toHaveLength(1);
    // today where the server reads the filter's wall times: the hospital's zone (not this machine's, whose date
    // differs from 16:00 to 24:00 UTC)
    const day = wallTimeIn(Date.now(), DEFAULT_TIME_ZONE).slice(0, 10);
    const inRange = (await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&beginTime=${day}&endTime=${encodeURIComponent(day + ' 23:59:59')}`)).data;
    expect(inRange.count).toBe(3);
    const future = (await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&beginTime=2999-01-01`)).data;
    expect(future.count).toBe(0);
    const past = (await get('quality01', `/api/v1/records?scope=all&endTime=${encodeURIComponent('2000-01-01 00:00:00')}`)).data;
    expect(past.count).toBe(0);
    expect((await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&status=approved`)).data.count).toBe(0);
    expect((await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&status=submitted,approved`)).data.count).toBe(3);
    // a LIKE wildcard typed by the user matches literally; SQL in the keyword is only text
    expect((await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent("%' OR 1=1 --")}`)).data.count).toBe(0);
    const withData = (await get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent(kw)}&includeData=1`)).data;
    expect(withData.list[0].data.event_category).toBe(VALID.event_category);
  });

  it('refuses bad filters with 400 and keeps the scope role checks', async () => {
    for (const q of ['beginTime=yesterday', 'endTime=2024-13-40', 'beginTime=2024-05-02&endTime=2024-05-01', 'status=done', 'view=x', 'scope=everything']) {
      const r = await get('quality01', `/api/v1/records?scope=all&${q}`);
      expect(r.code, q).toBe(400);
    }
    expect((await get('nurse01', '/api/v1/records?scope=all')).code).toBe(403);
    // everyone has a to-do list: only what waits for them
    const todo = (await get('nurse01', '/api/v1/records?scope=todo&pageSize=100')).data;
    // the seeded report returned to her, and the seeded measure she owns
    expect(todo.list.map((r: { state: string }) => r.state).sort()).toEqual(['rectifying', 'returned']);
    expect((await get('nurse01', '/api/v1/biz/summary')).data.todo).toBe(todo.count);
    // a draft never shows in 'mine', even when asked for
    expect((await get('nurse01', '/api/v1/records?scope=mine&status=draft')).data.count).toBe(0);
  });

  it('data-quality views, summary and XLSX export run on the server', async () => {
    const r = await report('nurse02', '院感视图测试', {}, { event_category: '院内感染', event_description: '' });
    expect(r.code).toBe(200);
    const hs = (await get('quality01', '/api/v1/records?scope=all&view=hospitalSense&includeData=1&pageSize=100')).data;
    expect(hs.list.map((x: { id: number }) => x.id)).toContain(r.data.id);
    expect(hs.list.every((x: { data: { event_category: string } }) => String(x.data.event_category).includes('感染'))).toBe(true);

    const all = (await get('quality01', '/api/v1/records?scope=all&pageSize=1')).data.count;
    const sum = (await get('quality01', '/api/v1/records/summary?scope=all')).data;
    expect(sum.total).toBe(all);
    expect(sum.submitted + sum.approved + sum.rejected).toBe(all);
    expect(sum.incomplete).toBeGreaterThanOrEqual(1);
    expect(sum.keyFields).toContain('event_description');

    expect((await get('nurse01', '/api/v1/records/export?scope=all')).code).toBe(403);
    expect((await get('quality01', '/api/v1/records/export?beginTime=bad')).code).toBe(400);
    const res = await s.raw('GET', '/api/v1/records/export?scope=all&view=hospitalSense', { headers: { Authorization: `Bearer ${await tok('quality01')}` } });
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    const { header, rows, text } = await readXlsx(res);
    expect(header).toEqual(['编号', '标题', '状态', '上报人', '科室', '提交时间', '事件类别', '事件分级', '发生地点', '患者', '审批人', '审批意见', '审批时间', '缺失字段', '当前环节', '处理期限', '是否超期', '结案结论']);
    expect(rows.length).toBe(hs.count);
    expect(text).toContain('院感视图测试');
    expect(text).toContain('事件经过');
    const none = await s.raw('GET', '/api/v1/records/export?beginTime=2999-01-01', { headers: { Authorization: `Bearer ${await tok('admin')}` } });
    expect((await readXlsx(none)).rows).toHaveLength(0);
  });
});

describe('follows', () => {
  it('follow, list under scope=followed, unfollow; only viewable records', async () => {
    const id = (await report('nurse01', '关注测试')).data.id;
    expect((await post('nurse01', `/api/v1/records/${id}/follow`)).data).toEqual({ id, followed: true });
    expect((await post('nurse01', `/api/v1/records/${id}/follow`)).code).toBe(200);
    expect((await get('nurse01', `/api/v1/records/${id}`)).data.followed).toBe(true);
    expect((await get('nurse01', '/api/v1/records?scope=followed')).data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    // the department approver may follow it too; a nurse of another department may not
    expect((await post('approver01', `/api/v1/records/${id}/follow`)).code).toBe(200);
    expect((await post('nurse04', `/api/v1/records/${id}/follow`)).code).toBe(404);
    expect((await post('nurse01', '/api/v1/records/999999/follow')).code).toBe(404);
    expect((await del('nurse01', `/api/v1/records/${id}/follow`)).data).toEqual({ id, followed: false });
    expect((await get('nurse01', '/api/v1/records?scope=followed')).data.count).toBe(0);
    expect((await get('approver01', '/api/v1/records?scope=followed')).data.count).toBe(1);
    expect((await del('nurse01', '/api/v1/records/999999/follow')).code).toBe(404);
  });
});

describe('new-technology applications', () => {
  const apply = (user: string, body: Record<string, unknown>, data: Record<string, unknown> = {}) => post(user, '/api/v1/records', {
    module: 'xjsxxm', techKind: 'unlimit', submit: true, ...body,
    data: {
      techName: '经口内镜下肌切开术', level: '2', dept: '普通外科', team: '刘明辉', description: '治疗贲门失弛缓症', attachments: [],
      application: techApplicationFiles(body.techKind === 'limit' ? 'limit' : 'unlimit').sample, ...data,
    },
  });
  const step = async (user: string, id: number, action: string, body: Record<string, unknown> = {}) => {
    const cur = (await get(user, `/api/v1/records/${id}`)).data;
    return post(user, `/api/v1/records/${id}/actions/${action}`, { version: cur?.version, ...body });
  };

  it('checks the application', async () => {
    expect((await apply('tech01', {}, { techName: '' })).code).toBe(400);
    expect((await apply('tech01', {}, { level: '4' })).code).toBe(400);
    expect((await apply('tech01', { techKind: 'no' })).code).toBe(400);
    expect((await apply('tech01', {}, { description: 'x'.repeat(2001) })).code).toBe(400);
    expect((await apply('tech01', {}, { attachments: [{ name: 'x', url: 'javascript:alert(1)' }] })).code).toBe(400);
    const en = await s.call('POST', '/api/v1/records', { token: await tok('tech01'), headers: { 'Accept-Language': 'en-US' }, body: { module: 'xjsxxm', techKind: 'limit', submit: true, data: { techName: '' } } });
    expect(en).toMatchObject({ code: 400, msg: 'Please enter the technology name (at most 100 characters)' });
  });

  it('apply, approve into the catalogue, reject with the reason, message the applicant', async () => {
    const name = `新技术${Date.now() % 100000}`;
    const a = await apply('tech01', {}, { techName: name });
    expect(a.data).toMatchObject({ module: 'xjsxxm', state: 'inProgress', stepKey: 'deptReview', techKind: 'unlimit', title: name });
    const mine = (await get('tech01', '/api/v1/records?scope=mine&module=xjsxxm')).data.list;
    expect(mine[0]).toMatchObject({ id: a.data.id, title: name, state: 'inProgress', createdByName: '刘明辉', deptName: '普通外科' });
    // approver01 heads 内分泌科: not theirs; approver03 (普通外科) has it waiting
    expect((await get('approver01', '/api/v1/records?scope=approval&module=xjsxxm')).data.list.some((x: { id: number }) => x.id === a.data.id)).toBe(false);
    expect((await get('approver03', '/api/v1/records?scope=approval&module=xjsxxm')).data.list.some((x: { id: number }) => x.id === a.data.id)).toBe(true);
    expect((await step('approver01', a.data.id, 'approve')).code).toBe(404);
    expect((await step('tech01', a.data.id, 'approve')).code).toBe(403);
    expect((await step('approver03', a.data.id, 'reject')).code).toBe(400);
    expect((await post('approver03', '/api/v1/records/999999/actions/approve', { version: 1 })).code).toBe(404);

    expect((await step('approver03', a.data.id, 'approve', { comment: '同意开展' })).data).toMatchObject({ stepKey: 'medicalAffairs', state: 'inProgress' });
    const ok = await step('medaff01', a.data.id, 'approve', { comment: '材料齐全' });
    // an unlimited technology skips the committee: approved, in its periodic review, listed with a code
    expect(ok.data).toMatchObject({ state: 'approved', stepKey: 'periodicReview', assignees: [{ name: '周建华' }] });
    expect(ok.data.techCode).toMatch(new RegExp(`^XJS-${new Date().getFullYear()}-\\d{3}$`));
    expect((await step('medaff01', a.data.id, 'approve')).code).toBe(400);
    const cat = (await get('tech01', `/api/v1/tech/list?name=${encodeURIComponent(name)}`)).data.list;
    expect(cat).toHaveLength(1);
    expect(cat[0]).toMatchObject({ techCode: ok.data.techCode, techName: name, applicant: '刘明辉', level: '2', status: '已批准', deptName: '普通外科', recordId: a.data.id });
    const msgs = (await post('tech01', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { pageSize: 5 })).resData.records;
    expect(msgs[0]).toMatchObject({ title: '审核通过', link: `/xjsxxm/apply/detail?id=${a.data.id}` });
    expect((await get('approver03', '/api/v1/records?scope=approved')).data.list[0]).toMatchObject({ id: a.data.id });

    const lim = await apply('tech01', { techKind: 'limit' }, { techName: name + '（限制类）' });
    await step('approver03', lim.data.id, 'approve');
    expect((await step('medaff01', lim.data.id, 'approve')).data).toMatchObject({ stepKey: 'techCommittee', state: 'inProgress' });
    // the committee votes (issue 35 §2): three approvals of five make the quorum and no vote to come can undo them
    await step('committee01', lim.data.id, 'vote', { vote: 'approve', comment: '委员会通过' });
    await step('committee02', lim.data.id, 'vote', { vote: 'approve' });
    await step('committee04', lim.data.id, 'vote', { vote: 'approve' });
    const ok2 = await step('committee05', lim.data.id, 'vote', { vote: 'approve' });
    expect(ok2.data.techCode).toMatch(/^XZJ-/);
    expect((await get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent(name)}`)).data.list[0].status).toBe('已备案');
    // the periodic review's outcome reaches the catalogue
    expect((await step('medaff01', lim.data.id, 'review', { outcome: 'suspend', comment: '并发症待评估' })).data).toMatchObject({ state: 'suspended', reviewOutcome: 'suspend' });
    expect((await get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent(name)}`)).data.list[0].status).toBe('暂停');

    const rej = await apply('tech01', {}, { techName: name + '（驳回）' });
    await step('approver03', rej.data.id, 'approve');
    const no = await step('medaff01', rej.data.id, 'reject', { comment: '材料不全' });
    expect(no.data).toMatchObject({ state: 'rejected', techCode: null });
    expect((await get('tech01', `/api/v1/tech/list?name=${encodeURIComponent(name + '（驳回）')}`)).data.count).toBe(0);
    const ended = (await get('tech01', '/api/v1/records?scope=ended&module=xjsxxm&state=rejected')).data.list;
    expect(ended.find((x: { id: number }) => x.id === rej.data.id)).toMatchObject({ opinion: '材料不全' });
  });
});

describe('role data scope', () => {
  it('validates, stores names, reads the older numbers, and narrows record queries', async () => {
    const roles = (await get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; dataScope: string }[];
    const role = (k: string) => roles.find((r) => r.roleKey === k)!;
    expect(role('System').dataScope).toBe('all');
    expect(role('deptApprover').dataScope).toBe('dept');
    expect(role('nurse').dataScope).toBe('self');
    const qo = role('qualityOfficer').roleId;
    expect((await put('nurse01', '/api/v1/roledatascope', { roleId: qo, dataScope: 'dept' })).code).toBe(403);
    expect((await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: 'everything' })).code).toBe(400);
    expect((await put('secadmin', '/api/v1/roledatascope', { dataScope: 'all' })).code).toBe(400);
    expect((await put('secadmin', '/api/v1/roledatascope', { roleId: 99999, dataScope: 'all' })).code).toBe(404);
    expect((await report('nurse02', '数据范围测试')).code).toBe(200);
    const before = (await get('quality01', '/api/v1/records?scope=all')).data.count;
    expect(before).toBeGreaterThan(0);
    try {
      expect((await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: '5' })).data).toEqual({ roleId: qo, dataScope: 'self', deptIds: [] });
      expect((await get('quality01', '/api/v1/records?scope=all')).data.count).toBe(0);
      expect((await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: 'dept' })).data.dataScope).toBe('dept');
      // quality01 is in 质控科, which reported nothing
      expect((await get('quality01', '/api/v1/records?scope=all')).data.count).toBe(0);
      expect((await get('quality01', '/api/v1/records/summary?scope=all')).data.total).toBe(0);
      // a report waiting at another department's review: quality01 takes no part in it
      const some = (await get('admin', `/api/v1/records?scope=all&keyword=${encodeURIComponent('数据范围')}`)).data.list[0];
      expect((await get('quality01', `/api/v1/records/${some.id}`)).code).toBe(404);
      // admin holds System (all) too: the widest scope of the user's roles wins
      expect((await get('admin', '/api/v1/records?scope=all')).data.count).toBe(before);
    } finally {
      await put('secadmin', '/api/v1/roledatascope', { roleId: qo, dataScope: 'all' });
    }
    expect((await get('quality01', '/api/v1/records?scope=all')).data.count).toBe(before);
  });
});

describe('menu management', () => {
  it('System only; the tree carries each entry\'s roles', async () => {
    expect((await get('nurse01', '/api/v1/menu')).code).toBe(403);
    expect((await post('quality01', '/api/v1/menu', {})).code).toBe(403);
    expect((await put('approver01', '/api/v1/menu', {})).code).toBe(403);
    expect((await del('tech01', '/api/v1/menu', { menuId: 1 })).code).toBe(403);
    const tree = (await get('admin', '/api/v1/menu')).data as { path: string; mid: string; roles: string[]; children: { path: string }[] }[];
    expect(new Set(tree.map((n) => n.mid))).toEqual(new Set(['business', 'baqsj', 'xjsxxm', 'quality', 'system']));
    const xjs = tree.find((n) => n.path === '/xjsxxm')!;
    expect(xjs.roles).toEqual(['deptApprover', 'techApplicant', 'medicalAffairs', 'techCommittee', 'committeeChair']);
    const sys = tree.find((n) => n.path === '/newUpms')!;
    expect(sys.children.map((c) => c.path)).toContain('/newUpms/flow');
  });

  it('adds, edits, hides and deletes a menu; the user info follows', async () => {
    const tree = (await get('admin', '/api/v1/menu')).data as { menuId: number; path: string; children: { menuId: number; path: string }[] }[];
    const sys = tree.find((n) => n.path === '/newUpms')!;
    const page = sys.children[0];
    const bad = [
      {}, { title: 'x', path: 'nope', menuType: 'F', parentId: sys.menuId }, { title: 'x', path: '/x', menuType: 'Q', parentId: sys.menuId },
      { title: 'x', path: '/x', menuType: 'F', parentId: page.menuId }, { title: 'x', path: '/x', menuType: 'F', parentId: 99999 },
      { title: 'x', path: '/x', menuType: 'F' }, { title: 'x', path: '/x', menuType: 'F', parentId: sys.menuId, roles: ['nobody'] },
      { title: 'x', path: '/x', menuType: 'F', parentId: sys.menuId, component: '../../etc' },
    ];
    for (const b of bad) expect((await post('admin', '/api/v1/menu', b)).code, JSON.stringify(b)).toBe(400);

    const created = await post('admin', '/api/v1/menu', { title: '用户组', path: '/newUpms/group', menuType: 'F', parentId: sys.menuId, icon: 'team', mid: 'ignored' });
    expect(created.code).toBe(200);
    // the directory's grants: each administrator holds a page below it (issue 33 §4)
    expect(created.data.roles).toEqual(['System', 'securityAdmin', 'auditAdmin']);
    const id = created.data.menuId;
    const menus = async () => (await get('admin', '/api/v1/getinfo')).data.records[0].menuList as { id: number; menuRoute: string; note: string; exclusiveFG: number; sysModule: string; menuDisp: string }[];
    expect((await menus()).find((m) => m.id === id)).toMatchObject({ menuRoute: '/newUpms/group', note: 'newUpms/group', exclusiveFG: 0, sysModule: 'system' });

    expect((await put('admin', '/api/v1/menu', { menuId: id, title: '用户组管理', visible: false })).code).toBe(200);
    expect((await menus()).find((m) => m.id === id)).toMatchObject({ menuDisp: '用户组管理', exclusiveFG: 1 });
    expect((await put('admin', '/api/v1/menu', { menuId: 99999, title: 'x' })).code).toBe(404);
    expect((await put('admin', '/api/v1/menu', { menuId: sys.menuId, parentId: sys.children[0].menuId })).code).toBe(400);
    expect((await put('admin', '/api/v1/menu', { menuId: sys.menuId, menuType: 'F' })).code).toBe(400);
    expect((await put('admin', '/api/v1/menu', { menuId: id, visible: 'maybe' })).code).toBe(400);
    // grant it to nurses: nurse01 now gets it in her menu list
    expect((await put('admin', '/api/v1/menu', { menuId: id, roles: ['System', 'nurse'] })).code).toBe(200);
    const nurseMenus = (await get('nurse01', '/api/v1/getinfo')).data.records[0].menuList as { id: number }[];
    expect(nurseMenus.some((m) => m.id === id)).toBe(true);

    expect((await del('admin', '/api/v1/menu', { menuId: sys.menuId })).code).toBe(400);
    expect((await del('admin', '/api/v1/menu', { menuId: id })).code).toBe(200);
    expect((await del('admin', '/api/v1/menu', { menuId: id })).code).toBe(404);
    expect((await menus()).some((m) => m.id === id)).toBe(false);
  });
});

describe('migration 3 on an existing database', () => {
  // SQLite's by nature: an old SQLite database migrated (PostgreSQL starts from the baseline of version 10)
  it.skipIf(ON_POSTGRES)('adds the new tables and renames the role data scopes', () => {
    const dir = tempDir();
    const db = new Database(join(dir, 'hos.sqlite'));
    try {
      db.transaction(() => { migrations[0](db); migrations[1](db); db.pragma('user_version = 2'); })();
      const ins = db.prepare("INSERT INTO roles (role_key, role_name, data_scope, created_at) VALUES (?, ?, ?, 0)");
      ins.run('a', 'A', '1'); ins.run('b', 'B', '3'); ins.run('c', 'C', '5'); ins.run('d', 'D', '2');
      expect(migrate(db)).toEqual({ from: 2, to: migrations.length });
      expect(db.prepare('SELECT role_key AS k, data_scope AS s FROM roles ORDER BY role_key').all()).toEqual([
        { k: 'a', s: 'all' }, { k: 'b', s: 'dept' }, { k: 'c', s: 'self' }, { k: 'd', s: 'all' },
      ]);
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
      for (const t of ['record_cc', 'record_follows', 'tech_applications']) expect(tables).toContain(t);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
