// checkFormula (issue 31 §3): every problem a code with its parameters, worded in both languages by the
// locale table the designer and the server share; the hostile formulas of the issue (property access
// like constructor / __proto__, huge and deeply nested expressions) each refused with its message.
import { describe, expect, it } from 'vitest';
import { FORMULA_LIMITS, checkFormula, parseFormula } from '../../../../src/core/form/formula/index.ts';
import { words } from './helpers.ts';

const FIELDS = ['a', 'b', 'morse_total', 'item_1', 'item_2'];
/** The problems of a formula over FIELDS, in English words. */
const said = (source: string, lang: 'zh-CN' | 'en' = 'en') => checkFormula(source, FIELDS).map((p) => words(p, lang));

describe('a correct formula', () => {
  it('has no problem', () => {
    for (const ok of ['sum(item_1, item_2)', 'band(morse_total, "低危", 25, "中危", 45, "高危")', 'a >= 45 ? "高" : "低"',
      'if(a == "是", round(b / 3, 1), -1)', 'a + b + a + b + a + b + a + b + a + b + a + b + a + b + a + b + a + b + a + b + a + b', "'单引号'"]) {
      expect(checkFormula(ok, FIELDS), ok).toEqual([]);
    }
  });
});

describe('mistakes, named in the page language', () => {
  it('unknown field names, each once', () => {
    expect(checkFormula('sum(item_1, item_3, item_3, x)', FIELDS)).toEqual([
      { code: 'unknownField', params: { name: 'item_3' } }, { code: 'unknownField', params: { name: 'x' } },
    ]);
    expect(said('item_3 + 1')).toEqual(['No field of the form has the model "item_3"']);
    expect(said('item_3 + 1', 'zh-CN')).toEqual(['表单中没有模型为“item_3”的字段']);
  });

  it('a syntax error with its position; an unfinished formula', () => {
    expect(checkFormula('a + * b', FIELDS)).toEqual([{ code: 'syntax', params: { at: 5, near: '* b' } }]);
    expect(said('a + * b', 'zh-CN')).toEqual(['第 5 个字符处有语法错误：“* b”']);
    for (const s of ['sum(a', 'a +', '"abc', '(a + b']) expect(checkFormula(s, FIELDS), s).toEqual([{ code: 'incomplete', params: {} }]);
    expect(said('sum(a', 'en')).toEqual(['The formula is incomplete: a value, a closing bracket or a quote is missing']);
    expect(said('')).toEqual(['Enter a formula']);
  });

  it('an unknown function, a wrong argument count, a band out of shape or order', () => {
    expect(said('pow(a, 2)')).toEqual(['There is no function "pow"; the functions are sum, min, max, avg, round, abs, if and band']);
    expect(said('round(a, 1, 2)')).toEqual(['round takes 1 to 2 arguments, not 3']);
    expect(said('if(a, 1)', 'zh-CN')).toEqual(['if 需要 3 个参数，写了 2 个']);
    expect(said('sum()')).toEqual(['sum needs at least one argument']);
    expect(said('band(a, "x", 1)')).toEqual(['band takes the value, the first label, then pairs of a threshold and its label (4, 6, 8… arguments), not 3']);
    expect(said('band(a, "低", 45, "中", 25, "高")', 'zh-CN')).toEqual(['band 的阈值须从小到大：25 写在了 45 之后']);
    expect(said('round(a, 7)')).toEqual(['The decimal places of round must be a whole number from 0 to 6']);
  });

  it('the operators jsep knows that the language does not have', () => {
    for (const op of ['===', '!==', '**', '??', '|', '&', '^', '<<', '>>', '>>>']) {
      expect(checkFormula(`a ${op} b`, FIELDS), op).toEqual([{ code: 'operator', params: { op } }]);
    }
    for (const op of ['+', '~']) expect(checkFormula(`${op}a`, FIELDS), op).toEqual([{ code: 'operator', params: { op } }]);
    expect(said('a ** 2')).toEqual(['The operator ** is not supported; use + - * / % < <= > >= == != && || ! and ? :']);
  });
});

