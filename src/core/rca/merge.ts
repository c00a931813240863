// The three-way merge of an analysis after a save conflict (issue 35 §4): `base` is the revision the
// user loaded, `mine` the user's unsaved document, `theirs` the revision someone else saved meanwhile.
// Items (facts, categories, causes, why chains, the reasons for no measure) are matched by id and merged
// field by field: what the other person saved stays, the user's additions, edits and removals are
// applied on top. Where both changed the same field of an item, or one removed what the other edited,
// the item is a conflict: the merge keeps theirs and lists it, and `chooseSide` puts the user's back on
// request. Framework-free: the analysis page merges, the server keeps checking what it receives.
import type { Analysis, RcaCategory, RcaCause, RcaFact, RcaWhyChain } from './types.ts';
import { nextId, sortFacts } from './commands.ts';

export type MergeKind = 'problem' | 'fact' | 'category' | 'cause' | 'why' | 'noMeasure';
export type MergeSide = 'mine' | 'theirs';
type Item = RcaFact | RcaCategory | RcaCause | RcaWhyChain;
type Lists = 'facts' | 'categories' | 'causes' | 'whys';

/** An item both changed: each side's version (undefined when that side removed it). */
export interface MergeConflict {
  /** `${kind}:${id}` ('problem' for the problem) */
  key: string;
  kind: MergeKind;
  id: string;
  mine: Item | string | undefined;
  theirs: Item | string | undefined;
}

export interface MergeResult {
  analysis: Analysis;
  conflicts: MergeConflict[];
  /** the user's document as merged (its added items renamed where they clashed with theirs): `chooseSide`'s context */
  mine: Analysis;
}

const LISTS: { list: Lists; kind: MergeKind }[] = [
  { list: 'facts', kind: 'fact' }, { list: 'categories', kind: 'category' }, { list: 'causes', kind: 'cause' }, { list: 'whys', kind: 'why' },
];

const same = (x: unknown, y: unknown): boolean => JSON.stringify(x) === JSON.stringify(y);

/** All ids of a document (they are unique across its lists). */
function idsOf(a: Analysis): Set<string> {
  return new Set([...a.facts, ...a.categories, ...a.causes, ...a.whys].map((x) => x.id));
}

/**
 * The user's document with the ids of the items it added renamed where the other person added items
 * under the same ids (both pages number new items from the same revision: both add "f3").
 */
function renameClashes(base: Analysis, mine: Analysis, theirs: Analysis): Analysis {
  const inBase = idsOf(base);
  const inTheirs = idsOf(theirs);
  const map = new Map<string, string>();
  let taken: Analysis = { ...theirs, facts: [...theirs.facts, ...mine.facts], categories: [...theirs.categories, ...mine.categories], causes: [...theirs.causes, ...mine.causes], whys: [...theirs.whys, ...mine.whys] };
  for (const { list } of LISTS) {
    for (const item of mine[list]) {
      if (inBase.has(item.id) || !inTheirs.has(item.id)) continue;
      const prefix = ({ facts: 'f', categories: 'k', causes: 'c', whys: 'w' } as const)[list];
      const fresh = nextId(taken, prefix);
      map.set(item.id, fresh);
      taken = { ...taken, facts: [...taken.facts, { id: fresh, at: '', what: '', source: '' }] };
    }
  }
  if (!map.size) return mine;
  const re = (id: string) => map.get(id) ?? id;
  const reN = (id: string | null) => (id === null ? null : re(id));
  return {
    ...mine,
    facts: mine.facts.map((f) => ({ ...f, id: re(f.id) })),
    categories: mine.categories.map((c) => ({ ...c, id: re(c.id) })),
    causes: mine.causes.map((c) => ({ ...c, id: re(c.id), categoryId: re(c.categoryId), parentId: reN(c.parentId) })),
    whys: mine.whys.map((w) => ({ ...w, id: re(w.id), causeId: reN(w.causeId) })),
    noMeasure: Object.fromEntries(Object.entries(mine.noMeasure).map(([k, v]) => [re(k), v])),
  };
}

/** One item three ways, field by field; `conflict` when both changed a field differently or one removed what the other changed. */
function mergeItem<T extends object>(b: T | undefined, m: T | undefined, t: T | undefined): { value: T | undefined; conflict: boolean } {
  if (same(b, m)) return { value: t, conflict: false };
  if (same(b, t) || same(m, t)) return { value: m, conflict: false };
  if (!m || !t || !b) return { value: t, conflict: true };
  const out: Record<string, unknown> = {};
  let conflict = false;
  const keys = new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)]);
  for (const k of keys) {
    const [bv, mv, tv] = [(b as Record<string, unknown>)[k], (m as Record<string, unknown>)[k], (t as Record<string, unknown>)[k]];
    const v = same(bv, mv) ? tv : same(bv, tv) || same(mv, tv) ? mv : (conflict = true, tv);
    if (v !== undefined) out[k] = v;
  }
  // a conflict keeps their whole item (a half of each would be neither's)
  return conflict ? { value: t, conflict } : { value: out as T, conflict };
}

/** Their order, with the user's added items placed after the item they followed in the user's list. */
function ordered<T extends { id: string }>(theirs: T[], mine: T[], merged: Map<string, T>, added: Set<string>): T[] {
  const out = theirs.filter((x) => merged.has(x.id)).map((x) => merged.get(x.id)!);
  mine.forEach((x, i) => {
    if (!added.has(x.id) || !merged.has(x.id)) return;
    const prev = mine.slice(0, i).reverse().find((p) => out.some((o) => o.id === p.id));
    const at = prev ? out.findIndex((o) => o.id === prev.id) + 1 : 0;
    out.splice(at, 0, merged.get(x.id)!);
  });
  return out;
}

