// Option blocks several widgets' palette defaults share. Upstream defaults are exactly vue-form-making's
// componentsConfig.js (shared/design/upstream-form-making.md §1.1); the hospital's extensions follow
// shared/design/form-format.md and spec §3, with key orders taken from the saved legacy documents.
import type { Column, WidgetOptions } from '../schema';

const condition = () => ({ type: 'hide' as const, list: [] as { model: string; value?: unknown }[] });

/** Hospital options shared by the data widgets (spec §3 "Common options"). */
export const common = (): WidgetOptions => ({
  labelWidth: 100,
  labelWidthDisabled: false,
  labelWidthStatus: false,
  tip: '',
  displayVerify: condition(),
  disableVerify: condition(),
});

export const font = (size: string, color: string, weight: string) => ({
  font_size: size,
  font_color: color,
  font_weight: weight,
  font_family: '',
});

export const layout = () => ({ gutter: 0, justify: 'start', align: 'top' });

export const requestMethod = () => ({ url: '', method: 'get' as const, params: '{}', headers: '{}', result: 'data', timeout: 10 });

export const labelled = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ value: `Option ${i + 1}`, label: `Option ${i + 1}` }));
export const unlabelled = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `Option ${i + 1}` }));

export const radioOptions = (items: WidgetOptions['options']): WidgetOptions => ({
  inline: false,
  defaultValue: '',
  showLabel: false,
  options: items,
  required: false,
  width: '',
  remote: false,
  remoteOptions: [],
  props: { value: 'value', label: 'label' },
  remoteFunc: '',
  disabled: false,
});

export const checkboxOptions = (items: WidgetOptions['options']): WidgetOptions => ({
  ...radioOptions(items),
  defaultValue: [],
});

export const twoColumns = (): Column<never>[] => [
  { span: 12, list: [] },
  { span: 12, list: [] },
];
