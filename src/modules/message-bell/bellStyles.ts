// The bell's own sheet, reproducing the antd look the React bell had (antd v6 default tokens, measured
// side by side): text button with an 18 px icon (old variant: small default button with a label), the
// red badge (small on the old variant, "99+" past 99), the 350 px popover without arrow at bottomRight,
// orange/blue tags, antd's simple Empty, the small Spin, a link-style retry. It lives in the bell's
// shadow root next to the host sheet, so the host page's CSS does not reach it.
// Keyboard focus on an item is also marked by a bar in the theme colour (the background alone is faint).
// The badge sits 30% (not antd's 50%) above the button: in the 50 px navbar a 20 px badge half above a
// 32 px button reached 1 px past the top edge and was cut (issue 32 §5).
// Comments live here, not in the sheet: its text ships to every page with the bell.
// `--hos-bell-primary*` follow the page theme (core/theme.ts); the defaults are antd's palette of #409EFF.
import { css } from 'lit';

export const bellStyles = css`
.hos-bell {
  --hos-bell-primary: #2d6fb2;
  --hos-bell-primary-hover: #245a91;
  --hos-bell-primary-active: #2b7cd9;
  --hos-bell-primary-ring: #91cfff;
  display: inline-flex; align-items: center; line-height: 1; vertical-align: middle;
}
.hos-bell-badge { position: relative; display: inline-block; width: fit-content; line-height: 1; }

.hos-bell-trigger {
  position: relative; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  box-sizing: border-box; width: 32px; height: 32px; margin: 0; padding: 0;
  font: inherit; font-size: 14px; font-weight: 400; line-height: 1.5715; white-space: nowrap;
  color: rgba(0, 0, 0, 0.88); background: transparent; border: 1px solid transparent; border-radius: 6px;
  outline: none; cursor: pointer; user-select: none; touch-action: manipulation;
  transition: all 0.2s cubic-bezier(0.645, 0.045, 0.355, 1);
}
.hos-bell-trigger:hover { background: rgba(0, 0, 0, 0.04); }
.hos-bell-trigger:active { background: rgba(0, 0, 0, 0.15); }
.hos-bell-trigger:focus-visible, .hos-bell-retry:focus-visible {
  outline: 3px solid var(--hos-bell-primary-ring); outline-offset: 1px; transition: outline-offset 0s, outline 0s;
}
.hos-bell-icon { display: block; width: 18px; height: 18px; fill: currentColor; flex: none; }
.hos-bell-trigger.hos-bell-old {
  width: auto; height: 24px; padding: 0 7px; border-radius: 4px; border-color: #d9d9d9; background: #fff;
  box-shadow: 0 2px 0 rgba(0, 0, 0, 0.02);
}
.hos-bell-old .hos-bell-icon { width: 14px; height: 14px; }
.hos-bell-trigger.hos-bell-old:hover { color: var(--hos-bell-primary-hover); border-color: var(--hos-bell-primary-hover); background: #fff; }
.hos-bell-trigger.hos-bell-old:active { color: var(--hos-bell-primary-active); border-color: var(--hos-bell-primary-active); background: #fff; }

.ant-badge-count {
  position: absolute; top: 0; right: 0; z-index: auto; transform: translate(50%, -30%); transform-origin: 100% 0;
  display: inline-flex; justify-content: center; box-sizing: border-box;
  min-width: 20px; height: 20px; margin: 0; padding: 0; border-radius: 10px;
  font-size: 12px; font-weight: normal; line-height: 20px; white-space: nowrap; text-align: center; vertical-align: super;
  color: #fff; background: #c23b3c; box-shadow: 0 0 0 1px #fff; pointer-events: none;
}
.ant-badge-count.is-multi { padding: 0 8px; }
.ant-badge-count.is-small { min-width: 14px; height: 14px; line-height: 14px; border-radius: 7px; }
/* the server does not answer or refuses this site: the panel says why */
.hos-bell-warn {
  position: absolute; top: 0; right: 0; transform: translate(50%, -30%); width: 16px; height: 16px; border-radius: 8px;
  font: bold 12px/16px sans-serif; text-align: center; color: #fff; background: #ad4e00; box-shadow: 0 0 0 1px #fff; pointer-events: none;
}

.ant-popover {
  position: fixed; z-index: 1030; box-sizing: border-box; width: 350px; margin: 0; padding: 0;
  font-size: 14px; font-weight: 400; line-height: 1.5715; color: rgba(0, 0, 0, 0.88);
  text-align: start; white-space: normal; cursor: auto; user-select: text;
  background: #fff; border-radius: 8px;
  box-shadow: 0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05);
  transform-origin: 100% 0; animation: hos-bell-zoom 0.2s cubic-bezier(0.08, 0.82, 0.17, 1);
}
.ant-popover.is-above { transform-origin: 100% 100%; }
@keyframes hos-bell-zoom { from { transform: scale(0.8); opacity: 0; } to { transform: scale(1); opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .ant-popover, .hos-bell-spin, .hos-bell-spin i { animation: none; } }

.hos-bell-panel { width: 100%; }
.hos-bell-head {
  display: flex; justify-content: space-between; align-items: center; padding: 10px 14px;
  border-bottom: 1px solid rgba(5, 5, 5, 0.06); font-weight: 600; font-size: 14px;
}
.hos-bell-count { font-weight: 400; font-size: 12px; color: rgba(0, 0, 0, 0.6); }
.hos-bell-list { position: relative; max-height: 400px; overflow-y: auto; }
.hos-bell-list.is-loading { min-height: 60px; }
.hos-bell-list.is-loading > :not(.hos-bell-spin) { opacity: 0.5; pointer-events: none; user-select: none; }
.hos-bell-item {
  padding: 10px 14px; border-bottom: 1px solid rgba(5, 5, 5, 0.06); cursor: pointer; outline: none;
}
.hos-bell-item:hover, .hos-bell-item:focus-visible { background: rgba(0, 0, 0, 0.03); }
.hos-bell-item:focus-visible { box-shadow: inset 2px 0 0 var(--hos-bell-primary); }
.hos-bell-item.is-busy { opacity: 0.5; cursor: progress; }
.hos-bell-item-top { display: flex; align-items: flex-start; gap: 4px; }
.hos-bell-tag {
  display: inline-block; flex: none; margin: 0 2px 0 0; padding: 0 7px; font-size: 12px; line-height: 20px;
  white-space: nowrap; border: 1px solid transparent; border-radius: 4px;
}
.hos-bell-tag-approval { color: #ad4e00; background: #fff7e6; }
.hos-bell-tag-annual { color: #0958d9; background: #e6f4ff; }
.hos-bell-tag-notice { color: #006d75; background: #e6fffb; }
.hos-bell-title { font-size: 14px; color: rgba(0, 0, 0, 0.88); line-height: 22px; overflow-wrap: anywhere; }
.hos-bell-content { font-size: 13px; color: rgba(0, 0, 0, 0.65); line-height: 20px; margin-top: 2px; overflow-wrap: anywhere; }
.hos-bell-time { font-size: 12px; color: rgba(0, 0, 0, 0.6); margin-top: 4px; }
.hos-bell-end, .hos-bell-error { text-align: center; font-size: 12px; color: rgba(0, 0, 0, 0.6); padding: 10px 0; }
.hos-bell-error.is-inline { border-bottom: 1px solid rgba(5, 5, 5, 0.06); }
.hos-bell-error.is-read { color: #c23b3c; padding: 10px 14px; border-bottom: 1px solid rgba(5, 5, 5, 0.06); }
.hos-bell-retry {
  display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; height: 24px;
  margin: 0 0 0 4px; padding: 0 7px; font: inherit; font-size: 14px; line-height: 1.5715;
  color: var(--hos-bell-primary); background: transparent; border: 1px solid transparent; border-radius: 4px; cursor: pointer;
  outline: none; transition: all 0.2s cubic-bezier(0.645, 0.045, 0.355, 1);
}
.hos-bell-retry:hover { color: #69b1ff; }
.hos-bell-retry:active { color: #0958d9; }

.hos-bell-empty { margin: 32px 8px; padding: 16px 0; text-align: center; font-size: 14px; line-height: 1.5715; color: rgba(0, 0, 0, 0.6); }
.hos-bell-empty-image { height: 40px; margin-bottom: 8px; }
.hos-bell-empty-image svg { height: 100%; margin: auto; }

.hos-bell-spin {
  position: absolute; top: 50%; left: 50%; z-index: 4; width: 14px; height: 14px; margin: -7px 0 0 -7px;
  transform: rotate(45deg); animation: hos-bell-rotate 1.2s infinite linear;
}
.hos-bell-spin i {
  position: absolute; width: 6px; height: 6px; border-radius: 100%; background: var(--hos-bell-primary);
  transform: scale(0.75); opacity: 0.3; animation: hos-bell-dot 1s infinite linear alternate;
}
.hos-bell-spin i:nth-child(1) { top: 0; left: 0; }
.hos-bell-spin i:nth-child(2) { top: 0; right: 0; animation-delay: 0.4s; }
.hos-bell-spin i:nth-child(3) { right: 0; bottom: 0; animation-delay: 0.8s; }
.hos-bell-spin i:nth-child(4) { bottom: 0; left: 0; animation-delay: 1.2s; }
@keyframes hos-bell-rotate { to { transform: rotate(405deg); } }
@keyframes hos-bell-dot { to { opacity: 1; } }
`;
