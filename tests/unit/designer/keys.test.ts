import { describe, expect, it } from 'vitest';
import { newKey, uniqueKey } from '../../../src/core/designer/index.ts';
import { T0, designer } from './designerHelper.ts';

const KEY = /^\d+000_\d{1,5}$/;

describe('widget keys', () => {
  it('are Date.parse(now) (milliseconds dropped) + "_" + 1..99999', () => {
    expect(newKey(() => T0, () => 0.5)).toBe(`${Math.floor(T0 / 1000) * 1000}_50000`);
    expect(newKey(() => T0, () => 0.999999999)).toMatch(/_99999$/);
    expect(newKey(() => T0, () => 0)).toMatch(/_1$/);
    expect(newKey(() => T0, () => 0.00001)).toMatch(/_1$/);
    expect(newKey()).toMatch(KEY);
  });

  it('retry on a collision within the form', () => {
    const values = [0.5, 0.5, 0.25];
    const taken = new Set<string>([`${Math.floor(T0 / 1000) * 1000}_50000`]);
    const key = uniqueKey(taken, () => T0, () => values.shift()!);
    expect(key).toMatch(/_25000$/);
    expect(taken.has(key)).toBe(true);
  });

  it('stay unique even when the random source is stuck', () => {
    const d = designer({ random: () => 0.5 });
    const keys = d.build('input', 'input', 'input', 'grid');
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) expect(k).toMatch(KEY);
  });

  it('give model type_key and remoteFunc func_key', () => {
    const d = designer();
    const k = d.drop('select').at();
    expect(k).toMatch(KEY);
    expect(d.widget(k)).toMatchObject({ model: `select_${k}`, options: { remoteFunc: `func_${k}` } });
  });
});
