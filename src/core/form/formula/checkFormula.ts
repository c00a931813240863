// One formula checked against the fields it may read: the parser's problems (limits, syntax, refused
// constructs, unknown functions, argument counts), then every name that is not one of `knownModels`.
import type { Expr } from './ast';
import { parseFormula } from './parse';
import type { FormulaProblem } from './types';

export interface CheckedFormula {
  /** the checked tree, when there is no problem */
  expr?: Expr;
  /** the field models it reads, in order of appearance */
  names: string[];
  problems: FormulaProblem[];
}

/** The parse with the unknown names added to its problems (a formula that does not parse names none). */
export function compileFormula(source: unknown, knownModels: Iterable<string>): CheckedFormula {
  const parsed = parseFormula(source);
  if (!parsed.expr) return parsed;
  const known = knownModels instanceof Set ? (knownModels as Set<string>) : new Set(knownModels);
  const problems = parsed.names.filter((n) => !known.has(n)).map((name): FormulaProblem => ({ code: 'unknownField', params: { name } }));
  return problems.length ? { names: parsed.names, problems } : parsed;
}

/**
 * What is wrong with a formula over the fields `knownModels` (the models of the form's other data
 * fields): codes and parameters, worded by the locale tables (problemKey). Empty when it is fine.
 */
export function checkFormula(source: string, knownModels: Iterable<string>): FormulaProblem[] {
  return compileFormula(source, knownModels).problems;
}
