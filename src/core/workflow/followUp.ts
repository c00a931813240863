// A follow-up report's figures (issue 35 §3): the rule the engine applies and the action dialog mirrors before
// a round trip. Whole numbers from 0 up to a bound; the cases with complications at most the cases.
import type { FollowUpFigures } from './types.ts';

export const MAX_FOLLOW_UP_COUNT = 100_000;

const count = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_FOLLOW_UP_COUNT;

/** The figures when they are valid, else null. */
export function followUpFigures(f: Partial<Record<keyof FollowUpFigures, unknown>> | null | undefined): FollowUpFigures | null {
  if (!f || !count(f.cases) || !count(f.complications) || !count(f.adverseEvents) || f.complications > f.cases) return null;
  return { cases: f.cases, complications: f.complications, adverseEvents: f.adverseEvents };
}
