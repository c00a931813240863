// README.md and docs/testing.md name the stages of `npm test` as scripts/test-all.mjs runs them (issue 22 §6).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The stage names of scripts/test-all.mjs, in order. */
function stages(): string[] {
  const src = readFileSync('scripts/test-all.mjs', 'utf8');
  const list = src.slice(src.indexOf('const stages = ['), src.indexOf('];', src.indexOf('const stages = [')));
  return [...list.matchAll(/^\s*\['([^']+)',/gm)].map((m) => m[1]);
}

describe('npm test stages in the docs', () => {
  const chain = stages().join(' → ');

  it('scripts/test-all.mjs has its stages', () => {
    expect(stages()).toContain('typecheck');
    expect(stages()).toContain('end-to-end tests');
  });

  it('README.md\'s Scripts table lists them in order', () => {
    const row = readFileSync('README.md', 'utf8').split('\n').find((l) => l.startsWith('| `npm test` |'));
    expect(row, 'README.md has an `npm test` row').toBeTruthy();
    expect(row).toContain(`| ${chain} `);
  });

  it('docs/testing.md lists them in order', () => {
    expect(readFileSync('docs/testing.md', 'utf8').split('\n')).toContain(chain);
  });
});
