import { describe, expect, it } from 'vitest';
import { cleanValues, compareRounds, itemLoss, lowItems, rankDepartments, scoreSheet, scoringModelOf, type SheetResult } from '../../../src/core/quality/index.ts';
import { sampleScoringForm } from '../../../src/core/quality/sampleForm.ts';

const form = sampleScoringForm();
const model = scoringModelOf(form);

describe('scoringModelOf', () => {
  it('reads the score items in form order, grouped by the header above them', () => {
    expect(model.items.map((i) => i.id)).toEqual(['mr_admission', 'mr_progress', 'mr_consent', 'core_rounds', 'core_handover', 'inf_hand', 'inf_waste']);
    expect(model.sections.map((s) => [s.name, s.maxScore])).toEqual([['病历书写', 35], ['核心制度', 35], ['院感防控', 30]]);
    expect(model.maxScore).toBe(100);
  });

  it('an old scoring form of plain widgets has nothing to score', () => {
    const old = { list: [{ type: 'number', name: '得分', key: 'k', model: 'number_k', options: {}, rules: [] }], config: {} };
    expect(scoringModelOf(old)).toEqual({ sections: [], items: [], maxScore: 0 });
    expect(scoringModelOf(null).items).toEqual([]);
    expect(scoringModelOf('junk').items).toEqual([]);
  });

  it('an item`s own section wins over the header; broken items are left out; a model counts once', () => {
    const m = scoringModelOf({ list: [
      { type: 'header', name: 'H', key: 'h', model: 'h', options: { defaultValue: 'H' } },
      { type: 'scoreItem', name: 'A', key: 'a', model: 'a', options: { maxScore: 5, section: 'S' } },
      { type: 'scoreItem', name: 'B', key: 'b', model: 'b', options: { maxScore: -1 } },
      { type: 'scoreItem', name: 'C', key: 'c', model: 'c', options: { maxScore: 'x' } },
      { type: 'scoreItem', name: 'A2', key: 'a2', model: 'a', options: { maxScore: 9 } },
      { type: 'grid', key: 'g', columns: [{ list: [{ type: 'scoreItem', name: 'D', key: 'd', model: 'd', options: { maxScore: '4' } }] }] },
    ] });
    expect(m.items.map((i) => [i.id, i.section, i.maxScore, i.kind])).toEqual([['a', 'S', 5, 'deduct'], ['d', 'H', 4, 'deduct']]);
  });
});

describe('scoreSheet', () => {
  it('with nothing entered: deduction items keep full marks, option and direct items are unanswered', () => {
    const s = scoreSheet(model, {});
    expect(s.items.mr_admission).toMatchObject({ score: 10, lost: 0, answered: true });
    expect(s.unanswered).toEqual(['mr_consent', 'core_rounds', 'inf_hand']);
    expect(s.complete).toBe(false);
    expect(s.total).toBe(50);
  });

  it('deducts per occurrence and never goes below 0', () => {
    const s = scoreSheet(form, { mr_admission: { occurrences: 2, comment: '2 份超时' }, mr_progress: { occurrences: 7, comment: '多份' } });
    expect(s.items.mr_admission).toMatchObject({ score: 6, lost: 4 });
    expect(s.items.mr_progress).toMatchObject({ score: 0, lost: 10 });
  });

  it('scores options and direct entries, with section subtotals and the total', () => {
    const s = scoreSheet(model, {
      mr_admission: { occurrences: 1, comment: '1 份' }, mr_consent: { option: 'minor', comment: '缺签名' },
      core_rounds: { score: 18.5, comment: '记录不全' }, core_handover: { occurrences: 0 },
      inf_hand: { option: 'ge90' }, inf_waste: {},
    });
    expect(s.sections).toEqual([
      { name: '病历书写', score: 8 + 10 + 10, maxScore: 35, lost: 7 },
      { name: '核心制度', score: 33.5, maxScore: 35, lost: 1.5 },
      { name: '院感防控', score: 30, maxScore: 30, lost: 0 },
    ]);
    expect(s.total).toBe(91.5);
    expect(s.lost).toBe(8.5);
    expect(s.complete).toBe(true);
  });

  it('asks for a comment where an item loses points', () => {
    const s = scoreSheet(model, { mr_admission: { occurrences: 1 }, mr_consent: { option: 'full' }, core_rounds: { score: 20 }, inf_hand: { option: 'ge90' } });
    expect(s.missingComments).toEqual(['mr_admission']);
    expect(s.complete).toBe(false);
  });

  it('reports bad input and counts it as unanswered', () => {
    const s = scoreSheet(model, {
      mr_admission: { occurrences: -1 }, mr_progress: { occurrences: 1.5 }, mr_consent: { option: 'nope' },
      core_rounds: { score: 21 }, core_handover: 'x', inf_hand: { option: 'ge90', comment: 5 },
      inf_waste: { photos: [{ name: 'a', url: 'javascript:alert(1)' }] }, extra: { score: 1 },
    });
    expect(s.problems).toEqual([
      { id: 'extra', problem: 'unknownItem' },
      { id: 'mr_admission', problem: 'badOccurrences' }, { id: 'mr_progress', problem: 'badOccurrences' },
      { id: 'mr_consent', problem: 'badOption' }, { id: 'core_rounds', problem: 'badScore' }, { id: 'core_handover', problem: 'badValue' },
      { id: 'inf_hand', problem: 'badComment' }, { id: 'inf_waste', problem: 'badPhotos' },
    ]);
    expect(s.total).toBe(0);
    expect(s.complete).toBe(false);
    expect(scoreSheet(model, 'junk').problems[0]).toEqual({ id: '', problem: 'badValue' });
    expect(scoreSheet(model, { core_rounds: { score: 10.25 } }).problems).toEqual([{ id: 'core_rounds', problem: 'badScore' }]);
    expect(scoreSheet(model, { core_rounds: { score: Number.NaN } }).problems).toEqual([{ id: 'core_rounds', problem: 'badScore' }]);
  });

  it('cleanValues keeps only what the model knows', () => {
    expect(cleanValues(model, { mr_admission: { occurrences: 1, option: 'x', total: 100 }, mr_consent: { option: 'full', comment: ' ' }, zz: {} }))
      .toEqual({ mr_admission: { occurrences: 1 }, mr_consent: { option: 'full' } });
  });
});

