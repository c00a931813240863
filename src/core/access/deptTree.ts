// The department tree as the pickers and the admin page show it: flat rows (parent ids) -> nested nodes
// in the rows' order. Framework-free; antd's TreeSelect and Table read these shapes as they are.
export interface DeptTreeRow { deptId: number; deptName: string; parentId: number | null; status?: number; deptNameEn?: string }
export type DeptNode<R extends DeptTreeRow = DeptTreeRow> = R & {
  /** TreeSelect's value, title and key */
  value: number; title: string; key: number;
  /** disabled departments are shown but not pickable */
  disabled?: boolean;
  children?: DeptNode<R>[];
};

/**
 * Nested nodes; a row whose parent is missing (or itself) is a root; `enabledOnly` drops disabled branches.
 * `lang` 'en': a node's title is the department's English name where it has one (issue 23 §1).
 */
export function buildDeptTree<R extends DeptTreeRow>(rows: readonly R[], opts: { enabledOnly?: boolean; disableInactive?: boolean; lang?: string } = {}): DeptNode<R>[] {
  const en = /^en/i.test(opts.lang ?? '');
  const kept = opts.enabledOnly ? rows.filter((r) => r.status !== 0) : rows;
  const nodes = new Map<number, DeptNode<R>>();
  for (const r of kept) {
    nodes.set(r.deptId, { ...r, value: r.deptId, title: (en && r.deptNameEn) || r.deptName, key: r.deptId, ...(opts.disableInactive && r.status === 0 ? { disabled: true } : {}) });
  }
  const roots: DeptNode<R>[] = [];
  for (const r of kept) {
    const n = nodes.get(r.deptId)!;
    const parent = r.parentId !== null && r.parentId !== r.deptId ? nodes.get(r.parentId) : undefined;
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** The ids of a department and every one below it, in a built tree. */
export function idsUnder(nodes: readonly DeptNode[], id: number): number[] {
  const find = (list: readonly DeptNode[]): DeptNode | undefined => {
    for (const n of list) { if (n.deptId === id) return n; const f = find(n.children ?? []); if (f) return f; }
    return undefined;
  };
  const out: number[] = [];
  const walk = (n: DeptNode) => { out.push(n.deptId); n.children?.forEach(walk); };
  const root = find(nodes);
  if (root) walk(root);
  return out;
}

/** The departments a department may move under: all but itself and those below it. */
export function parentChoicesOf(nodes: readonly DeptNode[], self?: number): Set<number> {
  const banned = new Set(self === undefined ? [] : idsUnder(nodes, self));
  const out = new Set<number>();
  const walk = (list: readonly DeptNode[]) => list.forEach((n) => { if (!banned.has(n.deptId)) out.add(n.deptId); walk(n.children ?? []); });
  walk(nodes);
  return out;
}
