// Reading an analysis someone sent (the server's check of a saved body, the page's load of a stored
// one) and the rule that ends the analysis step: every root cause has a measure, or a recorded reason.
import type { Analysis, MeasureLink, RcaCause, RcaCategory, RcaError, RcaFact, RcaWhyChain } from './types.ts';
import { CAUSE_KINDS, DEFAULT_CATEGORY_CODES, RCA_LIMITS } from './types.ts';
import { isLocalDateOrTime } from '../time/localTimes.ts';

type Parsed = { ok: true; analysis: Analysis } | { ok: false; error: RcaError };

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
/** '' or a real 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' (a fact's time in the hospital's local time) */
const factTimeOk = (at: string) => at === '' || isLocalDateOrTime(at);

class Invalid extends Error {
  constructor(readonly error: RcaError) { super(error.code); }
}
const invalid = (path: string, code: RcaError['code'] = 'invalid', detail: string | number = path): never => {
  throw new Invalid({ code, detail });
};

function str(v: unknown, path: string, { required = false } = {}): string {
  if (typeof v !== 'string') return invalid(path);
  const t = v.trim();
  if (required && !t) invalid(path, 'empty');
  if (t.length > RCA_LIMITS.text) invalid(path, 'tooLong');
  return t;
}

function list(v: unknown, path: string, max: number): unknown[] {
  if (!Array.isArray(v)) return invalid(path);
  if (v.length > max) invalid(path, 'tooMany');
  return v;
}

function id(v: unknown, path: string, seen: Set<string>): string {
  if (typeof v !== 'string' || !ID.test(v)) return invalid(path);
  if (seen.has(v)) invalid(path);
  seen.add(v);
  return v;
}

/** The analysis in `body`, every field checked and trimmed, or the first thing wrong with it (its path). */
export function parseAnalysis(body: unknown): Parsed {
  try {
    if (!isObj(body)) invalid('analysis');
    const b = body as Record<string, unknown>;
    const ids = new Set<string>();
    const facts: RcaFact[] = list(b.facts ?? [], 'facts', RCA_LIMITS.facts).map((f, i) => {
      if (!isObj(f)) return invalid(`facts.${i}`);
      const at = str(f.at ?? '', `facts.${i}.at`);
      if (!factTimeOk(at)) invalid(`facts.${i}.at`);
      return { id: id(f.id, `facts.${i}.id`, ids), at, what: str(f.what, `facts.${i}.what`, { required: true }), source: str(f.source ?? '', `facts.${i}.source`) };
    });
    const categories: RcaCategory[] = list(b.categories ?? [], 'categories', RCA_LIMITS.categories).map((c, i) => {
      if (!isObj(c)) return invalid(`categories.${i}`);
      const cid = id(c.id, `categories.${i}.id`, ids);
      if (c.code !== undefined) {
        if (!(DEFAULT_CATEGORY_CODES as readonly unknown[]).includes(c.code)) invalid(`categories.${i}.code`);
        return { id: cid, code: c.code as RcaCategory['code'] };
      }
      return { id: cid, label: str(c.label, `categories.${i}.label`, { required: true }) };
    });
    const categoryIds = new Set(categories.map((c) => c.id));
    const rawCauses = list(b.causes ?? [], 'causes', RCA_LIMITS.causes);
    const causes: RcaCause[] = rawCauses.map((c, i) => {
      if (!isObj(c)) return invalid(`causes.${i}`);
      const kind = c.kind ?? null;
      if (kind !== null && !(CAUSE_KINDS as readonly unknown[]).includes(kind)) invalid(`causes.${i}.kind`);
      if (typeof c.categoryId !== 'string' || !categoryIds.has(c.categoryId)) invalid(`causes.${i}.categoryId`);
      if (c.parentId !== null && c.parentId !== undefined && typeof c.parentId !== 'string') invalid(`causes.${i}.parentId`);
      const evidence = list(c.evidence ?? [], `causes.${i}.evidence`, RCA_LIMITS.evidence).map((e, j) => {
        if (!isObj(e)) return invalid(`causes.${i}.evidence.${j}`);
        const url = str(e.url, `causes.${i}.evidence.${j}.url`, { required: true });
        // evidence are the server's own uploads: a relative path, never a script or another site
        if (!/^\/[^/\\]/.test(url)) invalid(`causes.${i}.evidence.${j}.url`);
        return { name: str(e.name, `causes.${i}.evidence.${j}.name`, { required: true }), url };
      });
      return {
        id: id(c.id, `causes.${i}.id`, ids), categoryId: c.categoryId as string, parentId: (c.parentId as string | null | undefined) ?? null,
        text: str(c.text, `causes.${i}.text`, { required: true }), kind: kind as RcaCause['kind'], evidence,
      };
    });
    checkTree(causes);
    const causeIds = new Set(causes.map((c) => c.id));
    const whys: RcaWhyChain[] = list(b.whys ?? [], 'whys', RCA_LIMITS.whyChains).map((w, i) => {
      if (!isObj(w)) return invalid(`whys.${i}`);
      const causeId = w.causeId ?? null;
      if (causeId !== null && (typeof causeId !== 'string' || !causeIds.has(causeId))) invalid(`whys.${i}.causeId`);
      return {
        id: id(w.id, `whys.${i}.id`, ids), problem: str(w.problem, `whys.${i}.problem`, { required: true }),
        whys: list(w.whys ?? [], `whys.${i}.whys`, RCA_LIMITS.whys).map((x, j) => str(x, `whys.${i}.whys.${j}`, { required: true })),
        causeId: causeId as string | null,
      };
    });
    const noMeasure: Record<string, string> = {};
    if (b.noMeasure !== undefined) {
      if (!isObj(b.noMeasure)) invalid('noMeasure');
      for (const [k, v] of Object.entries(b.noMeasure as Record<string, unknown>)) {
        const cause = causes.find((c) => c.id === k);
        if (!cause || cause.kind !== 'root') invalid(`noMeasure.${k}`);
        const reason = str(v, `noMeasure.${k}`);
        if (reason) noMeasure[k] = reason;
      }
    }
    return { ok: true, analysis: { problem: str(b.problem ?? '', 'problem'), facts, categories, causes, whys, noMeasure } };
  } catch (e) {
    if (e instanceof Invalid) return { ok: false, error: e.error };
    throw e;
  }
}

