// What the bell does (spec sections 2, 4; issue 5 §4; issue 9 "Messages"; issue 11 §1), for the lit
// element <hos-message-bell>: the page's runtime (session, old http client, language) through
// getRuntime(), one message list per bell (src/core/pages/messages.ts) kept in step with the page
// (useMessageList.ts), the open/closed list with its keyboard and outside-click rules, and the read
// flow: a click emits `open` (the host may take the user to the record and say so), marks the message
// read, reloads, and emits `read`. No React, no antd: a page with only the bell stays small.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { getRuntime, type HosRuntime } from '../../core/runtime.ts';
import { normalizeLang, provideNamespaces, type Lang } from '../../core/i18n/instance.ts';
import { bell } from '../../core/i18n/locales/bell.ts';
import { AnswerError, announceMessagesChanged, type BellVariant, type Message, type MessageList, type MessageListState } from '../../core/pages/messages.ts';
import { DEFAULT_THEME, getThemeStore } from '../../core/theme.ts';
import { formatDateTime } from '../../core/i18n/format.ts';
import { unreachableMessage } from '../../core/http/clients.ts';
import { createBellList, watchMessageList } from './useMessageList.ts';
import { placePopover } from './placePopover.ts';

provideNamespaces({ bell });

export type BellHost = ReactiveControllerHost & HTMLElement & { renderRoot: HTMLElement | DocumentFragment };

export interface BellEvents {
  /** a message was clicked; true when the host took the user to it (the list then closes) */
  open(message: Message): boolean;
  /** the server marked it read */
  read(id: Message['id']): void;
}

export interface BellConfig {
  variant?: string;
  intervalMs?: number;
  locale?: string;
  apiBase?: string;
  timeZone?: string;
}

const EMPTY: MessageListState = { messages: [], unread: 0, loading: false, error: null, loaded: false };

export class BellController implements ReactiveController {
  variant: BellVariant = 'new';
  state: MessageListState = EMPTY;
  open = false;
  busy: Message['id'] | null = null;
  /** why the last "mark read" failed (shown in the list until the next action) */
  readError: string | null = null;
  lang: Lang = 'zh-CN';
  /** the page theme's primary colour (the old button's hover, focus rings, the spinner) */
  primary = DEFAULT_THEME.colorPrimary;

  private runtime: HosRuntime | null = null;
  private list: MessageList | null = null;
  private intervalMs = 0;
  private locale = '';
  /** the hospital's time zone (attribute `time-zone`); the browser's when the page names none */
  private timeZone: string | undefined;
  private connected = false;
  /** the variant and interval the running list was started with ('' = not running) */
  private running = '';
  private stops: Array<() => void> = [];
  private openStops: Array<() => void> = [];

