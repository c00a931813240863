// rate (half stars), slider (range, with input), switch: loaded on demand.
import { memo } from 'react';
import { Rate, Slider, Switch } from 'antd';
import { InputNumber } from '../../shared/NumberInput.tsx';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

const n = (v: unknown, d: number): number => (v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? d : Number(v));

export const RateWidget = memo(function RateWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  return (
    <Rate
      value={n(field.value, 0)}
      count={n(o.max, 5)}
      allowHalf={!!o.allowHalf}
      disabled={disabled || readonly}
      aria-label={widget.name}
      onChange={(v) => change(path, v)}
    />
  );
});

export const SliderWidget = memo(function SliderWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const min = n(o.min, 0);
  const max = n(o.max, 100);
  const step = n(o.step, 1);
  const style = o.width ? { width: String(o.width) } : undefined;
  if (o.range) {
    const v = Array.isArray(field.value) && field.value.length === 2 ? (field.value.map((x) => n(x, min)) as [number, number]) : ([min, min] as [number, number]);
    return (
      <div className="hos-slider" style={style}>
        <Slider range min={min} max={max} step={step} value={v} disabled={disabled} onChange={(x) => change(path, x)} aria-label={widget.name} />
      </div>
    );
  }
  const v = n(field.value, min);
  return (
    <div className="hos-slider" style={style}>
      <Slider min={min} max={max} step={step} value={v} disabled={disabled} onChange={(x) => change(path, x)} aria-label={widget.name} />
      {!!o.showInput && <InputNumber size="small" min={min} max={max} step={step} value={v} disabled={disabled} onChange={(x) => change(path, x ?? min)} />}
    </div>
  );
});

export const SwitchWidget = memo(function SwitchWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  return <Switch checked={field.value === true || field.value === 'true'} disabled={disabled} aria-label={widget.name} onChange={(v) => change(path, v)} />;
});
