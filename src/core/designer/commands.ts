// The designer's named commands. Each is `perform(state, args, ctx) -> { state, history, error? }`
// and never mutates its input: edits copy only the path to the change (tree.ts).
// Spec §4 "Designer" gives the selection rules; form-format.md the saved shapes.
import { generateRules } from '../form/rules.ts';
import { validateSchemaShape } from '../form/normalize.ts';
import { DEFAULT_FORM_CONFIG } from '../form/types.ts';
import type { Column, FormConfig, FormSchema, OptionItem, Widget, WidgetOptions, WidgetType } from '../form/types.ts';
import { cloneWidgetDeep, createWidget } from './createWidget.ts';
import {
  collectKeys, containsKey, findWidget, insertWidget, isContainer, isSubform, locateWidget,
  removeWidgetByKey, siblingsOf, updateColumnsOf, updateWidgetByKey,
} from './tree.ts';
import type { Command, CommandResult, DesignerState, Lang, Location } from './types.ts';
import { clampLabelWidth, clampOptionsPatch } from './validation.ts';
import { OTHER_OPTION_VALUE, isWidgetType } from './widgetCatalog.ts';
import { widgetDefinition } from '../form/widgets/index.ts';
import { designer } from '../i18n/locales/designer.ts';

/** What *Clear* resets the config to (upstream: the initial config plus customClass ''). */
export const CLEARED_CONFIG: FormConfig = Object.freeze({
  labelWidth: 100, labelPosition: 'right', size: 'small', customClass: '',
}) as FormConfig;

/** generateRules speaks 'zh' | 'en'; the designer 'zh-CN' | 'en'. */
function rulesFor(widget: Widget, lang: Lang) {
  return generateRules(widget, (lang === 'en' ? 'en' : 'zh') as Parameters<typeof generateRules>[1]);
}

/** A new option's label, in the designer's language (saved into the document, as upstream did). */
const NEW_OPTION: Record<Lang, string> = { 'zh-CN': designer['zh-CN'].newOption, en: designer.en.newOption };

function command<A extends unknown[]>(name: string, perform: Command<A>['perform']): Command<A> {
  return { name, perform };
}

const unchanged = (state: DesignerState): CommandResult => ({ state, history: false });
const refuse = (state: DesignerState, error: string): CommandResult => ({ state, history: false, error });

function withList(state: DesignerState, list: Widget[], selectedKey = state.selectedKey): DesignerState {
  return { ...state, schema: { ...state.schema, list }, selectedKey };
}

/** Edits one widget; refuses unknown keys. */
function editWidget(state: DesignerState, key: string, fn: (w: Widget) => Widget | string): CommandResult {
  const widget = findWidget(state.schema.list, key);
  if (!widget) return refuse(state, `no widget with key ${key}`);
  const next = fn(widget);
  if (typeof next === 'string') return refuse(state, next);
  if (next === widget) return unchanged(state);
  return { state: withList(state, updateWidgetByKey(state.schema.list, key, () => next)), history: true };
}

const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

// ---------------------------------------------------------------- widgets

export const addWidget = command<[type: WidgetType, location: Location, lang?: Lang]>(
  'addWidget',
  (state, [type, location, lang], ctx) => {
    if (!isWidgetType(type)) return refuse(state, `unknown widget type ${String(type)}`);
    const widget = createWidget(type, lang ?? state.lang, collectKeys(state.schema.list), ctx);
    const edit = insertWidget(state.schema.list, location, widget);
    if ('error' in edit) return refuse(state, edit.error);
    return { state: withList(state, edit.list, widget.key), history: true };
  },
);

/**
 * Moves a widget to `to`, where `to.index` is its final index in the destination list (dnd-kit's
 * arrayMove convention: the index after the widget left its old place).
 */
export const moveWidget = command<[key: string, to: Location]>('moveWidget', (state, [key, to]) => {
  const list = state.schema.list;
  const widget = findWidget(list, key);
  if (!widget) return refuse(state, `no widget with key ${key}`);
  if (to.parentKey !== null && containsKey(widget, to.parentKey)) {
    return refuse(state, 'a widget cannot be put inside itself');
  }
  const from = locateWidget(list, key)!;
  if (from.parentKey === to.parentKey && from.columnIndex === to.columnIndex && from.index === to.index) {
    return unchanged(state);
  }
  const removed = removeWidgetByKey(list, key)!;
  const edit = insertWidget(removed.list, to, removed.widget);
  if ('error' in edit) return refuse(state, edit.error);
  return { state: withList(state, edit.list), history: true };
});

