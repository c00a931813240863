// Helpers for the long-form session test (tests/e2e/session-long.spec.ts, issue 10 "Done when"): a
// reference server of the test's own (its own data directory and token lifetime), a generated form of
// many mixed fields with the value a nurse types into each, and typing those values in the browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInOn } from './workflowHelpers.ts';

export interface PrivateServer {
  base: string;
  stop(): Promise<void>;
}

/**
 * Starts `demo/server/main.ts` on a free port with a fresh data directory. The e2e server of the run is
 * shared by every spec; this one may get a short token lifetime and a 300-field version of the
 * unsafe-event form without changing what the other specs see.
 */
export async function startPrivateServer(name: string, env: Record<string, string> = {}): Promise<PrivateServer> {
  const dataDir = `.tmp/e2e-${name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOS_HOST: '127.0.0.1', HOS_DATA_DIR: dataDir, HOS_QUIET: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1].replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`private server exited (${code}): ${out}`)));
  });
  return {
    base,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    }),
  };
}

/** A JSON call to `base` (the shared API's envelope), with a bearer token when given. */
export async function call(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ code: number; data: any; msg?: string }> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return res.json() as Promise<{ code: number; data: any }>;
}

export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/login', undefined, { username, password });
  expect(res.code, res.msg).toBe(200);
  return res.data.token as string;
}

export type FieldKind = 'input' | 'textarea' | 'number' | 'select' | 'date' | 'datetime' | 'radio' | 'checkbox';

export interface LongField {
  model: string;
  kind: FieldKind;
  /** the value typed (or picked), as the server must store it */
  value: string | number | string[];
  /** choices: the label clicked for each picked value */
  labels?: string[];
}

/** The mix of kinds, repeated: text-heavy like a real report, every kind of control in every ten. */
const CYCLE: FieldKind[] = ['input', 'textarea', 'input', 'number', 'select', 'input', 'date', 'radio', 'checkbox', 'datetime'];
const pad = (n: number) => String(n).padStart(2, '0');

/** What the nurse types into field i: Chinese, Latin, quotes, markup-like text, emoji, line breaks. */
function valueOf(kind: FieldKind, i: number): Pick<LongField, 'value' | 'labels'> {
  switch (kind) {
    case 'input': return { value: `第${i}项：患者自述“头晕” O'Brien <b>&amp; 🩺 #${i}` };
    case 'textarea': return { value: `第${i}段观察记录：\n  血压 128/76 mmHg，心率 ${60 + (i % 40)} 次/分；\n患者诉“夜间难以入睡”\t<br/> ✓ 已告知医生。` };
    case 'number': return { value: i % 3 === 0 ? -i : i + 0.25 };
    case 'select': return { value: `选项${i}-${'ABCD'[i % 4]}`, labels: [`选项${i}-${'ABCD'[i % 4]}`] };
    case 'date': return { value: `2024-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}` };
    case 'datetime': return { value: `2024-${pad(1 + (i % 12))}-${pad(1 + (i % 28))} ${pad(i % 24)}:${pad(i % 60)}:${pad((i * 7) % 60)}` };
    case 'radio': return { value: 'ABC'[i % 3], labels: [`${'甲乙丙'[i % 3]}${i}`] };
    case 'checkbox': {
      const picked = [i % 4, (i + 2) % 4].sort();
      return { value: picked.map((k) => `项目${k}`), labels: picked.map((k) => `项目${k}`) };
    }
  }
}

