// Logout with the confirmation of spec section 2: 'are you sure to log out and exit the system',
// titled 'prompt', confirm and cancel; then the user's report drafts are cleared from this machine
// (issue 32 §1: a shared ward computer keeps no half-written report of someone who signed out), the
// session ends and the page reloads. The idle logout keeps them: a nurse called away comes back to her report.
import { App } from 'antd';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';
import type { HosRuntime } from '../../core/runtime.ts';

async function clearMyReportDrafts(runtime: HosRuntime): Promise<void> {
  // loaded on logout only: the shell's first paint carries no draft code
  const { clearReportDrafts, draftUserOf, lazyDraftBackend } = await import('../../core/autosave/index.ts');
  let sync: Pick<Storage, 'removeItem'> | null = null;
  try {
    sync = globalThis.localStorage ?? null;
  } catch {
    sync = null;
  }
  await clearReportDrafts(lazyDraftBackend, draftUserOf(runtime.session.getState() as unknown as Record<string, unknown>), sync);
}

/** How many of the user's reports wait on this device to be sent (issue 32 §2); 0 when that cannot be read. */
async function unsentReports(runtime: HosRuntime): Promise<number> {
  try {
    const [{ draftUserOf }, { deviceStore, queuedReports }] = await Promise.all([import('../../core/autosave/index.ts'), import('../../core/offline/outbox.ts')]);
    return (await queuedReports(deviceStore, draftUserOf(runtime.session.getState() as unknown as Record<string, unknown>))).length;
  } catch {
    return 0;
  }
}

export function useLogout(): () => Promise<void> {
  const { modal } = App.useApp();
  const { runtime } = useHost();
  const t = useT();
  return async () => {
    // reports saved offline and not yet sent leave the device with the drafts: she is told before she agrees
    const unsent = await unsentReports(runtime);
    modal.confirm({
      title: t('shell:prompt'),
      content: unsent ? <>{t('shell:logoutConfirm')}<div className="hos-logout-unsent" style={{ marginTop: 8, color: 'var(--ant-color-error, #cf1322)' }}>{t('shell:logoutUnsent', { n: unsent })}</div></> : t('shell:logoutConfirm'),
      okText: t('shell:confirm'),
      cancelText: t('shell:cancel'),
      type: 'warning',
      onOk: async () => {
        await clearMyReportDrafts(runtime).catch((e) => console.warn('[hos] clearing drafts failed', e));
        await runtime.session.logout();
        runtime.ui.reload();
      },
    });
  };
}
