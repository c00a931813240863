// The import-boundary check of `npm test` (scripts/check-boundaries.mjs) reads every kind of import and
// passes on this tree.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { importsOf, violations } from '../../../scripts/check-boundaries.mjs';

describe('check-boundaries', () => {
  it('finds static, dynamic, side-effect and re-export imports, not commented ones', () => {
    const src = `import a from 'react';\nimport { b } from "../x.ts";\nexport * from './y.ts';\nimport './z.ts';\nconst m = () => import('antd');\n// import c from 'lit';\n/* import d from '@dnd-kit/core' */`;
    expect(importsOf(src)).toEqual(['react', '../x.ts', './y.ts', './z.ts', 'antd']);
  });
  it('the tree keeps to its layers', () => {
    expect(violations()).toEqual([]);
  });
});
