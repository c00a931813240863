// What the improvement project pages share: their API over the page's runtime, their translations
// ('pdca:' by default, any namespace with a prefix; the namespace arrives with this module's chunk),
// whether the reader may run projects, and numbers in the page's language.
import { useCallback, useMemo } from 'react';
import { useHost } from '../../../shared/HostContext.ts';
import { useNamespaceT } from '../../../shared/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { pdca } from '../../../../core/i18n/locales/pdca.ts';
import { pdcaApi, type PdcaApi } from '../../../../core/pdca/api.ts';
import { formatNumber } from '../../../../core/i18n/format.ts';

provideNamespaces({ pdca });

export function usePdcaApi(): PdcaApi {
  const { runtime } = useHost();
  return useMemo(() => pdcaApi(runtime), [runtime]);
}

/** `t('title')` reads `pdca:title`; `t('pages:back')` another namespace. */
export function usePdcaT() {
  return useNamespaceT('pdca');
}

/** An indicator value in the page's language (up to two decimals), '' for none. */
export function usePdcaNumber() {
  const { lang } = useHost();
  return useCallback((n: number | null | undefined) => (n === null || n === undefined ? '' : formatNumber(n, lang, 2)), [lang]);
}

export const DETAIL_PATH = '/quality/pdca/detail';
export const NEW_PATH = '/quality/pdca/new';
