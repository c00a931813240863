// The shell's own layout rules (inside the shadow root; antd styles itself). Sizes from spec
// section 9: sidebar 210 px, mobile below 992 px.
export const shellCss = `
.hos-app { min-height: 100vh; background: #f0f2f5; color: rgba(0,0,0,.88); }
.hos-app a { text-decoration: none; }
.hos-sidebar { position: fixed; top: 0; bottom: 0; left: 0; width: 210px; z-index: 1001; background: #304156; overflow: hidden auto; transition: width .28s; }
.hos-sidebar.light { background: #fff; border-right: 1px solid #f0f0f0; }
.hos-sidebar .ant-menu { border-inline-end: none !important; }
.hos-sidebar .ant-menu-dark, .hos-sidebar .ant-menu-dark .ant-menu-sub { background: #304156; }
.hos-sidebar.no-anim { transition: none; }
/* long labels wrap instead of being cut (issue 12 §3): menu items of the open sidebar and of the
   collapsed sidebar's popups, card titles, the headers of columns that cut their cells */
.hos-sidebar .ant-menu-inline .ant-menu-item, .hos-sidebar .ant-menu-inline .ant-menu-submenu-title,
.ant-menu-submenu-popup .ant-menu-item, .ant-menu-submenu-popup .ant-menu-submenu-title { height: auto !important; min-height: 40px; line-height: 20px !important; padding-block: 10px; white-space: normal; }
.hos-sidebar .ant-menu-inline .ant-menu-title-content, .ant-menu-submenu-popup .ant-menu-title-content { white-space: normal; overflow: visible; text-overflow: clip; overflow-wrap: anywhere; }
.ant-menu-submenu-popup .ant-menu-vertical { max-width: 260px; }
.hos-content .ant-card-head-title { white-space: normal; overflow-wrap: break-word; }
.hos-content .ant-table-thead > tr > th.ant-table-cell-ellipsis { white-space: normal; text-overflow: clip; overflow-wrap: anywhere; }
.hos-app.collapsed .hos-sidebar { width: 64px; }
.hos-app.mobile.collapsed .hos-sidebar { width: 210px; transform: translateX(-210px); }
.hos-app.mobile .hos-sidebar { transition: transform .28s; }
.hos-logo { display: flex; align-items: center; gap: 8px; height: 50px; padding: 0 16px; color: #fff; font-weight: 600; font-size: 14px; white-space: nowrap; overflow: hidden; }
.hos-sidebar.light .hos-logo { color: #304156; }
.hos-logo, .hos-logo:hover { text-decoration: none; }
.hos-logo .title { overflow: hidden; text-overflow: ellipsis; }
/* the breadcrumb gives way in the one-line header (issue 22 §4): each item ends in an ellipsis (the full
   text on hover through its title, and in full while its link has the focus), never cut mid-word */
.hos-navbar .grow .ant-breadcrumb ol { flex-wrap: nowrap; white-space: nowrap; overflow: hidden; }
.hos-navbar .grow .ant-breadcrumb li { min-width: 0; flex: 0 1 auto; }
.hos-navbar .grow .ant-breadcrumb li.ant-breadcrumb-separator { flex: none; }
.hos-navbar .grow .ant-breadcrumb li:not(.ant-breadcrumb-separator) { overflow: hidden; text-overflow: ellipsis; }
.hos-navbar .grow .ant-breadcrumb li:first-child { flex: none; }
.hos-navbar .grow .ant-breadcrumb li:last-child { flex-shrink: .5; }
/* the open menu search takes the greeting's room (the avatar stays) */
.hos-navbar:has(.hos-header-search .ant-select) .hos-greeting .who { display: none; }
.hos-navbar .grow .ant-breadcrumb li:focus-within { flex: none; }
.hos-navbar .grow .ant-breadcrumb .ant-breadcrumb-link { display: inline; }
.hos-navbar .grow .ant-breadcrumb a:focus-visible { outline-offset: -2px; }
.hos-logo img { width: 28px; height: 28px; }
.hos-logo-mark { display: inline-flex; width: 28px; height: 28px; flex: none; border-radius: 6px; align-items: center; justify-content: center; color: #fff; font-size: 15px; }
.hos-drawer-bg { position: fixed; inset: 0; background: rgba(0,0,0,.3); z-index: 1000; }
.hos-main { margin-left: 210px; min-height: 100vh; transition: margin-left .28s; display: flex; flex-direction: column; }
.hos-app.collapsed .hos-main { margin-left: 64px; }
.hos-app.mobile .hos-main { margin-left: 0; }
.hos-header { background: #fff; z-index: 9; }
.hos-header.fixed { position: sticky; top: 0; }
.hos-navbar { height: 50px; display: flex; flex-wrap: nowrap; align-items: center; gap: 8px; padding: 0 12px 0 4px; box-shadow: 0 1px 4px rgba(0,21,41,.08); white-space: nowrap; }
.hos-navbar > * { flex: none; }
.hos-navbar > .grow { flex: 1 1 0; min-width: 48px; overflow: hidden; }
.hos-nav-buttons { display: inline-flex; align-items: center; }
.hos-nav-buttons .ant-btn { padding-inline: 4px; }
.hos-header-search .ant-select { width: 220px; margin-left: 8px; }
.hos-navbar .hos-nav-item { display: inline-flex; align-items: center; height: 50px; padding: 0 6px; cursor: pointer; color: #5a5e66; }
.hos-hamburger { display: inline-flex; align-items: center; justify-content: center; width: 40px; height: 50px; cursor: pointer; font-size: 18px; }
.hos-greeting { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; padding: 0 4px; }
.hos-greeting .who { max-width: 140px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* the tags bar scrolls sideways inside the header, never past the window (issue 22 §4) */
.hos-tags { height: 34px; display: flex; align-items: center; gap: 5px; padding: 0 10px; border-bottom: 1px solid #d8dce5; box-shadow: 0 1px 3px rgba(0,0,0,.08); overflow-x: auto; overflow-y: hidden; white-space: nowrap; max-width: 100%; scrollbar-width: thin; }
.hos-tag { flex: none; display: inline-flex; align-items: center; gap: 4px; height: 26px; padding: 0 8px; border: 1px solid #d8dce5; background: #fff; color: #495060; font-size: 12px; cursor: pointer; border-radius: 2px; }
.hos-tag.active { color: #fff; }
.hos-tag.active::before { content: ''; width: 8px; height: 8px; border-radius: 50%; background: #fff; margin-right: 2px; }
.hos-tag .x { border-radius: 50%; width: 16px; height: 16px; display: inline-flex; align-items: center; justify-content: center; font-size: 10px; }
.hos-tag .x:hover { background: #b4bccc; color: #fff; }
.hos-ctx { position: fixed; z-index: 3000; background: #fff; border-radius: 4px; padding: 5px 0; box-shadow: 2px 2px 8px rgba(0,0,0,.25); list-style: none; margin: 0; font-size: 12px; }
.hos-ctx li { padding: 7px 16px; cursor: pointer; }
.hos-ctx li:hover { background: #eee; }
.hos-content { flex: 1; padding: 16px; min-width: 0; }
.hos-page-card { background: #fff; border-radius: 6px; padding: 20px; }
/* a page's title (PageCard's h1) and the titles of its sections (h2): the card title's look, one way everywhere */
.hos-page-title { margin: 0; font-size: 16px; font-weight: 600; line-height: 1.5; display: inline; overflow-wrap: break-word; }
.hos-section-title { margin: 0; font-size: 14px; font-weight: 600; line-height: 22px; }
.hos-navbar .hos-settings-btn { font-size: 16px; }
.hos-settings-row { display: flex; justify-content: space-between; align-items: center; padding: 12px 0; }
.hos-search-results { max-height: 360px; overflow: auto; }
/* archive review: a light sidebar with the user's box (spec section 2) */
.hos-sidebar.light .ant-menu-light, .hos-sidebar.light .ant-menu-light .ant-menu-sub { background: #fff; }
.hos-archive-user { margin: 12px 16px; padding: 16px 12px; border-radius: 8px; background: #f5f7fa; text-align: center; }
.hos-archive-user .name { margin-top: 8px; font-weight: 600; }
.hos-archive-user .dept { color: #595959; font-size: 12px; }
.hos-archive-user .previous { display: block; margin-top: 8px; font-size: 12px; white-space: normal; }
.hos-archive-user a.previous { color: var(--ant-color-primary, #2d6fb2); text-decoration: none; }
.hos-archive-user a.previous:hover { text-decoration: underline; }
.hos-chart-card > .ant-card-head .ant-card-head-wrapper { flex-wrap: wrap; row-gap: 4px; }
.hos-chart-card > .ant-card-head .ant-card-head-title { flex: 1 1 14em; white-space: normal; }
.hos-login { min-height: 100vh; display: flex; align-items: center; justify-content: center; background: linear-gradient(135deg, #2d3a4b 0%, #1f2d3d 100%); padding: 16px; }
.hos-login-box { width: 420px; max-width: 100%; background: #fff; border-radius: 8px; padding: 32px 32px 16px; box-shadow: 0 8px 24px rgba(0,0,0,.2); }
.hos-login-head { display: flex; align-items: center; justify-content: space-between; margin-bottom: 24px; }
.hos-login-head h1 { margin: 0; font-size: 20px; display: flex; align-items: center; gap: 8px; }
.hos-login-head img { height: 32px; }
.hos-error-page { min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #fff; }
.hos-center { display: flex; align-items: center; justify-content: center; min-height: 50vh; }
.hos-app [role=button]:focus-visible, .hos-tag:focus-visible, .hos-ctx li:focus-visible, .hos-logo:focus-visible, .hos-settings-btn:focus-visible { outline: 2px solid var(--ant-color-primary, #2d6fb2); outline-offset: 2px; }
.hos-sidebar .hos-logo:focus-visible { outline-color: #fff; outline-offset: -2px; }
.hos-tag.active:focus-visible { outline-color: #1f2329; }
.hos-ctx li:focus { background: #eee; outline: none; }
.hos-navbar .show-mobile { display: none; }
@media (max-width: 991px) { .hos-navbar .hide-mobile { display: none !important; } .hos-navbar .show-mobile { display: inline-flex; } }
/* a phone: the breadcrumb shows the page alone; the open search takes the breadcrumb's room */
@media (max-width: 575px) {
  .hos-navbar { gap: 2px; padding-right: 8px; }
  .hos-navbar .grow .ant-breadcrumb li:not(:last-child) { display: none; }
  /* alone in its row the page's item must give all the room it lacks: shrink factors under 1 give only part */
  .hos-navbar .grow .ant-breadcrumb li:last-child { flex-shrink: 1; }
  .hos-header-search .ant-select { width: min(220px, 46vw); margin-left: 4px; }
  .hos-navbar:has(.hos-header-search .ant-select) > .grow { display: none; }
  /* the open search takes the language button's room too (it is back when the search closes) */
  .hos-navbar:has(.hos-header-search .ant-select) .hos-lang-toggle { display: none !important; }
}
`;
