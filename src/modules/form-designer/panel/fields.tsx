// Small controlled editors bound to one widget option. Typing is one undo step per focus: the
// editor opens a store gesture on focus and closes it on blur (the same mechanism as a drag), so
// Ctrl+Z after editing a label does not replay it letter by letter.
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { Widget, WidgetOptions } from '../../../core/form/types.ts';
import { useDesigner } from '../DesignerContext.ts';

/** The id of the enclosing Row's label: the row's controls are named by it (aria-labelledby). */
const RowLabel = createContext<string | undefined>(undefined);
const useRowLabel = () => useContext(RowLabel);

export function Row({ label, children, error, name }: { label: ReactNode; children: ReactNode; error?: string | null; name?: string }) {
  const id = useId();
  return (
    <div className="fd-field" data-field={name} role="group" aria-labelledby={id}>
      <div className="fd-field-label" id={id}>{label}</div>
      <div className="fd-field-control"><RowLabel.Provider value={id}>{children}</RowLabel.Provider></div>
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

/** Native inputs styled like antd's (styles.ts `.fd-input`): the panel is redrawn on every selection
 *  and drop, and every antd input mounted re-registers its CSS-in-JS style, which re-parses the
 *  bundle's shared stylesheet and restyles the whole 500-row canvas (issue 4 §5). */
export function GestureText({ value, onChange, textarea, placeholder, status, prefix, suffix, name, rows, code, label }: {
  value: unknown; onChange: (v: string) => void; textarea?: boolean; placeholder?: string; status?: 'error';
  prefix?: ReactNode; suffix?: ReactNode; name?: string; rows?: number;
  /** its accessible name, where no Row's label names it */
  label?: string;
  /** an identifier, address or expression (a field's ID, a URL, a format): shown as code, in a <code> box */
  code?: boolean;
}) {
  const g = useGesture();
  const { readonly } = useDesigner();
  const v = value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  const cls = status === 'error' ? 'fd-input fd-input-error' : 'fd-input';
  const rowLabel = useRowLabel();
  const labelledBy = label ? undefined : rowLabel;
  // what was typed is the author's (the page-language check skips it); an empty box shows our placeholder
  const typed = v ? '' : undefined;
  let box: ReactNode;
  if (textarea) {
    box = <textarea {...g} aria-labelledby={labelledBy} aria-label={label} className={cls} disabled={readonly} name={name} rows={rows ?? 3} value={v} placeholder={placeholder} data-user-text={typed} onChange={(e) => onChange(e.target.value)} />;
  } else {
    box = <input {...g} aria-labelledby={labelledBy} aria-label={label} type="text" className={cls} disabled={readonly} name={name} value={v} placeholder={placeholder} data-user-text={typed} onChange={(e) => onChange(e.target.value)} />;
    if (prefix !== undefined || suffix !== undefined) {
      box = (
        <span className="fd-affix">
          {prefix !== undefined ? <span className="fd-affix-part">{prefix}</span> : null}
          {box}
          {suffix !== undefined ? <span className="fd-affix-part">{suffix}</span> : null}
        </span>
      );
    }
  }
  return code ? <code className="fd-code-field">{box}</code> : box;
}

export function GestureNumber({ value, onChange, min, max, step, name, allowEmpty, unset, placeholder }: {
  value: unknown; onChange: (v: number | '') => void; min?: number; max?: number; step?: number; name?: string; allowEmpty?: boolean;
  /** the stored value that means "none" (the old format's -1 of 最大字数): shown empty, and an emptied field stores it */
  unset?: number;
  placeholder?: string;
}) {
  const g = useGesture();
  const { readonly } = useDesigner();
  const n = value === '' || value === null || value === undefined ? null : Number(value);
  const shown = n !== null && Number.isFinite(n) && n !== unset ? String(n) : '';
  // the text being typed ("1." or "-") is kept locally until it is a number again
  const [draft, setDraft] = useState<string | null>(null);
  const labelledBy = useRowLabel();
  const inRange = (x: number) => (min === undefined || x >= min) && (max === undefined || x <= max);
  return (
    <input
      {...g}
      aria-labelledby={labelledBy}
      type="number"
      className="fd-input"
      disabled={readonly}
      name={name}
      value={draft ?? shown}
      min={min}
      max={max}
      step={step}
      placeholder={placeholder}
      onChange={(e) => {
        const text = e.target.value;
        if (text.trim() === '') {
          if (unset !== undefined) {
            setDraft(null);
            onChange(unset);
            return;
          }
          setDraft(allowEmpty ? null : text);
          if (allowEmpty) onChange('');
          return;
        }
        const x = Number(text);
        if (Number.isFinite(x) && inRange(x)) {
          setDraft(null);
          onChange(x);
        } else setDraft(text);
      }}
      onBlur={() => {
        if (draft !== null) {
          const x = Number(draft);
          if (draft.trim() !== '' && Number.isFinite(x)) onChange(Math.min(max ?? x, Math.max(min ?? x, x)));
          setDraft(null);
        }
        g.onBlur();
      }}
    />
  );
}

/** A checkbox drawn like antd's, without its component (see GestureText). */
export function NativeCheck({ checked, onChange, option, children }: { checked: boolean; onChange: (v: boolean) => void; option: string; children: ReactNode }) {
  const { readonly } = useDesigner();
  return (
    <label className={readonly ? 'fd-bool fd-check fd-check-disabled' : 'fd-bool fd-check'}>
      <input type="checkbox" data-option={option} checked={checked} disabled={readonly} onChange={(e) => onChange(e.target.checked)} />
      <span>{children}</span>
    </label>
  );
}

type Opt = { widget: Widget; k: string; label: ReactNode };

function useSetOption(widget: Widget) {
  const { store } = useDesigner();
  return (patch: Partial<WidgetOptions>) => store.updateOptions(widget.key, patch);
}

export function TextOpt({ widget, k, label, textarea, placeholder, code }: Opt & { textarea?: boolean; placeholder?: string; code?: boolean }) {
  const set = useSetOption(widget);
  return (
    <Row label={label} name={k}>
      <GestureText name={k} value={widget.options?.[k]} textarea={textarea} placeholder={placeholder} code={code} onChange={(v) => set({ [k]: v })} />
    </Row>
  );
}

export function NumberOpt({ widget, k, label, min, max, step, allowEmpty, unset, placeholder }: Opt & {
  min?: number; max?: number; step?: number; allowEmpty?: boolean; unset?: number; placeholder?: string;
}) {
  const set = useSetOption(widget);
  return (
    <Row label={label} name={k}>
      <GestureNumber name={k} value={widget.options?.[k]} min={min} max={max} step={step} allowEmpty={allowEmpty} unset={unset} placeholder={placeholder} onChange={(v) => set({ [k]: v })} />
    </Row>
  );
}

export function BoolOpt({ widget, k, label }: Opt) {
  const set = useSetOption(widget);
  return <NativeCheck option={k} checked={Boolean(widget.options?.[k])} onChange={(v) => set({ [k]: v })}>{label}</NativeCheck>;
}

export function ChoiceOpt({ widget, k, label, choices, buttons }: Opt & { choices: { value: unknown; label: ReactNode }[]; buttons?: boolean }) {
  const set = useSetOption(widget);
  const value = widget.options?.[k];
  return (
    <Row label={label} name={k}>
      {buttons ? (
        <NativeButtons value={value} choices={choices} onChange={(v) => set({ [k]: v })} />
      ) : (
        <NativeSelect name={k} value={value} onChange={(v) => set({ [k]: v })} choices={choices} />
      )}
    </Row>
  );
}

/** A row of toggle buttons (antd's button-style Radio.Group, drawn natively: see GestureText). */
export function NativeButtons({ value, choices, onChange, className }: {
  value: unknown; choices: { value: unknown; label: ReactNode }[]; onChange: (v: unknown) => void; className?: string;
}) {
  const { readonly } = useDesigner();
  const labelledBy = useRowLabel();
  return (
    <div className={className ? `fd-seg ${className}` : 'fd-seg'} role="radiogroup" aria-labelledby={labelledBy}>
      {choices.map((c) => (
        <button key={String(c.value)} type="button" role="radio" aria-checked={c.value === value} disabled={readonly}
          className={c.value === value ? 'fd-seg-item fd-seg-on' : 'fd-seg-item'} onClick={() => onChange(c.value)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}

/** A plain <select> styled like antd's small select: a tenth of the render cost, and the panel
 *  re-renders on every selection (issue 4 §5). */
export function NativeSelect({ name, value, onChange, choices, allowEmpty }: {
  name?: string; value: unknown; onChange: (v: unknown) => void; choices: { value: unknown; label: ReactNode }[]; allowEmpty?: boolean;
}) {
  const { readonly } = useDesigner();
  const index = choices.findIndex((c) => c.value === value);
  const labelledBy = useRowLabel();
  return (
    <select className="fd-select" aria-labelledby={labelledBy} name={name} disabled={readonly} value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? '' : choices[Number(e.target.value)].value)}>
      {allowEmpty || index < 0 ? <option value="">{index < 0 && value !== '' && value !== undefined ? String(value) : ''}</option> : null}
      {choices.map((c, i) => <option key={i} value={String(i)}>{typeof c.label === 'string' ? c.label : String(c.value)}</option>)}
    </select>
  );
}

export const has = (w: Widget, k: string) => w.options !== undefined && w.options !== null && Object.prototype.hasOwnProperty.call(w.options, k);
