// A host page written in TypeScript against the packed package's typings (scripts/check-typings.mjs).
import { ensureElement, type FormSchema, type HosFormRendererElement } from 'hos-elements';

const schema: FormSchema = { list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } } as unknown as FormSchema;

export async function hostPage(): Promise<void> {
  await ensureElement('hos-form-renderer');
  // the tag map types createElement and querySelector
  const form = document.createElement('hos-form-renderer');
  const typed: HosFormRendererElement = form;
  typed.schema = schema;
  form.readonly = true;
  form.value = { sjsx_patient_name: '张三' };
  form.remote = { func_dept_list: (resolve: (v: unknown) => void) => resolve([]) };
  form.addEventListener('hos-change', (e) => {
    const field: string = e.detail.field;
    console.log(field, e.detail.value);
  });
  form.addEventListener('hos-submit', (e) => console.log(e.detail.models));
  const data: Record<string, unknown> = await form.getData();
  const errors = await form.validate();
  console.log(data, Object.keys(errors), form.getFieldState('x').visible);

  const bell = document.querySelector('hos-message-bell');
  bell?.addEventListener('hos-open', (e) => console.log(e.detail.message.id));
  const unread: number = bell?.getUnread() ?? 0;

  const designer = document.createElement('hos-form-designer');
  designer.setAttribute('saveable', '');
  designer.addEventListener('hos-save', (e) => console.log(e.detail.schema.list.length));
  const json = designer.getJSON();

  const dialog = document.querySelector('hos-password-dialog');
  dialog?.show();
  dialog?.addEventListener('hos-close', (e) => console.log(e.detail.forced));

  const app = document.createElement('hos-app');
  app.router = 'hash';
  console.log(unread, json);

  // @ts-expect-error: readonly is a boolean
  form.readonly = 'yes';
  // @ts-expect-error: no such method
  form.getDta();
  // @ts-expect-error: the change detail has no such field
  form.addEventListener('hos-change', (e) => e.detail.nope);
}

// The session export: the page's one session, typed (the old portal signs in and loads forms through it).
import { hosSession, type FormVersion, type HosSessionState } from 'hos-elements/session';

export async function portalPage(): Promise<void> {
  await hosSession.login({ username: 'nurse01', password: 'x' });
  const user = await hosSession.loadUser();
  const state: HosSessionState = hosSession.state();
  const off = hosSession.subscribe((s) => console.log(s.signedIn, s.deptName));
  const form: FormVersion = await hosSession.forms.byCode('05-unsafe-event-report');
  const renderer = document.createElement('hos-form-renderer');
  renderer.schema = form.schema as HosFormRendererElement['schema'];
  const { version } = await hosSession.forms.saveVersion(form.id, form.schema, 'note');
  // @ts-expect-error: the session export types its calls (no such method)
  hosSession.formsByCode('x');
  console.log(user.roles, state.name, version);
  off();
  await hosSession.logout();
}
