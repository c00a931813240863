// antd's CSS-in-JS writes about 160 KB of CSS into whatever container it is given. Written into
// every shadow root, each element would pay for it again (architecture.md). Instead every element of
// this bundle shares one cssinjs cache whose container is a detached "sink" shadow root; a
// MutationObserver mirrors the sink into one constructed stylesheet that every shadow root adopts.
// cssinjs ref-counts styles per cache, so a style leaves the sheet only when no element uses it.
import { createCache } from '@ant-design/cssinjs';

export interface SharedStyles {
  cache: ReturnType<typeof createCache>;
  /** where cssinjs writes its style elements */
  sink: ShadowRoot;
  /** the mirror every element's shadow root adopts */
  sheet: CSSStyleSheet;
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
    shared = { cache: createCache(), sink, sheet };
  } catch {
    shared = null;
  }
  return shared;
}
