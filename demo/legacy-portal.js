// The old portal's own script, written the way the portal would against the published package: the
// elements come from `hos-elements` (the loader, in legacy-portal.html) and the session from its
// `session` export (dist/hos-session.js, typed in dist/types/elements/session/index.d.ts). It signs in
// through the page's one session (the token cookie), opens the password dialog, and loads the
// unsafe-event form from the server's form library into the renderer.
import { hosSession } from '/dist/hos-session.js';

function showState() {
  const s = hosSession.state();
  document.getElementById('login-state').textContent = s.signedIn ? `已登录：${s.name || s.username || ''}` : '未登录';
}

async function loadForm() {
  const el = document.getElementById('portal-form');
  if (!el) return;
  // the bundle's loader brings the renderer in when the page uses it
  await customElements.whenDefined('hos-form-renderer');
  try {
    el.schema = (await hosSession.forms.byCode('05-unsafe-event-report')).schema;
  } catch (e) {
    console.warn('form not loaded', e);
  }
}

document.getElementById('portal-login').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const data = new FormData(ev.target);
  // a first sign-in may ask for a new password: the dialog element must be there to ask
  await customElements.whenDefined('hos-password-dialog');
  try {
    await hosSession.login({ username: String(data.get('username')), password: String(data.get('password')) });
    await hosSession.loadUser();
  } catch (e) {
    // the page's message already showed the server's answer (wrong password ...)
    console.warn(e);
    showState();
    return;
  }
  showState();
  await loadForm();
});

document.getElementById('change-pwd').addEventListener('click', (ev) => {
  ev.preventDefault();
  document.getElementById('pwd').setAttribute('open', '');
});

document.getElementById('submit-form')?.addEventListener('click', async () => {
  const el = document.getElementById('portal-form');
  try {
    // submit(): validates, scrolls to the first error and warns when something is missing
    const data = await el.submit();
    document.getElementById('form-result').textContent = JSON.stringify(data, null, 2);
  } catch (e) {
    document.getElementById('form-result').textContent = e.message + '\n' + JSON.stringify(e.errors || {}, null, 2);
  }
});

// the form's detail mode (a submitted record), print and PDF export
document.getElementById('form-detail')?.addEventListener('click', () => {
  const el = document.getElementById('portal-form');
  el.readonly = !el.readonly;
});
document.getElementById('form-print')?.addEventListener('click', () => document.getElementById('portal-form').print());
document.getElementById('form-pdf')?.addEventListener('click', async () => {
  const ok = await document.getElementById('portal-form').exportPdf('不良事件上报.pdf');
  document.getElementById('form-result').textContent = ok ? 'PDF 已导出' : 'PDF 导出失败';
});

// a session ended elsewhere (another tab, an element's sign-out) shows here too
hosSession.subscribe(showState);
showState();
if (hosSession.state().signedIn) {
  hosSession.loadUser().then(loadForm, () => showState() /* expired: stay signed out */);
}
