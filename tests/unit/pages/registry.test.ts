// The shell renders VIEWS[note] for every menu route: every page note of the server's seed has a
// lazy view here, except the shell's own views.
import { describe, expect, it } from 'vitest';
import { MENU_TREE, type MenuSeed } from '../../../demo/server/seed/menus.ts';
import { VIEWS } from '../../../src/modules/pages/registry.ts';

const SHELL_VIEWS = ['dashboard', 'profile/index'];

function notes(list: MenuSeed[]): string[] {
  return list.flatMap((m) => [...(m.children?.length ? [] : [m.note ?? m.route.slice(1)]), ...notes(m.children ?? [])]);
}

describe('view registry', () => {
  const seeded = Object.values(MENU_TREE).flatMap(notes).filter((n) => n !== 'Layout');

  it('has a view for every page note of the seed (the shell owns dashboard and profile)', () => {
    const missing = seeded.filter((n) => !SHELL_VIEWS.includes(n) && !(n in VIEWS));
    expect(missing).toEqual([]);
    expect(seeded.length).toBeGreaterThan(30);
  });

  it('registers no shell view and nothing the seed does not know', () => {
    for (const key of Object.keys(VIEWS)) {
      expect(SHELL_VIEWS).not.toContain(key);
      expect(seeded).toContain(key);
    }
  });

  it('every view is lazy (loaded on demand)', () => {
    for (const [key, v] of Object.entries(VIEWS)) {
      const lazy = v as unknown as { $$typeof: symbol };
      expect(String(lazy.$$typeof), key).toBe('Symbol(react.lazy)');
    }
  });
});
