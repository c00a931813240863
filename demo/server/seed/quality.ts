// Medical quality seed (issue 13 §1): the rectification form (every start: rectifications are records
// with a form), and on first start a scoring form, a closed round of last quarter with three submitted
// sheets (so ranking, loss and comparison have data) and an open round of this quarter.
import type { Store } from '../db/store.ts';
import { sampleScoringForm } from '../../../src/core/quality/sampleForm.ts';
import { scoreSheet, scoringModelOf } from '../../../src/core/quality/index.ts';

export const RECTIFICATION_FORM = 'quality-rectification';
export const SCORE_FORM = 'quality-medical-records';

const field = (type: string, model: string, name: string, extra: Record<string, unknown> = {}) => {
  const key = `1732406400000_${model}`;
  return { type, name, key, model, options: { width: '100%', readonly: true, disabled: true, remoteFunc: `func_${key}`, ...extra }, rules: [] };
};

/** The form a rectification record carries: what was found, where, and the evidence. */
function rectificationForm() {
  return {
    list: [
      field('input', 'roundName', '检查轮次'),
      field('input', 'deptName', '受检科室'),
      field('input', 'section', '评分模块'),
      field('input', 'itemLabel', '检查项目'),
      field('number', 'score', '得分'),
      field('number', 'maxScore', '满分'),
      field('textarea', 'finding', '问题描述'),
      field('imgupload', 'photos', '照片佐证', { length: 9, isDelete: false, isEdit: false }),
    ],
    config: { labelWidth: 100, labelPosition: 'right', size: 'small' },
  };
}

export async function ensureQualityDefaults(store: Store, now: number): Promise<void> {
  if (!await store.getFormLatestByCode(RECTIFICATION_FORM)) {
    await store.insertForm({ code: RECTIFICATION_FORM, name: '质量检查问题整改单', nameEn: 'Quality inspection rectification form', kind: 'rectification', schema: rectificationForm(), note: '初始版本', userId: null, userName: '系统', now });
  }
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The first and last day of the quarter `offset` quarters from the one holding `now` (UTC). */
function quarter(now: number, offset: number): [string, string] {
  const d = new Date(now);
  const q = Math.floor(d.getUTCMonth() / 3) + offset;
  const start = new Date(Date.UTC(d.getUTCFullYear(), q * 3, 1));
  const end = new Date(Date.UTC(d.getUTCFullYear(), q * 3 + 3, 0));
  return [iso(start), iso(end)];
}
const quarterName = (start: string) => `${start.slice(0, 4)}年第${Math.floor(Number(start.slice(5, 7)) / 3) + 1}季度`;

/** Scores of last quarter's departments: different findings so the ranking and the loss table tell something. */
const LAST_QUARTER: [dept: string, values: Record<string, unknown>][] = [
  ['内分泌科', {
    mr_admission: { occurrences: 1, comment: '1 份入院记录超过24小时完成' }, mr_consent: { option: 'full' }, core_rounds: { score: 19, comment: '副主任医师查房记录 1 次缺失' },
    inf_hand: { option: 'ge90' },
  }],
  ['心血管内科', {
    mr_progress: { occurrences: 1, comment: '首次病程记录超时 1 份' }, mr_consent: { option: 'minor', comment: '2 份知情同意书缺患者签名时间' },
    core_rounds: { score: 17.5, comment: '三级查房记录不完整' }, core_handover: { occurrences: 1, comment: '夜班交接记录缺 1 次' }, inf_hand: { option: 'ge80', comment: '观察 20 人次，依从 17 人次' },
  }],
  ['普通外科', {
    mr_admission: { occurrences: 2, comment: '2 份入院记录超时' }, mr_consent: { option: 'minor', comment: '手术知情同意书缺术式说明' }, core_rounds: { score: 16, comment: '主任查房记录缺失 2 次' },
    inf_hand: { option: 'lt80', comment: '观察 20 人次，依从 14 人次' }, inf_waste: { occurrences: 1, comment: '损伤性废物未放入利器盒' },
  }],
];

export async function seedQuality(store: Store, ids: Map<string, number>, names: Map<string, string>, now: number): Promise<void> {
  const admin = ids.get('admin')!;
  const form = await store.insertForm({ code: SCORE_FORM, name: '病历质量检查评分表', nameEn: 'Medical record quality scoring form', kind: 'scoring', schema: sampleScoringForm(), note: '初始版本', userId: admin, userName: '王建国', now });
  const model = scoringModelOf(sampleScoringForm());
  const quality01 = ids.get('quality01')!;
  const inspector = ids.get('inspector01')!;
  const by = { userId: quality01, userName: names.get('quality01')! };

  const [ps, pe] = quarter(now, -1);
  const closed = await store.insertRound({
    name: `${quarterName(ps)}病历质量检查`, formId: form.id, formVersion: form.version, periodStart: ps, periodEnd: pe,
    depts: LAST_QUARTER.map(([d]) => d), inspectorIds: [inspector, quality01],
  }, by, now - 60 * 86400000);
  for (const [i, [dept, values]] of LAST_QUARTER.entries()) {
    const s = scoreSheet(model, values);
    await store.saveSheet({
      roundId: closed, deptName: dept, version: 0, status: 'submitted', data: values, total: s.total, maxScore: s.maxScore,
      scores: { sections: s.sections, items: Object.fromEntries(Object.values(s.items).map((x) => [x.id, { score: x.score, maxScore: x.maxScore, lost: x.lost }])) },
      inspector: { id: inspector, name: names.get('inspector01')! }, now: now - (40 - i) * 86400000,
    });
  }
  await store.setRoundStatus(closed, 'closed', now - 30 * 86400000);

  const [cs, ce] = quarter(now, 0);
  await store.insertRound({
    name: `${quarterName(cs)}病历质量检查`, formId: form.id, formVersion: form.version, periodStart: cs, periodEnd: ce,
    depts: ['内分泌科', '心血管内科', '普通外科', '呼吸内科'], inspectorIds: [inspector, ids.get('quality02')!],
  }, by, now - 5 * 86400000);
}
