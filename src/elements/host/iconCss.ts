// What @ant-design/icons' own style helper (es/cssUtils.js) provides, on rc-util's dynamic-CSS module
// instead (the build points the icons here, vite.config.ts). The icons' copy kept every shadow root it
// wrote its sheet into in a private module-level Map, so no removed element was ever freed (issue 25
// §3); rc-util's Map is the one defineHosElement clears when an element is removed.
export { updateCSS } from '@rc-component/util/es/Dom/dynamicCSS';

export function getShadowRoot(ele: Node | null | undefined): ShadowRoot | null {
  const root = ele?.getRootNode?.();
  return typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot ? root : null;
}

/** The icons' development warning: silent in the build. */
export function warningOnce(_valid: boolean, _message: string): void {}
