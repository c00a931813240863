// The demo pages' configuration of the bundle (window.HOS_CONFIG), in a file of its own so the pages run
// under a Content-Security-Policy without inline scripts (script-src 'self'). A configuration set before
// this file runs (a host page, the end-to-end tests' init scripts) is kept: its keys win.
window.HOS_CONFIG = Object.assign({ apiBase: '', oldApiBase: '/xjs-api' }, window.HOS_CONFIG || {});
