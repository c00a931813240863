// Every action refused for every role that may not take it (issue 9 "Done when"): records in each state
// of both flows, every seeded hand, every action with valid input. A table says what each hand may do;
// everything else must be refused and write nothing, and the detail must offer exactly the table's actions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';

const ACTIONS = [
  'saveDraft', 'deleteDraft', 'submit', 'withdraw', 'resubmit', 'approve', 'return', 'reject', 'transfer', 'close', 'archive', 'sendBack',
  'review', 'assignMeasures', 'completeMeasure', 'verifyMeasure', 'sendBackMeasure', 'addCc', 'urge', 'comment', 'vote', 'closeMeeting', 'followUp',
] as const;
const USERS = ['admin', 'nurse01', 'approver01', 'quality01', 'owner01', 'nurse02', 'tech01', 'approver03', 'medaff01', 'committee01'];

type Allowed = Record<string, string[]>;
interface Fixture { name: string; id: number; owner: string; measures?: { open: number; done: number }; allowed: Allowed }

let s: TestServer;
let w: ReturnType<typeof wfClient>;
let ids: Record<string, number>;
const fixtures: Fixture[] = [];

/** admin (System + quality officer) and quality01 hold the same hand at quality steps; supervisors urge only steps not theirs. */
const quality = (extra: string[]) => ({ admin: extra, quality01: extra });

beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
  ids = await w.userIds();
  const ok = <T extends { code: number; data: any }>(r: T) => {
    if (r.code !== 200) throw new Error(JSON.stringify(r));
    return r.data;
  };
  const report = async () => ok(await w.report('nurse01')).id as number;

  const draft = ok(await w.call('nurse01', 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', data: {}, submit: false })).id;
  fixtures.push({ name: 'event draft', id: draft, owner: 'nurse01', allowed: { nurse01: ['saveDraft', 'deleteDraft', 'submit'] } });

  fixtures.push({
    name: 'event at the department review', id: await report(), owner: 'nurse01',
    allowed: { nurse01: ['withdraw', 'addCc', 'urge', 'comment'], approver01: ['approve', 'return', 'reject', 'transfer', 'addCc', 'comment'], ...quality(['urge', 'comment']) },
  });

  const returned = await report();
  ok(await w.act('approver01', returned, 'return', { comment: '请补充' }));
  fixtures.push({ name: 'returned event', id: returned, owner: 'nurse01', allowed: { nurse01: ['resubmit', 'addCc', 'comment'], approver01: ['comment'], ...quality(['comment']) } });

  const rect = await report();
  ok(await w.act('approver01', rect, 'approve'));
  const deadline = Date.now() + 7 * 86400_000;
  const m = ok(await w.act('quality01', rect, 'assignMeasures', { measures: [
    { what: '措施一', ownerUserId: ids.owner01, deadline }, { what: '措施二', ownerUserId: ids.owner01, deadline },
  ] })).measures;
  ok(await w.act('owner01', rect, 'completeMeasure', { measureId: m[1].id }));
  fixtures.push({
    name: 'rectifying event', id: rect, owner: 'nurse01', measures: { open: m[0].id, done: m[1].id },
    allowed: {
      nurse01: ['addCc', 'urge', 'comment'], approver01: ['comment'], owner01: ['comment', 'completeMeasure'],
      ...quality(['return', 'reject', 'transfer', 'addCc', 'comment', 'assignMeasures', 'verifyMeasure', 'sendBackMeasure']),
    },
  });

  const closed = await report();
  ok(await w.act('approver01', closed, 'approve'));
  ok(await w.act('quality01', closed, 'close', { comment: '无需整改' }));
  fixtures.push({
    name: 'closed event (archive review)', id: closed, owner: 'nurse01',
    allowed: { nurse01: ['addCc', 'urge', 'comment'], approver01: ['comment'], ...quality(['archive', 'sendBack', 'transfer', 'comment']) },
  });

  const archived = await report();
  ok(await w.act('approver01', archived, 'approve'));
  ok(await w.act('quality01', archived, 'close', { comment: '无需整改' }));
  ok(await w.act('quality01', archived, 'archive'));
  fixtures.push({ name: 'archived event', id: archived, owner: 'nurse01', allowed: { nurse01: ['addCc', 'comment'], approver01: ['comment'], ...quality(['comment']) } });

  const rejected = await report();
  ok(await w.act('approver01', rejected, 'reject', { comment: '不属实' }));
  fixtures.push({ name: 'rejected event', id: rejected, owner: 'nurse01', allowed: { nurse01: ['addCc', 'comment'], approver01: ['comment'], ...quality(['comment']) } });

  const t1 = ok(await w.apply('tech01')).id;
  ok(await w.act('approver03', t1, 'approve'));
  fixtures.push({
    name: 'technology at medical affairs', id: t1, owner: 'tech01',
    allowed: {
      tech01: ['addCc', 'urge', 'comment'], medaff01: ['approve', 'return', 'reject', 'transfer', 'addCc', 'comment'],
      approver03: ['comment'], ...quality(['comment']),
    },
  });

  const t2 = ok(await w.apply('tech01', { techKind: 'unlimit' })).id;
  ok(await w.act('approver03', t2, 'approve'));
  ok(await w.act('medaff01', t2, 'approve'));
  fixtures.push({
    name: 'approved technology in its periodic review', id: t2, owner: 'tech01',
    // the applicant reports on its follow-up (issue 35 §3)
    allowed: { tech01: ['addCc', 'urge', 'comment', 'followUp'], medaff01: ['review', 'transfer', 'comment'], approver03: ['comment'], ...quality(['comment']) },
  });
});
afterAll(async () => { await s.stop(); });

