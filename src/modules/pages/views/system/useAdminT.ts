// The admin pages' texts: the `admin` namespace (src/core/i18n/locales/admin.ts), `ns:key` reaches others.
import { useNamespaceT } from '../../../shared/hooks.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { admin } from '../../../../core/i18n/locales/admin.ts';

// the admin pages' texts arrive with their code, not with the registry
provideNamespaces({ admin });

export function useAdminT() {
  return useNamespaceT('admin');
}
