// Improvement projects (issue 26 §2): a project walks plan, do, check, act on the engine; a rate's
// numerator is counted from the month's events; only the quality office (or a granted role) reads and
// runs projects; refusals in the caller's language; a stale version is a conflict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { lastMonths } from '../../src/core/stats/months.ts';

let s: TestServer;
let wf: ReturnType<typeof wfClient>;
const TZ = 'Asia/Shanghai';
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  s = await startTestServer();
  wf = wfClient(s);
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

const monthNow = () => {
  const p = new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  return `${p.find((x) => x.type === 'year')!.value}-${p.find((x) => x.type === 'month')!.value}`;
};

const FALLS = { name: '住院患者跌倒发生率', unit: '‰', better: 'lower', method: 'rate', eventType: 'fall', per: 1000, baseline: 0.42, target: 0.3 };

describe('improvement projects', () => {
  it('the seed has a project in its second cycle, the first closed with nextCycle and measured', async () => {
    const list = (await wf.get('quality01', '/api/v1/pdca/projects')).data.list as { id: number; cycle: number; phase: string; title: string }[];
    const seeded = list.find((p) => p.title.includes('跌倒'));
    expect(seeded).toBeDefined();
    expect(seeded!.cycle).toBe(2);
    const d = (await wf.get('quality01', `/api/v1/pdca/projects/${seeded!.id}`)).data;
    // its source: the seeded finished root-cause analysis (a fall event)
    expect(d.source).toMatchObject({ kind: 'rca', title: expect.stringContaining('跌倒') });
    expect(d.project.cycles[0]).toMatchObject({ n: 1, phase: 'done', decision: 'nextCycle' });
    expect(d.project.cycles[0].measurements.length).toBeGreaterThanOrEqual(3);
    expect(d.series.length).toBeGreaterThanOrEqual(d.project.cycles[0].measurements.length);
    expect(d.measures.filter((m: { cycle: number }) => m.cycle === 1).every((m: { status: string }) => m.status === 'verified')).toBe(true);
  });

  it('walks plan, do, check (a rate counted from the month\'s events), act and chains the next cycle', async () => {
    const rec = (await wf.report('nurse01', { eventType: 'fall', grade: 'II', title: '跌倒事件（PDCA 测试）' })).data;
    const created = await wf.call('quality01', 'POST', '/api/v1/pdca/projects', {
      title: '降低骨科病区跌倒发生率', goal: '跌倒率降到 0.3‰ 以下', source: { kind: 'rca', recordId: rec.id }, indicator: FALLS, checkMonths: 2,
    });
    expect(created.code).toBe(200);
    let p = created.data;
    expect(p).toMatchObject({ phase: 'plan', cycle: 1, sourceKind: 'rca', sourceId: rec.id, canEdit: true });
    expect(p.source).toMatchObject({ kind: 'rca', recordId: rec.id, title: '跌倒事件（PDCA 测试）' });
    const url = `/api/v1/pdca/projects/${p.id}`;
    // Do needs measures
    expect((await wf.call('quality01', 'POST', `${url}/do`, { version: p.version }, EN)).msg).toBe('Please fill in the measures');
    p = (await wf.call('quality01', 'POST', `${url}/measures`, { version: p.version, what: '夜间每两小时巡视高风险患者', ownerName: '王护士长', deadline: '2026-12-31' })).data;
    expect((await wf.call('quality01', 'POST', `${url}/measures`, { version: p.version, what: 'x', ownerName: 'y', deadline: '2026-02-30' }, EN)).msg).toBe('Invalid deadline: 2026-02-30');
    p = (await wf.call('quality01', 'POST', `${url}/do`, { version: p.version })).data;
    expect(p.phase).toBe('do');
    const mid = p.measures[0].id;
    expect(p.project.cycles[0].measureIds).toEqual([mid]);
    // Check only when every measure is verified
    const early = await wf.call('quality01', 'POST', `${url}/check`, { version: p.version }, EN);
    expect(early).toMatchObject({ code: 400, msg: `Some measures are not verified yet (${mid}); Check cannot start` });
    p = (await wf.call('quality01', 'POST', `${url}/measures/${mid}`, { version: p.version, status: 'verified' })).data;
    p = (await wf.call('quality01', 'POST', `${url}/check`, { version: p.version })).data;
    expect(p.phase).toBe('check');
    // the numerator is this month's fall events, the one reported above among them
    const month = monthNow();
    const num = (await wf.get('quality01', `${url}/numerator?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
    expect(num.recordIds).toContain(rec.id);
    p = (await wf.call('quality01', 'POST', `${url}/measurements`, { version: p.version, period: month, denominator: 8000, tz: TZ })).data;
    const m = p.project.cycles[0].measurements[0];
    expect(m).toEqual({ period: month, numerator: num.numerator, denominator: 8000, value: Math.round((num.numerator / 8000) * 1000 * 100) / 100 });
    expect((await wf.call('quality01', 'POST', `${url}/evaluate`, { version: p.version }, EN)).msg).toBe('1 more month(s) to measure before Act');
    p = (await wf.call('quality01', 'POST', `${url}/measurements`, { version: p.version, period: '2025-01', denominator: 9000, tz: TZ })).data;
    expect(p.series.map((x: { period: string }) => x.period)).toEqual(['2025-01', month]);
    p = (await wf.call('quality01', 'POST', `${url}/evaluate`, { version: p.version })).data;
    expect(p.phase).toBe('act');
    const noGoal = await wf.call('quality01', 'POST', `${url}/act`, { version: p.version, decision: 'nextCycle', note: '巡视已落实' });
    expect(noGoal).toMatchObject({ code: 400, msg: '请填写目标' });
    p = (await wf.call('quality01', 'POST', `${url}/act`, { version: p.version, decision: 'nextCycle', note: '巡视已落实，夜灯未装', nextGoal: '加装夜灯' })).data;
    expect(p).toMatchObject({ phase: 'plan', cycle: 2 });
    expect(p.project.cycles.map((c: { n: number; phase: string }) => [c.n, c.phase])).toEqual([[1, 'done'], [2, 'plan']]);
    // the list filters by source
    const bySource = (await wf.get('quality01', `/api/v1/pdca/projects?sourceKind=rca&sourceId=${rec.id}`)).data.list;
    expect(bySource.map((x: { id: number }) => x.id)).toEqual([p.id]);
  });

  it('an entered indicator, a stale version, and a project on its own', async () => {
    let p = (await wf.call('quality01', 'POST', '/api/v1/pdca/projects', {
      title: '提高手卫生依从率', goal: '依从率达到 90%', source: { kind: 'none' },
      indicator: { name: '手卫生依从率', unit: '%', better: 'higher', method: 'entered', baseline: 72, target: 90 }, checkMonths: 1,
    })).data;
    const url = `/api/v1/pdca/projects/${p.id}`;
    const stale = p.version;
    p = (await wf.call('quality01', 'POST', `${url}/measures`, { version: p.version, what: '病区配备速干手消毒剂', ownerName: '感染科', deadline: '2026-12-01' })).data;
    expect((await wf.call('quality01', 'POST', `${url}/do`, { version: stale }, EN))).toMatchObject({ code: 409, msg: 'Someone else changed the project; reload and try again' });
    p = (await wf.call('quality01', 'POST', `${url}/do`, { version: p.version })).data;
    p = (await wf.call('quality01', 'POST', `${url}/measures/${p.measures[0].id}`, { version: p.version, status: 'verified' })).data;
    p = (await wf.call('quality01', 'POST', `${url}/check`, { version: p.version })).data;
    expect((await wf.call('quality01', 'POST', `${url}/measurements`, { version: p.version, period: '2026-13', value: 80 }, EN)).msg).toBe('Please check the month');
    p = (await wf.call('quality01', 'POST', `${url}/measurements`, { version: p.version, period: '2026-10', value: 91.5 })).data;
    expect(p.status).toMatchObject({ reached: true, change: 19.5 });
    p = (await wf.call('quality01', 'POST', `${url}/evaluate`, { version: p.version })).data;
    p = (await wf.call('quality01', 'POST', `${url}/act`, { version: p.version, decision: 'standardise', note: '纳入院感制度' })).data;
    expect(p.phase).toBe('done');
    expect(p.project.cycles).toHaveLength(1);
    // a target that is no improvement is refused in the caller's language
    const bad = await wf.call('quality01', 'POST', '/api/v1/pdca/projects', {
      title: 't', goal: 'g', source: { kind: 'none' }, indicator: { ...FALLS, target: 0.5 },
    }, EN);
    expect(bad).toMatchObject({ code: 400, msg: 'Please check the target (it must improve on the baseline)' });
    const badType = await wf.call('quality01', 'POST', '/api/v1/pdca/projects', { title: 't', goal: 'g', source: { kind: 'none' }, indicator: { ...FALLS, eventType: 'nope' } });
    expect(badType).toMatchObject({ code: 400, msg: '未知的事件类型：nope' });
  });

  it('opens from an inspection\'s low items: the sheet\'s items that lost points', async () => {
    const rounds = (await wf.get('quality01', '/api/v1/quality/rounds')).data.list as { id: number; status: string }[];
    const closed = rounds.find((r) => r.status === 'closed')!;
    const sheets = (await wf.get('quality01', `/api/v1/quality/rounds/${closed.id}`)).data.sheets as { id: number; status: string }[];
    const sheet = sheets.find((x) => x.status === 'submitted')!;
    const src = (await wf.get('quality01', `/api/v1/pdca/source?kind=inspection&id=${sheet.id}`)).data;
    expect(src.items.length).toBeGreaterThan(0);
    expect(src.items.every((i: { lost: number }) => i.lost > 0)).toBe(true);
    const p = (await wf.call('quality01', 'POST', '/api/v1/pdca/projects', {
      title: '病历书写质量改进', goal: '知情同意完整率 100%', source: { kind: 'inspection', sheetId: sheet.id, items: [src.items[0].id, 'unknown'] },
      indicator: { name: '病历质量得分率', unit: '%', better: 'higher', method: 'entered', baseline: 80, target: 95 },
    })).data;
    expect(p.project.source).toEqual({ kind: 'inspection', sheetId: sheet.id, items: [src.items[0].id] });
    expect(p.source).toMatchObject({ kind: 'inspection', sheetId: sheet.id, roundName: expect.any(String) });
    expect((await wf.get('quality01', '/api/v1/pdca/source?kind=inspection&id=999999', EN)).msg).toBe('The source does not exist or you may not see it: #999999');
  });

  it('reads and runs only for the quality office or a granted role; every call is checked', async () => {
    const list = (await wf.get('quality01', '/api/v1/pdca/projects')).data.list as { id: number; version: number }[];
    const id = list[0].id;
    expect(await wf.get('nurse01', '/api/v1/pdca/projects', EN)).toMatchObject({ code: 403, msg: 'You may not read or run improvement projects' });
    expect((await wf.get('nurse01', `/api/v1/pdca/projects/${id}`)).code).toBe(403);
    expect((await wf.call('nurse01', 'POST', `/api/v1/pdca/projects/${id}/act`, { version: 1, decision: 'standardise', note: 'x' })).code).toBe(403);
    expect((await wf.call('nurse01', 'POST', '/api/v1/pdca/projects', { title: 't', goal: 'g', source: { kind: 'none' }, indicator: FALLS })).code).toBe(403);
    // a department approver granted 'quality:pdca:view' reads, but does not run
    const roles = (await wf.get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; permissions: string[] }[];
    const ap = roles.find((x) => x.roleKey === 'deptApprover')!;
    const put = (p: string[]) => wf.call('secadmin', 'PUT', '/api/v1/role', { roleId: ap.roleId, permissions: p });
    expect((await put([...ap.permissions, 'quality:pdca:view'])).code).toBe(200);
    try {
      const d = await wf.get('approver01', `/api/v1/pdca/projects/${id}`);
      expect(d.code).toBe(200);
      expect(d.data.canEdit).toBe(false);
      expect((await wf.call('approver01', 'POST', `/api/v1/pdca/projects/${id}/do`, { version: d.data.version })).code).toBe(403);
      expect((await wf.get('approver01', '/api/v1/pdca/source?kind=rca&id=1')).code).toBe(403);
    } finally {
      await put(ap.permissions);
    }
    expect((await wf.get('quality01', '/api/v1/pdca/projects/999999', EN))).toMatchObject({ code: 404, msg: 'Improvement project not found' });
  });

  it('a sheet as a source is checked like a record; the numerator lists only records the caller may open (issue 33 §8)', async () => {
    const rounds = (await wf.get('quality01', '/api/v1/quality/rounds')).data.list as { id: number; status: string }[];
    const closed = rounds.find((r) => r.status === 'closed')!;
    const sheet = ((await wf.get('quality01', `/api/v1/quality/rounds/${closed.id}`)).data.sheets as { id: number; status: string }[]).find((x) => x.status === 'submitted')!;
    const list = (await wf.get('quality01', '/api/v1/pdca/projects?pageSize=100')).data.list as { id: number; sourceKind: string; indicatorName: string }[];
    const fromSheet = list.find((x) => x.sourceKind === 'inspection')!;
    // a department approver granted the edit permission (scope: its department), not an inspector of any round
    const roles = (await wf.get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; permissions: string[] }[];
    const ap = roles.find((x) => x.roleKey === 'deptApprover')!;
    const put = (p: string[]) => wf.call('secadmin', 'PUT', '/api/v1/role', { roleId: ap.roleId, permissions: p });
    expect((await put([...ap.permissions, 'quality:pdca:view', 'quality:pdca:edit'])).code).toBe(200);
    try {
      const src = await wf.get('approver01', `/api/v1/pdca/source?kind=inspection&id=${sheet.id}`, EN);
      expect(src).toMatchObject({ code: 400, msg: `The source does not exist or you may not see it: #${sheet.id}` });
      expect(JSON.stringify(src)).not.toContain('roundName');
      const created = await wf.call('approver01', 'POST', '/api/v1/pdca/projects', {
        title: 'x', goal: 'y', source: { kind: 'inspection', sheetId: sheet.id }, indicator: { name: 'n', unit: '%', better: 'higher', method: 'entered', baseline: 80, target: 95 },
      });
      expect(created.code).toBe(400);
      // through a project, the sheet's round, department and items are not shown to a reader who may not see the round
      const d = (await wf.get('approver01', `/api/v1/pdca/projects/${fromSheet.id}`)).data;
      expect(d.source).toMatchObject({ kind: 'inspection', roundName: null, deptName: null, items: [] });
      expect((await wf.get('quality01', `/api/v1/pdca/projects/${fromSheet.id}`)).data.source.roundName).toEqual(expect.any(String));
      // the numerator: the count of the month, the ids only of records the caller may open
      let rate = 0;
      for (const x of list) if (!rate && (await wf.get('quality01', `/api/v1/pdca/projects/${x.id}`)).data.project.indicator.eventType) rate = x.id;
      expect(rate).toBeGreaterThan(0);
      // this month and the last (in the first hours of a month the seeded events are all in the last one)
      let shown = false;
      for (const { key: period } of lastMonths(Date.now(), 2, TZ)) {
        const q = `/api/v1/pdca/projects/${rate}/numerator?period=${period}&tz=${encodeURIComponent(TZ)}`;
        const office = (await wf.get('quality01', q)).data as { numerator: number; recordIds: number[] };
        const dept = (await wf.get('approver01', q)).data as { numerator: number; recordIds: number[] };
        expect(dept.numerator).toBe(office.numerator);
        for (const rid of dept.recordIds) expect((await wf.get('approver01', `/api/v1/records/${rid}`)).code, `record ${rid}`).toBe(200);
        for (const rid of office.recordIds.filter((x) => !dept.recordIds.includes(x))) expect((await wf.get('approver01', `/api/v1/records/${rid}`)).code, `record ${rid}`).not.toBe(200);
        if (office.recordIds.length > dept.recordIds.length) shown = true;
      }
      expect(shown, 'a month whose count has records the department may not open').toBe(true);
    } finally {
      await put(ap.permissions);
    }
  });
});
