// The import-boundary check of `npm test` (scripts/check-boundaries.mjs) reads every kind of import and
// passes on this tree.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { httpCallsOf, importsOf, violations } from '../../../scripts/check-boundaries.mjs';

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
