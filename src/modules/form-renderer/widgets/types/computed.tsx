// computed (issue 31 §3): a computed field's value, read-only, with its unit. The form model keeps the
// value (core/form/model/computed.ts) as the person types; this view only draws its own field, so a
// keystroke elsewhere re-renders it only when its value changed. In detail mode and print it reads as
// text like every value. A formula the language refuses (a form saved before the checks, or a design
// being previewed) says so instead of a value.
import { memo } from 'react';
import type { WidgetProps } from '../types.ts';
import { useFormCtx } from '../../context.ts';
import { checkFormFormulas } from '../../../../core/form/formula/index.ts';
import type { FormSchema } from '../../../../core/form/index.ts';

/** The keys of a form's computed widgets whose formula is broken, worked out once per schema. */
const BROKEN = new WeakMap<FormSchema, ReadonlySet<string>>();
function brokenKeys(schema: FormSchema): ReadonlySet<string> {
  let keys = BROKEN.get(schema);
  if (!keys) BROKEN.set(schema, (keys = new Set(checkFormFormulas(schema).map((p) => p.key))));
  return keys;
}

const shown = (v: unknown) => (v === undefined || v === null || v === '' ? '' : String(v));

export const ComputedWidget = memo(function ComputedWidget({ widget, path, field, readonly, cell }: WidgetProps) {
  const { model, t, inputClass } = useFormCtx();
  const broken = brokenKeys(model.schema).has(widget.key);
  const text = shown(field.value);
  const unit = typeof widget.options.unit === 'string' ? widget.options.unit : '';
  const value = broken ? t('form:computed.broken') : text || '—';
  const withUnit = text && unit && !broken;
  if (readonly) {
    return <span className={text && !broken ? 'hos-ro hos-computed' : 'hos-ro hos-ro-empty hos-computed'} data-ro={path}>{withUnit ? `${value} ${unit}` : value}</span>;
  }
  const width = widget.options.width ? String(widget.options.width) : cell ? '100%' : undefined;
  // an <output>: read-only, named by the field's title, and announced when it changes
  return (
    <output
      className={`${inputClass} hos-computed`}
      aria-label={widget.name}
      aria-live="polite"
      data-computed={widget.model}
      style={{
        display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 120, width, background: 'rgba(0,0,0,.02)', cursor: 'default',
        color: text && !broken ? undefined : 'rgba(0,0,0,.45)',
      }}
    >
      <span className="hos-computed-value">{value}</span>
      {withUnit ? <span className="hos-computed-unit">{unit}</span> : null}
    </output>
  );
});

export default ComputedWidget;
