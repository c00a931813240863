// Helpers of the formula tests: a form of fields and computed fields, and the problems in words.
import { formula } from '../../../../src/core/i18n/locales/formula.ts';
import { problemText, type FieldProblem, type FormulaProblem } from '../../../../src/core/form/formula/index.ts';
import type { FormSchema, Widget } from '../../../../src/core/form/types.ts';

/** A problem as the designer shows it, in `lang` (the formula locale table the designer and the server use). */
export function words(p: FormulaProblem | FieldProblem, lang: 'zh-CN' | 'en' = 'en'): string {
  const table: Record<string, string> = formula[lang];
  return problemText(p, (key, params) => {
    const text = table[key];
    if (text === undefined) throw new Error(`no text for ${key} in ${lang}`);
    return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  });
}

let seq = 0;
export function field(type: string, model: string, options: Record<string, unknown> = {}, name = model): Widget {
  seq += 1;
  return { type: type as Widget['type'], name, key: `1733000000000_${seq}`, model, options, rules: [] };
}

export const computed = (model: string, formula: string, options: Record<string, unknown> = {}, name = model) =>
  field('computed', model, { formula, ...options }, name);

export const form = (...list: Widget[]): FormSchema => ({ list, config: { labelWidth: 100, labelPosition: 'right', size: 'small' } });

export function subform(model: string, columns: Widget[], name = model): Widget {
  return { ...field('subform', model, {}, name), columns: columns.map((w) => ({ span: 6, list: [w] })) };
}

export function grid(...columns: Widget[][]): Widget {
  return { ...field('grid', '', { gutter: 0 }), columns: columns.map((list) => ({ span: 12, list })) };
}
