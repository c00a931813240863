import { describe, expect, it } from 'vitest';
import {
  addCategory, addCause, addFact, addWhyChain, editCause, emptyAnalysis, linkWhyChain, moveCause, promoteWhyChain,
  removeCategory, removeCause, renameCategory, setCauseKind, setNoMeasureReason, setWhy,
} from '../../../src/core/rca/commands.ts';
import { finishRefusal, parseAnalysis, unaddressedRootCauses } from '../../../src/core/rca/validate.ts';
import { flatten, outline } from '../../../src/core/rca/outline.ts';
import { layoutFishbone, wrapText } from '../../../src/core/rca/fishbone.ts';
import type { Analysis, RcaResult } from '../../../src/core/rca/types.ts';
import { RCA_LIMITS } from '../../../src/core/rca/types.ts';

/** The analysis of a successful edit (the test fails on a refusal). */
function must(r: RcaResult): Analysis {
  if (!r.ok) throw new Error(`refused: ${r.error.code} ${r.error.detail ?? ''}`);
  return r.analysis;
}
const lastCause = (a: Analysis) => a.causes[a.causes.length - 1].id;

/** A fall analysis: two causes on two bones, one nested, a why chain ending in a root cause. */
function fall(): Analysis {
  let a = emptyAnalysis('患者夜间如厕跌倒');
  a = must(addFact(a, { at: '2026-11-20 02:10', what: '患者自行下床如厕', source: '患者陈述' }));
  a = must(addFact(a, { at: '2026-11-20 01:50', what: '夜班护士巡视，床栏已拉起', source: '护理记录' }));
  a = must(addCause(a, { categoryId: 'people' }, '夜间巡视间隔过长'));
  const patrol = lastCause(a);
  a = must(addCause(a, { categoryId: 'people', parentId: patrol }, '夜班仅两名护士'));
  a = must(addCause(a, { categoryId: 'environment' }, '卫生间无夜灯'));
  a = must(addWhyChain(a, '为什么患者独自下床？'));
  a = must(setWhy(a, a.whys[0].id, 0, '呼叫铃响应慢'));
  a = must(setWhy(a, a.whys[0].id, 1, '夜班人力不足'));
  return a;
}

describe('RCA edits', () => {
  it('starts with the six usual categories and keeps facts in time order', () => {
    const a = fall();
    expect(a.categories.map((c) => c.code)).toEqual(['people', 'equipment', 'materials', 'methods', 'environment', 'management']);
    expect(a.facts.map((f) => f.at)).toEqual(['2026-11-20 01:50', '2026-11-20 02:10']);
    expect(new Set([...a.facts, ...a.causes, ...a.whys].map((x) => x.id)).size).toBe(a.facts.length + a.causes.length + a.whys.length);
  });

  it('never mutates its input', () => {
    const a = fall();
    const frozen = JSON.stringify(a);
    must(addCause(a, { categoryId: 'methods' }, '交接班未提及跌倒风险'));
    must(removeCause(a, a.causes[0].id));
    expect(JSON.stringify(a)).toBe(frozen);
  });

  it('refuses empty and too long texts, unknown ids and nesting past the limit', () => {
    const a = fall();
    expect(addCause(a, { categoryId: 'people' }, '   ')).toMatchObject({ ok: false, error: { code: 'empty' } });
    expect(addCause(a, { categoryId: 'people' }, 'x'.repeat(RCA_LIMITS.text + 1))).toMatchObject({ ok: false, error: { code: 'tooLong' } });
    expect(addCause(a, { categoryId: 'nope' }, 'x')).toMatchObject({ ok: false, error: { code: 'notFound' } });
    let b = a;
    let parent: string | null = null;
    for (let i = 0; i < RCA_LIMITS.depth; i++) {
      b = must(addCause(b, { categoryId: 'methods', parentId: parent }, `层级 ${i + 1}`));
      parent = lastCause(b);
    }
    expect(addCause(b, { categoryId: 'methods', parentId: parent }, '太深')).toMatchObject({ ok: false, error: { code: 'tooDeep' } });
  });

  it('moves a cause with its children, never under itself', () => {
    const a = fall();
    const patrol = a.causes[0].id;
    const child = a.causes[1].id;
    expect(moveCause(a, patrol, { categoryId: 'people', parentId: child })).toMatchObject({ ok: false, error: { code: 'cycle' } });
    const b = must(moveCause(a, patrol, { categoryId: 'management', parentId: null }));
    expect(b.causes.find((c) => c.id === child)).toMatchObject({ categoryId: 'management', parentId: patrol });
    const lamp = a.causes[2].id;
    const c = must(moveCause(a, lamp, { categoryId: 'people', parentId: null, index: 0 }));
    expect(outline(c)[0].causes.map((n) => n.cause.id)).toEqual([lamp, patrol]);
  });

  it('removes a cause with its subtree and reopens the why chains that ended there', () => {
    let a = fall();
    a = must(linkWhyChain(a, a.whys[0].id, a.causes[1].id));
    const b = must(removeCause(a, a.causes[0].id));
    expect(b.causes.map((c) => c.text)).toEqual(['卫生间无夜灯']);
    expect(b.whys[0].causeId).toBeNull();
  });

  it('keeps a category with causes and lets the team rename or add one', () => {
    const a = fall();
    expect(removeCategory(a, 'people')).toMatchObject({ ok: false, error: { code: 'categoryInUse' } });
    expect(must(removeCategory(a, 'materials')).categories).toHaveLength(5);
    expect(must(renameCategory(a, 'people', '人员（护理）')).categories[0]).toEqual({ id: 'people', label: '人员（护理）' });
    expect(must(addCategory(a, '信息系统')).categories.at(-1)).toMatchObject({ label: '信息系统' });
  });

  it('turns a why chain into a root cause on a bone', () => {
    const a = must(promoteWhyChain(fall(), 'w1', 'management'));
    const root = a.causes.at(-1)!;
    expect(root).toMatchObject({ text: '夜班人力不足', kind: 'root', categoryId: 'management', parentId: null });
    expect(a.whys[0].causeId).toBe(root.id);
    // an answer emptied at the end goes; past the end is refused
    expect(must(setWhy(a, 'w1', 1, '')).whys[0].whys).toEqual(['呼叫铃响应慢']);
    expect(setWhy(a, 'w1', 5, 'x')).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });
});

