// Links and pictures of stored data (attachments, uploads, evidence photos) are followed only when they are
// absolute http(s) addresses or paths of this site: never javascript:, data:, vbscript: or a scheme-relative
// '//host' (which would leave the site while looking like a path).

/** The address to follow, or undefined when it is not one we follow. */
export function safeHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const u = String(url).trim();
  return /^https?:\/\//i.test(u) || (u.startsWith('/') && !u.startsWith('//') && !u.startsWith('/\\')) ? u : undefined;
}

/** The address a stored picture is drawn from: one we follow, or an inline raster or SVG picture (an <img>
 *  runs no script of an SVG). */
export function safeImageSrc(url: string | undefined | null): string | undefined {
  if (url && /^data:image\/(png|jpe?g|gif|webp|bmp|svg\+xml)[;,]/i.test(String(url).trim())) return String(url).trim();
  return safeHref(url);
}
