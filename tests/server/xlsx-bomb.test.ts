// Issue 24 §5: the user import really unpacks the workbook's entries, counting the bytes and stopping at the
// limit whatever the zip's directory claims. A 200 KB workbook whose sheet inflates to 200 MB while its
// central directory and local header claim 1 KB is refused, and the server's memory stays flat (the old
// reader trusted the directory and ExcelJS inflated everything).
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkZipUnpacked, XlsxReadError } from '../../demo/server/xlsx/reader.ts';
import { startTestServer, type TestServer } from './helpers.ts';

interface Entry { name: string; data: Buffer; size: number; crc: number; method: number }

/** Zip entries of a buffer (central directory), with their stored data. */
function entriesOf(buf: Buffer): { name: string; raw: Buffer; method: number }[] {
  let eocd = buf.length - 22;
  while (buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  let p = buf.readUInt32LE(eocd + 16);
  const out = [];
  for (let n = buf.readUInt16LE(eocd + 10); n > 0; n--) {
    const method = buf.readUInt16LE(p + 10), csize = buf.readUInt32LE(p + 20), lh = buf.readUInt32LE(p + 42);
    const nameLen = buf.readUInt16LE(p + 28);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen);
    const start = lh + 30 + buf.readUInt16LE(lh + 26) + buf.readUInt16LE(lh + 28);
    out.push({ name, raw: buf.subarray(start, start + csize), method });
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return out;
}

/** A zip of the entries; `claim` overrides the unpacked size both headers state. */
function zip(entries: Entry[], claim?: (e: Entry) => number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const size = claim ? claim(e) : e.size;
    const lh = Buffer.alloc(30);
    lh.writeUInt32LE(0x04034b50, 0); lh.writeUInt16LE(20, 4); lh.writeUInt16LE(e.method, 8);
    lh.writeUInt32LE(e.crc, 14); lh.writeUInt32LE(e.data.length, 18); lh.writeUInt32LE(size, 22); lh.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0); cd.writeUInt16LE(20, 4); cd.writeUInt16LE(20, 6); cd.writeUInt16LE(e.method, 10);
    cd.writeUInt32LE(e.crc, 16); cd.writeUInt32LE(e.data.length, 20); cd.writeUInt32LE(size, 24); cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(lh, name, e.data);
    central.push(cd, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(entries.length, 8); end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12); end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** Raw deflate of `head`, `mb` megabytes of spaces, then `tail`, made a megabyte at a time. */
async function deflated(head: string, mb: number, tail: string): Promise<{ data: Buffer; crc: number; size: number }> {
  const z = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  z.on('data', (c: Buffer) => parts.push(c));
  const ended = new Promise((r) => z.on('end', r));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  let crc = crc32(head);
  z.write(head);
  for (let i = 0; i < mb; i++) {
    crc = crc32(spaces, crc);
    if (!z.write(spaces)) await new Promise((r) => z.once('drain', r));
  }
  crc = crc32(tail, crc);
  z.end(tail);
  await ended;
  return { data: Buffer.concat(parts), crc, size: Buffer.byteLength(head) + mb * 1024 * 1024 + Buffer.byteLength(tail) };
}

/** A real one-sheet workbook whose sheet XML is padded with `mb` MB of spaces; every size claimed as 1 KB. */
async function lyingWorkbook(mb: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('用户').addRow(['用户名', '姓名']);
  const real = entriesOf(Buffer.from(await wb.xlsx.writeBuffer()));
  const entries: Entry[] = [];
  for (const e of real) {
    const text = e.method === 8 ? (await import('node:zlib')).inflateRawSync(e.raw) : e.raw;
    if (e.name === 'xl/worksheets/sheet1.xml') {
      const xml = text.toString('utf8');
      const cut = xml.indexOf('<sheetData>');
      const d = await deflated(xml.slice(0, cut), mb, xml.slice(cut));
      entries.push({ name: e.name, data: d.data, size: d.size, crc: d.crc, method: 8 });
    } else {
      entries.push({ name: e.name, data: deflateRawSync(text), size: text.length, crc: crc32(text), method: 8 });
    }
  }
  return zip(entries, () => 1024);
}

let s: TestServer;
let admin: string;
beforeAll(async () => { s = await startTestServer(); admin = await s.login('admin'); });
afterAll(async () => { await s.stop(); });

async function upload(file: Buffer, lang = 'en') {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const res = await s.raw('POST', '/api/v1/sysUser/import', { headers: { Authorization: `Bearer ${admin}`, 'Accept-Language': lang }, body: fd });
  return JSON.parse(await res.text());
}

describe('a workbook whose zip directory understates its sizes', () => {
  it('the checker counts what really comes out and stops at the limit', async () => {
    const small = await lyingWorkbook(2);
    await expect(checkZipUnpacked(small, 1024 * 1024)).rejects.toEqual(new XlsxReadError('tooLarge'));
    await expect(checkZipUnpacked(small, 4 * 1024 * 1024)).resolves.toBeUndefined();
  });

  it('200 MB claimed as 1 KB per entry: refused as too large, with the memory flat', async () => {
    const bomb = await lyingWorkbook(200);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const peakBefore = process.resourceUsage().maxRSS;
    const r = await upload(bomb);
    expect(r.code).toBe(400);
    expect(r.msg).toMatch(/too large once unpacked/);
    // the peak resident size of the process (server and test) grew by far less than the bomb
    const grewMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(grewMb).toBeLessThan(60);
  });

  it('an honest workbook still imports (checked, not refused)', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('用户').addRow(['用户名', '姓名']);
    const r = await upload(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(r.msg ?? '').not.toMatch(/too large|cannot be read/);
  });
});
