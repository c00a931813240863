// Tolerant reading of old documents (form-format.md "Document", "Widget").
import { describe, expect, it } from 'vitest';
import {
  normalizeSchema, originalOf, restoreSchema, spanOf, storedTypeOf, validateSchemaShape,
  schemaShapeProblem, formatShapeProblem, SCHEMA_SHAPE_MESSAGES,
} from '../../../src/core/form/normalize';
import { fixture, FIXTURE_NAMES } from './helpers';

describe('normalizeSchema', () => {
  it('gives missing config keys their defaults and keeps the rest', () => {
    expect(normalizeSchema({ list: [] }).config).toEqual({ labelWidth: 100, labelPosition: 'right', size: 'small' });
    expect(normalizeSchema({ list: [], config: { labelWidth: 120, customClass: 'x' } }).config)
      .toEqual({ labelWidth: 120, labelPosition: 'right', size: 'small', customClass: 'x' });
  });

  it('turns missing options / rules into {} / [] and missing list into []', () => {
    const s = normalizeSchema({ list: [{ type: 'input', model: 'a' }] });
    expect(s.list[0].options).toEqual({});
    expect(s.list[0].rules).toEqual([]);
    expect(s.list[0].name).toBe('');
    expect(normalizeSchema({}).list).toEqual([]);
    expect(normalizeSchema(null).list).toEqual([]);
  });

  it('keeps unknown keys (icon, remoteFunc on an input, model on a grid, top-level extras)', () => {
    const doc = {
      list: [{ type: 'grid', model: 'grid_1', icon: 'icon-grid', foo: 1, columns: [{ span: 12, list: [], bar: 2 }], options: { remoteFunc: 'f' } }],
      config: {}, version: 3,
    };
    const s = normalizeSchema(doc);
    expect(s.version).toBe(3);
    expect(s.list[0]).toMatchObject({ model: 'grid_1', icon: 'icon-grid', foo: 1, options: { remoteFunc: 'f' } });
    expect(s.list[0].columns![0].bar).toBe(2);
  });

  it('reads table as subform and remembers the stored type', () => {
    const doc = { list: [{ type: 'table', model: 't', columns: [{ span: 24, list: [{ type: 'input', model: 'c' }] }] }] };
    const s = normalizeSchema(doc);
    expect(s.list[0].type).toBe('subform');
    expect(storedTypeOf(s.list[0])).toBe('table');
    expect(storedTypeOf(s.list[0].columns![0].list[0])).toBe('input');
    expect((restoreSchema(s).list as any[])[0].type).toBe('table');
  });

  it('never mutates the input and links each new widget to its original', () => {
    const doc = { list: [{ type: 'table', model: 't' }] };
    const copy = structuredClone(doc);
    const s = normalizeSchema(doc);
    expect(doc).toEqual(copy);
    expect(s.list[0]).not.toBe(doc.list[0]);
    expect(originalOf(s.list[0])).toBe(doc.list[0]);
  });

  it('round-trips documents exactly (restoreSchema(normalizeSchema(doc)) equals doc)', () => {
    const odd = {
      list: [
        { type: 'table', model: 't', columns: [{ span: '', list: [{ type: 'input', model: 'c', rules: null }] }] },
        { type: 'grid', columns: [{ span: '8', list: [] }, { list: [] }] },
        { type: 'text', name: 'x', options: { defaultValue: 'hi' } },
      ],
    };
    expect(restoreSchema(normalizeSchema(odd))).toEqual(odd);
    for (const name of FIXTURE_NAMES) {
      const doc = fixture(`${name}.form.json`);
      expect(JSON.stringify(restoreSchema(normalizeSchema(doc)))).toBe(JSON.stringify(doc));
    }
  });

  it('saves edits: changed defaults are kept', () => {
    const s = normalizeSchema({ list: [{ type: 'input', model: 'a' }] });
    s.list[0].rules = [{ required: true, message: 'm' }];
    expect((restoreSchema(s).list as any[])[0]).toEqual({ type: 'input', model: 'a', rules: [{ required: true, message: 'm' }] });
  });
});

