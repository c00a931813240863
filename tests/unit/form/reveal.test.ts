import { describe, expect, it } from 'vitest';
import { createReveal } from '../../../src/core/form/reveal.ts';

describe('reveal: a long form draws its heavy widgets in steps', () => {
  it('draws the first ones at once and the rest in document order, a step at a time', () => {
    const r = createReveal(10, 3);
    expect([...Array(10).keys()].map((i) => r.shown(i))).toEqual([true, true, true, false, false, false, false, false, false, false]);
    expect(r.waiting()).toBe(7);
    expect(r.showNext(4)).toBe(true);
    expect(r.shown(6)).toBe(true);
    expect(r.shown(7)).toBe(false);
    expect(r.showNext(4)).toBe(false);
    expect(r.waiting()).toBe(0);
  });

  it('draws one out of turn (it came into view) without drawing it twice or skipping another', () => {
    const r = createReveal(6, 1);
    const seen: number[] = [];
    r.subscribe(() => seen.push(r.waiting()));
    r.show(4);
    r.show(4);
    expect(r.shown(4)).toBe(true);
    expect(r.shown(2)).toBe(false);
    expect(seen).toEqual([4]);
    // the next step counts only the ones still waiting: 1, 2, 3 (4 is drawn already)
    r.showNext(3);
    expect([1, 2, 3, 4].every((i) => r.shown(i))).toBe(true);
    expect(r.shown(5)).toBe(false);
    expect(r.waiting()).toBe(1);
    r.show(5);
    expect(r.waiting()).toBe(0);
    expect(r.showNext(1)).toBe(false);
  });

  it('draws every one at once (before printing) and tells its subscribers once', () => {
    const r = createReveal(50, 0);
    let calls = 0;
    const off = r.subscribe(() => calls++);
    r.show(10);
    r.showAll();
    r.showAll();
    expect(calls).toBe(2);
    expect(r.waiting()).toBe(0);
    off();
    r.show(3);
    expect(calls).toBe(2);
  });

  it('ignores indexes outside the form', () => {
    const r = createReveal(3, 0);
    r.show(-1);
    r.show(3);
    expect(r.waiting()).toBe(3);
  });
});
