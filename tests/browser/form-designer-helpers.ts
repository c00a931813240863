// Helpers for <hos-form-designer> tests: mounting at a usable size, real pointer drags, and
// queries for palette items, canvas rows, drop zones and panel fields.
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { $, $$, centre, clicksReachPage, mount, sleep, waitFor } from './helpers.ts';
import type { FormSchema, Widget } from '../../src/core/form/types.ts';

export type Designer = HTMLElementTagNameMap['hos-form-designer'];

export async function mountDesigner(attrs: Record<string, string> = {}): Promise<Designer> {
  await setViewport({ width: 1400, height: 900 });
  const el = mount('hos-form-designer', { locale: 'en', ...attrs }) as Designer;
  el.style.setProperty('--hos-designer-height', '860px');
  await el.whenReady();
  await waitFor(() => $(el, '.fd-canvas'), 'canvas');
  return el;
}

export const paletteItem = (el: Element, type: string) => $(el, `.fd-palette-item[data-type="${type}"]`)!;
export const rows = (el: Element) => $$(el, '.fd-item');
export const row = (el: Element, key: string) => $(el, `.fd-item[data-key="${key}"]`)!;
export const rootZone = (el: Element) => $(el, '.fd-root-list')!;
/** the drop zone of column `col` of the grid/flexbox with `key` */
export const columnZone = (el: Element, key: string, col: number) => $(el, `.fd-list[data-parent="${key}"][data-col="${col}"]`)!;
export const subformZone = (el: Element, key: string) => $(el, `.fd-subform[data-parent="${key}"]`)!;
export const selectedKey = (el: Designer) => $(el, '.fd-item.fd-selected')?.dataset.key ?? null;
export const json = (el: Designer) => el.getJSON();
export const keys = (list: Widget[]) => list.map((w) => w.key);

/** A real pointer drag: press, move in steps (past the activation distance), release. */
export async function drag(from: [number, number], to: [number, number], steps = 8): Promise<void> {
  await sendMouse({ type: 'move', position: from });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [from[0] + 6, from[1] + 6] });
  for (let i = 1; i <= steps; i++) {
    const x = Math.round(from[0] + ((to[0] - from[0]) * i) / steps);
    const y = Math.round(from[1] + ((to[1] - from[1]) * i) / steps);
    await sendMouse({ type: 'move', position: [x, y] });
  }
  await sendMouse({ type: 'move', position: to });
  await sleep(30);
  await sendMouse({ type: 'up' });
  await clicksReachPage();
}

/** A point inside an element: fx/fy are fractions of its box (0.5, 0.5 = the centre). */
export function at(el: Element, fx = 0.5, fy = 0.5): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width * fx), Math.round(r.top + r.height * fy)];
}

/** Drags a palette type to a point. */
export async function dropFromPalette(el: Designer, type: string, to: [number, number]): Promise<string> {
  const before = new Set(allKeys(el.getJSON()));
  await drag(centre(paletteItem(el, type)), to);
  return waitFor(() => allKeys(el.getJSON()).find((k) => !before.has(k)), `a new ${type}`);
}

export function allKeys(schema: FormSchema): string[] {
  const out: string[] = [];
  const walk = (list: Widget[]) => list.forEach((w) => {
    out.push(w.key);
    (w.columns ?? []).forEach((c) => walk(c.list ?? []));
  });
  walk(schema.list);
  return out;
}

/** Clicks a canvas row (selects it) and waits for its handle. */
export async function select(el: Designer, key: string): Promise<void> {
  const r = row(el, key);
  r.scrollIntoView({ block: 'center' });
  const box = r.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width * 0.6), Math.round(box.top + Math.min(16, box.height / 2))] });
  await waitFor(() => selectedKey(el) === key && $(el, `.fd-item[data-key="${key}"] > .fd-handle`), `selection of ${key}`);
}

export const handle = (el: Element, key: string) => $(el, `.fd-item[data-key="${key}"] > .fd-handle`)!;

/** Moves the selected widget by dragging its handle to a point. */
export async function dragWidget(el: Designer, key: string, to: () => [number, number]): Promise<void> {
  await select(el, key);
  await drag(centre(handle(el, key)), to());
}

/** A panel field's input by its data-field name. */
export const field = <E extends Element = HTMLInputElement>(el: Element, name: string, sel = 'input, textarea') =>
  $(el, `.fd-panel [data-field="${name}"]`)?.querySelector<E>(sel) ?? null;

export async function press(...keysToPress: string[]) {
  for (const k of keysToPress) await sendKeys({ press: k });
}

export const listOf = (schema: FormSchema, key: string, col: number): Widget[] => {
  let found: Widget | undefined;
  const walk = (list: Widget[]) => list.forEach((w) => {
    if (w.key === key) found = w;
    (w.columns ?? []).forEach((c) => walk(c.list ?? []));
  });
  walk(schema.list);
  return found?.columns?.[col]?.list ?? [];
};
