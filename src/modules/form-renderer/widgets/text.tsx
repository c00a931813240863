// input, textarea (number is in number.tsx: loaded on demand).
import { memo, useCallback } from 'react';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import Password from 'antd/es/input/Password';
import type { FormModel } from '../../../core/form/index.ts';
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

/** Writes a field's value into a native input unless it already reads so (a number input keeps "12." as typed). */
function show(el: HTMLInputElement, v: unknown, numeric: boolean) {
  if (el.value === textOf(v) || (numeric && typeof v === 'number' && el.value !== '' && parseFloat(el.value) === v)) return;
  el.value = textOf(v);
}

/** Per form model, its native inputs by path (whether numeric), and the one listener that writes values set from elsewhere into them. */
const nativeInputs = new WeakMap<FormModel, Map<string, Map<HTMLInputElement, boolean>>>();

function inputsOf(model: FormModel) {
  let byPath = nativeInputs.get(model);
  if (!byPath) {
    const inputs = (byPath = new Map<string, Map<HTMLInputElement, boolean>>());
    nativeInputs.set(model, inputs);
    model.subscribeAll((paths) => {
      for (const p of paths) inputs.get(p)?.forEach((numeric, el) => show(el, model.getField(p).value, numeric));
    });
  }
  return byPath;
}

/**
 * The native input keeps its own text while the user types (nothing is drawn again on a keystroke: its item
 * ignores value-only changes, WidgetEntry.ownsValue); a value set from elsewhere (the element's API, a reset, a
 * prefill, a draft) is written into it by its form's one listener, which knows it from its ref.
 */
function followValue(model: FormModel, path: string, numeric: boolean, el: HTMLInputElement | null) {
  if (!el) return;
  const inputs = inputsOf(model);
  let here = inputs.get(path);
  if (!here) inputs.set(path, (here = new Map()));
  here.set(el, numeric);
  show(el, model.getField(path).value, numeric);
  return () => {
    here.delete(el);
    if (!here.size && inputs.get(path) === here) inputs.delete(path);
  };
}

export const InputWidget = memo(function InputWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change, inputClass, model } = useFormCtx();
  const o = widget.options;
  const numeric = NUMERIC.has(String(o.dataType));
  const max = Number(o.maxlength);
  const follow = useCallback((el: HTMLInputElement | null) => followValue(model, path, numeric, el), [model, path, numeric]);
  if (isNativeInput(widget, inputClass)) {
    return (
      <input
        ref={follow}
        className={`${inputClass}${disabled ? ' ant-input-disabled' : ''}${field.error ? ' ant-input-status-error' : ''}`}
        type={numeric ? 'number' : 'text'}
        defaultValue={textOf(field.value)}
        disabled={disabled}
        placeholder={(o.placeholder as string) || undefined}
        maxLength={max > 0 ? max : undefined}
        style={widthOf(widget)}
        aria-label={widget.name}
        onChange={(e) => change(path, typed(e.target.value, numeric))}
      />
    );
  }
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
