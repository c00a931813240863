// Seeded root-cause analyses (issue 26 §1): one FINISHED analysis a new user can look at (a grade II fall
// that broke a patient's wrist: the facts, a fishbone with four categories, two why chains, three root
// causes each with its measure, the measures done and verified, the case closed and archived), and the
// short analyses the other seeded grade I-II events passed through on their way to rectification. All of
// it is written through the store's own calls (team, revisions, engine actions), never raw inserts.
// The improvement project of the seed (seed/pdca.ts) was opened from the finished one: `seededRcaRecordId`.
import type { Store } from '../db/store.ts';
import type { Analysis, DefaultCategoryCode } from '../../../src/core/rca/types.ts';
import type { ActionInput, Grade, MeasureInput } from '../../../src/core/workflow/types.ts';
import { parseAnalysis } from '../../../src/core/rca/validate.ts';
import type { Story } from './story.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Person { id: number; name: string; roles: string[] }

/** The title of the seeded finished analysis's event (the PDCA seed's source). */
export const RCA_SEED_TITLE = '跌倒/坠床事件报告（八病区 22 床夜间如厕跌倒致骨折）';

/** The record id of the seeded finished analysis, or undefined before it is seeded. */
export function seededRcaRecordId(store: Pick<Store, 'recordIdByTitle'>): Promise<number | undefined> {
  return store.recordIdByTitle(RCA_SEED_TITLE);
}

type Code = DefaultCategoryCode;

/** An analysis from its parts (categories by their default codes), checked like a saved one. */
function analysis(a: {
  problem: string; facts: [string, string, string][]; categories: Code[];
  causes: [id: string, category: Code, parent: string | null, text: string, kind: 'root' | 'contributing' | null][];
  whys: [problem: string, whys: string[], causeId: string][]; noMeasure?: Record<string, string>;
}): Analysis {
  const parsed = parseAnalysis({
    problem: a.problem,
    facts: a.facts.map(([at, what, source], i) => ({ id: `f${i + 1}`, at, what, source })),
    categories: a.categories.map((code) => ({ id: code, code })),
    causes: a.causes.map(([id, categoryId, parentId, text, kind]) => ({ id, categoryId, parentId, text, kind, evidence: [] })),
    whys: a.whys.map(([problem, whys, causeId], i) => ({ id: `w${i + 1}`, problem, whys, causeId })),
    noMeasure: a.noMeasure ?? {},
  });
  if (!parsed.ok) throw new Error(`seed rca: ${parsed.error.code} at ${parsed.error.detail}`);
  return parsed.analysis;
}

/**
 * A record at its analysis step through the real calls: the quality officer names the team, members save
 * the analysis (one revision per saver), measures are proposed for the root causes, and (with `finish`)
 * the quality officer finishes the step. Times step forward an hour at a time from `when`.
 */
export async function seedAnalysisStep(store: Store, p: {
  recordId: number; quality: Person; team: Person[]; versions: Analysis[]; measures?: MeasureInput[]; when: number; finish?: string;
}): Promise<void> {
  let t = p.when;
  const as = (u: Person) => ({ id: u.id, name: u.name, roles: u.roles });
  const act = async (input: ActionInput) => {
    const cur = (await store.getWfRecord(p.recordId))!;
    await store.runRecordAction({ recordId: p.recordId, version: cur.version, input, actor: as(p.quality), now: (t += HOUR) });
  };
  await store.setRcaTeam(p.recordId, p.team.map((u) => u.id), as(p.quality), t);
  for (const [i, a] of p.versions.entries()) await store.saveAnalysis(p.recordId, a, i, as(p.team[i % p.team.length]), (t += 5 * HOUR));
  if (p.measures?.length) await act({ action: 'assignMeasures', comment: '根据根本原因分析下达改进措施', measures: p.measures });
  if (p.finish) await act({ action: 'approve', comment: p.finish });
}

// ---- the short analyses of other seeded events (seed/records.ts) ----

/** 管路滑脱 (grade II, still rectifying): the agitated patient who pulled out his gastric tube. */
export const TUBE_RCA = analysis({
  problem: '躁动患者自行拔出胃管',
  facts: [
    ['', '患者糖尿病酮症酸中毒，夜间烦躁不安', '护理记录'],
    ['', '胃管仅用普通胶布单点固定', '当班护士访谈'],
    ['', '患者自行拔出胃管，鼻腔少量出血，重新置管', '护理记录'],
  ],
  categories: ['people', 'materials', 'methods'],
  causes: [
    ['k1', 'people', null, '患者意识模糊、躁动', 'contributing'],
    ['k2', 'methods', null, '躁动患者未按规范评估非计划拔管风险和约束需求', 'root'],
    ['k3', 'materials', null, '胃管固定胶布黏性差、单点固定', 'root'],
  ],
  whys: [['为什么胃管会被拔出？', ['患者躁动时抓扯胃管', '未评估拔管风险，未采取保护性约束'], 'k2']],
});

