// Values by type (form-format.md runtime rule 6; spec sections 3 and 9). Stored formats use the old
// Element tokens (`yyyy-MM-dd`); dayjs spells years and days in capitals (`YYYY-MM-DD`).
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Widget } from './types';
import { widgetDefinition } from './widgets/registry';

dayjs.extend(customParseFormat);

/** Old token letter -> dayjs letter (the rest, M H h m s A a, are the same). */
const TO_DAYJS: Record<string, string> = { y: 'Y', d: 'D' };
const TO_LEGACY: Record<string, string> = { Y: 'y', D: 'd' };

function mapTokens(fmt: string, table: Record<string, string>): string {
  let out = '';
  let literal = false;
  for (const ch of fmt) {
    // dayjs escapes literal text with [..]; keep it as is
    if (ch === '[') literal = true;
    else if (ch === ']') literal = false;
    out += literal ? ch : (table[ch] ?? ch);
  }
  return out;
}

/** `yyyy-MM-dd HH:mm:ss` -> `YYYY-MM-DD HH:mm:ss`. */
export const toDayjsFormat = (legacy: string): string => mapTokens(legacy, TO_DAYJS);
/** `YYYY-MM-DD HH:mm:ss` -> `yyyy-MM-dd HH:mm:ss`. */
export const toLegacyFormat = (dayjsFormat: string): string => mapTokens(dayjsFormat, TO_LEGACY);

/** Default (old-token) format per date `type` when a document stores none. */
export const DATE_TYPE_FORMATS: Readonly<Record<string, string>> = {
  year: 'yyyy',
  month: 'yyyy-MM',
  date: 'yyyy-MM-dd',
  dates: 'yyyy-MM-dd',
  daterange: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  datetimerange: 'yyyy-MM-dd HH:mm:ss',
};
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss';

/** The old-token format of a date or time widget: its own `format`, else the type's default. */
export function formatOf(widget: Pick<Widget, 'type' | 'options'>): string {
  const o = widget.options ?? {};
  if (typeof o.format === 'string' && o.format !== '') return o.format;
  if (widget.type === 'time') return DEFAULT_TIME_FORMAT;
  return DATE_TYPE_FORMATS[(o.type as string) ?? 'date'] ?? DATE_TYPE_FORMATS.date;
}

/** Widgets whose value is a pair: time with isRange, daterange / datetimerange dates, slider with range. */
export function isRangeWidget(widget: Pick<Widget, 'type' | 'options'>): boolean {
  const range = widgetDefinition(widget.type)?.rangeValue;
  return range ? range(widget.options ?? {}) : false;
}

/** Widgets whose value is an array (checkbox, checkboxOther, multiple select, cascader, dates, uploads, subform). */
export function isArrayValued(widget: Pick<Widget, 'type' | 'options'>): boolean {
  if (isRangeWidget(widget)) return true;
  const list = widgetDefinition(widget.type)?.arrayValue;
  return list ? list(widget.options ?? {}) : false;
}

/** The empty value after toggling isRange in the designer: null on, '' off (spec section 4). */
export const defaultValueAfterRangeToggle = (isRange: boolean): null | '' => (isRange ? null : '');

/** Select `multiple` toggled in the designer: a value becomes [value] (or []), an array its first item (or ''). */
export function defaultValueAfterMultipleToggle(defaultValue: unknown, multiple: boolean): unknown {
  if (multiple) {
    if (Array.isArray(defaultValue)) return defaultValue;
    return defaultValue === undefined || defaultValue === null || defaultValue === '' ? [] : [defaultValue];
  }
  if (!Array.isArray(defaultValue)) return defaultValue ?? '';
  return defaultValue.length ? defaultValue[0] : '';
}

type DateInput = Date | number | string | dayjs.Dayjs;

/** One date in the widget's stored form: epoch ms with `timestamp`, else text in its format. */
export function formatDateValue(date: DateInput, widget: Pick<Widget, 'type' | 'options'>): string | number {
  const d = dayjs(date as dayjs.ConfigType);
  if (!d.isValid()) return '';
  if (widget.type === 'date' && widget.options?.timestamp) return d.valueOf();
  return d.format(toDayjsFormat(formatOf(widget)));
}

/** Reads one stored date or time (text in the widget's format, or epoch ms) into a Date; null if empty or invalid. */
export function parseDateValue(value: unknown, widget: Pick<Widget, 'type' | 'options'>): Date | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'number') return new Date(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return null;
  const fmt = toDayjsFormat(formatOf(widget));
  let d = dayjs(value, fmt, true);
  if (!d.isValid()) d = dayjs(value, fmt);
  if (!d.isValid() && widget.type !== 'time') d = dayjs(value);
  return d.isValid() ? d.toDate() : null;
}

/** The current time as the spec's session prefill wants it: `YYYY-MM-DD HH:mm:ss`. */
export const formatNow = (now: Date = new Date()): string => dayjs(now).format('YYYY-MM-DD HH:mm:ss');

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/**
 * Formats a time for display (spec section 9): default pattern `{y}-{m}-{d} {h}:{i}:{s}`, `{a}` the
 * Chinese weekday; 10-digit numbers (or digit strings) are seconds. '' for empty or invalid input.
 */
export function displayTime(value: unknown, pattern = '{y}-{m}-{d} {h}:{i}:{s}'): string {
  if (value === undefined || value === null || value === '' || value === 0) return '';
  let date: Date;
  if (value instanceof Date) date = value;
  else {
    let t: unknown = value;
    if (typeof t === 'string') t = /^[0-9]+$/.test(t) ? parseInt(t, 10) : t.replace(/-/g, '/');
    if (typeof t === 'number' && String(t).length === 10) t = t * 1000;
    date = new Date(t as string | number);
  }
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate(),
    h: date.getHours(), i: date.getMinutes(), s: date.getSeconds(), a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])+}/g, (_, key: string) =>
    key === 'a' ? WEEKDAYS[parts.a] : String(parts[key]).padStart(2, '0'));
}
