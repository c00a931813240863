// Where a sign-in goes (issue 32 §5). The login page's `redirect=` is the page someone was on when the
// session ended; the next person to sign in on that screen may be someone else, whose menus lack it
// (one user logs out of /quality/rounds, a nurse signs in: she landed on /404). So the redirect is
// followed only when it is safe (safeRedirect.ts rules) and it leads, through aliases and directories, to
// a page of the new user's routes; otherwise they go home.
import { HOME_PATH } from './constantRoutes.ts';
import { parseLocation } from './paths.ts';
import { fullTable, resolveRoute } from './routeTable.ts';
import { isSafeRedirect } from './safeRedirect.ts';
import type { AppRoute } from './types.ts';

/** Where to go once `userRoutes` (the signed-in user's routes) are known: `redirect`, or home. */
export function signInTarget(redirect: unknown, userRoutes: readonly AppRoute[] | null): string {
  const home = '/';
  if (!isSafeRedirect(redirect) || !userRoutes) return home;
  const table = fullTable(userRoutes);
  let to = redirect;
  // a tab refresh (/redirect/<path>) and aliases lead on; a few hops at most
  for (let hop = 0; hop < 5; hop++) {
    const location = parseLocation(to);
    if (location.path.startsWith('/redirect/')) {
      to = location.fullPath.slice('/redirect'.length);
      continue;
    }
    const res = resolveRoute(table, location);
    if (res.kind === 'notFound') return home;
    if (res.kind === 'redirect') {
      to = res.to;
      continue;
    }
    // a public page (the login page, /404, /401) is no page to land on after signing in
    if (res.match.route.public) return home;
    return res.match.route.path === HOME_PATH ? home : redirect;
  }
  return home;
}