describe('finishing the analysis step', () => {
  it('needs a root cause, and a measure or a reason for each', () => {
    let a = fall();
    expect(finishRefusal(a, [])).toEqual({ code: 'empty', detail: 'rootCause' });
    a = must(setCauseKind(a, a.causes[0].id, 'root'));
    a = must(setCauseKind(a, a.causes[2].id, 'root'));
    expect(unaddressedRootCauses(a, []).map((c) => c.text)).toEqual(['夜间巡视间隔过长', '卫生间无夜灯']);
    expect(finishRefusal(a, [{ causeId: a.causes[0].id }])).toEqual({ code: 'unaddressed', detail: a.causes[2].id });
    a = must(setNoMeasureReason(a, a.causes[2].id, '夜灯已于次日安装，无需另设措施'));
    expect(finishRefusal(a, [{ causeId: a.causes[0].id }])).toBeNull();
    // a reason only for a root cause; unmarking drops it
    expect(setNoMeasureReason(a, a.causes[1].id, 'x')).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(must(setCauseKind(a, a.causes[2].id, 'contributing')).noMeasure).toEqual({});
  });
});

describe('parseAnalysis (the server reads a saved body with it)', () => {
  it('round-trips an analysis made by the edits', () => {
    const a = must(promoteWhyChain(fall(), 'w1', 'management'));
    expect(parseAnalysis(JSON.parse(JSON.stringify(a)))).toEqual({ ok: true, analysis: a });
  });

  it('names the first thing wrong by its path', () => {
    const a = fall();
    const bad = (patch: (x: Record<string, unknown>) => void) => {
      const x = JSON.parse(JSON.stringify(a)) as Record<string, unknown>;
      patch(x);
      return parseAnalysis(x);
    };
    expect(parseAnalysis('x')).toMatchObject({ ok: false, error: { code: 'invalid', detail: 'analysis' } });
    expect(bad((x) => { (x.causes as Array<Record<string, unknown>>)[0].categoryId = 'ghost'; })).toMatchObject({ ok: false, error: { detail: 'causes.0.categoryId' } });
    expect(bad((x) => { (x.causes as Array<Record<string, unknown>>)[0].parentId = (x.causes as Array<{ id: string }>)[1].id; })).toMatchObject({ ok: false, error: { code: 'cycle' } });
    expect(bad((x) => { (x.causes as Array<Record<string, unknown>>)[0].kind = 'blame'; })).toMatchObject({ ok: false, error: { detail: 'causes.0.kind' } });
    expect(bad((x) => { (x.causes as Array<Record<string, unknown>>)[0].evidence = [{ name: 'x', url: 'javascript:alert(1)' }]; })).toMatchObject({ ok: false, error: { detail: 'causes.0.evidence.0.url' } });
    expect(bad((x) => { (x.facts as Array<Record<string, unknown>>)[0].at = 'yesterday'; })).toMatchObject({ ok: false, error: { detail: 'facts.0.at' } });
    expect(bad((x) => { (x.facts as Array<Record<string, unknown>>)[1].id = (x.facts as Array<{ id: string }>)[0].id; })).toMatchObject({ ok: false, error: { detail: 'facts.1.id' } });
    expect(bad((x) => { x.noMeasure = { [a.causes[0].id]: 'not a root cause' }; })).toMatchObject({ ok: false });
    expect(bad((x) => { x.causes = Array.from({ length: RCA_LIMITS.causes + 1 }, () => ({})); })).toMatchObject({ ok: false, error: { code: 'tooMany' } });
  });
});

