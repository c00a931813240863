// Issue 25 §3: an element removed from the page is freed. Each test mounts and removes 20 instances of
// one element (the renderer with the unsafe-event form, the designer, the bell, the password dialog),
// forces garbage collection (Chromium runs with --js-flags=--expose-gc, web-test-runner.config.mjs)
// and counts the instances still alive through WeakRefs. A leak keeps every one of the 20; Chromium keeps the
// last one mounted (measured: always index 19) and, on a loaded CI machine, at times one more whose work
// was still settling, so at most two may stay.
import { expect } from 'chai';
import '/dist/hos-form-renderer.js';
import '/dist/hos-form-designer.js';
import '/dist/hos-message-bell.js';
import '/dist/hos-password-dialog.js';
import { waitFor } from './helpers.ts';

const gc = (globalThis as unknown as { gc?: () => void }).gc;
const N = 20;

async function schema(): Promise<unknown> {
  return (await fetch('/tests/fixtures/legacy-forms/05-unsafe-event-report.form.json')).json();
}

/** Mounts, waits until ready, removes; returns only a WeakRef so the test itself holds nothing. */
async function cycle(tag: string, setup: (el: HTMLElement) => void): Promise<WeakRef<HTMLElement>> {
  const el = document.createElement(tag);
  setup(el);
  document.body.appendChild(el);
  await (el as unknown as { whenReady(): Promise<void> }).whenReady();
  await new Promise((r) => requestAnimationFrame(r));
  el.remove();
  return new WeakRef(el);
}

/** Collects until at most `limit` of the refs are alive (or the ceiling passes); returns the count alive. */
async function alive(refs: WeakRef<HTMLElement>[], limit = 2): Promise<number> {
  let count = refs.length;
  try {
    await waitFor(() => {
      gc!();
      count = refs.filter((r) => r.deref()).length;
      return count <= limit;
    }, `at most ${limit} of ${refs.length} removed elements to be collected`, 10000);
  } catch {
    // the count says how many stayed
  }
  return count;
}

async function retained(tag: string, setup: (el: HTMLElement) => void): Promise<number> {
  const refs: WeakRef<HTMLElement>[] = [];
  for (let i = 0; i < N; i++) refs.push(await cycle(tag, setup));
  // let unmount effects, timers of a closing dialog and pending fetches settle
  await new Promise((r) => setTimeout(r, 0));
  const n = await alive(refs);
  console.log(`[release] <${tag}>: ${n} of ${N} removed elements retained after GC`);
  return n;
}

describe('removed elements are freed (issue 25 §3)', () => {
  before(() => {
    expect(gc, 'gc() is exposed (--js-flags=--expose-gc)').to.be.a('function');
  });

  it('20 renderers with the unsafe-event form: at most two retained', async () => {
    const s = await schema();
    expect(await retained('hos-form-renderer', (el) => void ((el as unknown as { schema: unknown }).schema = structuredClone(s)))).to.be.at.most(2);
  });

  it('20 designers: at most two retained', async () => {
    expect(await retained('hos-form-designer', (el) => el.setAttribute('locale', 'en'))).to.be.at.most(2);
  });

  it('20 bells: at most two retained', async () => {
    expect(await retained('hos-message-bell', () => undefined)).to.be.at.most(2);
  });

  it('20 open password dialogs: at most two retained', async () => {
    expect(await retained('hos-password-dialog', (el) => el.setAttribute('open', ''))).to.be.at.most(2);
  });
});
