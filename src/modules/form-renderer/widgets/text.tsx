// input, textarea (number is in number.tsx: loaded on demand).
import { memo, useLayoutEffect, useRef } from 'react';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Password from 'antd/es/input/Password';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

const NUMERIC = new Set(['number', 'integer', 'float']);
export const widthOf = (w: WidgetProps['widget']) => (w.options.width ? { width: String(w.options.width) } : undefined);

/** The input's text for a field value. */
const textOf = (v: unknown) => (v === undefined || v === null ? '' : String(v));
/** upstream: v-model.number for numeric dataTypes (a number when the text parses, else the text) */
const typed = (text: string, numeric: boolean) => (numeric && text !== '' && Number.isFinite(parseFloat(text)) ? parseFloat(text) : text);

/**
 * The common case of an input (no counter, unit or password eye) is a native input wearing antd's classes:
 * antd's Input costs about ten times more to mount, and forms with 1000 inputs exist. (WidgetEntry.ownsValue)
 */
export const isNativeInput = (widget: WidgetProps['widget'], inputClass: string) => {
  const o = widget.options;
  const max = Number(o.maxlength);
  return !!inputClass && !o.showPassword && !o.unit && !(o.showWordLimit && max > 0);
};

/**
 * The native input keeps its own text while the user types (nothing is drawn again on a keystroke: its item
 * ignores value-only changes); a value set from elsewhere (the element's API, a reset, a prefill) is written
 * into it. A number input keeps the text being typed ("1.") while it reads as the stored number.
 */
const NativeInput = memo(function NativeInput({ widget, path, field, disabled, inputClass }: WidgetProps & { inputClass: string }) {
  const { change, model } = useFormCtx();
  const o = widget.options;
  const numeric = NUMERIC.has(String(o.dataType));
  const max = Number(o.maxlength);
  const ref = useRef<HTMLInputElement>(null);
  const drawn = useRef(textOf(field.value)).current;
  useLayoutEffect(() => {
    const follow = () => {
      const el = ref.current;
      const v = model.getField(path).value;
      if (!el || el.value === textOf(v) || (numeric && typeof v === 'number' && el.value !== '' && parseFloat(el.value) === v)) return;
      el.value = textOf(v);
    };
    follow();
    return model.subscribe(path, follow);
  }, [model, path, numeric]);
  return (
    <input
      ref={ref}
      className={`${inputClass}${disabled ? ' ant-input-disabled' : ''}${field.error ? ' ant-input-status-error' : ''}`}
      type={numeric ? 'number' : 'text'}
      defaultValue={drawn}
      disabled={disabled}
      placeholder={(o.placeholder as string) || undefined}
      maxLength={max > 0 ? max : undefined}
      style={widthOf(widget)}
      aria-label={widget.name}
      onChange={(e) => change(path, typed(e.target.value, numeric))}
    />
  );
});

export const InputWidget = memo(function InputWidget(props: WidgetProps) {
  const { widget, path, field, disabled } = props;
  const { change, inputClass } = useFormCtx();
  if (isNativeInput(widget, inputClass)) return <NativeInput {...props} inputClass={inputClass} />;
  const o = widget.options;
  const numeric = NUMERIC.has(String(o.dataType));
  const max = Number(o.maxlength);
  const common = {
    value: textOf(field.value),
    disabled,
    status: field.error ? ('error' as const) : undefined,
    placeholder: (o.placeholder as string) || undefined,
    maxLength: max > 0 ? max : undefined,
    showCount: !!o.showWordLimit && max > 0,
    style: widthOf(widget),
    suffix: o.unit ? String(o.unit) : undefined,
    'aria-label': widget.name,
    onChange: (e: { target: { value: string } }) => change(path, typed(e.target.value, numeric)),
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
      value={textOf(field.value)}
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
