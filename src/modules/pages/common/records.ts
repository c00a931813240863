// Form versions for the pages that show a form by id (the form library's detail page): the calls live
// in the forms API module (src/core/api/forms.ts).
import type { HosRuntime } from '../../../core/runtime.ts';
import { formsApi, type FormVersion } from '../../../core/api/forms.ts';

export type { FormVersion };

export const getFormByCode = (rt: HosRuntime, code: string) => formsApi(rt).getFormByCode(code);
export const getFormVersion = (rt: HosRuntime, id: number | string, version?: number | string) => formsApi(rt).getFormVersion(id, version);
