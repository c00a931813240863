// Issue 34 §6: POST /api/v1/records answers with the new record built from what its creation wrote (the row
// the commit returned, the data it stored, the flow it pinned, the step's users), not read back. The answer
// must be exactly the detail a GET then shows: for a report, a grade I one, an anonymous one, a draft, with
// copies, a technology application, and an idempotent retry.
import { describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';

const { w } = useWfServer();

/** The POST's answer and the detail the same user reads right after. */
async function both(user: string, res: Promise<{ code: number; data: any; msg: string }>) {
  const posted = await res;
  expect(posted.code, posted.msg).toBe(200);
  return { posted: posted.data, read: await w.detail(user, posted.data.id) };
}

describe('the creation\'s answer is the record\'s detail', () => {
  it('a submitted report (department review), a grade I one and an anonymous one', async () => {
    for (const fields of [{}, { grade: 'I', eventType: 'fall' }, { anonymous: true }]) {
      const { posted, read } = await both('nurse01', w.report('nurse01', fields));
      expect(posted.state).toBe('inProgress');
      expect(posted.assignees.length).toBeGreaterThan(0);
      expect(posted).toEqual(read);
    }
  });

  it('a draft, and a report with copies', async () => {
    const draft = await both('nurse01', w.report('nurse01', { submit: false }));
    expect(draft.posted.state).toBe('draft');
    expect(draft.posted).toEqual(draft.read);
    const ids = await w.userIds();
    const cc = await both('nurse01', w.report('nurse01', { ccUserIds: [ids.quality01, ids.approver01] }));
    expect(cc.posted.cc.length).toBe(2);
    expect(cc.posted).toEqual(cc.read);
  });

  it('a technology application', async () => {
    const { posted, read } = await both('owner01', w.apply('owner01'));
    expect(posted.module).toBe('xjsxxm');
    expect(posted).toEqual(read);
  });

  it('an idempotent retry answers the same record as the first call', async () => {
    const body = { module: 'baqsj', eventType: 'fall', grade: 'III', title: '重试', submit: true, data: (await w.detail('nurse01', (await w.report('nurse01')).data.id)).data };
    const headers = { 'Idempotency-Key': 'created-answer-0001' };
    const first = await w.call('nurse01', 'POST', '/api/v1/records', body, headers);
    const again = await w.call('nurse01', 'POST', '/api/v1/records', body, headers);
    expect(again.data.id).toBe(first.data.id);
    expect(first.data).toEqual(again.data);
    expect(first.data).toEqual(await w.detail('nurse01', first.data.id));
  });
});
