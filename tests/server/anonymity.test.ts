// Issue 33 §7, anonymity holds: who filed an anonymous report is told to nobody but the reporter, not even by a
// refusal. Probe: the person who names the analysis team tries every user one at a time; every answer is the
// same kind, so the reporter cannot be picked out. The team, the timeline, the detail and the list the
// namer then reads carry no reporter either.
import { beforeAll, describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';

const { w } = useWfServer();
let ids: Record<string, number>;
beforeAll(async () => {
  ids = await w.userIds();
});

describe('an anonymous report at the analysis step', () => {
  it('naming the team one user at a time tells the namer nothing about who reported', async () => {
    const id = (await w.report('nurse01', { anonymous: true, grade: 'II', title: '匿名跌倒事件（匿名性探测）' })).data.id as number;
    expect((await w.act('approver01', id, 'approve', { comment: '属实' })).code).toBe(200);
    const url = `/api/v1/records/${id}/analysis/team`;

    const answers: Record<string, string> = {};
    for (const [name, uid] of Object.entries(ids)) {
      const r = await w.call('quality01', 'PUT', url, { userIds: [uid] });
      // disabled or unknown accounts aside, every user is accepted alike
      answers[name] = `${r.code}`;
    }
    const kinds = new Set(Object.values(answers));
    expect(kinds, JSON.stringify(answers)).toEqual(new Set(['200']));

    // what the namer reads afterwards names no reporter
    const d = await w.detail('quality01', id);
    expect(d).toMatchObject({ createdBy: null, createdByName: '匿名', anonymous: true });
    expect(d.timeline.length).toBeGreaterThan(2);
    expect(JSON.stringify(d.timeline)).not.toContain('李秀梅'); // nurse01, the reporter
    const a = await w.get('quality01', `/api/v1/records/${id}/analysis`);
    expect(JSON.stringify(a.data)).not.toMatch(/"createdBy":\d/);
  });

  it('a named report keeps the rule: the reporter does not investigate her own report', async () => {
    const id = (await w.report('nurse01', { grade: 'II', title: '实名跌倒事件' })).data.id as number;
    expect((await w.act('approver01', id, 'approve', { comment: '属实' })).code).toBe(200);
    expect((await w.call('quality01', 'PUT', `/api/v1/records/${id}/analysis/team`, { userIds: [ids.nurse01] })).code).toBe(400);
  });
});
