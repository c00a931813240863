// <hos-message-bell>: a LitElement (no React, no antd: a page with only the bell stays small, issue 11
// §1). This file is the element: attributes, public methods, events, the open shadow root with the
// host sheet; what the bell does and draws is src/modules/message-bell. Its public API is declared once
// in api.ts. Defining the tag twice (two bundles on one page) is a no-op.
import { LitElement, unsafeCSS, type PropertyValues } from 'lit';
import { HOST_CSS } from '../host/hostCss.ts';
import { BellController } from '../../modules/message-bell/bellController.ts';
import { renderBell } from '../../modules/message-bell/bellView.ts';
import { bellStyles } from '../../modules/message-bell/bellStyles.ts';
import { MESSAGE_BELL_SPEC, type HosMessageBellApi, type HosMessageBellEvents } from './api.ts';

export type { HosMessageBellElement, HosMessageBellEvents, HosMessageBellApi } from './api.ts';

const hostSheet = unsafeCSS(HOST_CSS);

export class HosMessageBell extends LitElement implements Omit<HosMessageBellApi, keyof HTMLElement> {
  static override styles = [hostSheet, bellStyles];

  static override properties = {
    variant: { type: String, reflect: true },
    intervalMs: { type: Number, attribute: 'interval-ms' },
    locale: { type: String, reflect: true },
    apiBase: { type: String, attribute: 'api-base' },
    timeZone: { type: String, attribute: 'time-zone' },
  };

  declare variant: string;
  declare intervalMs: number;
  declare locale: string;
  declare apiBase: string;
  declare timeZone: string;

  private readonly bell = new BellController(this, {
    open: (message) => !this.emit('hos-open', { message }, true),
    read: (id) => void this.emit('hos-read', { id }),
  });

  override connectedCallback(): void {
    super.connectedCallback();
    // a bell sits in a line of header links: inline-block unless the page says otherwise
    if (!this.hasAttribute('data-inline') && !this.style.display) this.setAttribute('data-inline', '');
  }

  /** reloads the unread list */
  reload(): Promise<void> {
    return this.bell.reload();
  }

  /** the unread count the badge shows */
  getUnread(): number {
    return this.bell.getUnread();
  }

  /** resolves once the bell is connected and drawn */
  async whenReady(): Promise<void> {
    await this.updateComplete;
  }

  protected override willUpdate(_changed: PropertyValues): void {
    this.bell.configure({ variant: this.variant, intervalMs: this.intervalMs, locale: this.locale, apiBase: this.apiBase, timeZone: this.timeZone });
  }

  protected override render() {
    return renderBell(this.bell);
  }

  protected override updated(_changed: PropertyValues): void {
    if (this.bell.open) this.bell.place();
  }

  /**
   * `hos-*` events bubble and cross shadow roots. `hos-open` is cancelable: a host that takes the user
   * to the message's record calls preventDefault(), and the list closes behind it. Returns false when
   * the event was cancelled.
   */
  private emit<K extends keyof HosMessageBellEvents>(name: K, detail: HosMessageBellEvents[K], cancelable = false): boolean {
    return this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
  }
}

// the spec's methods are the class's own (checked here, so api.ts stays the one declaration)
const _methods: ReadonlyArray<keyof HosMessageBell> = MESSAGE_BELL_SPEC.methods;
void _methods;

if (!customElements.get(MESSAGE_BELL_SPEC.tag)) customElements.define(MESSAGE_BELL_SPEC.tag, HosMessageBell);
