import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../src/core/form/types.ts';
import { designer } from './designerHelper.ts';

describe('structural sharing on a 500-widget form', () => {
  it('adding into a nested grid copies only the path to the change', () => {
    const d = designer();
    const outer = d.drop('grid').at();
    const inner = d.drop('grid').into(outer, 0);
    const sibling = d.drop('input').into(outer, 1);
    for (let i = 0; i < 497; i++) d.drop(i % 2 ? 'input' : 'select').at();
    let count = 0;
    const walk = (l: Widget[]) => l.forEach((w) => { count++; w.columns?.forEach((c) => walk(c.list)); });
    walk(d.list);
    expect(count).toBe(500);

    const before = d.state.schema;
    d.drop('date').into(inner, 1);
    const after = d.state.schema;

    expect(after).not.toBe(before);
    expect(after.config).toBe(before.config);
    expect(after.list).not.toBe(before.list);
    for (let i = 1; i < before.list.length; i++) expect(after.list[i]).toBe(before.list[i]); // untouched root widgets
    const [bo, ao] = [before.list[0], after.list[0]];
    expect(ao).not.toBe(bo);
    expect(ao.options).toBe(bo.options);
    expect(ao.columns![1]).toBe(bo.columns![1]); // the untouched column...
    expect(ao.columns![1].list[0].key).toBe(sibling);
    expect(ao.columns![1].list[0]).toBe(bo.columns![1].list[0]); // ...and its widget
    expect(ao.columns![0].list[0].columns![0]).toBe(bo.columns![0].list[0].columns![0]);

    const t = performance.now();
    for (let i = 0; i < 50; i++) d.store.updateOptions(sibling, { placeholder: String(i) });
    expect(performance.now() - t).toBeLessThan(1000); // sanity, not a benchmark
  });
});
