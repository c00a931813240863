// The import-boundary check of `npm test` (scripts/check-boundaries.mjs) reads every kind of import,
// finds import cycles through any of them, and passes on this tree.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { cyclesOf, edgesOf, httpCallsOf, importCycles, importsOf, violations } from '../../../scripts/check-boundaries.mjs';

type Edge = { spec: string; kind: string };
const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([k, v]) => [k, new Set(v)]));

describe('check-boundaries', () => {
  it('finds static, dynamic, side-effect and re-export imports, not commented ones', () => {
    const src = `import a from 'react';\nimport { b } from "../x.ts";\nexport * from './y.ts';\nimport './z.ts';\nconst m = () => import('antd');\n// import c from 'lit';\n/* import d from '@dnd-kit/core' */`;
    expect(importsOf(src)).toEqual(['react', '../x.ts', './y.ts', './z.ts', 'antd']);
  });
  it('reads a glob or a URL in a string as text, not as the start of a comment', () => {
    const src = "const A = import.meta.glob('./types/*.tsx');\nconst u = 'http://x/y';\nconst b = () => import('./b.tsx'); /* import c from 'lit' */";
    expect(importsOf(src)).toEqual(['./b.tsx']);
  });
  it('finds direct server calls, not calls through a core API or commented ones', () => {
    const src = [
      "const a = await runtime.http.shared.get('/api/v1/menu');",
      "runtime.http.sys('/SYS/SYuser/doQueryPage', p);",
      '/* runtime.http.old.post(x)',
      '*/ const r = await fetch(url);',
      'const api = flowsApi(sharedOf(runtime)); // runtime.http.shared.put(x)',
      'const x = new XMLHttpRequest();',
      'await systemApi(runtime).menuTree();',
      "const body = await ctx.http({ url: '/api/v1/dict/data', method: 'GET' });",
    ].join('\n');
    expect(httpCallsOf(src).map((c: { line: number }) => c.line)).toEqual([1, 2, 4, 6, 8]);
  });
  it('the tree keeps to its layers', () => {
    expect(violations()).toEqual([]);
  });
});

describe('import kinds', () => {
  it('tells type-only imports, which the build erases, from imports that load code', () => {
    const src = [
      "import type { A } from './a.ts';",
      "export type { B } from './b.ts';",
      "export type * from './c.ts';",
      "import { type D, type E as F } from './d.ts';",
      "import {\n  type G,\n  type H,\n} from './g.ts';",
      "import { type I, j } from './i.ts';",
      "import K, { type L } from './k.ts';",
      "import * as M from './m.ts';",
      "export { n } from './n.ts';",
      "import typeface from './o.ts';",
      "import { typed } from './p.ts';",
      "import './q.ts';",
    ].join('\n');
    expect(edgesOf(src).map((e: Edge) => `${e.spec} ${e.kind}`)).toEqual([
      './a.ts type',
      './b.ts type',
      './c.ts type',
      './d.ts type',
      './g.ts type',
      './i.ts static',
      './k.ts static',
      './m.ts static',
      './n.ts static',
      './o.ts static',
      './p.ts static',
      './q.ts static',
    ]);
  });
  it('reads dynamic imports and globs: a lazy glob is lazy, an eager one loads with the importer', () => {
    const src = [
      "const a = () => import('./a.tsx');",
      "const B = import.meta.glob<{ default: ComponentType<Props> }>('./types/*.tsx');",
      "const C = import.meta.glob<{ VIEWS?: V }>('../pages/registry.ts', { eager: true });",
    ].join('\n');
    expect(edgesOf(src).map((e: Edge) => `${e.spec} ${e.kind}`)).toEqual(['./a.tsx dynamic', './types/*.tsx glob', '../pages/registry.ts static']);
  });
});

describe('cycle finder', () => {
  it('finds no cycle in a tree', () => {
    expect(cyclesOf(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });
  it('prints a circle as a path from its first module back to it, and a module importing itself', () => {
    expect(cyclesOf(graph({ a: ['b'], b: ['c'], c: ['a'], d: ['d'], e: ['a'] }))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['d', 'd'],
    ]);
  });
  it('takes the shortest way round, and passes through every module of a tangle', () => {
    // a -> b -> a is the short circle; c and d hang on b by a second one, e on a third
    const found = cyclesOf(graph({ a: ['b', 'x'], b: ['a', 'c'], c: ['d'], d: ['b'], e: ['a'], x: ['e'] }));
    expect(found).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'b', 'c'],
      ['e', 'a', 'x', 'e'],
    ]);
  });
  it('ignores imports of modules outside the graph (packages, files of other folders)', () => {
    expect(cyclesOf(graph({ a: ['react', 'b'], b: ['../elsewhere.ts'] }))).toEqual([]);
  });
  it('walks a chain deeper than the call stack', () => {
    const edges: Record<string, string[]> = {};
    const n = 20000;
    for (let i = 0; i < n; i++) edges[`m${String(i).padStart(5, '0')}`] = [`m${String((i + 1) % n).padStart(5, '0')}`];
    const found = cyclesOf(graph(edges));
    expect(found).toHaveLength(1);
    expect(found[0]).toHaveLength(n + 1);
  });
});

