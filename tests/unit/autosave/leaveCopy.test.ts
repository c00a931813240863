// Issue 24 §8: a reload right after the last keystroke lost the last characters, because the IndexedDB
// write started when the page went did not finish before it was gone. On leaving, what the backend does
// not have yet is also copied synchronously (localStorage); load merges it back (newest wins) and drops
// the copy once the backend has it.
import { describe, expect, it } from 'vitest';
import { createAutosaver, createDraftSaver, type DraftBackend, type SyncStore } from '../../../src/core/autosave/index.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';

function syncStore(): SyncStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

/** A backend whose writes never finish while `frozen` (the page is gone before IndexedDB commits). */
function dyingBackend(stored = new Map<string, unknown>()) {
  let frozen = false;
  const backend: DraftBackend = {
    get: async (k) => stored.get(k),
    set: (k, v) => (frozen ? new Promise<void>(() => undefined) : Promise.resolve(void stored.set(k, structuredClone(v)))),
    del: async (k) => void stored.delete(k),
  };
  return { stored, backend, freeze: () => (frozen = true) };
}

const schema = { list: [{ type: 'input', model: 'title', key: 't', options: {} }], config: {} } as unknown as FormSchema;

describe('the copy made on leaving', () => {
  it('keeps the last keystrokes when the backend write does not finish, and merges them back on load', async () => {
    const sync = syncStore();
    const page1 = dyingBackend();
    let clock = 100;
    const before = createAutosaver({ backend: page1.backend, key: 'k', sync, now: () => clock });
    before.schedule({ title: '跌倒' }, schema);
    await before.flush();
    expect(page1.stored.get('k')).toMatchObject({ models: { title: '跌倒' } });
    expect(sync.map.size).toBe(0);

    clock = 200;
    before.schedule({ title: '跌倒坠床abc' }, schema);
    page1.freeze(); // reload now: IndexedDB gets nothing more
    before.leave();
    expect(page1.stored.get('k')).toMatchObject({ models: { title: '跌倒' } });
    expect(JSON.parse(sync.map.get('k:sync')!)).toMatchObject({ models: { title: '跌倒坠床abc' }, savedAt: 200 });

    // the next page: same stored drafts, a working backend
    const page2 = dyingBackend(page1.stored);
    const after = createAutosaver({ backend: page2.backend, key: 'k', sync });
    expect(await after.load()).toMatchObject({ models: { title: '跌倒坠床abc' } });
    // IndexedDB has it now; the copy is gone
    expect(page2.stored.get('k')).toMatchObject({ models: { title: '跌倒坠床abc' } });
    expect(sync.map.size).toBe(0);
  });

  it('is dropped once the backend has the value, and not made when nothing is unsaved', async () => {
    const sync = syncStore();
    const { backend, stored } = dyingBackend();
    const saver = createDraftSaver({ backend, key: 'k', sync, isValid: (v): v is { savedAt: number } => !!v });
    saver.leave();
    expect(sync.map.size).toBe(0);
    saver.schedule(() => ({ savedAt: 1 }));
    saver.leave(); // a hidden tab: the write goes on and finishes
    expect(sync.map.has('k:sync')).toBe(true);
    await saver.flush();
    expect(stored.get('k')).toEqual({ savedAt: 1 });
    expect(sync.map.size).toBe(0);
  });

  it('newest wins: a stored draft newer than a left-behind copy stays, and the copy goes', async () => {
    const sync = syncStore();
    const { backend, stored } = dyingBackend();
    stored.set('k', { savedAt: 300, v: 'newer' });
    sync.map.set('k:sync', JSON.stringify({ savedAt: 200, v: 'older' }));
    const saver = createDraftSaver({ backend, key: 'k', sync, isValid: (v): v is { savedAt: number } => !!v });
    expect(await saver.load()).toEqual({ savedAt: 300, v: 'newer' });
    expect(sync.map.size).toBe(0);
  });

  it('clear drops the copy too (the form was submitted)', async () => {
    const sync = syncStore();
    const { backend, freeze } = dyingBackend();
    const saver = createDraftSaver({ backend, key: 'k', sync, isValid: (v): v is number => typeof v === 'number' });
    saver.schedule(() => 1);
    freeze();
    saver.leave();
    expect(sync.map.size).toBe(1);
    void saver.clear();
    expect(sync.map.size).toBe(0);
  });

  it('a full or blocked storage is reported, not thrown; an unreadable copy is ignored', async () => {
    const errors: unknown[] = [];
    const full: SyncStore = { getItem: () => '{not json', setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => undefined };
    const { backend, freeze } = dyingBackend();
    const saver = createDraftSaver({ backend, key: 'k', sync: full, onError: (e) => errors.push(String(e)), isValid: (v): v is number => typeof v === 'number' });
    saver.schedule(() => 1);
    freeze();
    expect(() => saver.leave()).not.toThrow();
    expect(errors).toEqual(['Error: QuotaExceededError']);
    expect(await createDraftSaver({ backend: dyingBackend().backend, key: 'k', sync: full, isValid: (v): v is number => typeof v === 'number' }).load()).toBeUndefined();
  });
});