describe('results', () => {
  const sheet = (id: number, deptName: string, values: Record<string, unknown>): SheetResult => {
    const s = scoreSheet(model, values);
    return { sheetId: id, deptName, total: s.total, maxScore: s.maxScore, sections: s.sections, items: s.items };
  };
  const full = { mr_consent: { option: 'full' }, core_rounds: { score: 20 }, inf_hand: { option: 'ge90' } };
  const a = sheet(1, '内分泌科', { ...full, mr_admission: { occurrences: 1 } });
  const b = sheet(2, '普通外科', { ...full, inf_waste: { occurrences: 2 }, mr_admission: { occurrences: 1 } });
  const c = sheet(3, '心血管内科', { ...full, mr_progress: { occurrences: 1 } });

  it('ranks by rate; equal rates share a rank', () => {
    const r = rankDepartments([b, c, a]);
    expect(r.map((x) => [x.rank, x.deptName, x.total, x.rate])).toEqual([[1, '内分泌科', 98, 98], [2, '心血管内科', 95, 95], [3, '普通外科', 88, 88]]);
    const tie = rankDepartments([a, { ...c, total: 98 }, b]);
    expect(tie.map((x) => x.rank)).toEqual([1, 1, 3]);
  });

  it('sums the loss per item, most lost first', () => {
    const loss = itemLoss(model, [a, b, c]);
    expect(loss.slice(0, 3).map((x) => [x.id, x.lostTotal, x.deptsLosing])).toEqual([['inf_waste', 10, 1], ['mr_admission', 4, 2], ['mr_progress', 5, 1]].sort((x, y) => (y[1] as number) - (x[1] as number)));
    expect(loss.find((x) => x.id === 'mr_admission')?.lostAvg).toBe(1.33);
  });

  it('compares with the previous round by department', () => {
    const prev = rankDepartments([sheet(9, '内分泌科', { ...full, mr_progress: { occurrences: 2 } }), sheet(10, '普通外科', full)]);
    const cmp = compareRounds(rankDepartments([a, b, c]), prev);
    expect(cmp).toEqual([
      { deptName: '内分泌科', rank: 1, rate: 98, total: 98, previousRank: 2, previousRate: 90, previousTotal: 90, delta: 8 },
      { deptName: '心血管内科', rank: 2, rate: 95, total: 95, previousRank: null, previousRate: null, previousTotal: null, delta: null },
      { deptName: '普通外科', rank: 3, rate: 88, total: 88, previousRank: 1, previousRate: 100, previousTotal: 100, delta: -12 },
    ]);
    expect(compareRounds(rankDepartments([a]), null)[0].delta).toBeNull();
  });

  it('low items are those that lost points', () => {
    expect(lowItems(b)).toEqual(['mr_admission', 'inf_waste']);
    expect(lowItems(b, 0.5)).toEqual(['inf_waste']);
  });
});

describe('createSheetStore', () => {
  it('re-scores on every change and tracks what the server has not got', async () => {
    const { createSheetStore } = await import('../../../src/core/quality/createSheetStore.ts');
    const store = createSheetStore(model, { mr_admission: { occurrences: 1 } });
    let calls = 0;
    const off = store.subscribe(() => calls++);
    expect(store.getState()).toMatchObject({ dirty: false, score: { total: 48 } });
    store.setItem('inf_hand', { option: 'ge80' });
    expect(store.getState()).toMatchObject({ dirty: true, score: { total: 58 } });
    store.setItem('nope', { score: 1 });
    expect(calls).toBe(1);
    store.markSaved();
    expect(store.getState().dirty).toBe(false);
    store.reset({}, true);
    expect(store.getState()).toMatchObject({ dirty: true, score: { total: 50 } });
    off();
    store.setItem('inf_hand', { option: 'ge90' });
    expect(calls).toBe(3);
  });
});

describe('score options as text (the designer)', () => {
  it('reads `label = score` lines, keeping the stored values by position', async () => {
    const { scoreOptionsFromText, scoreOptionsText } = await import('../../../src/core/quality/scoringModel.ts');
    const prev = [{ value: 'full', label: '符合', score: 10 }, { value: 'part', label: '部分', score: 5 }];
    expect(scoreOptionsText(prev)).toBe('符合 = 10\n部分 = 5');
    expect(scoreOptionsFromText('全部符合 = 10\n部分：4.5\n\n不符合', prev)).toEqual([
      { value: 'full', label: '全部符合', score: 10 }, { value: 'part', label: '部分', score: 4.5 }, { value: 'o3', label: '不符合', score: 0 },
    ]);
    expect(scoreOptionsFromText('a = 1\nb = 2', [{ value: 'o2' }]).map((o) => o.value)).toEqual(['o2', 'o3']);
  });
});
