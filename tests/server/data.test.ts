import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { migrations } from '../../demo/server/db/migrations.ts';
import { assertNoSecrets, hospitalWall, ON_POSTGRES, startTestServer, tempDir, type TestServer } from './helpers.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

describe('database', () => {
  // SQLite's by nature: its file, user_version and WAL pragma (PostgreSQL: tests/server/schema-parity.test.ts)
  it.skipIf(ON_POSTGRES)('migrates an empty directory: user_version set, WAL, tables present', () => {
    const db = new Database(join(s.dataDir, 'hos.sqlite'), { readonly: true });
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
      for (const t of ['users', 'roles', 'user_roles', 'menus', 'role_menus', 'sessions', 'messages', 'forms', 'form_versions', 'records', 'charge_items', 'uploads']) {
        expect(tables).toContain(t);
      }
      // tokens are stored hashed, never in clear
      const stored = db.prepare('SELECT token_hash FROM sessions').all() as { token_hash: string }[];
      expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
    } finally {
      db.close();
    }
  });

  it('a restart on the same directory keeps data (a changed password) and does not re-seed', async () => {
    const dir = tempDir();
    const a = await startTestServer({ dataDir: dir });
    const t = await a.login('tech01');
    const weak = await a.call('PUT', '/api/v1/user/pwd', { token: t, body: { oldPassword: 'Tech@2024', newPassword: 'short', passwordType: '1' } });
    expect(weak.code).toBe(400);
    const wrongOld = await a.call('PUT', '/api/v1/user/pwd', { token: t, body: { oldPassword: 'Wrong@2024', newPassword: 'Brand-New2024', passwordType: '1' } });
    expect(wrongOld).toMatchObject({ code: 400, msg: '原密码错误' });
    const ok = await a.call('PUT', '/api/v1/user/pwd', { token: t, body: { oldPassword: 'Tech@2024', newPassword: 'Brand-New2024', passwordType: '1' } });
    expect(ok.code).toBe(200);
    const forms = (await a.call('GET', '/api/v1/forms', { token: t })).data.count;
    await a.stop({ keepData: true });

    const b = await startTestServer({ dataDir: dir });
    try {
      expect((await b.call('POST', '/login', { body: { username: 'tech01', password: 'Tech@2024' } })).code).toBe(400);
      const t2 = await b.login('tech01', 'Brand-New2024');
      const info = (await b.call('GET', '/api/v1/getinfo', { token: t2 })).data.records[0];
      expect(info.lastPwdDays).toBe(0);
      expect((await b.call('GET', '/api/v1/forms', { token: t2 })).data.count).toBe(forms);
    } finally {
      await b.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('form library', () => {
  it('has the unsafe-event form, the category forms and the seeded quality forms (no test fixture) and keeps versions immutable', async () => {
    const t = await s.login('quality01');
    const list = (await s.call('GET', '/api/v1/forms', { token: t })).data;
    expect(list.list.map((f: { code: string }) => f.code).sort()).toEqual(['05-unsafe-event-report', '06-fall-report', '07-pressure-injury-report',
      '08-medication-error-report', '09-unplanned-extubation-report', '10-tech-application', 'quality-medical-records', 'quality-rectification']);
    const byCode = (await s.call('GET', '/api/v1/forms/by-code/05-unsafe-event-report', { token: t })).data;
    expect(byCode.version).toBe(1);
    expect(byCode.schema.config.customClass).toBe('baqsj-report');
    const id = byCode.id;

    const v1 = byCode.schema;
    const v2schema = { ...v1, config: { ...v1.config, labelWidth: 140 } };
    const saved = await s.call('POST', `/api/v1/forms/${id}/versions`, { token: t, body: { schema: v2schema, note: '加宽标签' } });
    expect(saved).toMatchObject({ code: 200, data: { version: 2 } });
    const latest = (await s.call('GET', `/api/v1/forms/${id}`, { token: t })).data;
    expect(latest.version).toBe(2);
    expect(latest.schema.config.labelWidth).toBe(140);
    expect(latest.createdBy).toBe('陈晓燕');
    const first = (await s.call('GET', `/api/v1/forms/${id}/versions/1`, { token: t })).data;
    expect(first.schema).toEqual(v1);
    const versions = (await s.call('GET', `/api/v1/forms/${id}/versions`, { token: t })).data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(versions[0]).not.toHaveProperty('schema');
    expect((await s.call('GET', `/api/v1/forms/${id}/versions/9`, { token: t })).code).toBe(404);
  });

  it('validates the schema and the writer roles', async () => {
    const q = await s.login('quality01');
    const bad = await s.call('POST', '/api/v1/forms', { token: q, body: { code: 'x1', name: 'X', schema: { list: {} } } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toMatch(/list 数组和 config 对象/);
    const created = await s.call('POST', '/api/v1/forms', { token: q, body: { code: 'x1', name: '新表单', schema: { list: [], config: { labelWidth: 100 } } } });
    expect(created).toMatchObject({ code: 200, data: { version: 1 } });
    expect((await s.call('POST', '/api/v1/forms', { token: q, body: { code: 'x1', name: '重复', schema: { list: [], config: {} } } })).code).toBe(400);
    const nurse = await s.login('nurse01');
    expect((await s.call('POST', `/api/v1/forms/${created.data.id}/versions`, { token: nurse, body: { schema: { list: [], config: {} } } })).code).toBe(403);
    expect((await s.call('GET', `/api/v1/forms/${created.data.id}`, { token: nurse })).code).toBe(200);
  });
});

describe('departments for the old forms', () => {
  it('answers the unsafe-event form\'s remote-99 department call (old envelope, deptCode/deptName)', async () => {
    const t = await s.login('nurse01');
    const body = { hospitalId: 'H001', status: 1 };
    const j = await s.call('POST', '/xjs-api/MTSaas/sysDept/doQueryList', { token: t, body, headers: { 'X-App-Id': 'baqsj' } });
    expect(j.resStatus).toBe('S0000');
    const recs = j.resData.records as { deptCode: string; deptName: string }[];
    expect(recs.length).toBeGreaterThan(5);
    expect(recs).toContainEqual(expect.objectContaining({ deptCode: 'D0801', deptName: '内分泌科' }));
    expect(new Set(recs.map((r) => r.deptCode)).size).toBe(recs.length);
    const none = await s.call('POST', '/xjs-api/MTSaas/sysDept/doQueryList', { body });
    expect(none.resStatus).toBe('E0401');
  });
});

describe('charge items', () => {
  it('has at least 200 items and filters by name, pay method and fee category', async () => {
    const t = await s.login('nurse01');
    const all = (await s.call('GET', '/api/v1/priceNo/list?pageIndex=1&pageSize=5', { token: t })).data;
    expect(all.count).toBeGreaterThanOrEqual(200);
    expect(all.list).toHaveLength(5);
    expect(all).toMatchObject({ pageIndex: 1, pageSize: 5 });
    const row = all.list[0];
    expect(row.medicalCode).toMatch(/^\d{9}$/);
    expect(row.gjMedicalCode).toBe(`00${row.medicalCode}0000-${row.medicalCode}`);
    expect(row.charges).toMatch(/^\d+\.\d{2}$/);

    const blood = (await s.call('GET', `/api/v1/priceNo/list?name=${encodeURIComponent('血')}&pageSize=100`, { token: t })).data;
    expect(blood.count).toBeGreaterThan(0);
    expect(blood.list.every((r: { name: string }) => r.name.includes('血'))).toBe(true);
    const q = `payMethod=${encodeURIComponent('无自付')}&priceType=${encodeURIComponent('化验费')}&pageSize=100`;
    const filtered = (await s.call('GET', `/api/v1/priceNo/list?${q}`, { token: t })).data;
    expect(filtered.count).toBeGreaterThan(0);
    expect(filtered.list.every((r: { payMethod: string; priceType: string }) => r.payMethod === '无自付' && r.priceType === '化验费')).toBe(true);
    const page2 = (await s.call('GET', '/api/v1/priceNo/list?pageIndex=2&pageSize=5', { token: t })).data;
    expect(page2.list[0].id).not.toBe(row.id);

    const info = await s.call('GET', `/api/v1/priceNo/info?medicalCode=${row.medicalCode}`, { token: t });
    expect(info.data).toEqual(row);
    expect(await s.call('GET', '/api/v1/priceNo/info?medicalCode=999999999', { token: t })).toMatchObject({ code: 200, data: { id: 0 } });
  });

  it('dictionaries carry the pay methods and fee categories', async () => {
    const t = await s.login('nurse01');
    const pay = (await s.call('GET', '/api/v1/dict/data?dictType=pay_method', { token: t })).data.map((d: { dictLabel: string }) => d.dictLabel);
    expect(pay).toEqual(['无自付', '部分自付', '全部自付', '限定部分自付', '限定全部自付', '协议部分自付', '协议全部自付', '协议限定全部自付']);
    const fee = (await s.call('GET', '/api/v1/dict/data?dictType=fee_category', { token: t })).data;
    expect(fee).toHaveLength(12);
    expect((await s.call('GET', '/api/v1/depts', { token: t })).data.length).toBeGreaterThan(5);
  });
});

describe('messages and records', () => {
  it('lists only the caller\'s messages and marks one read', async () => {
    const t = await s.login('tech01');
    const q = (body: object) => s.call('POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { token: t, body });
    const all = (await q({ pageIndex: 1, pageSize: 9999 })).resData;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const unread = (await q({ operate_status: 0, pageIndex: 1, pageSize: 9999 })).resData.records;
    expect(unread.length).toBeGreaterThan(0);
    const m = unread[0];
    // the old portal's API keeps its wall-clock text; the instant stands beside it (issue 23 §2)
    expect(m.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(m.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(m.createdAt.slice(0, 19)).toBe(m.createTime.replace(' ', 'T'));
    expect(m).toMatchObject({ operateStatus: 0, operate_status: 0, is_read: 0 });
    expect(all.records.some((x: { relatedType: string }) => x.relatedType === '审批')).toBe(true);
    expect(all.records.some((x: { process: number }) => x.process === 2)).toBe(true);

    // another user cannot mark it
    const other = await s.login('approver01');
    expect((await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doRead', { token: other, body: { id: m.id } })).resStatus).toBe('E0404');
    expect((await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doRead', { token: t, body: { id: m.id } })).resStatus).toBe('S0000');
    const after = (await q({ operate_status: 0, pageSize: 9999 })).resData.records;
    expect(after.length).toBe(unread.length - 1);
    expect(after.some((x: { id: number }) => x.id === m.id)).toBe(false);
  });

  it('report -> todo of the department head -> approve -> linked message to the reporter', async () => {
    const nurse = await s.login('nurse01');
    const created = await s.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', title: '测试上报', data: { event_place: '病房' }, submit: false } });
    expect(created.code).toBe(200);
    const { id, version } = created.data;
    expect(created.data).toMatchObject({ state: 'draft', allowedActions: expect.arrayContaining(['saveDraft', 'submit', 'deleteDraft']) });
    const sub = await s.call('POST', `/api/v1/records/${id}/actions/submit`, { token: nurse, body: { version, data: { event_place: '走廊' } } });
    expect(sub.data).toMatchObject({ state: 'inProgress', stepKey: 'deptReview', assignees: [{ name: '张志强' }] });
    expect((await s.call('PUT', `/api/v1/records/${id}`, { token: nurse, body: { version: sub.data.version, title: 'again' } })).code).toBe(400);

    const approver = await s.login('approver01');
    const todo = (await s.call('GET', '/api/v1/records?scope=todo', { token: approver })).data.list;
    expect(todo.some((r: { id: number }) => r.id === id)).toBe(true);
    // the cardiology report of nurse02 is not in the endocrinology head's list
    expect(todo.every((r: { deptName: string }) => r.deptName === '内分泌科')).toBe(true);
    expect((await s.call('GET', '/api/v1/records?scope=todo', { token: nurse })).data.list.some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await s.call('POST', `/api/v1/records/${id}/actions/approve`, { token: nurse, body: { version: sub.data.version } })).code).toBe(403);

    const detail = (await s.call('GET', `/api/v1/records/${id}`, { token: approver })).data;
    // stored once: the form's category and grade fields get the record's type and grade, its department,
    // reporter and submission time (issue 22 §1)
    expect(detail.data).toEqual({
      event_place: '走廊', event_category: '跌倒/坠床', event_level: 'III级（未造成后果事件）', event_report_dept: 'D0801',
      reporter_name: '李秀梅', reporter_work_no: 'H10023', reporter_dept: '内分泌科', report_time: hospitalWall(detail.submittedAt),
      // a fall reports on the fall form (issue 31 §4): its Morse total and band are computed, none picked yet
      morse_total: 0, morse_band: '低危',
    });
    expect(detail.allowedActions).toContain('approve');
    const done = await s.call('POST', `/api/v1/records/${id}/actions/reject`, { token: approver, body: { version: detail.version, comment: '描述不完整' } });
    expect(done).toMatchObject({ code: 200, data: { state: 'rejected', status: 'rejected' } });
    expect((await s.call('POST', `/api/v1/records/${id}/actions/approve`, { token: approver, body: { version: done.data.version } })).code).toBe(400);
    const doneList = (await s.call('GET', '/api/v1/records?scope=done', { token: approver })).data.list;
    expect(doneList.find((r: { id: number }) => r.id === id)).toMatchObject({ state: 'rejected', opinion: '描述不完整' });

    const msgs = (await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { token: nurse, body: { operate_status: 0 } })).resData.records;
    expect(msgs[0]).toMatchObject({ relatedType: '审批', relatedId: id, operateStatus: 0, link: `/newBaqsj/lookDetail?id=${id}` });
    expect(msgs[0].logContent).toContain('测试上报');
    expect(msgs[0].logContent).toContain('描述不完整');
  });

  it('new-technology lists and export', async () => {
    const t = await s.login('tech01');
    const list = (await s.call('GET', `/api/v1/limit-tech/list?name=${encodeURIComponent('手术')}`, { token: t })).data;
    expect(list.count).toBeGreaterThan(0);
    const old = await s.call('POST', '/xjs-api/MTSaas/xjsUnlimitType/doQueryPage', { token: t, body: { pageIndex: 1, pageSize: 3 } });
    expect(old.resData.records).toHaveLength(3);
    const res = await s.raw('POST', '/xjs-api/MTSaas/xjsLimitType/doExport', { headers: { Authorization: `Bearer ${t}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect((await readXlsx(res)).header).toContain('技术名称');
  });
});

describe('secrets', () => {
  it('no response in this file carried a password or a hash', () => {
    assertNoSecrets(s.seen, ['Brand-New2024']);
  });
});
