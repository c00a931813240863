// Small controlled editors bound to one widget option. Typing is one undo step per focus: the
// editor opens a store gesture on focus and closes it on blur (the same mechanism as a drag), so
// Ctrl+Z after editing a label does not replay it letter by letter.
import { useEffect, useRef, type ReactNode } from 'react';
import { Checkbox, Input, InputNumber, Radio } from 'antd';
import type { Widget, WidgetOptions } from '../../../core/form/types.ts';
import { useDesigner } from '../DesignerContext.ts';

export function Row({ label, children, error, name }: { label: ReactNode; children: ReactNode; error?: string | null; name?: string }) {
  return (
    <div className="fd-field" data-field={name}>
      <div className="fd-field-label">{label}</div>
      <div className="fd-field-control">{children}</div>
      {error ? <div className="fd-field-error" role="alert">{error}</div> : null}
    </div>
  );
}

/** focus/blur handlers that make one undo step of everything typed while focused */
export function useGesture() {
  const { store } = useDesigner();
  const open = useRef(false);
  useEffect(() => () => {
    if (open.current) store.endDrag();
  }, [store]);
  return {
    onFocus: () => {
      if (!open.current) {
        open.current = true;
        store.beginDrag();
      }
    },
    onBlur: () => {
      if (open.current) {
        open.current = false;
        store.endDrag();
      }
    },
  };
}

export function GestureText({ value, onChange, textarea, placeholder, status, prefix, suffix, name, rows }: {
  value: unknown; onChange: (v: string) => void; textarea?: boolean; placeholder?: string; status?: 'error';
  prefix?: ReactNode; suffix?: ReactNode; name?: string; rows?: number;
}) {
  const g = useGesture();
  const v = value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (textarea) {
    return <Input.TextArea {...g} name={name} rows={rows ?? 3} value={v} placeholder={placeholder} status={status} onChange={(e) => onChange(e.target.value)} />;
  }
  return <Input {...g} name={name} value={v} placeholder={placeholder} status={status} prefix={prefix} suffix={suffix} onChange={(e) => onChange(e.target.value)} />;
}

export function GestureNumber({ value, onChange, min, max, step, name, allowEmpty }: {
  value: unknown; onChange: (v: number | '') => void; min?: number; max?: number; step?: number; name?: string; allowEmpty?: boolean;
}) {
  const g = useGesture();
  const n = value === '' || value === null || value === undefined ? null : Number(value);
  return (
    <InputNumber
      {...g}
      name={name}
      value={Number.isFinite(n) ? n : null}
      min={min}
      max={max}
      step={step}
      style={{ width: '100%' }}
      onChange={(v) => {
        if (v === null) {
          if (allowEmpty) onChange('');
          return;
        }
        onChange(Number(v));
      }}
    />
  );
}

type Opt = { widget: Widget; k: string; label: ReactNode };

function useSetOption(widget: Widget) {
  const { store } = useDesigner();
  return (patch: Partial<WidgetOptions>) => store.updateOptions(widget.key, patch);
}

export function TextOpt({ widget, k, label, textarea, placeholder }: Opt & { textarea?: boolean; placeholder?: string }) {
  const set = useSetOption(widget);
  return (
    <Row label={label} name={k}>
      <GestureText name={k} value={widget.options?.[k]} textarea={textarea} placeholder={placeholder} onChange={(v) => set({ [k]: v })} />
    </Row>
  );
}

export function NumberOpt({ widget, k, label, min, max, step, allowEmpty }: Opt & { min?: number; max?: number; step?: number; allowEmpty?: boolean }) {
  const set = useSetOption(widget);
  return (
    <Row label={label} name={k}>
      <GestureNumber name={k} value={widget.options?.[k]} min={min} max={max} step={step} allowEmpty={allowEmpty} onChange={(v) => set({ [k]: v })} />
    </Row>
  );
}

export function BoolOpt({ widget, k, label }: Opt) {
  const set = useSetOption(widget);
  return (
    <Checkbox className="fd-bool" data-option={k} checked={Boolean(widget.options?.[k])} onChange={(e) => set({ [k]: e.target.checked })}>
      {label}
    </Checkbox>
  );
}

export function ChoiceOpt({ widget, k, label, choices, buttons }: Opt & { choices: { value: unknown; label: ReactNode }[]; buttons?: boolean }) {
  const set = useSetOption(widget);
  const value = widget.options?.[k];
  return (
    <Row label={label} name={k}>
      {buttons ? (
        <Radio.Group size="small" optionType="button" value={value} onChange={(e) => set({ [k]: e.target.value })}>
          {choices.map((c) => <Radio.Button key={String(c.value)} value={c.value}>{c.label}</Radio.Button>)}
        </Radio.Group>
      ) : (
        <NativeSelect name={k} value={value} onChange={(v) => set({ [k]: v })} choices={choices} />
      )}
    </Row>
  );
}

/** A plain <select> styled like antd's small select: a tenth of the render cost, and the panel
 *  re-renders on every selection (issue 4 §5). */
export function NativeSelect({ name, value, onChange, choices, allowEmpty }: {
  name?: string; value: unknown; onChange: (v: unknown) => void; choices: { value: unknown; label: ReactNode }[]; allowEmpty?: boolean;
}) {
  const index = choices.findIndex((c) => c.value === value);
  return (
    <select className="fd-select" name={name} value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? '' : choices[Number(e.target.value)].value)}>
      {allowEmpty || index < 0 ? <option value="">{index < 0 && value !== '' && value !== undefined ? String(value) : ''}</option> : null}
      {choices.map((c, i) => <option key={i} value={String(i)}>{typeof c.label === 'string' ? c.label : String(c.value)}</option>)}
    </select>
  );
}

export const has = (w: Widget, k: string) => w.options !== undefined && w.options !== null && Object.prototype.hasOwnProperty.call(w.options, k);
