// CSS text into its top-level rules: the style recorders (scripts/gen-style-snapshot.mjs, gen-app-style-snapshot.mjs).

/** Top-level rules of minified CSS (strings and nesting respected). */
export function splitRules(css) {
  const rules = [];
  let depth = 0, start = 0, quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    } else if (c === ';' && depth === 0) {
      // statement at-rules (@import, @layer a, b;)
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}