/** 管路滑脱 in the operating room long ago (grade II, archived): addressed by the anaesthesia department's own rule. */
export const AIRWAY_RCA = analysis({
  problem: '全麻苏醒期气管导管意外脱出',
  facts: [
    ['', '手术结束后患者苏醒期躁动', '麻醉记录'],
    ['', '气管导管意外脱出，面罩给氧后血氧恢复', '麻醉记录'],
  ],
  categories: ['people', 'methods'],
  causes: [
    ['k1', 'people', null, '苏醒期躁动', 'contributing'],
    ['k2', 'methods', null, '苏醒期约束与镇静没有统一规范', 'root'],
  ],
  whys: [['为什么导管会在苏醒期脱出？', ['患者苏醒期躁动', '没有统一的苏醒期约束与镇静规范'], 'k2']],
  noMeasure: { k2: '麻醉科已另行制定苏醒期约束与镇静规范（见结案结论），本次不另设措施' },
});

/** The seeded events of seed/records.ts that passed an analysis step, by title. */
export const SEEDED_ANALYSES: Record<string, Analysis> = {
  '管路滑脱事件报告（全麻苏醒期气管导管脱出）': AIRWAY_RCA,
};

// ---- the finished analysis a new user can look at ----

const FALL_FACTS: [string, string, string][] = [
  ['', '入院时 Morse 跌倒评分 45 分（高风险），已悬挂防跌倒标识', '护理评估单'],
  ['', '入院后 5 天未复评 Morse 评分', '护理评估单'],
  ['', '睡前遵医嘱口服艾司唑仑 1 mg', '医嘱及给药记录'],
  ['', '凌晨患者未呼叫护士，独自下床如厕，床栏仅拉起一侧', '患者及陪护访谈'],
  ['', '陪护在卫生间门口发现患者跌坐在地，左腕肿痛', '陪护陈述'],
  ['', '值班护士到场评估，通知值班医生', '护理记录'],
  ['', 'X 线示左桡骨远端骨折，骨科会诊后手法复位、石膏固定', '影像报告、会诊记录'],
];
const FALL_CAUSES: [string, Code, string | null, string, 'root' | 'contributing' | null][] = [
  ['k1', 'people', null, '患者服用镇静催眠药后夜间起床，体位性头晕', 'contributing'],
  ['k2', 'people', null, '陪护未接受防跌倒宣教，夜间离开床旁', 'contributing'],
  ['k3', 'methods', null, '高风险患者未按规定复评 Morse 评分', 'root'],
  ['k4', 'methods', 'k3', '护理评估系统没有复评到期提醒，复评依赖个人记忆', 'contributing'],
  ['k5', 'environment', null, '病房至卫生间无夜间地灯，卫生间无扶手', 'root'],
  ['k6', 'management', null, '服用镇静催眠药患者的防跌倒措施未纳入交接班内容', 'root'],
  ['k7', 'management', 'k6', '夜班一名护士负责 18 名患者，巡视间隔长', 'contributing'],
];
const FALL_WHY_1: [string, string[], string] = ['为什么患者跌倒时没有相应的防护？', ['护士不知道患者跌倒风险已升高', '入院后未复评 Morse 评分', '护理评估系统没有复评到期提醒，复评依赖个人记忆'], 'k3'];
const FALL_WHY_2: [string, string[], string] = ['为什么患者起身后会头晕跌倒？', ['患者睡前服用艾司唑仑', '用药后夜间起床的注意事项未告知患者和陪护', '镇静催眠药用药患者的防跌倒措施未纳入交接班'], 'k6'];
const FALL_CATEGORIES: Code[] = ['people', 'methods', 'environment', 'management'];
const FALL_PROBLEM = '住院患者夜间如厕跌倒致左桡骨远端骨折';

