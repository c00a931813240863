// displayVerify / disableVerify (form-format.md runtime rules 3 and 4).
import { describe, expect, it } from 'vitest';
import { conditionModels, evaluateDisable, evaluateDisplay, isFilled, sameAsText } from '../../../src/core/form/conditions';
import { widget } from './helpers';

describe('displayVerify', () => {
  it('hide, a missing object, an unknown type or an empty list = visible', () => {
    expect(evaluateDisplay(undefined, {})).toBe(true);
    expect(evaluateDisplay(null, {})).toBe(true);
    expect(evaluateDisplay({ type: 'hide', list: [] }, {})).toBe(true);
    expect(evaluateDisplay({ type: 'hide', list: [{ model: 'a', value: '1' }] }, { a: '2' })).toBe(true);
    expect(evaluateDisplay({ type: 'and', list: [] }, {})).toBe(true);
    expect(evaluateDisplay({ type: 'xor' as 'and', list: [{ model: 'a', value: 1 }] }, {})).toBe(true);
  });

  it('and: every listed model equals its value', () => {
    const cond = { type: 'and' as const, list: [{ model: 'a', value: '1' }, { model: 'b', value: 'x' }] };
    expect(evaluateDisplay(cond, { a: '1', b: 'x' })).toBe(true);
    expect(evaluateDisplay(cond, { a: '1', b: 'y' })).toBe(false);
  });

  it('or: at least one listed model equals its value', () => {
    const cond = { type: 'or' as const, list: [{ model: 'a', value: '1' }, { model: 'b', value: 'x' }] };
    expect(evaluateDisplay(cond, { a: '0', b: 'x' })).toBe(true);
    expect(evaluateDisplay(cond, { a: '0', b: 'y' })).toBe(false);
  });

  it('compares as text: true == "true", 30 == "30", missing == ""', () => {
    expect(evaluateDisplay({ type: 'and', list: [{ model: 's', value: 'true' }] }, { s: true })).toBe(true);
    expect(evaluateDisplay({ type: 'and', list: [{ model: 'n', value: '30' }] }, { n: 30 })).toBe(true);
    expect(evaluateDisplay({ type: 'and', list: [{ model: 'n', value: 30 }] }, { n: '30' })).toBe(true);
    expect(evaluateDisplay({ type: 'and', list: [{ model: 'n', value: '' }] }, {})).toBe(true);
    expect(sameAsText(false, 'false')).toBe(true);
    expect(sameAsText(null, '')).toBe(true);
  });

  it('reads values through a function too', () => {
    expect(evaluateDisplay({ type: 'or', list: [{ model: 'a', value: 1 }] }, (m) => (m === 'a' ? 1 : 0))).toBe(true);
  });
});

describe('disableVerify', () => {
  it('and: disables when every listed model is filled; the listed value is ignored', () => {
    const cond = { type: 'and' as const, list: [{ model: 'a', value: 'ignored' }, { model: 'b' }] };
    expect(evaluateDisable(cond, { a: 'x', b: ['y'] })).toBe(true);
    expect(evaluateDisable(cond, { a: 'x', b: [] })).toBe(false);
  });

  it('or: disables when at least one is filled', () => {
    const cond = { type: 'or' as const, list: [{ model: 'a' }, { model: 'b' }] };
    expect(evaluateDisable(cond, { a: '', b: 0 })).toBe(true);
    expect(evaluateDisable(cond, { a: '', b: null })).toBe(false);
  });

  it('hide or missing: never disables', () => {
    expect(evaluateDisable({ type: 'hide', list: [{ model: 'a' }] }, { a: 'x' })).toBe(false);
    expect(evaluateDisable(undefined, {})).toBe(false);
  });

  it('filled: a non-empty array counts; 0 and false count; "" [] null {} do not', () => {
    for (const v of [['a'], 0, false, 'x', { a: 1 }]) expect(isFilled(v)).toBe(true);
    for (const v of ['', [], null, undefined, {}]) expect(isFilled(v)).toBe(false);
  });
});

describe('conditionModels', () => {
  it('lists the models both conditions read, once', () => {
    const w = widget('input', {
      displayVerify: { type: 'and', list: [{ model: 'a', value: 1 }, { model: 'b', value: 2 }] },
      disableVerify: { type: 'or', list: [{ model: 'a' }, { model: 'c' }] },
    });
    expect(conditionModels(w).sort()).toEqual(['a', 'b', 'c']);
    expect(conditionModels(widget('input', { displayVerify: { type: 'hide', list: [{ model: 'a' }] } }))).toEqual([]);
  });
});
