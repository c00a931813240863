// The unsafe-event loop on the engine through the real HTTP server (issue 9 "Done when"): report, return,
// resubmit with a new revision, approve, measures assigned / completed / sent back / verified, closed,
// archived; every hand's bell message links to the record; then the refusals around it.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, withDb, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { runAction } from '../../demo/server/db/store/wfApply.ts';
import { readXlsx } from './xlsxHelpers.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  s = await startTestServer({ testClock: true });
  w = wfClient(s);
  ids = await w.userIds();
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

/** The newest message of a user about a record. */
async function lastAbout(user: string, id: number) {
  return (await w.messages(user)).find((m) => m.relatedId === id);
}

describe('the unsafe-event loop', () => {
  it('report -> return -> resubmit -> approve -> two measures -> send back -> verify -> closed -> archived', async () => {
    const link = (id: number) => `/newBaqsj/lookDetail?id=${id}`;
    const r = await w.report('nurse01', { grade: 'II', title: '跌倒事件（闭环测试）' }, { event_place: '病房' });
    expect(r.code).toBe(200);
    const id = r.data.id as number;
    expect(r.data).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', grade: 'II', revision: 1, assignees: [{ userId: ids.approver01 }] });
    expect(r.data.dueAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(await lastAbout('approver01', id)).toMatchObject({ title: '待处理', link: link(id) });

    // the department head returns it with a comment; a return needs one
    expect((await w.act('approver01', id, 'return')).code).toBe(400);
    const ret = await w.act('approver01', id, 'return', { comment: '请补充发生地点' });
    expect(ret.data).toMatchObject({ state: 'returned', stepKey: null, returnedFrom: 'deptReview', allowedActions: ['comment'] });
    expect((await lastAbout('nurse01', id)).logContent).toContain('请补充发生地点');
    expect((await w.detail('nurse01', id)).allowedActions).toEqual(expect.arrayContaining(['resubmit', 'addCc', 'comment']));
    expect((await w.get('nurse01', '/api/v1/records?scope=todo')).data.list.map((x: { id: number }) => x.id)).toContain(id);

    // the nurse edits and resubmits: a new revision, the detail says what changed
    const re = await w.act('nurse01', id, 'resubmit', { data: { ...(await w.detail('nurse01', id)).data, event_place: '走廊' } });
    expect(re.data).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', revision: 2, returnedFrom: null });
    expect(re.data.revisions.map((v: { revision: number }) => v.revision)).toEqual([1, 2]);
    const rev = (await w.get('approver01', `/api/v1/records/${id}/revisions/2`)).data;
    expect(rev.changes).toEqual([{ field: 'event_place', label: expect.any(String), before: '病房', after: '走廊' }]);
    expect(rev.changes[0].label).not.toBe('event_place');
    expect((await w.get('approver01', `/api/v1/records/${id}/revisions/1`)).data.data.event_place).toBe('病房');
    expect((await w.get('approver01', `/api/v1/records/${id}/revisions/9`)).code).toBe(404);

    // approve: grade II skips the medical affairs review; the quality office analyses its root causes
    // (issue 26 §1, tests/server/rca.test.ts), then handles it
    const ap = await w.act('approver01', id, 'approve', { comment: '情况属实' });
    expect(ap.data).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis' });
    expect(ap.data.flow.steps.find((x: { key: string }) => x.key === 'medicalAffairsReview').applies).toBe(false);
    expect(await lastAbout('quality01', id)).toMatchObject({ title: '待处理', link: link(id) });
    const rca = (await w.get('quality01', `/api/v1/records/${id}/analysis`)).data;
    const root = { id: 'c1', categoryId: 'methods', parentId: null, text: '跌倒风险未复评', kind: 'root', evidence: [] };
    const saved = await w.call('quality01', 'PUT', `/api/v1/records/${id}/analysis`, {
      revision: rca.revision, analysis: { ...rca.analysis, causes: [root], noMeasure: { c1: '已纳入全院专项整改' } },
    });
    expect(saved.code).toBe(200);
    expect((await w.act('quality01', id, 'approve', { comment: '分析完成' })).data).toMatchObject({ state: 'inProgress', stepKey: 'qualityReview' });

    // two measures for the rectification owner
    const deadline = Date.now() + 7 * DAY;
    const bad = await w.act('quality01', id, 'assignMeasures', { measures: [{ what: '', ownerUserId: ids.owner01, deadline }] });
    expect(bad.code).toBe(400);
    const am = await w.act('quality01', id, 'assignMeasures', {
      comment: '请一周内完成',
      measures: [{ what: '修订防跌倒评估流程', ownerUserId: ids.owner01, deadline }, { what: '高风险患者床旁警示', ownerUserId: ids.owner01, deadline: '2099-12-31' }],
    });
    expect(am.data.state).toBe('rectifying');
    const [m1, m2] = am.data.measures;
    expect([m1.status, m2.status]).toEqual(['open', 'open']);
    expect(await lastAbout('owner01', id)).toMatchObject({ title: '整改任务', link: link(id) });
    const ownerView = await w.detail('owner01', id);
    expect(ownerView.measureActions).toEqual({ [m1.id]: ['completeMeasure'], [m2.id]: ['completeMeasure'] });
    expect((await w.get('owner01', '/api/v1/records?scope=todo')).data.list.map((x: { id: number }) => x.id)).toContain(id);
    // the owner's to-do row names the owner as who acts (their measure), not the quality office
    const ownerRow = (await w.get('owner01', '/api/v1/records?scope=todo')).data.list.find((x: { id: number }) => x.id === id);
    expect(ownerRow.assignees).toEqual([{ userId: ids.owner01, name: '王芳' }]);
    // closing with open measures is refused
    expect((await w.act('quality01', id, 'close')).code).toBe(400);

    // the owner completes one with an attachment, then the other
    const att = [{ name: '培训签到表.pdf', url: '/uploads/sign-in.pdf' }];
    const c1 = await w.act('owner01', id, 'completeMeasure', { measureId: m1.id, comment: '已修订并培训', attachments: att });
    expect(c1.data.measures[0]).toMatchObject({ status: 'done', evidence: att, note: '已修订并培训' });
    expect((await w.act('owner01', id, 'completeMeasure', { measureId: m1.id })).code).toBe(400);
    await w.act('owner01', id, 'completeMeasure', { measureId: m2.id, comment: '已放置警示牌' });
    expect(await lastAbout('quality01', id)).toMatchObject({ title: '整改待验证' });
    // nothing open any more: the quality office acts (verifies)
    const acting = (await w.detail('quality01', id)).assignees.map((a: { userId: number }) => a.userId);
    expect(acting).toContain(ids.quality01);
    expect(acting).not.toContain(ids.owner01);

    // the quality office sends the second back, the owner completes it again, both are verified
    expect((await w.act('quality01', id, 'sendBackMeasure', { measureId: m2.id })).code).toBe(400);
    const sb = await w.act('quality01', id, 'sendBackMeasure', { measureId: m2.id, comment: '请补充照片' });
    expect(sb.data.measures[1]).toMatchObject({ status: 'open', sentBack: 1 });
    expect((await lastAbout('owner01', id)).logContent).toContain('请补充照片');
    await w.act('owner01', id, 'completeMeasure', { measureId: m2.id, comment: '已补充照片', attachments: [{ name: '现场照片.jpg', url: '/uploads/photo.jpg' }] });
    await w.act('quality01', id, 'verifyMeasure', { measureId: m1.id });
    const verified = await w.act('quality01', id, 'verifyMeasure', { measureId: m2.id, comment: '整改到位' });
    // the last verification does not close the case: the quality office decides, with a conclusion
    expect(verified.data).toMatchObject({ state: 'inProgress', stepKey: 'qualityReview' });
    expect(verified.data.measures.map((m: { status: string }) => m.status)).toEqual(['verified', 'verified']);
    expect(verified.data.allowedActions).toContain('close');
    expect((await w.detail('nurse01', id)).allowedActions).not.toContain('close');
    expect((await lastAbout('nurse01', id)).title).not.toBe('已结案');
    expect((await w.act('quality01', id, 'close', { comment: '  ' })).code).toBe(400);
    expect((await w.act('owner01', id, 'close', { comment: '结案' }, 'owner01')).code).toBe(403);
    const closed = await w.act('quality01', id, 'close', { comment: '两项措施均已落实并验证，结案' });
    expect(closed.data).toMatchObject({ state: 'closed', stepKey: 'archiveReview' });
    expect(closed.data.conclusion).toMatchObject({ text: '两项措施均已落实并验证，结案', actorName: '陈晓燕' });
    const bell = await lastAbout('nurse01', id);
    expect(bell).toMatchObject({ title: '已结案', link: link(id) });
    expect(bell.logContent).toContain('两项措施均已落实并验证，结案');

    // archive review: archived (final)
    expect((await w.get('quality01', '/api/v1/records?scope=archive')).data.list.map((x: { id: number }) => x.id)).toContain(id);
    const arch = await w.act('quality01', id, 'archive', { comment: '归档' });
    expect(arch.data).toMatchObject({ state: 'archived', stepKey: null, allowedActions: ['comment'] });
    expect((await w.get('nurse01', '/api/v1/records?scope=ended')).data.list.map((x: { id: number }) => x.id)).toContain(id);

    // the timeline holds every step, in order, with its comments and attachments
    const tl = (await w.detail('nurse01', id)).timeline;
    expect(tl.map((t: { action: string }) => t.action)).toEqual([
      'submit', 'return', 'resubmit', 'approve', 'analysisSaved', 'approve', 'assignMeasures', 'completeMeasure', 'completeMeasure',
      'sendBackMeasure', 'completeMeasure', 'verifyMeasure', 'verifyMeasure', 'close', 'archive',
    ]);
    expect(tl[13]).toMatchObject({ actorName: '陈晓燕', comment: '两项措施均已落实并验证，结案', toState: 'closed' });
    expect((await w.detail('nurse01', id)).conclusion).toMatchObject({ text: '两项措施均已落实并验证，结案' });
    expect(tl[1]).toMatchObject({ actorName: '张志强', comment: '请补充发生地点', fromState: 'inProgress', toState: 'returned' });
    expect(tl[7]).toMatchObject({ actorName: '王芳', attachments: att });
    // done lists: every hand that acted
    for (const u of ['approver01', 'quality01', 'owner01']) {
      expect((await w.get(u, '/api/v1/records?scope=done')).data.list.map((x: { id: number }) => x.id), u).toContain(id);
    }
    expect((await w.get('approver01', '/api/v1/records?scope=approved')).data.list.map((x: { id: number }) => x.id)).toContain(id);
  });

  it('the timeline is append-only in the database', async () => {
    await withDb(s, async (db) => {
      await expect(db.run("UPDATE record_timeline SET comment = 'x'")).rejects.toThrow(/append-only/);
      await expect(db.run('DELETE FROM record_timeline')).rejects.toThrow(/append-only/);
      await expect(db.run("UPDATE flow_versions SET definition = '{}'")).rejects.toThrow(/immutable/);
    });
  });
});

describe('concurrency and consistency', () => {
  it('two people acting on the same version: exactly one wins, the other gets 409 and nothing changes', async () => {
    const id = (await w.report('nurse01')).data.id;
    const v = (await w.detail('approver01', id)).version;
    const tokA = await w.tok('approver01');
    const tokB = await w.tok('admin');
    const [a, b] = await Promise.all([
      s.call('POST', `/api/v1/records/${id}/actions/approve`, { token: tokA, body: { version: v } }),
      s.call('POST', `/api/v1/records/${id}/actions/reject`, { token: tokA, body: { version: v, comment: '重复' } }),
    ]);
    expect([a.code, b.code].sort()).toEqual([200, 409]);
    const loser = a.code === 409 ? a : b;
    expect(loser.msg).toMatch(/已被他人处理或修改/);
    const after = await w.detail('approver01', id);
    expect(after.version).toBe(v + 1);
    expect(after.timeline.filter((t: { action: string }) => t.action !== 'submit')).toHaveLength(1);
    // a stale version is a conflict in English too
    const en = await s.call('POST', `/api/v1/records/${id}/actions/comment`, { token: tokB, body: { version: v, comment: 'x' }, headers: { 'Accept-Language': 'en' } });
    expect(en.code).toBe(409);
    expect(en.msg).toMatch(/Someone else has acted/);
    expect((await s.call('POST', `/api/v1/records/${id}/actions/comment`, { token: tokB, body: { comment: 'x' } })).code).toBe(400);
  });

  // PostgreSQL runs record actions at READ COMMITTED: the loser read the row before the winner committed
  // and its tasks after, and answered a false 403. The action now claims the row first. SQLite runs one
  // write transaction at a time, so this interleaving cannot happen there.
  it.runIf(!!process.env.HOS_TEST_DATABASE_URL)('an action whose record another commits under it answers 409, never 403 (PostgreSQL)', async () => {
    const id = (await w.report('nurse01')).data.id;
    const v = (await w.detail('approver01', id)).version;
    const tokA = await w.tok('approver01');
    await withDb(s, async (db) => {
      const me = await db.get("SELECT u.id, u.name FROM users u WHERE u.username = 'approver01'") as { id: number; name: string };
      const roles = (await db.all('SELECT r.role_key AS k FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = ?', me.id) as { k: string }[]).map((r) => r.k);
      let rowRead!: () => void;
      const read = new Promise<void>((r) => (rowRead = r));
      let go!: () => void;
      const resume = new Promise<void>((r) => (go = r));
      let first = true;
      // the reject pauses right after reading the record's row, inside its transaction
      const paused = new Proxy(db, {
        get(target, key) {
          const value = Reflect.get(target, key) as unknown;
          if (key === 'get') {
            return async (sql: string, ...args: unknown[]) => {
              const row = await target.get(sql, ...(args as never[]));
              if (first && /FROM records WHERE id = \?/.test(sql)) {
                first = false;
                rowRead();
                await resume;
              }
              return row;
            };
          }
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
      const loser = runAction(paused, { recordId: id, version: v, input: { action: 'reject', comment: '重复' }, actor: { id: me.id, name: me.name, roles }, now: Date.now() });
      const outcome = loser.then(() => 'done', (e: { status?: number }) => e.status);
      await read;
      const winner = await s.call('POST', `/api/v1/records/${id}/actions/approve`, { token: tokA, body: { version: v } });
      expect(winner.code).toBe(200);
      go();
      expect(await outcome).toBe(409);
    });
    const after = await w.detail('approver01', id);
    expect(after.version).toBe(v + 1);
  });

  it('a next step nobody can act on is refused and nothing is written', async () => {
    const id = (await w.report('nurse01', { grade: 'I', title: 'I 级事件（无人可处理测试）' })).data.id;
    const before = await w.detail('approver01', id);
    const off = await s.sys('/SYS/SYuser/doOff', { userID: ids.medaff01 }, { token: await w.tok('admin'), method: 'PUT' });
    expect(off.code).toBe(200);
    try {
      const res = await w.act('approver01', id, 'approve');
      expect(res).toMatchObject({ code: 400, msg: '下一步「医务科审核」没有可处理的人员' });
      const en = await w.call('approver01', 'POST', `/api/v1/records/${id}/actions/approve`, { version: before.version }, { 'Accept-Language': 'en-GB' });
      expect(en.msg).toBe('Nobody can act on the next step "Medical affairs review"');
      const after = await w.detail('approver01', id);
      expect(after).toMatchObject({ version: before.version, stepKey: 'deptReview', state: 'inProgress' });
      expect(after.timeline).toHaveLength(before.timeline.length);
    } finally {
      await s.sys('/SYS/SYuser/doOpen', { userID: ids.medaff01 }, { token: await w.tok('admin'), method: 'PUT' });
    }
    expect((await w.act('approver01', id, 'approve')).data.stepKey).toBe('medicalAffairsReview');
  });
});

describe('drafts, withdraw, comments, copies, transfer, urge', () => {
  it('a draft is private, saved, deleted; a withdrawn record keeps its history', async () => {
    const d = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', title: '草稿测试', data: { event_place: '病房' }, submit: false });
    expect(d.data).toMatchObject({ state: 'draft', timeline: [], flow: null });
    const id = d.data.id;
    expect((await w.get('approver01', `/api/v1/records/${id}`)).code).toBe(404);
    expect((await w.get('admin', `/api/v1/records/${id}`)).code).toBe(404);
    const saved = await w.call('nurse01', 'PUT', `/api/v1/records/${id}`, { version: d.data.version, eventType: 'tube', grade: 'IV', data: { event_place: '走廊' } });
    expect(saved.data).toMatchObject({ eventType: 'tube', grade: 'IV', revision: 1, data: { event_place: '走廊' } });
    expect(saved.data.flow.code).toBe('baqsj-default');
    expect((await w.call('nurse01', 'DELETE', `/api/v1/records/${id}?version=${d.data.version}`)).code).toBe(409);
    expect((await w.call('approver01', 'DELETE', `/api/v1/records/${id}?version=${saved.data.version}`)).code).toBe(404);
    expect((await w.call('nurse01', 'DELETE', `/api/v1/records/${id}?version=${saved.data.version}`)).data).toEqual({ id, deleted: true });
    expect((await w.get('nurse01', `/api/v1/records/${id}`)).code).toBe(404);

    // submit without an event type is refused with a clear message
    const none = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', data: {}, submit: true });
    expect(none).toMatchObject({ code: 400, msg: '请选择有效的事件类型' });

    const sub = (await w.report('nurse01', { title: '撤回测试' })).data;
    const wd = await w.act('nurse01', sub.id, 'withdraw');
    expect(wd.data).toMatchObject({ state: 'draft', assignees: [] });
    expect(wd.data.allowedActions).not.toContain('deleteDraft');
    expect((await w.act('nurse01', sub.id, 'deleteDraft')).code).toBe(400);
    const again = await w.act('nurse01', sub.id, 'submit');
    expect(again.data).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', flow: { version: 1 } });
    await w.act('approver01', sub.id, 'approve');
    expect((await w.act('nurse01', sub.id, 'withdraw')).code).toBe(400);
  });

  it('comments thread on a record; copies, transfer and urge write their messages', async () => {
    const id = (await w.report('nurse01', { title: '协作测试' })).data.id;
    const c1 = await w.act('approver01', id, 'comment', { comment: '请问患者目前情况？' });
    const parentId = c1.data.timeline.at(-1).id;
    const c2 = await w.act('nurse01', id, 'comment', { comment: '已无大碍', parentId });
    expect(c2.data.timeline.at(-1)).toMatchObject({ action: 'comment', parentId, comment: '已无大碍' });
    expect((await w.act('nurse01', id, 'comment', { comment: 'x', parentId: 999999 })).code).toBe(400);
    expect((await w.act('nurse01', id, 'comment', { comment: '' })).code).toBe(400);
    // someone who cannot see the record cannot comment on it either
    expect((await w.act('nurse02', id, 'comment', { comment: 'x' }, 'nurse01')).code).toBe(404);

    const cc = await w.act('nurse01', id, 'addCc', { userIds: [ids.nurse05] });
    expect(cc.data.cc.map((x: { userId: number }) => x.userId)).toEqual([ids.nurse05]);
    expect(await lastAbout('nurse05', id)).toMatchObject({ title: '抄送通知', link: `/newBaqsj/lookDetail?id=${id}` });
    expect((await w.get('nurse05', `/api/v1/records/${id}`)).code).toBe(200);
    expect((await w.get('nurse05', '/api/v1/records?scope=cc')).data.list.map((x: { id: number }) => x.id)).toContain(id);

    const urged = await w.act('nurse01', id, 'urge');
    expect(urged.code).toBe(200);
    expect(await lastAbout('approver01', id)).toMatchObject({ title: '催办' });

    await w.act('approver01', id, 'approve');
    // the quality office transfers the step to one colleague; only she may act now
    expect((await w.act('quality01', id, 'transfer', { userId: 999999 })).code).toBe(400);
    const tr = await w.act('quality01', id, 'transfer', { userId: ids.quality02, comment: '请马丽娟处理' });
    expect(tr.data.assignees).toEqual([{ userId: ids.quality02, name: '马丽娟' }]);
    expect(await lastAbout('quality02', id)).toMatchObject({ title: '转办' });
    expect((await w.act('quality01', id, 'close', {}, 'quality02')).code).toBe(403);
    // quality01 acted before: she still sees it
    expect((await w.get('quality01', '/api/v1/records?scope=todo')).data.list.map((x: { id: number }) => x.id)).not.toContain(id);
    // a return to an earlier step goes back to the department head
    const back = await w.act('quality02', id, 'return', { target: 'deptReview', comment: '请科室补充分析' });
    expect(back.data).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', assignees: [{ userId: ids.approver01 }] });
    expect((await w.act('approver01', id, 'return', { target: 'qualityReview', comment: 'x' })).code).toBe(400);
  });
});

describe('business requests', () => {
  it('run on business-default: department review, then the quality office; approved at the end', async () => {
    // any form of the library; the widget catalogue is a test fixture, not seeded: the test adds it
    const schema = JSON.parse(readFileSync('tests/fixtures/legacy-forms/01-upstream-widget-catalogue.form.json', 'utf8'));
    const form = (await w.call('admin', 'POST', '/api/v1/forms', { code: 'test-widget-catalogue', name: '控件目录（测试）', schema })).data;
    expect((await w.call('nurse01', 'POST', '/api/v1/records', { module: 'business', data: {}, submit: true })).code).toBe(400);
    const r = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'business', formId: form.id, title: '设备采购申请', data: {}, submit: true });
    expect(r.data).toMatchObject({ module: 'business', state: 'inProgress', stepKey: 'deptReview', flow: { code: 'business-default' } });
    expect((await w.act('approver01', r.data.id, 'approve')).data.stepKey).toBe('qualityReview');
    const done = await w.act('quality01', r.data.id, 'approve');
    expect(done.data).toMatchObject({ state: 'approved', stepKey: null, status: 'approved' });
    expect((await w.get('nurse01', '/api/v1/records?scope=mine&module=business')).data.list.map((x: { id: number }) => x.id)).toContain(r.data.id);
  });
});

describe('anonymous reports', () => {
  it('hide the reporter from everyone handling it, never from the reporter', async () => {
    const r = await w.report('nurse01', { anonymous: true, title: '匿名上报测试' }, { reporter_name: '李秀梅', reporter_phone: '13800010023' });
    const id = r.data.id;
    expect(r.data).toMatchObject({ anonymous: true, createdBy: ids.nurse01, createdByName: '李秀梅' });
    expect(r.data.data.reporter_name).toBe('李秀梅');
    const seen = await w.detail('approver01', id);
    expect(seen).toMatchObject({ anonymous: true, createdBy: null, createdByName: '匿名' });
    expect(seen.data.reporter_name).toBe('');
    expect(seen.data.reporter_phone).toBe('');
    expect(seen.data.event_place).toBe(r.data.data.event_place);
    expect(seen.timeline[0]).toMatchObject({ action: 'submit', actorId: null, actorName: '匿名' });
    expect(seen.revisions[0].createdByName).toBe('匿名');
    const en = (await w.get('approver01', `/api/v1/records/${id}`, { 'Accept-Language': 'en' })).data;
    expect(en.createdByName).toBe('Anonymous');
    const msg = await lastAbout('approver01', id);
    expect(msg.logContent).toContain('匿名');
    expect(msg.logContent).not.toContain('李秀梅');
    const list = (await w.get('approver01', '/api/v1/records?scope=todo&includeData=1')).data.list.find((x: { id: number }) => x.id === id);
    expect(list).toMatchObject({ createdBy: null, createdByName: '匿名' });
    expect(list.data.reporter_name).toBe('');
    // her name finds it only for herself
    const kw = encodeURIComponent('李秀梅');
    expect((await w.get('quality01', `/api/v1/records?scope=all&keyword=${kw}&pageSize=200`)).data.list.map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await w.get('nurse01', `/api/v1/records?scope=mine&keyword=${kw}&pageSize=200`)).data.list.map((x: { id: number }) => x.id)).toContain(id);
    // the urge of an anonymous reporter names nobody
    await w.act('nurse01', id, 'urge');
    expect((await lastAbout('approver01', id)).logContent).not.toContain('李秀梅');
    const res = await s.raw('GET', '/api/v1/records/export?keyword=' + encodeURIComponent('匿名上报测试'), { headers: { Authorization: `Bearer ${await w.tok('quality01')}` } });
    const { text } = await readXlsx(res);
    expect(text).toContain('匿名上报测试');
    expect(text).not.toContain('李秀梅');
  });
});

describe('flow versions are pinned', () => {
  it('a flow change after submit leaves existing records on their version', async () => {
    const old = (await w.report('nurse01', { title: '版本固定测试' })).data;
    expect(old.flow).toMatchObject({ code: 'baqsj-default', version: 1 });
    const cur = (await w.get('admin', '/api/v1/flows/baqsj-default')).data;
    // version 2 adds a nursing-department review after the department head
    const def = structuredClone(cur.definition);
    def.steps.splice(1, 0, {
      key: 'nursingReview', name: { 'zh-CN': '护理部审核', en: 'Nursing review' }, kind: 'review',
      assignee: { kind: 'role', role: 'qualityOfficer' }, actions: ['approve', 'return', 'reject'], timeLimit: { hours: 48 },
    });
    const saved = await w.call('admin', 'PUT', '/api/v1/flows/baqsj-default', { definition: def });
    expect(saved.code).toBe(200);
    const v2 = saved.data.version;
    expect(v2).toBeGreaterThan(1);
    try {
      const fresh = (await w.report('nurse01', { title: '新版本流程测试' })).data;
      expect(fresh.flow).toMatchObject({ version: v2 });
      expect(fresh.flow.steps.map((x: { key: string }) => x.key)).toContain('nursingReview');
      expect((await w.act('approver01', fresh.id, 'approve')).data.stepKey).toBe('nursingReview');
      // the record submitted before the change goes on as version 1 said
      const next = await w.act('approver01', old.id, 'approve');
      expect(next.data).toMatchObject({ stepKey: 'qualityReview', flow: { version: 1 } });
      expect(next.data.flow.steps.map((x: { key: string }) => x.key)).not.toContain('nursingReview');
    } finally {
      // back to the first definition as the newest version (versions are immutable)
      expect((await w.call('admin', 'PUT', '/api/v1/flows/baqsj-default', { definition: cur.definition })).code).toBe(200);
    }
  });
});

describe('deadlines on the moved test clock', () => {
  it('overdue filter, one reminder per step entry to the assignees and the quality office', async () => {
    expect((await w.get('admin', '/api/v1/test/clock')).data.now).toBeGreaterThan(0);
    expect((await w.call('nurse01', 'POST', '/api/v1/test/clock', { advanceMs: 1000 })).code).toBe(403);
    expect((await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: -5 })).code).toBe(400);

    const id = (await w.report('nurse01', { grade: 'III', title: '超期测试' })).data.id;
    const overdueIds = async (user: string, scope: string) =>
      (await w.get(user, `/api/v1/records?scope=${scope}&overdue=1&pageSize=500`)).data.list.map((x: { id: number }) => x.id);
    expect(await overdueIds('approver01', 'todo')).not.toContain(id);
    const reminders = async (user: string) => (await w.messages(user)).filter((m) => m.relatedId === id && m.title === '超期提醒');

    // grade III: the department review has 72 hours
    const moved = await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 73 * 3600_000 });
    expect(moved.data.reminded).toBeGreaterThanOrEqual(1);
    expect(await overdueIds('approver01', 'todo')).toContain(id);
    expect(await overdueIds('quality01', 'all')).toContain(id);
    expect((await w.detail('approver01', id)).overdue).toBe(true);
    expect((await w.get('approver01', '/api/v1/biz/summary')).data.overdue).toBeGreaterThanOrEqual(1);
    expect(await reminders('approver01')).toHaveLength(1);
    expect(await reminders('quality01')).toHaveLength(1);
    expect((await reminders('approver01'))[0]).toMatchObject({ link: `/newBaqsj/lookDetail?id=${id}` });
    const entry = (await w.detail('approver01', id)).timeline.at(-1);
    // the system speaks: no actor id, no name (the client names it in its language, issue 23 §1)
    expect(entry).toMatchObject({ action: 'overdue', actorId: null, actorName: '', fromStep: 'deptReview' });
    expect(entry.extra.notified).toEqual(expect.arrayContaining([ids.approver01, ids.quality01]));
    // once per step entry
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 3600_000 });
    expect(await reminders('approver01')).toHaveLength(1);

    // a new step entry runs its own deadline (168 h at the quality office for grade III)
    const ap = await w.act('approver01', id, 'approve');
    expect(ap.data.overdue).toBe(false);
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 169 * 3600_000 });
    expect(await reminders('quality01')).toHaveLength(2);
    expect(await overdueIds('quality01', 'todo')).toContain(id);
  });

  it('the test clock does not exist without HOS_TEST_CLOCK', async () => {
    const plain = await startTestServer();
    try {
      const t = await plain.login('admin');
      expect((await plain.call('GET', '/api/v1/test/clock', { token: t })).code).toBe(404);
      expect((await plain.call('POST', '/api/v1/test/clock', { token: t, body: { advanceMs: 1 } })).code).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
