// The public API of <hos-app>: the one declaration the element, its manifest and its typings follow.
import { elementSpec, type HosElementBase, type TypedEvents } from '../host/elementSpec.ts';

/**
 * `<hos-app>`: the whole platform — login, the menu-built routes, layouts, tags bar, header search,
 * settings drawer, idle logout and the message bell. It fills the page (`display:block; min-height:100vh`).
 */
export interface HosAppApi extends HosElementBase {
  /** 'history' (default) | 'hash' | 'memory' */
  router: string;
  /** base path when the app lives under a sub-path of the site (history mode), e.g. '/hos' */
  base: string;
  /** idle logout after this many ms without a mouse press (default 30 min) */
  idleTimeoutMs: number;
  /** how often idleness is checked (default 60 s) */
  idleCheckMs: number;
  /** the forced password dialog opens from this password age in days (default: the server's policy, 90 without one) */
  passwordMaxDays: number;
}

export interface HosAppEvents {
  /** the forced password dialog closed */
  'hos-close': { forced: boolean };
}

// the typed overloads first, so `hos-*` listeners get their detail type
export type HosAppElement = TypedEvents<HosAppEvents> & HosAppApi;

export const APP_SPEC = elementSpec<HosAppApi>()({
  tag: 'hos-app',
  attributes: { router: 'string', base: 'string', idleTimeoutMs: 'number', idleCheckMs: 'number', passwordMaxDays: 'number' },
  properties: [],
  methods: [],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-app': HosAppElement;
  }
}
