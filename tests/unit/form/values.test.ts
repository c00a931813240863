// Values by type (form-format.md runtime rule 6; spec section 9 display time).
import { describe, expect, it } from 'vitest';
import {
  defaultValueAfterMultipleToggle, defaultValueAfterRangeToggle, displayTime, formatDateValue, formatNow, formatOf,
  isArrayValued, isRangeWidget, parseDateValue, toDayjsFormat, toLegacyFormat,
} from '../../../src/core/form/values';
import { widget } from './helpers';

describe('formats', () => {
  it('converts old tokens to dayjs tokens and back', () => {
    expect(toDayjsFormat('yyyy-MM-dd HH:mm:ss')).toBe('YYYY-MM-DD HH:mm:ss');
    expect(toDayjsFormat('yyyy年MM月dd日')).toBe('YYYY年MM月DD日');
    expect(toLegacyFormat('YYYY-MM-DD HH:mm:ss')).toBe('yyyy-MM-dd HH:mm:ss');
    expect(toDayjsFormat('[day] yyyy')).toBe('[day] YYYY');
  });

  it('date formats default by type; a stored format wins; time defaults to HH:mm:ss', () => {
    expect(formatOf(widget('date', { type: 'datetime' }))).toBe('yyyy-MM-dd HH:mm:ss');
    expect(formatOf(widget('date', { type: 'year' }))).toBe('yyyy');
    expect(formatOf(widget('date', { type: 'month' }))).toBe('yyyy-MM');
    expect(formatOf(widget('date', {}))).toBe('yyyy-MM-dd');
    expect(formatOf(widget('date', { type: 'datetime', format: 'yyyy/MM/dd HH:mm' }))).toBe('yyyy/MM/dd HH:mm');
    expect(formatOf(widget('time', {}))).toBe('HH:mm:ss');
  });

  it('formats and parses dates in the widget format; timestamp -> epoch ms', () => {
    const d = new Date(2024, 2, 15, 8, 30, 0);
    expect(formatDateValue(d, widget('date', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }))).toBe('2024-03-15 08:30:00');
    expect(formatDateValue(d, widget('date', { type: 'month', format: 'yyyy-MM' }))).toBe('2024-03');
    expect(formatDateValue(d, widget('date', { timestamp: true }))).toBe(d.getTime());
    expect(formatDateValue(d, widget('time', { format: 'HH:mm' }))).toBe('08:30');
    expect(parseDateValue('2024-03-15 08:30:00', widget('date', { type: 'datetime' }))!.getTime()).toBe(d.getTime());
    expect(parseDateValue(d.getTime(), widget('date', { timestamp: true }))!.getTime()).toBe(d.getTime());
    expect(parseDateValue('', widget('date', {}))).toBeNull();
    expect(parseDateValue('not a date', widget('date', {}))).toBeNull();
  });

  it('knows range and array values', () => {
    expect(isRangeWidget(widget('time', { isRange: true }))).toBe(true);
    expect(isRangeWidget(widget('date', { type: 'daterange' }))).toBe(true);
    expect(isRangeWidget(widget('date', { type: 'datetimerange' }))).toBe(true);
    expect(isRangeWidget(widget('slider', { range: true }))).toBe(true);
    expect(isRangeWidget(widget('date', { type: 'date' }))).toBe(false);
    expect(isArrayValued(widget('date', { type: 'dates' }))).toBe(true);
    expect(isArrayValued(widget('select', { multiple: true }))).toBe(true);
    expect(isArrayValued(widget('cascader', {}))).toBe(true);
    expect(isArrayValued(widget('select', {}))).toBe(false);
  });

  it('designer toggles: isRange resets to null / "", multiple converts value <-> array', () => {
    expect(defaultValueAfterRangeToggle(true)).toBeNull();
    expect(defaultValueAfterRangeToggle(false)).toBe('');
    expect(defaultValueAfterMultipleToggle('a', true)).toEqual(['a']);
    expect(defaultValueAfterMultipleToggle('', true)).toEqual([]);
    expect(defaultValueAfterMultipleToggle(['a', 'b'], false)).toBe('a');
    expect(defaultValueAfterMultipleToggle([], false)).toBe('');
  });

  it('formatNow gives YYYY-MM-DD HH:mm:ss', () => {
    expect(formatNow(new Date(2024, 0, 2, 3, 4, 5))).toBe('2024-01-02 03:04:05');
  });
});

describe('displayTime', () => {
  const local = new Date(2024, 2, 18, 7, 5, 9);
  it('uses {y}-{m}-{d} {h}:{i}:{s} by default, zero padded', () => {
    expect(displayTime(local)).toBe('2024-03-18 07:05:09');
    expect(displayTime(local.getTime())).toBe('2024-03-18 07:05:09');
  });
  it('reads 10-digit numbers and digit strings as seconds', () => {
    const seconds = Math.floor(local.getTime() / 1000);
    expect(String(seconds)).toHaveLength(10);
    expect(displayTime(seconds)).toBe('2024-03-18 07:05:09');
    expect(displayTime(String(seconds))).toBe('2024-03-18 07:05:09');
  });
  it('reads dashed text, custom patterns and the weekday', () => {
    expect(displayTime('2024-03-18 07:05:09', '{y}/{m}/{d}')).toBe('2024/03/18');
    expect(displayTime(local, '周{a}')).toBe('周一');
  });
  it('gives "" for empty or invalid input', () => {
    expect(displayTime('')).toBe('');
    expect(displayTime(null)).toBe('');
    expect(displayTime('nonsense')).toBe('');
  });
});
