// The admin pages' texts: the `admin` namespace (src/core/i18n/locales/admin.ts), `ns:key` reaches others.
import { useCallback } from 'react';
import { useT } from '../../../shared/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { admin } from '../../../../core/i18n/locales/admin.ts';

// the admin pages' texts arrive with their code, not with the registry
provideNamespaces({ admin });

export function useAdminT() {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(key.includes(':') ? key : 'admin:' + key, options), [t]);
}
