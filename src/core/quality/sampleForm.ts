// A scoring form in the library's JSON (a header per section, score items of each kind): the seed's
// "medical record quality" form and the tests' fixture. Score items are `scoreItem` widgets (types.ts).
import { SCORE_ITEM_TYPE } from './types.ts';

let n = 0;
const key = () => `1732406400000_${++n}`;

const header = (text: string) => {
  const k = key();
  return { type: 'header', name: text, key: k, model: `header_${k}`, options: { defaultValue: text, remoteFunc: `func_${k}` }, rules: [] };
};

const item = (model: string, name: string, options: Record<string, unknown>) => {
  const k = key();
  return { type: SCORE_ITEM_TYPE, name, key: k, model, options: { remoteFunc: `func_${k}`, ...options }, rules: [] };
};

/** 病历质量检查评分表: three sections, 100 points. */
export function sampleScoringForm() {
  n = 0;
  return {
    list: [
      header('病历书写'),
      item('mr_admission', '入院记录24小时内完成', { maxScore: 10, scoring: 'deduct', deductPer: 2, standard: '每份超时病历扣2分' }),
      item('mr_progress', '首次病程记录8小时内完成', { maxScore: 10, scoring: 'deduct', deductPer: 5, standard: '每份超时病历扣5分' }),
      item('mr_consent', '知情同意书签署规范', {
        maxScore: 15, scoring: 'option', standard: '抽查10份病历',
        options: [{ value: 'full', label: '全部规范', score: 15 }, { value: 'minor', label: '个别缺项', score: 10 }, { value: 'major', label: '多处缺项', score: 5 }, { value: 'none', label: '未签署', score: 0 }],
      }),
      header('核心制度'),
      item('core_rounds', '三级查房制度落实', { maxScore: 20, scoring: 'direct', step: 0.5, standard: '查看查房记录与现场提问' }),
      item('core_handover', '交接班制度落实', { maxScore: 15, scoring: 'deduct', deductPer: 3, standard: '每缺一次交接记录扣3分' }),
      header('院感防控'),
      item('inf_hand', '手卫生依从性', {
        maxScore: 15, scoring: 'option', standard: '现场观察20人次',
        options: [{ value: 'ge90', label: '≥90%', score: 15 }, { value: 'ge80', label: '80%–89%', score: 10 }, { value: 'lt80', label: '<80%', score: 4 }],
      }),
      item('inf_waste', '医疗废物分类处置', { maxScore: 15, scoring: 'deduct', deductPer: 5, standard: '每发现一处错误扣5分' }),
    ],
    config: { labelWidth: 140, labelPosition: 'right', size: 'small' },
  };
}
