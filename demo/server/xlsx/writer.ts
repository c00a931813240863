// Real XLSX files, written as a stream (ExcelJS WorkbookWriter): rows go out to the HTTP response as they
// are produced, so a 100,000-row export holds a few batches in memory, never the whole sheet
// (scripts/bench-xlsx.mjs measures it). Every export of the server and the user template use it, through
// reply.ts (in the server's XLSX threads, xlsxPool.ts):
//
//   return xlsxReply({ fileName: 'users.xlsx', sheetName: 'Users', columns, rows: asyncIterableOfArrays });
//
// Columns carry the header label (already in the caller's language), a type and a width; the header row
// is bold and frozen, with a filter. Cells are typed by their column: 'number' cells are numbers, 'date'
// and 'datetime' cells real Excel dates (an instant shown in the hospital's time zone, issue 35 §4), 'text'
// cells text (a leading `=` stays text: values are never written as formulas).
import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cleanFileName } from '../http/fileName.ts';
import { zoneOffset } from '../../../src/core/stats/months.ts';

export type XlsxColumnType = 'text' | 'number' | 'date' | 'datetime';

export interface XlsxColumn {
  /** the header label, in the caller's language */
  header: string;
  /** default 'text' */
  type?: XlsxColumnType;
  /** width in characters (default by type) */
  width?: number;
  /** an Excel number format (default: 0.## numbers, yyyy-mm-dd dates, yyyy-mm-dd hh:mm:ss datetimes) */
  numFmt?: string;
}

/** One row: a value per column, in column order. Dates may be a Date or epoch milliseconds. */
export type XlsxRow = readonly unknown[];

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
  /** drop-down lists: a range such as 'E2:E1000' and the formula of its allowed values (e.g. `Notes!$B$2:$B$9`) */
  lists?: { range: string; formula: string }[];
  /** no frozen header and filter (a notes sheet) */
  plain?: boolean;
  /** the zone its instants are shown in (the hospital's; xlsxReply sets it from the settings): the server's own when absent */
  timeZone?: string;
}

export interface XlsxFile {
  /** the download's name, `.xlsx` included */
  fileName: string;
  sheetName: string;
  columns: XlsxColumn[];
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Excel's limit for one cell's text. */
const MAX_CELL_TEXT = 32_767;
/** Rows written between two looks at the output's back-pressure. */
const BATCH = 500;

const DEFAULT_FMT: Record<XlsxColumnType, string | undefined> = {
  text: undefined, number: '0.##########', date: 'yyyy-mm-dd', datetime: 'yyyy-mm-dd hh:mm:ss',
};
const DEFAULT_WIDTH: Record<XlsxColumnType, number> = { text: 16, number: 10, date: 12, datetime: 20 };
/** A wall-clock text: a day, or a day and a time, without an offset. */
const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Excel dates have no time zone: the cell shows the UTC fields of the Date ExcelJS is given, so the wall clock
 * is passed as if it were UTC. An instant (epoch ms, a Date) is shown on the wall clock of `timeZone` (the
 * hospital's, as every page shows it; the server's own zone when absent); a wall-clock text ('YYYY-MM-DD
 * HH:mm:ss', a form's time field) is already one and is kept as written, as the pages show it.
 */
export function excelDate(v: unknown, timeZone?: string): Date | null {
  if (typeof v === 'string') {
    const w = WALL_TEXT.exec(v.trim());
    if (w) {
      const [y, mo, d, h, mi, se] = w.slice(1).map((x) => Number(x ?? 0));
      return new Date(Date.UTC(y, mo - 1, d, h, mi, se));
    }
    // a text with an offset is an instant
    return v.trim() ? excelDate(Date.parse(v.trim()), timeZone) : null;
  }
  const ms = v instanceof Date ? v.getTime() : typeof v === 'number' ? v : NaN;
  if (!Number.isFinite(ms)) return null;
  return new Date(ms + (timeZone ? zoneOffset(ms, timeZone) : -new Date(ms).getTimezoneOffset() * 60_000));
}

/** The value of a cell of `type`: null for nothing, else a number, a Date or text (instants on the wall clock of `timeZone`). */
export function cellValue(type: XlsxColumnType, v: unknown, timeZone?: string): string | number | Date | null {
  if (v === null || v === undefined || v === '') return null;
  if (type === 'number') {
    const n = typeof v === 'number' ? v : Number(String(v).trim());
    return Number.isFinite(n) ? n : String(v).slice(0, MAX_CELL_TEXT);
  }
  if (type === 'date' || type === 'datetime') return excelDate(v, timeZone) ?? String(v).slice(0, MAX_CELL_TEXT);
  const s = Array.isArray(v) ? v.join('、') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  // eslint-disable-next-line no-control-regex -- characters XML 1.0 cannot carry would corrupt the file
  return s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').slice(0, MAX_CELL_TEXT);
}

/** The column letters of a 1-based index (1 -> A, 27 -> AA). */
export function columnLetter(n: number): string {
  let s = '';
  for (let i = n; i > 0; i = Math.floor((i - 1) / 26)) s = String.fromCharCode(65 + ((i - 1) % 26)) + s;
  return s;
}

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters. */
export function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').trim().slice(0, 31) || 'Sheet1';
}

