// The language's functions: their names, how many arguments each takes, and what can be checked of
// them before any value is known (round's digits, band's shape and the order of its thresholds).
// What they compute is in evaluate.ts (if and band evaluate only the branch they choose).
import { FORMULA_LIMITS } from './limits';
import type { FormulaProblem } from './types';
import type { Expr, FunctionName } from './ast';

interface FunctionSpec {
  /** a problem when `n` arguments are wrong for it */
  arity(n: number): FormulaProblem | null;
  /** a problem of its (checked) arguments that shows before any value is known */
  check?(args: Expr[]): FormulaProblem | null;
}

const argCount = (name: FunctionName, min: number, max: number) => (n: number): FormulaProblem | null =>
  (n < min || n > max ? { code: 'argCount', params: { name, count: n, min, max: Number.isFinite(max) ? max : -1 } } : null);

/** A number written in the formula (`25`, `-3`), or undefined for anything else. */
export function literalNumber(e: Expr): number | undefined {
  if (e.k === 'num') return e.v;
  if (e.k === 'neg' && e.a.k === 'num') return -e.a.v;
  return undefined;
}

export const FUNCTIONS: Readonly<Record<FunctionName, FunctionSpec>> = {
  sum: { arity: argCount('sum', 1, Infinity) },
  min: { arity: argCount('min', 1, Infinity) },
  max: { arity: argCount('max', 1, Infinity) },
  avg: { arity: argCount('avg', 1, Infinity) },
  abs: { arity: argCount('abs', 1, 1) },
  if: { arity: argCount('if', 3, 3) },
  round: {
    arity: argCount('round', 1, 2),
    check(args) {
      const d = args[1] === undefined ? 0 : literalNumber(args[1]);
      const { min, max } = FORMULA_LIMITS.precision;
      return d !== undefined && !(Number.isInteger(d) && d >= min && d <= max) ? { code: 'roundDigits', params: { min, max } } : null;
    },
  },
  band: {
    // band(x, label0, t1, label1, ..., tn, labeln): the value, its first label, then pairs of a threshold and its label
    arity: (n) => (n < 4 || n % 2 === 1 ? { code: 'bandArgs', params: { count: n } } : null),
    check(args) {
      let last = -Infinity;
      for (let i = 2; i < args.length; i += 2) {
        const t = literalNumber(args[i]);
        if (t === undefined) continue;
        if (t <= last) return { code: 'bandOrder', params: { threshold: t, previous: last } };
        last = t;
      }
      return null;
    },
  },
};

export const isFunctionName = (name: string): name is FunctionName => Object.prototype.hasOwnProperty.call(FUNCTIONS, name);
