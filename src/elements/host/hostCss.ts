// The host sheet (architecture.md): the page's `*` rules reach the host element and inherited
// properties cross the shadow boundary, so the host resets everything with !important (inner
// !important beats outer !important in the cascade), and the shadow tree gets its own base rules.
// `:host::before/after` are off: the page's `*::before { content: ... }` would otherwise draw on the host
// itself. (Comments stay here, not in the sheet: every element page downloads the sheet's text.)
// Its own file, free of antd: the lit bell adopts it without pulling the React elements' shared styles.

export const HOST_CSS = `
:host {
  all: initial !important;
  display: block !important;
  box-sizing: border-box !important;
  font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', sans-serif !important;
  font-size: 14px !important;
  font-weight: 400 !important;
  font-style: normal !important;
  line-height: 1.5715 !important;
  color: rgba(0, 0, 0, 0.88) !important;
  text-align: left !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-transform: none !important;
  text-indent: 0 !important;
  text-shadow: none !important;
  white-space: normal !important;
  visibility: visible !important;
  direction: ltr !important;
  cursor: auto !important;
  -webkit-font-smoothing: antialiased;
}
:host([hidden]) { display: none !important; }
:host::before, :host::after { content: none !important; display: none !important; }
:host([data-inline]) { display: inline-block !important; }
*, *::before, *::after { box-sizing: border-box; }
.hos-root { font: inherit; color: inherit; }
.hos-popups { position: relative; z-index: 1000; }
`;
