// Limits of the designer's number inputs (spec §5 "Designer number inputs") and the pattern check
// shown beside the pattern field. Clamps never throw; '' (the "unset" of number min/max) passes.
import { compilePattern } from '../form/pattern.ts';
import { widgetDefinition, type OptionLimit } from '../form/widgets/index.ts';
import { hasComputedFields, type FieldProblem } from '../form/formula/types.ts';

export const LIMITS = Object.freeze({
  minMax: { min: 0, max: 100 },
  textLength: { min: 0, max: 500 },
  step: { min: 0, max: 100 },
  labelWidth: { min: 0, max: 200, step: 10 },
});

function clampTo<T>(value: T, min: number, max: number): T | number {
  if (value === '' || value === null || value === undefined) return value;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return value;
  return Math.min(max, Math.max(min, n));
}

export const clampMinMax = <T>(v: T) => clampTo(v, LIMITS.minMax.min, LIMITS.minMax.max);
export const clampTextLength = <T>(v: T) => clampTo(v, LIMITS.textLength.min, LIMITS.textLength.max);
export const clampStep = <T>(v: T) => clampTo(v, LIMITS.step.min, LIMITS.step.max);
export const clampLabelWidth = <T>(v: T) => clampTo(v, LIMITS.labelWidth.min, LIMITS.labelWidth.max);

const CLAMPS: Record<OptionLimit, <T>(v: T) => T | number> = {
  minMax: clampMinMax, textLength: clampTextLength, step: clampStep,
};

/**
 * Clamps the limited keys of an options patch for a widget of `type` (its definition's `limits`):
 * applied to designer edits, never to imports.
 */
export function clampOptionsPatch<P extends Record<string, unknown>>(type: string, patch: P): P {
  const out: Record<string, unknown> = { ...patch };
  const limits = widgetDefinition(type)?.limits ?? {};
  for (const key of Object.keys(out)) {
    if (Object.prototype.hasOwnProperty.call(limits, key)) out[key] = CLAMPS[limits[key]](out[key]);
    else if (key === 'labelWidth') out[key] = clampLabelWidth(out[key]);
  }
  return out as P;
}

/** The message to show at the pattern field, or null when the pattern is empty or compiles. */
export function patternError(pattern: unknown): string | null {
  if (typeof pattern !== 'string' || pattern === '') return null;
  try {
    return compilePattern(pattern).error ?? null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * What is wrong with a form's formulas (issue 31 §3), per computed widget in document order: run before the
 * designer saves or exports a form, which it refuses while this is not empty. The formula language (it
 * carries the parser) loads only for a form that has a computed field.
 */
export async function formulaProblems(schema: unknown): Promise<FieldProblem[]> {
  if (!hasComputedFields(schema)) return [];
  const { checkFormFormulas } = await import('../form/formula/index.ts');
  return checkFormFormulas(schema);
}