/** Selection never enters history (spec §4, style-examples "Commands with history"). */
export const selectWidget = command<[key: string | null]>('selectWidget', (state, [key]) => {
  if (key === state.selectedKey) return unchanged(state);
  if (key !== null && !findWidget(state.schema.list, key)) return refuse(state, `no widget with key ${key}`);
  return { state: { ...state, selectedKey: key }, history: false };
});

/** Selects the next widget in the same list, the previous if it was last, none if it was alone. */
export const removeWidget = command<[key: string]>('removeWidget', (state, [key]) => {
  const siblings = siblingsOf(state.schema.list, key);
  const removed = removeWidgetByKey(state.schema.list, key);
  if (!removed) return refuse(state, `no widget with key ${key}`);
  const i = siblings.findIndex((w) => w.key === key);
  const neighbour = siblings[i + 1] ?? siblings[i - 1] ?? null;
  return { state: withList(state, removed.list, neighbour ? neighbour.key : null), history: true };
});

/** Inserts a deep copy (all keys new, rules kept) right after the original and selects it. */
export const cloneWidget = command<[key: string]>('cloneWidget', (state, [key], ctx) => {
  const list = state.schema.list;
  const source = findWidget(list, key);
  if (!source) return refuse(state, `no widget with key ${key}`);
  const from = locateWidget(list, key)!;
  const copy = cloneWidgetDeep(source, collectKeys(list), ctx);
  const parent = from.parentKey === null ? null : findWidget(list, from.parentKey);
  const at: Location = parent && isSubform(parent)
    ? { parentKey: from.parentKey, columnIndex: from.columnIndex! + 1, index: 0 }
    : { ...from, index: from.index + 1 };
  const edit = insertWidget(list, at, copy);
  if ('error' in edit) return refuse(state, edit.error);
  return { state: withList(state, edit.list, copy.key), history: true };
});

/**
 * Merges `patch` into the widget's options, with the old designer's side rules:
 * - limited numbers are clamped (validation.ts);
 * - toggling `isRange` resets defaultValue (null on, '' off);
 * - toggling select `multiple` converts defaultValue (value -> [value] or [], array -> first or '');
 * - a change of required, dataType or pattern regenerates `rules` (form-format.md runtime rule 8).
 * An explicit defaultValue in the same patch wins over the resets.
 */
export const updateOptions = command<[key: string, patch: Partial<WidgetOptions>]>(
  'updateOptions',
  (state, [key, patch]) =>
    editWidget(state, key, (w) => {
      const before: WidgetOptions = w.options ?? {};
      const p = clampOptionsPatch(String(w.type), patch as Record<string, unknown>) as WidgetOptions;
      const changed = (k: string) => has(p, k) && p[k] !== before[k];
      if (!Object.keys(p).some(changed)) return w;
      const options: WidgetOptions = { ...before, ...p };
      if (changed('isRange') && !has(p, 'defaultValue') && Boolean(p.isRange) !== Boolean(before.isRange)) {
        options.defaultValue = p.isRange ? null : '';
      }
      if (w.type === 'select' && changed('multiple') && !has(p, 'defaultValue')
        && Boolean(p.multiple) !== Boolean(before.multiple)) {
        options.defaultValue = p.multiple ? toArray(before.defaultValue) : fromArray(before.defaultValue);
      }
      const next: Widget = { ...w, options };
      if (['required', 'dataType', 'pattern'].some(changed)) next.rules = rulesFor(next, state.lang);
      return next;
    }),
);

function toArray(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === '' || value === null || value === undefined ? [] : [value];
}

function fromArray(value: unknown): unknown {
  if (!Array.isArray(value)) return value ?? '';
  return value.length > 0 ? value[0] : '';
}

type WidgetPatch = Partial<Omit<Widget, 'key' | 'type' | 'options' | 'columns'>>;

/**
 * Top-level fields (name, model, otherModel, icon, rules...). key, type, options and columns have
 * their own commands. A new name regenerates the rules, as upstream's watcher on `name` does.
 */
export const updateWidget = command<[key: string, patch: WidgetPatch]>('updateWidget', (state, [key, patch]) =>
  editWidget(state, key, (w) => {
    const forbidden = ['key', 'type', 'options', 'columns'].find((k) => has(patch, k));
    if (forbidden) return `${forbidden} cannot be changed with updateWidget`;
    const changed = Object.keys(patch).filter((k) => patch[k] !== w[k]);
    if (changed.length === 0) return w;
    const next: Widget = { ...w, ...patch };
    if (changed.includes('name') && !has(patch, 'rules')) next.rules = rulesFor(next, state.lang);
    return next;
  }));

