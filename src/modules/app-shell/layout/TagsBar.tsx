// Tags bar of visited pages (issue 5 section 3) with the right-click menu: Refresh (through
// /redirect), Close, Close Others, Close All. Fixed tags have no close button.
import { useEffect, useRef, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import type { Tag } from '../../../core/routing/index.ts';
import { getThemeStore, readableOn } from '../../../core/theme.ts';
import { useT } from '../../shared/hooks.ts';
import { useShell, useStore } from '../ShellContext.ts';
import { useMatch } from './useAppRoutes.ts';
import { pressable } from '../../shared/a11y.ts';

interface Ctx {
  x: number;
  y: number;
  tag: Tag;
  /** opened from the keyboard: its first action takes the focus, Escape gives it back */
  keyboard?: boolean;
}

export function TagsBar() {
  const { shell } = useShell();
  const t = useT();
  const visited = useStore(shell.tags.store, (s) => s.visited);
  const color = readableOn(useStore(getThemeStore(), (s) => s.colorPrimary), '#ffffff', 5.2);
  const match = useMatch();
  const active = match?.location.path.startsWith('/redirect') ? match.location.path.slice('/redirect'.length) : match?.location.path;
  const [ctx, setCtx] = useState<Ctx | null>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  // the bar scrolls sideways (issue 22 §4): the page on screen is brought into it
  useEffect(() => {
    const bar = barRef.current;
    const tag = bar?.querySelector<HTMLElement>('[data-testid=tag].active');
    if (!bar || !tag) return;
    const left = tag.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft) bar.scrollLeft = Math.max(0, left - 10);
    else if (left + tag.offsetWidth > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = left + tag.offsetWidth - bar.clientWidth + 10;
  }, [active, visited]);
  useEffect(() => {
    if (ctx?.keyboard) (menuRef.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [ctx]);

  useEffect(() => {
    if (!ctx) return;
    const hide = () => setCtx(null);
    document.addEventListener('click', hide);
    return () => document.removeEventListener('click', hide);
  }, [ctx]);

  const go = (to: string | null) => to && shell.navigate(to);
  // closing the page on screen asks first when it holds unsaved changes; the tag goes only if the user leaves
  const leaving = (tag: Tag | null, then: () => void) => {
    if (tag && tag.path !== active) return then();
    void shell.confirmLeave().then((ok) => ok && then());
  };
  const close = (tag: Tag) => leaving(tag, () => go(shell.tags.close(tag.path, active ?? '')));
  const actions = (tag: Tag) => [
    { key: 'refresh', label: t('shell:refresh'), run: () => leaving(null, () => go(shell.tags.refreshTarget(tag))) },
    ...(tag.affix ? [] : [{ key: 'close', label: t('shell:close'), run: () => close(tag) }]),
    { key: 'closeOthers', label: t('shell:closeOthers'), run: () => go(shell.tags.closeOthers(tag.path)) },
    { key: 'closeAll', label: t('shell:closeAll'), run: () => leaving(null, () => go(shell.tags.closeAll())) },
  ];

  return (
    <div className="hos-tags" ref={barRef} data-testid="tags-bar" role="navigation" aria-label={t('shell:visitedPages')}>
      {visited.map((tag) => {
        const isActive = tag.path === active;
        return (
          <span
            key={tag.path}
            className={'hos-tag' + (isActive ? ' active' : '')}
            style={isActive ? { background: color, borderColor: color } : undefined}
            data-path={tag.path}
            data-testid="tag"
            role="link"
            tabIndex={0}
            aria-current={isActive ? 'page' : undefined}
            aria-description={t('shell:tagMenuHint')}
            onClick={() => shell.navigate(tag.fullPath)}
            onKeyDown={(e) => {
              if (e.target !== e.currentTarget) return;
              if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); shell.navigate(tag.fullPath); }
              else if ((e.key === 'Delete' || e.key === 'Backspace') && !tag.affix) { e.preventDefault(); close(tag); }
              else if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
                e.preventDefault();
                const r = e.currentTarget.getBoundingClientRect();
                setCtx({ x: r.left, y: r.bottom, tag, keyboard: true });
              } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
                const sib = (e.key === 'ArrowRight' ? e.currentTarget.nextElementSibling : e.currentTarget.previousElementSibling) as HTMLElement | null;
                if (sib?.dataset.testid === 'tag') { e.preventDefault(); sib.focus(); }
              }
            }}
            onMouseUp={(e) => { if (e.button === 1 && !tag.affix) close(tag); }}
            onContextMenu={(e) => {
              e.preventDefault();
              setCtx({ x: e.clientX, y: e.clientY, tag });
            }}
          >
            {tag.title}
            {!tag.affix && (
              <span className="x" data-testid="tag-close" aria-label={t('shell:closeTag', { title: tag.title })} {...pressable(() => close(tag))} onClick={(e) => { e.stopPropagation(); close(tag); }}>
                <CloseOutlined aria-hidden />
              </span>
            )}
          </span>
        );
      })}
      {ctx && (
        <ul
          className="hos-ctx"
          style={{ left: ctx.x, top: ctx.y }}
          data-testid="tags-menu"
          role="menu"
          ref={menuRef}
          onKeyDown={(e) => {
            const items = Array.from(e.currentTarget.children) as HTMLElement[];
            const at = items.indexOf(e.target as HTMLElement);
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
            } else if (e.key === 'Escape' || e.key === 'Tab') {
              e.preventDefault();
              const tag = ctx.tag;
              setCtx(null);
              (e.currentTarget.parentElement?.querySelector(`[data-testid=tag][data-path="${CSS.escape(tag.path)}"]`) as HTMLElement | null)?.focus();
            }
          }}
        >
          {actions(ctx.tag).map((a) => (
            <li key={a.key} role="menuitem" tabIndex={-1} data-action={a.key} onClick={() => { setCtx(null); a.run(); }} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); setCtx(null); a.run(); } }}>
              {a.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
