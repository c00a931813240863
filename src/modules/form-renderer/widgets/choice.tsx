// radio, radioOther, checkbox, checkboxOther (select is in select.tsx, switch in misc.tsx: loaded on demand).
import { memo, useMemo } from 'react';
import { Checkbox, Radio } from 'antd';
import Input from 'antd/es/input/Input';
import type { WidgetProps } from './types.ts';
import { useField, useFormCtx } from '../context.ts';
import { OTHER_VALUE, shownOptions } from '../options.ts';
import { otherModelOf } from '../../../core/form/index.ts';

/** The free text for 其他, bound to the widget's otherModel (form-format.md radioOther / checkboxOther). */
function OtherInput({ path, disabled }: { path: string; disabled: boolean }) {
  const { change, t } = useFormCtx();
  const field = useField(path);
  return (
    <Input
      className="hos-other"
      value={field.value === undefined || field.value === null ? '' : String(field.value)}
      disabled={disabled}
      placeholder={t('form:otherPlaceholder')}
      aria-label={t('form:other')}
      onChange={(e) => change(path, e.target.value)}
    />
  );
}

/** otherModel path of a widget at `path` (top level or inside a subform row). */
export function otherPathOf(widget: WidgetProps['widget'], path: string): string | undefined {
  const other = otherModelOf(widget);
  if (!other) return undefined;
  const cell = /^(.+\[\d+\]\.)[^.[\]]+$/.exec(path);
  return cell ? cell[1] + other : other;
}

export const RadioWidget = memo(function RadioWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const list = useMemo(() => shownOptions(widget, field.options), [widget, field.options]);
  const withOther = widget.type === 'radioOther';
  const otherPath = withOther ? otherPathOf(widget, path) : undefined;
  return (
    <div className={widget.options.inline ? undefined : 'hos-radio-block'}>
      <Radio.Group value={field.value} disabled={disabled} onChange={(e) => change(path, e.target.value)} aria-label={widget.name}>
        {list.map((o) => (
          <Radio key={String(o.value)} value={o.value}>{o.label}</Radio>
        ))}
      </Radio.Group>
      {withOther && otherPath && field.value === OTHER_VALUE && <OtherInput path={otherPath} disabled={disabled} />}
    </div>
  );
});

export const CheckboxWidget = memo(function CheckboxWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const list = useMemo(() => shownOptions(widget, field.options), [widget, field.options]);
  const value = Array.isArray(field.value) ? field.value : [];
  const otherPath = widget.type === 'checkboxOther' ? otherPathOf(widget, path) : undefined;
  return (
    <div className={widget.options.inline ? undefined : 'hos-radio-block'}>
      <Checkbox.Group value={value} disabled={disabled} onChange={(v) => change(path, v)} aria-label={widget.name}>
        {list.map((o) => (
          <Checkbox key={String(o.value)} value={o.value}>{o.label}</Checkbox>
        ))}
      </Checkbox.Group>
      {otherPath && value.includes(OTHER_VALUE) && <OtherInput path={otherPath} disabled={disabled} />}
    </div>
  );
});
