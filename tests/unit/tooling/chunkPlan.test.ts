// The build's chunk plan (scripts/lib/chunkPlan.ts): signatures from a first pass's chunks.
import { describe, expect, it } from 'vitest';
import { chunkGroups, planChunks, planProblems } from '../../../scripts/lib/chunkPlan.ts';

type Chunk = Parameters<typeof planChunks>[0][number];
const chunk = (fileName: string, moduleIds: string[], o: Partial<Chunk> = {}): Chunk =>
  ({ fileName, name: fileName.replace(/\.js$/, ''), moduleIds, imports: [], dynamicImports: [], isEntry: false, facadeModuleId: null, ...o }) as Chunk;

const SELECT = '/p/src/modules/form-renderer/widgets/select.tsx';
// a first pass: renderer and app pages share react; antd's select is drawn at first by the app only and
// lazily by the renderer's select widget; the app lazily opens a dashboard
const FIRST_PASS: Chunk[] = [
  chunk('hos-form-renderer.js', ['/p/src/elements/form-renderer/index.ts', '/p/renderer-core.ts'], { isEntry: true, facadeModuleId: '/p/src/elements/form-renderer/index.ts', imports: ['react.js'], dynamicImports: ['select.js'] }),
  chunk('hos-app.js', ['/p/src/elements/app/index.ts', '/p/shell.ts'], { isEntry: true, facadeModuleId: '/p/src/elements/app/index.ts', imports: ['react.js', 'antd-select.js', 'routes.js'], dynamicImports: ['dashboard.js'] }),
  chunk('react.js', ['/p/node_modules/react/index.js', '/p/node_modules/react-dom/index.js']),
  chunk('antd-select.js', ['/p/node_modules/antd/es/select/index.js'], { imports: ['react.js'] }),
  chunk('routes.js', ['/p/src/core/routing/index.ts'], { imports: ['react.js'] }),
  chunk('select.js', [SELECT, '/p/src/modules/form-renderer/styleSnapshot/select.json'], { imports: ['antd-select.js', 'react.js'] }),
  chunk('dashboard.js', ['/p/src/pages/Dashboard.tsx'], { imports: ['routes.js', 'react.js'] }),
];

describe('chunk plan', () => {
  const plan = planChunks(FIRST_PASS);
  const sig = (id: string) => plan.signatureOf.get(id);

  it('groups first-paint code by the pages that draw it, and keeps an entry module in its entry file', () => {
    expect(sig('/p/node_modules/react/index.js')).toBe('renderer+app');
    expect(sig('/p/node_modules/react-dom/index.js')).toBe('renderer+app');
    expect(sig('/p/renderer-core.ts')).toBe('renderer');
    expect(sig('/p/src/elements/form-renderer/index.ts')).toBeUndefined();
  });

  it('tells apart one page\'s first-paint code that a widget family loads later: a form does not fetch the app', () => {
    expect(sig('/p/node_modules/antd/es/select/index.js')).toBe('app+fields');
    expect(sig('/p/src/core/routing/index.ts')).toBe('app');
    expect(sig(SELECT)).toBe('fields');
    expect(sig('/p/src/modules/form-renderer/styleSnapshot/select.json')).toBe('fields');
  });

  it('leaves out a lazy root every page of which draws the module at first (the app\'s dashboard)', () => {
    expect(sig('/p/src/pages/Dashboard.tsx')).toBe('dashboard');
    // the routes the dashboard needs are the app's first paint: no group of their own
    expect(sig('/p/src/core/routing/index.ts')).toBe('app');
    // broadest first: the two-root signatures before the one-root ones
    expect(plan.signatures.slice(0, 2).sort()).toEqual(['app+fields', 'renderer+app']);
  });

  it('makes one group per signature, broadest first, taking only its own modules', () => {
    const groups = chunkGroups(plan);
    expect(groups.map((g) => g.name)).toEqual(plan.signatures);
    expect(groups[0].priority).toBeGreaterThan(groups[groups.length - 1].priority);
    expect(groups.every((g) => g.includeDependenciesRecursively === false)).toBe(true);
    const fields = groups.find((g) => g.name === 'fields')!;
    expect(fields.test(SELECT)).toBe(true);
    expect(fields.test('/p/node_modules/antd/es/select/index.js')).toBe(false);
  });

  it('finds a second-pass chunk that mixes signatures', () => {
    expect(planProblems(plan, [{ fileName: 'ok.js', moduleIds: [SELECT, '/p/unplanned.js'] }])).toEqual([]);
    expect(planProblems(plan, [{ fileName: 'mixed.js', moduleIds: [SELECT, '/p/src/core/routing/index.ts'] }])).toEqual(['mixed.js: fields | app']);
  });
});
