// Issue 26 §1: the analysis page's keyboard (the cause tree), its undo history and its print section.
import { describe, expect, it } from 'vitest';
import { addCause, emptyAnalysis, setCauseKind, addWhyChain, setWhy, promoteWhyChain, setNoMeasureReason } from '../../../src/core/rca/commands.ts';
import type { Analysis, RcaResult } from '../../../src/core/rca/types.ts';
import { applyResult, focusAfterRemove, historyOf, keyIntent, redo, treeOrder, undo } from '../../../src/core/pages/rcaEditor.ts';
import { analysisPrintHtml, withAnalysis } from '../../../src/core/pages/rcaPrint.ts';
import { removeCause } from '../../../src/core/rca/commands.ts';

const must = (r: RcaResult): Analysis => {
  if (!r.ok) throw new Error(r.error.code);
  return r.analysis;
};

/** people: c1 (with c2 under it), c3; equipment: c4 */
function sample(): Analysis {
  let a = emptyAnalysis('患者跌倒');
  a = must(addCause(a, { categoryId: 'people' }, '夜间巡视不足'));
  a = must(addCause(a, { categoryId: 'people', parentId: 'c1' }, '人手紧张'));
  a = must(addCause(a, { categoryId: 'people' }, '陪护未在床旁'));
  a = must(addCause(a, { categoryId: 'equipment' }, '床栏损坏'));
  return a;
}

describe('cause tree keyboard', () => {
  const a = sample();
  it('reads categories, then their causes depth first', () => {
    expect(treeOrder(a).slice(0, 6).map((x) => `${x.kind}:${x.id}`)).toEqual(['category:people', 'cause:c1', 'cause:c2', 'cause:c3', 'category:equipment', 'cause:c4']);
  });
  it('arrows walk the order, Left goes to the parent, Right to the first child', () => {
    expect(keyIntent(a, { kind: 'cause', id: 'c1' }, { key: 'ArrowDown' })).toEqual({ type: 'focus', item: { kind: 'cause', id: 'c2' } });
    expect(keyIntent(a, { kind: 'cause', id: 'c3' }, { key: 'ArrowDown' })).toEqual({ type: 'focus', item: { kind: 'category', id: 'equipment' } });
    expect(keyIntent(a, { kind: 'category', id: 'people' }, { key: 'ArrowUp' })).toBeNull();
    expect(keyIntent(a, { kind: 'cause', id: 'c2' }, { key: 'ArrowLeft' })).toEqual({ type: 'focus', item: { kind: 'cause', id: 'c1' } });
    expect(keyIntent(a, { kind: 'cause', id: 'c1' }, { key: 'ArrowLeft' })).toEqual({ type: 'focus', item: { kind: 'category', id: 'people' } });
    expect(keyIntent(a, { kind: 'category', id: 'people' }, { key: 'ArrowRight' })).toEqual({ type: 'focus', item: { kind: 'cause', id: 'c1' } });
    expect(keyIntent(a, { kind: 'cause', id: 'c3' }, { key: 'ArrowRight' })).toBeNull();
    expect(keyIntent(a, { kind: 'cause', id: 'c3' }, { key: 'End' })).toEqual({ type: 'focus', item: { kind: 'category', id: 'management' } });
  });
  it('Enter edits, A/Insert add a child, S a sibling, Delete removes, R marks root, Ctrl+Z/Y undo and redo', () => {
    const at = { kind: 'cause' as const, id: 'c1' };
    expect(keyIntent(a, at, { key: 'Enter' })).toEqual({ type: 'edit' });
    expect(keyIntent(a, at, { key: 'F2' })).toEqual({ type: 'edit' });
    expect(keyIntent(a, at, { key: 'a' })).toEqual({ type: 'addChild' });
    expect(keyIntent(a, at, { key: 'A' })).toEqual({ type: 'addChild' });
    expect(keyIntent(a, at, { key: 'Insert' })).toEqual({ type: 'addChild' });
    expect(keyIntent(a, at, { key: 's' })).toEqual({ type: 'addSibling' });
    expect(keyIntent(a, at, { key: 'Delete' })).toEqual({ type: 'remove' });
    expect(keyIntent(a, at, { key: 'r' })).toEqual({ type: 'toggleRoot' });
    expect(keyIntent(a, { kind: 'category', id: 'people' }, { key: 'r' })).toBeNull();
    expect(keyIntent(a, at, { key: 'z', ctrlKey: true })).toEqual({ type: 'undo' });
    expect(keyIntent(a, at, { key: 'Z', metaKey: true, shiftKey: true })).toEqual({ type: 'redo' });
    expect(keyIntent(a, at, { key: 'y', ctrlKey: true })).toEqual({ type: 'redo' });
    // other keys, and letters with a modifier, are not the tree's
    expect(keyIntent(a, at, { key: 'x' })).toBeNull();
    expect(keyIntent(a, at, { key: 'a', ctrlKey: true })).toBeNull();
    expect(keyIntent(a, at, { key: 'a', altKey: true })).toBeNull();
  });
  it('after a removal the focus goes to the item before it', () => {
    const after = must(removeCause(a, 'c1'));
    expect(focusAfterRemove(a, after, { kind: 'cause', id: 'c1' })).toEqual({ kind: 'category', id: 'people' });
    const after3 = must(removeCause(a, 'c3'));
    expect(focusAfterRemove(a, after3, { kind: 'cause', id: 'c3' })).toEqual({ kind: 'cause', id: 'c2' });
  });
});

