// Chunks by what loads them (issue 11 §2). On this machine a page pays ~2.5-5 ms for every file it
// fetches, whatever its size (40 module files of 20 KB: 90-180 ms more than one file of 800 KB), and
// rolldown's automatic splitting gave the renderer page 39 files before first paint and the 324-widget
// form ~95 more for its widgets. The build now runs twice (vite.config.ts): the first pass is the
// automatic split; from it every module gets a signature, the set of "roots" that load it:
//   - each entry (a page's first paint: everything the entry file reaches statically), and
//   - each family of the renderer's lazy widget types (what a form using them fetches),
// and the second pass puts the modules of one signature into one chunk. A page or a widget family
// still loads exactly the modules it loaded before, in a handful of files: the renderer page's 39 files
// become 9. Modules loaded only lazily by other pages keep rolldown's automatic split.
import type { OutputChunk } from 'rolldown';

/**
 * The renderer's lazy widget code, by family: a form using one type of a family fetches the family
 * (one file per signature instead of one per antd module). Families group what forms use together
 * (a form with a select usually has dates and numbers); the table-based and the large ones stand alone.
 */
export const WIDGET_FAMILIES: Readonly<Record<string, RegExp>> = {
  fields: /form-renderer[\\/](widgets[\\/](select|datetime|number|misc|divider|cascader)\.tsx|styleSnapshot[\\/](select|date|time|number|rate|switch|slider|divider|cascader)\.json)$/,
  tables: /form-renderer[\\/](widgets[\\/](subform|charge|types[\\/]scoreItem)\.tsx|styleSnapshot[\\/](subform|priceno|pricetable|scoreItem)\.json)$/,
  colour: /form-renderer[\\/](widgets[\\/]color\.tsx|styleSnapshot[\\/]color\.json)$/,
  uploads: /form-renderer[\\/](widgets[\\/]upload\.tsx|styleSnapshot[\\/](file|imgupload)\.json)$/,
  editor: /form-renderer[\\/](widgets[\\/]editor\.tsx|styleSnapshot[\\/]editor\.json)$/,
};

/** Short names of the entries, for chunk file names. */
const SHORT: Record<string, string> = {
  'hos-elements': 'loader',
  'hos-app': 'app',
  'hos-form-renderer': 'renderer',
  'hos-form-designer': 'designer',
  'hos-message-bell': 'bell',
  'hos-password-dialog': 'password',
  'hos-session': 'session',
};

export interface ChunkPlan {
  /** module id -> signature (roots joined by '+'); modules absent keep the automatic split */
  signatureOf: Map<string, string>;
  /** signatures, broadest first */
  signatures: string[];
}

/**
 * The chunks `file` reaches through `next` (its imports), without `file`, in the order they run: the
 * post-order of the import graph. Shared by the plan and by the build's hoisted imports (vite.config.ts).
 */
export function reachOf(file: string, next: (f: string) => Iterable<string>): string[] {
  const order: string[] = [];
  const seen = new Set<string>([file]);
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const d of next(f)) visit(d);
    order.push(f);
  };
  for (const d of next(file)) visit(d);
  return order;
}

type PassOneChunk = Pick<OutputChunk, 'fileName' | 'name' | 'imports' | 'dynamicImports' | 'isEntry' | 'facadeModuleId' | 'moduleIds'>;

/**
 * Signatures from the first pass's chunks. Roots: each entry's first paint, each widget family, and
 * every other lazily imported chunk (with the pages that can load it). Code drawn at first paint by
 * two pages or more is grouped by those pages alone; code one page draws at first is grouped by that
 * page and the other pages that load it later; code only loaded lazily by the lazy roots that load it.
 */