/** Parents exist, sit on the same bone, form no loop, and nest at most RCA_LIMITS.depth deep. */
function checkTree(causes: RcaCause[]): void {
  const byId = new Map(causes.map((c) => [c.id, c]));
  causes.forEach((c, i) => {
    let depth = 1;
    let cur = c;
    const seen = new Set([c.id]);
    while (cur.parentId) {
      const parent = byId.get(cur.parentId);
      if (!parent || parent.categoryId !== c.categoryId) invalid(`causes.${i}.parentId`);
      if (seen.has(parent!.id)) invalid(`causes.${i}.parentId`, 'cycle');
      seen.add(parent!.id);
      if (++depth > RCA_LIMITS.depth) invalid(`causes.${i}.parentId`, 'tooDeep');
      cur = parent!;
    }
  });
}

export const rootCauses = (a: Analysis): RcaCause[] => a.causes.filter((c) => c.kind === 'root');

/** Root causes that no measure addresses and for which the team recorded no reason. */
export function unaddressedRootCauses(a: Analysis, measures: readonly MeasureLink[]): RcaCause[] {
  const addressed = new Set(measures.map((m) => m.causeId).filter(Boolean));
  return rootCauses(a).filter((c) => !addressed.has(c.id) && !a.noMeasure[c.id]);
}

/**
 * May the analysis step finish? It needs at least one root cause (an analysis that found none is not
 * done), and every root cause addressed by a measure or a recorded reason.
 */
export function finishRefusal(a: Analysis, measures: readonly MeasureLink[]): RcaError | null {
  if (!rootCauses(a).length) return { code: 'empty', detail: 'rootCause' };
  const open = unaddressedRootCauses(a, measures);
  return open.length ? { code: 'unaddressed', detail: open.map((c) => c.id).join(',') } : null;
}
