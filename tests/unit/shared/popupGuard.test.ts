// Popups stay inside the window (src/modules/shared/popupGuard.ts): where a popup that left the window goes.
import { describe, expect, it } from 'vitest';
import { shiftInside, type Box } from '../../../src/modules/shared/popupGuard.ts';

const b = (left: number, top: number, w: number, h: number): Box => ({ left, top, right: left + w, bottom: top + h });
const VW = 1280;
const VH = 720;

describe('popup guard', () => {
  it('leaves a popup that fits alone', () => {
    expect(shiftInside(b(100, 200, 300, 256), b(100, 160, 300, 32), VW, VH)).toEqual([0, 0]);
  });

  it('brings a list opened upward over the header, its first options above the window, under its field', () => {
    // the field just below the tag bar (y 90), its list of 264 px placed above it, from y -178
    const field = b(250, 90, 360, 32);
    expect(shiftInside(b(250, -178, 360, 264), field, VW, VH)).toEqual([0, 122 + 4 + 178]);
  });

  it('goes above the field when there is no room below, and clamps when neither side has room', () => {
    const low = b(100, 650, 200, 32);
    expect(shiftInside(b(100, 686, 200, 256), low, VW, VH)).toEqual([0, 650 - 4 - 256 - 686]);
    // taller than the window: its top edge at the window's top, the first options reachable
    const [, dy] = shiftInside(b(100, 336, 200, 800), b(100, 300, 200, 32), VW, VH);
    expect(336 + dy).toBe(0);
  });

  it('moves a picker past the left edge of a phone back in, and one past the right edge too', () => {
    expect(shiftInside(b(-75, 300, 450, 350), b(140, 260, 218, 32), 390, 844)).toEqual([79, 0]);
    expect(shiftInside(b(200, 300, 280, 350), null, 390, 844)).toEqual([-94, 0]);
  });

  it('without a known field only clamps into the window', () => {
    expect(shiftInside(b(10, -40, 100, 100), null, VW, VH)).toEqual([0, 40]);
  });
});
