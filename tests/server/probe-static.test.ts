// Probe: HTML page headers (CSP, frame-ancestors, nosniff, referrer), static files from an allow-list with
// every path normalised (the double slash of issue 10 included), and the delivery of the bundle (issue 11:
// precompressed brotli / gzip by Accept-Encoding, immutable hashed files, no-cache + ETag / 304).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from './helpers.ts';
import { send } from './probeHelpers.ts';
import { configFromEnv } from '../../demo/server/config.ts';

const SECRET = 'SeedPassword@2024';
const APP_JS = 'console.log("hos-app entry");\n'.repeat(200);
let root: string;
let s: TestServer;
let framed: TestServer;

const write = (rel: string, text: string) => {
  const file = join(root, rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};

beforeAll(async () => {
  // a project root of our own: the pages, their scripts, a bundle, and things that must never be served
  root = tempDir('hos-probe-root-');
  for (const page of ['index', 'legacy-portal', 'designer-admin']) write(`demo/${page}.html`, `<!doctype html><title>${page}</title>`);
  for (const f of ['page-config.js', 'legacy-portal.js', 'designer-admin.js', 'hostile.css']) write(`demo/${f}`, `/* ${f} */`);
  write('demo/favicon.ico', 'ico');
  write('demo/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('demo/manifest.webmanifest', '{"name":"HOS"}');
  write('demo/icons/hos-192.png', 'png192');
  write('demo/icons/hos-512.png', 'png512');
  write('dist/sw.js', 'self.addEventListener("fetch", () => {});');
  write('demo/server/seed/data.ts', `export const password = '${SECRET}';`);
  write('demo/.env', `SECRET=${SECRET}`);
  write('demo/notes.txt', SECRET);
  write('package.json', `{"secret": "${SECRET}"}`);
  write('.env', `SECRET=${SECRET}`);
  write('dist/hos-app.js', APP_JS);
  write('dist/chunks/Dashboard-AbC123.js', 'export const d = 1;\n'.repeat(100));
  write('dist/assets/font-XyZ789.css', 'body{}\n'.repeat(100));
  write('dist/.secret', SECRET);
  execFileSync(process.execPath, ['scripts/compress.mjs', join(root, 'dist')]);
  s = await startTestServer({ rootDir: root });
  framed = await startTestServer({ rootDir: root, frameAncestors: "'self' https://portal.hospital.example", imgSources: ['https://img.old-portal.example'] });
});
afterAll(async () => { await s.stop(); await framed.stop(); });

describe('HTML pages', () => {
  it('every page (and the SPA fallback) carries CSP, nosniff and a referrer policy', async () => {
    for (const path of ['/', '/index.html', '/legacy-portal.html', '/designer-admin.html', '/biz/todo']) {
      const r = await send(s, 'GET', path, { headers: { Accept: 'text/html' } });
      expect(r.status, path).toBe(200);
      expect(r.headers['content-security-policy'], path).toBe(
        "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; form-action 'self'");
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('frame-ancestors comes from the configuration (the old portal may frame the pages)', async () => {
    const r = await send(framed, 'GET', '/legacy-portal.html');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self' https://portal.hospital.example;");
    expect(r.headers['x-frame-options']).toBeUndefined();
  });

  it('pictures may come from the hosts HOS_IMG_SOURCES lists (the old system\'s picture host), and from no other', async () => {
    const r = await send(framed, 'GET', '/legacy-portal.html');
    expect(r.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://img.old-portal.example;");
    expect(configFromEnv({ HOS_IMG_SOURCES: 'https://a.example, http://b.example:8080' }).imgSources).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(() => configFromEnv({ HOS_IMG_SOURCES: "https://a.example; script-src 'unsafe-inline'" })).toThrow(/not an origin/);
  });

  it('the real demo pages have no inline script or handler, so they run under script-src self', () => {
    for (const page of ['index', 'legacy-portal', 'designer-admin']) {
      const html = readFileSync(`demo/${page}.html`, 'utf8');
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, page).toMatch(/\ssrc="\/(demo|dist)\//);
      expect(html, page).not.toMatch(/<script\b[^>]*>\s*[^<\s]/);
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html, page).not.toMatch(/javascript:/i);
    }
  });

  it('demo/page-config.js keeps a configuration set before it (the tests\' init scripts) and fills the rest', () => {
    const code = readFileSync('demo/page-config.js', 'utf8');
    const before = { window: { HOS_CONFIG: { idleTimeoutMs: 1500, apiBase: 'http://api.example' } } } as { window: { HOS_CONFIG?: Record<string, unknown> } };
    runInNewContext(code, before);
    expect(before.window.HOS_CONFIG).toEqual({ apiBase: 'http://api.example', oldApiBase: '/xjs-api', idleTimeoutMs: 1500 });
    const empty = { window: {} } as { window: { HOS_CONFIG?: Record<string, unknown> } };
    runInNewContext(code, empty);
    expect(empty.window.HOS_CONFIG).toEqual({ apiBase: '', oldApiBase: '/xjs-api' });
  });
});

describe('static allow-list', () => {
  const REFUSED = [
    '/demo//server/seed/data.ts', '/demo/server/seed/data.ts', '//demo//server//seed//data.ts', '/demo/./server/seed/data.ts',
    '/demo/%2e%2e/package.json', '/demo/%2E%2E/package.json', '/demo/..%2f..%2fpackage.json', '/demo/..%2F.env',
    '/dist/..%5c..%5cpackage.json', '/dist\\..\\package.json', '/demo\\server\\seed\\data.ts', '/dist/%252e%252e/package.json',
    '/dist/chunks/../../package.json', '/dist/../package.json', '/.env', '/demo/.env', '/dist/.secret', '/%2e%2e/package.json',
    '/demo/notes.txt', '/demo/server/', '/demo/', '/demo', '/package.json', '/dist/missing.js', '/demo/page-config.js%00.txt',
    '/uploads/..%2fhos.sqlite', '/uploads/%2e%2e/hos.sqlite', '/dist/hos-app.js/..', '/demo/%c0%ae%c0%ae/package.json',
  ];

  it('source, seed, data, dotfiles and traversal in any spelling are 404 with nothing of them in the answer', async () => {
    for (const path of REFUSED) {
      for (const accept of ['*/*', 'text/html']) {
        const r = await send(s, 'GET', path, { headers: { Accept: accept } });
        expect(r.status, `${path} (${accept})`).toBe(404);
        expect(r.text, path).not.toContain(SECRET);
        expect(r.text, path).not.toContain(root);
      }
    }
  });

  it('the pages\' own files and the files of dist are served; HEAD too', async () => {
    for (const path of ['/demo/page-config.js', '/demo/legacy-portal.js', '/demo/designer-admin.js', '/demo/hostile.css', '/dist/hos-app.js', '/dist/chunks/Dashboard-AbC123.js']) {
      const r = await send(s, 'GET', path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(r.status, path).toBe(200);
    }
    const head = await send(s, 'HEAD', '/dist/hos-app.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(APP_JS)));
    expect(head.raw.length).toBe(0);
  });
});

describe('the site icon (issue 32 §5)', () => {
  it('/favicon.ico and /favicon.svg are served with their types; nothing else at the root', async () => {
    const ico = await send(s, 'GET', '/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toBe('image/x-icon');
    const svg = await send(s, 'GET', '/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect((await send(s, 'GET', '/favicon.png')).status).toBe(404);
  });
  it('every demo page links it, from this server (no CDN); the real files are an icon and an SVG', () => {
    for (const page of ['index', 'legacy-portal', 'designer-admin']) {
      const html = readFileSync(`demo/${page}.html`, 'utf8');
      expect(html, page).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
      expect(html, page).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    }
    expect([...readFileSync('demo/favicon.ico').subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(readFileSync('demo/favicon.svg', 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});

describe('the installable app (issue 32 §2)', () => {
  it('/sw.js from the build, at the root, never kept by the HTTP cache; the manifest and its icons with their types', async () => {
    const sw = await send(s, 'GET', '/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.text).toContain('addEventListener');
    const manifest = await send(s, 'GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    for (const size of [192, 512]) {
      const icon = await send(s, 'GET', `/icons/hos-${size}.png`);
      expect(icon.status).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
    }
    expect((await send(s, 'GET', '/icons/other.png')).status).toBe(404);
    expect((await send(s, 'GET', '/dist/../sw.js')).status).toBe(404);
  });
  it('the real manifest names the app in both languages and lists PNG icons of the sizes it says; the page links it', () => {
    const m = JSON.parse(readFileSync('demo/manifest.webmanifest', 'utf8')) as { name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; type: string }> };
    expect(m.name).toMatch(/[\u4e00-\u9fff]/);
    expect(m.name).toMatch(/[A-Za-z]{4}/);
    expect(m.display).toBe('standalone');
    for (const icon of m.icons.filter((i) => i.type === 'image/png')) {
      const png = readFileSync('demo' + icon.src);
      expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes.split(' ')[0]);
    }
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(readFileSync('demo/index.html', 'utf8')).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });
  it('the worker template never answers the API or uploads, and keeps only the shell and the bundle', () => {
    const sw = readFileSync('demo/sw.js', 'utf8');
    expect(sw).toContain("const NEVER = /^\\/(api|xjs-api|SYS|uploads)(\\/|$)/;");
    expect(sw).not.toMatch(/cache\.put/);
  });
});

describe('bundle delivery', () => {
  it('brotli, gzip or the file itself by Accept-Encoding, always with Vary', async () => {
    const br = await send(s, 'GET', '/dist/hos-app.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.raw).toString()).toBe(APP_JS);
    expect(Number(br.headers['content-length'])).toBeLessThan(Buffer.byteLength(APP_JS));
    const gz = await send(s, 'GET', '/dist/hos-app.js', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString()).toBe(APP_JS);
    const plain = await send(s, 'GET', '/dist/hos-app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(APP_JS);
    for (const r of [br, gz, plain]) expect(r.headers.vary).toBe('Accept-Encoding');
    // the compressed copies are not addressable on their own names' behalf of other types
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(readFileSync(join(root, 'dist/.npmignore'), 'utf8')).toContain('*.br');
  });

  it('hashed files are immutable for a year; entry files and pages are no-cache with an ETag answered 304', async () => {
    for (const path of ['/dist/chunks/Dashboard-AbC123.js', '/dist/assets/font-XyZ789.css']) {
      expect((await send(s, 'GET', path)).headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const [path, enc] of [['/dist/hos-app.js', 'br'], ['/dist/hos-app.js', 'identity'], ['/legacy-portal.html', 'br']]) {
      const first = await send(s, 'GET', path, { headers: { 'Accept-Encoding': enc } });
      expect(first.headers['cache-control'], path).toBe('no-cache');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[^"]+"$/);
      const again = await send(s, 'GET', path, { headers: { 'Accept-Encoding': enc, 'If-None-Match': etag } });
      expect(again.status, path).toBe(304);
      expect(again.raw.length).toBe(0);
    }
    // the brotli and the plain file are different representations: different validators
    const a = await send(s, 'GET', '/dist/hos-app.js', { headers: { 'Accept-Encoding': 'br' } });
    const b = await send(s, 'GET', '/dist/hos-app.js', { headers: { 'Accept-Encoding': 'identity' } });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });

  it('the bundle may be loaded by host pages on other origins (public code, CORS *); API answers are not', async () => {
    const r = await send(s, 'GET', '/dist/hos-app.js', { headers: { Origin: 'http://host.example' } });
    expect(r.headers['access-control-allow-origin']).toBe('*');
    const api = await send(s, 'GET', '/api/v1/settings?classify=1', { headers: { Origin: 'http://host.example' } });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });
});
