// color, with alpha when showAlpha (Element's picker gives `#rrggbb`, or `rgba(r, g, b, a)` with alpha).
import { memo } from 'react';
import { ColorPicker } from 'antd';
import type { WidgetProps } from './types.ts';
import type { ColorPickerProps } from 'antd';

type Color = Parameters<NonNullable<ColorPickerProps['onChangeComplete']>>[0];
import { useFormCtx } from '../context.ts';

/** The text Element's picker stored: `#409EFF` (upper case), or `rgba(64, 158, 255, 0.5)` with alpha. */
export function colorText(c: Color, alpha: boolean): string {
  if (!alpha) return c.toHexString().slice(0, 7).toUpperCase();
  const { r, g, b, a } = c.toRgb();
  return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Math.round(a * 100) / 100})`;
}

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
      onChangeComplete={(c) => change(path, c.cleared ? '' : colorText(c, alpha))}
      onClear={() => change(path, '')}
    />
  );
});
