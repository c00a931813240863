// Issue 24 §6: one rule for file names (demo/server/http/fileName.ts): every Unicode control and format
// character (categories Cc and Cf) goes from uploads, attachment names and export names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanFileName } from '../../demo/server/http/fileName.ts';
import { xlsxHeaders } from '../../demo/server/xlsx/writer.ts';
import { startTestServer, withDb, type TestServer } from './helpers.ts';
import { multipart, PNG_HEAD, send } from './probeHelpers.ts';
import { wfClient } from './wf.ts';

// U+0085 NEL (Cc, C1), U+200E LRM, U+00AD soft hyphen, U+FEFF BOM, U+200B zero width space (Cf), TAB (Cc)
const HOSTILE = 'a\u0085b\u200Ec\u00ADd\uFEFF\u200Bg\tnp.exe.png';
const CLEAN = 'abcdgnp.exe.png';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

describe('file names lose every control and format character', () => {
  it('the rule itself: C0, C1 and format characters, path parts, nothing left', () => {
    expect(cleanFileName(HOSTILE)).toBe(CLEAN);
    expect(cleanFileName('..\\..\\evil\u202Egpj.exe\u2066.png')).toBe('evilgpj.exe.png');
    expect(cleanFileName('\u0085\u200E')).toBe('file');
    // letters of any script stay
    expect(cleanFileName('现场照片 ①.png')).toBe('现场照片 ①.png');
  });

  it('an upload: the answer and the stored name', async () => {
    const token = await s.login('quality01');
    const mp = multipart(HOSTILE, Buffer.concat([PNG_HEAD, Buffer.alloc(64, 0x20)]));
    const r = await send(s, 'POST', '/api/v1/file/upload', { headers: { Authorization: `Bearer ${token}`, 'Content-Type': mp.type }, body: mp.body });
    expect(r.json.code).toBe(200);
    expect(r.json.data.name).toBe(CLEAN);
    const rows = await withDb(s, (d) => d.all<{ name: string }>('SELECT original_name AS name FROM uploads'));
    expect(rows.map((x) => x.name)).toContain(CLEAN);
    expect(rows.some((x) => /[\u0085\u200E]/.test(x.name))).toBe(false);
  });

  it('attachments of an application keep their other properties, not the characters', async () => {
    const w = wfClient(s);
    const a = await w.apply('tech01', { submit: false }, { techName: '附件名称测试', attachments: [{ name: HOSTILE, url: '/uploads/x.png', size: 3 }] });
    expect(a.code).toBe(200);
    expect(a.data.data.attachments).toEqual([{ name: CLEAN, url: '/uploads/x.png', size: 3 }]);
  });

  it('an export\'s download name', () => {
    const h = xlsxHeaders('记录\u0085导出\u200E.xlsx');
    expect(h['Content-Disposition']).toBe(`attachment; filename="____.xlsx"; filename*=UTF-8''${encodeURIComponent('记录导出.xlsx')}`);
  });
});
