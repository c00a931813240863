import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer } from '../../../src/core/richText/sanitizeRichText.ts';
import { richTextPlain } from '../../../src/core/richText/richTextPlain.ts';
import { sanitizeRichTextOnServer } from '../../../demo/server/richText.ts';

const clean = createRichTextSanitizer(new JSDOM('').window);

describe('rich-text sanitiser (one allow-list for client and server)', () => {
  it('keeps what the editor makes', () => {
    const html = '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删</s></p><ul><li><p>一</p></li></ul><ol start="3"><li>二</li></ol>'
      + '<p><a href="https://example.org/a" target="_blank" rel="noopener noreferrer">链接</a></p><img src="/uploads/a.png" alt="图">';
    expect(clean(html)).toBe(html);
  });

  it('loads old forms\' editor values unchanged', () => {
    const form = JSON.parse(readFileSync(new URL('../../../../shared/fixtures/legacy-forms/01-upstream-widget-catalogue.form.json', import.meta.url), 'utf8'));
    const valid = JSON.parse(readFileSync(new URL('../../../../shared/fixtures/legacy-forms/01-upstream-widget-catalogue.valid.json', import.meta.url), 'utf8'));
    const values: string[] = [];
    const walk = (o: unknown): void => {
      if (Array.isArray(o)) o.forEach(walk);
      else if (o && typeof o === 'object') {
        const w = o as { type?: string; options?: { defaultValue?: string } };
        if (w.type === 'editor' && w.options?.defaultValue) values.push(w.options.defaultValue);
        Object.values(o).forEach(walk);
      }
    };
    walk(form);
    for (const [k, v] of Object.entries(valid.data as Record<string, unknown>)) if (k.startsWith('editor_') && typeof v === 'string') values.push(v);
    expect(values.length).toBeGreaterThan(1);
    for (const v of values) expect(clean(v)).toBe(v);
    // execCommand's markup of the old editor
    for (const v of ['<b>粗体</b>', '<i>斜</i><u>线</u>', '<div>一行<br></div>', '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>']) expect(clean(v)).toBe(v);
  });

  it('drops scripts and event handlers', () => {
    expect(clean('<p>a</p><script>alert(1)</script>')).toBe('<p>a</p>');
    expect(clean('<img src=x onerror="window.__xss=1">')).toBe('<img src="x">');
    expect(clean('<p onclick="x()" style="position:fixed" class="c" id="i" data-x="1">t</p>')).toBe('<p>t</p>');
    expect(clean('<svg><script>alert(1)</script></svg><iframe src="https://e.org"></iframe><object data="x"></object>')).toBe('');
    expect(clean('<style>body{display:none}</style><form action="/x"><input name="a"></form>ok')).toBe('ok');
  });

  it('drops javascript:, data: and other schemes in links and images', () => {
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img>');
    expect(clean('<a href="vbscript:x">x</a><a href="mailto:a@b.cn">m</a>')).toBe('<a>x</a><a href="mailto:a@b.cn">m</a>');
  });

  it('keeps a target only as _blank, always with noopener', () => {
    expect(clean('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(clean('<a href="/x" target="_blank">x</a>')).toBe('<a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('answers empty text for anything not a string', () => {
    expect(clean(undefined)).toBe('');
    expect(clean({ toString: () => '<script>x</script>' })).toBe('');
  });

  it('is the same on the server', () => {
    expect(sanitizeRichTextOnServer('<p onmouseover="x">a<script>1</script></p>')).toBe('<p>a</p>');
  });

  it('gives the plain text of a summary', () => {
    expect(richTextPlain('<p>a &amp; b</p><p>c</p>')).toBe('a & b c');
    expect(richTextPlain('<p>' + 'x'.repeat(200) + '</p>', 10)).toHaveLength(10);
  });
});
