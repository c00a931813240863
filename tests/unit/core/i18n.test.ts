// The page's translator (src/core/i18n/translator.ts) gives what i18next gave for every text of the
// catalogue, and namespaces arrive with the modules (src/core/i18n/instance.ts).
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { NAMESPACES, createI18n } from '../../../src/core/i18n/index.ts';
import { createPageI18n, provideNamespaces, registerNamespace } from '../../../src/core/i18n/instance.ts';
import { createTranslator } from '../../../src/core/i18n/translator.ts';

function reference(lng: 'zh-CN' | 'en') {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, string>>> = { 'zh-CN': {}, en: {} };
  for (const [ns, table] of Object.entries(NAMESPACES)) {
    resources['zh-CN'][ns] = table['zh-CN'];
    resources.en[ns] = table.en;
  }
  void instance.init({ lng, fallbackLng: 'zh-CN', ns: Object.keys(NAMESPACES), defaultNS: 'common', resources, initImmediate: false, interpolation: { escapeValue: false }, returnNull: false } as never);
  return instance;
}

describe('translator', () => {
  it('gives what i18next gave for every key of the catalogue, in both languages, with and without values', () => {
    const values = { count: 3, name: '王芳', time: '10:00', max: 5, n: 2, action: 'x', type: 't', at: 'a', field: 'f', reason: 'r' };
    for (const lng of ['zh-CN', 'en'] as const) {
      const ours = createI18n(lng);
      const theirs = reference(lng);
      let checked = 0;
      for (const [ns, table] of Object.entries(NAMESPACES)) {
        for (const key of new Set([...Object.keys(table['zh-CN']), ...Object.keys(table.en)])) {
          for (const opts of [undefined, values, { lng: lng === 'en' ? 'zh-CN' : 'en' }]) {
            expect(ours.t(`${ns}:${key}`, opts), `${lng} ${ns}:${key}`).toBe(theirs.t(`${ns}:${key}`, opts as never));
          }
          expect(ours.exists(`${ns}:${key}`, { lng, fallbackLng: false })).toBe(theirs.exists(`${ns}:${key}`, { lng, fallbackLng: false } as never));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(500);
      // misses: the key without its namespace, or the default value
      for (const [k, o] of [['designer:noSuchKey', undefined], ['noSuchKey', undefined], ['shell:app_x', { defaultValue: '应用 {{n}}', n: 1 }], ['retry', undefined]] as const) {
        expect(ours.t(k, o)).toBe(theirs.t(k, o as never));
      }
    }
  });

  it('splits the namespace, interpolates, falls back to zh-CN and switches language', () => {
    const t = createTranslator({ 'zh-CN': { common: { hi: '你好 {{name}}', only: '仅中文' }, x: { a: 'A{{n}}B' } }, en: { common: { hi: 'Hi {{name}}' } } }, 'zh-CN');
    expect(t.t('hi', { name: 'Li' })).toBe('你好 Li');
    expect(t.t('x:a', { n: 0 })).toBe('A0B');
    expect(t.t('x:a', { n: null })).toBe('AB');
    expect(t.t('x:a')).toBe('A{{n}}B');
    expect(t.t('hi', { lng: 'en', name: 'Li' })).toBe('Hi Li');
    expect(t.t('only', { lng: 'en' })).toBe('仅中文');
    expect(t.exists('only', { lng: 'en', fallbackLng: false })).toBe(false);
    // natural language is not split at ':'
    expect(t.t('note: hello')).toBe('note: hello');
    void t.changeLanguage('en');
    expect(t.language).toBe('en');
    expect(t.t('hi', { name: 'Li' })).toBe('Hi Li');
  });
});

describe('namespaces arrive with the modules', () => {
  it('a page starts with common and http only', () => {
    const i18n = createPageI18n('zh-CN');
    expect(i18n.exists('http:network')).toBe(true);
    expect(i18n.exists('common:retry')).toBe(true);
    expect(i18n.hasResourceBundle('zh-CN', 'designer')).toBe(false);
  });

  it('a namespace provided before or after the page instance exists reaches it, once', () => {
    provideNamespaces({ unitEarly: { 'zh-CN': { a: '早' }, en: { a: 'early' } } });
    const i18n = createPageI18n('en');
    expect(i18n.t('unitEarly:a')).toBe('early');
    expect(i18n.t('unitLate:a')).toBe('a');
    provideNamespaces({ unitLate: { 'zh-CN': { a: '晚' }, en: { a: 'late' } } });
    expect(i18n.t('unitLate:a')).toBe('late');
    expect(i18n.t('unitLate:a', { lng: 'zh-CN' })).toBe('晚');
    // the first table given for a name is kept (two bundles of one page provide the same texts)
    provideNamespaces({ unitLate: { 'zh-CN': { a: '别的' }, en: { a: 'other' } } });
    registerNamespace(i18n, 'unitLate', { 'zh-CN': { a: '别的' }, en: { a: 'other' } });
    expect(i18n.t('unitLate:a')).toBe('late');
    expect(createPageI18n('en').t('unitLate:a')).toBe('late');
  });
});
