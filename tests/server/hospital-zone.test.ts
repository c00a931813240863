// Issue 35 §4: the server's files write times in the hospital's time zone (系统设置 timeZone), whatever zone
// the server runs in and whatever zone a browser asks for. The server here runs on UTC (as in a container)
// and the hospital is in Asia/Shanghai: every time of the data query's XLSX, the monthly report's appendix
// and PDF, and a reminder e-mail reads as the pages show the same record, through the pages' own formatter
// (src/core/i18n/format.ts, the hospital's zone). The monthly report cuts its period there too.
process.env.TZ = 'UTC';

import { zoneName } from '../../src/core/settings/timeZone.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { SEEDED_RCA_EVENT, seededMonth, startTestServer, withDb, type TestServer } from './helpers.ts';
import { wfClient, type WfClient } from './wf.ts';
import { formatDateTime } from '../../src/core/i18n/format.ts';
import { monthKeyOf, monthStart } from '../../src/core/stats/months.ts';
import { reportFonts } from '../../demo/server/report/fonts.ts';

const ZONE = 'Asia/Shanghai';
let s: TestServer;
let w: WfClient;

/** What a page shows for an instant (the list's and the detail's time, with seconds). */
const pageTime = (v: string | number) => formatDateTime(v, 'zh-CN', { timeZone: ZONE, seconds: true });
/** What an Excel date cell shows (its wall clock is written as the Date's UTC fields). */
const cellTime = (d: unknown) => {
  expect(d).toBeInstanceOf(Date);
  return (d as Date).toISOString().slice(0, 19).replace('T', ' ');
};

async function workbook(user: string, path: string): Promise<ExcelJS.Workbook> {
  const res = await s.raw('GET', path, { headers: { Authorization: `Bearer ${await w.tok(user)}` } });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
  return wb;
}

/** The rows of a sheet (values from column 1), the header left out. */
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((row, n) => { if (n > 1) rows.push((row.values as unknown[]).slice(1)); });
  return rows;
};

beforeAll(async () => {
  s = await startTestServer({ testClock: true });
  w = wfClient(s);
  const saved = await w.call('admin', 'POST', '/api/v1/settings', { classify: 1, content: { timeZone: ZONE } });
  expect(saved.code).toBe(200);
});
afterAll(async () => {
  await s?.stop();
});

