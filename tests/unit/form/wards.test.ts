// Wards (spec sections 4 and 9).
import { describe, expect, it } from 'vitest';
import { chineseNumeral, normalizeWardName, parseChineseNumeral, WARDS } from '../../../src/core/form/wards';
import { fixture } from './helpers';

describe('WARDS', () => {
  it('lists 一..六, 八..十七 and 其他病区, skipping 七 (16 wards + other, as the fixture select)', () => {
    const values = WARDS.map((w) => w.value);
    expect(values).toHaveLength(17);
    expect(values).not.toContain('七病区');
    expect(values[0]).toBe('一病区');
    expect(values.at(-1)).toBe('其他病区');
    const select = fixture('05-unsafe-event-report.form.json').list
      .flatMap((w: any) => w.columns?.flatMap((c: any) => c.list) ?? [w]).find((w: any) => w.model === 'sjsx_patient_ward');
    expect(WARDS).toEqual(select.options.options);
  });

  it('Chinese numerals 1-99 both ways', () => {
    expect([1, 8, 10, 11, 17, 20, 99].map(chineseNumeral)).toEqual(['一', '八', '十', '十一', '十七', '二十', '九十九']);
    expect(['一', '十', '十七', '二十三'].map(parseChineseNumeral)).toEqual([1, 10, 17, 23]);
    expect(parseChineseNumeral('十十')).toBeNaN();
  });
});

describe('normalizeWardName', () => {
  it('a bare numeral is the old stored form: 八 -> 八病区', () => {
    expect(normalizeWardName('八')).toBe('八病区');
    expect(normalizeWardName('8')).toBe('八病区');
  });

  it.each([
    ['8病区', '八病区'], ['08病区', '八病区'], ['12病房', '十二病区'], ['17区', '十七病区'], ['1病区', '一病区'],
    ['十病区', '十病区'], ['十一病房', '十一病区'], ['十七区', '十七病区'], ['三病区(心内)', '三病区'], ['第八病区', '八病区'],
  ])('%s -> %s (digits and Chinese numerals 1-17 with the ward word)', (input, out) => {
    expect(normalizeWardName(input)).toBe(out);
  });

  it('normalises 7 like any number 1-17, though the selector does not list it', () => {
    expect(normalizeWardName('7病区')).toBe('七病区');
    expect(normalizeWardName('七')).toBe('七病区');
  });

  it('returns other names as given: out of range, no ward word, or not a ward', () => {
    expect(normalizeWardName('18病区')).toBe('18病区');
    expect(normalizeWardName('十八病区')).toBe('十八病区');
    expect(normalizeWardName('8号楼')).toBe('8号楼');
    expect(normalizeWardName('心内科')).toBe('心内科');
    expect(normalizeWardName('')).toBe('');
    expect(normalizeWardName(undefined)).toBe('');
  });

  it('with a department list: names not in it become ""', () => {
    expect(normalizeWardName('心内科', ['心内科', '普外科'])).toBe('心内科');
    expect(normalizeWardName('急诊', ['心内科'])).toBe('');
    expect(normalizeWardName('8病区', ['心内科'])).toBe('八病区');
  });
});
