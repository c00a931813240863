// Route titles of the routes the bundle defines (constant routes, the layout groups): a locale key per
// path, `shell:route<path>` (src/core/i18n/locales/shell.ts holds both languages). The shell shows every
// title through its titleOf, which looks the path's key up first; a route built from a server menu keeps
// the menu's own text as the fallback (an administrator's wording, data).
export const routeTitleKey = (path: string): string => 'shell:route' + path.replace(/\/:.*$/, '');

/** Is a route's `meta.title` one of these keys (not a server menu's text)? */
export const isRouteTitleKey = (title: string): boolean => title.startsWith('shell:route/');
