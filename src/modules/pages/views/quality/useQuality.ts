// What the quality pages share: their API module over the page's runtime, their translations
// ('quality:' by default, any namespace with a prefix; the namespace arrives with this module), and
// the lists their forms read.
import { useEffect, useMemo, useState } from 'react';
import { useHost } from '../../../shared/HostContext.ts';
import { useNamespaceT } from '../../../shared/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { quality } from '../../../../core/i18n/locales/quality.ts';
import { qualityApi, type QualityApi } from '../../../../core/api/quality.ts';
import { deptLabel } from '../../../../core/pages/records.ts';

provideNamespaces({ quality });

export function useQualityApi(): QualityApi {
  const { runtime } = useHost();
  return useMemo(() => qualityApi(runtime), [runtime]);
}

const deptNames = new WeakMap<object, Promise<Map<string, string>>>();
const NO_NAMES = new Map<string, string>();

/**
 * A department of a round, sheet or result in the reader's language (issue 23 §1): those rows carry the
 * stored name alone, so the English names are read once per page runtime. `text` for a sentence, `row`
 * for the DeptName component (which marks a name without an English one as typed data).
 */
export function useDeptNames() {
  const { runtime, lang } = useHost();
  const api = useQualityApi();
  const [names, setNames] = useState(NO_NAMES);
  useEffect(() => {
    let alive = true;
    let p = deptNames.get(runtime);
    if (!p) {
      p = api.deptNamesEn().catch(() => {
        deptNames.delete(runtime);
        return NO_NAMES;
      });
      deptNames.set(runtime, p);
    }
    void p.then((m) => alive && setNames(m));
    return () => {
      alive = false;
    };
  }, [runtime, api]);
  return useMemo(() => {
    const row = (deptName: string) => ({ deptName, deptNameEn: names.get(deptName) ?? '' });
    return { row, text: (deptName: string) => deptLabel(row(deptName), lang).text, separator: /^en/i.test(lang) ? ', ' : '、' };
  }, [names, lang]);
}

/** `t('rounds')` reads `quality:rounds`; `t('pages:back')` another namespace. */
export function useQualityT() {
  return useNamespaceT('quality');
}

/** A number in the page's language (scores keep up to two decimals). */
export function useNumber() {
  const { lang } = useHost();
  return useMemo(() => {
    const f = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
    return (n: number | null | undefined) => (n === null || n === undefined ? '' : f.format(n));
  }, [lang]);
}

/** Loads once per mount (or when `deps` change); a failed call leaves `empty` (the http layer has shown the error). */
export function useLoaded<T>(load: () => Promise<T>, empty: T, deps: unknown[] = []): [T, () => void] {
  const [value, setValue] = useState<T>(empty);
  const [n, setN] = useState(0);
  useEffect(() => {
    let live = true;
    load().then((v) => live && setValue(v), () => undefined);
    return () => {
      live = false;
    };
  }, [n, ...deps]); // eslint-disable-line react-hooks/exhaustive-deps
  return [value, () => setN((x) => x + 1)];
}
