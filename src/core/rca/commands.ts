// The edits of an analysis. Each returns a new analysis (inputs are never mutated) or a refusal with a
// code the page shows through the locale; the page keeps the results in a History for undo/redo, and
// the server re-validates the whole document it receives (validate.ts), so these rules hold there too.
import type { Analysis, CauseKind, RcaAttachment, RcaCause, RcaError, RcaFact, RcaResult, RcaWhyChain } from './types.ts';
import { DEFAULT_CATEGORY_CODES, RCA_LIMITS } from './types.ts';

export function emptyAnalysis(problem = ''): Analysis {
  return {
    problem,
    facts: [],
    categories: DEFAULT_CATEGORY_CODES.map((code) => ({ id: code, code })),
    causes: [],
    whys: [],
    noMeasure: {},
  };
}

const ok = (analysis: Analysis): RcaResult => ({ ok: true, analysis });
const fail = (code: RcaError['code'], detail?: RcaError['detail']): RcaResult => ({ ok: false, error: { code, detail } });

/** A new id not used by any item of the analysis: prefix + the next number. */
export function nextId(a: Analysis, prefix: 'f' | 'c' | 'k' | 'w'): string {
  const used = new Set<string>([
    ...a.facts.map((x) => x.id), ...a.categories.map((x) => x.id), ...a.causes.map((x) => x.id), ...a.whys.map((x) => x.id),
  ]);
  let n = 1;
  for (const id of used) {
    const m = new RegExp(`^${prefix}(\\d+)$`).exec(id);
    if (m) n = Math.max(n, Number(m[1]) + 1);
  }
  while (used.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Trimmed text within the limit, or the refusal. */
function text(v: string, { required = true } = {}): string | RcaResult {
  const t = v.trim();
  if (required && !t) return fail('empty');
  if (t.length > RCA_LIMITS.text) return fail('tooLong', RCA_LIMITS.text);
  return t;
}
const isFail = (v: unknown): v is RcaResult => typeof v === 'object' && v !== null && 'ok' in v;

export function setProblem(a: Analysis, problem: string): RcaResult {
  const t = text(problem, { required: false });
  return isFail(t) ? t : ok({ ...a, problem: t });
}

// ---------------------------------------------------------------- facts

export function addFact(a: Analysis, fact: Omit<RcaFact, 'id'>): RcaResult {
  if (a.facts.length >= RCA_LIMITS.facts) return fail('tooMany', RCA_LIMITS.facts);
  const what = text(fact.what);
  if (isFail(what)) return what;
  const source = text(fact.source, { required: false });
  if (isFail(source)) return source;
  const f: RcaFact = { id: nextId(a, 'f'), at: fact.at.trim(), what, source };
  return ok({ ...a, facts: sortFacts([...a.facts, f]) });
}

export function editFact(a: Analysis, id: string, patch: Partial<Omit<RcaFact, 'id'>>): RcaResult {
  const old = a.facts.find((f) => f.id === id);
  if (!old) return fail('notFound', id);
  const what = patch.what === undefined ? old.what : text(patch.what);
  if (isFail(what)) return what;
  const source = patch.source === undefined ? old.source : text(patch.source, { required: false });
  if (isFail(source)) return source;
  const next: RcaFact = { ...old, what, source, at: patch.at === undefined ? old.at : patch.at.trim() };
  return ok({ ...a, facts: sortFacts(a.facts.map((f) => (f.id === id ? next : f))) });
}

export function removeFact(a: Analysis, id: string): RcaResult {
  if (!a.facts.some((f) => f.id === id)) return fail('notFound', id);
  return ok({ ...a, facts: a.facts.filter((f) => f.id !== id) });
}

/** The sequence reads in time order; facts without a time keep their place after the timed ones. */
export function sortFacts(facts: RcaFact[]): RcaFact[] {
  return facts
    .map((f, i) => ({ f, i }))
    .sort((x, y) => (x.f.at && y.f.at ? x.f.at.localeCompare(y.f.at) : x.f.at ? -1 : y.f.at ? 1 : 0) || x.i - y.i)
    .map((x) => x.f);
}

// ---------------------------------------------------------------- categories

export function addCategory(a: Analysis, label: string): RcaResult {
  if (a.categories.length >= RCA_LIMITS.categories) return fail('tooMany', RCA_LIMITS.categories);
  const t = text(label);
  if (isFail(t)) return t;
  return ok({ ...a, categories: [...a.categories, { id: nextId(a, 'k'), label: t }] });
}

/** Renaming a default category makes it the team's own (its code goes). */
export function renameCategory(a: Analysis, id: string, label: string): RcaResult {
  if (!a.categories.some((c) => c.id === id)) return fail('notFound', id);
  const t = text(label);
  if (isFail(t)) return t;
  return ok({ ...a, categories: a.categories.map((c) => (c.id === id ? { id, label: t } : c)) });
}

/** A category with causes cannot go (the causes would be lost); move or remove them first. */
export function removeCategory(a: Analysis, id: string): RcaResult {
  if (!a.categories.some((c) => c.id === id)) return fail('notFound', id);
  if (a.causes.some((c) => c.categoryId === id)) return fail('categoryInUse', id);
  return ok({ ...a, categories: a.categories.filter((c) => c.id !== id) });
}

// ---------------------------------------------------------------- causes

/** How deep a cause sits: 1 on the bone, 2 under a cause, ... */
export function depthOf(a: Analysis, id: string): number {
  let d = 0;
  let cur = a.causes.find((c) => c.id === id);
  const seen = new Set<string>();
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    d++;
    cur = cur.parentId ? a.causes.find((c) => c.id === cur!.parentId) : undefined;
  }
  return d;
}

/** The cause and every cause under it. */
export function subtreeIds(a: Analysis, id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of a.causes) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) { ids.add(c.id); grew = true; }
    }
  }
  return ids;
}

