// Parsing a formula: the limits first (length, then a linear scan for bracket depth and for what the
// language refuses outright: assignment, object literals, template strings), then jsep (an expression
// parser that builds a syntax tree and never evaluates, https://github.com/EricSmekens/jsep), then a
// whitelist walk that turns jsep's tree into our own small one. Whatever jsep accepts that is not in the
// language (member access, `this`, arrays, `===`, `**`, `??`, bit operators, unary `+` and `~`, several
// expressions, `new`) is refused there, named. jsep's global configuration is never changed: the
// whitelist is ours, so a plugin someone registers cannot widen the language.
import jsep from 'jsep';
import { FORMULA_LIMITS } from './limits';
import type { ForbiddenConstruct, FormulaProblem } from './types';
import type { BinaryOp, Expr } from './ast';
import { FUNCTIONS, isFunctionName } from './functions';

const BINARY: ReadonlySet<string> = new Set<BinaryOp>(['+', '-', '*', '/', '%', '<', '<=', '>', '>=', '==', '!=', '&&', '||']);

/** Names that reach an object's machinery in JavaScript: refused whatever the form holds. */
export const FORBIDDEN_NAMES: ReadonlySet<string> = new Set(['constructor', '__proto__', 'prototype']);
/** JavaScript words jsep reads as names; a formula has no use for them. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'new', 'typeof', 'void', 'delete', 'in', 'instanceof', 'function', 'return', 'var', 'let', 'const', 'await', 'yield',
  'import', 'export', 'class', 'super', 'this', 'undefined', 'null',
]);

export interface Parsed {
  /** the tree, when the formula parsed and holds nothing the language refuses */
  expr?: Expr;
  /** the field names it reads, in order of appearance */
  names: string[];
  problems: FormulaProblem[];
}

const problem = (code: FormulaProblem['code'], params: FormulaProblem['params'] = {}): FormulaProblem => ({ code, params });
const forbidden = (construct: ForbiddenConstruct, params: FormulaProblem['params'] = {}) => problem('forbidden', { construct, ...params });

/**
 * One pass over the text, strings skipped: the deepest bracket nesting, and the first character the
 * language refuses before any parsing (jsep would only say "Unexpected", or parse `{}` with a plugin).
 */
function scan(source: string): FormulaProblem | null {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'") {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (c === '(' || c === '[') {
      if (++depth > FORMULA_LIMITS.depth) return problem('tooDeep', { max: FORMULA_LIMITS.depth });
    } else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === '{' || c === '}') return forbidden('object');
    else if (c === '`') return forbidden('template');
    else if (c === '=') {
      // == and != (and === / !==, refused later as operators), <= and >= are comparisons; any other = assigns
      const prev = source[i - 1];
      if (source[i + 1] === '=') {
        i += source[i + 2] === '=' ? 2 : 1;
        continue;
      }
      if (prev !== '<' && prev !== '>' && prev !== '!') return forbidden('assignment');
    }
  }
  return null;
}

/** Nodes of jsep's tree, counted without recursion (the tree of a 1000-character text may be 500 deep). */
function countNodes(root: jsep.Expression): number {
  let n = 0;
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (++n > FORMULA_LIMITS.nodes) return n;
    for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') stack.push(v);
  }
  return n;
}

/**
 * The nesting depth: brackets of a call, a unary operator, a conditional each add a level; a chain of
 * binary operators (`a + b + c`, parsed left-deep) is one level, so a long sum is not "deep".
 * Called only on trees of at most FORMULA_LIMITS.nodes nodes.
 */
function depthOf(node: jsep.Expression): number {
  switch (node.type) {
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      const left = b.left.type === 'BinaryExpression' ? depthOf(b.left) : depthOf(b.left) + 1;
      return Math.max(left, depthOf(b.right) + 1);
    }
    case 'UnaryExpression':
      return depthOf((node as jsep.UnaryExpression).argument) + 1;
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return Math.max(depthOf(c.test), depthOf(c.consequent), depthOf(c.alternate)) + 1;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      return Math.max(depthOf(c.callee), ...c.arguments.map(depthOf)) + 1;
    }
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      return Math.max(depthOf(m.object), depthOf(m.property)) + 1;
    }
    case 'ArrayExpression':
      return Math.max(0, ...(node as jsep.ArrayExpression).elements.map((e) => (e ? depthOf(e) : 0))) + 1;
    case 'Compound':
      return Math.max(0, ...(node as jsep.Compound).body.map(depthOf)) + 1;
    case 'SequenceExpression':
      return Math.max(0, ...(node as jsep.SequenceExpression).expressions.map(depthOf)) + 1;
    default:
      return 1;
  }
}

