// Probe: uploads (issue 10 §2). The content is sniffed against the suffix (an .exe renamed .jpg is
// refused), the size limit and the per-user quota hold, client names are sanitised, a truncated multipart
// or a client gone mid-upload is a 400 (or just nothing) and never leaves a file behind.
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { EXE, JPEG_HEAD, multipart, OLE_HEAD, PNG_HEAD, send, until } from './probeHelpers.ts';

const QUOTA = 64 * 1024;
let s: TestServer;
let nurse: string;
let quality: string;
beforeAll(async () => {
  s = await startTestServer({ uploadLimitBytes: 32 * 1024, uploadQuotaBytes: QUOTA });
  nurse = await s.login('nurse01');
  quality = await s.login('quality01');
});
afterAll(async () => { await s.stop(); });

const files = () => readdirSync(join(s.dataDir, 'uploads'));
const upload = (path: string, name: string, content: Buffer, token = nurse, lang?: string) => {
  const mp = multipart(name, content);
  return send(s, 'POST', path, { headers: { Authorization: `Bearer ${token}`, 'Content-Type': mp.type, ...(lang ? { 'Accept-Language': lang } : {}) }, body: mp.body });
};
const pad = (head: Buffer, n = 64) => Buffer.concat([head, Buffer.alloc(n, 0x20)]);

describe('content sniffing', () => {
  it('an .exe renamed .jpg is refused with a clear message in the caller language, and nothing is stored', async () => {
    const before = files().length;
    const zh = await upload('/xjs-api/fileupload/imgUpload', '现场照片.jpg', EXE);
    expect(zh.json).toMatchObject({ resStatus: 'E0400', resMsg: '文件内容与扩展名 .jpg 不符，已拒绝上传（文件实际为：可执行程序）' });
    const en = await upload('/api/v1/file/upload', 'report.pdf', EXE, nurse, 'en');
    expect(en.json).toMatchObject({ code: 400, msg: 'The file content does not match its suffix .pdf (the file is: an executable program); upload refused' });
    const avatar = await upload('/api/v1/user/avatar', 'me.png', EXE);
    expect(avatar.json.code).toBe(400);
    expect(files().length).toBe(before);
  });

  it('each suffix takes only its own kind of content', async () => {
    const refused: [string, Buffer][] = [
      ['page.png', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['a.gif', pad(PNG_HEAD)],
      ['sheet.xls', pad(Buffer.from('PK\x03\x04', 'latin1'))],
      ['doc.docx', pad(OLE_HEAD)],
      ['x.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n')],
      ['y.jpg', Buffer.from('just some text')],
    ];
    for (const [name, content] of refused) {
      const r = await upload('/xjs-api/fileupload/imgUpload', name, content);
      expect(r.json.resStatus, name).toBe('E0400');
    }
    const accepted: [string, Buffer][] = [
      ['a.png', pad(PNG_HEAD)], ['b.JPG', pad(JPEG_HEAD)], ['c.gif', pad(Buffer.from('GIF89a'))],
      ['d.webp', pad(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))], ['e.bmp', pad(Buffer.from('BM'))],
      ['f.pdf', Buffer.from('%PDF-1.7\n%\xe2\xe3\n', 'latin1')], ['g.doc', pad(OLE_HEAD)], ['h.xlsx', pad(Buffer.from('PK\x03\x04', 'latin1'))],
    ];
    for (const [name, content] of accepted) {
      const r = await upload('/xjs-api/fileupload/imgUpload', name, content, quality);
      expect(r.json.resStatus, name).toBe('S0000');
    }
  });

  it('client names are kept as sanitised text: no path, no direction marks', async () => {
    const r = await upload('/api/v1/file/upload', '..\\..\\evil\u202Egpj.exe\u200E.png', pad(PNG_HEAD), quality);
    expect(r.json.code).toBe(200);
    expect(r.json.data.name).toBe('evilgpj.exe.png');
    expect(r.json.data.src).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });
});

describe('size, quota, broken bodies', () => {
  it('the per-user quota refuses the upload that would pass it, says how much is used, and keeps nothing of it', async () => {
    const owner = await s.login('owner01');
    const chunk = pad(PNG_HEAD, 30 * 1024);
    expect((await upload('/api/v1/file/upload', 'a.png', chunk, owner)).json.code).toBe(200);
    expect((await upload('/api/v1/file/upload', 'b.png', chunk, owner)).json.code).toBe(200);
    const before = files().length;
    const third = await upload('/api/v1/file/upload', 'c.png', chunk, owner);
    expect(third.json.code).toBe(400);
    expect(third.json.msg).toMatch(/^上传空间不足：每位用户最多 64 KB，已使用 61 KB，本文件 31 KB$/);
    expect(files().length).toBe(before);
    // another user has their own quota
    expect((await upload('/api/v1/file/upload', 'd.png', chunk, await s.login('approver01'))).json.code).toBe(200);
  });

  it('over the size limit: the size message, even when the content would not fit either', async () => {
    const r = await upload('/api/v1/file/upload', 'big.pdf', Buffer.alloc(33 * 1024, 0x20), quality);
    expect(r.json).toMatchObject({ code: 400, msg: '文件大小超过限制（最大 32 KB）' });
  });

  it('a truncated multipart (the closing boundary or half the file missing) is a 400 and leaves nothing', async () => {
    const before = files();
    const mp = multipart('cut.png', pad(PNG_HEAD, 4000));
    for (const cut of [mp.body.length - 10, Math.floor(mp.body.length / 2), 60]) {
      const r = await send(s, 'POST', '/api/v1/file/upload', { headers: { Authorization: `Bearer ${quality}`, 'Content-Type': mp.type }, body: mp.body.subarray(0, cut) });
      expect(r.status, String(cut)).toBe(200);
      expect(r.json, String(cut)).toMatchObject({ code: 400, msg: '上传数据不完整（请求被截断或连接中断），请重新上传' });
    }
    const broken = await send(s, 'POST', '/api/v1/file/upload', { headers: { Authorization: `Bearer ${quality}`, 'Content-Type': 'multipart/form-data' }, body: 'no boundary' });
    expect(broken.json.code).toBe(400);
    expect(files()).toEqual(before);
  });

  it('a client that goes away mid-upload leaves no partial file and the server keeps answering', async () => {
    const before = files();
    const mp = multipart('gone.png', pad(PNG_HEAD, 20000));
    const { hostname, port } = new URL(s.base);
    await new Promise<void>((resolve) => {
      const req = request({ hostname, port, path: '/api/v1/file/upload', method: 'POST', headers: { Authorization: `Bearer ${quality}`, 'Content-Type': mp.type, 'Content-Length': String(mp.body.length) } });
      req.on('error', () => resolve());
      req.write(mp.body.subarray(0, 5000), () => { req.destroy(); resolve(); });
    });
    await until(async () => (files().some((f) => f.endsWith('.part')) ? undefined : true), 'the partial file to be removed');
    expect(files()).toEqual(before);
    expect((await s.call('GET', '/api/v1/getinfo', { token: quality })).code).toBe(200);
  });
});
