// Popups that fit the window (issue 22 §4), one sheet adopted by every element's shadow root (ElementRoot).
// A date-time picker is a date panel and a time panel side by side, about 450 px: on a phone (390 px) antd
// flipped it to end at the field's right edge and it ran past the window's left edge. Below 576 px the
// time panel goes under the date panel (about 280 px wide), and no picker panel is ever wider than the
// window; a range picker's two months stack the same way.
//
// Where a picker's panel opens is set before antd aligns it (never moved afterwards: typed dates went
// nowhere when a panel was moved after alignment, e0f6e37): antd's picker placements flip to the side
// with room but never shift, so on a phone a stacked date-time panel (about 560 px) opened from the
// middle of the screen ran past the top or bottom edge. PICKER_PLACEMENTS adds the shift into the window
// (what antd's selects, cascaders and tree selects already do).
import { adoptSheet } from './adoptSheet.ts';

const overflow = { adjustX: 1, adjustY: 1, shiftX: true, shiftY: true };
/**
 * rc-picker's four placements, shifted into the window when neither side has room; no 4 px gap from the
 * field (rc-trigger's shift keeps the gap past the window's edge: the panel's top 4 px were cut off)
 */
export const PICKER_PLACEMENTS = {
  bottomLeft: { points: ['tl', 'bl'], overflow },
  bottomRight: { points: ['tr', 'br'], overflow },
  topLeft: { points: ['bl', 'tl'], overflow },
  topRight: { points: ['br', 'tr'], overflow },
};
// Issue 32 §3: below 576 px every dialog takes the whole screen, and what a finger presses in the page or a
// dialog is at least 44 px high (the list cards' own sheet: pages/common/listStyles.ts).
const PHONE_CSS = `
@media (max-width: 575.98px) {
  .ant-modal-wrap .ant-modal { width: 100vw !important; max-width: 100vw !important; margin: 0 !important; top: 0 !important; padding: 0 !important; }
  .ant-modal-wrap .ant-modal .ant-modal-container { min-height: 100vh; min-height: 100dvh; border-radius: 0; }
  .hos-content .ant-btn, .ant-modal .ant-btn, .ant-drawer .ant-btn { min-height: 44px; }
  .hos-content .ant-btn-icon-only, .ant-modal .ant-btn-icon-only { min-width: 44px; }
}
`;

export const POPUP_CSS = PHONE_CSS + `
@media (max-width: 575.98px) {
  .ant-picker-dropdown .ant-picker-datetime-panel { flex-direction: column; }
  .ant-picker-dropdown .ant-picker-datetime-panel .ant-picker-time-panel { border-inline-start: none; border-top: 1px solid rgba(5, 5, 5, 0.06); }
  .ant-picker-dropdown .ant-picker-datetime-panel .ant-picker-time-panel .ant-picker-content { height: 168px; }
  .ant-picker-dropdown .ant-picker-panels { flex-direction: column; }
  .ant-picker-dropdown .ant-picker-panel-container { max-width: calc(100vw - 16px); overflow-x: auto; }
}
`;

export function adoptPopupStyles(root: ShadowRoot): void {
  adoptSheet(root, POPUP_CSS);
}
