// Static files from an allow-list (docs/security.md): the demo pages and the scripts and styles they load
// (named one by one), the files of the built bundle (dist/, whatever exists there), uploaded files, and the
// SPA page for history routes. Every path is normalised first (percent-decoding, backslashes, repeated
// slashes); a dot segment or a dotfile anywhere is refused, so source, seed, data and dotfiles are never
// served. Delivery (issue 11): precompressed brotli / gzip beside dist's .js/.css/.json (scripts/compress.mjs)
// chosen by Accept-Encoding, immutable caching for the hashed files, no-cache plus ETag for the rest.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { ServerConfig } from './config.ts';
import { htmlHeaders } from './http/headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.bmp': 'image/bmp', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8', '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

/** Types for uploaded files: only what the upload allow-lists accept; anything else is a download. */
const UPLOAD_TYPES: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp',
  '.bmp': 'image/bmp', '.pdf': 'application/pdf', '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel', '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint', '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
const INLINE_UPLOADS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.pdf']);

/** The demo pages, by URL. */
const PAGES: Record<string, string> = {
  '/': 'demo/index.html',
  '/index.html': 'demo/index.html',
  '/legacy-portal.html': 'demo/legacy-portal.html',
  '/designer-admin.html': 'demo/designer-admin.html',
};
/** The pages' own scripts and styles: nothing else under /demo is served. */
const DEMO_FILES = new Set(['/demo/page-config.js', '/demo/legacy-portal.js', '/demo/designer-admin.js', '/demo/hostile.css']);
/** Built files whose names carry a content hash: they never change, so browsers keep them a year. */
const HASHED_DIRS = ['/dist/chunks/', '/dist/assets/'];
/** The site's icon (issue 32 §5: /favicon.ico answered 404 on every page), linked from the pages. */
const ICONS: Record<string, string> = {
  '/favicon.ico': 'demo/favicon.ico', '/favicon.svg': 'demo/favicon.svg',
  // the installable app's icons (issue 32 §2, scripts/icons.mjs)
  '/icons/hos-192.png': 'demo/icons/hos-192.png', '/icons/hos-512.png': 'demo/icons/hos-512.png',
};
/** The web app manifest (issue 32 §2): revalidated, so a change is seen on the next visit. */
const MANIFEST = { path: '/manifest.webmanifest', file: 'demo/manifest.webmanifest' };
/** The service worker, written into dist/ by scripts/sw.mjs: served from the root so its scope is the whole
 *  app; never cached by the HTTP cache (browsers compare it byte for byte to find a new version). */
const SERVICE_WORKER = { path: '/sw.js', file: 'sw.js' };
/** Precompressed beside the file as .br / .gz by scripts/compress.mjs. */
const COMPRESSED = new Set(['.js', '.mjs', '.css', '.json']);

/** Paths that belong to the API or to static trees: never answered with the SPA page. */
export function isApiPath(pathname: string): boolean {
  return /^\/(api|xjs-api|SYS|uploads|dist|demo)(\/|$)/.test(pathname);
}

/** A history route of the SPA (`/biz/todo`, `/login`): not the API, and no file name (`/package.json`
 *  is a file that is not on the lists, answered 404 rather than with the app page). */
export function isAppRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path !== undefined && !isApiPath(path) && !/\.[^/]*$/.test(path);
}

/**
 * The canonical form of a request path, or undefined when it must not be served: percent-decoded once,
 * backslashes as slashes, repeated slashes collapsed, no `.` / `..` segments, no segment starting with a
 * dot (dotfiles, `.git`), no control characters. `/demo//server/seed/data.ts` becomes
 * `/demo/server/seed/data.ts` (and is then not on any list).
 */
export function normalizePath(raw: string): string | undefined {
  let decoded: string;
  try { decoded = decodeURIComponent(raw); } catch { return undefined; }
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what is refused
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const segments = decoded.replace(/\\/g, '/').split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.'))) return undefined;
  return '/' + segments.join('/') + (decoded.endsWith('/') && segments.length ? '/' : '');
}

/** `rel` resolved under `base`, or undefined when it escapes or is malformed. */
export function safeJoin(base: string, rel: string): string | undefined {
  if (rel.includes('\0')) return undefined;
  const root = resolve(base);
  const full = resolve(root, '.' + (rel.startsWith('/') ? rel : '/' + rel));
  return full.startsWith(root + sep) ? full : undefined;
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Not Found');
}

/** The encodings the client accepts, by the rules of Accept-Encoding (q=0 refuses). */
function accepts(req: IncomingMessage, encoding: string): boolean {
  const header = String(req.headers['accept-encoding'] ?? '');
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== encoding) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    return !q || Number(q[1]) > 0;
  }
  return false;
}

interface FileChoice { file: string; size: number; mtime: Date; encoding?: 'br' | 'gzip' }

