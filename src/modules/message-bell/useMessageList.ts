// Binds the core message list (src/core/pages/messages.ts) to React: one store per bell, loaded when
// a token is present (the old portal may sign in after the bell mounted), cleared on logout, and
// polled every `intervalMs` (0 = off).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { createMessageList, type BellVariant, type MessageList } from '../../core/pages/messages.ts';
import type { HosRuntime } from '../../core/runtime.ts';
import { messagesApi, MESSAGE_QUERY_PATH, MESSAGE_READ_PATH } from '../../core/api/messages.ts';

export const QUERY_PATH = MESSAGE_QUERY_PATH;
export const READ_PATH = MESSAGE_READ_PATH;

/** The message calls (src/core/api/messages.ts) over the page's old client. */
export function messageApi(runtime: HosRuntime) {
  return messagesApi(runtime);
}

/** Fired on window after a message was read anywhere on the page (bells and the message page resync). */
export const MESSAGES_CHANGED = 'hos:messages-changed';
export function announceMessagesChanged(source: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(MESSAGES_CHANGED, { detail: { source } }));
}

export function useMessageList(runtime: HosRuntime, variant: BellVariant, intervalMs: number): [MessageList, ReturnType<MessageList['getState']>] {
  const list = useMemo(() => createMessageList(messageApi(runtime), variant), [runtime, variant]);
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);
  const session = runtime.session;
  const token = useSyncExternalStore(session.store.subscribe, () => `${session.getState().token}|${session.getState().newToken}`, () => '');

  useEffect(() => {
    if (session.getBearer()) void list.load();
    else list.clear();
  }, [list, token, session]);

  useEffect(() => {
    const onChanged = (e: Event) => {
      if ((e as CustomEvent<{ source: unknown }>).detail?.source !== list && session.getBearer()) void list.load();
    };
    window.addEventListener(MESSAGES_CHANGED, onChanged);
    return () => window.removeEventListener(MESSAGES_CHANGED, onChanged);
  }, [list, session]);

  useEffect(() => {
    if (!intervalMs || intervalMs < 0) return;
    const timer = setInterval(() => {
      if (session.getBearer()) void list.load();
    }, Math.max(1000, intervalMs));
    return () => clearInterval(timer);
  }, [list, intervalMs, session]);

  return [list, state];
}
