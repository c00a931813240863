// XLSX exports written in worker threads (issue 34 §3, demo/server/xlsx/xlsxPool.ts): the file is the one
// the server's thread wrote before (same sheets, rows, types, validations); a full queue is refused with
// 503, Retry-After and a message in the caller's language; a client gone mid-download frees the thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { createXlsxPool, XlsxBusy } from '../../demo/server/xlsx/xlsxPool.ts';
import { writeXlsx, type XlsxSheet } from '../../demo/server/xlsx/writer.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { readXlsx } from './xlsxHelpers.ts';
import { createReportGate, ReportBusy } from '../../demo/server/report/reportGate.ts';

/** Two sheets: typed columns over 1,200 rows (several messages of rows), a drop-down list, a plain sheet. */
function sheets(): XlsxSheet[] {
  async function* rows() {
    for (let i = 1; i <= 1200; i++) yield [i, `行 ${i} =SUM(A1)`, i % 3 ? new Date(Date.UTC(2026, 0, 1) + i * 3_600_000) : null, i / 7, ['a', 'b']];
  }
  return [
    { name: 'Records', columns: [{ header: 'id', type: 'number' }, { header: '标题' }, { header: 'at', type: 'datetime' }, { header: 'x', type: 'number' }, { header: 'list' }], rows: rows(), lists: [{ range: 'B2:B10', formula: 'Notes!$A$1:$A$2' }] },
    { name: 'Notes', columns: [{ header: 'note' }], rows: [['one'], ['two']], plain: true },
  ];
}

async function bytesOf(write: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((ok) => out.once('end', ok));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

async function contents(bytes: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const rows: unknown[] = [];
    ws.eachRow((row) => rows.push(row.values));
    return { name: ws.name, views: ws.views, autoFilter: ws.autoFilter, rows, numFmts: [1, 2, 3, 4].map((c) => ws.getCell(2, c).numFmt) };
  });
}

describe('the XLSX threads (issue 34 §3)', () => {
  it('write the same workbook as the server\'s thread', async () => {
    const pool = createXlsxPool({ size: 1, maxQueue: 1 });
    try {
      const inThread = await contents(await bytesOf((out) => pool.write(out, sheets())));
      const here = await contents(await bytesOf((out) => writeXlsx(out, sheets())));
      expect(inThread).toEqual(here);
      expect(inThread.map((s) => s.rows.length)).toEqual([1201, 3]);
    } finally { await pool.close(); }
  });

  it('refuse an export past the queue (XlsxBusy), then take one once a thread is free', async () => {
    const pool = createXlsxPool({ size: 1, maxQueue: 0, retryAfterS: 7 });
    try {
      // a reader that takes nothing until released: the first export holds the thread
      let release!: () => void;
      const held = new Promise<void>((ok) => { release = ok; });
      const slow = new Writable({ write(_c, _e, cb) { void held.then(() => cb()); } });
      const first = pool.write(slow, sheets());
      expect(pool.full()).toBe(true);
      const refused = await pool.write(new PassThrough(), sheets()).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(XlsxBusy);
      expect((refused as XlsxBusy).retryAfterS).toBe(7);
      release();
      await first;
      expect(pool.full()).toBe(false);
      expect((await bytesOf((out) => pool.write(out, sheets()))).subarray(0, 2).toString()).toBe('PK');
    } finally { await pool.close(); }
  });

  it('free the thread when the client goes away mid-download', async () => {
    const pool = createXlsxPool({ size: 1, maxQueue: 0 });
    try {
      let n = 0;
      const out = new Writable({ write(_c, _e, cb) { if (++n === 2) this.destroy(); else cb(); } });
      await pool.write(out, sheets());
      expect(pool.stats().busy).toBe(0);
      expect((await bytesOf((o) => pool.write(o, sheets()))).subarray(0, 2).toString()).toBe('PK');
    } finally { await pool.close(); }
  });
});

describe('exports answer 503 with Retry-After when the XLSX threads are full (issue 34 §3)', () => {
  let t: TestServer;
  beforeAll(async () => { t = await startTestServer({ xlsxThreads: 1, xlsxQueue: 0 }); });
  afterAll(async () => { await t.stop(); });

  it('more exports than one thread takes are told to come back later, in the caller\'s language; the others are whole; other calls answer meanwhile', async () => {
    const token = await t.login('quality01');
    const ask = (lang: string) => t.raw('GET', '/api/v1/records/export?scope=all', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': lang } });
    const [answers, settings] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, (_, i) => ask(i % 2 ? 'en' : 'zh-CN'))),
      t.call('GET', '/api/v1/settings?classify=1'),
    ]);
    expect(settings.code).toBe(200);
    const ok = answers.filter((r) => r.status === 200);
    const busy = answers.filter((r) => r.status === 503);
    expect(ok.length + busy.length).toBe(6);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect((await readXlsx(r)).rows.length).toBeGreaterThan(0);
    for (const b of busy) {
      expect(b.headers.get('retry-after')).toBe('5');
      const body = await b.json();
      expect(body.data).toEqual({ retryAfter: 5 });
      expect(['Many Excel exports are being made right now; please try again in 5 seconds', '正在导出的 Excel 文件较多，请 5 秒后再试']).toContain(body.msg);
    }
    // once the thread is free again, an export is written
    expect((await ask('en')).status).toBe(200);
  });
});

describe('reports are read one at a time (issue 34 §3, report/reportGate.ts)', () => {
  it('a report waits for the one being read; past the queue (or the caller\'s shorter one) it is refused', async () => {
    const gate = createReportGate({ maxQueue: 2, retryAfterS: 3 });
    const order: string[] = [];
    let release!: () => void;
    const first = gate.run(() => new Promise<void>((ok) => { order.push('first'); release = ok; }));
    const second = gate.run(async () => { order.push('second'); });
    expect(gate.stats()).toEqual({ running: 1, queued: 1 });
    // a caller whose own queue is one place long finds it full
    expect(await gate.run(async () => undefined, 1).catch((e: unknown) => e)).toBeInstanceOf(ReportBusy);
    const third = gate.run(async () => { order.push('third'); });
    const refused = await gate.run(async () => undefined).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ReportBusy);
    expect((refused as ReportBusy).retryAfterS).toBe(3);
    release();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(gate.stats()).toEqual({ running: 0, queued: 0 });
  });

  describe('on the server', () => {
    let t: TestServer;
    beforeAll(async () => { t = await startTestServer({ reportQueue: 0 }); });
    afterAll(async () => { await t.stop(); });

    it('reports asked together past the queue answer 503 with Retry-After in the caller\'s language; a year\'s report counts what its months count', async () => {
      const token = await t.login('quality01');
      const ask = (period: string) => t.raw('GET', `/api/v1/reports/monthly?period=${period}&tz=Asia%2FShanghai`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
      const answers = await Promise.all([ask('2026'), ask('2026'), ask('2026')]);
      const busy = answers.filter((r) => r.status === 503);
      expect(answers.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(busy[0].headers.get('retry-after')).toBe('5');
      expect((await busy[0].json()).msg).toBe('Many reports are being made right now; please try again in 5 seconds');
      const year = (await (await ask('2026')).json()).data;
      let total = 0;
      for (let m = 1; m <= 12; m++) total += (await (await ask(`2026-${String(m).padStart(2, '0')}`)).json()).data.events.total;
      expect(year.events.total).toBe(total);
    });
  });
});
