// Reading an uploaded XLSX (the user import): the zip's directory is checked before anything is unpacked
// (a small file that unpacks into gigabytes is refused), then ExcelJS reads the first sheet into rows of
// cell texts. Every failure is a FileProblem the route turns into a clear 400.
import ExcelJS from 'exceljs';

export type FileProblem = 'notXlsx' | 'tooLarge' | 'noSheet';

export class XlsxReadError extends Error {
  constructor(readonly problem: FileProblem) {
    super(problem);
  }
}

/** What a workbook may unpack to: a 1,000-user sheet is well under 1 MB. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * The total unpacked size of a zip's entries from its central directory, or undefined when `buf` is not a
 * well-formed zip (no end record, a directory outside the file).
 */
export function zipUnpackedSize(buf: Buffer): number | undefined {
  // the end-of-central-directory record sits in the last 22 + 65535 bytes
  const from = Math.max(0, buf.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) { eocd = i; break; }
  }
  if (eocd < 0) return undefined;
  const entries = buf.readUInt16LE(eocd + 10);
  const dirSize = buf.readUInt32LE(eocd + 12);
  let p = buf.readUInt32LE(eocd + 16);
  if (p + dirSize > buf.length || entries === 0xffff) return undefined;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) return undefined;
    const size = buf.readUInt32LE(p + 24);
    // zip64 (0xffffffff) means more than 4 GB: far over any limit
    total += size === 0xffffffff ? Number.MAX_SAFE_INTEGER / 2 : size;
    p += 46 + buf.readUInt16LE(p + 28) + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return total;
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
