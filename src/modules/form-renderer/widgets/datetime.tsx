// date (year, month, date, dates, datetime, daterange, datetimerange, timestamp) and time (single,
// range). Stored values use the old format tokens; the engine converts them for dayjs (rule 6).
import { memo } from 'react';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { formatDateValue, formatOf, parseDateValue, toDayjsFormat } from '../../../core/form/index.ts';
import type { Widget } from '../../../core/form/index.ts';
import { PICKER_PLACEMENTS } from '../../shared/popupStyles.ts';

const toDayjs = (v: unknown, w: Widget): Dayjs | null => {
  const d = parseDateValue(v, w);
  return d ? dayjs(d) : null;
};
const pair = (v: unknown, w: Widget): [Dayjs | null, Dayjs | null] | null =>
  Array.isArray(v) && v.length === 2 ? [toDayjs(v[0], w), toDayjs(v[1], w)] : null;
const style = (w: Widget, range: boolean) => (w.options.width ? { width: String(w.options.width) } : range ? { width: 360, maxWidth: '100%' } : undefined);

export const DateWidget = memo(function DateWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const type = String(o.type || 'date');
  const format = toDayjsFormat(formatOf(widget));
  const common = {
    disabled,
    status: field.error ? ('error' as const) : undefined,
    format,
    allowClear: o.clearable !== false,
    inputReadOnly: o.editable === false || !!o.readonly,
    'aria-label': widget.name,
    builtinPlacements: PICKER_PLACEMENTS,
  };
  if (type === 'daterange' || type === 'datetimerange') {
    const ph = o.startPlaceholder || o.endPlaceholder ? ([String(o.startPlaceholder ?? ''), String(o.endPlaceholder ?? '')] as [string, string]) : undefined;
    return (
      <DatePicker.RangePicker
        {...common}
        showTime={type === 'datetimerange'}
        placeholder={ph}
        style={style(widget, true)}
        value={pair(field.value, widget)}
        onChange={(v) => change(path, v && v[0] && v[1] ? [formatDateValue(v[0], widget), formatDateValue(v[1], widget)] : null)}
      />
    );
  }
  if (type === 'dates') {
    const list = Array.isArray(field.value) ? field.value.map((x) => toDayjs(x, widget)).filter((x): x is Dayjs => !!x) : [];
    return (
      <DatePicker
        {...common}
        multiple
        style={style(widget, true)}
        placeholder={(o.placeholder as string) || undefined}
        value={list}
        onChange={(v) => change(path, (v ?? []).map((d: Dayjs) => formatDateValue(d, widget)))}
      />
    );
  }
  const picker = type === 'year' ? 'year' : type === 'month' ? 'month' : type === 'week' ? 'week' : 'date';
  return (
    <DatePicker
      {...common}
      picker={picker}
      showTime={type === 'datetime'}
      style={style(widget, false)}
      placeholder={(o.placeholder as string) || undefined}
      value={toDayjs(field.value, widget)}
      onChange={(d) => change(path, d ? formatDateValue(d, widget) : o.timestamp ? null : '')}
    />
  );
});

export const TimeWidget = memo(function TimeWidget({ widget, path, field, disabled }: WidgetProps) {
  const { change } = useFormCtx();
  const o = widget.options;
  const format = toDayjsFormat(formatOf(widget));
  const common = { disabled, status: field.error ? ('error' as const) : undefined, format, allowClear: o.clearable !== false, inputReadOnly: o.editable === false || !!o.readonly, 'aria-label': widget.name, builtinPlacements: PICKER_PLACEMENTS };
  if (o.isRange) {
    const ph = o.startPlaceholder || o.endPlaceholder ? ([String(o.startPlaceholder ?? ''), String(o.endPlaceholder ?? '')] as [string, string]) : undefined;
    return (
      <TimePicker.RangePicker
        {...common}
        placeholder={ph}
        style={style(widget, true)}
        value={pair(field.value, widget)}
        onChange={(v) => change(path, v && v[0] && v[1] ? [formatDateValue(v[0], widget), formatDateValue(v[1], widget)] : null)}
      />
    );
  }
  return (
    <TimePicker
      {...common}
      style={style(widget, false)}
      placeholder={(o.placeholder as string) || undefined}
      value={toDayjs(field.value, widget)}
      onChange={(d) => change(path, d ? formatDateValue(d, widget) : '')}
    />
  );
});
