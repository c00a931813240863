// The contract between the app shell and the business pages: the shell builds routes from the
// server's menus (menu `note` = view key) and renders the view registered under that key.
import type { ComponentType, LazyExoticComponent } from 'react';

export interface ViewRoute {
  path: string;
  title: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

export interface ViewProps {
  route: ViewRoute;
  /** navigate inside the app (same-origin paths only) */
  navigate(to: string): void;
  /** open a tab titled `title` for `path` (tags bar) */
  openTab?(path: string, title: string): void;
}

export type ViewComponent = ComponentType<ViewProps>;
export type ViewRegistry = Record<string, LazyExoticComponent<ViewComponent> | ViewComponent>;
