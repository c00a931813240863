// The moves of a PDCA project: each returns a new project or a refusal code (shown through the locale).
// A cycle goes plan -> do (measures assigned) -> check (measures all verified; the indicator measured
// for `checkMonths` months) -> act (standardise: the project is done; next cycle: a new cycle in plan,
// its baseline the last measured value).
import type { ActDecision, Indicator, Measurement, PdcaCycle, PdcaError, PdcaProject, PdcaResult, PdcaSource } from './types.ts';
import { PDCA_LIMITS } from './types.ts';

const ok = (project: PdcaProject): PdcaResult => ({ ok: true, project });
const fail = (code: PdcaError['code'], detail?: PdcaError['detail']): PdcaResult => ({ ok: false, error: { code, detail } });
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function checkText(v: string, required = true): string | PdcaError {
  const t = v.trim();
  if (required && !t) return { code: 'empty' };
  if (t.length > PDCA_LIMITS.text) return { code: 'tooLong', detail: PDCA_LIMITS.text };
  return t;
}

/** The indicator's fields checked (name, numbers, a rate's event type and unit base). */
export function checkIndicator(i: Indicator): PdcaError | null {
  const name = checkText(i.name);
  if (typeof name !== 'string') return { ...name, detail: 'indicator.name' };
  if (!['lower', 'higher'].includes(i.better)) return { code: 'invalid', detail: 'indicator.better' };
  if (!['entered', 'rate'].includes(i.method)) return { code: 'invalid', detail: 'indicator.method' };
  if (!Number.isFinite(i.baseline) || !Number.isFinite(i.target)) return { code: 'invalid', detail: 'indicator.target' };
  // the target must be an improvement on the baseline
  if (i.better === 'lower' ? i.target >= i.baseline : i.target <= i.baseline) return { code: 'invalid', detail: 'indicator.target' };
  if (i.method === 'rate' && (!i.eventType || !i.per || !(i.per > 0))) return { code: 'invalid', detail: 'indicator.per' };
  return null;
}

export function newProject(input: { title: string; source: PdcaSource; indicator: Indicator; goal: string; checkMonths?: number }): PdcaResult {
  const title = checkText(input.title);
  if (typeof title !== 'string') return { ok: false, error: { ...title, detail: 'title' } };
  const goal = checkText(input.goal);
  if (typeof goal !== 'string') return { ok: false, error: { ...goal, detail: 'goal' } };
  const bad = checkIndicator(input.indicator);
  if (bad) return { ok: false, error: bad };
  const checkMonths = input.checkMonths ?? 3;
  if (!Number.isInteger(checkMonths) || checkMonths < 1 || checkMonths > PDCA_LIMITS.checkMonths) return fail('invalid', 'checkMonths');
  return ok({
    title, source: input.source, indicator: { ...input.indicator, name: input.indicator.name.trim(), unit: input.indicator.unit.trim() },
    checkMonths, cycles: [cycle(1, goal)],
  });
}

const cycle = (n: number, goal: string): PdcaCycle => ({ n, phase: 'plan', goal, measureIds: [], measurements: [], decision: null, note: '' });

export const currentCycle = (p: PdcaProject): PdcaCycle => p.cycles[p.cycles.length - 1];
export const isDone = (p: PdcaProject): boolean => currentCycle(p).phase === 'done';

function withCurrent(p: PdcaProject, fn: (c: PdcaCycle) => PdcaCycle): PdcaProject {
  return { ...p, cycles: [...p.cycles.slice(0, -1), fn(currentCycle(p))] };
}

/** Plan -> Do: the cycle's measures are on the engine (their ids). */
export function startDo(p: PdcaProject, measureIds: number[]): PdcaResult {
  const c = currentCycle(p);
  if (c.phase !== 'plan') return fail('phase', c.phase);
  if (!measureIds.length) return fail('empty', 'measures');
  return ok(withCurrent(p, (x) => ({ ...x, phase: 'do', measureIds: [...new Set(measureIds)] })));
}

/** Do -> Check: only when every measure of the cycle is verified on the engine. */
export function startCheck(p: PdcaProject, measureStatus: (id: number) => string | undefined): PdcaResult {
  const c = currentCycle(p);
  if (c.phase !== 'do') return fail('phase', c.phase);
  const open = c.measureIds.filter((id) => measureStatus(id) !== 'verified');
  if (open.length) return fail('measuresOpen', open.join(','));
  return ok(withCurrent(p, (x) => ({ ...x, phase: 'check' })));
}

