// Issue 25 §2: the z-index an element's popup layer takes (src/modules/shared/hostBoundary.ts).
import { describe, expect, it } from 'vitest';
import { stackBase } from '../../../src/modules/shared/hostBoundary.ts';

describe('stackBase', () => {
  it('is 1000 on a page without overlays or configuration', () => {
    expect(stackBase(0, 0)).toBe(1000);
  });
  it('goes one above the page topmost overlay (Element UI dialogs from 2000, growing)', () => {
    expect(stackBase(0, 2003)).toBe(2004);
  });
  it('a configured base is a floor; a lower one never puts the layer under 1000 or under the host', () => {
    expect(stackBase(3000, 2003)).toBe(3000);
    expect(stackBase(500, 0)).toBe(1000);
    expect(stackBase(2500, 2700)).toBe(2701);
    expect(stackBase(Number.NaN, 0)).toBe(1000);
  });
});