/** The file, or its precompressed sibling when the client takes it. */
async function choose(req: IncomingMessage, file: string, compressible: boolean): Promise<FileChoice | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  const plain: FileChoice = { file, size: info.size, mtime: info.mtime };
  if (!compressible) return plain;
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
    if (!accepts(req, encoding)) continue;
    const c = await stat(file + ext).catch(() => undefined);
    // a stale sibling (older than the file) is ignored: the build writes them after the files
    if (c?.isFile() && c.mtimeMs >= info.mtimeMs) return { file: file + ext, size: c.size, mtime: info.mtime, encoding };
  }
  return plain;
}

/** A strong validator of the file's content as sent (size and time of the original, and the encoding). */
function etagOf(c: FileChoice): string {
  return `"${c.size.toString(36)}-${Math.floor(c.mtime.getTime()).toString(36)}${c.encoding ? '-' + c.encoding : ''}"`;
}

function fresh(req: IncomingMessage, etag: string): boolean {
  const inm = req.headers['if-none-match'];
  if (!inm) return false;
  return inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
}

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string | undefined, headers: (ext: string) => Record<string, string>, compressible = false): Promise<void> {
  const chosen = file ? await choose(req, file, compressible) : undefined;
  if (!file || !chosen) return notFound(res);
  const ext = extname(file).toLowerCase();
  const etag = etagOf(chosen);
  const h: Record<string, string | number> = { ETag: etag, 'Last-Modified': chosen.mtime.toUTCString(), ...headers(ext) };
  if (compressible) h.Vary = 'Accept-Encoding';
  if (chosen.encoding) h['Content-Encoding'] = chosen.encoding;
  if (fresh(req, etag)) {
    res.writeHead(304, h);
    res.end();
    return;
  }
  h['Content-Length'] = chosen.size;
  res.writeHead(200, h);
  if (req.method === 'HEAD') { res.end(); return; }
  createReadStream(chosen.file).on('error', () => res.destroy()).pipe(res);
}

export function createStatic(rootDir: string, uploadsDir: string, cfg: Pick<ServerConfig, 'frameAncestors' | 'imgSources'>) {
  const html = htmlHeaders(cfg.frameAncestors, cfg.imgSources);
  const page = () => ({ 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', ...html });
  const asset = (cache: string) => (ext: string) => ({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache });
  // the bundle is public code: host pages on other origins load its modules, which browsers fetch in CORS mode
  const bundle = (cache: string) => (ext: string) => ({ ...asset(cache)(ext), 'Access-Control-Allow-Origin': '*' });
  const upload = (ext: string) => ({
    'Content-Type': UPLOAD_TYPES[ext] ?? 'application/octet-stream',
    'Content-Disposition': INLINE_UPLOADS.has(ext) ? 'inline' : 'attachment',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  });
  const distDir = resolve(rootDir, 'dist');

  return {
    /** Serves the request if its path is on a static list; false when it is not a static path. `pathname`
     *  is the raw (still encoded) path of the URL. */
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      const path = normalizePath(pathname);
      // malformed, a dot segment, a dotfile: never served, and never answered with the SPA page either
      if (path === undefined) { notFound(res); return true; }
      const pageFile = PAGES[path];
      if (pageFile) { await sendFile(req, res, safeJoin(rootDir, pageFile), page); return true; }
      const icon = ICONS[path];
      if (icon) { await sendFile(req, res, safeJoin(rootDir, icon), asset('public, max-age=86400')); return true; }
      if (path === MANIFEST.path) { await sendFile(req, res, safeJoin(rootDir, MANIFEST.file), asset('no-cache')); return true; }
      if (path === SERVICE_WORKER.path) {
        await sendFile(req, res, safeJoin(distDir, SERVICE_WORKER.file), (ext) => ({ ...asset('no-cache')(ext), 'Service-Worker-Allowed': '/' }));
        return true;
      }
      if (DEMO_FILES.has(path)) { await sendFile(req, res, safeJoin(rootDir, path), asset('no-cache')); return true; }
      // anything else under /demo: the server's sources, the seed data
      if (path === '/demo' || path.startsWith('/demo/')) { notFound(res); return true; }
      if (path.startsWith('/dist/')) {
        const hashed = HASHED_DIRS.some((d) => path.startsWith(d));
        const ext = extname(path).toLowerCase();
        await sendFile(req, res, safeJoin(distDir, path.slice('/dist'.length)), bundle(hashed ? 'public, max-age=31536000, immutable' : 'no-cache'), COMPRESSED.has(ext));
        return true;
      }
      if (path.startsWith('/uploads/')) {
        const name = path.slice('/uploads/'.length);
        const file = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) ? safeJoin(uploadsDir, name) : undefined;
        await sendFile(req, res, file, upload);
        return true;
      }
      return false;
    },
    /** The SPA page for history routes (GET accepting HTML that matched no API route). */
    async serveIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
      await sendFile(req, res, safeJoin(rootDir, 'demo/index.html'), page);
    },
    notFound,
  };
}