/** The height of the subtree below a cause (0 for a leaf). */
function heightBelow(a: Analysis, id: string): number {
  const kids = a.causes.filter((c) => c.parentId === id);
  return kids.length ? 1 + Math.max(...kids.map((k) => heightBelow(a, k.id))) : 0;
}

export function addCause(a: Analysis, where: { categoryId: string; parentId?: string | null }, causeText: string): RcaResult {
  if (a.causes.length >= RCA_LIMITS.causes) return fail('tooMany', RCA_LIMITS.causes);
  if (!a.categories.some((c) => c.id === where.categoryId)) return fail('notFound', where.categoryId);
  const parentId = where.parentId ?? null;
  let categoryId = where.categoryId;
  if (parentId) {
    const parent = a.causes.find((c) => c.id === parentId);
    if (!parent) return fail('notFound', parentId);
    categoryId = parent.categoryId;
    if (depthOf(a, parentId) + 1 > RCA_LIMITS.depth) return fail('tooDeep', RCA_LIMITS.depth);
  }
  const t = text(causeText);
  if (isFail(t)) return t;
  const cause: RcaCause = { id: nextId(a, 'c'), categoryId, parentId, text: t, kind: null, evidence: [] };
  return ok({ ...a, causes: [...a.causes, cause] });
}

export function editCause(a: Analysis, id: string, causeText: string): RcaResult {
  if (!a.causes.some((c) => c.id === id)) return fail('notFound', id);
  const t = text(causeText);
  if (isFail(t)) return t;
  return ok({ ...a, causes: a.causes.map((c) => (c.id === id ? { ...c, text: t } : c)) });
}

export function setCauseKind(a: Analysis, id: string, kind: CauseKind | null): RcaResult {
  if (!a.causes.some((c) => c.id === id)) return fail('notFound', id);
  const noMeasure = { ...a.noMeasure };
  if (kind !== 'root') delete noMeasure[id];
  return ok({ ...a, causes: a.causes.map((c) => (c.id === id ? { ...c, kind } : c)), noMeasure });
}

export function setEvidence(a: Analysis, id: string, evidence: RcaAttachment[]): RcaResult {
  if (!a.causes.some((c) => c.id === id)) return fail('notFound', id);
  if (evidence.length > RCA_LIMITS.evidence) return fail('tooMany', RCA_LIMITS.evidence);
  return ok({ ...a, causes: a.causes.map((c) => (c.id === id ? { ...c, evidence: evidence.map((e) => ({ name: e.name, url: e.url })) } : c)) });
}

/**
 * Moves a cause (with the causes under it) to another bone or under another cause; `index` is its place
 * among its new siblings. Refuses moving a cause under itself or deeper than the limit.
 */
export function moveCause(a: Analysis, id: string, to: { categoryId: string; parentId: string | null; index?: number }): RcaResult {
  const cause = a.causes.find((c) => c.id === id);
  if (!cause) return fail('notFound', id);
  if (!a.categories.some((c) => c.id === to.categoryId)) return fail('notFound', to.categoryId);
  const moved = subtreeIds(a, id);
  let categoryId = to.categoryId;
  if (to.parentId) {
    if (moved.has(to.parentId)) return fail('cycle', to.parentId);
    const parent = a.causes.find((c) => c.id === to.parentId);
    if (!parent) return fail('notFound', to.parentId);
    categoryId = parent.categoryId;
    if (depthOf(a, to.parentId) + 1 + heightBelow(a, id) > RCA_LIMITS.depth) return fail('tooDeep', RCA_LIMITS.depth);
  }
  const rest = a.causes.filter((c) => c.id !== id).map((c) => (moved.has(c.id) ? { ...c, categoryId } : c));
  const next = { ...cause, categoryId, parentId: to.parentId };
  const siblings = rest.filter((c) => c.categoryId === categoryId && c.parentId === to.parentId);
  const index = Math.max(0, Math.min(to.index ?? siblings.length, siblings.length));
  // insert before the sibling now at `index` (or after the last one)
  const before = siblings[index];
  const at = before ? rest.indexOf(before) : siblings.length ? rest.indexOf(siblings[siblings.length - 1]) + 1 : rest.length;
  return ok({ ...a, causes: [...rest.slice(0, at), next, ...rest.slice(at)] });
}

