// Traversal through grid / flexbox at any depth, subform columns as cells.
import { describe, expect, it } from 'vitest';
import { dataWidgets, findWidget, iterateWidgets, subformColumns } from '../../../src/core/form/walk';
import { fixture, form, grid, widget } from './helpers';

const a = widget('input', {}, { model: 'a' });
const b = widget('select', {}, { model: 'b' });
const c = widget('input', {}, { model: 'c' });
const cell = widget('input', {}, { model: 'cell' });
const sub = widget('subform', {}, { model: 'rows', columns: [{ span: 24, list: [cell] }] });
const inner = grid([[b], [sub]], { model: 'flex_1' }, 'flexbox');
const outer = grid([[a, inner], [c]], { model: 'grid_1' });
const schema = form([outer]);

describe('walk', () => {
  it('visits depth first in document order, containers before content', () => {
    expect([...iterateWidgets(schema)].map((v) => v.widget.model)).toEqual(['grid_1', 'a', 'flex_1', 'b', 'rows', 'cell', 'c']);
  });

  it('reports parent, depth and the enclosing subform of a cell', () => {
    const visits = [...iterateWidgets(schema)];
    const v = visits.find((x) => x.widget === cell)!;
    expect(v.subform).toBe(sub);
    expect(v.parent).toBe(sub);
    expect(v.depth).toBe(3);
    expect(visits.find((x) => x.widget === b)!.subform).toBeUndefined();
  });

  it('lists data widgets: no layout containers, no cells, the subform itself', () => {
    expect(dataWidgets(schema).map((w) => w.model)).toEqual(['a', 'b', 'rows', 'c']);
  });

  it('finds a widget by key or model at any depth', () => {
    expect(findWidget(schema, 'cell')).toBe(cell);
    expect(findWidget(schema, b.key)).toBe(b);
    expect(findWidget(schema, 'nope')).toBeUndefined();
  });

  it('reads a subform\'s column widgets', () => expect(subformColumns(sub)).toEqual([cell]));

  it('treats table as a subform and tolerates junk entries', () => {
    const t = { ...sub, type: 'table' } as any;
    expect(dataWidgets([t, null as any, 3 as any]).map((w) => w.model)).toEqual(['rows']);
  });

  it('finds the 45 data widgets of the upstream catalogue (plus its text widget)', () => {
    const models = dataWidgets(fixture('01-upstream-widget-catalogue.form.json')).map((w) => w.model);
    expect(models.filter((m) => !m.startsWith('text_'))).toHaveLength(45);
  });
});
