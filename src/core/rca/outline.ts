// The analysis as nested lists: the same content as the drawn fishbone, for screen readers, print and
// the keyboard editor (which moves through this order).
import type { Analysis, RcaCategory, RcaCause } from './types.ts';

export interface CauseNode { cause: RcaCause; depth: number; children: CauseNode[] }
export interface CategoryNode { category: RcaCategory; causes: CauseNode[] }

/** Categories in their order, each with its causes as a tree (siblings in the analysis's order). */
export function outline(a: Analysis): CategoryNode[] {
  const kids = new Map<string | null, RcaCause[]>();
  for (const c of a.causes) {
    const k = `${c.categoryId}\u0000${c.parentId ?? ''}`;
    const arr = kids.get(k) ?? [];
    arr.push(c);
    kids.set(k, arr);
  }
  const build = (categoryId: string, parentId: string | null, depth: number): CauseNode[] =>
    (kids.get(`${categoryId}\u0000${parentId ?? ''}`) ?? []).map((cause) => ({
      cause, depth, children: build(categoryId, cause.id, depth + 1),
    }));
  return a.categories.map((category) => ({ category, causes: build(category.id, null, 1) }));
}

/** Every cause of a category, depth first (the order of the rows on a bone and of the keyboard). */
export function flatten(nodes: CauseNode[]): CauseNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

/** The name of a category: the team's label, or the locale's name of a default one. */
export function categoryName(c: RcaCategory, t: (key: string) => string): string {
  return c.label ?? (c.code ? t(`rca:category.${c.code}`) : c.id);
}
