// The handler result of an XLSX download: the file written by the server's XLSX threads (xlsxPool.ts,
// issue 34 §3) with the same writer as on the server's thread (writer.ts).
import { RawReply } from '../http/envelope.ts';
import { busyError } from '../http/busy.ts';
import { writeXlsx, xlsxHeaders, type XlsxFile, type XlsxSheet } from './writer.ts';
import { XlsxBusy } from './xlsxPool.ts';
import { hospitalZone } from '../util.ts';
import { calendarDay } from '../../../src/core/i18n/format.ts';

/** A file's name, or its name from today's day (YYYY-MM-DD) in the hospital's zone. */
type Named<T extends { fileName: string }> = Omit<T, 'fileName'> & { fileName: string | ((today: string) => string) };

/**
 * A handler result that streams an XLSX file (several sheets when `sheets` is given): written by the
 * server's XLSX threads (xlsxPool.ts) when it has them, refused 503 with Retry-After when they are all
 * busy and the queue is full; without a pool (a caller outside the server), on this thread. Its times are
 * on the hospital's wall clock (系统设置 timeZone, issue 35 §4), as the pages show them.
 */
export function xlsxReply(file: Named<XlsxFile> | Named<{ fileName: string; sheets: XlsxSheet[] }>): RawReply {
  const given = 'sheets' in file ? file.sheets : [{ name: file.sheetName, columns: file.columns, rows: file.rows }];
  return new RawReply(async (res, app) => {
    const zone = app?.store ? await hospitalZone(app.store) : undefined;
    // a file named by the day: the hospital's day, as the pages and the file's times say it (issue 35 §4)
    const fileName = typeof file.fileName === 'function' ? file.fileName(calendarDay(app?.clock?.now() ?? Date.now(), zone)) : file.fileName;
    const sheets = given.map((s) => ({ timeZone: zone, ...s }));
    const pool = app?.xlsx;
    // checked before the headers, and nothing awaited between the check and the queueing
    if (pool?.full()) throw busyError(res.req, 'server.xlsxBusy', XlsxBusy.DEFAULT_RETRY_S);
    res.writeHead(200, xlsxHeaders(fileName));
    await (pool ? pool.write(res, sheets) : writeXlsx(res, sheets));
  });
}
