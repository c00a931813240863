// Leaving unsaved changes asks first (issue 10 §1): the question a route change, a closed tag, a
// dialog's Cancel or an editor's Back put to the user, in the page's language, through the UI port.
import type { HosRuntime } from './runtime.ts';

/** true when nothing is unsaved, or the user chose to leave (the unsaved marks are then dropped) */
export function askLeave(runtime: Pick<HosRuntime, 'leave' | 'ui' | 'i18n'>): Promise<boolean> {
  const t = (k: string) => runtime.i18n.t('shell:' + k);
  return runtime.leave.confirmLeave(() => runtime.ui.confirm({ title: t('leaveTitle'), content: t('leaveContent'), okText: t('leaveOk'), cancelText: t('leaveStay'), type: 'warning' }));
}
