import { describe, expect, it } from 'vitest';
import { outsideParams, outsideTitle } from '../../../src/core/messages/outbound.ts';
import { renderMessage } from '../../../src/core/messages/render.ts';

describe('messages that leave the hospital (issue 33 §6)', () => {
  const fall = { module: 'baqsj', recordId: 12, category: { 'zh-CN': '跌倒/坠床', en: 'Fall' } };
  it('name a record by its number and category, in the reader\'s language', () => {
    expect(outsideTitle(fall, 'zh-CN')).toBe('不良事件报告 #12 · 跌倒/坠床');
    expect(outsideTitle(fall, 'en')).toBe('Adverse event report #12 · Fall');
    expect(outsideTitle({ module: 'xjsxxm', recordId: 3 }, 'en')).toBe('Technology application #3');
    expect(outsideTitle({}, 'en')).toBe('');
  });
  it('never carry the title people typed or a comment', () => {
    const params = { recordId: 12, module: 'baqsj', title: '压力性损伤事件报告（张三）', actor: '李护士', comment: '患者张三家属拒绝', toSubmitter: true };
    const zh = renderMessage({ kind: 'return', params: outsideParams(params, fall, 'zh-CN') }, 'zh-CN');
    expect(zh.title + zh.content).not.toMatch(/张三/);
    expect(zh.content).toContain('不良事件报告 #12 · 跌倒/坠床');
    expect(zh.content).toContain('请登录系统查看');
    // a message of no record (a published report) keeps its name
    expect(outsideParams({ title: '2026年10月质量简报' }, {}, 'zh-CN').title).toBe('2026年10月质量简报');
  });
});
