// The admin page around <hos-form-designer>: signs in (or reuses the shared session cookie), lists
// the server's form library, loads a form (latest or a chosen version) and saves a new version on
// hos-save. Calls go through the package's session export (`hos-elements/session`: the page's one
// session, the same the designer uses), as an admin page built on the published package would.
import { hosSession } from '/dist/hos-session.js';

const $ = (id) => document.getElementById(id);
const designer = $('designer');
let current = null; // { id, code, name, version }

function status(text, error = false) {
  $('status').textContent = text;
  $('status').className = error ? 'error' : '';
}

/**
 * The designer, defined and mounted. Imported once the form is asked for (signedIn() below): its code takes the
 * page's thread for a while, and the server answers meanwhile (issue 31 §5: a usable canvas sooner).
 */
let designerReady;
const loadDesigner = () => (designerReady ??= import('/dist/hos-form-designer.js')
  .then(() => customElements.whenDefined('hos-form-designer'))
  .then(() => designer.whenReady()));

async function listForms(onFirst) {
  const page = await hosSession.forms.list({ pageIndex: 1, pageSize: 200 });
  const select = $('form-select');
  select.replaceChildren(...page.list.map((f) => {
    const o = document.createElement('option');
    o.value = String(f.id);
    o.textContent = `${f.name}（${f.code}，v${f.latestVersion}）`;
    return o;
  }));
  if (current) select.value = String(current.id);
  // the first load asks for the form beside its versions
  if (onFirst && select.value) onFirst(select.value);
  await listVersions();
}

async function listVersions() {
  const id = $('form-select').value;
  const select = $('version-select');
  const latest = document.createElement('option');
  latest.value = '';
  latest.textContent = '最新版本';
  if (!id) return select.replaceChildren(latest);
  const versions = await hosSession.forms.versions(id);
  select.replaceChildren(latest, ...versions.map((v) => {
    const o = document.createElement('option');
    o.value = String(v.version);
    o.textContent = `v${v.version} ${v.createdAt}${v.note ? ' · ' + v.note : ''}`;
    return o;
  }));
}

async function loadForm(fetched) {
  const id = $('form-select').value;
  if (!id) return;
  const n = $('version-select').value;
  const form = await (fetched ?? hosSession.forms.get(id, n || null));
  await loadDesigner();
  // the unsaved design of this form version is kept in this browser until it is saved (issue 10 §1)
  designer.setAttribute('autosave-key', `form:${id}:v${form.version}`);
  const error = designer.setJSON(form.schema);
  if (error) return status(`无法加载：${error}`, true);
  current = { id: Number(id), code: form.code, name: form.name, version: form.version };
  status(`已加载：${form.name} v${form.version}`);
  document.body.dataset.loaded = `${id}:${form.version}`;
}

async function save(schema) {
  if (!current) return status('请先加载一个表单', true);
  try {
    const res = await hosSession.forms.saveVersion(current.id, schema, $('note').value);
    current.version = res.version;
    await designer.clearDraft();
    designer.setAttribute('autosave-key', `form:${current.id}:v${res.version}`);
    $('note').value = '';
    // refresh the form and version lists first, so the page says "saved" only once they are current
    await listForms();
    status(`已保存：${current.name} 新版本 v${res.version}`);
    document.body.dataset.saved = String(res.version);
  } catch (e) {
    status(`保存失败：${e.message || e}`, true);
  }
}

/**
 * Signed in: the library is listed and the first form loaded. Its latest version is asked for together with
 * the version list (issue 31 §5: the page reaches a usable canvas sooner), not after it.
 */
async function signedIn() {
  let form;
  try {
    await listForms((id) => {
      form = hosSession.forms.get(id, null);
      form.catch(() => undefined);
      void loadDesigner();
    });
  } catch {
    return false;
  }
  void loadDesigner();
  $('library').hidden = false;
  status('已登录');
  await loadForm(form);
  return true;
}

async function start() {
  const token = hosSession.state().signedIn;
  // who is signed in (the designer keeps its local drafts per user), asked beside the library
  const user = token ? hosSession.loadUser().catch(() => undefined) : null;
  if (!token || !(await signedIn())) {
    await loadDesigner();
    $('login').hidden = false;
    status('请登录（需要 System 或质控专员角色）');
  }
  await user;
}

$('login').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const data = new FormData(ev.target);
  try {
    await hosSession.login({ username: String(data.get('username')), password: String(data.get('password')) });
  } catch (e) {
    return status(`登录失败：${e.message || e}`, true);
  }
  $('login').hidden = true;
  if (!(await signedIn())) $('login').hidden = false;
});
$('form-select').addEventListener('change', () => void listVersions());
$('load').addEventListener('click', () => void loadForm().catch((e) => status(String(e.message || e), true)));
$('lang').addEventListener('change', (e) => {
  designer.setAttribute('locale', e.target.value);
  // the Save button's text is this page's: in the designer's language too
  designer.setAttribute('save-text', e.target.value === 'en' ? 'Save as a new version' : '保存为新版本');
});
designer.addEventListener('hos-save', (e) => void save(e.detail.schema));
designer.addEventListener('hos-change', () => {
  if (current) status(`${current.name} v${current.version}（未保存的修改）`);
});

void start();
