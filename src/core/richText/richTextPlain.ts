// The plain text of rich text (bell lines, summaries): no DOM and no sanitiser, so light bundles (the bell)
// can use it. The result is text, never markup: it is drawn as text.

/** The text of rich text for a summary (no markup): tags become spaces, entities of the editor decoded. */
export function richTextPlain(html: string, max = 120): string {
  const text = html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
