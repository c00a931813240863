// The admin pages' texts: the `admin` namespace (src/core/i18n/locales/admin.ts), `ns:key` reaches others.
import { useCallback } from 'react';
import { useT } from '../../../shared/hooks.ts';

export function useAdminT() {
  const t = useT();
  return useCallback((key: string, options?: Record<string, unknown>) => t(key.includes(':') ? key : 'admin:' + key, options), [t]);
}
