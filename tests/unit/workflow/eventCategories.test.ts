// The rules of the event category page and the server (issue 31 §2): codes, names, moving in the order.
import { describe, expect, it } from 'vitest';
import { categoryProblem, moveInOrder, nameIn, quotedNames } from '../../../src/core/workflow/eventCategories.ts';

describe('event categories', () => {
  it('moves one place up or down; the ends and unknown codes stay put', () => {
    const codes = ['fall', 'medication', 'pressure'];
    expect(moveInOrder(codes, 'medication', 'up')).toEqual(['medication', 'fall', 'pressure']);
    expect(moveInOrder(codes, 'medication', 'down')).toEqual(['fall', 'pressure', 'medication']);
    expect(moveInOrder(codes, 'fall', 'up')).toEqual(codes);
    expect(moveInOrder(codes, 'pressure', 'down')).toEqual(codes);
    expect(moveInOrder(codes, 'nothing', 'up')).toEqual(codes);
    expect(codes).toEqual(['fall', 'medication', 'pressure']);
  });

  it('checks the code and the names', () => {
    expect(categoryProblem({ code: 'transReaction', name: '输血反应', nameEn: 'Transfusion reaction' })).toBeNull();
    expect(categoryProblem({ code: '1x', name: 'a' })).toBe('codeRule');
    expect(categoryProblem({ code: 'a'.repeat(41), name: 'a' })).toBe('codeRule');
    expect(categoryProblem({ code: 'ok', name: '  ' })).toBe('nameRequired');
    expect(categoryProblem({ name: 'x'.repeat(51) })).toBe('nameTooLong');
    expect(categoryProblem({ nameEn: 'x'.repeat(101) })).toBe('nameEnTooLong');
    expect(categoryProblem({})).toBeNull();
  });

  it('names in the reader\'s language, quoted and joined its way', () => {
    expect(nameIn({ name: '跌倒/坠床', nameEn: 'Fall' }, 'en')).toBe('Fall');
    expect(nameIn({ name: '跌倒/坠床', nameEn: '' }, 'en')).toBe('跌倒/坠床');
    expect(nameIn({ name: '跌倒/坠床', nameEn: 'Fall' }, 'zh-CN')).toBe('跌倒/坠床');
    expect(quotedNames(['跌倒/坠床', '给药错误'], 'zh-CN')).toBe('“跌倒/坠床”、“给药错误”');
    expect(quotedNames(['Fall', 'Medication error'], 'en')).toBe('"Fall", "Medication error"');
  });
});
