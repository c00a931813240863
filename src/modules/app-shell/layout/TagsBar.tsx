// Tags bar of visited pages (issue 5 section 3) with the right-click menu: Refresh (through
// /redirect), Close, Close Others, Close All. Fixed tags have no close button.
import { useEffect, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import type { Tag } from '../../../core/routing/index.ts';
import { getThemeStore } from '../../../core/theme.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useMatch } from './useAppRoutes.ts';

interface Ctx {
  x: number;
  y: number;
  tag: Tag;
}

export function TagsBar() {
  const { shell } = useShell();
  const t = useT();
  const visited = useStore(shell.tags.store, (s) => s.visited);
  const color = useStore(getThemeStore(), (s) => s.colorPrimary);
  const match = useMatch();
  const active = match?.location.path.startsWith('/redirect') ? match.location.path.slice('/redirect'.length) : match?.location.path;
  const [ctx, setCtx] = useState<Ctx | null>(null);

  useEffect(() => {
    if (!ctx) return;
    const hide = () => setCtx(null);
    document.addEventListener('click', hide);
    return () => document.removeEventListener('click', hide);
  }, [ctx]);

  const go = (to: string | null) => to && shell.navigate(to);
  const close = (tag: Tag) => go(shell.tags.close(tag.path, active ?? ''));
  const actions = (tag: Tag) => [
    { key: 'refresh', label: t('shell:refresh'), run: () => go(shell.tags.refreshTarget(tag)) },
    ...(tag.affix ? [] : [{ key: 'close', label: t('shell:close'), run: () => close(tag) }]),
    { key: 'closeOthers', label: t('shell:closeOthers'), run: () => go(shell.tags.closeOthers(tag.path)) },
    { key: 'closeAll', label: t('shell:closeAll'), run: () => go(shell.tags.closeAll()) },
  ];

  return (
    <div className="hos-tags" data-testid="tags-bar">
      {visited.map((tag) => {
        const isActive = tag.path === active;
        return (
          <span
            key={tag.path}
            className={'hos-tag' + (isActive ? ' active' : '')}
            style={isActive ? { background: color, borderColor: color } : undefined}
            data-path={tag.path}
            data-testid="tag"
            onClick={() => shell.navigate(tag.fullPath)}
            onMouseUp={(e) => { if (e.button === 1 && !tag.affix) close(tag); }}
            onContextMenu={(e) => {
              e.preventDefault();
              setCtx({ x: e.clientX, y: e.clientY, tag });
            }}
          >
            {tag.title}
            {!tag.affix && (
              <span className="x" data-testid="tag-close" onClick={(e) => { e.stopPropagation(); close(tag); }}>
                <CloseOutlined />
              </span>
            )}
          </span>
        );
      })}
      {ctx && (
        <ul className="hos-ctx" style={{ left: ctx.x, top: ctx.y }} data-testid="tags-menu" role="menu">
          {actions(ctx.tag).map((a) => (
            <li key={a.key} role="menuitem" data-action={a.key} onClick={() => { setCtx(null); a.run(); }}>
              {a.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
