// Greeting with avatar and its dropdown: profile, switch role (several roles, named by the sys_role
// dictionary in the user's language), language, switch to the old version, system management (role
// System), back to the one-stop portal, logout. The same on every page (issue 22 §2). The menu and its
// submenus are controlled: picking an item (a language too) closes the menu with its open submenu.
import { useRef, useState } from 'react';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { RightOutlined, UserOutlined } from '@ant-design/icons';
import { SYSTEM_ROLE } from '../../../core/access/roles.ts';
import { appNameKey } from '../../../core/routing/index.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useSession, useT } from '../../shared/hooks.ts';
import { useDictLabel } from '../../shared/useDictTables.ts';
import { useShell } from '../ShellContext.ts';
import { useLogout } from '../useLogout.tsx';
import { clickOnKey } from '../../shared/a11y.ts';
import { useSwitchApp } from './AppSwitcher.tsx';
import { withUserText } from '../../shared/UserText.tsx';

// antd's submenu arrow, hidden from screen readers (it would say "right" after the submenu's name)
const SUBMENU_ARROW = <span className="ant-dropdown-menu-submenu-arrow"><RightOutlined className="ant-dropdown-menu-submenu-arrow-icon" aria-hidden /></span>;

export function UserMenu() {
  const { runtime, lang } = useHost();
  const t = useT();
  const { shell } = useShell();
  const logout = useLogout();
  const switchApp = useSwitchApp();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const roles = useSession((s) => s.roles);
  const activeRole = useSession((s) => s.activeRole);
  const roleName = useDictLabel('sys_role');
  const [open, setOpen] = useState(false);
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // a closed menu opens no submenu (the pointer still on a submenu's item after a pick would reopen it)
  const shown = useRef(false);
  const show = (next: boolean) => {
    shown.current = next;
    setOpen(next);
    if (!next) setOpenKeys([]);
  };

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
    { key: 'oldVersion', label: t('shell:switchOld'), 'data-testid': 'btn-old-version' },
    ...(roles.includes(SYSTEM_ROLE) ? [{ key: 'system', label: t('shell:systemManage'), 'data-testid': 'btn-system' }] : []),
    { key: 'portal', label: t('shell:backPortal'), 'data-testid': 'menu-portal' },
    { type: 'divider' },
    { key: 'logout', label: t('shell:logout') },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    show(false);
    if (key === 'profile') shell.navigate('/profile/index');
    else if (key === 'logout') void logout();
    else if (key === 'oldVersion') window.location.assign(runtime.config.oldVersionUrl);
    else if (key === 'portal') window.location.assign(runtime.config.portalUrl);
    else if (key === 'system') switchApp('system', t(appNameKey('system')));
    else if (key.startsWith('lang:')) runtime.setLanguage(key.slice(5));
    else if (key.startsWith('role:')) void runtime.session.switchRole(key.slice(5)).catch(() => undefined);
  };
  return (
    <Dropdown
      open={open}
      onOpenChange={(next) => show(next)}
      menu={{ items, onClick, openKeys, onOpenChange: (keys) => setOpenKeys(shown.current ? keys : []), expandIcon: SUBMENU_ARROW }}
      trigger={['click']}
      placement="bottomRight"
      destroyOnHidden
      autoFocus
    >
      <span className="hos-greeting" data-testid="user-menu" aria-label={t('shell:userMenu', { name })} aria-haspopup="menu" aria-expanded={open} {...clickOnKey}>
        <Avatar size={30} src={avatar || undefined} alt="" icon={avatar ? undefined : <UserOutlined aria-hidden />} data-testid="user-avatar" />
        <span className="who hide-mobile">{withUserText(t, 'shell:greeting', 'name', name)}</span>
      </span>
    </Dropdown>
  );
}
