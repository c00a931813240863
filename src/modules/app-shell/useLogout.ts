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

export function useLogout(): () => void {
  const { modal } = App.useApp();
  const { runtime } = useHost();
  const t = useT();
  return () => {
    modal.confirm({
      title: t('shell:prompt'),
      content: t('shell:logoutConfirm'),
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
