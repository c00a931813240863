// <hos-form-designer>'s local draft (issue 10 §1) in real Chromium: edits are kept in IndexedDB under
// the host's autosave-key, offered back in a designer mounted later (a reload, a crash), restored or
// discarded; a host load is not an edit; clearDraft() (the host stored it) forgets it; while edits are
// unsaved the page's leave guard is marked.
import { expect } from 'chai';
import '/dist/hos-form-designer.js';
import { $, click, waitFor } from './helpers.ts';
import { json, mountDesigner, paletteItem, type Designer } from './form-designer-helpers.ts';

const KEY = 'form:9:v1';
const STORED = `hos-draft:anonymous:designer:${KEY}`;
const leave = () => (window as unknown as Record<symbol, { leave: { isDirty(): boolean } }>)[Symbol.for('hos.runtime.v1')].leave;

function idb<T>(fn: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode = 'readonly'): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('hos-autosave');
    open.onupgradeneeded = () => open.result.createObjectStore('drafts');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const req = fn(db.transaction('drafts', mode).objectStore('drafts'));
      req.onsuccess = () => { resolve(req.result); db.close(); };
      req.onerror = () => reject(req.error);
    };
  });
}
const stored = () => idb<{ kind: string; value: { list: unknown[] }; savedAt: number }>((s) => s.get(STORED));

async function waitStored(what: string, test: (d: Awaited<ReturnType<typeof stored>>) => boolean) {
  for (let i = 0; i < 200; i++) {
    if (test(await stored())) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let el: Designer;
beforeEach(async () => {
  await idb((s) => s.delete(STORED), 'readwrite');
});
afterEach(() => {
  document.querySelectorAll('hos-form-designer').forEach((e) => e.remove());
});

async function addInputs(n: number) {
  const before = json(el).list.length;
  for (let i = 0; i < n; i++) await click(paletteItem(el, 'input'));
  await waitFor(() => json(el).list.length === before + n, `${n} inputs`);
}

describe('<hos-form-designer> local draft', () => {
  it('keeps edits under its autosave-key and offers them back in a designer mounted later', async () => {
    el = await mountDesigner({ 'autosave-key': KEY });
    expect(leave().isDirty()).to.equal(false);
    await addInputs(2);
    const keys = json(el).list.map((w) => w.key);
    await waitStored('the draft', (d) => d?.kind === 'design' && d.value.list.length === 2);
    expect(leave().isDirty()).to.equal(true);

    // a reload: the designer is gone, a new one opens the same form version
    el.remove();
    expect(leave().isDirty()).to.equal(false);
    el = await mountDesigner({ 'autosave-key': KEY });
    const offer = await waitFor(() => $(el, '.fd-draft-offer'), 'the offer');
    expect(offer.textContent).to.match(/^Restore the unsaved design from .+\?/);
    expect(json(el).list.length).to.equal(0);
    await click($(el, '.fd-draft-offer .hos-draft-restore')!);
    await waitFor(() => !$(el, '.fd-draft-offer'), 'the offer gone');
    expect(json(el).list.map((w) => w.key)).to.deep.equal(keys);
    // restored, still not stored on the server
    expect(leave().isDirty()).to.equal(true);

    // the host stored it
    await el.clearDraft();
    expect(await stored()).to.equal(undefined);
    await waitFor(() => !leave().isDirty(), 'the leave mark gone');
  });

  it('discard forgets the draft; a host load is not an edit', async () => {
    el = await mountDesigner({ 'autosave-key': KEY });
    await addInputs(1);
    await waitStored('the draft', (d) => d?.value.list.length === 1);
    el.remove();
    el = await mountDesigner({ 'autosave-key': KEY, locale: 'zh-CN' });
    const offer = await waitFor(() => $(el, '.fd-draft-offer'), 'the offer');
    expect(offer.textContent).to.contain('恢复');
    await click($(el, '.fd-draft-offer .hos-draft-discard')!);
    await waitFor(() => !$(el, '.fd-draft-offer'), 'the offer gone');
    await waitStored('no draft', (d) => d === undefined);

    // the host loads a form: nothing to keep, nothing unsaved (removing the designer writes what is pending)
    expect(el.setJSON({ list: [], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } })).to.equal(null);
    expect(leave().isDirty()).to.equal(false);
    el.remove();
    expect(await stored()).to.equal(undefined);
  });

  it('keeps no draft without an autosave-key', async () => {
    el = await mountDesigner();
    await addInputs(1);
    el.remove();
    const all = await idb<IDBValidKey[]>((s) => s.getAllKeys());
    expect((all ?? []).filter((k) => String(k).includes('designer:'))).to.deep.equal([]);
  });
});
