// The one HTML sanitiser of HOS (issue 13 §4): every rich text that is stored (notices, the renderer's
// editor widget) or shown goes through it. Framework-free: the browser passes its `window`, the server a
// jsdom window (demo/server/richText.ts), so both apply the same allow-list.
import createDOMPurify, { type WindowLike } from 'dompurify';

/** What the TipTap toolbar can produce, plus what old forms' editor values hold (execCommand output:
 *  b/i/u/strike/font-less markup, divs and tables pasted from office documents). */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr',
  'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
] as const;

/** Attributes kept; no `style`, `class`, `id` or any event handler. */
export const RICH_TEXT_ATTRS = ['href', 'target', 'rel', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'start'] as const;

/** Links and images may point to http(s), mailto/tel or a relative address; anything else with a scheme
 *  (javascript:, data:, vbscript:, file:) is dropped. */
export const RICH_TEXT_URL = /^(?:(?:https?|mailto|tel):|[^:]*$)/i;

/** The longest HTML accepted (the server refuses more with a 400; the sanitiser cuts nothing itself). */
export const RICH_TEXT_MAX = 200_000;

export type RichTextSanitizer = (html: unknown) => string;

/** A sanitiser bound to a window (the page's, or a jsdom window on the server). */
export function createRichTextSanitizer(win: WindowLike): RichTextSanitizer {
  const purify = createDOMPurify(win);
  purify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element;
    // DOMPurify lets data: through on images by its own list; ours has no data: anywhere
    for (const a of ['src', 'href']) if (/^\s*data:/i.test(el.getAttribute?.(a) ?? '')) el.removeAttribute(a);
    if (el.tagName === 'A') {
      // a link opening elsewhere must not hand the opener over; only _blank is a target we keep
      if (el.getAttribute('target') !== '_blank') el.removeAttribute('target');
      else el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  const config = {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ATTRS],
    ALLOWED_URI_REGEXP: RICH_TEXT_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  };
  return (html) => (typeof html === 'string' && html ? String(purify.sanitize(html, config)) : '');
}

let pageSanitizer: RichTextSanitizer | null = null;

/** The page's sanitiser (browser only: made on first use from the global window). */
export function sanitizeRichText(html: unknown): string {
  pageSanitizer ??= createRichTextSanitizer(window);
  return pageSanitizer(html);
}
