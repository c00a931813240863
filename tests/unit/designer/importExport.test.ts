import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDesignerStore } from '../../../src/core/designer/index.ts';
import { designer } from './designerHelper.ts';

const FIXTURES = join(process.cwd(), '../shared/fixtures/legacy-forms');
const forms = readdirSync(FIXTURES).filter((f) => f.endsWith('.form.json'));

describe('import and export', () => {
  it('has both legacy fixtures to test with', () => {
    expect(forms.length).toBeGreaterThanOrEqual(2);
  });

  it.each(forms)('%s round-trips byte for byte through setJSON / getJSON', (file) => {
    const text = readFileSync(join(FIXTURES, file), 'utf8');
    const original = JSON.parse(text);
    const d = designer();
    expect(d.store.setJSON(original)).toBe(null);
    expect(JSON.stringify(d.json())).toBe(JSON.stringify(original));
    expect(d.selected).toBe(original.list[0].key);
    // also as JSON text, and through the undoable import command, and the store option
    const e = designer();
    expect(e.store.setJSON(text)).toBe(null);
    expect(JSON.stringify(e.json())).toBe(JSON.stringify(original));
    expect(e.store.importSchema(original)).toBe(null);
    expect(JSON.stringify(e.json())).toBe(JSON.stringify(original));
    expect(JSON.stringify(createDesignerStore({ schema: original }).getJSON())).toBe(JSON.stringify(original));
  });

  it.each(forms)('%s: edits elsewhere leave every other widget byte-identical', (file) => {
    const original = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8'));
    const d = designer();
    d.store.setJSON(original);
    const first = original.list[0].key;
    d.store.updateOptions(first, { width: '50%' });
    d.store.updateOptions(first, { width: original.list[0].options.width });
    expect(JSON.stringify(d.json())).toBe(JSON.stringify(original));
  });

  it('does not share objects with the caller', () => {
    const doc = { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
    const d = designer();
    d.store.setJSON(doc);
    doc.config.labelWidth = 1;
    expect(d.state.schema.config.labelWidth).toBe(100);
    const out = d.json();
    out.config.labelWidth = 2;
    expect(d.state.schema.config.labelWidth).toBe(100);
  });

  it('setJSON starts a fresh history; importSchema is undoable', () => {
    const d = designer();
    d.build('input');
    d.store.setJSON({ list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    expect(d.store.canUndo()).toBe(false);
    d.store.importSchema({ list: [], config: { labelWidth: 90, labelPosition: 'top', size: 'small' } });
    expect(d.store.canUndo()).toBe(true);
  });

  it.each([
    ['not JSON at all', '{"list": [', /JSON|position|Unexpected|Expected/i],
    ['null', null, /empty/],
    ['an array', [], /list, not a form/],
    ['a number', 42, /number/],
    ['no list', { config: {} }, /no "list"/],
    ['a list that is not an array', { list: {}, config: {} }, /not an array/],
    ['a widget without a type', { list: [{ name: 'x' }], config: {} }, /has no type/],
    ['bad columns deep inside', { list: [{ type: 'grid', columns: [{ list: [{ type: 'grid', columns: 3 }] }] }] }, /columns/],
  ])('refuses %s, says what is wrong and changes nothing', (_, input, message) => {
    const d = designer();
    d.build('input', 'grid');
    const before = d.state;
    const undo = d.store.canUndo();
    const error = d.store.setJSON(input);
    expect(error).toMatch(message);
    expect(d.store.importSchema(typeof input === 'string' ? input : input)).toEqual(expect.any(String));
    expect(d.state).toBe(before);
    expect(d.store.canUndo()).toBe(undo);
  });

  it('fills a missing config with the default one and keeps `table` widgets as they are', () => {
    const doc = {
      list: [{ type: 'table', key: 't1', model: 'tbl', name: '表', options: {}, rules: [],
        columns: [{ span: '', list: [{ type: 'input', key: 'i1', model: 'a', name: 'A', options: {}, rules: [] }] }] }],
    };
    const d = designer();
    expect(d.store.setJSON(doc)).toBe(null);
    expect(d.json()).toEqual({ ...doc, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });
    expect(() => d.drop('grid').into('t1', 0)).toThrow(/subform column/);
    d.drop('number').into('t1', 1);
    expect(d.widget('t1').columns).toHaveLength(2);
  });

  it('refuses an invalid starting schema loudly', () => {
    expect(() => createDesignerStore({ schema: { list: 3 } as never })).toThrow(/list/);
  });
});
