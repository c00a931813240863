// Menu lists as the reference server sends them, built from its seed (demo/server/seed/menus.ts):
// children inherit their directory's roles; a directory is granted when one of its entries is.
import { MENU_TREE, type MenuSeed } from '../../../demo/server/seed/menus.ts';
import type { MenuItem } from '../../../src/core/session/types.ts';

interface Row extends MenuItem {
  grants: string[];
}

function flatten(): Row[] {
  const rows: Row[] = [];
  let id = 0;
  const walk = (list: MenuSeed[], mid: string, parent: number, inherited: string[]) => {
    list.forEach((m, i) => {
      const own = m.roles ?? inherited;
      const row: Row = {
        id: ++id,
        menuRoute: m.route,
        note: m.children ? 'Layout' : (m.note ?? m.route.slice(1)),
        exclusiveFG: m.hidden ? 1 : 0,
        menuDisp: m.disp,
        sysModule: mid,
        mid,
        menuLogo: m.logo,
        menuType: m.children ? 'D' : 'F',
        parentMenuID: parent,
        orderNum: (i + 1) * 10,
        grants: own,
      };
      rows.push(row);
      if (m.children) walk(m.children, mid, row.id as number, own);
    });
  };
  for (const [mid, list] of Object.entries(MENU_TREE)) walk(list, mid, 0, []);
  // directories reach every role granted one of their entries
  for (const r of [...rows].reverse()) {
    if (r.menuType !== 'D') continue;
    const kids = rows.filter((c) => c.parentMenuID === r.id);
    r.grants = [...new Set([...r.grants, ...kids.flatMap((k) => k.grants)])];
  }
  return rows;
}

const ROWS = flatten();

export const USERS: Record<string, string[]> = {
  admin: ['System', 'qualityOfficer'],
  nurse01: ['nurse'],
  approver01: ['deptApprover'],
  quality01: ['qualityOfficer'],
  tech01: ['techApplicant'],
};

export function menusFor(roles: string[]): MenuItem[] {
  return ROWS.filter((r) => r.grants.some((g) => roles.includes(g))).map(({ grants: _g, ...m }) => m);
}
