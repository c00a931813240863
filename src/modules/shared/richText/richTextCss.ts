// The editor's look, shipped with it (it lives in shadow roots of the renderer and the app alike).
// Colours meet WCAG AA on white: text rgba(0,0,0,.88), icons #434343, the focus ring #1677ff.
export const richTextCss = `
.hos-rte { border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; }
.hos-rte:focus-within { border-color: #4096ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.hos-rte-bar { display: flex; gap: 2px; padding: 4px; border-bottom: 1px solid #f0f0f0; flex-wrap: wrap; align-items: center; }
.hos-rte-btn { display: inline-flex; align-items: center; justify-content: center; min-width: 28px; height: 28px; padding: 0 6px;
  border: 0; border-radius: 4px; background: transparent; color: #434343; cursor: pointer; font: inherit; font-size: 14px; }
.hos-rte-btn:hover:not(:disabled) { background: rgba(0,0,0,.06); }
.hos-rte-btn:focus-visible { outline: 2px solid #1677ff; outline-offset: 1px; }
.hos-rte-btn.is-on { background: #e6f4ff; color: #0958d9; }
.hos-rte-btn:disabled { color: rgba(0,0,0,.25); cursor: not-allowed; }
.hos-rte-h { font-weight: 600; font-size: 12px; }
.hos-rte-sep { width: 1px; height: 18px; background: #f0f0f0; margin: 0 4px; }
.hos-rte-link { display: inline-flex; gap: 4px; align-items: center; flex-wrap: wrap; }
.hos-rte-input { height: 26px; width: 260px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 4px; font: inherit; font-size: 13px; }
.hos-rte-input:focus { outline: 2px solid #1677ff; outline-offset: 0; }
.hos-rte-input[aria-invalid] { border-color: #ff4d4f; }
.hos-rte-apply { height: 26px; padding: 0 10px; border: 1px solid #1677ff; border-radius: 4px; background: #1677ff; color: #fff; cursor: pointer; }
.hos-rte-error { color: #cf1322; font-size: 12px; }
.hos-rte .tiptap { min-height: 140px; max-height: 520px; overflow: auto; padding: 8px 11px; outline: none; line-height: 1.6; color: rgba(0,0,0,.88); white-space: pre-wrap; word-wrap: break-word; }
.hos-rte .tiptap p { margin: 0 0 .5em; }
.hos-rte .tiptap h1 { font-size: 1.6em; margin: .4em 0; } .hos-rte .tiptap h2 { font-size: 1.35em; margin: .4em 0; } .hos-rte .tiptap h3 { font-size: 1.15em; margin: .4em 0; }
.hos-rte .tiptap ul, .hos-rte .tiptap ol { padding-left: 1.6em; margin: 0 0 .5em; }
.hos-rte .tiptap blockquote { border-left: 3px solid #d9d9d9; margin: 0 0 .5em; padding-left: 10px; color: #595959; }
.hos-rte .tiptap img { max-width: 100%; height: auto; }
.hos-rte .tiptap img.ProseMirror-selectednode { outline: 2px solid #1677ff; }
.hos-rte .tiptap a { color: #0958d9; text-decoration: underline; }
.hos-rte.is-disabled, .hos-rte.is-disabled .tiptap { background: rgba(0,0,0,.04); color: rgba(0,0,0,.45); }
`;
