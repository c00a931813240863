// The root-cause analysis texts (namespace `rca`) arrive with the chunks that show an analysis: the
// record detail's section, its print part and the measures naming a cause. Import for the side effect.
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { rca } from '../../../core/i18n/locales/rca.ts';

provideNamespaces({ rca });
