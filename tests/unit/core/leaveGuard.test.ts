// Leaving a page with unsaved changes asks first (issue 10 §1).
import { describe, expect, it } from 'vitest';
import { createLeaveGuard } from '../../../src/core/leaveGuard.ts';
import { askLeave } from '../../../src/core/askLeave.ts';
import type { HosRuntime } from '../../../src/core/runtime.ts';

function fakeWindow() {
  const listeners = new Set<(e: { preventDefault(): void; returnValue?: unknown }) => void>();
  return {
    listeners,
    addEventListener: (_t: 'beforeunload', fn: (e: { preventDefault(): void; returnValue?: unknown }) => void) => void listeners.add(fn),
    removeEventListener: (_t: 'beforeunload', fn: (e: { preventDefault(): void; returnValue?: unknown }) => void) => void listeners.delete(fn),
  };
}

describe('leave guard', () => {
  it('holds the browser\'s question only while something is unsaved', () => {
    const win = fakeWindow();
    const guard = createLeaveGuard(win);
    const a = {};
    const b = {};
    guard.set(a, true);
    guard.set(b, true);
    expect(win.listeners.size).toBe(1);
    const e = { prevented: false, preventDefault() { this.prevented = true; }, returnValue: undefined as unknown };
    [...win.listeners][0](e);
    expect(e.prevented).toBe(true);
    guard.set(a, false);
    expect(guard.isDirty()).toBe(true);
    guard.set(b, false);
    expect(guard.isDirty()).toBe(false);
    expect(win.listeners.size).toBe(0);
  });
  it('asks before leaving unsaved changes; no, stays; yes, forgets them', async () => {
    const guard = createLeaveGuard(fakeWindow());
    let asked = 0;
    expect(await guard.confirmLeave(async () => { asked++; return false; })).toBe(true);
    expect(asked).toBe(0);
    guard.set({}, true);
    expect(await guard.confirmLeave(async () => { asked++; return false; })).toBe(false);
    expect(guard.isDirty()).toBe(true);
    expect(await guard.confirmLeave(async () => { asked++; return true; })).toBe(true);
    expect(asked).toBe(2);
    expect(guard.isDirty()).toBe(false);
  });
  it('askLeave puts the shell question in the page language through the UI port', async () => {
    const guard = createLeaveGuard(fakeWindow());
    const asked: unknown[] = [];
    let answer = false;
    const rt = {
      leave: guard,
      i18n: { t: (k: string) => `[${k}]` },
      ui: { confirm: async (o: unknown) => { asked.push(o); return answer; } },
    } as unknown as Pick<HosRuntime, 'leave' | 'ui' | 'i18n'>;
    expect(await askLeave(rt)).toBe(true);
    expect(asked).toEqual([]);
    guard.set({}, true);
    expect(await askLeave(rt)).toBe(false);
    expect(asked).toEqual([{ title: '[shell:leaveTitle]', content: '[shell:leaveContent]', okText: '[shell:leaveOk]', cancelText: '[shell:leaveStay]', type: 'warning' }]);
    answer = true;
    expect(await askLeave(rt)).toBe(true);
    expect(guard.isDirty()).toBe(false);
  });
});