/** Removes a cause and the causes under it; why chains that ended in them become open again. */
export function removeCause(a: Analysis, id: string): RcaResult {
  if (!a.causes.some((c) => c.id === id)) return fail('notFound', id);
  const gone = subtreeIds(a, id);
  const noMeasure = Object.fromEntries(Object.entries(a.noMeasure).filter(([k]) => !gone.has(k)));
  return ok({
    ...a,
    causes: a.causes.filter((c) => !gone.has(c.id)),
    whys: a.whys.map((w) => (w.causeId && gone.has(w.causeId) ? { ...w, causeId: null } : w)),
    noMeasure,
  });
}

// ---------------------------------------------------------------- why chains

export function addWhyChain(a: Analysis, problem: string): RcaResult {
  if (a.whys.length >= RCA_LIMITS.whyChains) return fail('tooMany', RCA_LIMITS.whyChains);
  const t = text(problem);
  if (isFail(t)) return t;
  const chain: RcaWhyChain = { id: nextId(a, 'w'), problem: t, whys: [], causeId: null };
  return ok({ ...a, whys: [...a.whys, chain] });
}

function editChain(a: Analysis, id: string, fn: (w: RcaWhyChain) => RcaWhyChain | RcaResult): RcaResult {
  const w = a.whys.find((x) => x.id === id);
  if (!w) return fail('notFound', id);
  const next = fn(w);
  return isFail(next) ? next : ok({ ...a, whys: a.whys.map((x) => (x.id === id ? next : x)) });
}

export function setWhyProblem(a: Analysis, id: string, problem: string): RcaResult {
  return editChain(a, id, (w) => {
    const t = text(problem);
    return isFail(t) ? t : { ...w, problem: t };
  });
}

/** Sets the answer at `index` (index = length appends the next "why?"); an empty answer at the end removes it. */
export function setWhy(a: Analysis, id: string, index: number, answer: string): RcaResult {
  return editChain(a, id, (w) => {
    if (!Number.isInteger(index) || index < 0 || index > w.whys.length) return fail('invalid', index);
    const t = text(answer, { required: false });
    if (isFail(t)) return t;
    if (!t) {
      if (index >= w.whys.length) return w;
      return { ...w, whys: w.whys.filter((_, i) => i !== index) };
    }
    if (index === w.whys.length && w.whys.length >= RCA_LIMITS.whys) return fail('tooMany', RCA_LIMITS.whys);
    const whys = [...w.whys];
    whys[index] = t;
    return { ...w, whys };
  });
}

/** Ends a chain in a cause of the diagram (null opens it again). */
export function linkWhyChain(a: Analysis, id: string, causeId: string | null): RcaResult {
  if (causeId && !a.causes.some((c) => c.id === causeId)) return fail('notFound', causeId);
  return editChain(a, id, (w) => ({ ...w, causeId }));
}

/**
 * Makes the chain's last answer a root cause on a bone: adds the cause, marks it root and ends the chain
 * in it (the usual way a 5-whys chain enters the diagram).
 */
export function promoteWhyChain(a: Analysis, id: string, categoryId: string): RcaResult {
  const w = a.whys.find((x) => x.id === id);
  if (!w) return fail('notFound', id);
  const last = w.whys[w.whys.length - 1];
  if (!last) return fail('empty');
  const added = addCause(a, { categoryId }, last);
  if (!added.ok) return added;
  const causeId = added.analysis.causes[added.analysis.causes.length - 1].id;
  const marked = setCauseKind(added.analysis, causeId, 'root');
  return marked.ok ? linkWhyChain(marked.analysis, id, causeId) : marked;
}

export function removeWhyChain(a: Analysis, id: string): RcaResult {
  if (!a.whys.some((w) => w.id === id)) return fail('notFound', id);
  return ok({ ...a, whys: a.whys.filter((w) => w.id !== id) });
}

// ---------------------------------------------------------------- measures

/** Records why a root cause gets no measure (an empty reason takes the record back). */
export function setNoMeasureReason(a: Analysis, causeId: string, reason: string): RcaResult {
  const cause = a.causes.find((c) => c.id === causeId);
  if (!cause) return fail('notFound', causeId);
  if (cause.kind !== 'root') return fail('invalid', causeId);
  const t = text(reason, { required: false });
  if (isFail(t)) return t;
  const noMeasure = { ...a.noMeasure };
  if (t) noMeasure[causeId] = t;
  else delete noMeasure[causeId];
  return ok({ ...a, noMeasure });
}
