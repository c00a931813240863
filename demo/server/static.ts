// Static files: the built bundle (/dist), the demo pages (/demo, /, /legacy-portal.html,
// /designer-admin.html), uploaded files (/uploads) and the SPA history fallback (demo/index.html).
// Every path is resolved under its base directory and refused if it leaves it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif',
  '.webp': 'image/webp', '.bmp': 'image/bmp', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.ttf': 'font/ttf', '.txt': 'text/plain; charset=utf-8', '.pdf': 'application/pdf',
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

const PAGES: Record<string, string> = {
  '/': 'demo/index.html',
  '/index.html': 'demo/index.html',
  '/legacy-portal.html': 'demo/legacy-portal.html',
  '/designer-admin.html': 'demo/designer-admin.html',
};

/** Paths that belong to the API: never answered with the SPA page. */
export function isApiPath(pathname: string): boolean {
  return /^\/(api|xjs-api|SYS|uploads|dist)(\/|$)/.test(pathname);
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

async function sendFile(req: IncomingMessage, res: ServerResponse, file: string | undefined, headers: (ext: string) => Record<string, string>): Promise<void> {
  const info = file ? await stat(file).catch(() => undefined) : undefined;
  if (!file || !info?.isFile()) return notFound(res);
  const ext = extname(file).toLowerCase();
  res.writeHead(200, { 'Content-Length': info.size, 'Last-Modified': info.mtime.toUTCString(), ...headers(ext) });
  if (req.method === 'HEAD') { res.end(); return; }
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

export function createStatic(rootDir: string, uploadsDir: string) {
  const asset = (ext: string) => ({ 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  const upload = (ext: string) => ({
    'Content-Type': UPLOAD_TYPES[ext] ?? 'application/octet-stream',
    'Content-Disposition': INLINE_UPLOADS.has(ext) ? 'inline' : 'attachment',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cache-Control': 'private, max-age=3600',
  });

  return {
    /** Serves the request if its path is a static one; false when the path is not static. */
    async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      const pageFile = PAGES[pathname];
      if (pageFile) { await sendFile(req, res, safeJoin(rootDir, pageFile), asset); return true; }
      if (pathname.startsWith('/dist/')) { await sendFile(req, res, safeJoin(resolve(rootDir, 'dist'), pathname.slice(5)), asset); return true; }
      if (pathname.startsWith('/demo/')) {
        // the server's own source and seed are not for the browser
        const file = pathname.startsWith('/demo/server/') ? undefined : safeJoin(resolve(rootDir, 'demo'), pathname.slice(5));
        await sendFile(req, res, file, asset);
        return true;
      }
      if (pathname.startsWith('/uploads/')) {
        const name = pathname.slice('/uploads/'.length);
        const file = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) ? safeJoin(uploadsDir, name) : undefined;
        await sendFile(req, res, file, upload);
        return true;
      }
      return false;
    },
    /** The SPA page for history routes (GET accepting HTML that matched no API route). */
    async serveIndex(req: IncomingMessage, res: ServerResponse): Promise<void> {
      await sendFile(req, res, safeJoin(rootDir, 'demo/index.html'), asset);
    },
    notFound,
  };
}