  constructor(private readonly host: BellHost, private readonly events: BellEvents) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.runtime = getRuntime();
  }

  /**
   * A message's time in the bell's language, through the one formatter (issue 23). Loading it lazily
   * saves nothing: a lazy import brings the preload helper (0.9 KB), as much as the formatter weighs.
   */
  time(v: string): string {
    return formatDateTime(v, this.lang, { timeZone: this.timeZone });
  }

  hostDisconnected(): void {
    this.connected = false;
    this.setOpen(false);
    this.stop();
  }

  /** Called by the element before each render with its attributes; (re)starts the list when they change. */
  configure(cfg: BellConfig): void {
    const rt = this.runtime;
    if (!this.connected || !rt) return;
    if (cfg.apiBase != null && cfg.apiBase !== '' && cfg.apiBase !== rt.config.apiBase) rt.configure({ apiBase: cfg.apiBase });
    this.locale = cfg.locale ?? '';
    this.timeZone = cfg.timeZone || undefined;
    const lang = this.lang;
    this.lang = this.locale ? normalizeLang(this.locale) : normalizeLang(rt.i18n.language);
    this.variant = cfg.variant === 'old' ? 'old' : 'new';
    this.intervalMs = Number(cfg.intervalMs) || 0;
    const key = `${this.variant}|${this.intervalMs}`;
    if (key !== this.running) this.start(rt, key);
    else if (lang !== this.lang) this.relang();
  }

  t(key: string, options?: Record<string, unknown>): string {
    return this.runtime ? String(this.runtime.i18n.t(key, { lng: this.lang, ...options })) : key;
  }

  /** The session ended while the page was open (here or in another tab): the list says so instead of "no messages". */
  signedOut(): boolean {
    return Boolean(this.runtime?.session.getState().signedOut);
  }

  /** The server does not answer, or refuses this page's site (issue 36 §1), in the bell's language; '' while it answers. */
  problem(): string {
    const p = this.runtime?.reach.state();
    return p ? unreachableMessage((k, o) => this.t(k, o), p, '') : '';
  }

  getUnread(): number {
    return this.state.unread;
  }

  /** Reloads the list (the element's reload()); without a token there is nothing to load. */
  reload(): Promise<void> {
    if (!this.list || !this.runtime) return Promise.resolve();
    if (!this.runtime.session.getBearer()) {
      this.list.clear();
      return Promise.resolve();
    }
    return this.list.load();
  }

  /** Opens or closes the list; opening reloads it (messages may have arrived since the last poll). */
  toggle(viaKeyboard: boolean): void {
    if (this.open) return this.close(false);
    this.readError = null;
    this.setOpen(true);
    void this.reload();
    if (viaKeyboard) void this.host.updateComplete.then(() => this.focusItem(0));
  }

  close(focusTrigger: boolean): void {
    if (!this.open) return;
    this.setOpen(false);
    if (focusTrigger) void this.host.updateComplete.then(() => this.query<HTMLElement>('.hos-bell-trigger')?.focus());
  }

  /** A message was clicked (or Enter on it): `open`, mark read, reload, `read`. */
  async openMessage(m: Message, viaKeyboard: boolean): Promise<void> {
    if (this.busy !== null || !this.list) return;
    const list = this.list;
    const index = this.state.messages.indexOf(m);
    this.busy = m.id;
    this.readError = null;
    this.host.requestUpdate();
    if (this.events.open(m)) this.close(false);
    try {
      await list.read(m.id);
      announceMessagesChanged(list);
      this.events.read(m.id);
    } catch (e) {
      // the server's own words when it refused; a network failure was already reported by the http layer
      this.readError = e instanceof AnswerError ? this.t('bell:readFailedWhy', { reason: e.message }) : this.t('bell:readFailed');
    } finally {
      this.busy = null;
      this.host.requestUpdate();
    }
    // the read message left the list: keep the keyboard where it was
    if (viaKeyboard && this.open) void this.host.updateComplete.then(() => this.focusItem(Math.max(0, index)) || this.query<HTMLElement>('.hos-bell-trigger')?.focus());
  }

  /** Arrow keys, Home and End move between the messages; Escape closes and returns to the trigger. */
  onKeydown(e: KeyboardEvent): void {
    if (e.key === 'Escape' && this.open) {
      e.preventDefault();
      this.close(true);
      return;
    }
    const items = this.items();
    const at = items.indexOf(e.composedPath()[0] as HTMLElement);
    if (at < 0) return;
    const next = e.key === 'ArrowDown' ? at + 1 : e.key === 'ArrowUp' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : -2;
    if (next === -2) return;
    e.preventDefault();
    items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
  }

  /** After a render with the list open: place it next to the badge. */
  place(): void {
    const pop = this.query<HTMLElement>('.ant-popover');
    const anchor = this.query('.hos-bell-badge');
    if (pop && anchor) placePopover(anchor, pop);
  }

  private start(rt: HosRuntime, key: string): void {
    this.stop();
    this.running = key;
    const list = createBellList(rt, this.variant, () => this.lang);
    this.list = list;
    this.state = list.getState();
    const sync = () => {
      this.state = list.getState();
      this.host.requestUpdate();
    };
    const theme = getThemeStore();
    const syncTheme = () => {
      this.primary = theme.getState().colorPrimary || DEFAULT_THEME.colorPrimary;
      this.host.requestUpdate();
    };
    this.primary = theme.getState().colorPrimary || DEFAULT_THEME.colorPrimary;
    this.stops.push(
      list.subscribe(sync),
      watchMessageList(rt, list, this.intervalMs),
      theme.subscribe(syncTheme),
      rt.reach.subscribe(() => this.host.requestUpdate()),
      // the page language, unless the `locale` attribute fixes this bell's
      rt.onLanguage((lang) => {
        if (!this.locale && lang !== this.lang) {
          this.lang = lang;
          this.relang();
        }
        this.host.requestUpdate();
      }),
    );
  }

  /** The language changed: the server words the messages, so a loaded list is loaded again in the new one. */
  private relang(): void {
    if (this.state.loaded) void this.reload();
  }

  private stop(): void {
    this.stops.splice(0).forEach((fn) => fn());
    this.running = '';
  }

  private setOpen(open: boolean): void {
    if (open === this.open) return;
    this.open = open;
    this.openStops.splice(0).forEach((fn) => fn());
    if (open) {
      // a press outside the bell closes the list, as antd's click-triggered popover did
      const outside = (e: Event) => {
        if (!e.composedPath().includes(this.host)) this.close(false);
      };
      // keyboard focus leaving the bell closes it too (a page element got the focus)
      const focusOut = (e: FocusEvent) => {
        const to = e.relatedTarget as Node | null;
        if (to && to !== this.host && !this.host.contains(to) && !this.host.renderRoot.contains(to)) this.close(false);
      };
      const follow = () => this.place();
      document.addEventListener('pointerdown', outside, true);
      this.host.addEventListener('focusout', focusOut);
      window.addEventListener('scroll', follow, { capture: true, passive: true });
      window.addEventListener('resize', follow);
      this.openStops.push(() => {
        document.removeEventListener('pointerdown', outside, true);
        this.host.removeEventListener('focusout', focusOut);
        window.removeEventListener('scroll', follow, { capture: true });
        window.removeEventListener('resize', follow);
      });
    }
    this.host.requestUpdate();
  }

  private items(): HTMLElement[] {
    return Array.from(this.host.renderRoot.querySelectorAll<HTMLElement>('.hos-bell-item'));
  }

  private focusItem(i: number): boolean {
    const items = this.items();
    const item = items[Math.min(i, items.length - 1)];
    item?.focus();
    return Boolean(item);
  }

  private query<E extends Element = Element>(sel: string): E | null {
    return this.host.renderRoot.querySelector<E>(sel);
  }
}
