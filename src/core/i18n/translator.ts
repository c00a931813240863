// The page's translator: the part of i18next the elements use, in a few hundred bytes (i18next alone
// weighed more than the bell's whole budget, issue 11 §1). Same key syntax and results as the i18next
// setup it replaces (nsSeparator ':', defaultNS 'common', fallbackLng 'zh-CN', no escaping,
// `{{name}}` interpolation, `defaultValue`, the key itself when nothing matches), and the same method
// names, so modules written against i18next's `t`, `language`, `exists` keep working.

export type Texts = Record<string, string>;

export interface TOptions {
  /** the language to translate into (default: the current language) */
  lng?: string;
  /** used (interpolated) when the key has no text */
  defaultValue?: string;
  /** false: look in `lng` only (`exists(key, { lng, fallbackLng: false })` checks one language) */
  fallbackLng?: false | string;
  /** interpolation values: `{{name}}` */
  [name: string]: unknown;
}

export interface I18n {
  /** the current language */
  readonly language: string;
  changeLanguage(lng: string): Promise<void>;
  /** the text of `ns:key` (or `key` in `common`), interpolated; the key when there is none */
  t(key: string, options?: TOptions): string;
  exists(key: string, options?: TOptions): boolean;
  addResourceBundle(lng: string, ns: string, texts: Texts, deep?: boolean, overwrite?: boolean): void;
  hasResourceBundle(lng: string, ns: string): boolean;
}

const DEFAULT_NS = 'common';
const FALLBACK = 'zh-CN';
// i18next reads a key with any of these characters as natural language: no namespace is split off
const NATURAL = /[ ,?!;]/;
const NS_NAME = /^[A-Za-z][\w-]*$/;
const VAR = /\{\{(.+?)\}\}/g;

function split(key: string): [string, string] {
  const at = key.indexOf(':');
  if (at > 0 && !NATURAL.test(key) && NS_NAME.test(key.slice(0, at))) return [key.slice(0, at), key.slice(at + 1)];
  return [DEFAULT_NS, key];
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(VAR, (match, raw: string) => {
    const name = raw.trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return match; // as i18next: left for a later pass
    const v = options[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

export function createTranslator(initial: Record<string, Record<string, Texts>>, lng: string): I18n {
  // language -> namespace -> texts
  const store = new Map<string, Map<string, Texts>>();
  let language = lng;

  const bundle = (l: string, ns: string) => store.get(l)?.get(ns);
  const languagesFor = (options?: TOptions): string[] => {
    const l = options?.lng || language;
    const fb = options?.fallbackLng === false ? null : (options?.fallbackLng || FALLBACK);
    return fb && fb !== l ? [l, fb] : [l];
  };
  const lookup = (key: string, options?: TOptions): string | undefined => {
    const [ns, k] = split(key);
    for (const l of languagesFor(options)) {
      const texts = bundle(l, ns);
      if (texts && Object.prototype.hasOwnProperty.call(texts, k) && typeof texts[k] === 'string') return texts[k];
    }
    return undefined;
  };

  const i18n: I18n = {
    get language() {
      return language;
    },
    changeLanguage(l) {
      language = l;
      return Promise.resolve();
    },
    t(key, options) {
      const text = lookup(key, options);
      if (text !== undefined) return interpolate(text, options);
      if (typeof options?.defaultValue === 'string') return interpolate(options.defaultValue, options);
      return split(key)[1];
    },
    exists(key, options) {
      return lookup(key, options) !== undefined;
    },
    addResourceBundle(l, ns, texts, _deep = true, overwrite = false) {
      let byNs = store.get(l);
      if (!byNs) store.set(l, (byNs = new Map()));
      const had = byNs.get(ns);
      byNs.set(ns, had ? (overwrite ? { ...had, ...texts } : { ...texts, ...had }) : { ...texts });
    },
    hasResourceBundle(l, ns) {
      return Boolean(bundle(l, ns));
    },
  };
  for (const [l, byNs] of Object.entries(initial)) for (const [ns, texts] of Object.entries(byNs)) i18n.addResourceBundle(l, ns, texts);
  return i18n;
}
