// Import boundaries of the layers (architecture.md; issue 12), checked in `npm test`:
//   src/core     imports no UI package and nothing from src/modules or src/elements
//   src/modules  imports nothing from src/elements
//   demo/server  imports from src only the framework-free src/core
//   src/modules and src/elements make no server call of their own: every call goes through a typed API
//   module of src/core/api (issue 12 §1); no use of the runtime's clients (runtime.http.shared / .old /
//   .sys), axios, fetch or XMLHttpRequest there. Handing a client to a core API factory is fine.
// Static and dynamic imports and re-exports are read from the sources; comments are ignored.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const UI_PACKAGES = /^(react|react-dom|antd|lit|@ant-design\/|@dnd-kit\/|@r2wc\/|@lit\/)/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield p;
  }
}

const IMPORT = /(?:^|[^\w.$])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[^\w.$])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^\w.$])import\s+['"]([^'"]+)['"]/gm;
// Strings are read along so that '/*' or '//' inside one (a glob './types/*.tsx', a URL) opens no comment;
// block comments keep their line breaks, so line numbers stay right.
const TOKENS = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const stripComments = (s) => s.replace(TOKENS, (m, str) => (str !== undefined ? str : m.replace(/[^\n]/g, '')));

export function importsOf(source) {
  const out = [];
  for (const m of stripComments(source).matchAll(IMPORT)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

const RULES = [
  {
    dir: 'src/core',
    check(spec, target) {
      if (UI_PACKAGES.test(spec)) return `imports the UI package '${spec}'`;
      if (target?.startsWith('src/modules/') || target?.startsWith('src/elements/')) return `imports '${target}' from an upper layer`;
      return null;
    },
  },
  {
    dir: 'src/modules',
    check: (spec, target) => (target?.startsWith('src/elements/') ? `imports the element '${target}'` : null),
  },
  {
    dir: 'demo/server',
    check(spec, target) {
      if (UI_PACKAGES.test(spec)) return `imports the UI package '${spec}'`;
      if (target?.startsWith('src/') && !target.startsWith('src/core/')) return `imports '${target}' (only src/core is shared with the server)`;
      return null;
    },
  },
];

// a direct server call: a method of the runtime's clients, a request of the renderer's transport with its
// URL (`ctx.http({ url: ... })`), or the browser's own transports
const HTTP_CALL = /\.http\.(?:shared|old)\s*\.\s*(?:get|post|put|delete|patch|request)\s*\(|\.http\.sys\s*\(|\bhttp\s*\(\s*\{\s*url\s*:|\bfetch\s*\(|\bnew\s+XMLHttpRequest\b|\baxios\b/;
const CALLERS = ['src/modules', 'src/elements'];

/** The direct server calls of a source (line numbers from 1), comments ignored. */
export function httpCallsOf(source) {
  const out = [];
  stripComments(source).split('\n').forEach((line, i) => {
    const m = HTTP_CALL.exec(line);
    if (m) out.push({ line: i + 1, call: m[0].trim() });
  });
  return out;
}

export function violations(root = ROOT) {
  const found = [];
  for (const rule of RULES) {
    for (const file of files(join(root, rule.dir))) {
      const rel = relative(root, file).split(sep).join('/');
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)).split(sep).join('/') : undefined;
        const why = rule.check(spec, target);
        if (why) found.push(`${rel}: ${why}`);
      }
    }
  }
  for (const dir of CALLERS) {
    for (const file of files(join(root, dir))) {
      const rel = relative(root, file).split(sep).join('/');
      for (const c of httpCallsOf(readFileSync(file, 'utf8'))) found.push(`${rel}:${c.line}: calls the server directly ('${c.call}'); use a src/core/api module`);
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const found = violations();
  if (found.length) {
    console.error(`import boundaries: ${found.length} violation(s)\n` + found.map((f) => '  ' + f).join('\n'));
    process.exit(1);
  }
  console.log('import boundaries: core, modules and server keep to their layers; server calls only in core');
}
