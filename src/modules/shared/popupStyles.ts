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
// Issue 32 §3, §4: a list's cards (ListCards) and column chooser; below 576 px every dialog takes the whole
// screen and what a finger presses in the page, a card or a dialog is at least 44 px high.
const LIST_CSS = `
.hos-list-tools { display: flex; justify-content: flex-end; margin-bottom: 4px; }
.hos-col-chooser ul { list-style: none; margin: 0 0 8px; padding: 0; max-height: 60vh; overflow-y: auto; }
.hos-col-option { display: flex; align-items: center; justify-content: space-between; gap: 12px; min-width: 200px; }
.hos-col-move { display: inline-flex; flex: none; }
.hos-cards { list-style: none; margin: 0 0 8px; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.hos-card-item { min-width: 0; }
.hos-card { min-width: 0; }
.hos-card-head { display: flex; align-items: flex-start; justify-content: space-between; gap: 8px; }
.hos-card-title { flex: 1 1 auto; min-width: 0; font-weight: 600; overflow-wrap: anywhere; }
.hos-card-title a, .hos-card-title span { white-space: normal; overflow-wrap: anywhere; }
.hos-card-status { flex: none; max-width: 50%; }
.hos-card-status .ant-space { flex-wrap: wrap; justify-content: flex-end; }
.hos-card-rows { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 4px 12px; margin: 8px 0 0; }
.hos-card-row { display: contents; }
.hos-card-rows dt { opacity: 0.65; white-space: nowrap; }
.hos-card-rows dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.hos-card-rows dd * { white-space: normal !important; }
.hos-card-actions { margin-top: 8px; }
.hos-card-actions .ant-space { flex-wrap: wrap; white-space: normal !important; gap: 8px !important; }
@media (max-width: 575.98px) {
  .ant-modal-wrap .ant-modal { width: 100vw !important; max-width: 100vw !important; margin: 0 !important; top: 0 !important; padding: 0 !important; }
  .ant-modal-wrap .ant-modal .ant-modal-container { min-height: 100vh; min-height: 100dvh; border-radius: 0; }
  .ant-modal-wrap { overflow-x: hidden; }
  .hos-content .ant-btn, .ant-modal .ant-btn, .ant-drawer .ant-btn, .hos-cards .ant-btn { min-height: 44px; }
  .hos-content .ant-btn-icon-only, .ant-modal .ant-btn-icon-only, .hos-cards .ant-btn-icon-only { min-width: 44px; }
  .hos-cards .ant-btn-link { padding-inline: 8px; }
  .hos-content .ant-pagination .ant-pagination-item, .hos-content .ant-pagination .ant-pagination-prev, .hos-content .ant-pagination .ant-pagination-next {
    min-width: 44px; height: 44px; line-height: 42px;
  }
}
`;

export const POPUP_CSS = LIST_CSS + `
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