describe('fishbone layout', () => {
  const names = (id: string) => ({ people: '人员', equipment: '设备', materials: '物料', methods: '方法', environment: '环境', management: '管理' }[id] ?? id);

  it('puts every cause on its bone, inside the drawing, nested ones further out', () => {
    const a = fall();
    const l = layoutFishbone(a, { categoryName: names });
    expect(l.bones.map((b) => b.side)).toEqual(['top', 'bottom', 'top', 'bottom', 'top', 'bottom']);
    const rows = l.bones.flatMap((b) => b.rows);
    expect(rows.map((r) => r.causeId).sort()).toEqual(a.causes.map((c) => c.id).sort());
    for (const r of rows) {
      expect(r.x1).toBeGreaterThanOrEqual(0);
      expect(r.x2).toBeLessThanOrEqual(l.spine.x2);
      expect(r.y).toBeGreaterThan(0);
      expect(r.y).toBeLessThan(l.height);
    }
    for (const b of l.bones) {
      expect(b.label.y).toBeGreaterThan(0);
      expect(b.label.y).toBeLessThanOrEqual(l.height);
    }
    // bones on one side do not overlap: each starts left of where the previous one's ribs end
    for (const side of ['top', 'bottom']) {
      const bs = l.bones.filter((b) => b.side === side);
      for (let i = 1; i < bs.length; i++) {
        expect(Math.max(bs[i].x1, ...bs[i].rows.map((r) => r.boneX))).toBeLessThan(Math.min(bs[i - 1].x2, ...bs[i - 1].rows.map((r) => r.x1)));
      }
    }
    const people = l.bones.find((b) => b.categoryId === 'people')!;
    expect(people.rows[1].depth).toBe(2);
    expect(people.rows[1].x2).toBeLessThan(people.rows[1].boneX - 10);
    expect(people.rows[0].x2).toBe(people.rows[0].boneX);
    expect(l.head.lines.join('')).toBe('患者夜间如厕跌倒');
  });

  it('grows with the causes and wraps long texts', () => {
    let a = fall();
    const before = layoutFishbone(a, { categoryName: names });
    for (let i = 0; i < 8; i++) a = must(addCause(a, { categoryId: 'people' }, `原因 ${i}`));
    const after = layoutFishbone(a, { categoryName: names });
    expect(after.height).toBeGreaterThan(before.height);
    expect(wrapText('The night nurse was covering two wards at once', 120, 13).length).toBeGreaterThan(1);
    expect(wrapText('护士同时负责两个病区的夜班工作导致巡视间隔过长', 120, 13).every((l) => l.length <= 10)).toBe(true);
  });

  it('lists the same content as nested lists (screen readers, print)', () => {
    const o = outline(fall());
    expect(flatten(o[0].causes).map((n) => [n.cause.text, n.depth])).toEqual([['夜间巡视间隔过长', 1], ['夜班仅两名护士', 2]]);
    expect(o.find((n) => n.category.id === 'environment')!.causes[0].cause.text).toBe('卫生间无夜灯');
    expect(editCause(fall(), 'ghost', 'x')).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });
});
