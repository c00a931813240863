// useT with a per-language cache: the panel asks for the same few dozen strings on every
// selection, and i18next's lookup is measurable with 500 widgets on the page (issue 4 §5).
import { useMemo } from 'react';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';

const caches = new WeakMap<object, Map<string, Map<string, string>>>();

export function useDesignerT() {
  const t = useT();
  const { runtime, lang } = useHost();
  return useMemo(() => {
    let byLang = caches.get(runtime.i18n);
    if (!byLang) caches.set(runtime.i18n, (byLang = new Map()));
    let cache = byLang.get(lang);
    if (!cache) byLang.set(lang, (cache = new Map()));
    const c = cache;
    return (key: string, options?: Record<string, unknown>) => {
      if (options) return t(key, options);
      let v = c.get(key);
      if (v === undefined) c.set(key, (v = t(key)));
      return v;
    };
  }, [t, runtime, lang]);
}
