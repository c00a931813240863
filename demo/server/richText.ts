// The server's rich-text sanitiser: the shared allow-list (src/core/richText/sanitizeRichText.ts) over a
// jsdom window, made on first use (jsdom takes a moment to start; most requests never need it).
import { JSDOM } from 'jsdom';
import { createRichTextSanitizer, type RichTextSanitizer } from '../../src/core/richText/sanitizeRichText.ts';

let sanitizer: RichTextSanitizer | null = null;

export function sanitizeRichTextOnServer(html: unknown): string {
  sanitizer ??= createRichTextSanitizer(new JSDOM('').window);
  return sanitizer(html);
}
