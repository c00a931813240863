// Step conditions (issue 9 §1): "grades I-II go through the quality committee", "limited-class
// technologies through the technology committee". A condition reads one fact of the record: the grade,
// the event type, the technology class, or a field of the form data. Values compare as text, so a
// stored number or boolean matches its written form; a multi-value field (checkboxes) matches when
// any of its values does.
import type { Condition } from './types.ts';

const asTexts = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => String(x)) : v === undefined || v === null || v === '' ? [] : [String(v)];

export function conditionHolds(c: Condition, facts: Record<string, unknown>): boolean {
  const have = asTexts(Object.prototype.hasOwnProperty.call(facts, c.field) ? facts[c.field] : undefined);
  const wanted = c.values.map((x) => String(x));
  const any = have.some((h) => wanted.includes(h));
  switch (c.op) {
    case 'in':
    case 'eq':
      return any;
    case 'notIn':
    case 'neq':
      return !any;
  }
}

/** Every condition holds (no conditions: always). */
export function conditionsHold(conditions: Condition[] | undefined, facts: Record<string, unknown>): boolean {
  return !conditions?.length || conditions.every((c) => conditionHolds(c, facts));
}
