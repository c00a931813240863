// The bell's own rules, written into the shadow root next to antd's (prefixed, so they are safe in
// the shell's shadow root too).
export const bellCss = `
:host::before, :host::after { content: none !important; display: none !important; }
.hos-bell { display: inline-flex; align-items: center; line-height: 1; vertical-align: middle; }
.hos-bell-panel { width: 100%; }
.hos-bell-head { display: flex; justify-content: space-between; align-items: center; padding: 10px 14px; border-bottom: 1px solid rgba(5,5,5,0.06); font-weight: 600; font-size: 14px; }
.hos-bell-count { font-weight: 400; font-size: 12px; color: rgba(0,0,0,0.45); }
.hos-bell-list { max-height: 400px; overflow-y: auto; }
.hos-bell-item { padding: 10px 14px; border-bottom: 1px solid rgba(5,5,5,0.06); cursor: pointer; outline: none; }
.hos-bell-item:hover, .hos-bell-item:focus-visible { background: rgba(0,0,0,0.03); }
.hos-bell-item.is-busy { opacity: 0.5; cursor: progress; }
.hos-bell-item-top { display: flex; align-items: flex-start; gap: 4px; }
.hos-bell-item .ant-tag { margin-inline-end: 2px; flex: none; }
.hos-bell-title { font-size: 14px; color: rgba(0,0,0,0.88); line-height: 22px; word-break: break-all; }
.hos-bell-content { font-size: 13px; color: rgba(0,0,0,0.65); line-height: 20px; margin-top: 2px; word-break: break-all; }
.hos-bell-time { font-size: 12px; color: rgba(0,0,0,0.45); margin-top: 4px; }
.hos-bell-end, .hos-bell-error { text-align: center; font-size: 12px; color: rgba(0,0,0,0.45); padding: 10px 0; }
.hos-bell-empty { padding: 16px 0; }
`;
