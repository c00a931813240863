import { describe, expect, it } from 'vitest';
import { reportTitleIn, reportTitleOfAny } from '../../../src/core/pages/recordTitle.ts';

const fall = { name: '跌倒/坠床', nameEn: 'Fall' };

describe('an event report\'s title in the reader\'s language (issue 35 §5)', () => {
  it('words the category and keeps the patient, whichever language the report was filed in', () => {
    expect(reportTitleIn('跌倒/坠床事件报告（赵桂兰）', fall, 'en')).toBe('Fall report (赵桂兰)');
    expect(reportTitleIn('跌倒/坠床事件报告（赵桂兰）', fall, 'zh-CN')).toBe('跌倒/坠床事件报告（赵桂兰）');
    expect(reportTitleIn('Fall report（赵桂兰）', fall, 'zh-CN')).toBe('跌倒/坠床事件报告（赵桂兰）');
    expect(reportTitleIn('Fall report (赵桂兰)', fall, 'en')).toBe('Fall report (赵桂兰)');
    expect(reportTitleIn('跌倒/坠床事件报告', fall, 'en')).toBe('Fall report');
    // a masked patient stays masked
    expect(reportTitleIn('跌倒/坠床事件报告（赵*兰）', fall, 'en')).toBe('Fall report (赵*兰)');
  });
  it('shows other titles as stored', () => {
    expect(reportTitleIn('患者在走廊跌倒', fall, 'en')).toBe('患者在走廊跌倒');
    expect(reportTitleIn('跌倒/坠床事件报告（赵桂兰）补充', fall, 'en')).toBe('跌倒/坠床事件报告（赵桂兰）补充');
    expect(reportTitleIn('跌倒/坠床事件报告（赵桂兰）', undefined, 'en')).toBe('跌倒/坠床事件报告（赵桂兰）');
    // no English name: the Chinese words stay
    expect(reportTitleIn('跌倒/坠床事件报告（赵桂兰）', { name: '跌倒/坠床', nameEn: '' }, 'en')).toBe('跌倒/坠床事件报告（赵桂兰）');
    expect(reportTitleIn('', fall, 'en')).toBe('');
  });
  it('finds the category of a title that does not name it (a bell message)', () => {
    const types = [{ name: '给药错误', nameEn: 'Medication error' }, fall];
    expect(reportTitleOfAny('跌倒/坠床事件报告（赵桂兰）', types, 'en')).toBe('Fall report (赵桂兰)');
    expect(reportTitleOfAny('Medication error report（林某）', types, 'zh-CN')).toBe('给药错误事件报告（林某）');
    expect(reportTitleOfAny('新技术申请', types, 'en')).toBe('新技术申请');
  });
});

