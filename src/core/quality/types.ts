// The scoring model of a medical quality scoring form (issue 13 §1, hospital-workflows.md "Medical quality
// inspection"). A scoring form is a form of the library whose widgets include score items (widget type
// `scoreItem`); everything else on it (headers, text, plain inputs) renders as before. Framework-free: the
// scoring sheet page computes live totals with it and the server recomputes every save with the same code.

/** The widget type of a score item in the form JSON. */
export const SCORE_ITEM_TYPE = 'scoreItem';

/**
 * How an item is scored:
 * - deduct: starts at the maximum; each occurrence of a finding takes `deductPer` points off, never below 0
 * - option: the inspector picks one option; each option carries its score (0..max)
 * - direct: the inspector enters the score (0..max, in steps of `step`)
 */
export type ScoringKind = 'deduct' | 'option' | 'direct';
export const SCORING_KINDS: ScoringKind[] = ['deduct', 'option', 'direct'];

export interface ScoreOption { value: string; label: string; score: number }

/** One item as the form defines it (read from a `scoreItem` widget by scoringModelOf). */
export interface ScoreItemDef {
  /** the widget's model: the key of the item's value in a sheet */
  id: string;
  label: string;
  /** the section the item counts towards ('' when the form has none) */
  section: string;
  maxScore: number;
  kind: ScoringKind;
  /** deduct: points per occurrence */
  deductPer: number;
  /** option: the choices */
  options: ScoreOption[];
  /** direct: the smallest step of an entered score */
  step: number;
  /** the inspection standard shown with the item */
  standard: string;
  /** a comment is asked for when the item loses points */
  commentOnLoss: boolean;
  /** photo evidence can be attached */
  photos: boolean;
}

export interface ScoreSection { name: string; items: ScoreItemDef[]; maxScore: number }

/** The scoring model of a form version: its sections in form order, every item, the maximum total. */
export interface ScoringModel {
  sections: ScoreSection[];
  items: ScoreItemDef[];
  maxScore: number;
}

export interface EvidencePhoto { name: string; url: string }

/** What the inspector entered for one item. */
export interface ItemValue {
  /** deduct: how many times the finding occurred */
  occurrences?: number;
  /** option: the chosen option's value */
  option?: string;
  /** direct: the score */
  score?: number;
  comment?: string;
  photos?: EvidencePhoto[];
}

/** A sheet's values: item id -> what was entered. */
export type SheetValues = Record<string, ItemValue>;

export type ItemProblem = 'badOccurrences' | 'badOption' | 'badScore' | 'badComment' | 'badPhotos' | 'badValue' | 'unknownItem';

export interface ItemScore {
  id: string;
  score: number;
  maxScore: number;
  /** maxScore - score */
  lost: number;
  /** the item has a usable answer (deduct items always do: no finding means full marks) */
  answered: boolean;
  /** a comment is asked for and missing */
  needsComment: boolean;
}

export interface SectionScore { name: string; score: number; maxScore: number; lost: number }

/** The result of scoring a sheet. */
export interface SheetScore {
  items: Record<string, ItemScore>;
  sections: SectionScore[];
  total: number;
  maxScore: number;
  lost: number;
  /** every item answered and every asked-for comment given: the sheet can be submitted */
  complete: boolean;
  /** items without an answer */
  unanswered: string[];
  /** items losing points without the comment their definition asks for */
  missingComments: string[];
  /** entered values that cannot be used (counted as unanswered) */
  problems: { id: string; problem: ItemProblem }[];
}

/** Limits of what a sheet may hold (the server refuses more). */
export const SHEET_LIMITS = { occurrences: 999, comment: 1000, photos: 9, photoName: 200, photoUrl: 500 } as const;