/**
 * Keeps the merged document whole: a category or parent cause the other person removed comes back when
 * the user's causes still hang on it, a child sits on its parent's bone, a why chain ending in a removed
 * cause is open again, and reasons for no measure stay only for root causes.
 */
function repair(a: Analysis, mine: Analysis, base: Analysis): Analysis {
  const categories = [...a.categories];
  const causes = [...a.causes];
  const from = (id: string, list: 'categories' | 'causes') => (mine[list] as Item[]).find((x) => x.id === id) ?? (base[list] as Item[]).find((x) => x.id === id);
  for (let grew = true; grew;) {
    grew = false;
    for (let i = 0; i < causes.length; i++) {
      const c = causes[i];
      if (!categories.some((k) => k.id === c.categoryId)) {
        const k = from(c.categoryId, 'categories') as RcaCategory | undefined;
        if (k) { categories.push(k); grew = true; }
      }
      if (c.parentId && !causes.some((p) => p.id === c.parentId)) {
        // back in place: before the first cause hanging on it
        const p = from(c.parentId, 'causes') as RcaCause | undefined;
        if (p) { causes.splice(i, 0, p); grew = true; }
      }
    }
  }
  const byId = new Map(causes.map((c) => [c.id, c]));
  const bone = (c: RcaCause, seen = new Set<string>()): string => {
    const p = c.parentId ? byId.get(c.parentId) : undefined;
    if (!p || seen.has(p.id)) return c.categoryId;
    seen.add(c.id);
    return bone(p, seen);
  };
  const fixed = causes.map((c) => ({ ...c, parentId: c.parentId && byId.has(c.parentId) ? c.parentId : null, categoryId: bone(c) }));
  const roots = new Set(fixed.filter((c) => c.kind === 'root').map((c) => c.id));
  return {
    ...a,
    categories,
    causes: fixed,
    whys: a.whys.map((w) => (w.causeId && !byId.has(w.causeId) ? { ...w, causeId: null } : w)),
    noMeasure: Object.fromEntries(Object.entries(a.noMeasure).filter(([k]) => roots.has(k))),
  };
}

/** Merges the user's changes (base -> mine) into theirs; conflicts keep theirs and are listed. */
export function mergeAnalysis(base: Analysis, mineIn: Analysis, theirs: Analysis): MergeResult {
  const mine = renameClashes(base, mineIn, theirs);
  const conflicts: MergeConflict[] = [];
  const problem = mergeItem({ v: base.problem }, { v: mine.problem }, { v: theirs.problem });
  if (problem.conflict) conflicts.push({ key: 'problem', kind: 'problem', id: 'problem', mine: mine.problem, theirs: theirs.problem });
  const out: Analysis = { ...theirs, problem: problem.value?.v ?? theirs.problem };
  for (const { list, kind } of LISTS) {
    const [b, m, t] = [base[list] as Item[], mine[list] as Item[], theirs[list] as Item[]];
    const find = (xs: Item[], id: string) => xs.find((x) => x.id === id);
    const merged = new Map<string, Item>();
    const added = new Set<string>();
    for (const id of new Set([...b, ...m, ...t].map((x) => x.id))) {
      const r = mergeItem(find(b, id), find(m, id), find(t, id));
      if (r.conflict) conflicts.push({ key: `${kind}:${id}`, kind, id, mine: find(m, id), theirs: find(t, id) });
      if (r.value) merged.set(id, r.value);
      if (r.value && !find(t, id)) added.add(id);
    }
    (out as unknown as Record<Lists, Item[]>)[list] = ordered(t, m, merged, added);
  }
  out.facts = sortFacts(out.facts);
  const noMeasure: Record<string, string> = {};
  for (const k of new Set([...Object.keys(base.noMeasure), ...Object.keys(mine.noMeasure), ...Object.keys(theirs.noMeasure)])) {
    const r = mergeItem(wrap(base.noMeasure[k]), wrap(mine.noMeasure[k]), wrap(theirs.noMeasure[k]));
    if (r.conflict) conflicts.push({ key: `noMeasure:${k}`, kind: 'noMeasure', id: k, mine: mine.noMeasure[k], theirs: theirs.noMeasure[k] });
    if (r.value) noMeasure[k] = r.value.v;
  }
  out.noMeasure = noMeasure;
  return { analysis: repair(out, mine, base), conflicts, mine };
}
const wrap = (v: string | undefined) => (v === undefined ? undefined : { v });

/** The document with one conflict decided: the chosen side's version of the item put in (or removed). */
export function chooseSide(a: Analysis, c: MergeConflict, side: MergeSide, context: { mine: Analysis; base: Analysis }): Analysis {
  const v = c[side];
  if (c.kind === 'problem') return { ...a, problem: typeof v === 'string' ? v : a.problem };
  if (c.kind === 'noMeasure') {
    const noMeasure = { ...a.noMeasure };
    if (typeof v === 'string') noMeasure[c.id] = v;
    else delete noMeasure[c.id];
    return repair({ ...a, noMeasure }, context.mine, context.base);
  }
  const list = LISTS.find((l) => l.kind === c.kind)!.list;
  const items = a[list] as Item[];
  const at = items.findIndex((x) => x.id === c.id);
  const next = v === undefined || typeof v === 'string' ? items.filter((x) => x.id !== c.id)
    : at >= 0 ? items.map((x) => (x.id === c.id ? v : x)) : [...items, v];
  const out = { ...a, [list]: next } as Analysis;
  if (list === 'facts') out.facts = sortFacts(out.facts);
  return repair(out, context.mine, context.base);
}