/** Bytes a stage may hold before the writer waits for it. */
const HIGH_WATER = 1024 * 1024;

type Stage = { _writableState?: { length?: number }; _readableState?: { length?: number } };

/**
 * Bytes waiting inside ExcelJS between the sheet and the zip: ExcelJS writes its sheet into a pass-through
 * stream of the zip entry without looking at back-pressure, so the writer looks for it (internal fields of
 * the streams, read defensively: absent, they count as empty).
 */
function zipBacklog(ws: unknown): number {
  const stream = (ws as { _stream?: { pipes?: unknown } })._stream;
  const pipes = Array.isArray(stream?.pipes) ? (stream.pipes as Stage[]) : [];
  return pipes.reduce((n, p) => n + (p._writableState?.length ?? 0) + (p._readableState?.length ?? 0), 0);
}

/** The output's next 'drain' or its 'close', the listeners of the other removed (a writer waits thousands of times). */
function drainOrClose(out: Writable): Promise<void> {
  return new Promise((ok) => {
    const go = () => { out.off('drain', go); out.off('close', go); ok(); };
    out.on('drain', go);
    out.on('close', go);
  });
}

/** Waits until the zip and the socket have taken most of what was committed (or the socket closed). */
async function drained(out: Writable, ws: unknown): Promise<void> {
  await new Promise<void>((ok) => setImmediate(ok));
  while (!out.destroyed) {
    if (out.writableNeedDrain) await drainOrClose(out);
    else if (zipBacklog(ws) > HIGH_WATER) await new Promise<void>((ok) => setTimeout(ok, 2));
    else return;
  }
}

/** Writes the workbook to `out` and ends it. Stops early (without throwing) when `out` is destroyed. */
export async function writeXlsx(out: Writable, sheets: XlsxSheet[]): Promise<void> {
  // a client gone mid-download: later writes fail quietly and the reading stops (below)
  out.on('error', () => undefined);
  const closed = new Promise<void>((ok) => out.once('close', ok));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'HOS';
  for (const sh of sheets) {
    const ws = wb.addWorksheet(sheetNameOf(sh.name), sh.plain ? {} : { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    const types = sh.columns.map((c) => c.type ?? 'text');
    ws.columns = sh.columns.map((c, i) => ({
      key: `c${i}`, width: c.width ?? DEFAULT_WIDTH[types[i]],
      style: c.numFmt ?? DEFAULT_FMT[types[i]] ? { numFmt: c.numFmt ?? DEFAULT_FMT[types[i]] } : {},
    }));
    const header = ws.addRow(sh.columns.map((c) => c.header));
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    header.commit();
    if (!sh.plain && sh.columns.length) ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sh.columns.length } };
    for (const l of sh.lists ?? []) {
      // the streaming sheet writes its validations on commit (its typings omit the property)
      (ws as unknown as { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(l.range, { type: 'list', allowBlank: true, formulae: [l.formula], showErrorMessage: false });
    }
    let n = 0;
    for await (const row of sh.rows) {
      if (out.destroyed) return;
      ws.addRow(types.map((t, i) => cellValue(t, row[i], sh.timeZone))).commit();
      if (++n % BATCH === 0) await drained(out, ws);
    }
    ws.commit();
  }
  if (out.destroyed) return;
  await Promise.race([wb.commit(), closed]);
}

/** The download headers of an XLSX attachment (the name in plain ASCII and in UTF-8). */
export function xlsxHeaders(name: string): Record<string, string> {
  const fileName = cleanFileName(name);
  return {
    'Content-Type': XLSX_TYPE,
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'Cache-Control': 'no-store',
  };
}

/**
 * Streams one sheet to the response: `streamXlsx(res, { fileName, sheetName, columns, rows })`. Rows are
 * read as the socket takes them; a client that goes away stops the reading.
 */
export async function streamXlsx(res: ServerResponse, file: XlsxFile): Promise<void> {
  res.writeHead(200, xlsxHeaders(file.fileName));
  await writeXlsx(res, [{ name: file.sheetName, columns: file.columns, rows: file.rows }]);
}

/** Rows read from the store in batches (keyset paging) so no query stays open while the socket waits. */
export async function* batches<T>(next: (after: T | undefined) => T[] | Promise<T[]>): AsyncGenerator<T> {
  let last: T | undefined;
  for (;;) {
    const rows = await next(last);
    if (!rows.length) return;
    yield* rows;
    last = rows[rows.length - 1];
  }
}
