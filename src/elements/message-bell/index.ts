// <hos-message-bell>: the module mounted in the element host. Its public API is declared once in api.ts.
import { createElement, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { defineHosElement } from '../host/defineHosElement.ts';
import { MessageBell, type BellApi } from '../../modules/message-bell/MessageBell.tsx';
import { useHost } from '../../modules/shared/HostContext.ts';
import { useElementApi } from '../../modules/shared/elementApi.ts';
import type { Message } from '../../core/pages/messages.ts';
import { MESSAGE_BELL_SPEC } from './api.ts';

export type { HosMessageBellElement, HosMessageBellEvents } from './api.ts';

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

export const HosMessageBell = defineHosElement({ ...MESSAGE_BELL_SPEC, component: MessageBellElement });
