// Logout with the confirmation of spec section 2: 'are you sure to log out and exit the system',
// titled 'prompt', confirm and cancel; then the session ends and the page reloads.
import { App } from 'antd';
import { useHost } from '../shared/HostContext.ts';
import { useT } from '../shared/hooks.ts';

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
        await runtime.session.logout();
        runtime.ui.reload();
      },
    });
  };
}
