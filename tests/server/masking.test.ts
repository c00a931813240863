// Issue 33 §6: patient identifiers masked for the roles that do not need them, in every output of a record
// (list, detail, revisions, the data query's XLSX, the monthly report and its XLSX, the bell), by the system
// setting patient_identifier_roles; a masked reader's save keeps the stored values; e-mail and WeCom
// messages carry the record's number and category, never the patient's name.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { withDb } from './helpers.ts';
import { useWfServer } from './wf.ts';
import { monthKeyOf } from '../../src/core/stats/months.ts';
import { DEFAULT_IDENTIFIER_ROLES } from '../../src/core/privacy/identifiers.ts';
import { DEFAULT_TIME_ZONE } from '../../src/core/settings/timeZone.ts';

const { s, w } = useWfServer({ checkSecrets: true });
const NAME = '欧阳明轩';
const MASKED = '欧**轩';
const TITLE = `跌倒事件报告（${NAME}）`;
// the server cuts report periods in the hospital's zone (not this machine's: their months differ at a month's end)
const TZ = DEFAULT_TIME_ZONE;

const setRoles = async (roles: readonly string[]) =>
  expect((await w.call('secadmin', 'POST', '/api/v1/settings', { classify: 1, content: { patient_identifier_roles: roles } })).code).toBe(200);
const report = (fields: Record<string, unknown> = {}) =>
  w.report('nurse01', { title: TITLE, ...fields }, { sjsx_patient_name: NAME, sjsx_patient_bed: '23床' });

/** every cell's text of a workbook */
async function xlsxText(user: string, path: string): Promise<string> {
  const res = await s.raw('GET', path, { headers: { Authorization: `Bearer ${await w.tok(user)}`, 'Accept-Language': 'en' } });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
  const out: string[] = [];
  wb.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((c) => out.push(String(c.text ?? '')))));
  return out.join('\n');
}

describe('patient identifiers by role', () => {
  let id = 0;

  it('by default the quality office reads them in full', async () => {
    const res = await report();
    expect(res.code).toBe(200);
    id = res.data.id;
    const d = await w.detail('quality01', id);
    expect(d.title).toBe(TITLE);
    expect(d.data.sjsx_patient_name).toBe(NAME);
    // only the security administrator changes the setting (issue 33 §4)
    expect((await w.call('quality01', 'POST', '/api/v1/settings', { classify: 1, content: { patient_identifier_roles: ['qualityOfficer'] } })).code).toBe(403);
  });

  it('a role left out of the setting sees masks in the list, the detail, the revisions and the bell; a listed role the full values', async () => {
    await setRoles(['System']);
    const list = async (user: string) => (await w.get(user, `/api/v1/records?scope=all&module=baqsj&includeData=1&pageSize=200`)).data.list as any[];
    const masked = (await list('quality01')).find((r) => r.id === id);
    expect(masked.title).toBe(`跌倒事件报告（${MASKED}）`);
    expect(masked.data).toMatchObject({ sjsx_patient_name: MASKED, sjsx_patient_bed: '***' });
    // without the data, the title's patient is masked too
    const plain = ((await w.get('quality01', '/api/v1/records?scope=all&module=baqsj&pageSize=200')).data.list as any[]).find((r) => r.id === id);
    expect(plain.title).toBe(`跌倒事件报告（${MASKED}）`);
    const full = (await list('admin')).find((r) => r.id === id);
    expect(full.title).toBe(TITLE);
    expect(full.data).toMatchObject({ sjsx_patient_name: NAME, sjsx_patient_bed: '23床' });

    const d = await w.detail('quality01', id);
    expect(d.title).toBe(`跌倒事件报告（${MASKED}）`);
    expect(d.data).toMatchObject({ sjsx_patient_name: MASKED, sjsx_patient_bed: '***' });
    // the print view is drawn in the browser from this same detail: nothing else carries the name
    expect(JSON.stringify(d)).not.toContain(NAME);
    expect(JSON.stringify((await w.get('quality01', `/api/v1/records/${id}/revisions/1`)).data)).not.toContain(NAME);
    expect((await w.detail('admin', id)).data.sjsx_patient_name).toBe(NAME);
    // nor may a masked reader find a record by its patient's name through the field filter (in their language)
    const probe = `/api/v1/records?scope=all&module=baqsj&field=sjsx_patient_name&fieldValue=${encodeURIComponent(NAME)}`;
    expect(await w.get('quality01', probe, { 'Accept-Language': 'en' })).toMatchObject({ code: 400 });
    expect((await w.get('quality01', `/api/v1/stats/events?field=sjsx_patient_name&fieldValue=${encodeURIComponent(NAME)}`)).code).toBe(400);
    expect((await w.get('admin', probe)).data.list.map((r: { id: number }) => r.id)).toContain(id);
    // …nor by typing the name as the keyword: the title is searched without its patient's name
    const byKeyword = (user: string, k: string) => w.get(user, `/api/v1/records?scope=all&module=baqsj&pageSize=200&keyword=${encodeURIComponent(k)}`)
      .then((r) => (r.data.list as { id: number }[]).map((x) => x.id));
    expect(await byKeyword('quality01', NAME)).not.toContain(id);
    expect(await byKeyword('quality01', '跌倒事件报告')).toContain(id);
    expect(await byKeyword('admin', NAME)).toContain(id);

    // the department reviewer's to-do in the bell
    const bell = (await w.messages('approver01')).filter((m) => m.relatedId === id);
    expect(bell.length).toBeGreaterThan(0);
    expect(JSON.stringify(bell)).not.toContain(NAME);
    expect(JSON.stringify(bell)).toContain(MASKED);
  });

  it('the data query\'s XLSX: masked for a masked reader, in full for a listed one', async () => {
    const path = '/api/v1/records/export?scope=all&module=baqsj';
    const masked = await xlsxText('quality01', path);
    expect(masked).not.toContain(NAME);
    expect(masked).toContain(`跌倒事件报告（${MASKED}）`);
    expect(masked.split('\n')).toContain(MASKED);
    const full = await xlsxText('admin', path);
    expect(full).toContain(TITLE);
  });

  it('the monthly report and its XLSX appendix', async () => {
    const q = `period=${monthKeyOf(Date.now(), TZ)}&tz=${encodeURIComponent(TZ)}`;
    const json = await w.get('quality01', `/api/v1/reports/monthly?${q}`);
    expect(json.code).toBe(200);
    expect(JSON.stringify(json)).not.toContain(NAME);
    const masked = await xlsxText('quality01', `/api/v1/reports/monthly.xlsx?${q}`);
    expect(masked).toContain(`跌倒事件报告（${MASKED}）`);
    expect(masked).not.toContain(NAME);
    expect(await xlsxText('admin', `/api/v1/reports/monthly.xlsx?${q}`)).toContain(TITLE);
  });

  it('a masked reader\'s save keeps the stored values it saw masked; what they typed is theirs', async () => {
    // the reporter is masked too
    const draft = await report({ submit: false });
    expect(draft.code).toBe(200);
    const rid = draft.data.id as number;
    const shown = await w.detail('nurse01', rid);
    expect(shown.data.sjsx_patient_name).toBe(MASKED);
    const saved = await w.call('nurse01', 'PUT', `/api/v1/records/${rid}`, { version: shown.version, title: shown.title, data: { ...shown.data, sjsx_patient_bed: '15床' } });
    expect(saved.code).toBe(200);
    expect(saved.data.data).toMatchObject({ sjsx_patient_name: MASKED, sjsx_patient_bed: '***' });
    const again = await w.detail('nurse01', rid);
    const submitted = await w.call('nurse01', 'POST', `/api/v1/records/${rid}/actions/submit`, { version: again.version, title: again.title, data: again.data });
    expect(submitted.code).toBe(200);
    const stored = await w.detail('admin', rid);
    expect(stored.title).toBe(TITLE);
    expect(stored.data).toMatchObject({ sjsx_patient_name: NAME, sjsx_patient_bed: '15床' });
    const rows = await withDb(s, (db) => db.all<{ data: string }>('SELECT data FROM record_revisions WHERE record_id = ?', rid));
    for (const r of rows) expect(JSON.parse(r.data).sjsx_patient_name).toBe(NAME);
  });

  it('the default again: the listed business roles read in full', async () => {
    await setRoles(DEFAULT_IDENTIFIER_ROLES);
    expect((await w.detail('quality01', id)).data.sjsx_patient_name).toBe(NAME);
  });
});

