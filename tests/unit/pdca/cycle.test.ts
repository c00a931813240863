import { describe, expect, it } from 'vitest';
import { act, indicatorSeries, indicatorStatus, measure, newProject, rateOf, startAct, startCheck, startDo } from '../../../src/core/pdca/cycle.ts';
import type { Indicator, PdcaProject, PdcaResult } from '../../../src/core/pdca/types.ts';

const must = (r: PdcaResult): PdcaProject => {
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.detail ?? ''}`);
  return r.project;
};

const falls: Indicator = {
  name: '住院患者跌倒发生率', unit: '‰', better: 'lower', method: 'rate', eventType: 'fall', per: 1000, baseline: 0.42, target: 0.3,
};
const start = () => must(newProject({ title: '降低骨科病区夜间跌倒', source: { kind: 'rca', recordId: 7 }, indicator: falls, goal: '夜间跌倒率降到 0.3‰', checkMonths: 2 }));

describe('PDCA cycles', () => {
  it('walks plan, do, check, act and chains a second cycle from where the first ended', () => {
    let p = start();
    expect(p.cycles).toEqual([expect.objectContaining({ n: 1, phase: 'plan' })]);
    p = must(startDo(p, [11, 12, 12]));
    expect(p.cycles[0].measureIds).toEqual([11, 12]);
    expect(startCheck(p, (id) => (id === 11 ? 'verified' : 'done'))).toEqual({ ok: false, error: { code: 'measuresOpen', detail: '12' } });
    p = must(startCheck(p, () => 'verified'));
    p = must(measure(p, { period: '2026-09', numerator: 3, denominator: 8400 }));
    expect(startAct(p)).toEqual({ ok: false, error: { code: 'notMeasured', detail: 1 } });
    p = must(measure(p, { period: '2026-08', numerator: 4, denominator: 8100 }));
    expect(p.cycles[0].measurements.map((m) => [m.period, m.value])).toEqual([['2026-08', 0.49], ['2026-09', 0.36]]);
    p = must(startAct(p));
    expect(act(p, 'nextCycle', '夜灯已装，巡视未改', '')).toMatchObject({ ok: false, error: { code: 'empty', detail: 'goal' } });
    p = must(act(p, 'nextCycle', '夜灯已装，巡视未改', '夜班增加一次巡视'));
    expect(p.cycles.map((c) => [c.n, c.phase, c.decision])).toEqual([[1, 'done', 'nextCycle'], [2, 'plan', null]]);
    p = must(startCheck(must(startDo(p, [21])), () => 'verified'));
    p = must(measure(must(measure(p, { period: '2026-10', numerator: 2, denominator: 8300 })), { period: '2026-11', numerator: 2, denominator: 8000 }));
    expect(indicatorStatus(p)).toEqual({ last: { period: '2026-11', value: 0.25, numerator: 2, denominator: 8000 }, reached: true, change: -0.17 });
    expect(indicatorSeries(p).map((x) => x.cycle)).toEqual([1, 1, 2, 2]);
    p = must(act(must(startAct(p)), 'standardise', '写入护理常规：夜间每小时巡视'));
    expect(p.cycles[1].phase).toBe('done');
    expect(startDo(p, [1])).toMatchObject({ ok: false, error: { code: 'phase' } });
  });

  it('refuses a target that is no improvement, a rate without its base, bad months and a zero denominator', () => {
    const base = { title: 't', source: { kind: 'none' } as const, goal: 'g' };
    expect(newProject({ ...base, indicator: { ...falls, target: 0.5 } })).toMatchObject({ ok: false, error: { detail: 'indicator.target' } });
    expect(newProject({ ...base, indicator: { ...falls, per: 0 } })).toMatchObject({ ok: false, error: { detail: 'indicator.per' } });
    expect(newProject({ ...base, indicator: { ...falls, better: 'higher', method: 'entered', baseline: 80, target: 95 } })).toMatchObject({ ok: true });
    const p = must(startCheck(must(startDo(start(), [1])), () => 'verified'));
    expect(measure(p, { period: '2026-13', numerator: 1, denominator: 10 })).toMatchObject({ ok: false, error: { detail: 'period' } });
    expect(measure(p, { period: '2026-10', numerator: 1, denominator: 0 })).toMatchObject({ ok: false, error: { detail: 'denominator' } });
    expect(measure(p, { period: '2026-10', numerator: 1.5, denominator: 10 })).toMatchObject({ ok: false, error: { detail: 'numerator' } });
    // the same month again replaces it
    const twice = must(measure(must(measure(p, { period: '2026-10', numerator: 1, denominator: 1000 })), { period: '2026-10', numerator: 2, denominator: 1000 }));
    expect(twice.cycles[0].measurements).toEqual([{ period: '2026-10', numerator: 2, denominator: 1000, value: 2 }]);
    expect(rateOf(1, 3, 1000)).toBe(333.33);
  });
});
