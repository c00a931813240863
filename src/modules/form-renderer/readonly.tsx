// Detail mode (issue 3 §2 "read-only detail mode for viewing submitted records"): each value as text.
import { memo } from 'react';
import type { FieldSnapshot, Widget } from '../../core/form/index.ts';
import { cascaderLabels, labelFor, OTHER_VALUE, shownOptions } from './options.ts';
import { useField, useFormCtx } from './context.ts';
import { otherPathOf } from './widgets/choice.tsx';

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

const itemText = (x: unknown): string =>
  x && typeof x === 'object'
    ? String((x as { name?: unknown }).name ?? Object.values(x).filter((p) => p !== null && p !== '' && typeof p !== 'object').join(' '))
    : String(x);

export function readonlyText(widget: Widget, field: FieldSnapshot, yesNo: [string, string]): string {
  const v = field.value;
  if (empty(v)) return '';
  switch (widget.type) {
    case 'radio':
    case 'radioOther':
    case 'select':
    case 'checkbox':
    case 'checkboxOther': {
      const list = shownOptions(widget, field.options);
      return (Array.isArray(v) ? v : [v]).map((x) => labelFor(list, x)).join('、');
    }
    case 'switch':
      return v === true || v === 'true' ? yesNo[0] : yesNo[1];
    case 'cascader':
      return Array.isArray(v) ? cascaderLabels(field.options, v).join(' / ') : String(v);
    case 'date':
    case 'time':
    case 'slider':
      return Array.isArray(v) ? v.join(' ~ ') : String(v);
    default:
      // rows of a subform or a charge table, uploaded files: their words, not their JSON
      return Array.isArray(v) ? v.map(itemText).join('、') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
}

function OtherText({ path }: { path: string }) {
  const f = useField(path);
  return f.value ? <>（{String(f.value)}）</> : null;
}

export const ReadonlyValue = memo(function ReadonlyValue({ widget, path, field }: { widget: Widget; path: string; field: FieldSnapshot }) {
  const { t } = useFormCtx();
  const text = readonlyText(widget, field, [t('form:yes'), t('form:no')]);
  const otherPath = otherPathOf(widget, path);
  const hasOther = otherPath && (field.value === OTHER_VALUE || (Array.isArray(field.value) && field.value.includes(OTHER_VALUE)));
  if (widget.type === 'color' && text) {
    return (
      <span className="hos-ro" data-ro={path}>
        <span className="hos-swatch" style={{ background: text }} />
        {text}
      </span>
    );
  }
  return (
    <span className={text ? 'hos-ro' : 'hos-ro hos-ro-empty'} data-ro={path}>
      {text || '—'}
      {hasOther && <OtherText path={otherPath!} />}
    </span>
  );
});
