// select (static, remote function, remote 99): loaded on demand (rc-select and its virtual list are
// a fifth of the renderer's first-paint bundle, and many forms have no select).
import { memo, useMemo } from 'react';
import { Select } from 'antd';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { shownOptions } from '../options.ts';
import { widthOf } from './text.tsx';

export const SelectWidget = memo(function SelectWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const list = useMemo(() => shownOptions(widget, field.options).map((x) => ({ value: x.value as string, label: x.label })), [widget, field.options]);
  const multiple = !!o.multiple;
  const value = multiple ? (Array.isArray(field.value) ? field.value : []) : field.value === '' || field.value === null ? undefined : field.value;
  return (
    <Select
      value={value as string}
      mode={multiple ? 'multiple' : undefined}
      status={field.error ? 'error' : undefined}
      options={list}
      allowClear={!!o.clearable}
      showSearch={o.filterable ? { optionFilterProp: 'label' } : false}
      disabled={disabled}
      placeholder={(o.placeholder as string) || undefined}
      style={widthOf(widget) ?? { width: '100%', maxWidth: 320 }}
      aria-label={widget.name}
      onChange={(v) => change(path, v === undefined ? (multiple ? [] : '') : v)}
    />
  );
});

export default SelectWidget;
