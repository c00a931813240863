// One session across the page and the browser (issue 33 §9): a sign-in, sign-out, token refresh or role
// switch in any tab or bundle of this origin reaches every element and every other tab within 2 s, without
// a reload. The token cookie stays the one source of truth: a tab whose token changed says so on a
// BroadcastChannel (nothing secret is sent: the others read the cookie), and every page also looks at the
// cookie once a second, which catches a portal that sets the cookie itself and browsers without the channel.
// Where cookies cannot be written (the session then lives in memory) nothing is ever seen, so nothing follows.
import type { Session } from './createSession.ts';

export const SESSION_CHANNEL = 'hos-session-v1';
/** How often the cookie is looked at (the fallback); one document.cookie read. */
export const COOKIE_CHECK_MS = 1000;

export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((e: { data: unknown }) => void) | null;
  close(): void;
}

export interface SessionSyncDeps {
  session: Session;
  /** null when the browser has no BroadcastChannel: the cookie check alone then */
  channel: ChannelLike | null;
  /** runs fn every ms; returns the stop */
  every(fn: () => void, ms: number): () => void;
  /** a change this page could not follow (e.g. the user's info did not load) */
  warn?(e: unknown): void;
}

/** Starts following; returns the stop. */
export function startSessionSync({ session, channel, every, warn }: SessionSyncDeps): () => void {
  let seen = session.cookieBearer();
  let following = false;
  let again = false;

  // one follow at a time; a change arriving meanwhile is looked at once it is done
  const check = (): void => {
    if (following) {
      again = true;
      return;
    }
    const bearer = session.cookieBearer();
    if (bearer === seen) return;
    seen = bearer;
    following = true;
    void session.follow().catch((e: unknown) => warn?.(e)).finally(() => {
      following = false;
      if (again) {
        again = false;
        check();
      }
    });
  };

  // this page changed the token (signed in or out, refreshed, switched role): the others are told
  const unsubscribe = session.subscribe((s, prev) => {
    if (s.token === prev.token && s.newToken === prev.newToken) return;
    const bearer = session.cookieBearer();
    if (bearer === seen || following) return;
    seen = bearer;
    channel?.postMessage({ type: bearer ? 'changed' : 'signedOut' });
  });
  if (channel) channel.onmessage = () => check();
  const stopTimer = every(check, COOKIE_CHECK_MS);
  return () => {
    unsubscribe();
    stopTimer();
    if (channel) {
      channel.onmessage = null;
      channel.close();
    }
  };
}

/** The page's channel, or null where BroadcastChannel is missing. */
export function browserChannel(): ChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? (new BroadcastChannel(SESSION_CHANNEL) as unknown as ChannelLike) : null;
  } catch {
    return null;
  }
}
