// The one frame of every signed-in page (issue 22 §2): sidebar, header (navbar and optional tags bar),
// content. Archive review (/baqsj/review) is drawn in it too, with what the spec gives it on top: a
// light sidebar with the user's info box and a link back to the page visited before (Sidebar.tsx).
import type { ReactNode } from 'react';
import type { LayoutKind } from '../../../core/routing/index.ts';
import { getThemeStore } from '../../../core/theme.ts';
import { RoomContext } from '../../shared/useRoom.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { Sidebar } from './Sidebar.tsx';
import { Navbar } from './Navbar.tsx';
import { TagsBar } from './TagsBar.tsx';

export function MainLayout({ layout, showSettings, children }: { layout: LayoutKind; showSettings: boolean; children: ReactNode }) {
  const { shell } = useShell();
  const { opened, device } = useStore(shell.sidebar.store, (s) => s);
  const { tagsView, fixedHeader } = useStore(getThemeStore(), (s) => s);
  const cls = ['hos-app', opened ? 'opened' : 'collapsed', device].join(' ');
  return (
    <div className={cls} data-testid="layout" data-layout={layout}>
      {device === 'mobile' && opened && <div className="hos-drawer-bg" onClick={() => shell.sidebar.close()} data-testid="drawer-bg" />}
      <Sidebar archive={layout === 'archive'} />
      <div className="hos-main">
        <header className={'hos-header' + (fixedHeader ? ' fixed' : '')} data-testid="header" data-fixed={fixedHeader ? '1' : '0'}>
          <Navbar showSettings={showSettings} />
          {tagsView && <TagsBar />}
        </header>
        <main className="hos-content" data-testid="content">
          {/* a page that needs the width (the form designer) folds the sidebar while it is open */}
          <RoomContext.Provider value={shell.sidebar.fold}>{children}</RoomContext.Provider>
        </main>
      </div>
    </div>
  );
}