/** jsep's tree -> ours, or the problems of whatever is not in the language (all of them, each once). */
function convert(root: jsep.Expression, text: string, problems: FormulaProblem[], names: string[]): Expr | undefined {
  const seen = new Set<string>();
  const report = (p: FormulaProblem) => {
    const id = `${p.code}:${JSON.stringify(p.params)}`;
    if (!seen.has(id)) {
      seen.add(id);
      problems.push(p);
    }
  };
  const nameProblem = (name: string): FormulaProblem | null => {
    if (FORBIDDEN_NAMES.has(name)) return problem('forbiddenName', { name });
    if (name === 'new') return forbidden('new');
    if (name === 'this') return forbidden('this');
    if (name === 'null') return forbidden('null');
    if (KEYWORDS.has(name)) return forbidden('keyword', { name });
    return null;
  };

  const walk = (node: jsep.Expression): Expr | undefined => {
    switch (node.type) {
      case 'Literal': {
        const v = (node as jsep.Literal).value;
        if (typeof v === 'number') {
          // 1e999 reads as Infinity: not a number the language computes with
          const raw = String((node as jsep.Literal).raw);
          return Number.isFinite(v) ? { k: 'num', v } : void report(problem('syntax', { at: text.indexOf(raw) + 1, near: raw.slice(0, 12) }));
        }
        if (typeof v === 'string') return { k: 'str', v };
        if (typeof v === 'boolean') return { k: 'bool', v };
        if (v === null) return void report(forbidden('null'));
        return void report(forbidden('other'));
      }
      case 'Identifier': {
        const name = (node as jsep.Identifier).name;
        const bad = nameProblem(name);
        if (bad) return void report(bad);
        if (!names.includes(name)) names.push(name);
        return { k: 'name', name };
      }
      case 'UnaryExpression': {
        const u = node as jsep.UnaryExpression;
        const a = walk(u.argument);
        if (u.operator !== '-' && u.operator !== '!') return void report(problem('operator', { op: u.operator }));
        return a && { k: u.operator === '-' ? 'neg' : 'not', a };
      }
      case 'BinaryExpression': {
        const b = node as jsep.BinaryExpression;
        const a = walk(b.left);
        const c = walk(b.right);
        if (!BINARY.has(b.operator)) return void report(problem('operator', { op: b.operator }));
        return a && c && { k: 'bin', op: b.operator as BinaryOp, a, b: c };
      }
      case 'ConditionalExpression': {
        const t = node as jsep.ConditionalExpression;
        const c = walk(t.test);
        const a = walk(t.consequent);
        const b = walk(t.alternate);
        return c && a && b && { k: 'cond', c, a, b };
      }
      case 'CallExpression': {
        const call = node as jsep.CallExpression;
        const args = call.arguments.map(walk);
        if (call.callee.type !== 'Identifier') {
          // `a.b()`, `f()()`: only the language's functions are called, by their name (what the callee holds first)
          walk(call.callee);
          if (call.callee.type !== 'MemberExpression') report(forbidden('call'));
          return undefined;
        }
        const fn = (call.callee as jsep.Identifier).name;
        const bad = nameProblem(fn);
        if (bad) return void report(bad);
        if (!isFunctionName(fn)) return void report(problem('unknownFunction', { name: fn }));
        const arity = FUNCTIONS[fn].arity(args.length);
        if (arity) report(arity);
        if (args.some((a) => !a) || arity) return undefined;
        const ok = args as Expr[];
        const more = FUNCTIONS[fn].check?.(ok);
        if (more) return void report(more);
        return { k: 'call', fn, args: ok };
      }
      case 'MemberExpression': {
        // the names on either side are still looked at: `a.constructor` says member access, `constructor.x` both
        const m = node as jsep.MemberExpression;
        report(forbidden('member'));
        for (const side of [m.object, m.property]) {
          const name = side.type === 'Identifier' ? (side as jsep.Identifier).name : side.type === 'Literal' ? (side as jsep.Literal).value : undefined;
          if (typeof name === 'string' && FORBIDDEN_NAMES.has(name)) report(problem('forbiddenName', { name }));
        }
        if (m.object.type !== 'Identifier') walk(m.object);
        return undefined;
      }
      case 'ThisExpression':
        return void report(forbidden('this'));
      case 'ArrayExpression':
        return void report(forbidden('array'));
      case 'Compound':
      case 'SequenceExpression': {
        const parts = node.type === 'Compound' ? (node as jsep.Compound).body : (node as jsep.SequenceExpression).expressions;
        const word = parts.find((p) => p.type === 'Identifier' && KEYWORDS.has((p as jsep.Identifier).name)) as jsep.Identifier | undefined;
        if (word) return void report(nameProblem(word.name)!);
        return void report(forbidden('compound'));
      }
      default:
        return void report(forbidden('other'));
    }
  };
  return walk(root);
}

/** The checked tree of a formula, or its problems. Never throws; linear in the text up to the limits. */
export function parseFormula(source: unknown): Parsed {
  const names: string[] = [];
  const text = typeof source === 'string' ? source : '';
  if (text.length > FORMULA_LIMITS.length) return { names, problems: [problem('tooLong', { max: FORMULA_LIMITS.length, length: text.length })] };
  if (text.trim() === '') return { names, problems: [problem('empty')] };
  const early = scan(text);
  if (early) return { names, problems: [early] };
  let tree: jsep.Expression;
  try {
    tree = jsep(text);
  } catch (e) {
    if (e instanceof RangeError) return { names, problems: [problem('tooDeep', { max: FORMULA_LIMITS.depth })] };
    const index = typeof (e as { index?: unknown }).index === 'number' ? (e as { index: number }).index : text.length;
    if (index >= text.trimEnd().length) return { names, problems: [problem('incomplete')] };
    return { names, problems: [problem('syntax', { at: index + 1, near: text.slice(index, index + 12) })] };
  }
  if (countNodes(tree) > FORMULA_LIMITS.nodes) return { names, problems: [problem('tooManyNodes', { max: FORMULA_LIMITS.nodes })] };
  if (depthOf(tree) > FORMULA_LIMITS.depth) return { names, problems: [problem('tooDeep', { max: FORMULA_LIMITS.depth })] };
  const problems: FormulaProblem[] = [];
  const expr = convert(tree, text, problems, names);
  return problems.length ? { names, problems } : { expr, names, problems };
}
