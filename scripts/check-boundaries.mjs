// Import boundaries of the layers (architecture.md; issue 12), checked in `npm test`:
//   src/core     imports no UI package and nothing from src/modules or src/elements
//   src/modules  imports nothing from src/elements
//   demo/server  imports from src only the framework-free src/core
//   src/modules and src/elements make no server call of their own: every call goes through a typed API
//   module of src/core/api (issue 12 §1); no use of the runtime's clients (runtime.http.shared / .old /
//   .sys), axios, fetch or XMLHttpRequest there. Handing a client to a core API factory is fine.
//   no import cycle among the modules of src/** and demo/server/** (issue 22 §8). A cycle makes the
//   evaluation order depend on which of its modules is reached first (a value read at load time can be
//   undefined) and binds the modules on it into one piece. Every import is an edge of the cycle finder,
//   whatever its kind: a static import (`import x from`, `import './x'`), a re-export (`export ... from`),
//   a type-only import or re-export (`import type`, `export type`, braces naming only types), a dynamic
//   `import()` and an `import.meta.glob`, lazy or eager. A type-only edge is erased by the build and a
//   lazy one loads its target after the importer has run, but a circle through them still ties the
//   modules on it together (the contract types to the registry they describe, a loader to what it
//   loads): the piece that both sides need belongs in a module of its own that neither imports back,
//   and a view a lazily loaded module must draw without importing its loader is handed to it (a
//   React context, a prop). Each cycle is printed as a path `a -> b -> ... -> a`; where cycles share
//   modules, as many paths as it takes to pass through every module of the tangle.
// Imports, re-exports, dynamic imports and globs are read from the sources; comments are ignored.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const UI_PACKAGES = /^(react|react-dom|antd|lit|@ant-design\/|@dnd-kit\/|@r2wc\/|@lit\/)/;
/** packages for the server only (issue 33 §1: the LDAP client): never imported under src/, so never bundled */
const SERVER_ONLY = /^(ldapts)(\/|$)/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield p;
  }
}

const IMPORT =
  /(?:^|[^\w.$])(?:import|export)\s([^'"`;]*?)from\s*['"]([^'"]+)['"]|(?:^|[^\w.$])import\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[^\w.$])import\s+['"]([^'"]+)['"]|\bimport\.meta\.glob\s*(?:<(?:[^<>]|<[^<>]*>)*>)?\s*\(\s*['"]([^'"]+)['"]\s*(,[^)]*)?\)/gm;
// Strings are read along so that '/*' or '//' inside one (a glob './types/*.tsx', a URL) opens no comment;
// block comments keep their line breaks, so line numbers stay right.
const TOKENS = /("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const stripComments = (s) => s.replace(TOKENS, (m, str) => (str !== undefined ? str : m.replace(/[^\n]/g, '')));

// braces naming only types: `{ type A, type B as C }`
const TYPE_NAME = String.raw`type\s+[\w$]+(?:\s+as\s+[\w$]+)?`;
const TYPES_ONLY = new RegExp(String.raw`^(?:type\b|\{\s*${TYPE_NAME}(?:\s*,\s*${TYPE_NAME})*\s*,?\s*\})`);

/**
 * Every import of a source: its specifier (a glob's pattern) and kind: 'static' (import, side-effect
 * import, re-export, eager glob), 'type' (erased by the build), 'dynamic' (`import()`) or 'glob' (a lazy
 * `import.meta.glob`). Comments are ignored.
 */
export function edgesOf(source) {
  const out = [];
  for (const m of stripComments(source).matchAll(IMPORT)) {
    if (m[2] !== undefined) out.push({ spec: m[2], kind: TYPES_ONLY.test(m[1].trim()) ? 'type' : 'static' });
    else if (m[3] !== undefined) out.push({ spec: m[3], kind: 'dynamic' });
    else if (m[4] !== undefined) out.push({ spec: m[4], kind: 'static' });
    else out.push({ spec: m[5], kind: /\beager\s*:\s*true\b/.test(m[6] ?? '') ? 'static' : 'glob', glob: true });
  }
  return out;
}

/** The specifiers of a source's imports, re-exports and dynamic imports (globs aside). */
export function importsOf(source) {
  return edgesOf(source)
    .filter((e) => !e.glob)
    .map((e) => e.spec);
}

const toRel = (root, p) => relative(root, p).split(sep).join('/');
const SUFFIXES = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The files (relative to root) a relative specifier or glob of `file` names; none for a package. */
function targetsOf(root, file, edge) {
  if (!edge.spec.startsWith('.')) return [];
  const abs = resolve(dirname(file), edge.spec);
  if (edge.glob) {
    const dir = dirname(abs);
    if (!existsSync(dir)) return [];
    const name = abs.slice(dir.length + 1);
    const re = new RegExp('^' + name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '$');
    return readdirSync(dir)
      .filter((n) => re.test(n))
      .map((n) => toRel(root, join(dir, n)));
  }
  for (const suffix of SUFFIXES) {
    if (existsSync(abs + suffix) && statSync(abs + suffix).isFile()) return [toRel(root, abs + suffix)];
  }
  return [];
}

const CYCLE_DIRS = ['src', 'demo/server'];
const EVERY_EDGE = ['static', 'type', 'dynamic', 'glob'];
/** The import kinds (edgesOf) that close a cycle: all of them. */
const COUNTED_EDGES = EVERY_EDGE;

/** The import graph of the sources under `dirs`: each file (relative to root) -> the files it imports by an edge of `kinds`. */
export function importGraph(root = ROOT, { dirs = CYCLE_DIRS, kinds = COUNTED_EDGES } = {}) {
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of files(join(root, dir))) {
      const next = new Set();
      for (const edge of edgesOf(readFileSync(file, 'utf8'))) {
        if (kinds.includes(edge.kind)) for (const t of targetsOf(root, file, edge)) next.add(t);
      }
      graph.set(toRel(root, file), next);
    }
  }
  return graph;
}

