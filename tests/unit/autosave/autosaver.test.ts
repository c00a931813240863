// Local drafts (issue 10 §1): debounced saves of the latest values, loaded back, cleared on submit,
// per user, and mapped onto a newer form version by field model.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAutosaver, draftKey, fieldModels, mapDraft, memoryBackend } from '../../../src/core/autosave/index.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';

const w = (type: string, model: string, extra: Record<string, unknown> = {}) => ({ type, model, key: model, name: model, options: {}, rules: [], ...extra });
const V1 = { list: [w('input', 'patient'), w('textarea', 'description'), w('radio', 'level'), w('text', 'title'),
  w('grid', 'g1', { columns: [{ span: 12, list: [w('input', 'ward')] }] }),
  w('subform', 'drugs', { columns: [{ span: 24, list: [w('input', 'drug')] }] })], config: {} } as unknown as FormSchema;
const V2 = { ...V1, list: V1.list.filter((x) => x.model !== 'ward' && x.model !== 'g1').concat([w('input', 'bed') as never]) } as FormSchema;

afterEach(() => vi.useRealTimers());

describe('autosaver', () => {
  it('saves the last values at most a second after the change, once for a burst of keystrokes', async () => {
    vi.useFakeTimers();
    const backend = memoryBackend();
    const saver = createAutosaver({ backend, key: draftKey(7, 'report:05:new'), delayMs: 800, now: () => 1000 });
    saver.schedule({ patient: '张' }, V1);
    saver.schedule({ patient: '张三' }, V1);
    expect(backend.map.size).toBe(0);
    await vi.advanceTimersByTimeAsync(800);
    expect(backend.map.get('hos-draft:7:report:05:new')).toEqual({ models: { patient: '张三' }, savedAt: 1000, fields: ['patient', 'description', 'level', 'ward', 'drugs'],
      titles: { patient: 'patient', description: 'description', level: 'level', ward: 'ward', drugs: 'drugs' } });
    expect(await saver.load()).toMatchObject({ models: { patient: '张三' } });
  });
  it('never waits longer than a second, flushes on demand and is cleared after a submit', async () => {
    const backend = memoryBackend();
    const saver = createAutosaver({ backend, key: 'k', delayMs: 5000 });
    saver.schedule({ patient: 'x' }, V1);
    await saver.flush();
    expect(await saver.load()).toMatchObject({ models: { patient: 'x' } });
    saver.schedule({ patient: 'y' }, V1);
    await saver.clear();
    expect(backend.map.has('k')).toBe(false);
    expect(await saver.load()).toBeUndefined();
  });
  it('keeps a copy: later changes to the live values do not leak into a pending save', async () => {
    const backend = memoryBackend();
    const saver = createAutosaver({ backend, key: 'k' });
    const live = { drugs: [{ drug: 'a' }] };
    saver.schedule(live, V1);
    live.drugs.push({ drug: 'b' });
    await saver.flush();
    expect((await saver.load())!.models).toEqual({ drugs: [{ drug: 'a' }] });
  });
  it('ignores what is not a draft and survives a failing backend', async () => {
    const errors: unknown[] = [];
    const broken = { get: async () => { throw new Error('blocked'); }, set: async () => { throw new Error('quota'); }, del: async () => undefined };
    const saver = createAutosaver({ backend: broken, key: 'k', onError: (e) => errors.push(e) });
    expect(await saver.load()).toBeUndefined();
    saver.schedule({ a: 1 }, V1);
    await saver.flush();
    expect(errors.map(String)).toEqual(['Error: blocked', 'Error: quota']);
    const backend = memoryBackend();
    backend.map.set('k', { models: 'nope' });
    expect(await createAutosaver({ backend, key: 'k' }).load()).toBeUndefined();
  });
  it('keys drafts by user', () => {
    expect(draftKey(7, 'f:1')).not.toBe(draftKey(8, 'f:1'));
  });
});

describe('mapping a draft onto a newer form', () => {
  it('lists the form fields: nested layouts included, display widgets and subform cells not', () => {
    expect(fieldModels(V1)).toEqual(['patient', 'description', 'level', 'ward', 'drugs']);
  });
  it('keeps the values of fields that still exist and lists the others', () => {
    const mapped = mapDraft({ patient: '张三', ward: '八病区', drugs: [{ drug: 'a' }], gone: 1 }, V2, fieldModels(V1));
    // `gone` was no field of the form the draft was saved on: never listed
    expect(mapped).toEqual({ models: { patient: '张三', drugs: [{ drug: 'a' }] }, missing: [{ model: 'ward', title: '' }] });
  });
});
