// A link to an app route that is a real link: it has its address (focusable, announced as a link,
// opens in a new tab with Ctrl/⌘-click or the middle button) and a plain click navigates inside the
// app without reloading the page.
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> {
  to: string;
  navigate(path: string): void;
  children: ReactNode;
}

/** A plain left click without modifiers stays in the app; anything else is the browser's. */
export function isPlainClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function RouteLink({ to, navigate, children, ...rest }: RouteLinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(e) => {
        if (!isPlainClick(e)) return;
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
