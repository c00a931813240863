// The formula namespace (core/i18n/locales/formula.ts: the formula editor's words and a formula's problems),
// added to the page's translator when this module loads: with the formula editor, or when a save finds a
// broken formula. The designer's first paint does not carry it.
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { formula } from '../../core/i18n/locales/formula.ts';
import { problemText } from '../../core/form/formula/problemText.ts';
import type { FieldProblem } from '../../core/form/formula/types.ts';

provideNamespaces({ formula });

type T = (key: string, options?: Record<string, unknown>) => string;

/** A problem key of core/form/formula/problemText.ts in the formula namespace. */
export const formulaKey = (key: string) => `formula:${key}`;

/** Why a save or an export is refused: the field and its problem, in the page language. */
export const refusalText = (p: FieldProblem, t: T) => t(formulaKey('refused'), { problem: problemText(p, (key, params) => t(formulaKey(key), params)) });
