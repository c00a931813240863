// Issue 33 §2: the verify code's picture: paths only (its text is nowhere in the SVG), glyphs from an
// alphabet without look-alikes, a different drawing each time.
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, captchaSvg, captchaText, svgDataUrl } from '../../../demo/server/auth/captchaImage.ts';

describe('captcha generator', () => {
  it('draws texts of the alphabet, which has no ambiguous characters', () => {
    for (const ch of '0158IOQLSZBG') expect(CAPTCHA_ALPHABET).not.toContain(ch);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const t = captchaText();
      expect(t).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{${CAPTCHA_LENGTH}}$`));
      seen.add(t);
    }
    expect(seen.size).toBeGreaterThan(190);
  });

  it('draws every glyph as paths: no text element, the text not in the SVG', () => {
    const svg = captchaSvg(CAPTCHA_ALPHABET);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<tspan|<script|<foreignObject|href=/i);
    // one path per glyph and six noise curves
    expect(svg.match(/<path /g)).toHaveLength(CAPTCHA_ALPHABET.length + 6);
    const four = captchaSvg('AC4K');
    expect(four).not.toContain('AC4K');
    expect(four.match(/<path /g)).toHaveLength(4 + 6);
    expect(() => captchaSvg('O')).toThrow(/glyph/);
  });

  it('draws the same text differently each time; a fixed source draws it the same', () => {
    expect(captchaSvg('XY79')).not.toBe(captchaSvg('XY79'));
    const seq = () => { let i = 0; return (n: number) => (i++ * 7) % n; };
    expect(captchaSvg('XY79', seq())).toBe(captchaSvg('XY79', seq()));
  });

  it('is served as a base64 SVG data URL', () => {
    const url = svgDataUrl(captchaSvg('HJKM'));
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(url.split(',')[1], 'base64').toString()).toContain('<svg');
  });
});
