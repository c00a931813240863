// The old portal's own script: signs in through the shared session (the token cookie), opens the
// password dialog, and loads the unsafe-event form from the server's form library into the renderer.
const rt = () => window[Symbol.for('hos.runtime.v1')];

async function whenDefined(tag) {
  await customElements.whenDefined(tag);
}

function showState() {
  const s = rt()?.session.getState();
  document.getElementById('login-state').textContent = s && s.token ? `已登录：${s.name || s.username || ''}` : '未登录';
}

async function loadForm() {
  const el = document.getElementById('portal-form');
  if (!el) return;
  // the bundle's loader brings the renderer in when the page uses it
  await customElements.whenDefined('hos-form-renderer');
  try {
    const form = await rt().http.shared.get('/api/v1/forms/by-code/05-unsafe-event-report');
    el.schema = form.schema;
  } catch (e) {
    console.warn('form not loaded', e);
  }
}

document.getElementById('portal-login').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const data = new FormData(ev.target);
  await whenDefined('hos-password-dialog');
  try {
    await rt().session.login({ username: String(data.get('username')), password: String(data.get('password')) });
    await rt().session.getInfo();
  } catch (e) {
    // the http layer already showed the server's message (wrong password ...)
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

whenDefined('hos-password-dialog').then(async () => {
  showState();
  if (rt()?.session.getState().token) {
    try {
      await rt().session.getInfo();
    } catch {
      showState(); // expired: stay logged out
      return;
    }
    showState();
    await loadForm();
  }
});
