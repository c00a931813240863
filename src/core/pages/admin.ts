// System-management helpers: role data scopes, menu form <-> API body, the directories a menu can move
// under, and user-group payloads (docs/api.md "Roles and menus", "System administration").
import type { MenuNode } from './tree.ts';

// the scopes live with their resolution in core/access (the server imports the same module)
export { DATA_SCOPES, normalizeDataScope, type DataScope } from '../access/dataScope.ts';

export interface MenuFormValues {
  title?: string;
  path?: string;
  menuType?: 'D' | 'F';
  component?: string;
  icon?: string;
  visible?: boolean;
  sort?: number | null;
  parentId?: number | null;
  mid?: string;
  activePath?: string;
  roles?: string[];
}

/** Body of POST /api/v1/menu (no menuId) or PUT /api/v1/menu: trimmed, empty optional fields left out. */
export function menuBody(v: MenuFormValues, menuId?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (menuId !== undefined) out.menuId = menuId;
  const text = (k: 'title' | 'path' | 'component' | 'icon' | 'mid' | 'activePath') => {
    const s = v[k]?.trim();
    if (s) out[k] = s;
    else if (menuId !== undefined && (k === 'icon' || k === 'activePath') && v[k] !== undefined) out[k] = '';
  };
  (['title', 'path', 'component', 'icon', 'mid', 'activePath'] as const).forEach(text);
  if (v.menuType) out.menuType = v.menuType;
  if (v.menuType === 'D') delete out.component;
  if (typeof v.visible === 'boolean') out.visible = v.visible;
  if (typeof v.sort === 'number' && Number.isFinite(v.sort)) out.sort = Math.max(0, Math.floor(v.sort));
  if (v.parentId !== undefined && v.parentId !== null) out.parentId = v.parentId;
  else if (menuId === undefined) out.parentId = 0;
  if (v.roles) out.roles = v.roles;
  return out;
}

/** Directories a menu may be placed under: every 'D' node except the menu itself and its descendants. */
export function parentChoices(tree: MenuNode[], self?: number | string): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  const walk = (nodes: MenuNode[], trail: string[]) => {
    for (const n of nodes) {
      if (self !== undefined && String(n.menuId) === String(self)) continue;
      const label = [...trail, String(n.title || n.menuName || n.path)];
      if (n.menuType === 'D') out.push({ value: Number(n.menuId), label: label.join(' / ') });
      walk(n.children ?? [], label);
    }
  };
  walk(tree, []);
  return out;
}

export interface GroupFormValues { groupName?: string; note?: string; userIDs?: Array<number | string> }

/** Param of /SYS/SYgroupH/doSave (no id) or doUpdate. */
export function groupParam(v: GroupFormValues, id?: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (id !== undefined) out.id = id;
  out.groupName = (v.groupName ?? '').trim();
  out.note = (v.note ?? '').trim();
  out.userIDs = [...new Set((v.userIDs ?? []).map(Number).filter((n) => Number.isInteger(n) && n > 0))];
  return out;
}
