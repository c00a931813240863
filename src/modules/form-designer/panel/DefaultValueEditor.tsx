// The default value in the editor that fits the type (issue 4 §2): text, number, one of the
// options, several of them, a switch, stars, a slider, a colour, time/date text in the widget's
// format. Types whose value is a list of uploads, rows or a tree have no default editor.
import { Rate, Slider } from 'antd';
import type { OptionItem, Widget } from '../../../core/form/types.ts';
import { optionLabel, widgetDefinition } from '../../../core/form/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { GestureNumber, GestureText, NativeCheck, NativeSelect, Row } from './fields.tsx';

export function DefaultValueEditor({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const o = widget.options ?? {};
  // the editor that fits the type: its panel spec (src/core/form/widgets)
  const spec = widgetDefinition(widget.type)?.panel ?? {};
  const kind = (o.multiple && spec.multipleDefaultValue) || spec.defaultValue;
  const set = (v: unknown) => store.updateOptions(widget.key, { defaultValue: v });
  const label = spec.textValue ? t('designer:text') : t('designer:defaultValue');
  const items: OptionItem[] = Array.isArray(o.options) && !o.remote ? o.options : [];
  const choices = items.map((it) => ({ value: it.value as string, label: optionLabel(it, o.showLabel) }));
  let editor: React.ReactNode = null;
  if (kind === 'text' || kind === 'textarea') {
    editor = <GestureText name="defaultValue" textarea={kind === 'textarea'} rows={2} value={o.defaultValue} onChange={set} />;
  } else if (kind === 'number') {
    editor = <GestureNumber name="defaultValue" value={o.defaultValue} onChange={(v) => set(v === '' ? 0 : v)} />;
  } else if (kind === 'option') {
    // native controls here and below: see fields.tsx#GestureText (no antd mount on selection)
    editor = <NativeSelect name="defaultValue" allowEmpty value={o.defaultValue ?? ''} choices={choices} onChange={(v) => set(v ?? '')} />;
  } else if (kind === 'options') {
    const current: unknown[] = Array.isArray(o.defaultValue) ? o.defaultValue : [];
    editor = (
      <div className="fd-check-group">
        {choices.map((c) => (
          <NativeCheck key={String(c.value)} option={`defaultValue.${String(c.value)}`} checked={current.includes(c.value)}
            onChange={(on) => set(on ? choices.map((x) => x.value).filter((v) => v === c.value || current.includes(v)) : current.filter((v) => v !== c.value))}>
            <span data-user-text="">{c.label}</span>
          </NativeCheck>
        ))}
      </div>
    );
  } else if (kind === 'switch') {
    editor = <NativeCheck option="defaultValue" checked={Boolean(o.defaultValue)} onChange={set}>{null}</NativeCheck>;
  } else if (kind === 'rate') {
    editor = <Rate allowHalf={Boolean(o.allowHalf)} count={Number(o.max) || 5} value={Number(o.defaultValue) || 0} onChange={(v) => set(v || null)} />;
  } else if (kind === 'slider') {
    const min = Number(o.min) || 0;
    const max = Number(o.max) || 100;
    editor = o.range
      ? <Slider range min={min} max={max} step={Number(o.step) || 1} value={Array.isArray(o.defaultValue) ? o.defaultValue as [number, number] : [min, min]} onChange={set} />
      : <RangeInput min={min} max={max} step={Number(o.step) || 1} value={Number(o.defaultValue) || 0} onChange={set} />;
  } else if (kind === 'datetime') {
    editor = o.isRange || /range|dates/.test(String(o.type ?? ''))
      ? <RangeText value={o.defaultValue} onChange={set} format={String(o.format ?? '')} />
      : <GestureText code name="defaultValue" value={o.defaultValue} placeholder={String(o.format ?? '')} onChange={set} />;
  }
  if (!editor) return null;
  return <Row label={label} name="defaultValue">{editor}</Row>;
}

/** A pair (or list) of time/date texts, edited as `a, b`; empty text is null. */
function RangeText({ value, onChange, format }: { value: unknown; onChange: (v: unknown) => void; format: string }) {
  const text = Array.isArray(value) ? value.join(', ') : '';
  return (
    <GestureText code name="defaultValue" value={text} placeholder={`${format}, ${format}`}
      onChange={(v) => onChange(v.trim() === '' ? null : v.split(',').map((s) => s.trim()))} />
  );
}

/** One slider value, natively (see fields.tsx#GestureText); the two-handle range keeps antd's Slider. */
function RangeInput({ min, max, step, value, onChange }: { min: number; max: number; step: number; value: number; onChange: (v: number) => void }) {
  const { readonly } = useDesigner();
  return (
    <span className="fd-range">
      <input type="range" name="defaultValue" min={min} max={max} step={step} value={value} disabled={readonly} onChange={(e) => onChange(Number(e.target.value))} />
      <output>{value}</output>
    </span>
  );
}
