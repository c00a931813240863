// Shared helpers for the form engine tests: fixture loading (tests/fixtures/legacy-forms) and small factories.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FormSchema, Rule, Widget, WidgetOptions } from '../../../src/core/form/types';

const FIXTURES = fileURLToPath(new URL('../../fixtures/legacy-forms/', import.meta.url));

export function fixture<T = any>(name: string): T {
  return JSON.parse(readFileSync(FIXTURES + name, 'utf8')) as T;
}

export const FIXTURE_NAMES = ['01-upstream-widget-catalogue', '05-unsafe-event-report'] as const;

let seq = 0;
/** A widget as the designer saves it; `model` defaults to `<type>_<n>`. */
export function widget(type: string, options: WidgetOptions = {}, extra: Partial<Widget> & { rules?: Rule[] } = {}): Widget {
  seq += 1;
  const key = `1700000000000_${seq}`;
  return { type: type as Widget['type'], name: extra.name ?? type, key, model: `${type}_${seq}`, options, rules: [], ...extra };
}

export function grid(columns: Widget[][], extra: Partial<Widget> = {}, type: 'grid' | 'flexbox' = 'grid'): Widget {
  return widget(type, { gutter: 0 }, { columns: columns.map((list) => ({ span: 12, list })), ...extra });
}

export function form(list: Widget[]): FormSchema {
  return { list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
}

/** A localStorage stand-in. */
export function memoryStorage(entries: Record<string, string> = {}) {
  return { getItem: (k: string) => (k in entries ? entries[k] : null) };
}
