// input, textarea (number is in number.tsx: loaded on demand).
import { memo } from 'react';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Password from 'antd/es/input/Password';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

const NUMERIC = new Set(['number', 'integer', 'float']);
export const widthOf = (w: WidgetProps['widget']) => (w.options.width ? { width: String(w.options.width) } : undefined);

export const InputWidget = memo(function InputWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change, inputClass } = useFormCtx();
  const o = widget.options;
  const numeric = NUMERIC.has(String(o.dataType));
  const max = Number(o.maxlength);
  // The common case (no counter, unit or password eye) is a native input wearing antd's classes:
  // antd's Input costs about ten times more to mount, and forms with 1000 inputs exist.
  if (inputClass && !o.showPassword && !o.unit && !(o.showWordLimit && max > 0)) {
    const cls = `${inputClass}${disabled ? ' ant-input-disabled' : ''}${field.error ? ' ant-input-status-error' : ''}`;
    return (
      <input
        className={cls}
        type={numeric ? 'number' : 'text'}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        disabled={disabled}
        placeholder={(o.placeholder as string) || undefined}
        maxLength={max > 0 ? max : undefined}
        style={widthOf(widget)}
        aria-label={widget.name}
        onChange={(e) => {
          const text = e.target.value;
          if (numeric && text !== '' && Number.isFinite(parseFloat(text))) change(path, parseFloat(text));
          else change(path, text);
        }}
      />
    );
  }
  const common = {
    value: field.value === undefined || field.value === null ? '' : String(field.value),
    disabled,
    status: field.error ? ('error' as const) : undefined,
    placeholder: (o.placeholder as string) || undefined,
    maxLength: max > 0 ? max : undefined,
    showCount: !!o.showWordLimit && max > 0,
    style: widthOf(widget),
    suffix: o.unit ? String(o.unit) : undefined,
    'aria-label': widget.name,
    onChange: (e: { target: { value: string } }) => {
      const text = e.target.value;
      // upstream: v-model.number for numeric dataTypes (a number when it parses, else the text)
      if (numeric && text !== '' && Number.isFinite(parseFloat(text))) change(path, parseFloat(text));
      else change(path, text);
    },
  };
  if (o.showPassword) return <Password {...common} />;
  return <Input {...common} type={numeric ? 'number' : 'text'} />;
});

export const TextareaWidget = memo(function TextareaWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const max = Number(o.maxlength ?? o.textLength);
  return (
    <TextArea
      rows={5}
      status={field.error ? 'error' : undefined}
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      disabled={disabled}
      placeholder={(o.placeholder as string) || undefined}
      maxLength={max > 0 ? max : undefined}
      showCount={!!o.showWordLimit && max > 0}
      style={widthOf(widget)}
      aria-label={widget.name}
      onChange={(e) => change(path, e.target.value)}
    />
  );
});
