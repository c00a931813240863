// Sub-applications (spec sections 1 and 2, /biz/app): the apps a user may open, derived from their
// menus, and where each app starts. Choosing one sets currentApp {name, mid} and navigates there.
// Cards show the name, the icon and a line of description (never a route path).
import type { MenuItem } from '../session/types.ts';
import { appNameKey } from '../routing/filters.ts';

export interface AppEntry {
  mid: string;
  /** the app's display name: the server menu text of its top directory ('' when the app has none) */
  name: string;
  /** the locale key of its name (shell:app_<mid>), shown when `name` is '' */
  nameKey: string;
  /** first visible page of the app */
  home: string;
  icon?: string;
}

/** Modules the admin app leaves out (spec section 2). */
export const ADMIN_EXCLUDES = ['business', 'baqsj', 'xjsxxm'];


const moduleOf = (m: MenuItem) => String(m.mid ?? m.sysModule ?? '');
const hidden = (m: MenuItem) => String(m.exclusiveFG ?? '0') === '1';
const isPage = (m: MenuItem) => m.menuType === 'F' && !hidden(m) && !/^https?:|^mailto:|^tel:/i.test(m.menuRoute);
const order = (a: MenuItem, b: MenuItem) => (a.orderNum ?? 0) - (b.orderNum ?? 0) || Number(a.id) - Number(b.id);

/** Depth-first first page below the top level of the given modules, in menu order. */
export function firstPage(menus: MenuItem[], accept: (mid: string) => boolean): string | undefined {
  const children = new Map<string, MenuItem[]>();
  for (const m of menus) {
    const key = String(m.parentMenuID ?? 0);
    children.set(key, [...(children.get(key) ?? []), m]);
  }
  const visit = (parent: string): string | undefined => {
    for (const m of (children.get(parent) ?? []).slice().sort(order)) {
      if (!accept(moduleOf(m)) || hidden(m)) continue;
      if (isPage(m) && m.menuRoute !== '/dashboard') return m.menuRoute;
      const below = visit(String(m.id));
      if (below) return below;
    }
    return undefined;
  };
  return visit('0');
}

const KNOWN_APPS = ['business', 'baqsj', 'xjsxxm', 'quality', 'system'];
/** The icon (a menuLogo name) of each known app; another module shows its top directory's. */
const APP_ICONS: Record<string, string> = { business: 'home', baqsj: 'alert', xjsxxm: 'experiment', quality: 'bar-chart', system: 'setting' };
/** The locale key of an app's one-line description (pages:appDesc_<mid>; other modules: appDesc_other). */
export const appDescKey = (mid: string): string => (KNOWN_APPS.includes(mid) ? `appDesc_${mid}` : 'appDesc_other');

/**
 * The apps of this user's menus, in a stable order, each once. The admin app (the app switcher's view of
 * quality and system together, for `System` users) is not listed: its modules are, one by one, and a card
 * opening the same first page as 医疗质量管理 was a duplicate (issue 22 §3).
 */
export function appsOf(menus: MenuItem[]): AppEntry[] {
  const mids: string[] = [];
  for (const m of menus) {
    const mid = moduleOf(m);
    if (mid && !mids.includes(mid)) mids.push(mid);
  }
  const rank = ['business', 'baqsj', 'xjsxxm', 'quality', 'system'];
  mids.sort((a, b) => (rank.indexOf(a) + 1 || 99) - (rank.indexOf(b) + 1 || 99));
  const apps: AppEntry[] = [];
  for (const mid of mids) {
    const home = mid === 'business' ? '/dashboard' : firstPage(menus, (x) => x === mid);
    if (!home) continue;
    const top = menus.filter((m) => moduleOf(m) === mid && String(m.parentMenuID ?? 0) === '0' && m.menuType === 'D').sort(order)[0];
    const name = mid === 'baqsj' || !top ? '' : top.menuDisp;
    apps.push({ mid, name, nameKey: appNameKey(mid), home, icon: APP_ICONS[mid] ?? top?.menuLogo });
  }
  return apps;
}