describe('undo history', () => {
  it('keeps each accepted edit; a refusal changes nothing; a new edit drops the redo list', () => {
    const a0 = emptyAnalysis('p');
    let h = historyOf(a0);
    h = applyResult(h, addCause(h.present, { categoryId: 'people' }, 'x'));
    h = applyResult(h, addCause(h.present, { categoryId: 'people' }, '   '));
    expect(h.past).toHaveLength(1);
    h = applyResult(h, setCauseKind(h.present, 'c1', 'root'));
    expect(h.present.causes[0].kind).toBe('root');
    h = undo(h);
    expect(h.present.causes[0].kind).toBeNull();
    h = undo(h);
    expect(h.present).toBe(a0);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present.causes).toHaveLength(1);
    h = applyResult(h, addCause(h.present, { categoryId: 'equipment' }, 'y'));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });
});

describe('print section', () => {
  it('holds the facts, the fishbone as SVG and as a nested list, the whys and each root cause with its measure, escaped', () => {
    let a = sample();
    a = must(addWhyChain(a, '为什么跌倒'));
    a = must(setWhy(a, 'w1', 0, '无人搀扶'));
    a = must(setWhy(a, 'w1', 1, '<b>排班不足</b>'));
    a = must(promoteWhyChain(a, 'w1', 'management'));
    a = must(setCauseKind(a, 'c4', 'root'));
    a = must(setNoMeasureReason(a, 'c4', '已报废更换'));
    const t = (k: string) => `[${k}]`;
    const html = analysisPrintHtml(a, [{ what: '调整夜班排班', owner: '王芳', deadline: '2026-12-01', status: 'open', causeId: 'c5' }], t);
    expect(html).toContain('<svg class="rca-fishbone"');
    expect(html).toContain('[rca:category.people]');
    expect(html).toMatch(/<ul class="rca-outline"><li><strong>\[rca:category.people\]<\/strong><ul><li>夜间巡视不足.*<ul><li>人手紧张/);
    expect(html).toContain('&lt;b&gt;排班不足&lt;/b&gt;');
    expect(html).not.toContain('<b>排班');
    expect(html).toContain('调整夜班排班 · 王芳');
    expect(html).toContain('[rca:noMeasureBecause]: 已报废更换');
    const doc = withAnalysis('<html><body><h1>x</h1><div class="foot">y</div></body></html>', '<h2>A$&</h2>');
    expect(doc).toBe('<html><body><h1>x</h1><h2>A$&</h2><div class="foot">y</div></body></html>');
    expect(withAnalysis('<body>z</body>', '$&')).toBe('<body>z$&</body>');
  });
});
