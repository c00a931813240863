// New widgets from the palette and deep clones, with the old designer's key/model/remoteFunc rules
// (upstream-form-making.md §1, form-format.md "Widget").
import type { Widget, WidgetOptions, WidgetType } from '../form/types.ts';
import { designer as designerTexts } from '../i18n/locales/designer.ts';
import { walkWidgets } from '../form/walk.ts';
import { uniqueKey } from './keys.ts';
import type { CommandContext, Lang } from './types.ts';
import { WIDGET_CATALOG, defaultColumns, defaultOptions, widgetLabel } from './widgetCatalog.ts';

/**
 * A widget as dropped from the palette, keys in the saved order:
 * type, icon, columns (containers), options, name, key, model, (otherModel), rules.
 * `taken` holds the form's keys; the new key joins it.
 */
export function createWidget(type: WidgetType, lang: Lang, taken: Set<string>, ctx: CommandContext): Widget {
  const entry = WIDGET_CATALOG[type];
  const key = uniqueKey(taken, ctx.now, ctx.random);
  const options = localizedDefaultOptions(defaultOptions(type), lang);
  options.remoteFunc = `func_${key}`; // every type, as upstream's drop handler does
  const columns = defaultColumns(type);
  const model = `${type}_${key}`;
  const widget: Widget = {
    type,
    icon: entry.icon,
    ...(columns ? { columns } : {}),
    options,
    name: widgetLabel(type, lang),
    key,
    model,
    ...(entry.hasOtherModel ? { otherModel: `${model}_other` } : {}),
    rules: [],
  };
  return widget;
}

/** The palette's placeholder options (upstream's "Option 1", "Option 2"…: a value, and a label when it has one). */
const PLACEHOLDER_OPTION = /^Option (\d+)$/;

/** upstream's default texts of a text, a link and a header, and the designer's key for each */
const DEFAULT_TEXTS: Record<string, string> = { 'This is a text': 'defaultText', 'This is a link': 'defaultLink', Header: 'defaultHeader' };

/**
 * A dropped widget's copy of the palette defaults with its placeholder options (选项1… / Option 1…) and its
 * default text (这是一段文字 / This is a text) in the designer's language, so the designer never puts English
 * placeholders on a Chinese form. The palette definitions stay exactly upstream's; only the created widget changes.
 */
export function localizedDefaultOptions(options: WidgetOptions, lang: Lang): WidgetOptions {
  const texts = designerTexts[lang] ?? designerTexts.en;
  const textKey = typeof options.defaultValue === 'string' ? DEFAULT_TEXTS[options.defaultValue] : undefined;
  if (textKey && texts[textKey]) options.defaultValue = texts[textKey];
  if (!Array.isArray(options.options)) return options;
  const pattern = texts.defaultOption ?? designerTexts.en.defaultOption;
  for (const item of options.options as { value?: unknown; label?: unknown }[]) {
    const m = PLACEHOLDER_OPTION.exec(String(item?.value ?? ''));
    if (!m) continue;
    const text = pattern.replace('{{n}}', m[1]);
    item.value = text;
    if ('label' in item) item.label = text;
  }
  return options;
}

/**
 * A deep copy with a new key, model and remoteFunc for the widget and, recursively, everything
 * inside it; rules are kept (upstream's clone). Key order is preserved (overwrites keep position).
 */
export function cloneWidgetDeep(source: Widget, taken: Set<string>, ctx: CommandContext): Widget {
  const copy = structuredClone(source);
  // containers before their content, in document order: keys are drawn in the order upstream drew them
  walkWidgets([copy], (w) => {
    const key = uniqueKey(taken, ctx.now, ctx.random);
    w.key = key;
    w.model = `${w.type}_${key}`;
    if (typeof w.otherModel === 'string') w.otherModel = `${w.model}_other`;
    if (w.options && typeof w.options === 'object') w.options.remoteFunc = `func_${key}`;
  });
  return copy;
}
