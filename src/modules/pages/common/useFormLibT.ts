// The texts of the form libraries' new-form dialog and the report page's category switch: the `formLib`
// namespace (src/core/i18n/locales/formLib.ts), provided with the code of the views that use it; `pages:key`
// reaches the business pages' texts.
import { useNamespaceT } from '../../shared/hooks.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { formLib } from '../../../core/i18n/locales/formLib.ts';

provideNamespaces({ formLib });

export function useFormLibT() {
  return useNamespaceT('formLib');
}
