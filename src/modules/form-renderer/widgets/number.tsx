// number: antd InputNumber, loaded on demand (rc-input-number and its decimal arithmetic).
import { memo } from 'react';
import { InputNumber } from '../../shared/NumberInput.tsx';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { widthOf } from './text.tsx';

const num = (v: unknown): number | undefined => (v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? undefined : Number(v));

export const NumberWidget = memo(function NumberWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  return (
    <InputNumber
      value={num(field.value) ?? null}
      status={field.error ? 'error' : undefined}
      min={num(o.min)}
      max={num(o.max)}
      step={num(o.step) ?? 1}
      disabled={disabled}
      style={widthOf(widget)}
      aria-label={widget.name}
      onChange={(v) => change(path, v === null ? undefined : v)}
    />
  );
});

export default NumberWidget;
