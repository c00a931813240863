// cascader, static (options.options) or remote (host function / request), show all levels by default.
import { memo } from 'react';
import { Cascader } from 'antd';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

export default memo(function CascaderWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const all = o.showAllLevels !== false;
  return (
    <Cascader
      options={(field.options ?? []) as never}
      value={(Array.isArray(field.value) ? field.value : []) as never}
      allowClear={!!o.clearable}
      status={field.error ? 'error' : undefined}
      disabled={disabled}
      placeholder={(o.placeholder as string) || undefined}
      style={o.width ? { width: String(o.width) } : { width: '100%', maxWidth: 360 }}
      displayRender={(labels) => (all ? labels.join(' / ') : labels[labels.length - 1])}
      aria-label={widget.name}
      onChange={(v) => change(path, v ?? [])}
    />
  );
});
