// Reading an uploaded XLSX (the user import). The zip is checked before ExcelJS sees it: its directory's
// claimed sizes first (an honest bomb is refused at once), then every entry is really inflated, streamed
// through zlib on the thread pool in small chunks, counting the bytes that come out and stopping at the
// limit whatever the directory claims (a directory that understates its sizes is caught after at most the
// limit, with memory flat and the event loop free). Then ExcelJS reads the first sheet into rows of cell
// texts. Every failure is a FileProblem the route turns into a clear 400.
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';

export type FileProblem = 'notXlsx' | 'tooLarge' | 'noSheet';

export class XlsxReadError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
  }
}

/** What a workbook may unpack to: a 1,000-user sheet is well under 1 MB. */
export const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;
/** The compressed bytes handed to zlib at a time (each inflate step on the thread pool stays short). */
const INFLATE_CHUNK = 16 * 1024;

interface ZipEntry { method: number; compressedSize: number; size: number; localHeader: number }

/**
 * The entries of a zip from its central directory, or undefined when `buf` is not a well-formed zip (no
 * end record, a directory outside the file).
 */
function zipEntries(buf: Buffer): ZipEntry[] | undefined {
  // the end-of-central-directory record sits in the last 22 + 65535 bytes
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) return undefined;
  const count = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  let p = buf.readUInt32LE(eocd + 16);
  if (p + dirSize > buf.length || count === 0xffff) return undefined;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return undefined;
    entries.push({ method: buf.readUInt16LE(p + 10), compressedSize: buf.readUInt32LE(p + 20), size: buf.readUInt32LE(p + 24), localHeader: buf.readUInt32LE(p + 42) });
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

/**
 * The total unpacked size of a zip's entries as its central directory claims it, or undefined when `buf` is
 * not a well-formed zip.
 */
export function zipUnpackedSize(buf: Buffer): number | undefined {
  // zip64 (0xffffffff) means more than 4 GB: far over any limit
  return zipEntries(buf)?.reduce((t, e) => t + (e.size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : e.size), 0);
}

/** Inflates `data` (raw deflate) chunk by chunk, counting the output; throws tooLarge past `budget`. Returns the bytes it made. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const z = createInflateRaw({ chunkSize: INFLATE_CHUNK });
    let out = 0;
    let done = false;
    const finish = (e?: Error) => {
      if (done) return;
      done = true;
      if (e) { z.destroy(); reject(e); } else resolve(out);
    };
    z.on('data', (c: Buffer) => {
      out += c.length; // counted and dropped: nothing of the output is kept
      if (out > budget) finish(new XlsxReadError('tooLarge'));
    });
    z.on('error', () => finish(new XlsxReadError('notXlsx')));
    z.on('end', () => finish());
    // fed a chunk at a time, the next once zlib took the last (back-pressure): a refused entry stops at once
    let at = 0;
    const feed = () => {
      while (!done && at < data.length) {
        const chunk = data.subarray(at, at + INFLATE_CHUNK);
        at += chunk.length;
        if (!z.write(chunk)) { z.once('drain', feed); return; }
      }
      if (!done && at >= data.length) z.end();
    };
    feed();
  });
}

/**
 * Really unpacks every entry (without keeping anything) and refuses the zip once more than `limit` bytes
 * came out, whatever its directory and local headers claim. Stored entries count their stored bytes.
 */
export async function checkZipUnpacked(buf: Buffer, limit: number): Promise<void> {
  const entries = zipEntries(buf);
  if (!entries) throw new XlsxReadError('notXlsx');
  let total = 0;
  for (const e of entries) {
    const lh = e.localHeader;
    if (lh + 30 > buf.length || buf.readUInt32LE(lh) !== 0x04034b50) throw new XlsxReadError('notXlsx');
    const start = lh + 30 + buf.readUInt16LE(lh + 26) + buf.readUInt16LE(lh + 28);
    const data = buf.subarray(start, Math.min(buf.length, start + e.compressedSize));
    if (e.method === 0) total += data.length;
    else if (e.method === 8) total += await inflatedSize(data, limit - total);
    else throw new XlsxReadError('notXlsx');
    if (total > limit) throw new XlsxReadError('tooLarge');
  }
}

/** A cell's value as trimmed text (rich text, links, formulas' results, dates as YYYY-MM-DD). */
export function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return Number.isFinite(v.getTime()) ? v.toISOString().slice(0, 10) : '';
  if (typeof v === 'object') {
    if ('richText' in v && Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('').trim();
    if ('text' in v && typeof v.text === 'string') return v.text.trim();
    if ('result' in v) return cellText((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('error' in v) return '';
    return '';
  }
  return String(v).trim();
}

/** The first sheet of a workbook as rows of cell texts (row 1 is the header); empty rows keep their place. */
export async function readFirstSheet(buf: Buffer, maxRows: number): Promise<{ rows: string[][]; rowCount: number }> {
  const size = zipUnpackedSize(buf);
  if (size === undefined) throw new XlsxReadError('notXlsx');
  if (size > MAX_UNPACKED_BYTES) throw new XlsxReadError('tooLarge');
  await checkZipUnpacked(buf, MAX_UNPACKED_BYTES);
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new XlsxReadError('notXlsx');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new XlsxReadError('noSheet');
  const rows: string[][] = [];
  let last = 0;
  ws.eachRow({ includeEmpty: false }, (row, n) => {
    if (n > maxRows + 1) { last = Math.max(last, n); return; }
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => { cells[col - 1] = cellText(cell.value); });
    rows[n - 1] = Array.from(cells, (c) => c ?? '');
    last = Math.max(last, n);
  });
  return { rows: Array.from(rows, (r) => r ?? []), rowCount: last };
}