/** A rate from its parts: numerator / denominator × per, rounded to 2 decimals. */
export function rateOf(numerator: number, denominator: number, per: number): number {
  return Math.round((numerator / denominator) * per * 100) / 100;
}

/**
 * Records one month's measurement at Check (entering the same month again replaces it). For a rate the
 * caller gives the numerator (counted by the server) and the denominator (entered); the value follows.
 */
export function measure(p: PdcaProject, m: { period: string; value?: number; numerator?: number; denominator?: number }): PdcaResult {
  const c = currentCycle(p);
  if (c.phase !== 'check') return fail('phase', c.phase);
  if (!MONTH.test(m.period)) return fail('invalid', 'period');
  let entry: Measurement;
  if (p.indicator.method === 'rate') {
    const { numerator, denominator } = m;
    if (!Number.isInteger(numerator) || numerator! < 0) return fail('invalid', 'numerator');
    if (!Number.isFinite(denominator) || !(denominator! > 0)) return fail('invalid', 'denominator');
    entry = { period: m.period, numerator, denominator, value: rateOf(numerator!, denominator!, p.indicator.per!) };
  } else {
    if (!Number.isFinite(m.value)) return fail('invalid', 'value');
    entry = { period: m.period, value: m.value! };
  }
  const rest = c.measurements.filter((x) => x.period !== m.period);
  if (rest.length >= PDCA_LIMITS.measurements) return fail('tooMany', PDCA_LIMITS.measurements);
  const measurements = [...rest, entry].sort((a, b) => a.period.localeCompare(b.period));
  return ok(withCurrent(p, (x) => ({ ...x, measurements })));
}

/** Check -> Act: once the indicator was measured for the project's number of months. */
export function startAct(p: PdcaProject): PdcaResult {
  const c = currentCycle(p);
  if (c.phase !== 'check') return fail('phase', c.phase);
  if (c.measurements.length < p.checkMonths) return fail('notMeasured', p.checkMonths - c.measurements.length);
  return ok(withCurrent(p, (x) => ({ ...x, phase: 'act' })));
}

/** Act: standardise (the project ends) or open the next cycle with a new goal. */
export function act(p: PdcaProject, decision: ActDecision, note: string, nextGoal?: string): PdcaResult {
  const c = currentCycle(p);
  if (c.phase !== 'act') return fail('phase', c.phase);
  if (!['standardise', 'nextCycle'].includes(decision)) return fail('invalid', 'decision');
  const n = checkText(note);
  if (typeof n !== 'string') return { ok: false, error: { ...n, detail: 'note' } };
  const closed = withCurrent(p, (x) => ({ ...x, phase: 'done', decision, note: n }));
  if (decision === 'standardise') return ok(closed);
  if (p.cycles.length >= PDCA_LIMITS.cycles) return fail('tooMany', PDCA_LIMITS.cycles);
  const goal = checkText(nextGoal ?? '');
  if (typeof goal !== 'string') return { ok: false, error: { ...goal, detail: 'goal' } };
  return ok({ ...closed, cycles: [...closed.cycles, cycle(c.n + 1, goal)] });
}

/** Where the indicator stands: the last measured value, whether it reached the target, and the change from the baseline. */
export function indicatorStatus(p: PdcaProject): { last: Measurement | null; reached: boolean; change: number | null } {
  const all = p.cycles.flatMap((c) => c.measurements);
  const last = all.length ? all.reduce((a, b) => (a.period >= b.period ? a : b)) : null;
  if (!last) return { last: null, reached: false, change: null };
  const reached = p.indicator.better === 'lower' ? last.value <= p.indicator.target : last.value >= p.indicator.target;
  return { last, reached, change: Math.round((last.value - p.indicator.baseline) * 100) / 100 };
}

/** The indicator over cycles for the chart: one point per measured month, tagged with its cycle. */
export function indicatorSeries(p: PdcaProject): Array<{ period: string; value: number; cycle: number }> {
  return p.cycles
    .flatMap((c) => c.measurements.map((m) => ({ period: m.period, value: m.value, cycle: c.n })))
    .sort((a, b) => a.period.localeCompare(b.period) || a.cycle - b.cycle);
}