function widgetOf(f: LongField, i: number): Record<string, unknown> {
  const common = { required: false, disabled: false, width: '', labelWidth: 120, labelWidthDisabled: false, labelWidthStatus: false, tip: '', displayVerify: { type: 'hide', list: [] }, disableVerify: { type: 'hide', list: [] } };
  const base = { key: `long_${i}`, model: f.model, name: `字段${i + 1}`, rules: [] };
  switch (f.kind) {
    case 'input': return { ...base, type: 'input', options: { ...common, width: '100%', defaultValue: '', dataType: 'string', pattern: '', placeholder: '', maxlength: -1, showWordLimit: false, unit: '', showPassword: false } };
    case 'textarea': return { ...base, type: 'textarea', options: { ...common, width: '100%', defaultValue: '', pattern: '', placeholder: '', maxlength: -1, showWordLimit: false, textLength: 2000 } };
    case 'number': return { ...base, type: 'number', options: { ...common, defaultValue: '', min: '', max: '', step: 1, controlsPosition: '' } };
    case 'select': return { ...base, type: 'select', options: { ...common, defaultValue: '', multiple: false, clearable: true, placeholder: '', showLabel: false, options: 'ABCD'.split('').map((c) => ({ value: `选项${i}-${c}`, label: `选项${i}-${c}` })), remote: false, filterable: false, remoteOptions: [], props: { value: 'value', label: 'label' } } };
    case 'date':
    case 'datetime': return { ...base, type: 'date', options: { ...common, defaultValue: '', readonly: false, editable: true, clearable: true, placeholder: '', type: f.kind, format: f.kind === 'date' ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm:ss', timestamp: false } };
    case 'radio': return { ...base, type: 'radio', options: { ...common, inline: true, defaultValue: '', showLabel: true, options: 'ABC'.split('').map((c, k) => ({ value: c, label: `${'甲乙丙'[k]}${i}` })), remote: false, remoteOptions: [], props: { value: 'value', label: 'label' } } };
    case 'checkbox': return { ...base, type: 'checkbox', options: { ...common, inline: true, defaultValue: [], showLabel: false, options: [0, 1, 2, 3].map((k) => ({ value: `项目${k}`, label: `项目${k}` })), remote: false, remoteOptions: [], props: { value: 'value', label: 'label' } } };
  }
}

/**
 * A form of `n` fields (first the patient's name, so the record is found by keyword) and the values to
 * type. Dividers every 50 fields break it into sections as a long paper form would.
 */
export function longForm(n: number, patient: string): { schema: { list: unknown[]; config: Record<string, unknown> }; fields: LongField[] } {
  const fields: LongField[] = [];
  const list: unknown[] = [];
  for (let i = 0; i < n; i++) {
    const kind: FieldKind = i === 0 ? 'input' : CYCLE[i % CYCLE.length];
    const f: LongField = { model: i === 0 ? 'sjsx_patient_name' : `long_${kind}_${i}`, kind, ...valueOf(kind, i) };
    if (i === 0) f.value = patient;
    if (i % 50 === 0) list.push({ type: 'divider', key: `div_${i}`, model: `divider_${i}`, name: '分割线', rules: [], options: { defaultValue: `第${i / 50 + 1}部分`, content_position: 'left', font_size: '14px', font_color: '#303133', font_weight: 'normal', font_family: '', direction: 'horizontal' } });
    list.push(widgetOf(f, i));
    fields.push(f);
  }
  return { schema: { list, config: { labelWidth: 120, labelPosition: 'right', size: 'small', customClass: '' } }, fields };
}

/** Publishes `schema` as the newest version of the unsafe-event form and binds the categories on that form
 *  to it (a category is bound to a version, issue 31 §2): what the report page fills. */
export async function publishUnsafeEventForm(base: string, adminToken: string, schema: unknown): Promise<number> {
  const form = await call(base, 'GET', '/api/v1/forms/by-code/05-unsafe-event-report', adminToken);
  expect(form.code, form.msg).toBe(200);
  const saved = await call(base, 'POST', `/api/v1/forms/${form.data.id}/versions`, adminToken, { schema, note: 'long form (e2e)' });
  expect(saved.code, saved.msg).toBe(200);
  const types = (await call(base, 'GET', '/api/v1/event-types/all', adminToken)).data as { code: string; formId: number }[];
  for (const t of types.filter((x) => x.formId === form.data.id)) {
    const bound = await call(base, 'PUT', `/api/v1/event-types/${t.code}`, adminToken, { formVersion: saved.data.version });
    expect(bound.code, bound.msg).toBe(200);
  }
  return saved.data.version as number;
}

export const app = (page: Page, css: string) => page.locator(`hos-app ${css}`);

/** Signs in on `base` in a context of its own and opens `path`. */
export async function signInAt(browser: Browser, base: string, username: string, password: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await signInOn(page, username, password, path);
  return page;
}

/** a step that cannot be done fails within this, naming the field, instead of at the test's end */
const STEP = { timeout: 15_000 };

/** Types (or picks) one field's value in the renderer, as a person would. */
export async function typeField(renderer: Locator, f: LongField): Promise<void> {
  await test.step(`${f.kind} ${f.model}`, () => typeInto(renderer, f), { box: true });
}

async function typeInto(renderer: Locator, f: LongField): Promise<void> {
  const cell = renderer.locator(`[data-path="${f.model}"]`);
  switch (f.kind) {
    case 'input':
    case 'number':
      await cell.locator('input').fill(String(f.value), STEP);
      return;
    case 'textarea':
      await cell.locator('textarea').fill(String(f.value), STEP);
      return;
    case 'select':
      await cell.locator('.ant-select').click(STEP);
      await renderer.locator(`.ant-select-item-option[title="${f.labels![0]}"]`).click(STEP);
      await expect(renderer.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
      return;
    case 'date':
    case 'datetime': {
      const input = cell.locator('input');
      await input.click(STEP);
      await input.fill(String(f.value), STEP);
      await input.press('Enter', STEP);
      await expect(renderer.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toHaveCount(0);
      return;
    }
    case 'radio':
      await cell.locator('.ant-radio-wrapper').filter({ hasText: f.labels![0] }).click(STEP);
      return;
    case 'checkbox':
      for (const label of f.labels!) await cell.locator('.ant-checkbox-wrapper').filter({ hasText: label }).click(STEP);
      return;
  }
}

/** The fields whose stored value differs from what was typed: [model, typed, stored]. */
export function differences(fields: LongField[], stored: Record<string, unknown>): [string, unknown, unknown][] {
  return fields
    .filter((f) => JSON.stringify(stored[f.model]) !== JSON.stringify(f.value))
    .map((f) => [f.model, f.value, stored[f.model]]);
}
