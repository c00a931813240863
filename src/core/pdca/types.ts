// Continuous improvement projects (持续改进项目, issue 26 §2): PDCA cycles around one indicator.
// Plan: a goal, an indicator with its baseline and target, the measures; Do: the measures run on the
// workflow engine; Check: the indicator measured again after a set period (entered, or computed from
// records over a denominator the quality office enters, e.g. falls per 1,000 patient days); Act:
// standardise (the project ends) or open the next cycle. Cycles chain; the indicator shows over cycles.
// Framework-free: the project page, the report and the server import it.

export type PdcaPhase = 'plan' | 'do' | 'check' | 'act' | 'done';
export const PDCA_PHASES: readonly PdcaPhase[] = ['plan', 'do', 'check', 'act', 'done'];

/** Where the project came from: a root-cause analysis (an event record), an inspection's low items, or none. */
export type PdcaSource =
  | { kind: 'rca'; recordId: number }
  | { kind: 'inspection'; sheetId: number; items: string[] }
  | { kind: 'none' };

/**
 * How the indicator is measured:
 * - entered: the quality office enters each period's value (a rate, a share, a score)
 * - rate: a count of records (numerator, computed by the server from the data, e.g. falls) per `per`
 *   units of a denominator the quality office enters for the period (e.g. patient days)
 */
export type IndicatorMethod = 'entered' | 'rate';

export interface Indicator {
  /** what is measured, as people typed it (跌倒发生率) */
  name: string;
  /** its unit as people typed it ('‰', '%', '例/千床日') */
  unit: string;
  /** lower is better (falls) or higher is better (hand hygiene compliance) */
  better: 'lower' | 'higher';
  method: IndicatorMethod;
  /** rate: the numerator's record filter (the server counts records of this event type in the period) */
  eventType?: string;
  /** rate: per how many units of the denominator (1000 for per-1,000 patient days) */
  per?: number;
  baseline: number;
  target: number;
}

/** One period's measurement: 'YYYY-MM' (a month) with the value, or for a rate its parts. */
export interface Measurement {
  period: string;
  /** entered value, or the computed rate (numerator / denominator × per) */
  value: number;
  numerator?: number;
  denominator?: number;
}

export type ActDecision = 'standardise' | 'nextCycle';

export interface PdcaCycle {
  /** 1, 2, ... */
  n: number;
  phase: Exclude<PdcaPhase, 'done'> | 'done';
  /** plan: what this cycle aims at (a sentence) */
  goal: string;
  /** ids of the workflow measures of this cycle (Do) */
  measureIds: number[];
  /** check: the months measured after the measures (at least `checkMonths` of them) */
  measurements: Measurement[];
  /** act: what was decided, and the note (the standard written, what the next cycle changes) */
  decision: ActDecision | null;
  note: string;
}

export interface PdcaProject {
  title: string;
  source: PdcaSource;
  indicator: Indicator;
  /** how many months are measured at Check before Act */
  checkMonths: number;
  cycles: PdcaCycle[];
}

export type PdcaErrorCode = 'empty' | 'tooLong' | 'invalid' | 'phase' | 'measuresOpen' | 'notMeasured' | 'duplicate' | 'tooMany';
export interface PdcaError { code: PdcaErrorCode; detail?: string | number }
export type PdcaResult = { ok: true; project: PdcaProject } | { ok: false; error: PdcaError };

export const PDCA_LIMITS = { text: 500, cycles: 12, measurements: 36, checkMonths: 12 } as const;
