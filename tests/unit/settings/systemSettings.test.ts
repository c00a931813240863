import { describe, expect, it } from 'vitest';
import { loadSystemSettings, mapSettings, titleIn } from '../../../src/core/settings/systemSettings.ts';
import type { HosRuntime } from '../../../src/core/runtime.ts';

describe('system settings', () => {
  it('reads the rows of GET /api/v1/settings or one row content', () => {
    expect(mapSettings([{ content: { name: 'HOS', logo: '/uploads/a.png' } }])).toMatchObject({ title: 'HOS', logo: '/uploads/a.png', loaded: true });
    expect(mapSettings({ name: 'HOS', logo: 'javascript:x' })).toMatchObject({ title: 'HOS', logo: '' });
    expect(mapSettings(null)).toMatchObject({ title: '', loaded: true });
  });
  it('names the hospital\'s time zone: the saved one when Intl knows it, else Asia/Shanghai (issue 23 §2)', () => {
    expect(mapSettings({ timeZone: 'Europe/Berlin' }).timeZone).toBe('Europe/Berlin');
    expect(mapSettings({ timeZone: 'Mars/Olympus' }).timeZone).toBe('Asia/Shanghai');
    expect(mapSettings({}).timeZone).toBe('Asia/Shanghai');
  });
  it('loads through the system API (classify 1)', async () => {
    const calls: unknown[] = [];
    const shared = { get: async (url: string, config: unknown) => (calls.push([url, config]), [{ content: { name: 'Hospital' } }]) };
    const storage = { getItem: () => 'kept', setItem: () => undefined, removeItem: () => undefined };
    const runtime = { http: { shared, sys: async () => null }, storage } as unknown as Pick<HosRuntime, 'http' | 'storage'>;
    expect((await loadSystemSettings(runtime)).title).toBe('Hospital');
    expect(calls).toEqual([['/api/v1/settings', { params: { classify: 1 } }]]);
  });
  it('names the product in the reader\'s language: the English name given, never the default Chinese one on an English page (issue 35 §5)', () => {
    const seeded = mapSettings({ name: '医院综合业务管理平台', nameEn: ' Hospital business management platform ' });
    expect(titleIn(seeded, 'en', 'Fallback')).toBe('Hospital business management platform');
    expect(titleIn(seeded, 'zh-CN', '兜底')).toBe('医院综合业务管理平台');
    // a database seeded before the English name: the locale's name, not the Chinese default
    expect(titleIn(mapSettings({ name: '医院综合业务管理平台' }), 'en', 'Hospital business platform')).toBe('Hospital business platform');
    // a hospital's own name without an English one stays theirs
    expect(titleIn(mapSettings({ name: '仁济医院管理平台' }), 'en', 'Fallback')).toBe('仁济医院管理平台');
    expect(titleIn(mapSettings({}), 'zh-CN', '兜底')).toBe('兜底');
  });
});
