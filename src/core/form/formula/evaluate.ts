// The evaluator: a walk over the checked tree (ast.ts) with the language's values (docs/widgets.md,
// "Values and empties"). It reads fields only through the `read` it is given and calls only the
// functions below; there is no other way out of it. Trees are at most FORMULA_LIMITS.nodes nodes, so the
// recursion is bounded.
import type { BinaryOp, Expr, FunctionName } from './ast';
import { FORMULA_LIMITS } from './limits';
import type { FormulaValue } from './types';

/** Nothing entered yet ('' , null, an empty list): 0 in `+`, `-` and `sum`, skipped by min / max / avg, else empty. */
const EMPTY: unique symbol = Symbol('empty');
/** Cannot be computed: text in arithmetic, a division by zero, an infinite result. Poisons the result. */
const BAD: unique symbol = Symbol('bad');
type Scalar = number | string | boolean | typeof EMPTY | typeof BAD;
type Val = Scalar | readonly Scalar[];

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A value as the language sees it: numeric text is its number, nothing entered is EMPTY. */
function scalar(v: unknown): Scalar {
  if (v === undefined || v === null) return EMPTY;
  if (typeof v === 'number') return Number.isFinite(v) ? v : BAD;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return EMPTY;
    return NUMERIC.test(t) ? Number(t) : v;
  }
  return BAD;
}

/** A field's value: a list (checkbox, multiple select) stays a list, which only sum / min / max / avg spread. */
export function fieldValue(v: unknown): Val {
  if (Array.isArray(v)) return v.length === 0 ? EMPTY : v.map((x) => (Array.isArray(x) ? BAD : scalar(x)));
  return scalar(v);
}

const isList = (v: Val): v is readonly Scalar[] => Array.isArray(v);

/** A number for arithmetic: true / false are 1 / 0; EMPTY is 0 where `emptyIsZero`, else stays EMPTY. */
function num(v: Val, emptyIsZero: boolean): number | typeof EMPTY | typeof BAD {
  if (isList(v)) return BAD;
  if (v === EMPTY) return emptyIsZero ? 0 : EMPTY;
  if (typeof v === 'number' || v === BAD) return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return NUMERIC.test(v.trim()) ? Number(v.trim()) : BAD;
}

/** The result of arithmetic: BAD when not finite (a division by zero, an overflow). */
const finite = (n: number): number | typeof BAD => (Number.isFinite(n) ? n : BAD);

function text(v: Val): string {
  if (isList(v)) return v.map((x) => text(x)).join(',');
  if (v === EMPTY) return '';
  return String(v);
}

/** A condition: EMPTY and BAD pass through (the result cannot be computed yet), else true or false. */
function truth(v: Val): boolean | typeof EMPTY | typeof BAD {
  if (isList(v)) return v.length > 0;
  if (v === EMPTY || v === BAD) return v;
  if (typeof v === 'string') return v !== '';
  return typeof v === 'number' ? v !== 0 : v;
}

/** Half away from zero, to `digits` places, through the decimal text so that 1.005 rounds to 1.01. */
export function roundTo(n: number, digits: number): number {
  const sign = n < 0 ? -1 : 1;
  const abs = Math.abs(n);
  const shifted = String(abs).includes('e') ? Math.round(abs * 10 ** digits) / 10 ** digits : Number(`${Math.round(Number(`${abs}e${digits}`))}e-${digits}`);
  const r = sign * shifted;
  return Object.is(r, -0) ? 0 : r;
}

function arith(op: BinaryOp, a: Val, b: Val): Val {
  const additive = op === '+' || op === '-';
  const x = num(a, additive);
  const y = num(b, additive);
  if (x === BAD || y === BAD) return BAD;
  if (x === EMPTY || y === EMPTY) return EMPTY;
  switch (op) {
    case '+': return finite(x + y);
    case '-': return finite(x - y);
    case '*': return finite(x * y);
    case '/': return y === 0 ? BAD : finite(x / y);
    default: return y === 0 ? BAD : finite(x % y);
  }
}

function compare(op: BinaryOp, a: Val, b: Val): Val {
  if (op === '==' || op === '!=') {
    if (a === BAD || b === BAD) return BAD;
    const x = num(a, false);
    const y = num(b, false);
    // numbers (and numeric text) compare as numbers, anything else as text: '' for nothing, 'true'
    const same = typeof x === 'number' && typeof y === 'number' && typeof a !== 'boolean' && typeof b !== 'boolean' ? x === y : text(a) === text(b);
    return op === '==' ? same : !same;
  }
  const x = num(a, false);
  const y = num(b, false);
  if (x === BAD || y === BAD) return BAD;
  if (x === EMPTY || y === EMPTY) return EMPTY;
  switch (op) {
    case '<': return x < y;
    case '<=': return x <= y;
    case '>': return x > y;
    default: return x >= y;
  }
}

