// How an option reads on screen, for the renderer and the designer's canvas and panel alike
// (upstream GenerateFormItem): static options show `label` only with `showLabel`, else the value;
// remote options always show `label`.
import type { OptionItem, WidgetOptions } from './types';

export function optionLabel(item: OptionItem, labelled: unknown): string {
  return String((labelled ? (item.label ?? item.value) : item.value) ?? '');
}

/** The CSS of the display widgets' font options (text, link, divider, header); empty values are left out. */
export function fontCss(o: WidgetOptions): { fontSize?: string; color?: string; fontWeight?: string; fontFamily?: string } {
  const s: { fontSize?: string; color?: string; fontWeight?: string; fontFamily?: string } = {};
  if (o.font_size) s.fontSize = String(o.font_size);
  if (o.font_color) s.color = String(o.font_color);
  if (o.font_weight) s.fontWeight = String(o.font_weight);
  if (o.font_family) s.fontFamily = String(o.font_family);
  return s;
}
