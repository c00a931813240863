// The monthly safety and quality report (GET /api/v1/reports/monthly, .xlsx; issue 26 §3): its numbers
// are the data query's for the same month (counted here independently, from the lists and the records'
// details), a department-scoped reader counts only their departments, readers are the quality office,
// the administrator and roles granted the report permission, and a bad period is refused in the
// caller's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { existsSync, writeFileSync } from 'node:fs';
import { reportFonts } from '../../demo/server/report/fonts.ts';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { SEEDED_RCA_EVENT, seededMonth, startTestServer, type TestServer } from './helpers.ts';
import { monthKeyOf } from '../../src/core/stats/months.ts';
import { DEFAULT_REPORT_LIMITS, wallTime } from '../../src/core/report/monthly.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const tok = async (user: string) => (tokens[user] ??= await s.login(user));
const get = async (user: string, path: string, headers?: Record<string, string>) => s.call('GET', path, { token: await tok(user), headers });
// the server reads list times in its own zone, the test runs in the same process zone; the hospital's zone (系统设置),
// where the report cuts its periods (issue 35 §4), is set to it so the lists' days and the report's months agree
const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
const pad = (n: number) => String(n).padStart(2, '0');
/** An instant (as the detail writes it, issue 23 §2) or 'YYYY-MM-DD HH:mm:ss' (the server's local time) -> epoch ms */
const localMs = (t: string) => {
  if (t.includes('T')) return Date.parse(t);
  const [y, m, d, h, mi, se] = t.split(/[- :]/).map(Number);
  return new Date(y, m - 1, d, h, mi, se).getTime();
};

/** every page's text, as a PDF reader extracts it (real text, not a picture) */
const pagesOf = async (bytes: Uint8Array) => {
  const doc = await getDocumentProxy(bytes.slice());
  return (await extractText(doc, { mergePages: false })).text as string[];
};

let month: string;
let days: { begin: string; end: string };
const listCount = async (user: string, more = '') =>
  (await get(user, `/api/v1/records?scope=all&module=baqsj&pageSize=1&beginTime=${days.begin}&endTime=${days.end}${more}`)).data.count as number;

beforeAll(async () => {
  s = await startTestServer();
  expect((await s.call('POST', '/api/v1/settings', { token: await tok('admin'), body: { classify: 1, content: { timeZone: TZ } } })).code).toBe(200);
  // the month the seeded data fills: the one of the seeded event with a finished analysis (a month's first days hold only that day's reports)
  month = await seededMonth((path) => get('quality01', path), TZ, [SEEDED_RCA_EVENT]);
  const [y, m] = month.split('-').map(Number);
  days = { begin: `${month}-01`, end: `${month}-${pad(new Date(y, m, 0).getDate())}` };
});
afterAll(async () => {
  await s.stop();
});