describe('spanOf', () => {
  it('accepts a number, a numeric string or "" (never sized)', () => {
    expect(spanOf({ span: 12 })).toBe(12);
    expect(spanOf({ span: '8' })).toBe(8);
    expect(spanOf({ span: ' 6 ' })).toBe(6);
    expect(spanOf({ span: '' })).toBeUndefined();
    expect(spanOf({})).toBeUndefined();
    expect(spanOf({ span: 'wide' })).toBeUndefined();
    expect(spanOf(undefined)).toBeUndefined();
  });
});

describe('validateSchemaShape', () => {
  it('accepts every fixture and a minimal form', () => {
    for (const name of FIXTURE_NAMES) expect(validateSchemaShape(fixture(`${name}.form.json`))).toBeNull();
    expect(validateSchemaShape({ list: [] })).toBeNull();
  });

  it.each([
    [null, /empty/],
    [[1, 2], /list, not a form/],
    ['text', /string, not a form/],
    [{ config: {} }, /no "list"/],
    [{ list: {} }, /not an array/],
    [{ list: [], config: 3 }, /"config" must be an object/],
    [{ list: [1] }, /list\[0\] is not an object/],
    [{ list: [{ name: '姓名' }] }, /list\[0\] \("姓名"\) has no type/],
    [{ list: [{ type: 'grid', columns: [{ list: [{ type: '' }] }] }] }, /list\[0\]\.columns\[0\]\.list\[0\] has no type/],
    [{ list: [{ type: 'grid', columns: {} }] }, /"columns" that are not an array/],
    [{ list: [{ type: 'input', rules: {} }] }, /"rules" that are not an array/],
    [{ list: [{ type: 'input', options: [] }] }, /"options" that are not an object/],
  ])('explains what is wrong with %j', (doc, message) => {
    expect(validateSchemaShape(doc)).toMatch(message);
  });
});

describe('schemaShapeProblem', () => {
  it('is null exactly when validateSchemaShape is', () => {
    for (const name of FIXTURE_NAMES) expect(schemaShapeProblem(fixture(`${name}.form.json`))).toBeNull();
    expect(schemaShapeProblem({ list: [] })).toBeNull();
  });

  it.each([
    [null, 'shapeEmpty', {}],
    [[1, 2], 'shapeIsList', {}],
    ['text', 'shapeNotObject', { type: 'string' }],
    [{ config: {} }, 'shapeNoList', {}],
    [{ list: {} }, 'shapeListNotArray', {}],
    [{ list: [], config: 3 }, 'shapeConfig', {}],
    [{ list: [1] }, 'shapeWidgetNotObject', { at: 'list[0]' }],
    [{ list: [{}] }, 'shapeNoType', { at: 'list[0]' }],
    [{ list: [{ name: '姓名' }] }, 'shapeNoTypeNamed', { at: 'list[0]', name: '姓名' }],
    [{ list: [{ type: 'grid', columns: [{ list: [{ type: '' }] }] }] }, 'shapeNoType', { at: 'list[0].columns[0].list[0]' }],
    [{ list: [{ type: 'grid', columns: {} }] }, 'shapeColumns', { type: 'grid', at: 'list[0]' }],
    [{ list: [{ type: 'grid', columns: [3] }] }, 'shapeColumnNotObject', { at: 'list[0].columns[0]' }],
    [{ list: [{ type: 'grid', columns: [{ list: 3 }] }] }, 'shapeColumnList', { at: 'list[0].columns[0]' }],
    [{ list: [{ type: 'input', rules: {} }] }, 'shapeRules', { at: 'list[0]' }],
    [{ list: [{ type: 'input', options: [] }] }, 'shapeOptions', { at: 'list[0]' }],
  ])('gives %j the key %s and its parameters, whose English is validateSchemaShape\'s text', (doc, key, params) => {
    const problem = schemaShapeProblem(doc);
    expect(problem).toEqual({ key, params });
    expect(formatShapeProblem(problem!)).toBe(validateSchemaShape(doc));
    expect(validateSchemaShape(doc)).not.toMatch(/\{\{/);
  });

  it('has an English text for every key, with the placeholders its parameters fill', () => {
    expect(Object.keys(SCHEMA_SHAPE_MESSAGES).length).toBe(14);
    expect(formatShapeProblem({ key: 'shapeColumns', params: { type: 'flexbox', at: 'list[2]' } }))
      .toBe('The flexbox at list[2] has "columns" that are not an array.');
  });
});
