// Tolerant reading of stored form documents (form-format.md "Document", "Widget").
// The input is never mutated: normalizeSchema builds a new view (new widget, options, rules, column
// objects) and remembers, per new object, the stored original and which keys it had to add, so
// restoreSchema can give the designer back exactly what it read (old and new designers run side by side).
import { DEFAULT_FORM_CONFIG } from './types';
import type { Column, FormConfig, FormSchema, Widget } from './types';
import { canonicalType, isContainer } from './widgets/registry';

interface Origin {
  original: Record<string, unknown>;
  /** keys absent in the original that normalisation filled in */
  added: string[];
  /** the stored type when it differs from the normalised one (`table`) */
  storedType?: string;
}

const origins = new WeakMap<object, Origin>();

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A column's span as a number: 12, '12' and ' 8 ' are spans; '' (never sized) and junk are undefined. */
export function spanOf(col: { span?: unknown } | undefined | null): number | undefined {
  const span = col?.span;
  if (typeof span === 'number') return Number.isFinite(span) ? span : undefined;
  if (typeof span === 'string' && span.trim() !== '') {
    const n = Number(span);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function normalizeColumn(col: unknown): Column {
  const stored = isObject(col) ? col : {};
  const added: string[] = [];
  if (!Array.isArray(stored.list)) added.push('list');
  const out: Column = { ...stored, list: normalizeList(stored.list) };
  origins.set(out, { original: stored, added });
  return out;
}

function normalizeWidget(w: Record<string, unknown>): Widget {
  const added: string[] = [];
  const fill = (key: string, value: unknown): unknown => {
    if (w[key] === undefined || w[key] === null) {
      added.push(key);
      return value;
    }
    return w[key];
  };
  const storedType = typeof w.type === 'string' ? w.type : '';
  const type = canonicalType(storedType);
  const key = fill('key', '') as string;
  const options = fill('options', {});
  const rules = fill('rules', []);
  const out: Widget = {
    ...w,
    type: type as Widget['type'],
    name: fill('name', '') as string,
    key,
    model: fill('model', '') as string,
    options: isObject(options) ? { ...options } : {},
    rules: Array.isArray(rules) ? [...rules] : [],
  };
  if (Array.isArray(w.columns)) out.columns = w.columns.map(normalizeColumn);
  origins.set(out, { original: w, added, storedType: storedType === type ? undefined : storedType });
  return out;
}

function normalizeList(list: unknown): Widget[] {
  if (!Array.isArray(list)) return [];
  return list.filter(isObject).map(normalizeWidget);
}

/**
 * Reads a stored document tolerantly: missing config keys get their defaults (labelWidth 100,
 * labelPosition 'right', size 'small'), missing `options` / `rules` become `{}` / `[]`, `table` is read
 * as `subform`, unknown keys are kept. Spans are left as stored (read them with `spanOf`).
 */
export function normalizeSchema(doc: unknown): FormSchema {
  const stored = isObject(doc) ? doc : {};
  const storedConfig = isObject(stored.config) ? stored.config : {};
  const config: FormConfig = { ...storedConfig } as FormConfig;
  const configAdded: string[] = [];
  for (const [k, v] of Object.entries(DEFAULT_FORM_CONFIG)) {
    if (config[k] === undefined || config[k] === null) {
      config[k] = v;
      configAdded.push(k);
    }
  }
  origins.set(config, { original: storedConfig, added: configAdded });
  const schema: FormSchema = { ...stored, list: normalizeList(stored.list), config };
  const schemaAdded = [...(Array.isArray(stored.list) ? [] : ['list']), ...(isObject(stored.config) ? [] : ['config'])];
  origins.set(schema, { original: stored, added: schemaAdded });
  return schema;
}

/** The stored object a normalised widget, column, config or schema was read from. */
export function originalOf<T extends object>(normalised: T): Record<string, unknown> | undefined {
  return origins.get(normalised)?.original;
}

/** The type as stored: `'table'` for a subform read from a `table` widget, else the widget's type. */
export function storedTypeOf(widget: Widget): string {
  return origins.get(widget)?.storedType ?? widget.type;
}

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const DEFAULTS_ADDED: Record<string, unknown> = { options: {}, rules: [], name: '', key: '', model: '', list: [] };

function restoreObject(obj: Record<string, unknown>, defaults: Record<string, unknown>): Record<string, unknown> {
  const origin = origins.get(obj);
  const out: Record<string, unknown> = { ...obj };
  if (!origin) return out;
  for (const key of origin.added) {
    if (!(key in out) || !sameJson(out[key], defaults[key])) continue;
    // stored as null -> give back null; absent -> leave out
    if (key in origin.original) out[key] = origin.original[key];
    else delete out[key];
  }
  if (origin.storedType && out.type === 'subform') out.type = origin.storedType;
  return out;
}

function restoreList(list: Widget[]): unknown[] {
  return list.map((w) => {
    const out = restoreObject(w as Record<string, unknown>, DEFAULTS_ADDED);
    if (Array.isArray(w.columns)) {
      out.columns = w.columns.map((c) => {
        const col = restoreObject(c as Record<string, unknown>, DEFAULTS_ADDED);
        if (Array.isArray(c.list)) col.list = restoreList(c.list);
        return col;
      });
    }
    return out;
  });
}

/**
 * The document to save: the (possibly edited) normalised schema with what normalisation added taken
 * out again (defaults still at their default value, `subform` back to `table` where it was stored so).
 * `restoreSchema(normalizeSchema(doc))` deep-equals `doc` for any well-formed document.
 */
export function restoreSchema(schema: FormSchema): Record<string, unknown> {
  const out = restoreObject(schema as Record<string, unknown>, DEFAULTS_ADDED);
  out.list = restoreList(schema.list);
  const config = restoreObject(schema.config as Record<string, unknown>, DEFAULT_FORM_CONFIG as Record<string, unknown>);
  const configWasAdded = origins.get(schema)?.added.includes('config');
  if (configWasAdded && Object.keys(config).length === 0) delete out.config;
  else out.config = config;
  return out;
}

/**
 * Says in plain words why a parsed JSON value is not a form document, or returns null when it is one.
 * Used by the designer's Import JSON. Unknown widget types are accepted (kept and preserved).
 */
export function validateSchemaShape(doc: unknown): string | null {
  const problem = schemaShapeProblem(doc);
  return problem ? formatShapeProblem(problem) : null;
}

/**
 * What is wrong with a document's shape, as a message key and its parameters, for a translated
 * message (the designer's locale `designer:<key>`; English texts in SCHEMA_SHAPE_MESSAGES).
 * null when the shape is fine. validateSchemaShape is this, in English.
 */
export interface SchemaShapeProblem {
  key: SchemaShapeKey;
  params: Record<string, string>;
}

/** The English text of each problem ({{param}} placeholders, i18next's syntax). */
export const SCHEMA_SHAPE_MESSAGES = {
  shapeEmpty: 'The JSON is empty: a form is an object like { "list": [...], "config": {...} }.',
  shapeIsList: 'The JSON is a list, not a form: a form is an object like { "list": [...], "config": {...} }.',
  shapeNotObject: 'The JSON is a {{type}}, not a form: a form is an object like { "list": [...], "config": {...} }.',
  shapeNoList: 'The form has no "list": it needs a "list" array of widgets.',
  shapeListNotArray: 'The form\'s "list" is not an array of widgets.',
  shapeConfig: 'The form\'s "config" must be an object (labelWidth, labelPosition, size).',
  shapeWidgetNotObject: 'The widget at {{at}} is not an object.',
  shapeNoType: 'The widget at {{at}} has no type.',
  shapeNoTypeNamed: 'The widget at {{at}} ("{{name}}") has no type.',
  shapeOptions: 'The widget at {{at}} has "options" that are not an object.',
  shapeRules: 'The widget at {{at}} has "rules" that are not an array.',
  shapeColumns: 'The {{type}} at {{at}} has "columns" that are not an array.',
  shapeColumnNotObject: 'The column at {{at}} is not an object.',
  shapeColumnList: 'The column at {{at}} has a "list" that is not an array.',
} as const;

export type SchemaShapeKey = keyof typeof SCHEMA_SHAPE_MESSAGES;

/** A problem in English (the text validateSchemaShape has always returned). */
export function formatShapeProblem(problem: SchemaShapeProblem): string {
  return SCHEMA_SHAPE_MESSAGES[problem.key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => problem.params[name] ?? '');
}

const shape = (key: SchemaShapeKey, params: Record<string, string> = {}): SchemaShapeProblem => ({ key, params });

export function schemaShapeProblem(doc: unknown): SchemaShapeProblem | null {
  if (doc === null || doc === undefined) return shape('shapeEmpty');
  if (Array.isArray(doc)) return shape('shapeIsList');
  if (typeof doc !== 'object') return shape('shapeNotObject', { type: typeof doc });
  const d = doc as Record<string, unknown>;
  if (!('list' in d)) return shape('shapeNoList');
  if (!Array.isArray(d.list)) return shape('shapeListNotArray');
  if (d.config !== undefined && !isObject(d.config)) return shape('shapeConfig');
  return checkList(d.list, 'list');
}

function checkList(list: unknown[], path: string): SchemaShapeProblem | null {
  for (let i = 0; i < list.length; i++) {
    const w = list[i];
    const at = `${path}[${i}]`;
    if (!isObject(w)) return shape('shapeWidgetNotObject', { at });
    if (typeof w.type !== 'string' || w.type === '') return w.name ? shape('shapeNoTypeNamed', { at, name: String(w.name) }) : shape('shapeNoType', { at });
    if (w.options !== undefined && w.options !== null && !isObject(w.options)) return shape('shapeOptions', { at });
    if (w.rules !== undefined && w.rules !== null && !Array.isArray(w.rules)) return shape('shapeRules', { at });
    if (isContainer(w)) {
      if (w.columns === undefined) continue;
      if (!Array.isArray(w.columns)) return shape('shapeColumns', { type: w.type, at });
      for (let c = 0; c < w.columns.length; c++) {
        const col = w.columns[c];
        const colAt = `${at}.columns[${c}]`;
        if (!isObject(col)) return shape('shapeColumnNotObject', { at: colAt });
        if (col.list === undefined) continue;
        if (!Array.isArray(col.list)) return shape('shapeColumnList', { at: colAt });
        const inner = checkList(col.list, `${colAt}.list`);
        if (inner) return inner;
      }
    }
  }
  return null;
}
