// Helpers for the <hos-form-renderer> browser suites: fixtures, mounting with properties, a fetch
// stub that records calls, single-widget schemas, and shadow-DOM lookups by field path.
import { $, mount, sendMouse, waitFor } from './helpers.ts';

export type Renderer = HTMLElementTagNameMap['hos-form-renderer'];
export type Json = any;

export const FIXTURES = ['01-upstream-widget-catalogue', '05-unsafe-event-report'] as const;

const cache = new Map<string, Promise<Json>>();
export function fixture(file: string): Promise<Json> {
  if (!cache.has(file)) cache.set(file, fetch(`/tests/fixtures/legacy-forms/${file}`).then((r) => r.json()));
  return cache.get(file)!.then((j) => structuredClone(j));
}

/** Host functions resolving with mocks/remote-funcs.json. */
export async function mockRemote(): Promise<Record<string, (resolve: (d: unknown) => void) => void>> {
  const mocks = await fixture('mocks/remote-funcs.json');
  const out: Record<string, (resolve: (d: unknown) => void) => void> = {};
  for (const [k, v] of Object.entries(mocks.funcs)) out[k] = (resolve) => setTimeout(() => resolve(structuredClone(v)), 5);
  return out;
}

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces window.fetch; `handler` answers (JSON) or returns undefined to fall through. */
export function stubFetch(handler: (call: Call) => unknown): { calls: Call[]; restore(): void } {
  const real = window.fetch;
  const calls: Call[] = [];
  window.fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((v, k) => (headers[k] = v));
    let body: unknown = init.body;
    try {
      body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    } catch {
      // not JSON
    }
    const call = { url, method: (init.method ?? 'GET').toUpperCase(), headers, body };
    const answer = handler(call);
    if (answer === undefined) return real(input, init);
    calls.push(call);
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, restore: () => void (window.fetch = real) };
}

export interface RenderOptions {
  value?: Json;
  remote?: Json;
  prefill?: Json;
  attrs?: Record<string, string>;
  parent?: HTMLElement;
}

export async function render(schema: Json, o: RenderOptions = {}): Promise<Renderer> {
  const el = mount('hos-form-renderer', { locale: 'zh-CN', ...(o.attrs ?? {}) }, o.parent) as Renderer;
  if (o.remote) el.remote = o.remote;
  if (o.value) el.value = o.value;
  if (o.prefill !== undefined) el.prefill = o.prefill;
  el.schema = schema;
  await el.whenReady();
  return el;
}

let seq = 0;
/** A one-widget form. */
export function single(type: string, options: Json = {}, extra: Json = {}): { schema: Json; model: string } {
  const key = `1700000000000_${++seq}`;
  const model = `${type}_${key}`;
  const name = extra.name ?? `字段${seq}`;
  const widget = { type, name, key, model, options: { remoteFunc: `func_${key}`, ...options }, rules: [], ...extra };
  return { schema: { list: [widget], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } }, model };
}

export const item = (el: Element, path: string) => $(el, `[data-path="${path}"]`);
export const errorOf = (el: Element, path: string) => item(el, path)?.querySelector('.hos-fi-error')?.textContent ?? null;

export const runtime = () => (window as unknown as Record<symbol, Json>)[Symbol.for('hos.runtime.v1')];

/** Visible antd popup option by text (popups render inside the shadow root). */
export function popupOption(el: Element, text: string, selector = '.ant-select-item-option'): Promise<HTMLElement> {
  return waitFor(
    () =>
      Array.from(el.shadowRoot!.querySelectorAll<HTMLElement>(selector)).find(
        (o) => o.textContent?.trim() === text && o.getBoundingClientRect().height > 0,
      ),
    `option ${text}`,
  );
}

/** Runs `fn` with a 3000px block above the page's content: what it mounts starts below the fold. */
export async function belowTheFold<T>(fn: () => Promise<T>): Promise<T> {
  const spacer = document.createElement('div');
  spacer.style.height = '3000px';
  document.body.prepend(spacer);
  window.scrollTo(0, 0); // a test before may have left the page scrolled down
  try {
    return await fn();
  } finally {
    spacer.remove();
  }
}

/** Brings `box` into view and clicks just after the text of its first paragraph. */
export async function clickAfterText(box: HTMLElement): Promise<void> {
  box.scrollIntoView({ block: 'center' });
  const text = document.createRange();
  text.selectNodeContents(box.querySelector('p')!);
  const r = text.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.right + 2), Math.round(r.top + r.height / 2)] });
}

export function cleanup(): void {
  document.querySelectorAll('hos-form-renderer, style[data-hostile]').forEach((e) => e.remove());
  localStorage.removeItem('patientInfo');
}

/** A fake XMLHttpRequest for uploads: records each request and answers after reporting progress. */
export function stubXhr(answer: (form: FormData, url: string) => { status: number; body: unknown }): { requests: { url: string; headers: Record<string, string>; file: File }[]; restore(): void } {
  const Real = window.XMLHttpRequest;
  const requests: { url: string; headers: Record<string, string>; file: File }[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    status = 0;
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_m: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(fd: FormData) {
      requests.push({ url: this.url, headers: this.headers, file: fd.get('file') as File });
      setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }), 10);
      setTimeout(() => {
        const a = answer(fd, this.url);
        this.status = a.status;
        this.responseText = JSON.stringify(a.body);
        this.onload?.();
      }, 60);
    }
  }
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  return { requests, restore: () => void ((window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = Real) };
}

/** Selects files on an <input type=file> as the browser's file chooser would. */
export function chooseFiles(input: HTMLInputElement, files: File[]): void {
  const dt = new DataTransfer();
  files.forEach((f) => dt.items.add(f));
  input.files = dt.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const pngFile = (name = 'a.png') => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });
