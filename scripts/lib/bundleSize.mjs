// What a page downloads before an element first paints: its entry file and every chunk that file imports
// statically, transitively (lazy `import()` chunks are left out: they load on demand). Shared by the size
// budgets (scripts/size.mjs) and the renderer benchmark.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export function staticClosure(entry) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    const re = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["']/g;
    for (const m of src.matchAll(re)) walk(resolve(dirname(file), m[1]));
  };
  walk(entry);
  return [...seen];
}

/** Every file a page may ever load from `entry`: its static closure plus every lazy `import()` chunk, transitively. */
export function reachableClosure(entry) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const src = readFileSync(file, 'utf8');
    const re = /(?:(?:^|[;}\n])\s*(?:import|export)\s*(?:[^'"()]*?from\s*)?["'](\.[^"']+)["'])|(?:import\(\s*[`'"](\.[^`'"]+)[`'"]\s*\))/g;
    for (const m of src.matchAll(re)) walk(resolve(dirname(file), m[1] ?? m[2]));
  };
  walk(entry);
  return [...seen];
}

/** gzip (level 9) and raw bytes of the static closure of `entry`. */
export function pageSize(entry) {
  const files = staticClosure(entry);
  return {
    files,
    gzip: files.reduce((n, f) => n + gzipSync(readFileSync(f), { level: 9 }).length, 0),
    raw: files.reduce((n, f) => n + statSync(f).size, 0),
  };
}
