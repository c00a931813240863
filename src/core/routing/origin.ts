// The list a page is opened from, carried in its address (issue 32 §5): `from=<the list's path>`.
// Tiny and import-free: record links are made by core/pages (which the server imports too).
/** The query parameter naming the list a page was opened from. */
export const FROM_PARAM = 'from';

/** `to` with the list it is opened from (an app path, as the list's route knows it). */
export function withOrigin(to: string, from: string | undefined | null): string {
  if (!from || !isAppPath(from)) return to;
  return `${to}${to.includes('?') ? '&' : '?'}${FROM_PARAM}=${encodeURIComponent(from)}`;
}

/** A path inside the app: one leading slash, no scheme, no backslash, no control characters. */
export function isAppPath(p: string): boolean {
  // eslint-disable-next-line no-control-regex
  return p.startsWith('/') && !p.startsWith('//') && !/[\\\u0000-\u001f]/.test(p) && !/^\/+[a-z][a-z0-9+.-]*:/i.test(p);
}