describe('e-mail and WeCom leave the hospital: the record\'s number, category and link, never the patient', () => {
  it('the queued e-mail and WeCom messages of a report naming its patient do not name them', async () => {
    // nothing listens on port 9: the messages stay queued (or fail) with the text they would carry
    expect((await w.call('admin', 'PUT', '/api/v1/mail/settings', { enabled: true, host: '127.0.0.1', port: 9, tls: 'none', from: 'hos@example.org', user: '', appUrl: 'https://hos.example.org' })).code).toBe(200);
    expect((await w.call('approver01', 'PUT', '/api/v1/user/mail-prefs', { email: 'approver01@example.org', mailLang: '', kinds: ['todo', 'overdue', 'returned', 'report'] })).code).toBe(200);
    expect((await w.call('admin', 'PUT', '/api/v1/wecom/settings', {
      enabled: true, baseUrl: 'http://127.0.0.1:9', format: 'markdown', appUrl: 'https://hos.example.org', corpId: 'ww-test', agentId: 1000002, secret: 'wecom-secret-of-test',
      robots: [{ name: '质控科群', scope: 'role', target: 'qualityOfficer', lang: 'zh-CN', key: 'robot-key-test' }],
    })).code).toBe(200);
    expect((await w.call('approver01', 'PUT', '/api/v1/user/wecom-prefs', { wecomUserId: 'zhangzq', on: true })).code).toBe(200);
    const res = await report({ grade: 'I' });
    expect(res.code).toBe(200);
    const rid = res.data.id as number;
    const { mails, wecoms } = await withDb(s, async (db) => ({
      mails: await db.all<{ subject: string; text_body: string; html_body: string }>('SELECT subject, text_body, html_body FROM mail_outbox WHERE related_id = ?', rid),
      wecoms: await db.all<{ content: string }>('SELECT content FROM wecom_outbox WHERE related_id = ?', rid),
    }));
    expect(mails.length).toBeGreaterThan(0);
    expect(wecoms.length).toBeGreaterThan(0);
    const text = JSON.stringify([mails, wecoms]);
    expect(text).toContain(`#${rid}`);
    expect(text).not.toContain(NAME);
    expect(text).not.toContain(MASKED);
  });
});
