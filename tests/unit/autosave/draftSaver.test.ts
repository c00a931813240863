// Drafts of something other than a form's values (issue 10 §1): a design in the designer, the fields of
// the technology application dialog. Written debounced and lazily (the value is made at the write),
// offered back only when it is the same kind, gone once stored.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachDraftSaver, createDraftSaver, createTimedDraftSaver, draftKey, draftUserOf, memoryBackend } from '../../../src/core/autosave/index.ts';

afterEach(() => vi.useRealTimers());

const isDesign = (v: unknown): v is { list: unknown[] } => !!v && typeof v === 'object' && Array.isArray((v as { list?: unknown }).list);

describe('timed drafts', () => {
  it('makes the value once per write, at the write, stamped with the time of the change', async () => {
    vi.useFakeTimers();
    const backend = memoryBackend();
    let clock = 1000;
    const saver = createTimedDraftSaver({ backend, key: draftKey(3, 'designer:form:5:v2'), kind: 'design', isValue: isDesign, delayMs: 500, now: () => clock });
    const make = vi.fn(() => ({ list: [{ type: 'input' }] }));
    saver.scheduleValue(make);
    clock = 1200;
    saver.scheduleValue(make);
    expect(make).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(make).toHaveBeenCalledTimes(1);
    expect(backend.map.get('hos-draft:3:designer:form:5:v2')).toEqual({ kind: 'design', value: { list: [{ type: 'input' }] }, savedAt: 1200 });
    expect(await saver.load()).toMatchObject({ kind: 'design', savedAt: 1200 });
  });
  it('caps the delay at a second', async () => {
    vi.useFakeTimers();
    const backend = memoryBackend();
    const saver = createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign, delayMs: 60_000 });
    saver.scheduleValue(() => ({ list: [] }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(backend.map.has('k')).toBe(true);
  });
  it('offers back only a draft of its own kind and shape', async () => {
    const backend = memoryBackend();
    backend.map.set('k', { kind: 'tech-application', value: { list: [] }, savedAt: 1 });
    expect(await createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign }).load()).toBeUndefined();
    backend.map.set('k', { kind: 'design', value: { list: 'no' }, savedAt: 1 });
    expect(await createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign }).load()).toBeUndefined();
    backend.map.set('k', { kind: 'design', value: { list: [] } });
    expect(await createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign }).load()).toBeUndefined();
  });
  it('clear drops a pending write and the stored draft; flush writes now', async () => {
    const backend = memoryBackend();
    const saver = createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign, delayMs: 800 });
    saver.scheduleValue(() => ({ list: [1] }));
    await saver.flush();
    expect(await saver.load()).toMatchObject({ value: { list: [1] } });
    saver.scheduleValue(() => ({ list: [2] }));
    await saver.clear();
    expect(backend.map.has('k')).toBe(false);
    await saver.flush();
    expect(backend.map.has('k')).toBe(false);
  });
});

describe('the debounced writer', () => {
  it('writes in order: the last change wins even when an earlier write is slow', async () => {
    const writes: unknown[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => { release = r; });
    const backend = {
      get: async () => writes.at(-1),
      set: async (_k: string, v: unknown) => { if (!writes.length) await slow; writes.push(v); },
      del: async () => undefined,
    };
    const saver = createDraftSaver({ backend, key: 'k', isValid: (v): v is number => typeof v === 'number' });
    saver.schedule(() => 1);
    const first = saver.flush();
    saver.schedule(() => 2);
    const second = saver.flush();
    release();
    await Promise.all([first, second]);
    expect(writes).toEqual([1, 2]);
    expect(await saver.load()).toBe(2);
  });
  it('reports a failing backend instead of throwing', async () => {
    const errors: unknown[] = [];
    const saver = createDraftSaver({ backend: { get: async () => { throw new Error('blocked'); }, set: async () => { throw new Error('quota'); }, del: async () => undefined }, key: 'k', isValid: (v): v is 1 => v === 1, onError: (e) => errors.push(String(e)) });
    saver.schedule(() => 1);
    await saver.flush();
    expect(await saver.load()).toBeUndefined();
    expect(errors).toEqual(['Error: quota', 'Error: blocked']);
  });
});

describe('draftUserOf', () => {
  it('takes the first id the session has, else anonymous', () => {
    expect(draftUserOf({ userId: 7, username: 'a' })).toBe('7');
    expect(draftUserOf({ username: 'nurse02' })).toBe('nurse02');
    expect(draftUserOf({})).toBe('anonymous');
  });
});

describe('a draft saver tied to the page', () => {
  const page = () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return { doc, win: new EventTarget() };
  };
  it('offers the stored draft once, writes a pending change when the page hides or goes, and on detach', async () => {
    vi.useFakeTimers();
    const backend = memoryBackend();
    const saver = createTimedDraftSaver({ backend, key: 'k', kind: 'design', isValue: isDesign, delayMs: 1000, now: () => 5 });
    await backend.set('k', { kind: 'design', value: { list: [1] }, savedAt: 1 });
    const p = page();
    const found = vi.fn();
    const detach = attachDraftSaver(saver, found, p);
    await vi.advanceTimersByTimeAsync(0);
    expect(found).toHaveBeenCalledWith({ kind: 'design', value: { list: [1] }, savedAt: 1 });

    saver.scheduleValue(() => ({ list: [2] }));
    p.doc.dispatchEvent(new Event('visibilitychange')); // still visible: nothing yet
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.map.get('k')).toMatchObject({ value: { list: [1] } });
    p.doc.visibilityState = 'hidden';
    p.doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.map.get('k')).toMatchObject({ value: { list: [2] } });

    saver.scheduleValue(() => ({ list: [3] }));
    p.win.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.map.get('k')).toMatchObject({ value: { list: [3] } });

    saver.scheduleValue(() => ({ list: [4] }));
    detach();
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.map.get('k')).toMatchObject({ value: { list: [4] } });
    // detached: the page's events no longer write
    saver.scheduleValue(() => ({ list: [5] }));
    p.win.dispatchEvent(new Event('pagehide'));
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.map.get('k')).toMatchObject({ value: { list: [4] } });
  });
  it('does not offer a draft that arrives after the editor went', async () => {
    let give!: (v: unknown) => void;
    const saver = { load: () => new Promise<unknown>((r) => (give = r)), flush: async () => undefined, leave: () => undefined };
    const found = vi.fn();
    const detach = attachDraftSaver(saver, found, page());
    detach();
    give({ kind: 'design' });
    await Promise.resolve();
    await Promise.resolve();
    expect(found).not.toHaveBeenCalled();
  });
});