/** Valid input for each action, so that only who and when can stop it. */
function inputFor(action: string, f: Fixture): Record<string, unknown> {
  const measureId = (which: 'open' | 'done') => f.measures?.[which] ?? 999999;
  switch (action) {
    case 'saveDraft': return { data: { event_place: '走廊' } };
    case 'approve': return { comment: '同意' };
    case 'return': case 'reject': case 'sendBack': case 'close': return { comment: '意见' };
    case 'transfer': return { userId: ids.quality02 };
    case 'review': return { outcome: 'continue', comment: '继续' };
    case 'assignMeasures': return { measures: [{ what: '措施', ownerUserId: ids.owner01, deadline: Date.now() + 86400_000 }] };
    case 'completeMeasure': return { measureId: measureId('open'), comment: '完成' };
    case 'verifyMeasure': return { measureId: measureId('done') };
    case 'sendBackMeasure': return { measureId: measureId('done'), comment: '退回' };
    case 'addCc': return { userIds: [ids.nurse05] };
    case 'comment': return { comment: '评论' };
    case 'followUp': return { followUp: { cases: 1, complications: 0, adverseEvents: 0 }, comment: '随访' };
    case 'vote': return { vote: 'approve' };
    case 'closeMeeting': return { attachments: [{ name: '纪要.pdf', url: '/uploads/m.pdf' }] };
    default: return {};
  }
}

describe('roles x actions x states', () => {
  it('has a fixture in every state', () => {
    expect(fixtures.map((f) => f.name)).toHaveLength(9);
  });

  it('offers exactly the allowed actions, refuses every other one, and writes nothing when refusing', async () => {
    let refused = 0;
    for (const f of fixtures) {
      const version = async () => (await w.detail(f.owner, f.id)).version as number;
      for (const user of USERS) {
        const allowed = f.allowed[user];
        const before = await version();
        const view = await w.get(user, `/api/v1/records/${f.id}`);
        if (!allowed) {
          expect(view.code, `${f.name}: ${user} must not see it`).toBe(404);
        } else {
          expect(view.code, `${f.name}: ${user} sees it`).toBe(200);
          const offered = [...view.data.allowedActions, ...Object.values(view.data.measureActions as Record<string, string[]>).flat()];
          expect(offered.sort(), `${f.name}: what ${user} is offered`).toEqual([...allowed].sort());
        }
        for (const action of ACTIONS) {
          if (allowed?.includes(action)) continue;
          const res = await w.call(user, 'POST', `/api/v1/records/${f.id}/actions/${action}`, { version: before, ...inputFor(action, f) });
          expect([400, 403, 404], `${f.name}: ${user} ${action} -> ${res.code} ${res.msg}`).toContain(res.code);
          if (!allowed) expect(res.code, `${f.name}: ${user} ${action}`).toBe(404);
          refused++;
        }
        expect(await version(), `${f.name}: refusals of ${user} wrote nothing`).toBe(before);
      }
    }
    expect(refused).toBeGreaterThan(1500);
  }, 90_000); // every role x action x state: some 2000 calls, 19 s on PostgreSQL beside a browser suite

  it('a refusal is worded in the caller\'s language', async () => {
    const f = fixtures[1];
    const v = (await w.detail('nurse01', f.id)).version;
    const zh = await w.call('nurse01', 'POST', `/api/v1/records/${f.id}/actions/approve`, { version: v });
    expect(zh).toMatchObject({ code: 403, msg: '您不是当前环节的处理人' });
    const en = await w.call('nurse01', 'POST', `/api/v1/records/${f.id}/actions/approve`, { version: v }, { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(en).toMatchObject({ code: 403, msg: 'You are not a handler of the current step' });
    const unknown = await w.call('nurse01', 'POST', `/api/v1/records/${f.id}/actions/explode`, { version: v });
    expect(unknown).toMatchObject({ code: 400, msg: '未知的操作：explode' });
  });
});
