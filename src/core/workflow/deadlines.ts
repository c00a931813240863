// Due times per step and grade (issue 9 §1 "Deadlines"): hospitals set the hours, the engine computes
// the due time from the server's clock; overdue is always derived, never stored.
import type { Grade, StepDef, WfState } from './types.ts';

export const HOUR_MS = 3_600_000;

/** Hours a record of `grade` has at `step`: the per-grade override, else the step's hours; a periodic
 *  review is due after its review interval. */
export function stepHours(step: StepDef, grade: Grade | null): number {
  if (step.kind === 'periodicReview' && step.reviewEveryHours) return step.reviewEveryHours;
  return (grade && step.timeLimit.byGrade?.[grade]) || step.timeLimit.hours;
}

export function dueAtFor(step: StepDef, grade: Grade | null, now: number): number {
  return now + stepHours(step, grade) * HOUR_MS;
}

/** States in which nobody's deadline runs: drafts, returned records (with the submitter) and final ones. */
const NO_DEADLINE: WfState[] = ['draft', 'returned', 'archived', 'rejected', 'stopped'];

export function isOverdue(dueAt: number | null | undefined, state: WfState, now: number): boolean {
  return dueAt !== null && dueAt !== undefined && !NO_DEADLINE.includes(state) && dueAt < now;
}
