// Option labels as upstream shows them: static options show `label` only with `showLabel`, else the
// value; remote options always show `label` (upstream GenerateFormItem).
import type { OptionItem, Widget } from '../../core/form/index.ts';
import { optionLabel, remoteModeOf, WARD_MODEL, WARDS } from '../../core/form/index.ts';

export interface ShownOption {
  value: unknown;
  label: string;
}

export function shownOptions(widget: Widget, options: OptionItem[] | undefined): ShownOption[] {
  let list = options ?? [];
  // the ward selector lists the hospital's wards when the document gives none (spec section 9)
  if (widget.model === WARD_MODEL && list.length === 0 && !remoteModeOf(widget)) list = WARDS as OptionItem[];
  const remote = !!remoteModeOf(widget);
  const showLabel = !!widget.options.showLabel;
  return list.map((o) => ({ value: o.value, label: optionLabel(o, remote || showLabel) }));
}

export const OTHER_VALUE = '其他';

export function labelFor(list: ShownOption[], v: unknown): string {
  const hit = list.find((o) => o.value === v || String(o.value) === String(v));
  return hit ? hit.label : v === undefined || v === null ? '' : String(v);
}

/** Cascader: the labels along a value path. */
export function cascaderLabels(tree: OptionItem[] | undefined, path: unknown[]): string[] {
  const out: string[] = [];
  let level = tree ?? [];
  for (const v of path) {
    const node = level.find((o) => String(o.value) === String(v));
    out.push(node ? String(node.label ?? node.value) : String(v));
    level = node?.children ?? [];
  }
  return out;
}
