// The README's table of seeded accounts says what the seed holds (issue 36 §3: it once put committee01 in a
// "technology committee" the seed does not have, while the account sits in 医务部): every account of the table
// exists with that password, and its "who" names the seeded person and department.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../../demo/server/seed/data.ts';

const README = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
const section = README.slice(README.indexOf('### Seeded accounts'), README.indexOf('\n## ', README.indexOf('### Seeded accounts')));
const rows = [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([^|]+) \|/gm)].map((m) => ({ username: m[1], password: m[2], who: m[3] }));

describe('README seeded accounts', () => {
  it('lists the seeded accounts that have their own password', () => {
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });
  it.each(rows.map((r) => [r.username, r]))('%s: the password, the name and the department are the seed\'s', (_, r) => {
    const u = DEMO_USERS.find((x) => x.username === r.username);
    expect(u, `${r.username} is not seeded`).toBeDefined();
    expect(r.password).toBe(u!.password);
    expect(r.who).toContain(u!.name);
    expect(r.who).toContain(u!.deptName);
  });
});
