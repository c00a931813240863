// The navigation guard as a pure async function (issue 5 section 1, spec sections 2, 4 and 8).
// It decides only about signing in; which page a path shows is resolveRoute's job.
import { AUTO_LOGIN_TARGET, LOGIN_PATH } from './constantRoutes.ts';
import { stringifyQuery } from './paths.ts';
import { safeRedirect } from './safeRedirect.ts';
import type { RouteLocation } from './types.ts';

export interface GuardDeps {
  hasToken(): boolean;
  /** roles loaded and routes generated */
  hasRoutes(): boolean;
  isPublic(path: string): boolean;
  /**
   * Fetch user info and generate routes. Resolves false when the info has no roles or menu list
   * (the token is then cleared and the user goes to login); rejects when the fetch fails.
   */
  loadUser(): Promise<boolean>;
  resetToken(): void;
  notifyError(message: string): void;
  autoLogin?(ticket: string): Promise<void>;
  sso?(ticket: string): Promise<void>;
}

export type GuardResult = { action: 'allow' } | { action: 'redirect'; to: string };

const allow: GuardResult = { action: 'allow' };
const redirect = (to: string): GuardResult => ({ action: 'redirect', to });

export function loginRedirect(fullPath: string): string {
  return LOGIN_PATH + stringifyQuery({ redirect: fullPath });
}

function errorText(e: unknown): string {
  const msg = e instanceof Error ? e.message : typeof e === 'string' ? e : '';
  return msg || 'Has Error';
}

export async function guard(to: RouteLocation, deps: GuardDeps): Promise<GuardResult> {
  // automatic login (a ticket from the portal) lands on the report page; failure goes home
  if (to.path === '/auth-redirect' && to.query.ticket && deps.autoLogin) {
    try {
      await deps.autoLogin(to.query.ticket);
      return redirect(AUTO_LOGIN_TARGET);
    } catch (e) {
      deps.notifyError(errorText(e));
      return redirect('/');
    }
  }
  if (to.path === '/sso' && to.query.ticket && deps.sso) {
    try {
      await deps.sso(to.query.ticket);
      return redirect(safeRedirect(to.query.redirect));
    } catch (e) {
      deps.notifyError(errorText(e));
      return redirect('/');
    }
  }

  if (deps.hasToken()) {
    if (to.path === LOGIN_PATH) return redirect('/');
    if (deps.hasRoutes()) return allow;
    try {
      const ok = await deps.loadUser();
      if (ok) return redirect(to.fullPath); // retry with the routes in place
      deps.resetToken();
      return redirect(loginRedirect(to.fullPath));
    } catch (e) {
      deps.resetToken();
      deps.notifyError(errorText(e));
      return redirect(to.path === '/' ? loginRedirect('/') : '/');
    }
  }

  if (deps.isPublic(to.path)) return allow;
  return redirect(loginRedirect(to.fullPath));
}
