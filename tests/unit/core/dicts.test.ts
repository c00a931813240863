import { describe, expect, it, vi } from 'vitest';
import { createDictCache, dictLabel, dictLabels, dictOptions, type DictTables } from '../../../src/core/dicts.ts';
import { admin } from '../../../src/core/i18n/locales/admin.ts';

const TABLES: DictTables = {
  tech_level: [{ value: '1', zh: '一类技术', en: 'Level 1 technology' }, { value: '2', zh: '二类技术', en: '' }, { value: '3', zh: '三类技术', en: 'Level 3', status: 0 }],
  sys_role: [{ value: 'System', zh: '系统管理员', en: 'System administrator' }],
};

describe('dictionary labelling', () => {
  it('labels a code in the locale, the other language when one is blank', () => {
    expect(dictLabel(TABLES, 'tech_level', '1', 'zh-CN')).toBe('一类技术');
    expect(dictLabel(TABLES, 'tech_level', 1, 'en')).toBe('Level 1 technology');
    expect(dictLabel(TABLES, 'tech_level', '2', 'en')).toBe('二类技术');
    expect(dictLabel(TABLES, 'sys_role', 'System', 'en-GB')).toBe('System administrator');
  });
  it('labels a disabled entry still (old data), but does not offer it', () => {
    expect(dictLabel(TABLES, 'tech_level', '3', 'en')).toBe('Level 3');
    expect(dictOptions(TABLES, 'tech_level', 'en')).toEqual([{ value: '1', label: 'Level 1 technology' }, { value: '2', label: '二类技术' }]);
  });
  it('shows unknown codes as the fallback and empty ones as nothing', () => {
    expect(dictLabel(TABLES, 'tech_level', '9', 'zh-CN')).toBe('9');
    expect(dictLabel(TABLES, 'tech_level', '9', 'zh-CN', '—')).toBe('—');
    expect(dictLabel(TABLES, 'nope', 'x', 'en', '')).toBe('');
    expect(dictLabel(TABLES, 'tech_level', null, 'en')).toBe('');
    expect(dictLabel(TABLES, 'tech_level', '', 'en')).toBe('');
  });
  it('joins several codes', () => {
    expect(dictLabels(TABLES, 'tech_level', ['1', '2'], 'zh-CN')).toBe('一类技术、二类技术');
    expect(dictLabels(TABLES, 'tech_level', ['1', null], 'en')).toBe('Level 1 technology');
  });
});

describe('createDictCache', () => {
  it('loads once for every reader and tells subscribers', async () => {
    const load = vi.fn(async () => TABLES);
    const cache = createDictCache(load);
    const seen = vi.fn();
    cache.subscribe(seen);
    const [a, b] = await Promise.all([cache.load(), cache.load()]);
    expect(a).toBe(b);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.get()).toBe(TABLES);
    expect(seen).toHaveBeenCalledTimes(1);
    cache.invalidate();
    await cache.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('tries again after a failed load', async () => {
    let fail = true;
    const cache = createDictCache(async () => { if (fail) throw new Error('down'); return TABLES; });
    await expect(cache.load()).rejects.toThrow('down');
    fail = false;
    await expect(cache.load()).resolves.toBe(TABLES);
  });
});

describe('admin locale', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(admin.en).sort()).toEqual(Object.keys(admin['zh-CN']).sort());
  });
});
