// The renderer's own layout sheet (labels, errors, grids, read-only text, uploads), one constructed
// sheet shared by every renderer on the page and adopted into each shadow root: nothing of the host
// page reaches it, and nothing of it leaks out.
import { adoptSheet } from '../shared/adoptSheet.ts';
export const FORM_CSS = `
.hos-form { display: block; }
/* the error line lives inside the item's box (bottom padding), so the paint containment that
   content-visibility brings never clips it */
.hos-fi { display: flex; margin: 0; padding-bottom: 22px; position: relative; }
/* long forms: items off screen are neither laid out nor painted until scrolled to; lists longer
   than 50 items come in blocks of 25 (FieldItem.tsx), and the block is the unit then */
.hos-form > .hos-fi, .hos-grid > .hos-col > .hos-fi { content-visibility: auto; contain-intrinsic-size: auto 54px; }
.hos-chunk > .hos-fi { content-visibility: auto; contain-intrinsic-size: auto 54px; }
/* a block of plain items (no layouts, tables, editors...) is skipped as a whole: one box to track per
   frame instead of 25; blocks with heavier widgets keep it per item, as antd measures those while
   they mount and measuring inside a skipped block lays the whole block out */
.hos-chunk.hos-plain { content-visibility: auto; }
.hos-chunk.hos-plain > .hos-fi { content-visibility: visible; }
.hos-fi.hos-top { flex-direction: column; }
.hos-fi-label { flex: none; width: var(--hos-label-width, 100px); box-sizing: border-box; padding: 0 12px 0 0; line-height: 32px; min-height: 32px; color: rgba(0,0,0,.88); font-size: 14px; text-align: right; word-break: break-word; }
.hos-size-small .hos-fi-label { line-height: 24px; min-height: 24px; font-size: 14px; }
.hos-fi.hos-left .hos-fi-label { text-align: left; }
.hos-fi.hos-top .hos-fi-label { width: auto; text-align: left; padding: 0 0 6px; line-height: 1.5; min-height: 0; }
/* a required field's star: its label's (or its subform column's header's) ::before, no element of its own */
.hos-req::before { content: '*'; color: #ff4d4f; margin-right: 4px; font-family: SimSun, sans-serif; }
.hos-fi-control { flex: 1 1 0; min-width: 0; line-height: 32px; min-height: 32px; }
.hos-size-small .hos-fi-control { line-height: 24px; min-height: 24px; }
.hos-fi-error { color: #ff4d4f; font-size: 12px; line-height: 17px; position: absolute; bottom: 3px; }
.hos-fi-tip { color: rgba(0,0,0,.45); font-size: 12px; line-height: 1.5; }
.hos-cell { position: relative; padding-bottom: 16px; }
.hos-cell .hos-fi-error { bottom: 0; }
.hos-fi-tip + .hos-fi-error { position: static; }
.hos-grid { margin-bottom: 0; }
/* grid / flexbox (FieldItem.tsx): antd's Row / Col box model, sizes inline */
.hos-row { display: flex; flex-flow: row wrap; min-width: 0; }
.hos-col { position: relative; max-width: 100%; min-height: 1px; box-sizing: border-box; }
.hos-ro { white-space: pre-wrap; word-break: break-word; color: rgba(0,0,0,.88); }
.hos-ro-empty { color: rgba(0,0,0,.25); }
/* a long form's widget not drawn yet (FieldItem.tsx StandIn): the control's box, the value as text */
.hos-standin { display: flex; align-items: center; cursor: pointer; overflow: hidden; }
.hos-standin .hos-ro { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.hos-standin .hos-ro-empty { visibility: hidden; }
.hos-swatch { display: inline-block; width: 16px; height: 16px; border-radius: 3px; vertical-align: middle; margin-right: 6px; border: 1px solid rgba(0,0,0,.15); }
.hos-other { margin-top: 6px; max-width: 320px; }
.hos-radio-block .ant-radio-wrapper, .hos-radio-block .ant-checkbox-wrapper { display: flex; }
.hos-slider { display: flex; align-items: center; gap: 16px; }
.hos-slider .ant-slider { flex: 1 1 auto; }
.hos-link { cursor: pointer; text-decoration: none; }
.hos-link:hover { text-decoration: underline; }
.hos-header { margin: 0 0 12px; line-height: 1.4; }
.hos-blank { display: block; min-height: 24px; }
.hos-editor { border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; }
.hos-editor-bar { display: flex; gap: 2px; padding: 4px; border-bottom: 1px solid #f0f0f0; flex-wrap: wrap; align-items: center; }
.hos-editor-body { min-height: 120px; padding: 8px 11px; outline: none; line-height: 1.6; overflow: auto; max-height: 480px; }
.hos-editor-body:focus { box-shadow: inset 0 0 0 1px #4096ff; border-radius: 0 0 6px 6px; }
.hos-editor.is-disabled { background: rgba(0,0,0,.04); color: rgba(0,0,0,.25); }
.hos-html { line-height: 1.6; }
.hos-subform .ant-table-cell { vertical-align: top; }
.hos-subform-add { margin-top: 8px; }
.hos-patient-flag { margin: 0 0 12px; }
/* signed out in another tab (issue 33 §9): the form stays, a line above it asks to sign in */
.hos-signed-out { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin: 0 0 12px; padding: 8px 12px; border: 1px solid #ffccc7; border-radius: 6px; background: #fff2f0; color: rgba(0,0,0,.88); font-size: 14px; line-height: 1.5; }
.hos-signed-out-btn { border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; padding: 2px 12px; font: inherit; cursor: pointer; color: inherit; }
.hos-signed-out-btn:focus-visible { outline: 2px solid #4096ff; outline-offset: 1px; }
.hos-flag { display: inline-block; padding: 0 7px; font-size: 12px; line-height: 20px; color: #0958d9; background: #e6f4ff; border: 1px solid #91caff; border-radius: 4px; }
.hos-actions { padding-left: var(--hos-label-width, 100px); margin-top: 8px; }
.hos-files a { display: block; color: #1677ff; text-decoration: none; }
.hos-files a:hover { text-decoration: underline; }
.hos-imgs { display: flex; flex-wrap: wrap; gap: 8px; }
.hos-imgs img { object-fit: cover; border-radius: 6px; border: 1px solid #f0f0f0; }

.hos-img-upload .ant-upload-list-item-container, .hos-img-upload .ant-upload.ant-upload-select { width: var(--hos-img-w, 100px) !important; height: var(--hos-img-h, 100px) !important; }
.hos-img-add { border: 0; background: none; cursor: pointer; width: 100%; height: 100%; font-size: 20px; color: rgba(0,0,0,.65); }
@media print { .hos-actions { display: none; } }
/* narrow forms (issue 12 §2, phones): the columns of a grid go one under the other, decided by the
   form's own width (a container query), not the window's: a form in a narrow column of a wide page
   stacks too. Flexboxes keep their columns (they never wrap, by design). */
.hos-form { container-type: inline-size; }
@container (max-width: 560px) {
  .hos-grid > .hos-col { flex: 0 0 100% !important; max-width: 100% !important; }
}
`;

export function adoptFormStyles(root: ShadowRoot): void {
  adoptSheet(root, FORM_CSS);
}
