// The docs describe what the seed does (issue 22 §6): docs/api.md's menu table is the seed's menu rows,
// and every department the seed names anywhere exists in the seeded department tree.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menuRows, menuTableMarkdown } from '../../demo/server/seed/menus.ts';
import { DEMO_USERS, DEPT_HEADS, DEPT_TREE, notices, OTHER_USERS, ROLES, TECH, type DeptSeed } from '../../demo/server/seed/data.ts';

const ROLE_ORDER = ROLES.map((r) => r.roleKey);

/** The markdown table that follows the "## Menus (seed)" heading of docs/api.md. */
function docsMenuTable(): string {
  const lines = readFileSync('docs/api.md', 'utf8').split('\n');
  const heading = lines.indexOf('## Menus (seed)');
  expect(heading, 'docs/api.md has a "## Menus (seed)" section').toBeGreaterThan(0);
  const start = lines.findIndex((l, i) => i > heading && l.startsWith('| id |'));
  let end = start;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  return lines.slice(start, end).join('\n');
}

describe('docs/api.md', () => {
  it('lists every seeded menu entry exactly as the seed inserts it', () => {
    const expected = menuTableMarkdown(ROLE_ORDER);
    // on failure: paste the expected table into docs/api.md
    expect(docsMenuTable(), `docs/api.md's menu table differs from demo/server/seed/menus.ts; it should read:\n${expected}\n`).toBe(expected);
    expect(docsMenuTable().split('\n').length - 2).toBe(menuRows(ROLE_ORDER).length);
  });
});

describe('seeded departments', () => {
  const names = new Set<string>();
  const walk = (d: DeptSeed) => { names.add(d.name); d.children?.forEach(walk); };
  walk(DEPT_TREE);

  it('every department named in the seed is in the department tree', () => {
    const named = new Set([
      ...[...DEMO_USERS, ...OTHER_USERS].map((u) => u.deptName), ...Object.keys(DEPT_HEADS), ...TECH.map((t) => t.dept),
      ...notices(Date.now()).map(([, , , publisher]) => publisher),
    ]);
    expect([...named].filter((n) => !names.has(n))).toEqual([]);
    for (const n of ['血液科', '肿瘤科', '神经外科', '院感办']) expect(names.has(n), n).toBe(true);
  });
});