// ---------------------------------------------------------------- form config

export const updateConfig = command<[patch: Partial<FormConfig>]>('updateConfig', (state, [patch]) => {
  const p: Partial<FormConfig> = { ...patch };
  if (has(p, 'labelWidth')) p.labelWidth = clampLabelWidth(p.labelWidth) as number;
  const config = state.schema.config as Record<string, unknown>;
  if (!Object.keys(p).some((k) => p[k] !== config[k])) return unchanged(state);
  return { state: { ...state, schema: { ...state.schema, config: { ...state.schema.config, ...p } } }, history: true };
});

// ---------------------------------------------------------------- static options (radio, checkbox, select...)

function editOptionList(state: DesignerState, key: string, fn: (items: OptionItem[], w: Widget) => OptionItem[] | string) {
  return editWidget(state, key, (w) => {
    const items = w.options?.options;
    if (!Array.isArray(items)) return `a ${w.type} has no option list`;
    const next = fn(items, w);
    if (typeof next === 'string') return next;
    return { ...w, options: { ...w.options, options: next } };
  });
}

/**
 * Adds an option (upstream's *Add Option*: `{value}` or, with showLabel, `{value, label}`, named
 * 'New Option'). In radioOther / checkboxOther the 'Other' option stays last.
 */
export const addOption = command<[key: string, item?: OptionItem]>('addOption', (state, [key, item]) =>
  editOptionList(state, key, (items, w) => {
    const text = NEW_OPTION[state.lang];
    const added: OptionItem = item ? { ...item } : w.options.showLabel ? { value: text, label: text } : { value: text };
    const copy = items.slice();
    const otherLast = !!widgetDefinition(w.type)?.hasOtherModel
      && copy.length > 0 && copy[copy.length - 1].value === OTHER_OPTION_VALUE;
    copy.splice(otherLast ? copy.length - 1 : copy.length, 0, added);
    return copy;
  }));

export const removeOption = command<[key: string, index: number]>('removeOption', (state, [key, index]) =>
  editOptionList(state, key, (items) => {
    if (!(index >= 0 && index < items.length)) return `no option ${index}`;
    return items.filter((_, i) => i !== index);
  }));

export const moveOption = command<[key: string, from: number, to: number]>('moveOption', (state, [key, from, to]) =>
  editOptionList(state, key, (items) => {
    if (!(from >= 0 && from < items.length && to >= 0 && to < items.length)) return 'option index out of range';
    if (from === to) return items;
    const copy = items.slice();
    copy.splice(to, 0, ...copy.splice(from, 1));
    return copy;
  }));

export const updateOption = command<[key: string, index: number, patch: Partial<OptionItem>]>(
  'updateOption',
  (state, [key, index, patch]) =>
    editOptionList(state, key, (items) => {
      if (!(index >= 0 && index < items.length)) return `no option ${index}`;
      if (!Object.keys(patch).some((k) => patch[k] !== items[index][k])) return items;
      const copy = items.slice();
      copy[index] = { ...items[index], ...patch };
      return copy;
    }),
);

// ---------------------------------------------------------------- columns (grid, flexbox)

function editColumns(state: DesignerState, key: string, fn: (cols: Column[], w: Widget) => Column[] | string,
  selectedKey?: (w: Widget) => string | null) {
  const w = findWidget(state.schema.list, key);
  if (!w) return refuse(state, `no widget with key ${key}`);
  if (!isContainer(w)) return refuse(state, `a ${w.type} has no columns`);
  const next = fn(w.columns ?? [], w);
  if (typeof next === 'string') return refuse(state, next);
  if (next === w.columns) return unchanged(state);
  const list = updateColumnsOf(state.schema.list, key, () => next);
  const selected = selectedKey ? selectedKey(w) : state.selectedKey;
  return { state: withList(state, list, selected), history: true };
}

/** Upstream's *Add Column*: `{ span: '', list: [] }`. Subform cells are made by dropping a widget. */
export const addColumn = command<[key: string, span?: number | string]>('addColumn', (state, [key, span]) =>
  editColumns(state, key, (cols, w) =>
    isSubform(w) ? 'subform columns are added by dropping a widget into the subform'
      : [...cols, { span: span ?? '', list: [] }]));

/** Removes a column and its widgets; a selection inside it moves to the container. */
export const removeColumn = command<[key: string, index: number]>('removeColumn', (state, [key, index]) =>
  editColumns(
    state, key,
    (cols) => (index >= 0 && index < cols.length ? cols.filter((_, i) => i !== index) : `no column ${index}`),
    (w) => {
      const sel = state.selectedKey;
      const inside = sel !== null && findWidget(w.columns?.[index]?.list ?? [], sel) !== null;
      return inside ? w.key : sel;
    },
  ));

