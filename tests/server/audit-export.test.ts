// Issue 33 §5: the audit log as XLSX (GET /api/v1/audit/export): only for the audit readers, the list's
// filters, headers and event names in the caller's language, at most AUDIT_EXPORT_MAX rows (refused above
// it), and the download itself written to the audit log as an `export`.
import { afterAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_MAX, auditXlsx } from '../../demo/server/audit/export.ts';
import type { AuthedCtx } from '../../demo/server/http/router.ts';
import { ApiError } from '../../demo/server/http/envelope.ts';
import { startTestServer, type TestServer } from './helpers.ts';
import { XLSX_TYPE, readXlsx } from './xlsxHelpers.ts';

/** The account that reads the audit log (the audit administrator once the role exists). */
const AUDIT_READER = { username: 'auditor', password: 'Audit@2024' };
const NON_READER = { username: 'nurse01', password: 'Nurse@2024' };

const servers: TestServer[] = [];
afterAll(async () => { while (servers.length) await servers.pop()!.stop(); });

describe('GET /api/v1/audit/export', () => {
  it('is refused to a non-reader; gives the filtered rows in the caller\'s language; the export is logged', async () => {
    const s = await startTestServer();
    servers.push(s);
    const reader = await s.login(AUDIT_READER.username, AUDIT_READER.password);
    const nurse = await s.login(NON_READER.username, NON_READER.password);
    const created = await s.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', title: '审计导出', data: { event_place: '病房' }, submit: false } });
    await s.call('GET', `/api/v1/records/${created.data.id}`, { token: nurse });
    await s.server.auditFlushed();

    const refused = await s.raw('GET', '/api/v1/audit/export', { headers: { Authorization: `Bearer ${nurse}` } });
    expect((await refused.json()).code).toBe(403);

    const get = (qs: string, lang = 'zh-CN') => s.raw('GET', '/api/v1/audit/export?' + qs, { headers: { Authorization: `Bearer ${reader}`, 'Accept-Language': lang } });
    await s.server.auditFlushed();
    const byUser = await get(`username=${NON_READER.username}`);
    expect(byUser.headers.get('content-type')).toContain(XLSX_TYPE);
    expect(decodeURIComponent(byUser.headers.get('content-disposition') ?? '')).toMatch(/审计日志-\d{4}-\d{2}-\d{2}\.xlsx/);
    const x = await readXlsx(byUser);
    expect(x.header).toEqual(['序号', '时间', '用户名', '姓名', '事件', '事件代码', '结果', '记录号', '地址', '详情', '行哈希']);
    // newest first: the refused export, the record read, the sign-in (the draft's creation is no audited change)
    expect(x.rows.map((r) => r[5])).toEqual(['access.refused', 'record.read', 'login.ok']);
    expect(x.rows.map((r) => r[4])).toEqual(['拒绝访问', '查看记录', '登录成功']);
    expect(x.rows.every((r) => r[2] === NON_READER.username)).toBe(true);
    expect(x.rows[0][6]).toBe('拒绝');
    expect(x.rows[0][9]).toContain('GET /api/v1/audit/export');
    expect(x.rows[1][7]).toBe(created.data.id);
    expect(x.rows[1][1]).toBeInstanceOf(Date);
    expect(String(x.rows[1][10])).toMatch(/^[0-9a-f]{64}$/);

    const byRecord = await readXlsx(await get(`recordId=${created.data.id}&event=record`, 'en'));
    expect(byRecord.header[4]).toBe('Event');
    expect(byRecord.rows.map((r) => [r[4], r[7]])).toEqual([['Record viewed', created.data.id]]);
    const logins = await readXlsx(await get('event=login'));
    expect(logins.rows.map((r) => r[2])).toEqual([NON_READER.username, AUDIT_READER.username]);
    expect((await readXlsx(await get(`to=${Date.now() - 3_600_000}`))).rows).toEqual([]);
    expect((await (await get('from=yesterday')).json()).code).toBe(400);

    await s.server.auditFlushed();
    const exports = (await s.call('GET', '/api/v1/audit?event=export', { token: reader })).data;
    // four files were written (the refused query and the 400 are not downloads)
    expect(exports.count).toBe(4);
    expect(exports.list[0]).toMatchObject({ event: 'export', username: AUDIT_READER.username, outcome: 'ok', detail: { route: 'GET /api/v1/audit/export' } });
    expect(exports.list.map((r: { detail: { query: Record<string, string> } }) => r.detail.query).reverse())
      .toEqual([{ username: NON_READER.username }, { recordId: String(created.data.id), event: 'record' }, { event: 'login' }, { to: expect.any(String) }]);
    // a server, six sign-ins and five XLSX files written by the export thread: about 15 s on a busy 2-core machine
  }, 60_000);

  it('refuses more than AUDIT_EXPORT_MAX rows with the count and the limit, in the caller\'s language', async () => {
    const ctx = (lang: string) => ({
      req: { headers: { 'accept-language': lang } },
      app: { store: { countAuditEntries: async () => AUDIT_EXPORT_MAX + 1 } },
    }) as unknown as AuthedCtx;
    const zh = await auditXlsx(ctx('zh-CN'), {}).catch((e: unknown) => e);
    expect(zh).toBeInstanceOf(ApiError);
    expect((zh as ApiError).message).toBe(`符合条件的审计记录有 ${AUDIT_EXPORT_MAX + 1} 条，一次最多导出 ${AUDIT_EXPORT_MAX} 条。请缩小时间范围或增加筛选条件后再导出。`);
    const en = await auditXlsx(ctx('en'), {}).catch((e: unknown) => e);
    expect((en as ApiError).message).toContain(`at most ${AUDIT_EXPORT_MAX} can be exported`);
  });
});
