// Rule patterns have two spellings (form-format.md runtime rule 2; upstream-form-making.md section 1.2):
// documents saved before 2021-09 hold regex literals (`/^\d{6}$/`, evaluated with eval upstream),
// later ones a bare source (`^\d{6}$`, compiled with new RegExp). Both are read here without eval.

export type CompiledPattern = { regex: RegExp; error?: undefined } | { error: string; regex?: undefined };

const VALID_FLAGS = /^[dgimsuyv]*$/;
const cache = new Map<string, CompiledPattern>();

function compile(p: string): CompiledPattern {
  let source = p;
  let flags = '';
  const last = p.lastIndexOf('/');
  if (p.length >= 2 && p[0] === '/' && last > 0) {
    const tail = p.slice(last + 1);
    // Only a valid flag tail makes it a literal; `/api/v1` stays a bare source with slashes in it.
    if (VALID_FLAGS.test(tail)) {
      if (new Set(tail).size !== tail.length) return { error: `Invalid regular expression flags '${tail}' in ${p}` };
      source = p.slice(1, last);
      flags = tail;
    }
  }
  try {
    return { regex: new RegExp(source, flags) };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Compiles a stored pattern: bare source -> `new RegExp(src)`, `/src/flags` -> that literal.
 * Never throws; an invalid pattern gives `{ error }` in plain words. Results are cached by text
 * (the regex is shared: callers reset `lastIndex` before `test` when using the `g` or `y` flag).
 */
export function compilePattern(p: string | RegExp): CompiledPattern {
  if (p instanceof RegExp) return { regex: p };
  if (typeof p !== 'string') return { error: `A pattern must be text, got ${typeof p}` };
  let hit = cache.get(p);
  if (!hit) {
    hit = compile(p);
    if (cache.size > 2000) cache.clear();
    cache.set(p, hit);
  }
  return hit;
}

/** Tests a value the way async-validator does (`regex.test(value)`, value coerced to text). */
export function testPattern(regex: RegExp, value: unknown): boolean {
  regex.lastIndex = 0;
  return regex.test(value as string);
}
