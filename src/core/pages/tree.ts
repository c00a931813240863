// Trees for the menu-management and role pages: the server's menu tree (GET /api/v1/menurole) as
// rows with children, filtered by text, and flattened for counts.

export interface MenuNode {
  menuId: number | string;
  parentId?: number | string;
  title?: string;
  menuName?: string;
  path?: string;
  component?: string;
  icon?: string;
  visible?: boolean;
  menuType?: string;
  mid?: string;
  sort?: number;
  children?: MenuNode[] | null;
  [k: string]: unknown;
}

/** Sorted copy; empty child lists become undefined so tables show no expander. */
export function normalizeTree(nodes: MenuNode[] | null | undefined): MenuNode[] {
  return (nodes ?? [])
    .slice()
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
    .map((n) => {
      const children = normalizeTree(n.children);
      return { ...n, children: children.length ? children : undefined };
    });
}

/** Keeps nodes matching the text (title, name or path) and the ancestors of matches. */
export function filterTree(nodes: MenuNode[], text: string): MenuNode[] {
  const q = text.trim().toLowerCase();
  if (!q) return nodes;
  const out: MenuNode[] = [];
  for (const n of nodes) {
    const kids = filterTree(n.children ?? [], q);
    const hit = [n.title, n.menuName, n.path].some((v) => String(v ?? '').toLowerCase().includes(q));
    if (hit || kids.length) out.push({ ...n, children: hit && !kids.length ? n.children : kids.length ? kids : undefined });
  }
  return out;
}

/** The ids of the nodes that have children (the rows a tree table can open), depth first. */
export function branchIds(nodes: MenuNode[] | null | undefined): Array<number | string> {
  return (nodes ?? []).flatMap((n) => (n.children?.length ? [n.menuId, ...branchIds(n.children)] : []));
}

export function countNodes(nodes: MenuNode[] | null | undefined): number {
  return (nodes ?? []).reduce((n, x) => n + 1 + countNodes(x.children), 0);
}