/** The arguments' values with lists spread (sum, min, max, avg). */
function spread(args: Val[]): Scalar[] {
  const out: Scalar[] = [];
  for (const a of args) if (isList(a)) out.push(...a); else out.push(a);
  return out;
}

/** The numbers of min / max / avg: EMPTY skipped; BAD when any is not a number. */
function numbers(args: Val[]): number[] | typeof BAD {
  const out: number[] = [];
  for (const a of spread(args)) {
    const n = num(a, false);
    if (n === BAD) return BAD;
    if (n !== EMPTY) out.push(n);
  }
  return out;
}

type Read = (name: string) => Val;

function call(fn: FunctionName, args: Expr[], read: Read): Val {
  const ev = (e: Expr) => evalExpr(e, read);
  switch (fn) {
    case 'sum': {
      let total = 0;
      for (const a of spread(args.map(ev))) {
        const n = num(a, true);
        if (n === BAD || n === EMPTY) return BAD;
        total += n;
      }
      return finite(total);
    }
    case 'min':
    case 'max':
    case 'avg': {
      const ns = numbers(args.map(ev));
      if (ns === BAD) return BAD;
      if (ns.length === 0) return EMPTY;
      if (fn === 'avg') return finite(ns.reduce((s, n) => s + n, 0) / ns.length);
      return fn === 'min' ? Math.min(...ns) : Math.max(...ns);
    }
    case 'abs': {
      const n = num(ev(args[0]), false);
      return typeof n === 'number' ? Math.abs(n) : n;
    }
    case 'round': {
      const n = num(ev(args[0]), false);
      const d = args[1] === undefined ? 0 : num(ev(args[1]), false);
      if (d === BAD || d === EMPTY || !Number.isInteger(d) || d < FORMULA_LIMITS.precision.min || d > FORMULA_LIMITS.precision.max) return BAD;
      return typeof n === 'number' ? roundTo(n, d) : n;
    }
    case 'if': {
      const c = truth(ev(args[0]));
      if (c === EMPTY || c === BAD) return c;
      return ev(c ? args[1] : args[2]);
    }
    case 'band': {
      // label0 below the first threshold, label_i from threshold i on; thresholds must rise
      const x = num(ev(args[0]), false);
      if (x === EMPTY || x === BAD) return x;
      let chosen = 1;
      let last = -Infinity;
      for (let i = 2; i < args.length; i += 2) {
        const t = num(ev(args[i]), false);
        if (typeof t !== 'number' || t <= last) return BAD;
        last = t;
        if (x >= t) chosen = i + 1;
      }
      return ev(args[chosen]);
    }
  }
}

function evalExpr(e: Expr, read: Read): Val {
  switch (e.k) {
    case 'num':
    case 'str':
    case 'bool':
      return e.k === 'str' ? scalar(e.v) : e.v;
    case 'name':
      return read(e.name);
    case 'neg': {
      const n = num(evalExpr(e.a, read), true);
      return typeof n === 'number' ? (n === 0 ? 0 : -n) : n;
    }
    case 'not': {
      const c = truth(evalExpr(e.a, read));
      return typeof c === 'boolean' ? !c : c;
    }
    case 'cond': {
      const c = truth(evalExpr(e.c, read));
      if (c === EMPTY || c === BAD) return c;
      return evalExpr(c ? e.a : e.b, read);
    }
    case 'call':
      return call(e.fn, e.args, read);
    case 'bin': {
      if (e.op === '&&' || e.op === '||') {
        const a = truth(evalExpr(e.a, read));
        if (a === EMPTY || a === BAD) return a;
        if (e.op === '&&' ? !a : a) return a;
        return truth(evalExpr(e.b, read));
      }
      const a = evalExpr(e.a, read);
      const b = evalExpr(e.b, read);
      return e.op === '+' || e.op === '-' || e.op === '*' || e.op === '/' || e.op === '%' ? arith(e.op, a, b) : compare(e.op, a, b);
    }
  }
}

/** A valid `options.precision` (an integer 0-6, as a number or numeric text), else undefined. */
export function precisionOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const { min, max } = FORMULA_LIMITS.precision;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}

/** Without a precision a number keeps 10 decimal places: 0.1 + 0.2 is 0.3. */
const DEFAULT_PLACES = 10;

/**
 * The stored value of a checked formula: a number (rounded to `precision`), a text, or '' when it cannot be
 * computed (nothing entered yet, text in arithmetic, a division by zero). true / false are stored as 1 / 0.
 * `read` gives a field's value as the data holds it.
 */
export function evaluate(expr: Expr, read: (name: string) => unknown, precision?: number): FormulaValue {
  const v = evalExpr(expr, (name) => fieldValue(read(name)));
  if (isList(v) || v === EMPTY || v === BAD) return '';
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string') return v;
  return Number.isFinite(v) ? roundTo(v, precision ?? DEFAULT_PLACES) : '';
}
