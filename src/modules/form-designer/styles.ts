// The designer's own CSS (antd styles its controls; this lays out the three columns and draws
// the canvas). Written once per shadow root as a <style> element.
export const DESIGNER_CSS = `
/* the host's sheet resets the element's own height (all: initial !important): size the designer with
   the inherited custom property --hos-designer-height instead */
.fd { display: flex; flex-direction: column; height: var(--hos-designer-height, 720px); min-height: 400px; background: #fff; border: 1px solid #e5e6eb; color: rgba(0,0,0,.88); }
/* clip, not hidden: a hidden box can still be scrolled by focus or scrollIntoView, which lifted the palette and the
   canvas above a blank strip when a field low in a tall property panel took the focus; each column scrolls itself */
.fd-body { display: flex; flex: 1; min-height: 0; overflow: hidden; overflow: clip; position: relative; }
.fd-palette { position: relative; width: 250px; flex: 0 0 250px; overflow-y: auto; border-right: 1px solid #e5e6eb; padding: 8px 10px; background: #fafafa; }
/* side columns fold to rails (layout/FoldRail.tsx); a medium designer (up to 1439 px: the app at 1366 px) narrows
   them so that the canvas keeps 700 px (issue 31 §5) */
.fd-fold { position: absolute; top: 6px; right: 6px; z-index: 1; width: 24px; height: 24px; display: flex; align-items: center; justify-content: center; padding: 0; border: 1px solid transparent; border-radius: 4px; background: none; color: #595959; cursor: pointer; font-size: 12px; }
.fd-fold:hover { color: #0958d9; border-color: #d9d9d9; background: #fff; }
.fd-fold:focus-visible, .fd-rail:focus-visible { outline: 2px solid #1677ff; outline-offset: -2px; }
.fd-panel { position: relative; }
.fd-panel > .fd-fold { top: 8px; }
.fd-panel:has(> .fd-fold) .ant-tabs-nav { padding-right: 36px !important; }
.fd-rail { flex: 0 0 32px; width: 32px; display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 10px 0; border: 0; background: #fafafa; color: #595959; cursor: pointer; font: inherit; font-size: 13px; }
.fd-rail:hover { color: #0958d9; background: #f0f7ff; }
.fd-rail-palette { border-right: 1px solid #e5e6eb; }
.fd-rail-panel { border-left: 1px solid #e5e6eb; }
.fd-rail-name { writing-mode: vertical-rl; letter-spacing: 2px; white-space: nowrap; }
.fd-medium .fd-palette { width: 200px; flex-basis: 200px; padding: 8px; }
.fd-medium .fd-palette-icon { display: none; }
.fd-medium .fd-palette-item { padding: 4px 6px; }
.fd-medium .fd-panel { width: 272px; flex-basis: 272px; }
.fd-palette-group h4 { margin: 10px 28px 6px 0; font-size: 13px; font-weight: 600; color: #595959; }
.fd-palette-list { margin: 0; padding: 0; display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
/* a label longer than its cell wraps between words (never cut): "Checkbox group (with other)" */
.fd-palette-item { display: flex; align-items: center; gap: 6px; padding: 4px 8px; min-height: 30px; font-size: 12px; line-height: 1.3; border: 1px solid #e5e6eb; border-radius: 4px; background: #fff; cursor: move; user-select: none; overflow-wrap: break-word; min-width: 0; touch-action: none; }
.fd-palette-item > span:last-child { min-width: 0; }
.fd-palette-item:hover, .fd-palette-item:focus-visible { border-color: #0958d9; color: #0958d9; outline: none; }
.fd-palette-item:focus-visible { box-shadow: 0 0 0 2px #91caff; }
.fd-palette-icon { display: inline-flex; width: 18px; height: 18px; flex: 0 0 18px; align-items: center; justify-content: center; border-radius: 3px; background: #e6f4ff; color: #0958d9; font-size: 11px; }
.fd-main { flex: 1; min-width: 0; min-height: 0; display: flex; flex-direction: column; }
.fd-toolbar { display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 4px 8px; border-bottom: 1px solid #e5e6eb; min-height: 42px; }
.fd-toolbar .fd-tb { padding: 0 6px; }
.fd-canvas-scroll { flex: 1; overflow-y: auto; background: #f5f5f5; padding: 10px; }
.fd-canvas { display: flex; flex-direction: column; min-height: 100%; background: #fff; outline: none; border: 1px dashed #d9d9d9; position: relative; }
.fd-canvas:focus-visible { border-color: #1677ff; }
.fd-root-list { flex: 1; padding: 6px 6px 60px; }
.fd-list { position: relative; }
.fd-empty-root { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; color: #666; font-size: 18px; text-align: center; padding: 20px; pointer-events: none; }
.fd-empty-col { min-height: 44px; }
.fd-item { position: relative; padding: 6px 8px; margin: 2px 0; border: 1px dashed transparent; cursor: move; background: #fff; }
.fd-root-list > .fd-item:not(.fd-selected) { content-visibility: auto; contain-intrinsic-size: auto 46px; }
.fd-item:hover { border-color: #91caff; background: #f7fbff; }
.fd-item.fd-selected { border: 2px solid #1677ff; background: #f0f7ff; padding: 5px 7px; }
.fd-item-container { background: #fcfcfc; border-color: #e5e6eb; }
.fd-row { display: flex; align-items: flex-start; gap: 8px; }
.fd-label { flex: 0 0 var(--fd-label-width, 100px); width: var(--fd-label-width, 100px); text-align: right; line-height: 32px; color: #303133; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fd-label-left .fd-label { text-align: left; }
.fd-label-top .fd-row { flex-direction: column; gap: 2px; }
.fd-label-top .fd-label { line-height: 22px; text-align: left; width: auto; flex: none; }
.fd-required::before { content: '*'; color: #ff4d4f; margin-right: 4px; }
.fd-control { flex: 1; min-width: 0; pointer-events: none; min-height: 32px; display: flex; align-items: center; }
.fd-control > * { max-width: 100%; }
.fd-grid { display: flex; flex-wrap: wrap; }
.fd-col > .fd-list { min-height: 50px; border: 1px dashed #d9d9d9; background: #fff; padding: 2px; height: 100%; }
.fd-flexbox > .fd-col > .fd-list { border-style: dotted; border-color: #b7b7b7; }
.fd-container-title { font-size: 12px; color: #666; margin-bottom: 4px; }
.fd-subform { display: flex; gap: 4px; min-height: 56px; border: 1px dashed #d9d9d9; background: #fff; padding: 2px; overflow-x: auto; }
.fd-cell { flex: 1 0 160px; min-width: 160px; }
.fd-cell > .fd-item .fd-row { flex-direction: column; }
.fd-cell > .fd-item .fd-label { width: auto; flex: none; text-align: left; line-height: 22px; }
.fd-empty-subform { flex: 1; }
.fd-over { outline: 2px solid #69b1ff; outline-offset: -2px; background: #f0f7ff !important; }
.fd-drop-indicator { position: fixed; display: none; z-index: 2000; background: #1677ff; border-radius: 2px; pointer-events: none; box-shadow: 0 0 0 1px #fff; }
/* a keyboard drag has no chip under a pointer: the line carries the dragged title, and the row it left is dimmed */
.fd-drop-indicator[data-title]::after { content: attr(data-title); position: absolute; left: 0; bottom: 5px; max-width: 240px; overflow: hidden; text-overflow: ellipsis; padding: 1px 8px; border-radius: 4px; background: #0958d9; color: #fff; font-size: 12px; line-height: 20px; white-space: nowrap; box-shadow: 0 2px 6px rgba(0,0,0,.2); }
.fd-item.fd-dragging { opacity: .45; }
.fd-handle { position: absolute; left: -2px; top: -2px; width: 22px; height: 22px; display: flex; align-items: center; justify-content: center; border: 0; background: #0958d9; color: #fff; cursor: move; border-radius: 0 0 4px 0; padding: 0; touch-action: none; }
.fd-actions { position: absolute; right: -2px; bottom: -2px; display: flex; z-index: 2; }
.fd-act { width: 24px; height: 22px; border: 0; color: #fff; background: #0958d9; cursor: pointer; display: flex; align-items: center; justify-content: center; padding: 0; }
.fd-act.fd-delete { background: #ff4d4f; border-radius: 4px 0 0 0; }
.fd-act.fd-clone { border-radius: 4px 0 0 0; margin-right: 1px; }
.fd-handle:focus-visible, .fd-act:focus-visible { outline: 2px solid #003eb3; }
.fd-title { position: absolute; right: 4px; top: 0; max-width: 60%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 11px; color: #0958d9; pointer-events: none; }
.fd-drag-chip { display: inline-block; padding: 4px 12px; background: #0958d9; color: #fff; border-radius: 4px; box-shadow: 0 4px 12px rgba(0,0,0,.15); font-size: 12px; white-space: nowrap; }
.fd-panel { width: 305px; flex: 0 0 305px; border-left: 1px solid #e5e6eb; display: flex; flex-direction: column; min-height: 0; }
.fd-panel > .ant-tabs { flex: 1; min-height: 0; display: flex; flex-direction: column; }
/* antd 5 calls the tab body's box content-holder, antd 6 body-holder: the panel scrolls in either */
.fd-panel .ant-tabs-content-holder, .fd-panel .ant-tabs-body-holder { flex: 1; min-height: 0; }
.fd-panel .ant-tabs-nav { margin: 0 !important; padding: 0 10px; }
.fd-panel .ant-tabs-content-holder { overflow-y: auto; padding: 8px 12px 24px; }
.fd-panel .ant-tabs-body-holder { overflow-y: auto; padding-bottom: 24px; }
.fd-panel .ant-tabs-tab { flex: 1; justify-content: center; }
.fd-panel .ant-tabs-tab + .ant-tabs-tab { margin-left: 8px; }
.fd-panel .ant-tabs-nav-list { flex: 1; }
.fd-widget-panel, .fd-form-panel { padding: 8px 12px 24px; }
.fd-field { margin-bottom: 10px; }
.fd-field-label { font-size: 12px; color: #595959; margin-bottom: 3px; }
.fd-field-error { color: #ff4d4f; font-size: 12px; margin-top: 2px; word-break: break-word; }
.fd-section { border-top: 1px solid #f0f0f0; padding-top: 8px; margin-top: 8px; }
.fd-section h5 { margin: 0 0 8px; font-size: 13px; font-weight: 600; }
.fd-switches { display: grid; grid-template-columns: 1fr 1fr; gap: 4px 8px; }
.fd-bool { margin: 0 0 6px 0 !important; font-size: 12px; }
.fd-pair { display: flex; flex-direction: column; gap: 4px; }
.fd-option-row, .fd-col-row { display: flex; gap: 4px; align-items: center; margin-bottom: 4px; }
/* a condition: the field select over the whole width, its value and delete button under it (issue 31 §5) */
.fd-cond-row { display: flex; flex-direction: column; gap: 4px; padding: 6px; margin-bottom: 6px; border: 1px solid #f0f0f0; border-radius: 6px; background: #fafafa; }
.fd-cond-line { display: flex; gap: 4px; align-items: center; }
.fd-cond-line > .fd-input { flex: 1; min-width: 0; }
.fd-option-handle { border: 0; background: none; cursor: move; padding: 2px; color: #666; touch-action: none; }
.fd-cond-model { flex: 1; min-width: 0; width: 100%; }
.fd-col-name { flex: 0 0 64px; font-size: 12px; color: #595959; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fd-color-field { display: flex; gap: 4px; align-items: center; }
.fd-color-field input[type=color] { width: 32px; height: 28px; border: 1px solid #d9d9d9; padding: 1px; background: #fff; }
.fd-tree { list-style: none; margin: 0; padding-left: 12px; }
.fd-tree-node { display: flex; align-items: center; gap: 2px; }
.fd-tree-text { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 12px; }
.fd-code-field { display: block; font: inherit; }
.fd-code-field .fd-input, .fd-seg-item code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
.fd-code textarea, textarea.fd-code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12px; }
.fd-pv-color { display: inline-block; width: 32px; height: 32px; border: 1px solid #d9d9d9; border-radius: 4px; }
.fd-pv-link { text-decoration: underline; }
.fd-pv-divider { border-bottom: 1px solid #e5e6eb; padding: 4px 0; width: 100%; }
.fd-pv-header { width: 100%; padding: 4px 0; }
.fd-pv-blank, .fd-pv-editor, .fd-pv-file, .fd-pv-table, .fd-pv-unknown { width: 100%; min-height: 32px; padding: 4px 8px; border: 1px dashed #d9d9d9; color: #666; font-size: 12px; background: #fafafa; }
.fd-pv-editor { min-height: 64px; }
.fd-pv-upload { display: flex; align-items: center; justify-content: center; border: 1px dashed #d9d9d9; background: #fafafa; color: #bfbfbf; font-size: 24px; }
.fd-cond-toggle { display: flex; align-items: center; gap: 6px; width: 100%; border: 0; background: none; padding: 2px 0; cursor: pointer; font: inherit; text-align: left; }
.fd-cond-summary { color: #666; font-size: 12px; margin-left: auto; }
.fd-cond-body { padding-top: 6px; }
.fd-select { width: 100%; height: 32px; padding: 0 8px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; font-size: 13px; color: inherit; outline: none; }
.fd-select:focus { border-color: #1677ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.fd-pv-input { box-sizing: border-box; display: flex; align-items: center; width: 100%; min-height: 32px; padding: 4px 11px; border: 1px solid #d9d9d9; border-radius: 6px; background: rgba(0,0,0,.04); color: rgba(0,0,0,.25); font-size: 14px; line-height: 1.5715; cursor: not-allowed; }
.fd-pv-input > input { flex: 1; min-width: 0; text-overflow: ellipsis; border: 0; padding: 0; margin: 0; background: transparent; font: inherit; color: inherit; outline: none; pointer-events: none; }
.fd-pv-input ::placeholder, .fd-pv-textarea::placeholder { color: rgba(0,0,0,.25); }
.fd-pv-textarea { display: block; font: inherit; resize: none; pointer-events: none; }
.fd-pv-suffix { margin-left: 4px; color: rgba(0,0,0,.25); display: inline-flex; }
.fd-input { box-sizing: border-box; width: 100%; margin: 0; padding: 4px 11px; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; font: inherit; font-size: 14px; line-height: 1.5715; color: rgba(0,0,0,.88); outline: none; transition: border-color .2s; }
textarea.fd-input { resize: vertical; display: block; }
.fd-input:hover { border-color: #4096ff; }
.fd-input:focus { border-color: #1677ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.fd-input::placeholder { color: rgba(0,0,0,.25); }
.fd-input:disabled, .fd-select:disabled { background: rgba(0,0,0,.04); color: rgba(0,0,0,.25); border-color: #d9d9d9; cursor: not-allowed; box-shadow: none; }
.fd-input-error, .fd-input-error:hover, .fd-input-error:focus { border-color: #ff4d4f; }
.fd-affix { display: flex; align-items: center; border: 1px solid #d9d9d9; border-radius: 6px; background: #fff; padding: 0 11px; }
.fd-affix:focus-within { border-color: #1677ff; box-shadow: 0 0 0 2px rgba(5,145,255,.1); }
.fd-affix:has(.fd-input-error) { border-color: #ff4d4f; }
.fd-affix > .fd-input, .fd-affix > .fd-input:focus { border: 0; box-shadow: none; padding: 4px 4px; }
.fd-affix-part { color: rgba(0,0,0,.45); }
.fd-seg { display: inline-flex; flex-wrap: wrap; margin-bottom: 6px; }
.fd-seg-item { height: 24px; padding: 0 7px; margin: 0 0 0 -1px; border: 1px solid #d9d9d9; background: #fff; font: inherit; font-size: 12px; color: rgba(0,0,0,.88); cursor: pointer; }
.fd-seg-item:first-child { margin-left: 0; border-radius: 4px 0 0 4px; }
.fd-seg-item:last-child { border-radius: 0 4px 4px 0; }
.fd-seg-item:hover { color: #4096ff; }
.fd-seg-on { position: relative; z-index: 1; color: #0958d9; border-color: #0958d9; }
.fd-seg-item:disabled { color: rgba(0,0,0,.25); background: rgba(0,0,0,.04); cursor: not-allowed; }
.fd-icon-btn { flex: none; width: 24px; height: 24px; padding: 0; border: 0; border-radius: 4px; background: none; color: #ff4d4f; cursor: pointer; }
.fd-icon-btn:hover { background: #fff2f0; }
.fd-icon-btn:disabled { color: rgba(0,0,0,.25); background: none; cursor: not-allowed; }
.fd-link-btn { padding: 0 7px; height: 24px; border: 0; background: none; font: inherit; font-size: 14px; color: #0958d9; cursor: pointer; }
.fd-link-btn:hover { color: #4096ff; }
.fd-link-btn:disabled { color: rgba(0,0,0,.25); cursor: not-allowed; }
.fd-range { display: flex; align-items: center; gap: 8px; }
.fd-range > input { flex: 1; accent-color: #1677ff; }
.fd-range > output { min-width: 2em; font-size: 12px; color: #595959; }
.fd-check-group { display: flex; flex-wrap: wrap; gap: 4px 12px; }
.fd-check-group > .fd-check { margin: 0 !important; }
.fd-check { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; color: rgba(0,0,0,.88); }
.fd-check > input { width: 16px; height: 16px; margin: 0; accent-color: #1677ff; cursor: inherit; }
.fd-check-disabled { cursor: not-allowed; color: rgba(0,0,0,.25); }
.fd-a11y { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
/* narrow designers (layout/useCompactLayout.ts): the canvas takes the width, palette and panel are
   drawers inside .fd-body, the selected row gets an "attributes" action, touch-sized targets */
.fd-act.fd-props { display: none; }
.fd-compact .fd-act.fd-props { display: flex; border-radius: 4px 0 0 0; margin-right: 1px; }
.fd-compact .fd-act.fd-clone { border-radius: 0; }
.fd-compact .fd-act { width: 32px; height: 28px; }
.fd-compact .fd-handle { width: 28px; height: 28px; }
.fd-compact .fd-toolbar { flex-wrap: wrap; row-gap: 4px; padding: 4px 6px; }
.fd-compact .fd-save { margin-left: auto; }
.fd-more { order: 1; flex: 1 0 100%; display: flex; flex-wrap: wrap; gap: 2px 0; border-top: 1px solid #f0f0f0; padding-top: 4px; }
.fd-more[hidden] { display: none; }
.fd-compact .fd-canvas-scroll { padding: 6px; }
.fd-compact .fd-root-list { padding: 6px 4px 60px; }
/* as the renderer does on a narrow form (form-renderer/styles.ts): grid columns one under the other */
.fd-compact .fd-grid > .fd-col { flex: 0 0 100% !important; max-width: 100% !important; }
.fd-drawer .ant-drawer-header { padding: 10px 12px; }
.fd-drawer .ant-drawer-body { padding: 0; display: flex; flex-direction: column; min-height: 0; }
.fd-drawer .fd-palette { width: auto; flex: 1; border-right: 0; }
.fd-drawer .fd-palette-item { padding: 8px; font-size: 13px; }
.fd-drawer .fd-panel { width: auto; flex: 1; border-left: 0; }
.fd-preview-missing { padding: 40px; text-align: center; color: #666; }
.fd-readonly .fd-item { cursor: default; }
`;
