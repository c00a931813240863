// Greeting with avatar and its dropdown: profile, switch role (several roles, named by the sys_role
// dictionary in the user's language), language, logout.
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useDictLabel } from '../../shared/useDictTables.ts';
import { useShell } from '../ShellContext.ts';
import { useLogout } from '../useLogout.ts';
import { clickOnKey } from '../../shared/a11y.ts';

export function UserMenu() {
  const { runtime, lang } = useHost();
  const t = useT();
  const { shell } = useShell();
  const logout = useLogout();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const roles = useSession((s) => s.roles);
  const activeRole = useSession((s) => s.activeRole);
  const roleName = useDictLabel('sys_role');

  const items: MenuProps['items'] = [
    { key: 'profile', label: t('shell:profile') },
    ...(roles.length > 1
      ? [{ key: 'role', label: `${t('shell:switchRole')} (${roleName(activeRole)})`, children: roles.map((r) => ({ key: 'role:' + r, label: roleName(r), disabled: r === activeRole })) }]
      : []),
    {
      key: 'lang',
      label: t('shell:language'),
      children: [
        { key: 'lang:zh-CN', label: t('shell:langZh'), disabled: lang === 'zh-CN' },
        { key: 'lang:en', label: t('shell:langEn'), disabled: lang === 'en' },
      ],
    },
    { type: 'divider' },
    { key: 'logout', label: t('shell:logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') shell.navigate('/profile/index');
    else if (key === 'logout') logout();
    else if (key.startsWith('lang:')) runtime.setLanguage(key.slice(5));
    else if (key.startsWith('role:')) void runtime.session.switchRole(key.slice(5)).catch(() => undefined);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <span className="hos-greeting" data-testid="user-menu" aria-label={t('shell:userMenu', { name })} aria-haspopup="menu" {...clickOnKey}>
        <Avatar size={30} src={avatar || undefined} alt="" icon={avatar ? undefined : <UserOutlined />} data-testid="user-avatar" />
        <span className="who hide-mobile">{t('shell:greeting', { name })}</span>
      </span>
    </Dropdown>
  );
}
