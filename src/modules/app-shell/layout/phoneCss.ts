// Phones (issue 12 §2, checked at 390 px): the pages inside the shell fit the width. The sidebar is
// already a drawer below 992 px (shellCss.ts); here the page frame tightens, card headers wrap
// instead of squeezing their title, filter rows give each field its own row, and wide controls
// (date ranges) shrink to the row. Tables scroll inside their own box (antd's scroll.x). A form row that
// has a blank label only to line its button up with the fields above (hos-no-label) loses it when labels
// go above their fields: no empty row over the button.
export const phoneCss = `
@media (max-width: 575px) {
  .hos-content { padding: 8px; }
  .hos-app .hos-page > .ant-card-head { padding: 0 12px; }
  .hos-app .hos-page > .ant-card-head .ant-card-head-wrapper { flex-wrap: wrap; row-gap: 4px; padding: 8px 0; }
  .hos-app .hos-page > .ant-card-head .ant-card-head-title { flex: 1 1 auto; min-width: 40%; white-space: normal; }
  .hos-app .hos-page > .ant-card-head .ant-card-extra { margin-inline-start: auto; max-width: 100%; }
  .hos-app .hos-page > .ant-card-head .ant-card-extra .ant-space { flex-wrap: wrap; }
  .hos-app .hos-page > .ant-card-body { padding: 12px; }
  .hos-filter.ant-form-inline .ant-form-item { flex: 1 1 100%; margin-inline-end: 0; }
  .hos-filter .ant-picker-range { width: 100%; }
  .hos-filter .ant-form-item-control { min-width: 0; }
  .hos-app .hos-no-label .ant-form-item-label { display: none; }
}
`;
