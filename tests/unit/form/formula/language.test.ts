// The formula language (issue 31 §3, docs/widgets.md "The formula language"): literals, names, operators,
// functions, bands, and how values and empties count.
import { describe, expect, it } from 'vitest';
import { compileFormula, evaluate, roundTo, type Expr } from '../../../../src/core/form/formula/index.ts';

/** The formula's stored value over `data` (its names are the data's keys). */
function calc(source: string, data: Record<string, unknown> = {}, precision?: number) {
  const c = compileFormula(source, Object.keys(data));
  if (!c.expr) throw new Error(`${source}: ${JSON.stringify(c.problems)}`);
  return evaluate(c.expr as Expr, (n) => data[n], precision);
}

describe('literals, names and operators', () => {
  it('computes arithmetic with the usual precedence', () => {
    expect(calc('1 + 2 * 3')).toBe(7);
    expect(calc('(1 + 2) * 3')).toBe(9);
    expect(calc('7 % 4 - -1')).toBe(4);
    expect(calc('10 / 4')).toBe(2.5);
    expect(calc('2.5 + .5')).toBe(3);
  });

  it('keeps 10 decimal places without a precision, so 0.1 + 0.2 is 0.3; a precision rounds half away from zero', () => {
    expect(calc('0.1 + 0.2')).toBe(0.3);
    expect(calc('1 / 3')).toBe(0.3333333333);
    expect(calc('a / 3', { a: 2 }, 0)).toBe(1);
    expect(calc('1.005', {}, 2)).toBe(1.01);
    expect(calc('-2.5', {}, 0)).toBe(-3);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(Object.is(calc('-0.0001', {}, 2), 0)).toBe(true);
  });

  it('reads fields by model; numeric text (a radio option value "25") is its number', () => {
    expect(calc('a + b', { a: '25', b: 15 })).toBe(40);
    expect(calc('a * 2', { a: ' 2.5 ' })).toBe(5);
  });

  it('compares numbers as numbers and anything else as text; comparisons and logic give 1 or 0 when stored', () => {
    expect(calc('a == 25', { a: '25' })).toBe(1);
    expect(calc('a != "是"', { a: '是' })).toBe(0);
    expect(calc('a >= 45 && b < 3', { a: 45, b: 2 })).toBe(1);
    expect(calc('a > 1 || b > 1', { a: 0, b: 0 })).toBe(0);
    expect(calc('!a', { a: 0 })).toBe(1);
    expect(calc('a == ""', { a: '' })).toBe(1);
    expect(calc('a == 0', { a: '' })).toBe(0);
  });

  it('c ? a : b and if(c, a, b) choose, and evaluate only the branch they choose', () => {
    expect(calc('a >= 45 ? "高危" : "低危"', { a: 50 })).toBe('高危');
    expect(calc('if(a == "男", 1, 2)', { a: '女' })).toBe(2);
    expect(calc('if(a > 0, 10 / a, 0)', { a: 0 })).toBe(0);
    expect(calc('if(s, 5, 0)', { s: true })).toBe(5);
  });
});

describe('functions', () => {
  it('sum, min, max, avg, round and abs', () => {
    expect(calc('sum(a, b, c)', { a: 1, b: '2', c: 3 })).toBe(6);
    expect(calc('min(a, b, 3)', { a: 5, b: 4 })).toBe(3);
    expect(calc('max(a, b)', { a: -1, b: -4 })).toBe(-1);
    expect(calc('avg(a, b)', { a: 1, b: 2 })).toBe(1.5);
    expect(calc('round(a, 1)', { a: 2.345 })).toBe(2.3);
    expect(calc('round(a)', { a: 2.5 })).toBe(3);
    expect(calc('abs(a - 10)', { a: 4 })).toBe(6);
  });

  it('spreads a list value (checkbox, multiple select) in sum, min, max and avg', () => {
    expect(calc('sum(a, 1)', { a: ['2', '3'] })).toBe(6);
    expect(calc('max(a)', { a: [1, 9, 4] })).toBe(9);
    expect(calc('a + 1', { a: ['2'] })).toBe('');
  });

  it('band: label0 below the first threshold, label i from threshold i on (Morse and Braden)', () => {
    const morse = 'band(t, "低危", 25, "中危", 45, "高危")';
    expect([0, 24, 25, 44, 45, 125].map((t) => calc(morse, { t }))).toEqual(['低危', '低危', '中危', '中危', '高危', '高危']);
    const braden = 'band(t, "极高危", 10, "高危", 13, "中危", 15, "轻度危险", 19, "无风险")';
    expect([6, 9, 10, 12, 13, 14, 15, 18, 19, 23].map((t) => calc(braden, { t }))).toEqual(
      ['极高危', '极高危', '高危', '高危', '中危', '中危', '轻度危险', '轻度危险', '无风险', '无风险']);
    expect(calc('band(t, 0, 10, 1)', { t: 12 })).toBe(1);
  });
});

describe('values and empties', () => {
  it('an empty value counts as 0 in sum, + and -, so a total grows as items are picked', () => {
    expect(calc('sum(a, b, c)', { a: '15', b: '', c: null })).toBe(15);
    expect(calc('a + b - c', { a: 25, b: undefined, c: [] })).toBe(25);
    expect(calc('-a', { a: '' })).toBe(0);
  });

  it('elsewhere an empty value leaves the result empty (""): not computed yet', () => {
    expect(calc('a * 2', { a: '' })).toBe('');
    expect(calc('band(a, "x", 1, "y")', { a: '' })).toBe('');
    expect(calc('a > 3', { a: null })).toBe('');
    expect(calc('if(a > 3, 1, 0)', { a: null })).toBe('');
    expect(calc('round(a)', { a: '' })).toBe('');
  });

  it('min, max and avg skip empty values; all empty is empty', () => {
    expect(calc('avg(a, b, c)', { a: 2, b: '', c: 4 })).toBe(3);
    expect(calc('min(a, b)', { a: '', b: '' })).toBe('');
  });

  it('non-numeric text in arithmetic, a division by zero or an overflow make the whole result ""', () => {
    expect(calc('a + 1', { a: '未知' })).toBe('');
    expect(calc('sum(a, 1)', { a: 'abc' })).toBe('');
    expect(calc('a / b', { a: 1, b: 0 })).toBe('');
    expect(calc('a % 0', { a: 1 })).toBe('');
    expect(calc('a * a', { a: 1e200 })).toBe('');
    expect(calc('a < 3', { a: 'x' })).toBe('');
    expect(calc('"25" + 1')).toBe(26);
  });

  it('true and false count as 1 and 0 in arithmetic', () => {
    expect(calc('sum(a > 1, b > 1, c > 1)', { a: 2, b: 0, c: 5 })).toBe(2);
    expect(calc('s * 3', { s: true })).toBe(3);
  });
});