export const updateColumn = command<[key: string, index: number, patch: Partial<Column>]>(
  'updateColumn',
  (state, [key, index, patch]) =>
    editColumns(state, key, (cols) => {
      if (!(index >= 0 && index < cols.length)) return `no column ${index}`;
      if (has(patch, 'list')) return 'column widgets change through add/move/remove';
      if (!Object.keys(patch).some((k) => patch[k] !== cols[index][k])) return cols;
      const copy = cols.slice();
      copy[index] = { ...cols[index], ...patch };
      return copy;
    }),
);

// ---------------------------------------------------------------- cascader static tree (options.options)

/** `path` addresses a node by child indices from the root list: [2, 0] = first child of the third node. */
export type TreePath = readonly number[];

function editTree(state: DesignerState, key: string, path: TreePath,
  fn: (siblings: OptionItem[], index: number) => OptionItem[] | string) {
  return editWidget(state, key, (w) => {
    if (!widgetDefinition(w.type)?.panel?.optionTree) return `a ${w.type} has no option tree`;
    const root = Array.isArray(w.options?.options) ? w.options.options : [];
    const next = editAt(root, path, fn);
    if (typeof next === 'string') return next;
    return next === root && Array.isArray(w.options?.options) ? w : { ...w, options: { ...w.options, options: next } };
  });
}

function editAt(items: OptionItem[], path: TreePath, fn: (siblings: OptionItem[], index: number) => OptionItem[] | string):
  OptionItem[] | string {
  if (path.length === 0) return 'empty tree path';
  const [head, ...rest] = path;
  if (rest.length === 0) return fn(items, head);
  const node = items[head];
  if (!node) return `no node at ${head}`;
  const children = editAt(Array.isArray(node.children) ? node.children : [], rest, fn);
  if (typeof children === 'string') return children;
  const copy = items.slice();
  copy[head] = { ...node, children };
  return copy;
}

/** Appends `node` under the node at `parentPath` ([] = top level). */
export const addCascaderNode = command<[key: string, parentPath: TreePath, node: OptionItem]>(
  'addCascaderNode',
  (state, [key, parentPath, node]) =>
    editTree(state, key, [...parentPath, -1], (siblings) => [...siblings, { ...node }]),
);

export const removeCascaderNode = command<[key: string, path: TreePath]>('removeCascaderNode', (state, [key, path]) =>
  editTree(state, key, path, (siblings, i) =>
    i >= 0 && i < siblings.length ? siblings.filter((_, j) => j !== i) : `no node at ${i}`));

export const updateCascaderNode = command<[key: string, path: TreePath, patch: Partial<OptionItem>]>(
  'updateCascaderNode',
  (state, [key, path, patch]) =>
    editTree(state, key, path, (siblings, i) => {
      if (!(i >= 0 && i < siblings.length)) return `no node at ${i}`;
      const copy = siblings.slice();
      copy[i] = { ...siblings[i], ...patch };
      return copy;
    }),
);

// ---------------------------------------------------------------- whole document

/** Replaces the form (a deep copy, byte-for-byte as given) and selects its first widget. */
export const importSchema = command<[doc: unknown]>('importSchema', (state, [doc]) => {
  const problem = validateSchemaShape(doc);
  if (problem) return refuse(state, problem);
  const schema = structuredClone(doc) as FormSchema;
  // the contract's document always has a config; a config-less import gets upstream's initial one
  if (schema.config === undefined) schema.config = { ...DEFAULT_FORM_CONFIG };
  return { state: { ...state, schema, selectedKey: schema.list[0]?.key ?? null }, history: true };
});

export const clear = command<[]>('clear', (state) => ({
  state: { ...state, schema: { list: [], config: { ...CLEARED_CONFIG } }, selectedKey: null },
  history: true,
}));

/** Every command by name (the store's `dispatch` table). */
export const COMMANDS = {
  addWidget, moveWidget, selectWidget, removeWidget, cloneWidget, updateOptions, updateWidget, updateConfig,
  addOption, removeOption, moveOption, updateOption, addColumn, removeColumn, updateColumn,
  addCascaderNode, removeCascaderNode, updateCascaderNode, importSchema, clear,
} as const;

export type Commands = typeof COMMANDS;
export type CommandName = keyof Commands;
export type CommandArgs<N extends CommandName> = Commands[N] extends Command<infer A> ? A : never;
