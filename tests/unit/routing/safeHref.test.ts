import { describe, expect, it } from 'vitest';
import { safeHref, safeImageSrc } from '../../../src/core/routing/safeHref.ts';

describe('safeHref / safeImageSrc: stored addresses we follow or draw', () => {
  it('follows http(s) and paths of this site', () => {
    for (const u of ['https://img.example/a.png', 'HTTP://x.example/', '/uploads/a.png', ' /a '])
      expect(safeHref(u)).toBe(u.trim());
  });
  it('never follows another scheme or a path that leaves the site', () => {
    for (const u of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>', 'vbscript:x', 'file:///etc/passwd', '//evil.example/a', '/\\evil.example', 'uploads/a.png', '', undefined, null])
      expect(safeHref(u as string)).toBeUndefined();
  });
  it('draws inline pictures, never inline documents', () => {
    expect(safeImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageSrc('data:image/svg+xml,<svg/>')).toBe('data:image/svg+xml,<svg/>');
    expect(safeImageSrc('data:text/html;base64,AAAA')).toBeUndefined();
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('/uploads/a.png')).toBe('/uploads/a.png');
  });
});
