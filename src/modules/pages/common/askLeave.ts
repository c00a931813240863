// Leaving something with unsaved changes inside a page (a dialog's Cancel, an editor's Back) asks the
// same question as a route change in the app (issue 10 §1; createShell's navigate).
import type { HosRuntime } from '../../../core/runtime.ts';

/** true when nothing is unsaved, or the user chose to leave (the unsaved marks are then dropped) */
export function askLeave(runtime: HosRuntime): Promise<boolean> {
  const t = (k: string) => runtime.i18n.t('shell:' + k);
  return runtime.leave.confirmLeave(() => runtime.ui.confirm({ title: t('leaveTitle'), content: t('leaveContent'), okText: t('leaveOk'), cancelText: t('leaveStay'), type: 'warning' }));
}