/**
 * The cycles of a graph (node -> the nodes it imports), each a path [a, b, ..., a]. Per tangle (a
 * strongly connected set of nodes): a shortest cycle through its first node, then one through each node
 * no path has passed yet, so every node of the tangle is shown on a path.
 */
export function cyclesOf(graph) {
  const next = (n) => [...(graph.get(n) ?? [])].filter((t) => graph.has(t)).sort();
  const tangles = [];
  // Tarjan's strongly connected components, iterative: a long import chain must not overflow the stack
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const visit = (n) => {
    index.set(n, index.size);
    low.set(n, index.get(n));
    stack.push(n);
    onStack.add(n);
    return { n, out: next(n), i: 0 };
  };
  for (const start of [...graph.keys()].sort()) {
    if (index.has(start)) continue;
    const work = [visit(start)];
    while (work.length) {
      const top = work[work.length - 1];
      if (top.i < top.out.length) {
        const w = top.out[top.i++];
        if (!index.has(w)) work.push(visit(w));
        else if (onStack.has(w)) low.set(top.n, Math.min(low.get(top.n), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].n;
        low.set(parent, Math.min(low.get(parent), low.get(top.n)));
      }
      if (low.get(top.n) !== index.get(top.n)) continue;
      const tangle = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        tangle.push(w);
      } while (w !== top.n);
      if (tangle.length > 1 || top.out.includes(top.n)) tangles.push(tangle.sort());
    }
  }
  const cycles = [];
  for (const tangle of tangles.sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const inTangle = new Set(tangle);
    const shown = new Set();
    for (const from of tangle) {
      if (shown.has(from)) continue;
      // breadth first from `from` until an edge leads back to it
      const prev = new Map();
      const queue = [from];
      let last;
      for (let i = 0; i < queue.length && last === undefined; i++) {
        for (const w of next(queue[i])) {
          if (w === from) {
            last = queue[i];
            break;
          }
          if (inTangle.has(w) && !prev.has(w)) {
            prev.set(w, queue[i]);
            queue.push(w);
          }
        }
      }
      const back = [];
      for (let n = last; n !== from; n = prev.get(n)) back.push(n);
      const cycle = [from, ...back.reverse(), from];
      for (const n of cycle) shown.add(n);
      cycles.push(cycle);
    }
  }
  return cycles;
}

/** The import cycles of the tree (src/** and demo/server/**), each as a path; `kinds`: the edges that count. */
export function importCycles(root = ROOT, kinds = COUNTED_EDGES) {
  return cyclesOf(importGraph(root, { kinds }));
}

const RULES = [
  {
    dir: 'src/core',
    check(spec, target) {
      if (UI_PACKAGES.test(spec)) return `imports the UI package '${spec}'`;
      if (SERVER_ONLY.test(spec)) return `imports the server-only package '${spec}'`;
      if (target?.startsWith('src/modules/') || target?.startsWith('src/elements/')) return `imports '${target}' from an upper layer`;
      return null;
    },
  },
  {
    dir: 'src/modules',
    check: (spec, target) => (target?.startsWith('src/elements/') ? `imports the element '${target}'`
      : SERVER_ONLY.test(spec) ? `imports the server-only package '${spec}'` : null),
  },
  {
    dir: 'src/elements',
    check: (spec) => (SERVER_ONLY.test(spec) ? `imports the server-only package '${spec}'` : null),
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
  for (const cycle of importCycles(root)) found.push(`import cycle: ${cycle.join(' -> ')}`);
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const found = violations();
  if (found.length) {
    console.error(`import boundaries: ${found.length} violation(s)\n` + found.map((f) => '  ' + f).join('\n'));
    process.exit(1);
  }
  console.log('import boundaries: core, modules and server keep to their layers; server calls only in core; no import cycle');
}