export function planChunks(chunks: readonly PassOneChunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  // another entry is another page: what it loads is its own
  const next = (withLazy: boolean) => (f: string) => {
    const c = byFile.get(f);
    return withLazy ? [...(c?.imports ?? []), ...(c?.dynamicImports ?? []).filter((d) => !byFile.get(d)?.isEntry)] : c?.imports ?? [];
  };
  const closure = (file: string, withLazy = false) => new Set([file, ...reachOf(file, next(withLazy))]);
  // a chunk a lazy import() points at (rolldown does not always mark it a dynamic entry: a module also
  // imported statically elsewhere is not one)
  const familyOf = (c: PassOneChunk) => Object.entries(WIDGET_FAMILIES).find(([, re]) => c.moduleIds.some((id) => re.test(id)))?.[0];
  const pages = new Map<string, { first: Set<string>; all: Set<string> }>();
  const entryModules = new Set<string>();
  for (const c of chunks) {
    if (!c.isEntry) continue;
    pages.set(SHORT[c.name] ?? c.name, { first: closure(c.fileName), all: closure(c.fileName, true) });
    if (c.facadeModuleId) entryModules.add(c.facadeModuleId);
  }
  // lazy roots: a family (its chunks together) or one lazily imported chunk; each with the pages that can load it
  const lazy = new Map<string, { reach: Set<string>; pages: string[] }>();
  const targets = new Set(chunks.flatMap((c) => c.dynamicImports));
  for (const c of chunks) {
    if (!targets.has(c.fileName) || c.isEntry) continue;
    const name = familyOf(c) ?? `lazy:${c.fileName}`;
    const root = lazy.get(name) ?? lazy.set(name, { reach: new Set(), pages: [] }).get(name)!;
    for (const f of closure(c.fileName)) root.reach.add(f);
    for (const [page, p] of pages) if (p.all.has(c.fileName) && !root.pages.includes(page)) root.pages.push(page);
  }
  const signatureOf = new Map<string, string>();
  const count = new Map<string, number>();
  for (const c of chunks) {
    const first = [...pages].filter(([, p]) => p.first.has(c.fileName)).map(([page]) => page);
    const roots = [...lazy].filter(([, r]) => r.reach.has(c.fileName));
    // the widget families that load this module later (none when every page that can load the family
    // draws the module at first anyway): a form fetches no family code it does not draw
    const families = roots.filter(([name, r]) => !name.startsWith('lazy:') && !r.pages.every((p) => first.includes(p))).map(([name]) => name);
    let later: string[];
    if (first.length >= 2) {
      // code two pages draw at first (React, antd, the core): one group per set of such pages and
      // families; another page that loads part of it later loads all of it
      later = families;
    } else if (first.length === 1) {
      // one page's own first-paint code: the pages that load some of it later are told apart too, so
      // that none of them fetches that page's whole code (the app shell's routes, its lazy pages)
      const pages = roots.filter(([name]) => name.startsWith('lazy:')).flatMap(([, r]) => r.pages.filter((p) => !first.includes(p)));
      later = [...families, ...[...new Set(pages)].map((p) => `later-${p}`)];
    } else {
      later = roots.map(([name]) => (name.startsWith('lazy:') ? name.replace(/^lazy:(chunks\/)?|(-[\w-]{8})?\.js$/g, '') : name));
    }
    const sig = [...first, ...later];
    if (!sig.length) continue;
    const key = sig.join('+');
    count.set(key, sig.length);
    // an entry's own module stays in its entry file
    for (const id of c.moduleIds) if (!entryModules.has(id)) signatureOf.set(id, key);
  }
  const signatures = [...count.keys()].sort((a, b) => count.get(b)! - count.get(a)! || a.localeCompare(b));
  return { signatureOf, signatures };
}

/**
 * rolldown groups, one per signature. A group takes the modules its captured ones import too, so the
 * broadest signatures go first (a module's imports are loaded by every root that loads it: their
 * signature is the same or broader, and already taken).
 */
export function chunkGroups(plan: ChunkPlan) {
  return plan.signatures.map((sig, i) => ({
    name: sig.length > 40 ? `shared${sig.split('+').length}` : sig,
    test: (id: string) => plan.signatureOf.get(id) === sig,
    priority: plan.signatures.length - i,
    includeDependenciesRecursively: false,
  }));
}

/** Chunks whose modules do not share one planned signature (the plan did not hold): empty when it did. */
export function planProblems(plan: ChunkPlan, chunks: readonly Pick<OutputChunk, 'fileName' | 'moduleIds'>[]): string[] {
  const out: string[] = [];
  for (const c of chunks) {
    const sigs = new Set(c.moduleIds.map((id) => plan.signatureOf.get(id)).filter((s): s is string => s !== undefined));
    if (sigs.size > 1) out.push(`${c.fileName}: ${[...sigs].join(' | ')}`);
  }
  return out;
}
