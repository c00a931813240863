// The schema as a tree of nodes with lookups by path, and the dependency index of the conditions:
// model -> the nodes whose display / disable conditions read it, so a write re-evaluates only those.
import type { FieldState, FormSchema, Widget } from '../types';
import { iterateWidgets, isLayout, isSubform } from '../walk';
import { conditionModels } from '../conditions';
import type { Node } from './types';

/** `subformModel[row].columnModel` */
export const CELL_PATH = /^(.+)\[(\d+)\]\.([^.[\]]+)$/;

export interface FieldIndex {
  /** every node, parents before children */
  nodes: Node[];
  /** model or key -> node (top-level data widgets by model; all by key) */
  nodeOf: Map<string, Node>;
  /** `${subformModel}.${columnModel}` -> column node */
  cellNodeOf: Map<string, Node>;
  /** model -> nodes whose conditions read it */
  dependents: Map<string, Node[]>;
}

export const emptyIndex = (): FieldIndex => ({ nodes: [], nodeOf: new Map(), cellNodeOf: new Map(), dependents: new Map() });

export function buildIndex(schema: FormSchema): FieldIndex {
  const index = emptyIndex();
  const byWidget = new Map<Widget, Node>();
  for (const v of iterateWidgets(schema)) {
    const w = v.widget;
    const deps = conditionModels(w);
    const node: Node = {
      widget: w,
      parent: v.parent ? byWidget.get(v.parent) : undefined,
      children: [],
      subform: v.subform ? byWidget.get(v.subform) : undefined,
      hasConditions: deps.length > 0,
      state: { visible: true, disabled: false },
    };
    byWidget.set(w, node);
    node.parent?.children.push(node);
    index.nodes.push(node);
    if (w.key && !index.nodeOf.has(w.key)) index.nodeOf.set(w.key, node);
    if (node.subform) index.cellNodeOf.set(`${node.subform.widget.model}.${w.model}`, node);
    else if (w.model && !isLayout(w)) index.nodeOf.set(w.model, node);
    for (const m of deps) {
      let list = index.dependents.get(m);
      if (!list) index.dependents.set(m, (list = []));
      list.push(node);
    }
  }
  return index;
}

/** Top-level data widget: has a model, is not a layout and not a subform column. */
export const isTopData = (n: Node): boolean => !!n.widget.model && !n.subform && !isLayout(n.widget);

/** The paths a node's changes are announced under: its model (top-level data widgets) and its key. */
export function pathsOfNode(n: Node): string[] {
  const out: string[] = [];
  if (isTopData(n)) out.push(n.widget.model);
  if (n.widget.key) out.push(n.widget.key);
  return out;
}

/** The state of a path (a model, a key or a cell); visible and enabled for unknown paths. */
export function stateOfPath(index: FieldIndex, path: string): FieldState {
  const cell = CELL_PATH.exec(path);
  if (cell) {
    const c = index.cellNodeOf.get(`${cell[1]}.${cell[3]}`);
    return c ? c.state : { visible: true, disabled: false };
  }
  return index.nodeOf.get(path)?.state ?? { visible: true, disabled: false };
}

/** The node by key, model, cell path or `subformModel.columnModel`. */
export function nodeForPath(index: FieldIndex, keyOrModel: string): Node | undefined {
  const cell = CELL_PATH.exec(keyOrModel);
  if (cell) return index.cellNodeOf.get(`${cell[1]}.${cell[3]}`);
  return index.nodeOf.get(keyOrModel) ?? index.cellNodeOf.get(keyOrModel);
}

export function subformNode(index: FieldIndex, model: string): Node {
  const n = index.nodeOf.get(model);
  if (!n || !isSubform(n.widget)) throw new Error(`"${model}" is not a subform of this form`);
  return n;
}
