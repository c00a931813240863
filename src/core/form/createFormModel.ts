// The form runtime's state, framework-free: values, errors, per-field visibility / disabled state,
// remote options. React (or anything) subscribes per field and re-renders only what changed
// (style-examples.md "Per-field subscriptions"). Rules: form-format.md runtime rules 1-10.
import type {
  FieldState, FormErrors, FormSchema, HttpFn, Models, OptionItem, RemoteFuncs, SessionUser, StorageLike, Widget,
} from './types';
import { normalizeSchema } from './normalize';
import { iterateWidgets, isLayout, isSubform, subformColumns } from './walk';
import { conditionModels, evaluateDisable, evaluateDisplay } from './conditions';
import { buildInitialModels, cloneValue, newSubformRow } from './initialModels';
import { validateValue } from './rules';
import { computePrefill, type PrefillMap } from './prefill';
import { loadUploadToken, loadWidgetOptions, remoteModeOf } from './remote';

export interface FormModelOptions {
  /** initial or edit data: `value[model]` wins over defaults and prefill */
  value?: Models;
  /** host functions for `remote: true` widgets (and imgupload tokenFunc) */
  remote?: RemoteFuncs;
  /** performs `remote: 99` requests */
  http?: HttpFn;
  /** designer preview: rules are skipped */
  preview?: boolean;
  /** false disables every widget (upstream `edit` prop) */
  edit?: boolean;
  /** where the stored patient record is read (`localStorage`) */
  storage?: StorageLike;
  storageKey?: string;
  user?: SessionUser;
  now?: Date;
  /** model -> prefill source; DEFAULT_PREFILL when omitted, none when false */
  prefill?: PrefillMap | false;
  /** gives the getData rejection text (key 'fm.message.validError') */
  translate?: (key: string) => string;
}

/** What a single field component reads. Replaced (new object) only when one of its parts changes. */
export interface FieldSnapshot extends FieldState {
  value: unknown;
  error?: string;
  /** loaded remote options, or the static options.options */
  options?: OptionItem[];
}

export interface FormState {
  values: Models;
  errors: FormErrors;
  /** by model (and by key for widgets without a model, e.g. grids) */
  fields: Record<string, FieldState>;
  specificPatient: boolean;
}

export interface FormModel {
  getState(): FormState;
  getField(path: string): FieldSnapshot;
  getFieldState(path: string): FieldState;
  /** called when that field's value, error, visibility, disabled state or options change */
  subscribe(path: string, fn: () => void): () => void;
  /** called once per change with the paths that changed */
  subscribeAll(fn: (paths: string[]) => void): () => void;
  /** `model` or `subformModel[row].columnModel`; re-validates the field when it shows an error */
  setValue(path: string, value: unknown): void;
  validate(): Promise<FormErrors>;
  validateField(path: string): Promise<string | undefined>;
  /** resolves with the models, or rejects with an Error whose `errors` are the FormErrors */
  getData(): Promise<Models>;
  getModels(): Models;
  reset(): void;
  setDisabled(fields: string | string[], disabled: boolean): void;
  addRow(subformModel: string): number;
  removeRow(subformModel: string, index: number): void;
  loadRemoteOptions(): Promise<void>;
  getOptions(widgetKeyOrModel: string): OptionItem[] | undefined;
  getUploadToken(widgetKeyOrModel: string): string | undefined;
  setSchema(schema: unknown): void;
  readonly schema: FormSchema;
}

export type FormDataError = Error & { errors: FormErrors };

interface Node {
  widget: Widget;
  parent?: Node;
  children: Node[];
  /** enclosing subform for a column widget (cell) */
  subform?: Node;
  hasConditions: boolean;
  state: FieldState;
}

const CELL_PATH = /^(.+)\[(\d+)\]\.([^.[\]]+)$/;

