// Root-cause analysis (issue 26 §1): the structured data of an investigation, kept beside the record
// with its own revisions. A grade I/II unsafe event reaches the `analysis` step; the investigation team
// writes down what happened (facts), draws the cause-and-effect (fishbone) diagram, asks "why" until a
// root cause appears, and turns each root cause into an improvement measure.
// Framework-free: the analysis page, the print view and the server all import it.

/** The usual fishbone categories (人、机、料、法、环、管); a team may rename, add or remove them. */
export const DEFAULT_CATEGORY_CODES = ['people', 'equipment', 'materials', 'methods', 'environment', 'management'] as const;
export type DefaultCategoryCode = typeof DEFAULT_CATEGORY_CODES[number];

/** A contributing cause made the event more likely; a root cause, once removed, prevents its recurrence. */
export type CauseKind = 'contributing' | 'root';
export const CAUSE_KINDS: readonly CauseKind[] = ['contributing', 'root'];

export interface RcaAttachment { name: string; url: string }

/** One line of the sequence of events. */
export interface RcaFact {
  id: string;
  /** when it happened: 'YYYY-MM-DD HH:mm' (the hospital's local time) or '' when unknown */
  at: string;
  what: string;
  /** where the team learned it: an interview, the nursing record, the monitor's log ... */
  source: string;
}

/** A bone of the fishbone: a default category (shown through the locale) or one the team named. */
export interface RcaCategory {
  id: string;
  /** set for a default category while the team has not renamed it */
  code?: DefaultCategoryCode;
  /** the team's own name (data people typed) */
  label?: string;
}

export interface RcaCause {
  id: string;
  categoryId: string;
  /** the cause this one explains, or null for a cause on the category's bone */
  parentId: string | null;
  text: string;
  /** unset while the team has not judged it */
  kind: CauseKind | null;
  evidence: RcaAttachment[];
}

/** A "5 whys" chain: the problem, then each answer to "why?", ending in a cause of the diagram. */
export interface RcaWhyChain {
  id: string;
  problem: string;
  whys: string[];
  /** the cause the chain ends in (usually marked root), or null while open */
  causeId: string | null;
}

export interface Analysis {
  /** the problem at the fishbone's head (defaults to the event's title on the page) */
  problem: string;
  facts: RcaFact[];
  categories: RcaCategory[];
  causes: RcaCause[];
  whys: RcaWhyChain[];
  /** a root cause the team decided to address without a measure, and why (cause id -> reason) */
  noMeasure: Record<string, string>;
}

/** What the engine reads of a measure: the cause it addresses (the workflow's measures carry it). */
export interface MeasureLink { causeId?: string | null }

/** Limits: an analysis is a document people read, not a data dump; the server refuses more. */
export const RCA_LIMITS = {
  text: 500,
  facts: 200,
  categories: 12,
  causes: 300,
  /** nesting of causes under causes */
  depth: 5,
  whyChains: 30,
  whys: 10,
  evidence: 10,
} as const;

/** Why an edit or a finish was refused: a code the page shows through the locale. */
export type RcaErrorCode =
  | 'notFound' | 'empty' | 'tooLong' | 'tooMany' | 'tooDeep' | 'cycle' | 'categoryInUse'
  | 'invalid' | 'unaddressed';
export interface RcaError { code: RcaErrorCode; /** what the code is about: an id, a limit, a path */ detail?: string | number }
export type RcaResult = { ok: true; analysis: Analysis } | { ok: false; error: RcaError };