/** The team's first save: the facts so far, four causes not yet judged, one why chain begun. */
const FALL_V1 = analysis({
  problem: FALL_PROBLEM, facts: FALL_FACTS.filter((_, i) => i !== 5), categories: FALL_CATEGORIES,
  causes: FALL_CAUSES.filter(([id]) => ['k1', 'k2', 'k3', 'k5'].includes(id)).map(([id, cat, parent, text, kind]) => [id, cat, parent, text, kind === 'root' ? null : kind]),
  whys: [[FALL_WHY_1[0], FALL_WHY_1[1].slice(0, 2), 'k3']],
});

/** The team's second save: every fact, the causes judged, nested causes, the second why chain. */
const FALL_V2 = analysis({ problem: FALL_PROBLEM, facts: FALL_FACTS, categories: FALL_CATEGORIES, causes: FALL_CAUSES, whys: [FALL_WHY_1, FALL_WHY_2] });

/**
 * The finished case: reported, reviewed, analysed by a team (two revisions), three measures for the three
 * root causes, each done and verified, closed with a conclusion and archived. Returns the record id.
 */
export async function seedFinishedRca(store: Store, p: {
  who: (username: string) => Person;
  /** seed/records.ts `event`: a submitted event whose form data agrees with the record */
  event: (user: string, title: string, eventType: string, grade: Grade, s: Story, submit: boolean, when: number) => Promise<number>;
  now: number;
}): Promise<number> {
  const { who } = p;
  const at = (daysAgo: number, hours = 0) => p.now - daysAgo * DAY + hours * HOUR;
  const act = async (user: string, input: ActionInput, when: number) => {
    const u = who(user);
    const cur = (await store.getWfRecord(id))!;
    await store.runRecordAction({ recordId: id, version: cur.version, input, actor: { id: u.id, name: u.name, roles: u.roles }, now: when });
  };
  const id = await p.event('nurse01', RCA_SEED_TITLE, 'fall', 'II', {
    patient: '宋某某', sex: '女', age: 76, diagnosis: '2型糖尿病；高血压2级；失眠', ward: '八病区', bed: '22床', place: '卫生间', hoursBefore: 3,
    daysIn: 5, harm: '中度',
    description: '患者凌晨独自下床如厕，起身时头晕，在卫生间门口跌倒，左手撑地致左腕肿痛畸形。值班护士立即评估并报告值班医生，X 线示左桡骨远端骨折，骨科会诊后手法复位、石膏固定。',
    measures: ['报告医生', '对症处理', '加强巡视', '健康宣教'],
  }, true, at(215));
  await act('approver01', { action: 'approve', comment: '情况属实，患者骨折，按 II 级事件上报质控科' }, at(214, 3));

  const measures: MeasureInput[] = [
    { what: '护理评估系统增加 Morse 复评到期提醒：高风险患者每 72 小时及病情变化、用镇静催眠药后复评', ownerUserId: who('owner01').id, deadline: at(190), causeId: 'k3' },
    { what: '八病区病房至卫生间加装夜间感应地灯，卫生间加装扶手', ownerUserId: who('approver01').id, deadline: at(185), causeId: 'k5' },
    { what: '将服用镇静催眠药患者列入交接班重点；睡前用药时对患者及陪护进行防跌倒宣教并签字', ownerUserId: who('owner01').id, deadline: at(195), causeId: 'k6' },
  ];
  await seedAnalysisStep(store, {
    recordId: id, quality: who('quality01'), team: [who('owner01'), who('approver01')], versions: [FALL_V1, FALL_V2], measures,
    when: at(213), finish: '根本原因分析完成：三项根本原因均已制定改进措施，进入整改',
  });
  const ms = await store.recordMeasures(id);
  const done = ['护理部信息组已上线复评到期提醒，附系统截图与培训签到表', '已安装感应地灯 12 处、扶手 8 处，附验收单', '已修订交接班内容并完成全科培训，宣教签字表归档'];
  for (const [i, m] of ms.entries()) {
    const owner = m.ownerUserId === who('owner01').id ? 'owner01' : 'approver01';
    await act(owner, { action: 'completeMeasure', measureId: m.id, comment: done[i] }, at(200 - i * 2));
    await act('quality01', { action: 'verifyMeasure', measureId: m.id, comment: '现场核查落实到位' }, at(199 - i * 2, 2));
  }
  await act('quality01', { action: 'close', comment: '三项根本原因均已整改并验证；后续以跌倒发生率持续改进项目（PDCA）跟踪效果，结案' }, at(192));
  await act('quality01', { action: 'archive', comment: '资料完整，归档' }, at(190));
  return id;
}