describe('the monthly report', () => {
  it('counts what the data query lists for the same month', async () => {
    const res = await get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`);
    expect(res.code).toBe(200);
    const r = res.data;
    expect(r.scope).toBe('all');
    expect(r.period.key).toBe(month);
    const total = await listCount('quality01');
    expect(total).toBeGreaterThan(0);
    expect(r.events.total).toBe(total);
    for (const g of r.events.byGrade) {
      if (g.key !== 'none') expect(g.n).toBe(await listCount('quality01', `&grade=${g.key}`));
    }
    for (const d of r.events.byDept) expect(d.n).toBe(await listCount('quality01', `&deptName=${encodeURIComponent(d.key)}`));
    expect(r.events.byType.reduce((n: number, c: { n: number }) => n + c.n, 0)).toBe(total);

    // reported in time: from the form's event time to the submission, per grade's limit, over the listed events' details
    const listed = (await get('quality01', `/api/v1/records?scope=all&module=baqsj&pageSize=100&beginTime=${days.begin}&endTime=${days.end}`)).data.list as { id: number }[];
    let judged = 0;
    let inTime = 0;
    for (const { id } of listed) {
      const d = (await get('quality01', `/api/v1/records/${id}`)).data;
      const happened = wallTime(d.data.event_time, TZ);
      const grade = d.grade as keyof typeof DEFAULT_REPORT_LIMITS | null;
      if (!grade || happened === null) continue;
      judged++;
      if (localMs(d.submittedAt || d.createdAt) - happened <= DEFAULT_REPORT_LIMITS[grade] * 3_600_000 + 999) inTime++;
    }
    const all = r.inTime.find((t: { grade: string }) => t.grade === 'all');
    expect(all.judged).toBe(judged);
    expect(all.inTime).toBe(inTime);
    // root-cause analyses: open while the record is at its analysis step, done once it left it with an
    // analysis saved, as each record's analysis says; the root causes counted by their fishbone category
    let done = 0;
    let open = 0;
    const roots = new Map<string, number>();
    for (const { id } of listed) {
      const a = await get('quality01', `/api/v1/records/${id}/analysis`);
      if (a.code !== 200) continue;
      if (a.data.atStep) open++;
      else if (a.data.revision > 0) done++;
      else continue;
      const cats = new Map((a.data.analysis.categories as { id: string; code?: string; label?: string }[]).map((c) => [c.id, c.code ?? c.label ?? 'none']));
      for (const c of a.data.analysis.causes as { kind: string; categoryId: string }[]) {
        if (c.kind === 'root') roots.set(cats.get(c.categoryId)!, (roots.get(cats.get(c.categoryId)!) ?? 0) + 1);
      }
    }
    expect(done + open).toBeGreaterThan(0); // the seed's finished analysis and the grade I event waiting for one
    expect(r.rca).toMatchObject({ done, open });
    expect(r.topCauseCategories.length).toBe(Math.min(5, roots.size));
    for (const c of r.topCauseCategories) expect(c.n).toBe(roots.get(c.category));
    // PDCA: the projects at work, their indicator as the project list shows it this month
    const projects = (await get('quality01', '/api/v1/pdca/projects?pageSize=100')).data.list as
      { id: number; title: string; cycle: number; baseline: number; target: number; latest: number | null; reached: boolean }[];
    expect(projects.length).toBeGreaterThan(0);
    expect(r.pdca.map((p: { id: number }) => p.id).sort()).toEqual(projects.map((p) => p.id).sort());
    for (const p of projects) {
      expect(r.pdca.find((x: { id: number }) => x.id === p.id)).toMatchObject({ title: p.title, cycle: p.cycle, baseline: p.baseline, target: p.target, latest: p.latest, reached: p.reached });
    }
    // the seeded project is in its second cycle
    expect(r.pdca.some((p: { cycle: number }) => p.cycle >= 2)).toBe(true);
  });

  it('counts the measures due in the month as the records\' details show them', async () => {
    const r = (await get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
    const start = localMs(`${days.begin} 00:00:00`);
    const [y, m] = month.split('-').map(Number);
    const end = new Date(y, m, 1).getTime();
    const every = (await get('quality01', '/api/v1/records?scope=all&pageSize=100')).data.list as { id: number }[];
    let due = 0;
    let onTime = 0;
    for (const { id } of every) {
      for (const ms of (await get('quality01', `/api/v1/records/${id}`)).data.measures as { deadline: number; doneAt: string }[]) {
        if (ms.deadline < start || ms.deadline >= end) continue;
        due++;
        if (ms.doneAt && localMs(ms.doneAt) <= ms.deadline) onTime++;
      }
    }
    expect(r.measures.due).toBe(due);
    expect(r.measures.onTime).toBe(onTime);
  });

  it('inspection scores: the sheets submitted in the period, by department, as the quality statistics rate them', async () => {
    // the seed submitted last quarter's sheets 40 to 38 days ago
    const key = monthKeyOf(Date.now() - 39 * 86_400_000, TZ);
    const r = (await get('quality01', `/api/v1/reports/monthly?period=${key}&tz=${encodeURIComponent(TZ)}`)).data;
    expect(r.scores.length).toBeGreaterThan(0);
    const rates = new Map(((await get('quality01', '/api/v1/stats/quality')).data.byDept as { deptName: string; rate: number }[]).map((x) => [x.deptName, x.rate]));
    for (const x of r.scores) expect(x.score).toBeCloseTo(rates.get(x.deptName)!, 1);
    // best first
    expect(r.scores.map((x: { score: number }) => x.score)).toEqual([...r.scores.map((x: { score: number }) => x.score)].sort((a, b) => b - a));
  });

  it('a department-scoped reader counts only their departments', async () => {
    // approver01 (department approver of 内分泌科) is granted the report by a role permission
    const roles = (await get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; permissions: string[] }[];
    const ap = roles.find((x) => x.roleKey === 'deptApprover')!;
    expect((await get('approver01', `/api/v1/reports/monthly?period=${month}`)).code).toBe(403);
    const perms = ap.permissions;
    expect(perms).toContain('baqsj:approval:approve');
    const put = async (p: string[]) => s.call('PUT', '/api/v1/role', { token: await s.login('secadmin'), body: { roleId: ap.roleId, permissions: p } });
    expect((await put([...perms, 'quality:report:view'])).code).toBe(200);
    try {
      const mine = (await get('approver01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
      expect(mine.scope).toBe('dept');
      expect(mine.events.byDept.every((d: { key: string }) => d.key === '内分泌科')).toBe(true);
      expect(mine.events.total).toBe(await listCount('quality01', `&deptName=${encodeURIComponent('内分泌科')}`));
      const all = (await get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
      expect(mine.events.total).toBeLessThan(all.events.total);
      expect(mine.scores.every((x: { deptName: string }) => x.deptName === '内分泌科')).toBe(true);
    } finally {
      await put(perms);
    }
  });

  it('refuses a bad period in the caller\'s language, and readers without the report', async () => {
    const en = await get('quality01', '/api/v1/reports/monthly?period=2026-13', { 'Accept-Language': 'en' });
    expect(en.code).toBe(400);
    expect(en.msg).toMatch(/Invalid report period: 2026-13/);
    const zh = await get('quality01', '/api/v1/reports/monthly?period=next');
    expect(zh.code).toBe(400);
    expect(zh.msg).toMatch(/报告周期无效/);
    // the zone is the hospital's: one a browser sends is ignored, a bad one too
    expect((await get('quality01', '/api/v1/reports/monthly?period=2026-11&tz=Mars/Olympus')).data.timeZone).toBe(TZ);
    expect((await get('nurse01', `/api/v1/reports/monthly?period=${month}`)).code).toBe(403);
    expect((await s.call('GET', `/api/v1/reports/monthly?period=${month}`)).code).toBe(401);
    // a quarter and a year are periods too
    expect((await get('admin', '/api/v1/reports/monthly?period=2026-Q4')).data.period.previousKey).toBe('2026-Q3');
    expect((await get('admin', '/api/v1/reports/monthly?period=2026')).data.period.previousKey).toBe('2025');
  });

  it('the XLSX appendix lists the rows behind each number, dates as date cells', async () => {
    const res = await s.raw('GET', `/api/v1/reports/monthly.xlsx?period=${month}&tz=${encodeURIComponent(TZ)}`, {
      headers: { Authorization: `Bearer ${await tok('quality01')}`, 'Accept-Language': 'en' },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Unsafe events', 'Reported in time', 'Overdue handling', 'Root-cause analyses',
      'Measures', 'Root-cause categories', 'Inspection scores', 'PDCA', 'Category form fields']);
    const r = (await get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
    const events = wb.getWorksheet('Unsafe events')!;
    expect(events.rowCount - 1).toBe(r.events.total);
    expect(events.getRow(2).getCell(7).value).toBeInstanceOf(Date);
    expect(wb.getWorksheet('Measures')!.rowCount - 1).toBe(r.measures.due);
    expect(wb.getWorksheet('Overdue handling')!.rowCount - 1).toBe(r.overdue.n);
  });

  describe('the PDF', () => {
    const pdfOf = async (user: string, query: string, headers: Record<string, string> = {}) => {
      const res = await s.raw('GET', `/api/v1/reports/monthly.pdf?${query}`, { headers: { Authorization: `Bearer ${await tok(user)}`, ...headers } });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };
    const q = () => `period=${month}&tz=${encodeURIComponent(TZ)}`;
    const flat = (s: string) => s.replace(/\s+/g, '');

    it('has real text in Chinese: the headings, the hospital, the numbers of the report, page n of m', async () => {
      const { res, bytes } = await pdfOf('quality01', q());
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain(`安全质量报告-${month}.pdf`);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      if (process.env.HOS_REPORT_PDF_OUT) writeFileSync(`${process.env.HOS_REPORT_PDF_OUT}-zh.pdf`, bytes);
      const pages = await pagesOf(bytes);
      const text = flat(pages.join('\n'));
      const r = (await get('quality01', `/api/v1/reports/monthly?${q()}`)).data;
      const [y, m] = month.split('-').map(Number);
      for (const h of ['安全质量报告', '按事件等级', '按事件类别', '按上报科室', '按类别表单字段', '跌倒/坠床·跌倒风险等级', '按时上报（按等级时限）', '超期处理', '根本原因分析（RCA）',
        '整改措施按期完成', '主要根本原因类别', '质量检查得分（按科室）', 'PDCA持续改进项目', `${y}年${m}月`]) expect(text).toContain(flat(h));
      // the hospital's name (the system's name while no hospital name is set) on every page, page n of m
      pages.forEach((p, i) => {
        expect(flat(p)).toContain(flat('医院综合业务管理平台'));
        expect(flat(p)).toContain(`第${i + 1}页，共${pages.length}页`);
      });
      // the numbers: the total, each grade's count, each department's count beside its name
      expect(text).toContain(`${r.events.total}不良事件`);
      // a row reads: name, count, share (as the page: one decimal)
      const pct = (n: number) => `${Math.round((n / r.events.total) * 1000) / 10}%`;
      for (const g of r.events.byGrade.filter((x: { key: string }) => x.key !== 'none')) expect(text).toMatch(new RegExp(`${g.key}级（[^）]+）${g.n}${pct(g.n)}`));
      for (const d of r.events.byDept) expect(text).toContain(`${flat(d.key)}${d.n}${pct(d.n)}`);
      const all = r.inTime.find((t: { grade: string }) => t.grade === 'all');
      expect(text).toContain(`合计${all.judged}${all.inTime}${all.judged - all.inTime}`);
      // the analyses and the improvement projects (seeded: a finished RCA, a project in its second cycle)
      expect(text).toContain(`已完成:${r.rca.done}·进行中:${r.rca.open}`);
      expect(r.pdca.length).toBeGreaterThan(0);
      // the indicator with its decimals (a rate per 1,000 patient days is below 1)
      for (const p of r.pdca) expect(text).toContain(`${flat(p.title)}${p.cycle}`);
      for (const p of r.pdca) if (p.latest !== null) expect(text).toContain(String(Math.round(p.latest * 100) / 100));
      for (const c of r.topCauseCategories) expect(text).toMatch(new RegExp(`(人员|设备|物料|方法|环境|管理|${c.category})${c.n}`));
      // the records behind a number by what the lists show, their titles, never by database ids (issue 35 §4)
      const named = [...r.overdue.ids, ...r.rca.doneIds, ...r.rca.openIds] as number[];
      expect(named.length).toBeGreaterThan(0);
      for (const id of named) {
        expect(r.recordNames[id]).toBe((await get('quality01', `/api/v1/records/${id}`)).data.title);
        expect(text).toContain(flat(r.recordNames[id]));
      }
      expect(text).not.toMatch(/#\d+/);
    });

    it('in English: ?lang=en or the caller\'s language, the same numbers', async () => {
      const { res, bytes } = await pdfOf('quality01', `${q()}&lang=en`);
      expect(res.status).toBe(200);
      expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain(`safety-quality-report-${month}.pdf`);
      if (process.env.HOS_REPORT_PDF_OUT) writeFileSync(`${process.env.HOS_REPORT_PDF_OUT}-en.pdf`, bytes);
      const pages = await pagesOf(bytes);
      const text = pages.join('\n').replace(/\s+/g, ' ');
      for (const h of ['Safety & quality report', 'By grade', 'By category', 'By reporting department', 'By the category forms\' fields', 'Fall · ',
        'Reported in time (per grade limit)',
        'Overdue handling', 'Root-cause analyses (RCA)', 'Improvement measures on time', 'Top root-cause categories',
        'Quality inspection scores by department', 'PDCA improvement projects']) expect(text).toContain(h);
      pages.forEach((p, i) => expect(p.replace(/\s+/g, ' ')).toContain(`Page ${i + 1} of ${pages.length}`));
      expect(text).not.toMatch(/按事件等级|第 \d+ 页/);
      const r = (await get('quality01', `/api/v1/reports/monthly?${q()}`)).data;
      expect(text).toContain(`${r.events.total} Unsafe events`);
      // the Accept-Language of the caller when no lang is given
      const byHeader = await pagesOf((await pdfOf('quality01', q(), { 'Accept-Language': 'en' })).bytes);
      expect(byHeader.join(' ')).toContain('By reporting department');
    });

    it('the hospital name and logo from the settings; refusals as the report\'s', async () => {
      // a PNG logo in the uploads (as the settings page stores it), and a hospital name
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fTcuYAAAAAElFTkSuQmCC', 'base64');
      writeFileSync(join(s.dataDir, 'uploads', 'report-test-logo.png'), png);
      const src = '/uploads/report-test-logo.png';
      const before = (await get('admin', '/api/v1/settings')).data[0]?.content ?? {};
      const save = (c: Record<string, unknown>) => s.call('POST', '/api/v1/settings', { token: tokens.admin, body: { classify: 1, content: c } });
      expect((await save({ hospitalName: '示例市第一人民医院', logo: src })).code).toBe(200);
      try {
        const { bytes } = await pdfOf('quality01', q());
        const pages = await pagesOf(bytes);
        for (const p of pages) expect(flat(p)).toContain('示例市第一人民医院');
        // the logo is in the file (an image XObject, drawn on every page); without a logo none is
        expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/Subtype \/Image/);
        if (process.env.HOS_REPORT_PDF_OUT) writeFileSync(`${process.env.HOS_REPORT_PDF_OUT}-logo.pdf`, bytes);
      } finally {
        await save({ hospitalName: '', logo: before.logo ?? '' });
      }
      expect(Buffer.from((await pdfOf('quality01', q())).bytes).toString('latin1')).not.toMatch(/\/Subtype \/Image/);
      expect(await (await s.raw('GET', `/api/v1/reports/monthly.pdf?${q()}`, { headers: { Authorization: `Bearer ${await tok('nurse01')}` } })).json()).toMatchObject({ code: 403 });
      const bad = await (await s.raw('GET', '/api/v1/reports/monthly.pdf?period=2026-13', { headers: { Authorization: `Bearer ${await tok('quality01')}`, 'Accept-Language': 'en' } })).json();
      expect(bad.msg).toMatch(/Invalid report period/);
    });
  });

  describe('publishing as a notice', () => {
    const post = async (user: string, b: unknown, headers: Record<string, string> = {}) =>
      s.call('POST', '/api/v1/reports/monthly/publish', { token: await tok(user), body: b, headers });

    it('the quality office publishes the report to leadership roles: a 简报 with the key figures, a link and the PDF in both languages', async () => {
      const roles = (await get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; permissions: string[] }[];
      const ap = roles.find((x) => x.roleKey === 'deptApprover')!;
      const before = (await get('quality01', '/api/v1/reports/publish/roles')).data as { roleKey: string; leader: boolean }[];
      expect(before.find((x) => x.roleKey === 'deptApprover')!.leader).toBe(false);
      // a role granted the report is a leadership role: offered first and marked
      const put = async (p: string[]) => s.call('PUT', '/api/v1/role', { token: await s.login('secadmin'), body: { roleId: ap.roleId, permissions: p } });
      expect((await put([...ap.permissions, 'quality:report:view'])).code).toBe(200);
      try {
        const offered = (await get('quality01', '/api/v1/reports/publish/roles', { 'Accept-Language': 'en' })).data as { roleKey: string; roleName: string; leader: boolean }[];
        expect(offered[0]).toMatchObject({ roleKey: 'deptApprover', leader: true });
        expect(offered.filter((x) => x.leader).map((x) => x.roleKey)).toEqual(['deptApprover']);
      } finally {
        await put(ap.permissions);
      }
      const res = await post('quality01', { period: month, tz: TZ, lang: 'zh-CN', roles: ['deptApprover'] });
      expect(res.code).toBe(200);
      const [y, m] = month.split('-').map(Number);
      expect(res.data.title).toBe(`${y}年${m}月安全质量报告`);
      const r = (await get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${encodeURIComponent(TZ)}`)).data;
      // the leader reads it; a nurse does not get it
      // the holders of the role are told by the bell (the notification interface, issue 26 §4), the publisher not
      expect(res.data.told).toBeGreaterThan(0);
      const bell = await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { token: await tok('approver01'), body: { pageSize: 50 }, headers: { 'Accept-Language': 'en' } });
      expect(JSON.stringify(bell)).toContain(`/biz/notice/detail?id=${res.data.noticeId}`);
      expect(JSON.stringify(bell)).toContain('published');
      const list = (await get('approver01', '/api/v1/notice?pageSize=50')).data.list as { id: number; title: string }[];
      expect(list.map((n) => n.id)).toContain(res.data.noticeId);
      expect(((await get('nurse01', '/api/v1/notice?pageSize=50')).data.list as { id: number }[]).map((n) => n.id)).not.toContain(res.data.noticeId);
      const n = (await get('approver01', `/api/v1/notice/info?id=${res.data.noticeId}`)).data;
      expect(n.noticeType).toBe('简报');
      expect(n.content).toContain(`不良事件 ${r.events.total} 件`);
      expect(n.content).toContain(`/quality/monthlyReport?period=${month}`);
      expect(n.attachments.map((a: { name: string }) => a.name)).toEqual([`安全质量报告-${month}.pdf`, `safety-quality-report-${month}.pdf`]);
      // the attached files are the PDFs, their text readable
      for (const [i, a] of (n.attachments as { url: string }[]).entries()) {
        const file = await s.raw('GET', a.url);
        expect(file.status).toBe(200);
        const text = (await pagesOf(new Uint8Array(await file.arrayBuffer()))).join(' ');
        expect(text.replace(/\s+/g, '')).toContain(i === 0 ? '按上报科室' : 'Byreportingdepartment');
      }
    });

    it('only the quality office publishes; roles are required and must exist (refusals in the caller\'s language)', async () => {
      expect((await post('approver01', { period: month, roles: ['deptApprover'] })).code).toBe(403);
      expect((await get('nurse01', '/api/v1/reports/publish/roles')).code).toBe(403);
      const none = await post('quality01', { period: month, roles: [] }, { 'Accept-Language': 'en' });
      expect(none.code).toBe(400);
      expect(none.msg).toMatch(/at least one role/);
      const unknown = await post('quality01', { period: month, roles: ['nobody'] });
      expect(unknown.code).toBe(400);
      expect(unknown.msg).toMatch(/角色不存在：nobody/);
      expect((await post('quality01', { period: '2026-13', roles: ['deptApprover'] })).code).toBe(400);
    });
  });

  describe('the PDF font', () => {
    it('comes with npm install (Noto Sans SC, unpacked from WOFF into a TrueType font); HOS_PDF_FONT names another', () => {
      const f = reportFonts({});
      expect(f?.from).toBe('@openfonts/noto-sans-sc_all');
      const regular = f!.regular.src as Buffer;
      expect(regular.readUInt32BE(0)).toBe(0x00010000); // a TrueType font, no longer 'wOFF'
      expect(regular.length).toBeGreaterThan(5_000_000); // the whole Chinese set (the PDF embeds a subset)
      const named = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
      if (existsSync(named)) expect(reportFonts({ HOS_PDF_FONT: named })?.from).toBe(named);
      // a named file that is not there: the package as before
      expect(reportFonts({ HOS_PDF_FONT: '/nowhere/font.ttf' })?.from).toBe('@openfonts/noto-sans-sc_all');
    });
  });
});

