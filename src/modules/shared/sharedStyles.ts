// antd's CSS-in-JS writes about 160 KB of CSS into whatever container it is given. Written into
// every shadow root, each element would pay for it again (architecture.md). Instead every element of
// this bundle shares one cssinjs cache whose container is a detached "sink" shadow root; a
// MutationObserver mirrors the sink into one constructed stylesheet that every shadow root adopts.
// cssinjs ref-counts styles per cache, so a style leaves the sheet only when no element uses it.
//
// Style snapshots (issue 11 §2): generating a component's CSS (style functions, then stylis) was the
// largest script cost of a first form (~50 ms for 1000 inputs, ~155 ms for the 324-widget form).
// scripts/gen-style-snapshot.mjs records, per lazy widget type, the CSS antd generates for it with our
// theme, keyed by cssinjs's cache path (hash of the theme's token + component path). Registering a
// snapshot puts its rules in one more shared sheet (adopted before the live one) and tells cssinjs that
// these paths come from "a CSS file", so it skips generating them. A path not in a snapshot (another
// theme colour: another hash; a component the recording did not draw) is generated as before.
/// <reference types="vite/client" />
import { createCache } from '@ant-design/cssinjs';
import { reset as setCachePathMap } from '@ant-design/cssinjs/es/util/cacheMapUtil';

export interface SharedStyles {
  cache: ReturnType<typeof createCache>;
  /** where cssinjs writes its style elements */
  sink: ShadowRoot;
  /** the mirror every element's shadow root adopts */
  sheet: CSSStyleSheet;
  /** the rules of the registered style snapshots, adopted before `sheet` */
  snapshot: CSSStyleSheet;
}

/** [cssinjs cache path, top-level CSS rules] as recorded by scripts/gen-style-snapshot.mjs */
export type StyleSnapshot = ReadonlyArray<readonly [string, readonly string[]]>;

/** cssinjs's path map: the paths whose CSS is already in `snapshot` */
const snapshotPaths: Record<string, string> = {};
/** the text of the snapshot sheet's rules, in order (a large snapshot re-parses the whole sheet at once) */
const snapshotRules: string[] = [];
/** more rules than this are added by one parse of the whole sheet, fewer one by one */
const BULK_RULES = 200;

/** Adds a snapshot's rules to the shared snapshot sheet; cssinjs then skips generating those paths. */
export function registerStyleSnapshot(snapshot: StyleSnapshot): void {
  // the generator records what cssinjs generates live
  if (import.meta.env.VITE_HOS_NO_STYLE_SNAPSHOT) return;
  // the app's recorder (scripts/gen-app-style-snapshot.mjs) asks the built app to generate everything live
  if ((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('hos.recordStyles')]) return;
  const s = getSharedStyles();
  if (!s) return;
  const fresh = snapshot.filter(([path]) => !snapshotPaths[path]);
  if (!fresh.length) return;
  const rules = fresh.flatMap(([, r]) => r);
  if (rules.length > BULK_RULES || snapshotRules.length === 0) {
    // a large snapshot (the first paint's ~370 rules, the app's thousands) in one parse of all the text: 2-3x
    // faster than a rule at a time; a rule this engine does not parse is dropped by the parser as in a style element
    snapshotRules.push(...rules);
    s.snapshot.replaceSync(snapshotRules.join('\n'));
  } else {
    for (const rule of rules) {
      try {
        s.snapshot.insertRule(rule, s.snapshot.cssRules.length);
        snapshotRules.push(rule);
      } catch {
        // a rule this engine does not parse (another engine's prefix) is dropped, as in a style element
      }
    }
  }
  for (const [path] of fresh) snapshotPaths[path] = 'snapshot';
}

let shared: SharedStyles | null | undefined;

/** The bundle's shared styles, or null where constructed stylesheets are not supported. */
export function getSharedStyles(): SharedStyles | null {
  if (shared !== undefined) return shared;
  try {
    const sheet = new CSSStyleSheet();
    const sink = document.createElement('div').attachShadow({ mode: 'open' });
    let queued = false;
    let last = '';
    const sync = () => {
      queued = false;
      let css = '';
      for (const node of Array.from(sink.children)) if (node.tagName === 'STYLE') css += node.textContent + '\n';
      // cssinjs rewrites its style tags with the same text whenever a component mounts; replacing
      // the sheet anyway would restyle every shadow root that adopts it (a 500-widget canvas: ~15 ms)
      if (css === last) return;
      last = css;
      sheet.replaceSync(css);
    };
    new MutationObserver(() => {
      if (!queued) {
        queued = true;
        sync();
      }
    }).observe(sink, { childList: true, subtree: true, characterData: true });
    // from here on cssinjs reads its "styles from a CSS file" map from snapshotPaths (and no longer
    // probes the host document for one)
    setCachePathMap(snapshotPaths, true);
    shared = { cache: createCache(), sink, sheet, snapshot: new CSSStyleSheet() };
    // the style recorders (scripts/gen-style-snapshot.mjs, gen-app-style-snapshot.mjs) read the cache here
    (globalThis as unknown as Record<symbol, SharedStyles>)[Symbol.for('hos.sharedStyles.v1')] = shared;
  } catch {
    shared = null;
  }
  return shared;
}
