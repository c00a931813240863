import { describe, expect, it } from 'vitest';
import { accessibleTokens, contrastRatio, DEFAULT_THEME, readableOn } from '../../../src/core/theme.ts';

describe('theme contrast (issue 12 §2)', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#409EFF', '#fff')).toBeLessThan(3);
  });
  it('keeps a readable colour and darkens the default primary until AA', () => {
    expect(readableOn('#1f2329')).toBe('#1f2329');
    const p = readableOn(DEFAULT_THEME.colorPrimary, '#ffffff', 5.2);
    expect(contrastRatio(p, '#ffffff')).toBeGreaterThanOrEqual(5.2);
    expect(contrastRatio(p, '#ffffff')).toBeLessThan(6);
    expect(readableOn('not a colour')).toBe('not a colour');
  });
  it('gives AA tokens for any picked colour', () => {
    for (const c of ['#409EFF', '#13c2c2', '#fadb14', '#f5222d']) {
      const t = accessibleTokens(c);
      for (const k of ['colorPrimary', 'colorError', 'colorSuccess', 'colorWarning']) expect(contrastRatio(t[k], '#fff')).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('tag colours', () => {
  it('every preset tag text reaches AA on its light background', () => {
    const t = accessibleTokens('#409EFF');
    expect(contrastRatio(t.gold7, '#fffbe6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(t.green7, '#f6ffed')).toBeGreaterThanOrEqual(4.5);
    expect(t.blue7).toBe('#0958d9');
  });
});
