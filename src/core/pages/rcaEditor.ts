// The analysis page's editing state without React (issue 26 §1): an undo/redo history of analyses (each
// edit a command of src/core/rca/commands.ts) and the keyboard of the cause tree (the nested list the
// fishbone is drawn from): which item the arrows reach and what a key asks for.
import type { Analysis, RcaResult } from '../rca/types.ts';
import { flatten, outline } from '../rca/outline.ts';

export interface History { past: Analysis[]; present: Analysis; future: Analysis[] }

const MAX_UNDO = 100;

export const historyOf = (a: Analysis): History => ({ past: [], present: a, future: [] });

/** Applies a command's result: a new step (the redo list goes), or the same history when refused. */
export function applyResult(h: History, r: RcaResult): History {
  if (!r.ok || r.analysis === h.present) return h;
  return { past: [...h.past, h.present].slice(-MAX_UNDO), present: r.analysis, future: [] };
}

export function undo(h: History): History {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo(h: History): History {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0], future: h.future.slice(1) };
}

/** An item of the cause tree: a category (a bone) or a cause. */
export interface TreeItem { kind: 'category' | 'cause'; id: string }

/** The tree's items in reading order: each category, then its causes depth first. */
export function treeOrder(a: Analysis): TreeItem[] {
  return outline(a).flatMap((n) => [
    { kind: 'category' as const, id: n.category.id },
    ...flatten(n.causes).map((c) => ({ kind: 'cause' as const, id: c.cause.id })),
  ]);
}

export type KeyIntent =
  | { type: 'focus'; item: TreeItem }
  | { type: 'edit' }
  | { type: 'addChild' }
  | { type: 'addSibling' }
  | { type: 'remove' }
  | { type: 'toggleRoot' }
  | { type: 'undo' }
  | { type: 'redo' };

const same = (x: TreeItem, y: TreeItem) => x.kind === y.kind && x.id === y.id;

/**
 * What a key on a focused tree item asks for (null: not the tree's key). Arrows Up/Down walk the reading
 * order, Home/End jump, Left goes to the parent (a cause's parent cause or bone), Right to the first
 * child; Enter/F2 edits; Insert or "a" adds a child (a cause under a cause, or on a bone); "s" a sibling
 * (a cause beside a cause, or a new category beside a category); Delete removes; "r" marks root or not;
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Y or Ctrl/Cmd+Shift+Z redoes.
 */
export function keyIntent(a: Analysis, at: TreeItem, e: { key: string; ctrlKey?: boolean; metaKey?: boolean; shiftKey?: boolean; altKey?: boolean }): KeyIntent | null {
  const order = treeOrder(a);
  const i = order.findIndex((x) => same(x, at));
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (mod && key === 'z') return { type: e.shiftKey ? 'redo' : 'undo' };
  if (mod && key === 'y') return { type: 'redo' };
  if (mod || e.altKey) return null;
  switch (key) {
    case 'ArrowDown': return i >= 0 && i < order.length - 1 ? { type: 'focus', item: order[i + 1] } : null;
    case 'ArrowUp': return i > 0 ? { type: 'focus', item: order[i - 1] } : null;
    case 'Home': return order.length ? { type: 'focus', item: order[0] } : null;
    case 'End': return order.length ? { type: 'focus', item: order[order.length - 1] } : null;
    case 'ArrowLeft': {
      if (at.kind === 'category') return null;
      const c = a.causes.find((x) => x.id === at.id);
      if (!c) return null;
      return { type: 'focus', item: c.parentId ? { kind: 'cause', id: c.parentId } : { kind: 'category', id: c.categoryId } };
    }
    case 'ArrowRight': {
      const child = at.kind === 'category'
        ? a.causes.find((x) => x.categoryId === at.id && !x.parentId)
        : a.causes.find((x) => x.parentId === at.id);
      return child ? { type: 'focus', item: { kind: 'cause', id: child.id } } : null;
    }
    case 'Enter': case 'F2': return { type: 'edit' };
    case 'Insert': case 'a': return { type: 'addChild' };
    case 's': return { type: 'addSibling' };
    case 'Delete': case 'Backspace': return { type: 'remove' };
    case 'r': return at.kind === 'cause' ? { type: 'toggleRoot' } : null;
    default: return null;
  }
}

/** The item to focus after `gone` was removed: the one before it in the old order that still exists. */
export function focusAfterRemove(before: Analysis, after: Analysis, gone: TreeItem): TreeItem | null {
  const old = treeOrder(before);
  const now = treeOrder(after);
  const i = old.findIndex((x) => same(x, gone));
  for (let j = i - 1; j >= 0; j--) if (now.some((x) => same(x, old[j]))) return old[j];
  return now[0] ?? null;
}
