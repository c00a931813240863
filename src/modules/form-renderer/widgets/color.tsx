// color, with alpha when showAlpha (Element's picker gives `#rrggbb`, or `rgba(r, g, b, a)` with alpha).
import { memo } from 'react';
import { ColorPicker } from 'antd';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

export default memo(function ColorWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const alpha = !!widget.options.showAlpha;
  const value = typeof field.value === 'string' && field.value ? field.value : undefined;
  return (
    <ColorPicker
      value={value ?? null}
      disabledAlpha={!alpha}
      allowClear
      showText
      disabled={disabled}
      format={alpha ? 'rgb' : 'hex'}
      aria-label={widget.name}
      onChangeComplete={(c) => change(path, c.cleared ? '' : alpha ? c.toRgbString() : c.toHexString())}
      onClear={() => change(path, '')}
    />
  );
});
