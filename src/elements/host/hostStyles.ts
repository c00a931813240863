// Adopts the host sheet (hostCss.ts) and antd's shared sheet into an element's shadow root.
import { HOST_CSS } from './hostCss.ts';
import { getSharedStyles } from '../../modules/shared/sharedStyles.ts';

export { HOST_CSS };

let sharedSheet: CSSStyleSheet | null = null;

/** The host sheet and antd's shared sheet, both constructed once per bundle and adopted by every root. */
export function adoptHostStyles(root: ShadowRoot): void {
  try {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(HOST_CSS);
    }
    const antd = getSharedStyles();
    // antd's recorded styles (style snapshots) first, then the ones generated live
    const wanted = antd ? [sharedSheet, antd.snapshot, antd.sheet] : [sharedSheet];
    root.adoptedStyleSheets = [...root.adoptedStyleSheets.filter((s) => !wanted.includes(s)), ...wanted];
  } catch {
    // very old engines: fall back to a style element
    const style = document.createElement('style');
    style.textContent = HOST_CSS;
    root.prepend(style);
  }
}
