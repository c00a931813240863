// How the bell looks (lit template over BellController's state). Class names and attributes are the
// ones the React bell had, which host pages and the e2e tests read: `.hos-bell[data-unread]`,
// `.hos-bell-trigger`, `.ant-badge-count[title]`, `.ant-popover`, `.hos-bell-item[data-id]`
// (`.has-link`, `data-link`), `.hos-bell-tag-approval|annual`, `.hos-bell-end`, `.hos-bell-empty`.
// Accessibility: the trigger is a real button (label with the unread count, aria-expanded,
// aria-controls); the list is role=list of focusable role=listitem entries that open with Enter.
import { html, nothing, type TemplateResult } from 'lit';
import { DEFAULT_THEME, readableOn } from '../../core/theme.ts';
import { messageLink, messageTags, type Message } from '../../core/pages/messages.ts';
import { messageUserValues, userTextParts } from '../../core/messages/userText.ts';
import type { BellController } from './bellController.ts';
import { bellIcon, emptyImage } from './bellIcons.ts';

const PANEL_ID = 'hos-bell-panel';

/** The theme's colours when the page changed the primary colour (antd derives them; color-mix is close). */
function themeVars(picked: string): string {
  if (!picked || picked.toLowerCase() === DEFAULT_THEME.colorPrimary.toLowerCase()) return '';
  // only a colour value may reach the style attribute
  if (!/^#[0-9a-f]{3,8}$|^rgba?\([\d\s.,%]+\)$/i.test(picked)) return '';
  // text in the primary colour stays readable (the same rule as the antd tokens of ElementRoot)
  const primary = readableOn(picked, '#ffffff', 5.2);
  return `--hos-bell-primary:${primary};--hos-bell-primary-hover:color-mix(in srgb,${primary} 80%,#000);`
    + `--hos-bell-primary-active:color-mix(in srgb,${primary} 85%,#000);--hos-bell-primary-ring:color-mix(in srgb,${primary} 45%,#fff)`;
}

function badgeCount(c: BellController): TemplateResult | typeof nothing {
  const n = c.state.unread;
  if (n <= 0) return nothing;
  const text = n > 99 ? '99+' : String(n);
  const cls = 'ant-badge-count' + (c.variant === 'old' ? ' is-small' : '') + (text.length > 1 ? ' is-multi' : '');
  return html`<sup class=${cls} title=${n} aria-hidden="true">${text}</sup>`;
}

/** A message's text (worded by the server in the bell's language) with what people typed marked. */
function worded(m: Message, text: string): TemplateResult[] {
  return userTextParts(text, messageUserValues(m)).map((p) => (p.user ? html`<span data-user-text="">${p.text}</span>` : html`${p.text}`));
}

function item(c: BellController, m: Message): TemplateResult {
  const link = messageLink(m);
  const cls = 'hos-bell-item' + (c.busy === m.id ? ' is-busy' : '') + (link ? ' has-link' : '');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    void c.openMessage(m, true);
  };
  return html`<div role="listitem" tabindex="0" class=${cls} data-id=${String(m.id)} data-link=${link ?? nothing}
    aria-busy=${c.busy === m.id ? 'true' : nothing} @click=${() => void c.openMessage(m, false)} @keydown=${onKey}>
    <div class="hos-bell-item-top">
      ${messageTags(m).map((tag) => html`<span class=${'hos-bell-tag hos-bell-tag-' + tag}>${c.t('bell:' + tag)}</span>`)}
      <span class="hos-bell-title">${worded(m, m.title || m.logContent)}</span>
    </div>
    ${m.title ? html`<div class="hos-bell-content">${worded(m, m.logContent)}</div>` : nothing}
    <div class="hos-bell-time">${c.time(m.createdAt || m.createTime)}</div>
  </div>`;
}

function loadError(c: BellController, inline: boolean): TemplateResult {
  // why, when the server does not answer or refuses this site (issue 36 §1)
  return html`<div class=${'hos-bell-error' + (inline ? ' is-inline' : '')} role="alert">
    ${c.problem() || c.t('bell:loadFailed')}<button type="button" class="hos-bell-retry" @click=${() => void c.reload()}>${c.t('bell:retry')}</button>
  </div>`;
}

function listBody(c: BellController): TemplateResult {
  const s = c.state;
  if ((s.error || c.problem()) && !s.messages.length) return loadError(c, false);
  if (!s.messages.length) {
    return html`<div class="hos-bell-empty">
      <div class="hos-bell-empty-image">${emptyImage}</div>
      <div class="hos-bell-empty-text">${c.t(c.signedOut() ? 'bell:signedOut' : 'bell:empty')}</div>
    </div>`;
  }
  return html`${s.error ? loadError(c, true) : nothing}
    <div role="list" aria-label=${c.t('bell:listLabel')}>${s.messages.map((m) => item(c, m))}</div>
    <div class="hos-bell-end">${c.t('bell:end')}</div>`;
}

function panel(c: BellController): TemplateResult {
  const s = c.state;
  const loading = s.loading && !s.loaded;
  return html`<div class="ant-popover" id=${PANEL_ID} role="group" aria-label=${c.t('bell:messages')}>
    <div class="hos-bell-panel" data-testid="bell-panel">
      <div class="hos-bell-head">
        <span>${c.t('bell:messages')}</span>
        <span class="hos-bell-count">${c.t('bell:unreadCount', { count: s.unread })}</span>
      </div>
      ${c.readError ? html`<div class="hos-bell-error is-read" role="alert">${c.readError}</div>` : nothing}
      <div class=${'hos-bell-list' + (loading ? ' is-loading' : '')} aria-busy=${loading ? 'true' : 'false'}>
        ${listBody(c)}
        ${loading ? html`<span class="hos-bell-spin" aria-hidden="true"><i></i><i></i><i></i><i></i></span>` : nothing}
      </div>
    </div>
  </div>`;
}

export function renderBell(c: BellController): TemplateResult {
  const n = c.state.unread;
  const old = c.variant === 'old';
  const problem = c.problem();
  const label = (n > 0 ? c.t('bell:triggerLabel', { count: n }) : c.t('bell:title')) + (problem ? ' - ' + problem : '');
  return html`<span class=${'hos-bell hos-bell-' + c.variant} data-unread=${n} style=${themeVars(c.primary)}
      @keydown=${(e: KeyboardEvent) => c.onKeydown(e)}>
    <span class="hos-bell-badge">
      <button type="button" class=${'hos-bell-trigger' + (old ? ' hos-bell-old' : '')} aria-label=${label}
        aria-expanded=${c.open ? 'true' : 'false'} aria-controls=${c.open ? PANEL_ID : nothing}
        @click=${(e: MouseEvent) => c.toggle(e.detail === 0)}>
        ${bellIcon}${old ? html`<span class="hos-bell-label">${c.t('bell:title')}</span>` : nothing}
      </button>
      ${problem ? html`<sup class="hos-bell-warn" title=${problem} aria-hidden="true">!</sup>` : badgeCount(c)}
    </span>
    ${c.open ? panel(c) : nothing}
  </span>`;
}
