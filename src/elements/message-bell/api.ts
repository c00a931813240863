// The public API of <hos-message-bell>: the one declaration the element, its manifest and its typings follow.
import { elementSpec, type HosElementBase, type TypedEvents } from '../host/elementSpec.ts';
import type { Message } from '../../core/pages/messages.ts';

/**
 * `<hos-message-bell>`: the unread-message badge and list, light (lit, no React or antd). Signed in
 * through the page's session (the token cookie the old portal sets).
 */
export interface HosMessageBellApi extends HosElementBase {
  /** 'new' (default) or 'old' (old layout: reads `is_read`, a compact labelled button) */
  variant: string;
  /** poll the unread list every n ms; 0 or absent = no polling */
  intervalMs: number;
  /** the hospital's time zone (IANA, e.g. 'Asia/Shanghai'): where message times are shown; the browser's when absent */
  timeZone: string;
  /** reloads the unread list */
  reload(): Promise<void>;
  /** the unread count the badge shows */
  getUnread(): number;
  /** resolves once the bell is connected and drawn */
  whenReady(): Promise<void>;
}

export interface HosMessageBellEvents {
  /** a message was marked read */
  'hos-read': { id: Message['id'] };
  /**
   * a message was clicked (the page may navigate to its record, `messageLink(message)`); cancelable:
   * a page that took the user there calls preventDefault() and the list closes
   */
  'hos-open': { message: Message };
}

// the typed overloads first, so `hos-*` listeners get their detail type
export type HosMessageBellElement = TypedEvents<HosMessageBellEvents> & HosMessageBellApi;

export const MESSAGE_BELL_SPEC = elementSpec<HosMessageBellApi>()({
  tag: 'hos-message-bell',
  attributes: { variant: 'string', intervalMs: 'number', timeZone: 'string' },
  properties: [],
  methods: ['reload', 'getUnread', 'whenReady'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-message-bell': HosMessageBellElement;
  }
}
