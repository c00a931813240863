// The main frame: sidebar, navbar, optional tags bar, content, settings drawer. The old-version
// layout (business, system, quality, xjsxxm) and the new layout (baqsj) differ only in the navbar.
import type { ReactNode } from 'react';
import { getThemeStore } from '../../../core/theme.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { Sidebar } from './Sidebar.tsx';
import { Navbar, type NavVariant } from './Navbar.tsx';
import { TagsBar } from './TagsBar.tsx';
import { SettingsDrawer } from './SettingsDrawer.tsx';

export function MainLayout({ variant, showSettings, children }: { variant: NavVariant; showSettings: boolean; children: ReactNode }) {
  const { shell } = useShell();
  const { opened, device } = useStore(shell.sidebar.store, (s) => s);
  const { tagsView, fixedHeader } = useStore(getThemeStore(), (s) => s);
  const cls = ['hos-app', opened ? 'opened' : 'collapsed', device].join(' ');
  return (
    <div className={cls} data-testid="layout" data-layout={variant}>
      {device === 'mobile' && opened && <div className="hos-drawer-bg" onClick={() => shell.sidebar.close()} data-testid="drawer-bg" />}
      <Sidebar />
      <div className="hos-main">
        <header className={'hos-header' + (fixedHeader ? ' fixed' : '')} data-testid="header" data-fixed={fixedHeader ? '1' : '0'}>
          <Navbar variant={variant} />
          {tagsView && <TagsBar />}
        </header>
        <main className="hos-content" data-testid="content">
          {children}
        </main>
      </div>
      {showSettings && <SettingsDrawer />}
    </div>
  );
}
