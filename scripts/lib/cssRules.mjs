// What the style recorders (scripts/gen-style-snapshot.mjs, gen-app-style-snapshot.mjs) share: the reading of the
// page's cssinjs cache and the splitting of CSS text into its top-level rules.

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

/**
 * Run in the page (`page.evaluate(readStyleCache)`): the cssinjs style entries of the bundle's shared cache
 * (src/modules/shared/sharedStyles.ts), [path, css, order, updateTime], oldest first. A style's effect styles
 * (keyframes, @layer) are taken from the sink's style elements.
 */
export function readStyleCache() {
  const shared = globalThis[Symbol.for('hos.sharedStyles.v1')];
  if (!shared) return [];
  const byMark = new Map(Array.from(shared.sink.querySelectorAll('style'), (s) => [s.getAttribute('data-css-hash'), s.textContent]));
  const out = [];
  for (const [key, [, value]] of shared.cache.cache) {
    if (!key.startsWith('style%')) continue;
    const [styleStr, , effectStyle, clientOnly, order] = value;
    if (clientOnly || typeof styleStr !== 'string' || styleStr === '_FILE_STYLE__') continue;
    if (!Array.isArray(effectStyle) && typeof effectStyle !== 'object') continue;
    let css = styleStr;
    for (const k of Object.keys(effectStyle ?? {})) {
      const text = byMark.get(`_effect-${k}`);
      if (text == null) { css = null; break; }
      css = k.startsWith('@layer') ? text + css : css + text;
    }
    if (css != null) out.push([key.slice('style%'.length).replace(/%/g, '|'), css, order ?? 0, shared.cache.updateTimes.get(key) ?? 0]);
  }
  return out.sort((a, b) => a[3] - b[3]);
}