describe('report PDFs are drawn off the server\'s thread (issue 33 §8)', () => {
  let t: TestServer;
  beforeAll(async () => { t = await startTestServer({ pdfThreads: 1, pdfQueue: 1 }); });
  afterAll(async () => { await t.stop(); });

  it('more PDFs than one thread and one waiting place take are told to come back later; the others are drawn; other calls answer meanwhile', async () => {
    const token = await t.login('quality01');
    const ask = () => t.raw('GET', '/api/v1/reports/monthly.pdf?period=2026-10&tz=Asia%2FShanghai', { headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' } });
    const [answers, settings] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, ask)),
      // asked while the PDFs are drawn: the settings answer although every PDF is still pending
      (async () => t.call('GET', '/api/v1/settings?classify=1'))(),
    ]);
    expect(settings.code).toBe(200);
    const ok = answers.filter((r) => r.status === 200);
    const busy = answers.filter((r) => r.status === 503);
    expect(ok.length + busy.length).toBe(12);
    expect(ok.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    for (const r of ok) expect(Buffer.from(await r.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const b = busy[0];
    expect(b.headers.get('retry-after')).toBe('5');
    expect((await b.json()).msg).toBe('Many PDFs are being made right now; please try again in 5 seconds');
    // once the thread is free again, a PDF is drawn
    expect((await ask()).status).toBe(200);
  });
});
