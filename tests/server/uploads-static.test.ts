import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, tempDir, type TestServer } from './helpers.ts';

let s: TestServer;
let token: string;
let root: string;
const INDEX = '<!doctype html><title>HOS test index</title>';

beforeAll(async () => {
  // a tiny project root of our own, so the tests do not depend on the real demo pages or dist
  root = tempDir('hos-root-');
  mkdirSync(join(root, 'demo', 'server'), { recursive: true });
  mkdirSync(join(root, 'dist', 'chunks'), { recursive: true });
  writeFileSync(join(root, 'demo', 'index.html'), INDEX);
  writeFileSync(join(root, 'demo', 'legacy-portal.html'), '<!doctype html><title>portal</title>');
  writeFileSync(join(root, 'demo', 'server', 'secret.ts'), 'export const x = 1;');
  writeFileSync(join(root, 'dist', 'hos-app.js'), 'console.log("app");');
  s = await startTestServer({ rootDir: root, uploadLimitBytes: 64 * 1024 });
  token = await s.login('nurse01');
});
afterAll(async () => { await s.stop(); });

function form(name: string, bytes: Uint8Array<ArrayBuffer> | string, field = 'file'): FormData {
  const fd = new FormData();
  fd.append(field, new Blob([bytes]), name);
  return fd;
}
const post = async (path: string, body: FormData, t = token) => {
  const res = await s.raw('POST', path, { body, headers: { Authorization: `Bearer ${t}` } });
  const text = await res.text();
  s.seen.push(text);
  return JSON.parse(text);
};
const uploads = () => readdirSync(join(s.dataDir, 'uploads'));

describe('uploads', () => {
  it('refuses a bad extension with the allow-list message', async () => {
    const j = await post('/api/v1/file/upload', form('evil.html', '<script>alert(1)</script>'));
    expect(j).toMatchObject({ code: 400, msg: '文件格式不支持，支持的后缀：.jpg .jpeg .png .pdf .doc .docx .xls .xlsx .ppt .pptx' });
    const img = await post('/xjs-api/fileupload/imgUpload', form('page.html', '<html>'));
    expect(img.resStatus).toBe('E0400');
    expect(img.resMsg).toBe('文件格式不支持，支持的后缀：.jpg .jpeg .png .pdf .doc .docx .xls .xlsx .ppt .pptx .gif .webp .bmp');
    // the old endpoint also takes the old forms' attachments
    const pdf = await post('/xjs-api/fileupload/imgUpload', form('护理记录.pdf', '%PDF-1.4'));
    expect(pdf.resStatus).toBe('S0000');
    expect(pdf.resData.records[0].title).toBe('护理记录.pdf');
  });

  it('refuses a file over the size limit and leaves nothing behind', async () => {
    const before = uploads().length;
    const j = await post('/api/v1/file/upload', form('big.pdf', new Uint8Array(64 * 1024 + 10)));
    expect(j.code).toBe(400);
    expect(j.msg).toMatch(/文件大小超过限制/);
    expect(uploads().length).toBe(before);
  });

  it('refuses uploads without a token', async () => {
    const res = await s.raw('POST', '/api/v1/file/upload', { body: form('a.png', 'x') });
    expect((await res.json()).code).toBe(401);
  });

  it('stores a traversal name under a generated name and serves it back byte-identical', async () => {
    // a PNG signature, then arbitrary bytes: the content must fit the suffix (sniffed)
    const bytes = new Uint8Array(5000).map((_, i) => (i < 8 ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a][i] : (i * 31 + 7) & 0xff));
    const j = await post('/xjs-api/fileupload/imgUpload', form('../../x.png', bytes));
    expect(j.resStatus).toBe('S0000');
    const rec = j.resData.records[0];
    expect(rec.title).toBe('x.png');
    expect(rec.src).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(rec.url).toBe(s.base + rec.src);
    expect(uploads()).toContain(rec.src.slice('/uploads/'.length));
    expect(readdirSync(s.dataDir)).not.toContain('x.png');
    const res = await s.raw('GET', rec.src);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('document upload answers the upstream shape and office files download as attachments', async () => {
    const j = await post('/api/v1/file/upload', form('护理记录.DOCX', 'PK\x03\x04 a zip container, as .docx is'));
    expect(j.code).toBe(200);
    expect(j.url).toBe(j.data.url);
    expect(j.data).toMatchObject({ name: '护理记录.DOCX', src: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.docx$/) });
    const res = await s.raw('GET', j.data.src);
    expect(res.headers.get('content-disposition')).toBe('attachment');
  });

  it('avatar upload updates the user avatar with a relative path', async () => {
    const j = await post('/api/v1/user/avatar', form('me.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])));
    expect(j.code).toBe(200);
    expect(j.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const info = await s.call('GET', '/api/v1/getinfo', { token });
    expect(info.data.records[0].avatar).toBe(j.data.url);
  });

  it('upload paths cannot escape the uploads directory', async () => {
    for (const p of ['/uploads/..%2Fhos.sqlite', '/uploads/%2e%2e/hos.sqlite', '/uploads/../hos.sqlite', '/uploads/.hidden']) {
      const res = await s.raw('GET', p);
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain(s.dataDir);
    }
  });
});

describe('static files and SPA fallback', () => {
  it('serves / and the demo pages from the configured root', async () => {
    const res = await s.raw('GET', '/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect((await s.raw('GET', '/legacy-portal.html')).status).toBe(200);
    expect((await s.raw('GET', '/designer-admin.html')).status).toBe(404);
    const js = await s.raw('GET', '/dist/hos-app.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('GET /biz/todo accepting HTML serves index.html; API paths do not', async () => {
    const res = await s.raw('GET', '/biz/todo', { headers: { Accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    const login = await s.raw('GET', '/login?redirect=%2Fbiz%2Ftodo', { headers: { Accept: 'text/html' } });
    expect(await login.text()).toBe(INDEX);
    const api = await s.raw('GET', '/api/v1/nope', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect((await api.json()).code).toBe(404);
    expect((await s.raw('GET', '/favicon.ico')).status).toBe(404);
  });

  it('refuses traversal and the server sources under /demo/server', async () => {
    for (const p of ['/dist/../package.json', '/dist/%2e%2e/package.json', '/demo/..%2f..%2fetc/passwd', '/demo/server/secret.ts', '/dist/%00x']) {
      const res = await s.raw('GET', p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).toBe('Not Found');
    }
  });
});
