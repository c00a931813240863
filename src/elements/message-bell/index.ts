/**
 * `<hos-message-bell>`: the unread-message badge and list (spec section 4, issue 5 section 4).
 * Signed in through the page's session (the token cookie the old portal sets).
 *
 * @attr variant - 'new' (default) or 'old' (old layout: reads `is_read`, a compact labelled button)
 * @attr interval-ms - poll the unread list every n ms; 0 or absent = no polling
 * @attr locale - 'zh-CN' (default: the page language) or 'en'
 * @attr api-base - base URL of the shared API for this page
 * @method reload() - reload the unread list
 * @method getUnread() - the unread count the badge shows
 * @event hos-read - a message was marked read; detail `{ id }`
 * @event hos-open - a message was clicked; detail `{ message }` (the page may navigate)
 */
import { createElement, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
import { MessageBell, type BellApi } from '../../modules/message-bell/MessageBell.tsx';
import { useHost } from '../../modules/shared/HostContext.ts';
import { useElementApi } from '../../modules/shared/elementApi.ts';
import type { Message } from '../../core/pages/messages.ts';

function MessageBellElement(props: { variant?: string; intervalMs?: number }) {
  const { host, emit } = useHost();
  const apiRef = useRef<BellApi | null>(null);
  // a bell sits in a line of header links: inline-block unless the page says otherwise
  useLayoutEffect(() => {
    if (!host.hasAttribute('data-inline') && !host.style.display) host.setAttribute('data-inline', '');
  }, [host]);
  const api = useMemo(
    () => ({
      reload: () => apiRef.current?.reload() ?? Promise.resolve(),
      getUnread: () => apiRef.current?.getUnread() ?? 0,
      whenReady: () => Promise.resolve(),
    }),
    [],
  );
  useElementApi(host, api);
  const onApi = useCallback((a: BellApi) => {
    apiRef.current = a;
  }, []);
  return createElement(MessageBell, {
    variant: props.variant === 'old' ? 'old' : 'new',
    intervalMs: Number(props.intervalMs) || 0,
    onApi,
    onRead: (id: Message['id']) => emit('hos-read', { id }),
    onOpen: (message: Message) => emit('hos-open', { message }),
  });
}

export const HosMessageBell = defineHosElement({
  tag: 'hos-message-bell',
  component: MessageBellElement,
  attributes: { variant: 'string', intervalMs: 'number' },
  methods: ['reload', 'getUnread', 'whenReady'],
});

declare global {
  interface HTMLElementTagNameMap {
    'hos-message-bell': HTMLElement & { variant: string; intervalMs: number; reload(): Promise<void>; getUnread(): number; whenReady(): Promise<void> };
  }
}
