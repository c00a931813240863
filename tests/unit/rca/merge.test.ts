// The three-way merge of an analysis after a save conflict (issue 35 §4, src/core/rca/merge.ts).
import { describe, expect, it } from 'vitest';
import {
  addCause, addFact, addWhyChain, editCause, editFact, emptyAnalysis, linkWhyChain, removeCause, removeFact, setCauseKind, setNoMeasureReason, setProblem,
} from '../../../src/core/rca/commands.ts';
import { chooseSide, mergeAnalysis } from '../../../src/core/rca/merge.ts';
import { parseAnalysis } from '../../../src/core/rca/validate.ts';
import type { Analysis, RcaResult } from '../../../src/core/rca/types.ts';

function must(r: RcaResult): Analysis {
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.detail ?? ''}`);
  return r.analysis;
}

/** The revision both editors loaded: one fact, one cause, one why chain. */
function loaded(): Analysis {
  let a = emptyAnalysis('患者跌倒');
  a = must(addFact(a, { at: '2026-11-20 02:10', what: '患者自行下床', source: '陈述' }));
  a = must(addCause(a, { categoryId: 'people' }, '巡视间隔过长'));
  a = must(addWhyChain(a, '为什么独自下床？'));
  return a;
}
const valid = (a: Analysis) => expect(parseAnalysis(a).ok).toBe(true);

describe('mergeAnalysis', () => {
  it('keeps both editors\' new facts (the same new id on both pages)', () => {
    const base = loaded();
    const theirs = must(addFact(base, { at: '2026-11-20 01:50', what: '护士巡视', source: '' }));
    const mine = must(addFact(base, { at: '', what: '床栏未拉起', source: '' }));
    expect(mine.facts.at(-1)!.id).toBe('f2');
    expect(theirs.facts[0].id).toBe('f2');
    const { analysis, conflicts } = mergeAnalysis(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(analysis.facts.map((f) => f.what)).toEqual(['护士巡视', '患者自行下床', '床栏未拉起']);
    expect(new Set(analysis.facts.map((f) => f.id)).size).toBe(3);
    valid(analysis);
  });

  it('applies edits and removals to different items without a conflict', () => {
    const base = must(addFact(loaded(), { at: '', what: '第二条', source: '' }));
    const theirs = must(editCause(base, 'c1', '夜间巡视间隔两小时'));
    const mine = must(removeFact(must(editFact(base, 'f1', { source: '护理记录' })), 'f2'));
    const { analysis, conflicts } = mergeAnalysis(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(analysis.causes[0].text).toBe('夜间巡视间隔两小时');
    expect(analysis.facts).toEqual([{ ...base.facts[0], source: '护理记录' }]);
  });

  it('merges different fields of one item', () => {
    const base = loaded();
    const theirs = must(editFact(base, 'f1', { at: '2026-11-20 02:15' }));
    const mine = must(editFact(base, 'f1', { source: '监控' }));
    const { analysis, conflicts } = mergeAnalysis(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(analysis.facts[0]).toMatchObject({ at: '2026-11-20 02:15', source: '监控', what: '患者自行下床' });
  });

  it('reports both editing the same fact as a conflict, theirs kept until the user chooses', () => {
    const base = loaded();
    const theirs = must(editFact(base, 'f1', { what: '患者下床如厕' }));
    const mine = must(editFact(base, 'f1', { what: '患者独自下床' }));
    const r = mergeAnalysis(base, mine, theirs);
    expect(r.conflicts).toHaveLength(1);
    expect(r.conflicts[0]).toMatchObject({ key: 'fact:f1', kind: 'fact', id: 'f1' });
    expect(r.analysis.facts[0].what).toBe('患者下床如厕');
    const chosen = chooseSide(r.analysis, r.conflicts[0], 'mine', { mine: r.mine, base });
    expect(chosen.facts[0].what).toBe('患者独自下床');
    expect(chooseSide(chosen, r.conflicts[0], 'theirs', { mine: r.mine, base }).facts[0].what).toBe('患者下床如厕');
  });

  it('reports one deleting what the other edited as a conflict (both ways)', () => {
    const base = loaded();
    const edited = must(editFact(base, 'f1', { what: '改过' }));
    const removed = must(removeFact(base, 'f1'));
    const a = mergeAnalysis(base, removed, edited);
    expect(a.conflicts.map((c) => c.key)).toEqual(['fact:f1']);
    expect(a.conflicts[0].mine).toBeUndefined();
    expect(a.analysis.facts[0].what).toBe('改过');
    expect(chooseSide(a.analysis, a.conflicts[0], 'mine', { mine: a.mine, base }).facts).toEqual([]);
    const b = mergeAnalysis(base, edited, removed);
    expect(b.conflicts.map((c) => c.key)).toEqual(['fact:f1']);
    expect(b.analysis.facts).toEqual([]);
    expect(chooseSide(b.analysis, b.conflicts[0], 'mine', { mine: b.mine, base }).facts[0].what).toBe('改过');
  });

  it('reports a changed problem and reasons for no measure edited both ways', () => {
    let base = must(setCauseKind(loaded(), 'c1', 'root'));
    base = must(setNoMeasureReason(base, 'c1', '已有制度'));
    const theirs = must(setNoMeasureReason(must(setProblem(base, '跌倒 A')), 'c1', '制度已覆盖'));
    const mine = must(setNoMeasureReason(must(setProblem(base, '跌倒 B')), 'c1', '无需措施'));
    const r = mergeAnalysis(base, mine, theirs);
    expect(r.conflicts.map((c) => c.key).sort()).toEqual(['noMeasure:c1', 'problem']);
    const problem = r.conflicts.find((c) => c.kind === 'problem')!;
    expect(chooseSide(r.analysis, problem, 'mine', { mine: r.mine, base }).problem).toBe('跌倒 B');
  });

  it('keeps the merged document whole: a sub-cause under a cause they removed brings its parent back', () => {
    const base = loaded();
    const theirs = must(removeCause(base, 'c1'));
    const mine = must(addCause(base, { categoryId: 'people', parentId: 'c1' }, '夜班仅两名护士'));
    const { analysis, conflicts } = mergeAnalysis(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(analysis.causes.map((c) => c.text)).toEqual(['巡视间隔过长', '夜班仅两名护士']);
    valid(analysis);
  });

  it('opens a why chain that ended in a cause they removed', () => {
    const base = loaded();
    const theirs = must(removeCause(base, 'c1'));
    const mine = must(linkWhyChain(base, 'w1', 'c1'));
    const { analysis } = mergeAnalysis(base, mine, theirs);
    expect(analysis.causes).toEqual([]);
    expect(analysis.whys[0].causeId).toBeNull();
    valid(analysis);
  });

  it('renames a clashing new cause everywhere the user referred to it', () => {
    const base = loaded();
    const theirs = must(addCause(base, { categoryId: 'methods' }, '交接班不清'));
    let mine = must(addCause(base, { categoryId: 'environment' }, '无夜灯'));
    mine = must(setCauseKind(mine, 'c2', 'root'));
    mine = must(setNoMeasureReason(mine, 'c2', '已安装'));
    mine = must(linkWhyChain(mine, 'w1', 'c2'));
    const { analysis, conflicts } = mergeAnalysis(base, mine, theirs);
    expect(conflicts).toEqual([]);
    const night = analysis.causes.find((c) => c.text === '无夜灯')!;
    expect(night.id).not.toBe('c2');
    expect(analysis.causes.find((c) => c.id === 'c2')!.text).toBe('交接班不清');
    expect(analysis.noMeasure).toEqual({ [night.id]: '已安装' });
    expect(analysis.whys[0].causeId).toBe(night.id);
    valid(analysis);
  });

  it('takes theirs when the user changed nothing, and mine when they changed nothing', () => {
    const base = loaded();
    const theirs = must(addFact(base, { at: '', what: '他们的', source: '' }));
    expect(mergeAnalysis(base, base, theirs).analysis).toEqual(theirs);
    const mine = must(addFact(base, { at: '', what: '我的', source: '' }));
    expect(mergeAnalysis(base, mine, base).analysis).toEqual(mine);
  });
});
