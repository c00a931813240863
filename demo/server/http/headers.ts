// Headers of the HTML pages (docs/security.md). Everything from this server by default (default-src), scripts
// only from this server (the pages' config lives in demo/page-config.js, not inline), no plugins, no <base>
// elsewhere, forms post here only, and who may frame the pages comes from the configuration
// (HOS_FRAME_ANCESTORS: the old portal's origin). Styles allow inline: antd writes its styles at run time.
// Images and fonts also from data: and blob: URLs (icons, the renderer's picture previews, the print's
// rendered pages), and from the origins HOS_IMG_SOURCES lists (the old system's picture host); a picture
// from elsewhere is refused, and the widget that shows it says so and links to it (BrokenImages.tsx).

/** The Content-Security-Policy of the pages. */
export function contentSecurityPolicy(frameAncestors: string, imgSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${frameAncestors}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imgSources].join(' '),
    "font-src 'self' data:",
    "form-action 'self'",
  ].join('; ');
}

/** CSP, and X-Frame-Options for browsers without frame-ancestors when it can say the same thing. */
export function htmlHeaders(frameAncestors: string, imgSources: readonly string[] = []): Record<string, string> {
  const h: Record<string, string> = { 'Content-Security-Policy': contentSecurityPolicy(frameAncestors, imgSources) };
  if (frameAncestors === "'self'") h['X-Frame-Options'] = 'SAMEORIGIN';
  else if (frameAncestors === "'none'") h['X-Frame-Options'] = 'DENY';
  return h;
}
