// Conditions are data on every widget (form-format.md runtime rules 3 and 4; spec section 4,
// "Conditional display"). They read values, never visibility: a hidden widget's value still drives others.
import type { Condition, Widget } from './types';

/** Reads a model's current value. */
export type ValueOf = (model: string) => unknown;

const reader = (values: ValueOf | Record<string, unknown>): ValueOf =>
  typeof values === 'function' ? values : (model) => values[model];

/** Values compare as text: `true` equals `'true'`, `30` equals `'30'`; null and undefined read as ''. */
export function sameAsText(a: unknown, b: unknown): boolean {
  return toText(a) === toText(b);
}

function toText(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

/** Filled = not undefined, null, '', an empty array or an empty plain object. 0 and false are filled. */
export function isFilled(v: unknown): boolean {
  if (v === undefined || v === null || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype) return Object.keys(v as object).length > 0;
  return true;
}

/** The items of an active `and` / `or` condition, or null when the condition does not apply. */
function activeItems(cond: Condition | undefined | null): Condition['list'] | null {
  if (!cond || typeof cond !== 'object') return null;
  if (cond.type !== 'and' && cond.type !== 'or') return null;
  const list = Array.isArray(cond.list) ? cond.list.filter((i) => i && typeof i.model === 'string' && i.model !== '') : [];
  return list.length ? list : null;
}

/**
 * displayVerify: `hide`, a missing object or an empty list = visible. `and`: every listed model's value
 * equals its `value` as text; `or`: at least one does.
 */
export function evaluateDisplay(cond: Condition | undefined | null, values: ValueOf | Record<string, unknown>): boolean {
  const items = activeItems(cond);
  if (!items) return true;
  const get = reader(values);
  const match = (i: Condition['list'][number]) => sameAsText(get(i.model), i.value);
  return cond!.type === 'and' ? items.every(match) : items.some(match);
}

/**
 * disableVerify: `and` disables when every listed model is filled, `or` when at least one is.
 * The listed `value` is ignored.
 */
export function evaluateDisable(cond: Condition | undefined | null, values: ValueOf | Record<string, unknown>): boolean {
  const items = activeItems(cond);
  if (!items) return false;
  const get = reader(values);
  const filled = (i: Condition['list'][number]) => isFilled(get(i.model));
  return cond!.type === 'and' ? items.every(filled) : items.some(filled);
}

export const isWidgetVisible = (w: Widget, values: ValueOf | Record<string, unknown>): boolean =>
  evaluateDisplay(w.options?.displayVerify, values);

export const isWidgetDisabledByCondition = (w: Widget, values: ValueOf | Record<string, unknown>): boolean =>
  evaluateDisable(w.options?.disableVerify, values);

/** The models a widget's conditions read: the widget must be re-evaluated when one of them changes. */
export function conditionModels(w: Widget): string[] {
  const out = new Set<string>();
  for (const cond of [w.options?.displayVerify, w.options?.disableVerify]) {
    for (const i of activeItems(cond) ?? []) out.add(i.model);
  }
  return [...out];
}