export function createFormModel(schemaInput: unknown, opts: FormModelOptions = {}): FormModel {
  let schema: FormSchema;
  let nodes: Node[] = [];
  const nodeOf = new Map<string, Node>(); // model or key -> node (top-level data widgets by model; all by key)
  const cellNodeOf = new Map<string, Node>(); // `${subformModel}.${columnModel}` -> column node
  let dependents = new Map<string, Node[]>(); // model -> nodes whose conditions read it
  let models: Models = {};
  let initial: Models = {};
  let errors: FormErrors = {};
  let specificPatient = false;
  const disabledOverride = new Map<Widget, boolean>();
  const remoteOptions = new Map<Widget, OptionItem[]>();
  const tokens = new Map<Widget, string>();

  const listeners = new Map<string, Set<() => void>>();
  const allListeners = new Set<(paths: string[]) => void>();
  const fieldCache = new Map<string, FieldSnapshot>();
  let stateCache: FormState | null = null;
  let pending: Set<string> | null = null;
  let depth = 0;

  // ---- change batching ----
  function changed(path: string | undefined): void {
    if (path === undefined || path === '') return;
    (pending ??= new Set()).add(path);
  }
  function batch<T>(fn: () => T): T {
    depth++;
    try {
      return fn();
    } finally {
      depth--;
      if (depth === 0) flush();
    }
  }
  function flush(): void {
    if (!pending || pending.size === 0) return;
    const paths = [...pending];
    pending = null;
    stateCache = null;
    for (const p of paths) fieldCache.delete(p);
    for (const p of paths) listeners.get(p)?.forEach((fn) => fn());
    allListeners.forEach((fn) => fn(paths));
  }

  // ---- index ----
  const valueOf = (model: string) => models[model];
  const pathsOfNode = (n: Node): string[] => {
    const out: string[] = [];
    if (n.widget.model && !n.subform && !isLayout(n.widget)) out.push(n.widget.model);
    if (n.widget.key) out.push(n.widget.key);
    return out;
  };

  function build(doc: unknown, value: Models | undefined): void {
    schema = normalizeSchema(doc);
    nodes = [];
    nodeOf.clear();
    cellNodeOf.clear();
    dependents = new Map();
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
      nodes.push(node);
      if (w.key && !nodeOf.has(w.key)) nodeOf.set(w.key, node);
      if (node.subform) cellNodeOf.set(`${node.subform.widget.model}.${w.model}`, node);
      else if (w.model && !isLayout(w)) nodeOf.set(w.model, node);
      for (const m of deps) {
        let list = dependents.get(m);
        if (!list) dependents.set(m, (list = []));
        list.push(node);
      }
    }
    initial = buildInitialModels(schema, value ?? {});
    if (opts.prefill !== false && (opts.user || opts.storage)) {
      const widgets = new Map<string, Widget>();
      for (const n of nodes) if (!n.subform && n.widget.model && !isLayout(n.widget)) widgets.set(n.widget.model, n.widget);
      const pre = computePrefill({
        widgets, value: value ?? {}, user: opts.user, storage: opts.storage, storageKey: opts.storageKey,
        now: opts.now, prefill: opts.prefill || undefined,
      });
      Object.assign(initial, pre.values);
      specificPatient = pre.specificPatient;
    }
    models = { ...initial };
    initial = Object.freeze({ ...initial }) as Models;
    for (const n of nodes) n.state = computeState(n);
  }

  function computeState(n: Node): FieldState {
    const w = n.widget;
    const parent = n.parent?.state;
    const visible = (parent ? parent.visible : true) && (!n.hasConditions || evaluateDisplay(w.options.displayVerify, valueOf));
    const override = disabledOverride.get(w);
    const own = override ?? !!w.options.disabled;
    const disabled = (parent ? parent.disabled : false) || opts.edit === false || own
      || (n.hasConditions && evaluateDisable(w.options.disableVerify, valueOf));
    return { visible, disabled };
  }

  /** Recomputes a node and, when it changed, its descendants; marks what changed. */
  function refresh(n: Node, force = false): void {
    const before = n.state;
    const after = computeState(n);
    if (!force && before.visible === after.visible && before.disabled === after.disabled) return;
    n.state = after;
    for (const p of pathsOfNode(n)) changed(p);
    if (before.visible && !after.visible) clearErrorsOf(n);
    for (const c of n.children) refresh(c, true);
  }

  function clearErrorsOf(n: Node): void {
    const w = n.widget;
    if (n.subform) return; // cells are cleared with their subform
    if (isSubform(w)) {
      const prefix = `${w.model}[`;
      for (const k of Object.keys(errors)) if (k.startsWith(prefix)) setError(k, undefined);
    }
    if (w.model) setError(w.model, undefined);
  }

  function setError(path: string, message: string | undefined): void {
    if (errors[path] === message) return;
    if (message === undefined) {
      if (!(path in errors)) return;
      delete errors[path];
    } else errors[path] = message;
    changed(path);
    const cell = CELL_PATH.exec(path);
    if (cell) changed(cell[1]);
  }

  // ---- validation ----
  const liveRows = (v: unknown): Record<string, unknown>[] =>
    Array.isArray(v) ? v.filter((r) => !(r && typeof r === 'object' && (r as { status?: unknown }).status === -1)) : [];

  function validateNode(n: Node, into: FormErrors): void {
    const w = n.widget;
    if (!n.state.visible || isLayout(w) || n.subform || !w.model) return;
    if (isSubform(w)) {
      const rows = models[w.model];
      const message = validateValue(w.rules, liveRows(rows), w.model);
      if (message !== null) into[w.model] = message;
      if (!Array.isArray(rows)) return;
      const columns = n.children;
      rows.forEach((row, i) => {
        if (!row || typeof row !== 'object' || (row as { status?: unknown }).status === -1) return;
        for (const c of columns) {
          if (!c.state.visible || !c.widget.model) continue;
          const path = `${w.model}[${i}].${c.widget.model}`;
          const m = validateValue(c.widget.rules, (row as Record<string, unknown>)[c.widget.model], path);
          if (m !== null) into[path] = m;
        }
      });
      return;
    }
    const message = validateValue(w.rules, models[w.model], w.model);
    if (message !== null) into[w.model] = message;
  }

  function replaceErrors(next: FormErrors, scope?: (path: string) => boolean): void {
    for (const k of Object.keys(errors)) if ((!scope || scope(k)) && !(k in next)) setError(k, undefined);
    for (const [k, m] of Object.entries(next)) setError(k, m);
  }

  function runValidation(): FormErrors {
    const next: FormErrors = {};
    if (!opts.preview) for (const n of nodes) validateNode(n, next);
    batch(() => replaceErrors(next));
    return { ...next };
  }

  function validatePath(path: string): string | undefined {
    if (opts.preview) return undefined;
    const cell = CELL_PATH.exec(path);
    const top = cell ? cell[1] : path;
    const n = nodeOf.get(top);
    if (!n || !n.widget.model) return undefined;
    const next: FormErrors = {};
    validateNode(n, next);
    const own = (k: string) => k === n.widget.model || k.startsWith(`${n.widget.model}[`);
    batch(() => {
      if (cell) setError(path, next[path]);
      else replaceErrors(next, own);
    });
    return next[path];
  }

  // ---- values ----
  function writeTop(model: string, value: unknown): boolean {
    if (Object.is(models[model], value)) return false;
    models[model] = value;
    changed(model);
    const n = nodeOf.get(model);
    if (n && n.widget.key !== model && n.widget.key) changed(n.widget.key);
    for (const d of dependents.get(model) ?? []) refresh(d);
    return true;
  }

  function setValue(path: string, value: unknown): void {
    batch(() => {
      const cell = CELL_PATH.exec(path);
      if (cell) {
        const [, sub, idx, col] = cell;
        const rows = Array.isArray(models[sub]) ? [...(models[sub] as unknown[])] : [];
        const i = Number(idx);
        const row = (rows[i] && typeof rows[i] === 'object' ? rows[i] : {}) as Record<string, unknown>;
        if (Object.is(row[col], value) && i < rows.length) return;
        rows[i] = { ...row, [col]: value };
        writeTop(sub, rows);
        changed(path);
        if (errors[path] !== undefined) validatePath(path);
        return;
      }
      if (writeTop(path, value) && errors[path] !== undefined) validatePath(path);
    });
  }

  function getModels(): Models {
    return structuredClone(models);
  }

  // ---- reads ----
  function stateOfPath(path: string): FieldState {
    const cell = CELL_PATH.exec(path);
    if (cell) {
      const c = cellNodeOf.get(`${cell[1]}.${cell[3]}`);
      return c ? c.state : { visible: true, disabled: false };
    }
    return nodeOf.get(path)?.state ?? { visible: true, disabled: false };
  }

  function readValue(path: string): unknown {
    const cell = CELL_PATH.exec(path);
    if (!cell) return models[path];
    const rows = models[cell[1]];
    const row = Array.isArray(rows) ? rows[Number(cell[2])] : undefined;
    return row && typeof row === 'object' ? (row as Record<string, unknown>)[cell[3]] : undefined;
  }

  function optionsOf(n: Node | undefined): OptionItem[] | undefined {
    if (!n) return undefined;
    const loaded = remoteOptions.get(n.widget);
    if (loaded) return loaded;
    if (remoteModeOf(n.widget)) return [];
    return Array.isArray(n.widget.options.options) ? n.widget.options.options : undefined;
  }

  function nodeForOptions(keyOrModel: string): Node | undefined {
    const cell = CELL_PATH.exec(keyOrModel);
    if (cell) return cellNodeOf.get(`${cell[1]}.${cell[3]}`);
    return nodeOf.get(keyOrModel) ?? cellNodeOf.get(keyOrModel);
  }

  function getField(path: string): FieldSnapshot {
    let snap = fieldCache.get(path);
    if (!snap) {
      const st = stateOfPath(path);
      snap = { value: readValue(path), error: errors[path], visible: st.visible, disabled: st.disabled, options: optionsOf(nodeForOptions(path)) };
      fieldCache.set(path, snap);
    }
    return snap;
  }

  function getState(): FormState {
    if (!stateCache) {
      const fields: Record<string, FieldState> = {};
      for (const n of nodes) {
        if (n.subform) continue;
        const p = n.widget.model && !isLayout(n.widget) ? n.widget.model : n.widget.key;
        if (p) fields[p] = n.state;
      }
      stateCache = { values: { ...models }, errors: { ...errors }, fields, specificPatient };
    }
    return stateCache;
  }

  // ---- subform rows ----
  function subformNode(model: string): Node {
    const n = nodeOf.get(model);
    if (!n || !isSubform(n.widget)) throw new Error(`"${model}" is not a subform of this form`);
    return n;
  }

  function addRow(subModel: string): number {
    const n = subformNode(subModel);
    const rows = Array.isArray(models[subModel]) ? [...(models[subModel] as unknown[])] : [];
    rows.push(newSubformRow(subformColumns(n.widget)));
    batch(() => {
      writeTop(subModel, rows);
      if (errors[subModel] !== undefined) validatePath(subModel);
    });
    return rows.length - 1;
  }

  function removeRow(subModel: string, index: number): void {
    subformNode(subModel);
    const rows = Array.isArray(models[subModel]) ? [...(models[subModel] as unknown[])] : [];
    const row = rows[index];
    if (!row || typeof row !== 'object') return;
    rows[index] = { ...(row as object), status: -1 };
    batch(() => {
      writeTop(subModel, rows);
      const prefix = `${subModel}[${index}].`;
      for (const k of Object.keys(errors)) if (k.startsWith(prefix)) setError(k, undefined);
      if (errors[subModel] !== undefined) validatePath(subModel);
    });
  }

  // ---- disabled ----
  function setDisabled(fields: string | string[], disabled: boolean): void {
    const wanted = new Set(typeof fields === 'string' ? [fields] : fields);
    batch(() => {
      const mark = (n: Node) => {
        disabledOverride.set(n.widget, disabled);
        n.children.forEach(mark);
      };
      const roots = nodes.filter((n) => wanted.has(n.widget.model) || wanted.has(n.widget.key));
      roots.forEach(mark);
      for (const r of roots) refresh(r, true);
    });
  }

  // ---- remote ----
  async function loadRemoteOptions(): Promise<void> {
    const jobs: Promise<void>[] = [];
    for (const n of nodes) {
      const w = n.widget;
      const touched = () => pathsOfNode(n).concat(n.subform ? [`${n.subform.widget.model}`] : []);
      if (remoteModeOf(w)) {
        jobs.push(loadWidgetOptions(w, { remote: opts.remote, http: opts.http }).then((items) => {
          remoteOptions.set(w, items);
          batch(() => touched().forEach(changed));
        }));
      }
      if (w.type === 'imgupload' && w.options.isQiniu) {
        jobs.push(loadUploadToken(w, opts.remote).then((t) => {
          tokens.set(w, t);
          batch(() => touched().forEach(changed));
        }));
      }
    }
    await Promise.all(jobs);
  }

  // ---- lifecycle ----
  function reset(): void {
    batch(() => {
      const before = models;
      models = cloneValue({ ...initial });
      for (const k of new Set([...Object.keys(before), ...Object.keys(models)])) {
        if (!Object.is(before[k], models[k])) changed(k);
      }
      for (const k of Object.keys(errors)) setError(k, undefined);
      for (const n of nodes) refresh(n);
    });
  }

  function setSchema(doc: unknown): void {
    batch(() => {
      const keep = models;
      const oldPaths = new Set([...Object.keys(keep), ...nodes.flatMap(pathsOfNode)]);
      disabledOverride.clear();
      remoteOptions.clear();
      build(doc, { ...(opts.value ?? {}), ...keep });
      for (const k of Object.keys(errors)) setError(k, undefined);
      for (const p of new Set([...oldPaths, ...Object.keys(models), ...nodes.flatMap(pathsOfNode)])) changed(p);
      fieldCache.clear();
    });
  }

  build(schemaInput, opts.value);

  return {
    get schema() {
      return schema;
    },
    getState,
    getField,
    getFieldState: (path) => ({ ...stateOfPath(path) }),
    subscribe(path, fn) {
      let set = listeners.get(path);
      if (!set) listeners.set(path, (set = new Set()));
      set.add(fn);
      return () => {
        set!.delete(fn);
        if (set!.size === 0) listeners.delete(path);
      };
    },
    subscribeAll(fn) {
      allListeners.add(fn);
      return () => void allListeners.delete(fn);
    },
    setValue,
    validate: () => Promise.resolve(runValidation()),
    validateField: (path) => Promise.resolve(validatePath(path)),
    getData() {
      const found = runValidation();
      if (Object.keys(found).length > 0) {
        const text = opts.translate?.('fm.message.validError') || 'Form data validation failed';
        return Promise.reject(Object.assign(new Error(text), { errors: found }) as FormDataError);
      }
      return Promise.resolve(getModels());
    },
    getModels,
    reset,
    setDisabled,
    addRow,
    removeRow,
    loadRemoteOptions,
    getOptions: (k) => optionsOf(nodeForOptions(k)),
    getUploadToken: (k) => {
      const n = nodeForOptions(k);
      return n ? tokens.get(n.widget) : undefined;
    },
    setSchema,
  };
}
