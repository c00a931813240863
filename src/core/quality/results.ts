// Results of a round (issue 13 §1): departments ranked by score, the items that lost most points, and the
// comparison with the previous round of the same form. Pure functions of the sheets' stored scores, shared
// by the server (results call, export) and whoever charts them.
import { round2 } from './scoringModel.ts';
import type { ScoringModel, SectionScore } from './types.ts';

/** A submitted sheet's scores as the server stores them. */
export interface SheetResult {
  sheetId: number;
  deptName: string;
  total: number;
  maxScore: number;
  sections: SectionScore[];
  /** item id -> its score */
  items: Record<string, { score: number; maxScore: number; lost: number }>;
}

export interface RankRow {
  rank: number;
  sheetId: number;
  deptName: string;
  total: number;
  maxScore: number;
  /** total / maxScore in percent (versions of a form may differ in maximum: rates compare, totals may not) */
  rate: number;
  sections: SectionScore[];
}

export interface ItemLossRow {
  id: string;
  label: string;
  section: string;
  maxScore: number;
  /** points lost by every department together */
  lostTotal: number;
  /** average points lost per scored department */
  lostAvg: number;
  /** departments that lost points on it */
  deptsLosing: number;
  depts: { deptName: string; lost: number }[];
}

export interface ComparisonRow {
  deptName: string;
  rank: number;
  rate: number;
  total: number;
  previousRank: number | null;
  previousRate: number | null;
  previousTotal: number | null;
  /** rate - previousRate, in percentage points */
  delta: number | null;
}

export const rateOf = (total: number, max: number): number => (max > 0 ? round2((total / max) * 100) : 0);

/** Departments best first (by rate, then total, then name); equal rates share a rank (1, 1, 3). */
export function rankDepartments(sheets: SheetResult[]): RankRow[] {
  const rows = sheets.map((s) => ({ sheetId: s.sheetId, deptName: s.deptName, total: s.total, maxScore: s.maxScore, rate: rateOf(s.total, s.maxScore), sections: s.sections }));
  rows.sort((a, b) => b.rate - a.rate || b.total - a.total || a.deptName.localeCompare(b.deptName, 'zh-CN'));
  let rank = 0;
  return rows.map((r, i) => {
    if (i === 0 || r.rate !== rows[i - 1].rate) rank = i + 1;
    return { rank, ...r };
  });
}

/** Points lost per item over the round's sheets, most lost first (items nobody lost on come last). */
export function itemLoss(model: ScoringModel, sheets: SheetResult[]): ItemLossRow[] {
  const rows = model.items.map((item, order) => {
    const depts = sheets
      .map((s) => ({ deptName: s.deptName, lost: s.items[item.id]?.lost ?? 0 }))
      .filter((d) => d.lost > 0)
      .sort((a, b) => b.lost - a.lost);
    const lostTotal = round2(depts.reduce((a, d) => a + d.lost, 0));
    return {
      order, id: item.id, label: item.label, section: item.section, maxScore: item.maxScore, lostTotal,
      lostAvg: sheets.length ? round2(lostTotal / sheets.length) : 0, deptsLosing: depts.length, depts,
    };
  });
  rows.sort((a, b) => b.lostTotal - a.lostTotal || a.order - b.order);
  return rows.map(({ order: _order, ...r }) => r);
}

/** This round's ranking beside the previous round's, per department of this round. */
export function compareRounds(current: RankRow[], previous: RankRow[] | null): ComparisonRow[] {
  const prev = new Map((previous ?? []).map((r) => [r.deptName, r]));
  return current.map((r) => {
    const p = prev.get(r.deptName);
    return {
      deptName: r.deptName, rank: r.rank, rate: r.rate, total: r.total,
      previousRank: p?.rank ?? null, previousRate: p?.rate ?? null, previousTotal: p?.total ?? null,
      delta: p ? round2(r.rate - p.rate) : null,
    };
  });
}

/** Items of a sheet scoring at or below `threshold` of their maximum (default: any lost point): candidates for a rectification. */
export function lowItems(sheet: Pick<SheetResult, 'items'>, threshold = 1): string[] {
  return Object.entries(sheet.items).filter(([, s]) => s.lost > 0 && s.score <= s.maxScore * threshold).map(([id]) => id);
}
