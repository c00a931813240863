// The seeded improvement project (issue 26 §2): 降低住院患者跌倒发生率, in its second cycle. Cycle 1 ran
// its measures (verified), measured the fall rate for three months (falls per 1,000 patient days; the
// seeded months' counts and patient days are illustrative history, not counted from seeded records) and
// decided to open the next cycle; cycle 2 is in Do with one measure verified and one open. Built through
// the engine's own moves (src/core/pdca/cycle.ts), so the document is one the pages can continue.
import type { Store } from '../db/store.ts';
import { act, measure, newProject, startAct, startCheck, startDo } from '../../../src/core/pdca/cycle.ts';
import type { PdcaProject, PdcaResult, PdcaSource } from '../../../src/core/pdca/types.ts';
import { monthKeyOf } from '../../../src/core/stats/months.ts';

const DAY = 24 * 60 * 60 * 1000;
export const PDCA_SEED_TITLE = '降低住院患者跌倒发生率';

const must = (r: PdcaResult): PdcaProject => {
  if (!r.ok) throw new Error(`seed pdca: ${r.error.code} ${r.error.detail ?? ''}`);
  return r.project;
};

/** `YYYY-MM` n months before `key`. */
function monthsBefore(key: string, n: number): string {
  const [y, m] = key.split('-').map(Number);
  const total = y * 12 + (m - 1) - n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * Seeds the project. `rcaRecordId`: the finished root-cause analysis's event record it came from (the
 * seed's RCA, when there is one); without it the project is opened on its own.
 */
export async function seedPdca(store: Store, p: { owner: { userId: number; userName: string }; now: number; rcaRecordId?: number }): Promise<number> {
  const at = (daysAgo: number) => p.now - daysAgo * DAY;
  const thisMonth = monthKeyOf(p.now, 'Asia/Shanghai');
  const source: PdcaSource = p.rcaRecordId ? { kind: 'rca', recordId: p.rcaRecordId } : { kind: 'none' };
  let project = must(newProject({
    title: PDCA_SEED_TITLE, source, checkMonths: 3,
    goal: '住院患者跌倒发生率由 0.42‰ 降至 0.30‰ 以下（每千住院床日）',
    indicator: { name: '住院患者跌倒发生率', unit: '‰', better: 'lower', method: 'rate', eventType: 'fall', per: 1000, baseline: 0.42, target: 0.3 },
  }));
  const id = await store.insertPdca(project, p.rcaRecordId ?? null, p.owner, at(200));
  let version = 1;
  const saveAs = async (next: PdcaProject, daysAgo: number) => {
    if (!(await store.savePdca(id, version, next, at(daysAgo)))) throw new Error('seed pdca: version');
    version++;
    project = next;
  };
  const addMeasure = async (cycleN: number, what: string, ownerName: string, deadlineDaysAgo: number, status: 'open' | 'verified', createdDaysAgo: number) => {
    const deadline = new Date(at(deadlineDaysAgo) + 8 * 3_600_000).toISOString().slice(0, 10);
    const mid = await store.insertPdcaMeasure({ projectId: id, cycleN, what, ownerName, deadline }, at(createdDaysAgo));
    if (status !== 'open') await store.setPdcaMeasureStatus(mid, status, at(deadlineDaysAgo + 2));
    return mid;
  };

  // cycle 1: plan (six months ago) -> do -> check (three months measured) -> act: next cycle
  const c1 = [
    await addMeasure(1, '入院时及病情变化时使用 Morse 跌倒风险评估量表，高风险患者床头悬挂警示标识', '八病区 王护士长', 170, 'verified', 199),
    await addMeasure(1, '卫生间及走廊加装扶手、铺设防滑地垫', '后勤保障处 赵工', 160, 'verified', 199),
    await addMeasure(1, '对高风险患者及陪护开展防跌倒健康宣教并签字确认', '护理部 李主任', 165, 'verified', 198),
  ];
  await saveAs(must(startDo(project, c1)), 195);
  await saveAs(must(startCheck(project, () => 'verified')), 150);
  const m1 = [
    { period: monthsBefore(thisMonth, 4), numerator: 4, denominator: 9630 },
    { period: monthsBefore(thisMonth, 3), numerator: 3, denominator: 9412 },
    { period: monthsBefore(thisMonth, 2), numerator: 3, denominator: 9876 },
  ];
  for (const [i, m] of m1.entries()) await saveAs(must(measure(project, m)), 110 - i * 30);
  await saveAs(must(startAct(project)), 50);
  await saveAs(must(act(project, 'nextCycle', '跌倒率由 0.42‰ 降至 0.30‰ 左右，但夜间如厕跌倒仍占多数（7/10），目标未稳定达成；下一轮针对夜间时段。',
    '夜间（22:00–06:00）跌倒例数减半，全院跌倒发生率稳定低于 0.30‰')), 48);

  // cycle 2: measures on, in Do
  const c2 = [
    await addMeasure(2, '夜班增加 0:00、4:00 两次高风险患者专项巡视并记录', '八病区 王护士长', 20, 'verified', 47),
    await addMeasure(2, '病房及卫生间加装感应夜灯', '后勤保障处 赵工', -20, 'open', 46),
  ];
  await saveAs(must(startDo(project, c2)), 45);
  return id;
}
