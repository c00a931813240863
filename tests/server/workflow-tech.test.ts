// The limited-class technology loop on the engine (issue 9 "Done when"): applied, returned by medical
// affairs, edited and resubmitted, approved by the technology committee, listed in the catalogue, then
// reviewed; every hand gets its linked bell message; the old catalogue calls read the result.
import { techApplicationFiles } from '../../demo/server/seed/workflow.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { readXlsx } from './xlsxHelpers.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;

beforeAll(async () => {
  s = await startTestServer({ testClock: true });
  w = wfClient(s);
  ids = await w.userIds();
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

describe('limited-class technology', () => {
  it('apply -> department -> medical affairs returns -> resubmit -> committee approves -> catalogue -> periodic review', async () => {
    const name = `达芬奇机器人辅助手术${Date.now() % 100000}`;
    const files = [{ name: '团队资质.pdf', url: '/uploads/team.pdf' }];
    const a = await w.apply('tech01', {}, { techName: name, attachments: files });
    expect(a.code).toBe(200);
    const id = a.data.id;
    const link = `/xjsxxm/apply/detail?id=${id}`;
    expect(a.data).toMatchObject({ module: 'xjsxxm', techKind: 'limit', title: name, state: 'inProgress', stepKey: 'deptReview', assignees: [{ userId: ids.approver03 }] });
    expect(a.data.data.attachments).toEqual(files);
    expect(a.data.flow.steps.map((x: { key: string; applies: boolean }) => [x.key, x.applies])).toEqual([
      ['deptReview', true], ['medicalAffairs', true], ['techCommittee', true], ['periodicReview', true],
    ]);
    const latest = async (user: string) => (await w.messages(user)).find((m) => m.relatedId === id);
    expect(await latest('approver03')).toMatchObject({ title: '待处理', link });

    expect((await w.act('approver03', id, 'approve', { comment: '科室同意' })).data.stepKey).toBe('medicalAffairs');
    expect(await latest('medaff01')).toMatchObject({ title: '待处理', link });
    expect((await w.get('medaff01', '/api/v1/records?scope=approval&module=xjsxxm')).data.list.map((x: { id: number }) => x.id)).toContain(id);

    const ret = await w.act('medaff01', id, 'return', { comment: '请补充伦理审查材料' });
    expect(ret.data).toMatchObject({ state: 'returned', returnedFrom: 'medicalAffairs' });
    expect(await latest('tech01')).toMatchObject({ title: '已退回', link });
    expect((await latest('tech01')).logContent).toContain('请补充伦理审查材料');

    const cur = await w.detail('tech01', id);
    const edited = { ...cur.data, attachments: [...files, { name: '伦理审查意见.pdf', url: '/uploads/ethics.pdf' }], description: '补充伦理材料后的申请' };
    expect((await w.act('tech01', id, 'resubmit', { data: { ...edited, techName: '' } })).code).toBe(400);
    const re = await w.act('tech01', id, 'resubmit', { data: edited });
    // back to the step that returned it, with a new revision
    expect(re.data).toMatchObject({ state: 'inProgress', stepKey: 'medicalAffairs', revision: 2 });
    const rev = (await w.get('medaff01', `/api/v1/records/${id}/revisions/2`)).data;
    expect(rev.changes.map((c: { field: string; label: string }) => [c.field, c.label]).sort()).toEqual([['attachments', '附件'], ['description', '技术说明']]);

    expect((await w.act('medaff01', id, 'approve', { comment: '材料齐全' })).data.stepKey).toBe('techCommittee');
    expect(await latest('committee01')).toMatchObject({ title: '待处理', link });
    // the applicant cannot decide their own application; the committee votes (issue 35 §2): five members,
    // blind, a quorum of two thirds of those who did not withdraw, more than half of the votes cast
    expect((await w.act('tech01', id, 'approve', {}, 'tech01')).code).toBe(403);
    expect((await w.act('committee01', id, 'approve', { comment: '通过' })).code).toBe(400);
    expect((await w.act('committee01', id, 'vote', { vote: 'approve', comment: '技术成熟，同意' })).data).toMatchObject({ state: 'inProgress', stepKey: 'techCommittee' });
    // a member still to vote sees who voted, not how, and no vote on the timeline
    const blind = (await w.get('committee02', `/api/v1/records/${id}`)).data;
    expect(blind.committee).toMatchObject({ mustVote: true, needed: 4, quorumMet: false });
    expect(blind.committee.count).toBeUndefined();
    expect(blind.committee.members.find((m: { name: string }) => m.name === '林国栋')).toEqual({ userId: expect.any(Number), name: '林国栋', voted: true });
    expect(blind.timeline.some((e: { action: string }) => e.action === 'vote')).toBe(false);
    expect(blind.allowedActions).toContain('vote');
    // a vote against without a reason, and a second vote, are refused
    expect((await w.act('committee02', id, 'vote', { vote: 'reject' })).code).toBe(400);
    expect((await w.act('committee01', id, 'vote', { vote: 'reject', comment: '改主意' })).code).toBe(400);
    await w.act('committee02', id, 'vote', { vote: 'approve' });
    const recused = await w.act('committee03', id, 'vote', { vote: 'recuse', comment: '本人所在科室为申请科室，申请回避' });
    expect(recused.data).toMatchObject({ stepKey: 'techCommittee' });
    // the chair sees the count; the quorum (three of the four left) is not met yet, so no close
    const chairView = (await w.get('committee01', `/api/v1/records/${id}`)).data;
    expect(chairView.committee.count).toMatchObject({ approve: 2, recused: 1, eligible: 4, present: 2 });
    expect(chairView.allowedActions).not.toContain('closeMeeting');
    // the third approval meets the quorum and the last vote cannot change the result: approved
    const ok = await w.act('committee04', id, 'vote', { vote: 'approve', comment: '同意' });
    expect(ok.data).toMatchObject({ state: 'approved', stepKey: 'periodicReview', reviewOutcome: null });
    expect(ok.data.techCode).toMatch(new RegExp(`^XZJ-${new Date().getFullYear()}-\\d{3}$`));
    expect(await latest('tech01')).toMatchObject({ title: '委员会表决结果', link });
    // every vote is on the timeline now, the deciding one with the result
    const after = (await w.get('committee05', `/api/v1/records/${id}`)).data;
    const votes = after.timeline.filter((e: { action: string }) => e.action === 'vote');
    expect(votes.map((e: { extra: { choice: string } }) => e.extra.choice)).toEqual(['approve', 'approve', 'recuse', 'approve']);
    expect(votes[3].extra.result).toBe('approved');
    expect(after.committee).toBeNull();

    // the catalogue calls of the spec read the approved application
    const lim = (await w.get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent(name)}`)).data.list;
    expect(lim).toHaveLength(1);
    expect(lim[0]).toMatchObject({ techCode: ok.data.techCode, techName: name, applicant: '刘明辉', level: '3', status: '已备案', recordId: id });
    const old = await w.call('tech01', 'POST', '/xjs-api/MTSaas/xjsLimitType/doQueryPage', { name, pageIndex: 1, pageSize: 10 }) as unknown as { resData: { records: { techCode: string }[] } };
    expect(old.resData.records[0].techCode).toBe(ok.data.techCode);
    const res = await s.raw('POST', '/xjs-api/MTSaas/xjsLimitType/doExport', { headers: { Authorization: `Bearer ${await w.tok('tech01')}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) });
    expect((await readXlsx(res)).text).toContain(ok.data.techCode);

    // the periodic review: medical affairs records the outcome, the catalogue shows it
    expect((await w.act('medaff01', id, 'review', { outcome: 'maybe' })).code).toBe(400);
    const rv = await w.act('medaff01', id, 'review', { outcome: 'continue', comment: '首期 10 例无并发症' });
    expect(rv.data).toMatchObject({ state: 'approved', stepKey: 'periodicReview', reviewOutcome: 'continue' });
    expect((await w.get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent(name)}`)).data.list[0].status).toBe('继续');
    expect(await latest('tech01')).toMatchObject({ title: '定期评估结果', link });
    const stop = await w.act('medaff01', id, 'review', { outcome: 'stop', comment: '出现严重并发症，终止' });
    expect(stop.data).toMatchObject({ state: 'stopped', reviewOutcome: 'stop', allowedActions: expect.not.arrayContaining(['review']) });
    expect((await w.get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent(name)}`)).data.list[0].status).toBe('终止');

    const tl = (await w.detail('tech01', id)).timeline.map((t: { action: string; actorName: string }) => `${t.action}:${t.actorName}`);
    expect(tl).toEqual(['submit:刘明辉', 'approve:吴涛', 'return:周建华', 'resubmit:刘明辉', 'approve:周建华', 'vote:林国栋', 'vote:孙丽华', 'vote:赵振宇', 'vote:钱文博', 'review:周建华', 'review:周建华']);
  });

  it('approvals at the same moment get distinct, consecutive codes (one counter row per class and year)', async () => {
    const apps = [];
    for (let i = 0; i < 6; i++) apps.push((await w.apply('tech01', { techKind: 'unlimit' }, { techName: `同时批准${i}` })).data.id as number);
    for (const id of apps) await w.act('approver03', id, 'approve');
    const done = await Promise.all(apps.map((id) => w.act('medaff01', id, 'approve')));
    const codes = done.map((d) => d.data.techCode as string);
    expect(new Set(codes).size).toBe(apps.length);
    const nums = codes.map((c) => Number(c.slice(-3))).sort((a, b) => a - b);
    expect(nums[nums.length - 1] - nums[0]).toBe(apps.length - 1);
  });

  it('the committee: the quorum met with the result open, the chair is told and closes the meeting with the minutes', async () => {
    const { id } = (await w.apply('tech01', {}, { techName: `委员会会议测试${Date.now() % 100000}` })).data;
    await w.act('approver03', id, 'approve');
    await w.act('medaff01', id, 'approve');
    await w.act('committee01', id, 'vote', { vote: 'approve' });
    await w.act('committee02', id, 'vote', { vote: 'abstain', comment: '远期效果证据不足' });
    await w.act('committee03', id, 'vote', { vote: 'recuse', comment: '申请科室成员' });
    // not before the quorum
    expect((await w.act('committee01', id, 'closeMeeting', { attachments: [{ name: '会议纪要.pdf', url: '/uploads/minutes.pdf' }] })).code).toBe(400);
    // the quorum of three (of four) met: 2 of 3 approve, but committee05 against would make it 2 of 4
    const open = await w.act('committee04', id, 'vote', { vote: 'approve' });
    expect(open.data).toMatchObject({ state: 'inProgress', stepKey: 'techCommittee' });
    expect((await w.messages('committee01')).find((m) => m.relatedId === id)).toMatchObject({ title: '表决已达法定人数' });
    // only the chair, and only with the minutes
    expect((await w.act('committee05', id, 'closeMeeting', { attachments: [{ name: 'm.pdf', url: '/uploads/m.pdf' }] })).code).toBe(403);
    expect((await w.act('committee01', id, 'closeMeeting', {})).code).toBe(400);
    const closed = await w.act('committee01', id, 'closeMeeting', { comment: '会议决定通过', attachments: [{ name: '会议纪要.pdf', url: '/uploads/minutes.pdf' }] });
    expect(closed.data).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
    const entry = (await w.detail('tech01', id)).timeline.find((e: { action: string }) => e.action === 'closeMeeting');
    expect(entry).toMatchObject({ extra: { result: 'approved' }, attachments: [{ name: '会议纪要.pdf' }] });
    // committee05 never voted: the step is over, nothing left to do
    expect((await w.detail('committee05', id)).allowedActions).not.toContain('vote');
  });

  it('the structured application: its parts by class, checked at submission, the record pinned to the form version', async () => {
    const { sample } = techApplicationFiles('limit');
    const { app_ethics_no: _n, app_ethics_date: _d, app_ethics_file: _f, ...noEthics } = sample;
    // a restricted technology needs the ethics approval: refused, naming the parts as the form does
    const bad = await w.apply('tech01', {}, { techName: '伦理缺失测试', application: noEthics });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('申请书尚未填写完整：“伦理审查批件号”、“伦理审查日期”、“伦理审查批件”');
    // a team member without a licence number, in English
    const en = await s.call('POST', '/api/v1/records', { token: await w.tok('tech01'), headers: { 'Accept-Language': 'en-US' }, body: {
      module: 'xjsxxm', techKind: 'unlimit', submit: true,
      data: { techName: '资质缺失测试', level: '2', dept: '普通外科', description: '测试', attachments: [], application: { ...noEthics, app_team: [{ member: '刘明辉', title: '主治医师', licence_no: '', qualification_expiry: '2028-01-01', status: 1 }] } },
    } });
    expect(en.code).toBe(400);
    expect(en.msg).toContain('The application form is not complete: “技术团队 1 › 执业证书编号”');
    // the same without ethics for a non-restricted one: accepted, pinned to the application form
    const ok = await w.apply('tech01', { techKind: 'unlimit' }, { techName: '非限制类结构化申请', application: noEthics });
    expect(ok.code).toBe(200);
    const form = (await w.get('admin', '/api/v1/forms/by-code/10-tech-application')).data;
    expect(ok.data).toMatchObject({ formId: form.id, formVersion: form.version });
    expect(ok.data.data.application.app_indications).toBe(sample.app_indications);
    // an application that is not an object is refused at once
    expect((await w.apply('tech01', {}, { techName: '格式测试', application: ['x'] })).code).toBe(400);
  });

  it('follow-up: the applicant reports twice, medical affairs decides it routine; the catalogue and the detail say so', async () => {
    const u = (await w.apply('tech01', { techKind: 'unlimit' }, { techName: `随访测试${Date.now() % 100000}` })).data;
    await w.act('approver03', u.id, 'approve');
    expect((await w.act('medaff01', u.id, 'approve')).data).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
    // the applicant, not medical affairs; figures that are counts, complications within the cases
    expect((await w.act('medaff01', u.id, 'followUp', { followUp: { cases: 1, complications: 0, adverseEvents: 0 }, comment: 'x' })).code).toBe(403);
    expect((await w.act('tech01', u.id, 'followUp', { followUp: { cases: 1, complications: 2, adverseEvents: 0 }, comment: 'x' })).code).toBe(400);
    const f1 = await w.act('tech01', u.id, 'followUp', { followUp: { cases: 6, complications: 0, adverseEvents: 0 }, comment: '首月 6 例' });
    expect(f1.data).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
    expect((await w.messages('medaff01')).find((m) => m.relatedId === u.id)).toMatchObject({ title: '随访报告' });
    await w.act('tech01', u.id, 'followUp', { followUp: { cases: 4, complications: 1, adverseEvents: 1 }, comment: '第二期 4 例', attachments: [{ name: '随访表.pdf', url: '/uploads/f.pdf' }] });
    const routine = await w.act('medaff01', u.id, 'review', { outcome: 'routine', comment: '两期 10 例，效果确切，转为常规技术' });
    expect(routine.data).toMatchObject({ state: 'archived', stepKey: null, reviewOutcome: 'routine', assignees: [] });
    expect((await w.act('tech01', u.id, 'followUp', { followUp: { cases: 1, complications: 0, adverseEvents: 0 }, comment: 'x' })).code).toBe(400);
    expect((await w.get('tech01', `/api/v1/tech/list?name=${encodeURIComponent(u.title)}`)).data.list[0].status).toBe('转常规');
    const reports = (await w.detail('tech01', u.id)).timeline.filter((e: { action: string }) => e.action === 'followUp');
    expect(reports.map((e: { extra: { followUp: unknown } }) => e.extra.followUp)).toEqual([{ cases: 6, complications: 0, adverseEvents: 0 }, { cases: 4, complications: 1, adverseEvents: 1 }]);
    // the register sums the reports and keeps the decision; no report is due once it is routine
    const reg = (await w.get('medaff01', `/api/v1/tech/register?keyword=${encodeURIComponent(u.title)}`)).data.list;
    expect(reg).toHaveLength(1);
    expect(reg[0]).toMatchObject({ recordId: u.id, techKind: 'unlimit', state: 'archived', decision: 'routine', reports: 2, cases: 10, complications: 1, adverseEvents: 1, linkedEvents: 0 });
  });

  it('the register: restricted technologies filed (number, day) by medical affairs, exported for the health authority', async () => {
    const auth = async (user: string) => ({ Authorization: `Bearer ${await w.tok(user)}` });
    const all = (await w.get('medaff01', '/api/v1/tech/register?techKind=limit&pageSize=100')).data;
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.list.every((r: { techKind: string }) => r.techKind === 'limit')).toBe(true);
    // the seeded approved restricted technology has two follow-up reports: the register's sums are theirs
    const seeded = all.list.find((r: { reports: number }) => r.reports >= 2);
    expect(seeded).toBeTruthy();
    const figures = (await w.detail('medaff01', seeded.recordId)).timeline.filter((e: { action: string }) => e.action === 'followUp').map((e: { extra: { followUp: { cases: number } } }) => e.extra.followUp.cases);
    expect(seeded.cases).toBe(figures.reduce((a: number, b: number) => a + b, 0));
    expect(seeded.dueAt).toBeTruthy();

    const file = (user: 'tech01' | 'medaff01', id: number, body: unknown, lang = 'zh-CN') => s.call('PUT', `/api/v1/tech/register/${id}/filing`, { token: tokens[user], body, headers: { 'Accept-Language': lang } });
    const tokens = { tech01: await w.tok('tech01'), medaff01: await w.tok('medaff01') };
    expect((await file('tech01', seeded.id, { filingNo: 'X', filingDate: '2026-01-01' })).code).toBe(403);
    const future = await file('medaff01', seeded.id, { filingNo: '粤卫备2026-001', filingDate: '2099-01-01' }, 'en');
    expect(future).toMatchObject({ code: 400, msg: 'The filing date must be a date no later than today (YYYY-MM-DD)' });
    expect((await file('medaff01', seeded.id, { filingNo: '  ', filingDate: '2026-01-01' })).code).toBe(400);
    expect((await file('medaff01', 999999, { filingNo: 'X', filingDate: '2026-01-01' })).code).toBe(404);
    const unlimit = (await w.get('medaff01', '/api/v1/tech/register?techKind=unlimit')).data.list[0];
    if (unlimit) expect((await file('medaff01', unlimit.id, { filingNo: 'X', filingDate: '2026-01-01' })).msg).toBe('只有限制类技术需要备案');
    const filed = await file('medaff01', seeded.id, { filingNo: '粤卫备2026-001', filingDate: '2026-03-02' });
    expect(filed.data).toMatchObject({ id: seeded.id, filingNo: '粤卫备2026-001', filingDate: '2026-03-02' });

    const res = await s.raw('GET', '/api/v1/tech/register/export?techKind=limit', { headers: await auth('medaff01') });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('限制类技术备案与随访'));
    const x = await readXlsx(res);
    expect(x.header).toEqual(expect.arrayContaining(['技术编码', '备案编号', '备案日期', '累计例数', '并发症例数', '关联不良事件报告']));
    const row = x.rows.find((r) => r[0] === seeded.techCode)!;
    expect(row).toBeTruthy();
    const col = (h: string) => row[x.header.indexOf(h)];
    expect([col('备案编号'), col('备案日期'), col('累计例数'), col('随访报告数')]).toEqual(['粤卫备2026-001', '2026-03-02', seeded.cases, seeded.reports]);
    // in English: the statuses and decisions in the reader's language
    const en = await readXlsx(await s.raw('GET', '/api/v1/tech/register/export?techKind=limit', { headers: { ...await auth('medaff01'), 'Accept-Language': 'en' } }));
    expect(en.header).toContain('Filing number');
    expect(en.text).not.toMatch(/已批准|已备案|转常规|试运行/);

    // an event report naming the technology counts in its register row (a draft does not)
    expect((await w.report('nurse01', { techItemId: seeded.id })).code).toBe(200);
    expect((await w.report('nurse01', { techItemId: seeded.id, submit: false })).code).toBe(200);
    const again = (await w.get('medaff01', `/api/v1/tech/register?keyword=${encodeURIComponent(seeded.techCode)}`)).data.list[0];
    expect(again).toMatchObject({ id: seeded.id, linkedEvents: seeded.linkedEvents + 1 });

    // an applicant reads the register of their own department only
    const mine = (await w.get('tech01', '/api/v1/tech/register?pageSize=100')).data;
    expect(mine.count).toBeLessThanOrEqual((await w.get('medaff01', '/api/v1/tech/register?pageSize=100')).data.count);
  });

  it('a follow-up report past its due time: the applicant is reminded, medical affairs told it is overdue', async () => {
    const u = (await w.apply('tech01', { techKind: 'unlimit' }, { techName: `随访提醒${Date.now() % 100000}` })).data;
    await w.act('approver03', u.id, 'approve');
    const at = (await w.act('medaff01', u.id, 'approve')).data;
    expect(at).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
    const due = Date.parse(at.dueAt);
    const now = (await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 0 })).data.now as number;
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: due - now + 3600_000 });
    const mine = (await w.messages('tech01')).filter((m) => m.relatedId === u.id);
    expect(mine.map((m) => m.title)).toContain('随访报告到期');
    expect((await w.messages('medaff01')).filter((m) => m.relatedId === u.id).map((m) => m.title)).toContain('超期提醒');
    // the register marks the report overdue
    const reg = (await w.get('medaff01', `/api/v1/tech/register?keyword=${encodeURIComponent(u.title)}`)).data.list[0];
    expect(reg).toMatchObject({ recordId: u.id, overdue: true, reports: 0 });
  });

  it('unlimited class skips the committee; a rejected application is final with its reason', async () => {
    const u = (await w.apply('tech01', { techKind: 'unlimit' }, { techName: '非限制类测试' })).data;
    expect(u.flow.code).toBe('xjsxxm-unlimit');
    await w.act('approver03', u.id, 'approve');
    expect((await w.act('medaff01', u.id, 'approve')).data).toMatchObject({ state: 'approved', stepKey: 'periodicReview' });
    expect((await w.get('committee01', `/api/v1/records/${u.id}`)).code).toBe(404);

    const r = (await w.apply('tech01', {}, { techName: '驳回测试' })).data;
    await w.act('approver03', r.id, 'approve');
    expect((await w.act('medaff01', r.id, 'reject')).code).toBe(400);
    const rej = await w.act('medaff01', r.id, 'reject', { comment: '不符合准入条件' });
    expect(rej.data).toMatchObject({ state: 'rejected', opinion: '不符合准入条件' });
    expect((await w.messages('tech01')).find((m) => m.relatedId === r.id).logContent).toContain('不符合准入条件');
    expect((await w.detail('tech01', r.id)).allowedActions).not.toContain('resubmit');
    expect((await w.act('tech01', r.id, 'resubmit')).code).toBe(400);
    expect((await w.get('tech01', `/api/v1/limit-tech/list?name=${encodeURIComponent('驳回测试')}`)).data.count).toBe(0);
  });
});