describe('the hospital\'s time zone on a server running on UTC', () => {
  it('runs on UTC, and the hospital\'s clock differs from it', () => {
    expect(new Date(0).getTimezoneOffset()).toBe(0);
    expect(new Date(2026, 0, 1, 9).getUTCHours()).toBe(9);
    expect(pageTime(Date.UTC(2026, 10, 24, 1, 58))).toBe('2026-11-24 09:58:00');
  });

  it('a report\'s form reads its report time as the page shows the record\'s submission (the hospital\'s wall clock)', async () => {
    const r = (await w.report('nurse01', { grade: 'IV', title: '时区上报时间测试' })).data;
    expect(r.data.report_time).toBe(pageTime(r.submittedAt));
    expect(r.data.report_time).not.toBe(formatDateTime(r.submittedAt, 'zh-CN', { timeZone: 'UTC', seconds: true }));
  });

  it('the data query\'s XLSX writes each record\'s times as its page shows them', async () => {
    const list = (await w.get('quality01', '/api/v1/records?scope=all&pageSize=30')).data.list as { id: number; submittedAt: string; dueAt: string | null }[];
    expect(list.length).toBeGreaterThan(5);
    const ws = (await workbook('quality01', '/api/v1/records/export')).worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name);
    const [submitted, due] = [col('提交时间'), col('处理期限')];
    expect(submitted).toBeGreaterThan(0);
    expect(due).toBeGreaterThan(0);
    const byId = new Map(rowsOf(ws).map((r) => [Number(r[0]), r]));
    let dues = 0;
    for (const r of list) {
      const row = byId.get(r.id)!;
      expect(cellTime(row[submitted]), `record ${r.id}`).toBe(pageTime(r.submittedAt));
      if (r.dueAt) {
        expect(cellTime(row[due]), `record ${r.id} due`).toBe(pageTime(r.dueAt));
        dues++;
      }
    }
    expect(dues).toBeGreaterThan(0);
  });

  it('the monthly report cuts its period in the hospital\'s zone, whatever zone the browser sends', async () => {
    const month = monthKeyOf(Date.now(), ZONE);
    const [y, m] = month.split('-').map(Number);
    for (const q of [`period=${month}`, `period=${month}&tz=UTC`, `period=${month}&tz=America%2FNew_York`]) {
      const r = (await w.get('quality01', `/api/v1/reports/monthly?${q}`)).data;
      expect(r.timeZone).toBe(ZONE);
      expect(r.period).toMatchObject({ key: month, start: monthStart(y, m, ZONE), end: monthStart(y, m + 1, ZONE) });
    }
    // the dashboard's months too, when the page names no zone (it names none)
    const st = (await w.get('quality01', '/api/v1/stats/events?months=2')).data;
    expect(st.timeZone).toBe(ZONE);
    expect(st.byMonth.at(-1).key).toBe(month);
  });

  it('the monthly report\'s appendix writes each event\'s submission time as its page shows it', async () => {
    const month = await seededMonth((path) => w.get('quality01', path), ZONE, [SEEDED_RCA_EVENT]);
    const ws = (await workbook('quality01', `/api/v1/reports/monthly.xlsx?period=${month}&tz=UTC`)).worksheets[1];
    const rows = rowsOf(ws);
    expect(rows.length).toBeGreaterThan(0);
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    const submitted = header.indexOf('上报时间');
    expect(submitted).toBeGreaterThan(0);
    for (const row of rows.slice(0, 10)) {
      const detail = await w.detail('quality01', Number(row[0]));
      expect(cellTime(row[submitted]), `event ${String(row[0])}`).toBe(pageTime(detail.submittedAt));
    }
  });

  it.skipIf(!reportFonts())('the monthly report\'s PDF writes its time and zone as the page does', async () => {
    const month = monthKeyOf(Date.now(), ZONE);
    const before = (await w.get('admin', '/api/v1/test/clock')).data.now as number;
    const res = await s.raw('GET', `/api/v1/reports/monthly.pdf?period=${month}&tz=UTC&lang=zh-CN`, { headers: { Authorization: `Bearer ${await w.tok('quality01')}` } });
    expect(res.status).toBe(200);
    const after = (await w.get('admin', '/api/v1/test/clock')).data.now as number;
    const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
    const text = ((await extractText(doc, { mergePages: true })).text as string).replace(/\s+/g, ' ');
    // the zone named as people read it, in the report's language (the page's words: zoneName)
    expect(text).toContain(`时区: ${zoneName(ZONE, 'zh-CN', before)}`);
    expect(zoneName(ZONE, 'zh-CN', before)).toBe('中国标准时间');
    const shown = /生成时间: (\d{4}-\d{2}-\d{2} \d{2}:\d{2})/.exec(text)?.[1];
    // the page's formatter at the moment it was drawn (between the two readings of the clock)
    const page = (ms: number) => formatDateTime(ms, 'zh-CN', { timeZone: ZONE });
    expect([page(before), page(after)]).toContain(shown);
    expect(shown).not.toBe(formatDateTime(before, 'zh-CN', { timeZone: 'UTC' }));
  });

  it('a reminder e-mail writes the due time as the record\'s page shows it', async () => {
    // e-mail on (nothing listens there: the outbox row is what is looked at), the reviewer takes overdue reminders
    const on = await w.call('admin', 'PUT', '/api/v1/mail/settings', { enabled: true, host: '127.0.0.1', port: 9, tls: 'none', from: 'hos@example.org', user: '', appUrl: 'https://hos.example.org' });
    expect(on.code).toBe(200);
    expect((await w.call('approver01', 'PUT', '/api/v1/user/mail-prefs', { email: 'approver01@example.org', mailLang: 'zh-CN', kinds: ['overdue'] })).code).toBe(200);
    const id = (await w.report('nurse01', { grade: 'III', title: '时区邮件测试' })).data.id as number;
    const due = (await w.detail('approver01', id)).dueAt as string;
    expect((await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 73 * 3600_000 })).data.reminded).toBeGreaterThanOrEqual(1);
    const texts = await withDb(s, (db) => db.all<{ text: string }>("SELECT text_body AS text FROM mail_outbox WHERE related_id = ? AND to_addr = 'approver01@example.org' AND kind = 'overdue'", id));
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toContain(`截止 ${formatDateTime(due, 'zh-CN', { timeZone: ZONE })}`);
    // off again: the sender stops trying the address nothing listens at
    await w.call('admin', 'PUT', '/api/v1/mail/settings', { enabled: false, host: '127.0.0.1', port: 9, tls: 'none', from: 'hos@example.org', user: '', appUrl: 'https://hos.example.org' });
  });

  it('names a file by the hospital\'s day, not the server\'s', async () => {
    // move the clock to 17:30 UTC: already the next day in Shanghai
    const now = (await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 0 })).data.now as number;
    const at = new Date(now);
    let target = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), 17, 30);
    if (target <= now) target += 86_400_000;
    await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: target - now });
    const res = await s.raw('GET', '/api/v1/records/export', { headers: { Authorization: `Bearer ${await w.tok('quality01')}` } });
    expect(res.status).toBe(200);
    const name = decodeURIComponent(res.headers.get('content-disposition') ?? '');
    const shanghai = new Date(target + 8 * 3600_000).toISOString().slice(0, 10);
    expect(shanghai).not.toBe(new Date(target).toISOString().slice(0, 10));
    expect(name).toContain(shanghai);
  });

  it('cuts a list\'s days on the hospital\'s calendar (the clock at 17:30 UTC, the next day in Shanghai)', async () => {
    const now = (await w.call('admin', 'POST', '/api/v1/test/clock', { advanceMs: 0 })).data.now as number;
    expect(new Date(now).getUTCHours()).toBeGreaterThanOrEqual(16);
    const id = (await w.report('nurse01', { grade: 'IV', title: '时区筛选测试' })).data.id as number;
    const shanghai = new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
    const utc = new Date(now).toISOString().slice(0, 10);
    const ids = async (day: string) => ((await w.get('nurse01', `/api/v1/records?scope=mine&pageSize=100&beginTime=${day}&endTime=${day}`)).data.list as { id: number }[]).map((r) => r.id);
    expect(await ids(shanghai)).toContain(id);
    expect(await ids(utc)).not.toContain(id);
  });
});