describe('cycles of a source tree', () => {
  let root = '';
  const write = (files: Record<string, string>) => {
    root = mkdtempSync(join(tmpdir(), 'hos-cycles-'));
    for (const dir of ['src/core', 'src/modules', 'src/elements', 'demo/server']) mkdirSync(join(root, dir), { recursive: true });
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('resolves relative imports (with or without extension, folder index) across src and the server', () => {
    write({
      'src/core/a.ts': "import { b } from './b';\nexport const a = 1;",
      'src/core/b/index.ts': "export { c as b } from '../c.ts';",
      'src/core/c.ts': "import { a } from './a.ts';\nexport const c = a;",
      'demo/server/x.ts': "import './y.ts';",
      'demo/server/y.ts': "import { x } from './x.ts';",
    });
    expect(importCycles(root)).toEqual([
      ['demo/server/x.ts', 'demo/server/y.ts', 'demo/server/x.ts'],
      ['src/core/a.ts', 'src/core/b/index.ts', 'src/core/c.ts', 'src/core/a.ts'],
    ]);
    expect(violations(root)).toEqual([
      'import cycle: demo/server/x.ts -> demo/server/y.ts -> demo/server/x.ts',
      'import cycle: src/core/a.ts -> src/core/b/index.ts -> src/core/c.ts -> src/core/a.ts',
    ]);
  });
  it('a circle closed by a type-only import, an import() or a lazy glob counts too', () => {
    write({
      'src/core/types.ts': "import type { Reg } from './registry.ts';\nexport type T = Reg;",
      'src/core/registry.ts': "import { def } from './def.ts';\nexport type Reg = typeof def;",
      'src/core/def.ts': "import type { T } from './types.ts';\nexport const def = 1 as unknown as T;",
      'src/modules/loader.ts': "const load = () => import('./view.tsx');",
      'src/modules/view.tsx': "import { x } from './loader.ts';",
      'src/modules/list.ts': "const VIEWS = import.meta.glob('./views/*.tsx');",
      'src/modules/views/one.tsx': "import './../list.ts';",
    });
    const cycles = [
      ['src/core/def.ts', 'src/core/types.ts', 'src/core/registry.ts', 'src/core/def.ts'],
      ['src/modules/list.ts', 'src/modules/views/one.tsx', 'src/modules/list.ts'],
      ['src/modules/loader.ts', 'src/modules/view.tsx', 'src/modules/loader.ts'],
    ];
    expect(importCycles(root)).toEqual(cycles);
    expect(violations(root)).toEqual(cycles.map((c) => `import cycle: ${c.join(' -> ')}`));
    // the kinds can still be narrowed: only the static edges close none of these
    expect(importCycles(root, ['static'])).toEqual([]);
  });
  it('a module of its own that neither side imports back breaks the circle', () => {
    write({
      'src/core/schema.ts': 'export interface Field<T extends string = string> { type: T }',
      'src/core/types.ts': "import type { Kind } from './registry.ts';\nimport type { Field as F } from './schema.ts';\nexport type Field = F<Kind>;",
      'src/core/registry.ts': "import { def } from './def.ts';\nexport type Kind = typeof def.type;",
      'src/core/def.ts': "import type { Field } from './schema.ts';\nexport const def: Field<'input'> = { type: 'input' };",
    });
    expect(importCycles(root)).toEqual([]);
  });
  it('an eager glob loads with its importer, so its circle counts', () => {
    write({
      'src/modules/shell.ts': "const R = import.meta.glob('./pages/reg*.ts', { eager: true });",
      'src/modules/pages/registry.ts': "import '../shell.ts';",
    });
    expect(importCycles(root)).toEqual([['src/modules/pages/registry.ts', 'src/modules/shell.ts', 'src/modules/pages/registry.ts']]);
  });
  it('this tree has no import cycle', () => {
    expect(importCycles()).toEqual([]);
  });
});
