// Keeps one bell's message list (src/core/pages/messages.ts) in step with the page, framework-free:
// loaded when a token is present (the old portal may sign in after the bell connected), cleared on
// logout, resynced when a message is read elsewhere on the page, polled every `intervalMs` (0 = off).
import { MESSAGES_CHANGED, announceMessagesChanged, createMessageList, type BellVariant, type MessageList } from '../../core/pages/messages.ts';
import type { HosRuntime } from '../../core/runtime.ts';
import { messagesApi, MESSAGE_QUERY_PATH, MESSAGE_READ_PATH } from '../../core/api/messages.ts';
import { noticesApi } from '../../core/api/notices.ts';
import { withNotices } from '../../core/notices/bellNotices.ts';

export { MESSAGES_CHANGED, announceMessagesChanged };
export const QUERY_PATH = MESSAGE_QUERY_PATH;
export const READ_PATH = MESSAGE_READ_PATH;

/**
 * The message calls (src/core/api/messages.ts) over the page's old client. The list's load and poll are
 * background calls: a session that ends while someone types does not interrupt them with a prompt
 * every minute; the next call they make asks. Marking one read is theirs and asks as usual.
 * `lang`: the bell's language, sent as Accept-Language so the server words the messages in it (issue 23
 * §1: messages are stored as a kind and parameters; the bell carries no texts of its own for them).
 */
export function messageApi(runtime: HosRuntime, lang?: () => string) {
  const api = messagesApi(runtime);
  return { ...api, query: (params: object) => api.query(params, { background: true, ...(lang ? { headers: { 'Accept-Language': lang() } } : {}) }) };
}

/** The bell's list: the unread messages with the unread notices in front (src/core/notices/bellNotices.ts). */
export function createBellList(runtime: HosRuntime, variant: BellVariant, lang?: () => string): MessageList {
  return createMessageList(withNotices(messageApi(runtime, lang), noticesApi(runtime)), variant);
}

/** Starts watching; returns the function that stops every listener and timer. */
export function watchMessageList(runtime: HosRuntime, list: MessageList, intervalMs: number): () => void {
  const session = runtime.session;
  const refresh = () => {
    if (session.getBearer()) void list.load();
    else list.clear();
  };
  // the token pair decides who is signed in: a change means sign-in, logout or another user
  const tokenKey = () => `${session.getState().token}|${session.getState().newToken}`;
  let lastKey = tokenKey();
  const unsubscribe = session.store.subscribe(() => {
    const key = tokenKey();
    if (key === lastKey) return;
    lastKey = key;
    refresh();
  });
  refresh();

  const onChanged = (e: Event) => {
    if ((e as CustomEvent<{ source: unknown }>).detail?.source !== list && session.getBearer()) void list.load();
  };
  window.addEventListener(MESSAGES_CHANGED, onChanged);

  // no faster than once a second, whatever the page asks for
  const timer = intervalMs > 0
    ? setInterval(() => {
      if (session.getBearer()) void list.load();
    }, Math.max(1000, intervalMs))
    : null;

  return () => {
    unsubscribe();
    window.removeEventListener(MESSAGES_CHANGED, onChanged);
    if (timer) clearInterval(timer);
  };
}