describe('hostile formulas are refused, each with its message', () => {
  it('property access: constructor, __proto__, prototype, with a dot or brackets', () => {
    expect(said('a.constructor')).toEqual(['Property access (a.b, a["b"]) is not allowed: name a field by its model', 'The name "constructor" is not allowed']);
    expect(said('a["__proto__"]', 'zh-CN')).toEqual(['不能访问属性（如 a.b、a["b"]）：字段请直接写它的模型', '不能使用名称“__proto__”']);
    expect(said('constructor')).toEqual(['The name "constructor" is not allowed']);
    expect(said('__proto__ + 1')).toEqual(['The name "__proto__" is not allowed']);
    expect(said('prototype')).toEqual(['The name "prototype" is not allowed']);
    expect(said('constructor(1)')).toEqual(['The name "constructor" is not allowed']);
    expect(said('sum.constructor("return 1")()')).toContain('Only the listed functions can be called, by their name');
    expect(said('a.b.c')).toEqual(['Property access (a.b, a["b"]) is not allowed: name a field by its model']);
    expect(said('a?.b')).toEqual(['Property access (a.b, a["b"]) is not allowed: name a field by its model']);
    // the names are refused even when the form has fields called so
    expect(checkFormula('constructor', ['constructor'])).toEqual([{ code: 'forbiddenName', params: { name: 'constructor' } }]);
  });

  it('this, assignment, arrays, objects, new, template strings, several expressions, null, calling a call', () => {
    expect(said('this')).toEqual(['"this" is not allowed']);
    expect(said('a = 1')).toEqual(['Assignment (=) is not allowed; compare with ==']);
    expect(said('a += 1', 'zh-CN')).toEqual(['不能赋值（=）；比较是否相等请用 ==']);
    expect(said('x => 1')).toEqual(['Assignment (=) is not allowed; compare with ==']);
    expect(said('[1, 2]')).toEqual(['Arrays [ ] are not allowed']);
    expect(said('{ a: 1 }')).toEqual(['Braces { } are not allowed']);
    expect(said('new Function("x")')).toEqual(['"new" is not allowed']);
    expect(said('`${a}`')).toEqual(['Backquoted strings are not allowed']);
    expect(said('a, b')).toEqual(['A formula is one expression: is an operator missing between two values?']);
    expect(said('a b')).toEqual(['A formula is one expression: is an operator missing between two values?']);
    expect(said('typeof a')).toEqual(['"typeof" is not allowed']);
    expect(said('null')).toEqual(['"null" is not allowed; write "" for no value']);
    expect(said('sum(a)(b)')).toEqual(['Only the listed functions can be called, by their name']);
    // '=' inside a string is text, not an assignment
    expect(checkFormula('a == "x = y"', FIELDS)).toEqual([]);
  });

  it('a huge formula: refused by its length before parsing', () => {
    const huge = `sum(${'a, '.repeat(600)}a)`;
    expect(checkFormula(huge, FIELDS)).toEqual([{ code: 'tooLong', params: { max: FORMULA_LIMITS.length, length: huge.length } }]);
    expect(said(huge)).toEqual([`The formula is too long: ${huge.length} characters, at most 1000`]);
    // a megabyte of brackets is refused by its length: jsep never sees it (it would overflow the stack)
    const megabyte = '('.repeat(500_000) + 'a' + ')'.repeat(500_000);
    expect(checkFormula(megabyte, FIELDS)[0].code).toBe('tooLong');
  });

  it('deep nesting: brackets, calls, unary operators and conditionals', () => {
    const deep = `${'('.repeat(21)}a${')'.repeat(21)}`;
    expect(said(deep)).toEqual(['The formula is nested too deeply: at most 20 levels']);
    expect(said(`${'abs('.repeat(21)}a${')'.repeat(21)}`, 'zh-CN')).toEqual(['公式嵌套太深：最多 20 层']);
    expect(checkFormula(`${'-'.repeat(30)}a`, FIELDS)[0].code).toBe('tooDeep');
    expect(checkFormula(`${'!'.repeat(100)}a`, FIELDS)[0].code).toBe('tooDeep');
    expect(checkFormula(`${'!'.repeat(900)}a`, FIELDS)[0].code).toBe('tooManyNodes');
    expect(checkFormula(`${'a ? 1 : '.repeat(21)}0`, FIELDS)[0].code).toBe('tooDeep');
    // 20 levels are allowed
    expect(checkFormula(`${'('.repeat(19)}a${')'.repeat(19)}`, FIELDS)).toEqual([]);
  });

  it('too many terms', () => {
    const wide = Array.from({ length: 120 }, (_, i) => (i % 2 ? 'a' : 'b')).join('+');
    expect(said(wide)).toEqual(['The formula is too complex: at most 200 terms']);
  });

  it('every hostile input of at most 1000 characters parses in bounded time without blowing the stack', () => {
    const shapes = ['('.repeat(499) + ')'.repeat(499), '-'.repeat(999) + 'a', '!'.repeat(999) + 'a', 'a?'.repeat(333) + 'b', 'abs('.repeat(199) + 'a' + ')'.repeat(199),
      '['.repeat(500) + ']'.repeat(500), '1+'.repeat(499) + '1', '"'.repeat(999), 'a.'.repeat(499) + 'a', 'f()'.repeat(333)];
    for (const s of shapes) {
      expect(s.length).toBeLessThanOrEqual(1000);
      const r = parseFormula(s);
      expect(r.expr, s.slice(0, 20)).toBeUndefined();
      expect(r.problems.length).toBeGreaterThan(0);
    }
  });

  it('a number too large to compute with is a syntax error', () => {
    expect(checkFormula('a + 1e999', FIELDS)).toEqual([{ code: 'syntax', params: { at: 5, near: '1e999' } }]);
  });
});

describe('every problem code is worded in both languages', () => {
  it('the designer table has each text the checker can give', () => {
    const samples = ['', 'x'.repeat(1001), `${'('.repeat(21)}a${')'.repeat(21)}`, 'a+'.repeat(120) + 'a', 'a +* b', 'a +', 'zz', 'pow(1)',
      'round(1,2,3)', 'if(1)', 'sum()', 'band(a,1,2)', 'band(a,"x",2,"y",1,"z")', 'round(a, 9)', 'a.b', 'this', 'a=1', '[1]', '{}', 'new a', '`a`',
      'a b', 'null', 'f()()', 'typeof a', 'constructor', 'a === b'];
    for (const s of samples) {
      for (const p of checkFormula(s, FIELDS)) {
        expect(words(p, 'zh-CN'), s).not.toMatch(/\{\{|problem\./);
        expect(words(p, 'en'), s).not.toMatch(/\{\{|problem\./);
      }
    }
  });
});
