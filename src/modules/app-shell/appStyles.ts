// The app's style snapshot (issue 34 §5): the CSS antd generates for the app's pages with the default theme,
// recorded by scripts/gen-app-style-snapshot.mjs into styleSnapshot/app.json. The build copies it beside the bundle
// (dist/assets/, hashed); it is fetched as the app's code starts, not needed for the first paint (a path not
// registered yet is generated live as before), and registered with the renderer's (shared/sharedStyles.ts): cssinjs
// then skips generating those paths, which was the largest script cost of a first visit. Another theme colour
// gives other paths: those are generated live.
import { registerStyleSnapshot, type StyleSnapshot } from '../shared/sharedStyles.ts';
import { bundleJson } from '../../core/bundleAssets.ts';

let started = false;

export function loadAppStyles(): void {
  if (started || typeof document === 'undefined' || typeof fetch !== 'function') return;
  started = true;
  bundleJson<StyleSnapshot>(new URL('./styleSnapshot/app.json', import.meta.url))
    .then(registerStyleSnapshot)
    .catch((e: unknown) => console.warn('[hos] the app\'s style snapshot did not load; styles are generated as pages draw', e));
}
