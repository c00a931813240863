// async-validator 1.8 semantics (form-format.md runtime rule 1; upstream-form-making.md 1.2).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRule, generateRules, isEmptyValue, validateValue } from '../../../src/core/form/rules';
import { widget } from './helpers';

const fails = (rule: object, value: unknown) => checkRule({ message: 'X', ...rule }, value) === 'X';

afterEach(() => vi.restoreAllMocks());

describe('required', () => {
  it.each([[undefined], [null], [''], [[]]])('fails on %j', (v) => expect(fails({ required: true }, v)).toBe(true));
  it.each([[0], [false], ['   '], ['a'], [['x']], [{}]])('passes %j', (v) => expect(fails({ required: true }, v)).toBe(false));
  it('required: false never fails', () => expect(fails({ required: false }, '')).toBe(false));
  it('ignores a trigger key like Element does', () => expect(fails({ required: true, trigger: 'blur' }, [])).toBe(true));
});

describe('type rules', () => {
  it('string: passes text, fails numbers, skipped on "" null undefined', () => {
    expect(fails({ type: 'string' }, 'a')).toBe(false);
    expect(fails({ type: 'string' }, 12)).toBe(true);
    for (const v of ['', null, undefined]) expect(fails({ type: 'string' }, v)).toBe(false);
  });

  it('number: passes numbers, fails NaN and numeric text, FAILS on ""', () => {
    expect(fails({ type: 'number' }, 0)).toBe(false);
    expect(fails({ type: 'number' }, 1.5)).toBe(false);
    expect(fails({ type: 'number' }, NaN)).toBe(true);
    expect(fails({ type: 'number' }, '12')).toBe(true);
    expect(fails({ type: 'number' }, '')).toBe(true);
    expect(fails({ type: 'number' }, null)).toBe(false);
    expect(fails({ type: 'number' }, undefined)).toBe(false);
  });

  it('integer: whole numbers only, fails on ""', () => {
    expect(fails({ type: 'integer' }, 42)).toBe(false);
    expect(fails({ type: 'integer' }, 12.5)).toBe(true);
    expect(fails({ type: 'integer' }, '')).toBe(true);
    expect(fails({ type: 'integer' }, null)).toBe(false);
  });

  it('float: rejects whole numbers, fails on ""', () => {
    expect(fails({ type: 'float' }, 1.5)).toBe(false);
    expect(fails({ type: 'float' }, 2)).toBe(true);
    expect(fails({ type: 'float' }, '')).toBe(true);
    expect(fails({ type: 'float' }, undefined)).toBe(false);
  });

  it('boolean: true/false only, fails on ""', () => {
    expect(fails({ type: 'boolean' }, false)).toBe(false);
    expect(fails({ type: 'boolean' }, 'true')).toBe(true);
    expect(fails({ type: 'boolean' }, '')).toBe(true);
    expect(fails({ type: 'boolean' }, null)).toBe(false);
  });

  it('url: async-validator 1.8.1 regex', () => {
    for (const ok of ['https://www.example.org', 'http://localhost:8080/a?b=1', 'ftp://1.2.3.4/x', '//cdn.example.org/a.js'])
      expect(fails({ type: 'url' }, ok), ok).toBe(false);
    for (const bad of ['www.example.org', 'mailto:a@b.cn', 'http://exa mple.org', 'https://a'])
      expect(fails({ type: 'url' }, bad), bad).toBe(true);
    expect(fails({ type: 'url' }, '')).toBe(false);
  });

  it('email: async-validator 1.8.1 regex', () => {
    for (const ok of ['zhang.san@example-hospital.cn', 'a+b@x.io', '"quoted name"@x.org', 'a@[1.2.3.4]'])
      expect(fails({ type: 'email' }, ok), ok).toBe(false);
    for (const bad of ['zhangsan@', 'a@b', 'a b@c.cn', '@x.cn'])
      expect(fails({ type: 'email' }, bad), bad).toBe(true);
    expect(fails({ type: 'email' }, '')).toBe(false);
  });

  it('hex: 3 or 6 digits, with or without #', () => {
    for (const ok of ['#1a2B3c', '1a2b3c', '#fff', 'FFF']) expect(fails({ type: 'hex' }, ok), ok).toBe(false);
    for (const bad of ['#12345g', '#12', '#1234']) expect(fails({ type: 'hex' }, bad), bad).toBe(true);
    expect(fails({ type: 'hex' }, '')).toBe(false);
  });

  it('array and object types', () => {
    expect(fails({ type: 'array' }, [1])).toBe(false);
    expect(fails({ type: 'array' }, 'a')).toBe(true);
    expect(fails({ type: 'array' }, [])).toBe(false);
    expect(fails({ type: 'object' }, {})).toBe(false);
    expect(fails({ type: 'object' }, [])).toBe(true);
  });

  it('type and required in one rule: required checked with the type', () => {
    expect(fails({ type: 'string', required: true }, '')).toBe(true);
    expect(fails({ type: 'number', required: true }, undefined)).toBe(true);
    expect(fails({ type: 'number', required: true }, 0)).toBe(false);
    expect(fails({ type: 'array', required: true }, [])).toBe(true);
  });

  it('ranges: min / max / len on text length, numbers and arrays', () => {
    expect(fails({ type: 'string', min: 2 }, 'a')).toBe(true);
    expect(fails({ type: 'string', max: 2 }, 'abc')).toBe(true);
    expect(fails({ type: 'number', min: 1, max: 5 }, 6)).toBe(true);
    expect(fails({ type: 'array', len: 2 }, [1])).toBe(true);
    expect(fails({ type: 'array', len: 2 }, [1, 2])).toBe(false);
  });

  it('enum and whitespace', () => {
    expect(fails({ type: 'enum', enum: ['a', 'b'] }, 'c')).toBe(true);
    expect(fails({ type: 'enum', enum: ['a', 'b'] }, 'a')).toBe(false);
    expect(fails({ type: 'string', whitespace: true }, '   ')).toBe(true);
  });

  it('ignores (with a warning) a rule of unknown type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkRule({ type: 'phone', message: 'X' }, 'abc')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('pattern rules', () => {
  it('bare and /literal/ spellings', () => {
    expect(fails({ pattern: '^1[3-9]\\d{9}$' }, '12345678901')).toBe(true);
    expect(fails({ pattern: '^1[3-9]\\d{9}$' }, '13912345678')).toBe(false);
    expect(fails({ pattern: '/^\\d{6}$/' }, '10000')).toBe(true);
    expect(fails({ pattern: '/^\\d{6}$/' }, '310000')).toBe(false);
    expect(fails({ pattern: '/^abc$/i' }, 'ABC')).toBe(false);
  });

  it('is skipped on empty values ("" null undefined)', () => {
    for (const v of ['', null, undefined]) expect(fails({ pattern: '^\\d+$' }, v)).toBe(false);
  });

  it('tests numbers as text', () => expect(fails({ pattern: '^\\d+$' }, 12)).toBe(false));

  it('a rule with an invalid pattern is ignored with console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(validateValue([{ pattern: '^(abc', message: 'bad' }, { required: true, message: 'req' }], '')).toBe('req');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('invalid pattern'));
  });
});

describe('validateValue', () => {
  it('the first failing rule wins and its message is shown verbatim', () => {
    const rules = [
      { type: 'string', message: '手机号格式不正确' },
      { required: true, message: '手机号必须填写' },
      { pattern: '^1[3-9]\\d{9}$', message: '手机号格式不匹配' },
    ];
    expect(validateValue(rules, '')).toBe('手机号必须填写');
    expect(validateValue(rules, 13912345678)).toBe('手机号格式不正确');
    expect(validateValue(rules, '123')).toBe('手机号格式不匹配');
    expect(validateValue(rules, '13912345678')).toBeNull();
  });

  it('keeps the English upstream message as stored', () => {
    expect(validateValue([{ type: 'string', message: 'RemarkInvaild format' }, { required: true, message: 'RemarkRequired' }], ''))
      .toBe('RemarkRequired');
  });

  it('falls back to a default text when a rule has no message', () => {
    expect(validateValue([{ required: true }], '', 'name')).toBe('name is required');
  });

  it('no rules = valid', () => {
    expect(validateValue([], '')).toBeNull();
    expect(validateValue(undefined, '')).toBeNull();
  });

  it('isEmptyValue follows async-validator', () => {
    expect(isEmptyValue('', 'string')).toBe(true);
    expect(isEmptyValue('', 'number')).toBe(false);
    expect(isEmptyValue([], 'array')).toBe(true);
    expect(isEmptyValue([], 'string')).toBe(false);
    expect(isEmptyValue(null)).toBe(true);
  });
});

describe('generateRules (designer, runtime rule 8)', () => {
  const input = widget('input', { required: true, dataType: 'email', pattern: '^a' }, { name: '邮箱' });

  it('orders type, required, pattern with zh messages', () => {
    expect(generateRules(input)).toEqual([
      { type: 'email', message: '邮箱格式不正确' },
      { required: true, message: '请填写邮箱' },
      { pattern: '^a', message: '邮箱格式不匹配' },
    ]);
  });

  it('required message by type', () => {
    const msg = (type: string, lang: 'zh' | 'en' = 'zh') => generateRules(widget(type, { required: true }, { name: '科室' }), lang)[0].message;
    expect(msg('select')).toBe('请选择科室');
    expect(msg('file')).toBe('请上传科室');
    expect(msg('radio')).toBe('请选择');
    expect(msg('radioOther')).toBe('请填写科室');
    expect(msg('textarea')).toBe('请填写科室');
    expect(msg('select', 'en')).toBe('please select 科室');
    expect(msg('file', 'en')).toBe('please upload 科室');
    expect(msg('radio', 'en')).toBe('please select');
    expect(msg('input', 'en')).toBe('please fill in 科室');
  });

  it('en type and pattern suffixes follow the name like upstream', () => {
    const rules = generateRules({ ...input, name: 'Mail' }, 'en');
    expect(rules[0].message).toBe('MailInvalid format');
    expect(rules[2].message).toBe('MailUnmatched pattern');
  });

  it('nothing to generate: []', () => expect(generateRules(widget('input', { dataType: '', pattern: '' }))).toEqual([]));
});
