// Forms created, deleted, retired and restored in the library (issue 31 §1): a code checked before the
// designer opens and refused when taken, a kind and names in both languages, a state in the list (in use,
// retired, unused); an unused form may be deleted with its versions, one in use retired (no new record,
// category or round on it, old records keep it); every call for the form writers only.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';
import { dropTestDatabase, ON_POSTGRES, tempDir, testDatabase, withDb } from './helpers.ts';
import { migrate, migrations } from '../../demo/server/db/migrations.ts';
import { migratePg, pgMigrations } from '../../demo/server/db/pgMigrations.ts';
import { migrationCategoriesPg, migrationCategoriesSqlite } from '../../demo/server/db/migrationCategories.ts';
import { PostgresDb } from '../../demo/server/db/sql/postgres.ts';
import { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';
import type { SqlDb } from '../../demo/server/db/sql/types.ts';

const { s, w } = useWfServer({ checkSecrets: true });

const SCHEMA = { list: [{ type: 'input', name: '输血品种', key: 'k1', model: 'blood_product', options: {}, rules: [] }], config: { labelWidth: 100 } };
type Row = { id: number; code: string; name: string; nameEn: string; kind: string; state: string; used: boolean; retiredAt: string | null };
const list = async (q = '') => (await w.get('admin', `/api/v1/forms?pageSize=100${q}`)).data.list as Row[];
const row = async (code: string) => (await list()).find((f) => f.code === code)!;
const create = (body: Record<string, unknown>, user = 'admin') => w.call(user, 'POST', '/api/v1/forms', { schema: SCHEMA, ...body });

describe('creating a form', () => {
  it('stores the kind and both names; the code is checked first and refused with a clear message when taken', async () => {
    expect((await w.get('admin', '/api/v1/forms/code-check?code=transfusion-form')).data).toEqual({ code: 'transfusion-form', valid: true, taken: false });
    const made = await create({ code: 'transfusion-form', name: '输血反应报告表', nameEn: 'Transfusion reaction report', kind: 'report' });
    expect(made).toMatchObject({ code: 200, data: { version: 1 } });
    expect((await w.get('admin', '/api/v1/forms/code-check?code=transfusion-form')).data).toMatchObject({ taken: true });
    expect((await w.get('admin', '/api/v1/forms/code-check?code=bad code')).data).toMatchObject({ valid: false, taken: false });
    const again = await create({ code: 'transfusion-form', name: '重复' });
    expect(again).toMatchObject({ code: 400, msg: '表单编码已存在：transfusion-form' });
    const en = await w.call('admin', 'POST', '/api/v1/forms', { code: 'transfusion-form', name: 'x', schema: SCHEMA }, { 'Accept-Language': 'en' });
    expect(en.msg).toBe('This form code is already taken: transfusion-form');
    expect((await create({ code: 'x y', name: 'x' })).msg).toBe('表单编码须为 1-64 位字母、数字、下划线或短横线');
    expect((await create({ code: 'kind-x', name: 'x', kind: 'survey' })).msg).toBe('表单类型须为报告表、评分表或整改单');
    const f = (await w.get('admin', `/api/v1/forms/${made.data.id}`)).data;
    expect(f).toMatchObject({ code: 'transfusion-form', name: '输血反应报告表', nameEn: 'Transfusion reaction report', kind: 'report', version: 1, retiredAt: null });
    expect(await row('transfusion-form')).toMatchObject({ kind: 'report', state: 'unused', used: false });
  });

  it('the seeded forms have their kinds, English names and states', async () => {
    expect(await row('05-unsafe-event-report')).toMatchObject({ kind: 'report', nameEn: 'Medical safety (adverse) event report', state: 'inUse' });
    expect(await row('quality-medical-records')).toMatchObject({ kind: 'scoring', state: 'inUse' });
    expect(await row('quality-rectification')).toMatchObject({ kind: 'rectification', state: 'inUse' });
    expect((await list('&kind=rectification')).map((f) => f.code)).toEqual(['quality-rectification']);
  });

  it('only the form writers create, check codes, delete, retire and restore', async () => {
    const made = await create({ code: 'writers-only', name: '权限测试' });
    for (const [method, path] of [['POST', '/api/v1/forms'], ['GET', '/api/v1/forms/code-check?code=a'], ['DELETE', `/api/v1/forms/${made.data.id}`],
      ['POST', `/api/v1/forms/${made.data.id}/retire`], ['POST', `/api/v1/forms/${made.data.id}/restore`]] as const) {
      const res = await w.call('nurse01', method, path, method === 'POST' ? { code: 'n1', name: 'n', schema: SCHEMA } : undefined);
      expect(res.code, `${method} ${path}`).toBe(403);
    }
    // the quality office writes forms too
    expect((await w.call('quality01', 'POST', `/api/v1/forms/${made.data.id}/retire`, {})).code).toBe(200);
  });
});

describe('deleting, retiring and restoring', () => {
  it('an unused form is deleted with its versions; its code is free again', async () => {
    const made = await create({ code: 'scratch', name: '草稿表单' });
    await w.call('admin', 'POST', `/api/v1/forms/${made.data.id}/versions`, { schema: SCHEMA, note: 'v2' });
    const del = await w.call('admin', 'DELETE', `/api/v1/forms/${made.data.id}`);
    expect(del).toMatchObject({ code: 200, data: { deleted: true } });
    expect((await w.get('admin', `/api/v1/forms/${made.data.id}`)).code).toBe(404);
    expect((await w.get('admin', `/api/v1/forms/${made.data.id}/versions/1`)).code).toBe(404);
    expect(await withDb(s, (db) => db.get('SELECT 1 FROM form_versions WHERE form_id = ?', made.data.id))).toBeUndefined();
    expect((await w.call('admin', 'DELETE', `/api/v1/forms/${made.data.id}`)).code).toBe(404);
    expect((await create({ code: 'scratch', name: '再建' })).code).toBe(200);
  });

  it('versions stay immutable: the database refuses deleting one of a form that is kept', async () => {
    const made = await create({ code: 'immutable-check', name: '不可变' });
    await expect(withDb(s, (db) => db.run('DELETE FROM form_versions WHERE form_id = ?', made.data.id))).rejects.toThrow(/immutable/);
    await expect(withDb(s, (db) => db.run("UPDATE form_versions SET note = 'x' WHERE form_id = ?", made.data.id))).rejects.toThrow(/immutable/);
  });

  it('a form in use is not deleted: the refusal says what uses it; the system forms neither', async () => {
    const generic = await row('05-unsafe-event-report');
    const res = await w.call('admin', 'DELETE', `/api/v1/forms/${generic.id}`);
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/^表单“医疗安全（不良）事件报告表”正在使用（\d+ 条记录、事件类别 “医疗器械”、“院内感染”/);
    expect(res.msg).toContain('系统按编码使用');
    const en = await w.call('admin', 'DELETE', `/api/v1/forms/${generic.id}`, undefined, { 'Accept-Language': 'en' });
    expect(en.msg).toMatch(/^The form "Medical safety \(adverse\) event report" is in use \(\d+ records, event categories "Medical device", "Hospital infection"/);
    const scoring = await row('quality-medical-records');
    expect((await w.call('admin', 'DELETE', `/api/v1/forms/${scoring.id}`)).msg).toMatch(/2 个检查轮次/);
  });

  it('retired: no new record, category or round on it; the records made on it still open; restored it takes them again', async () => {
    const made = await create({ code: 'business-form', name: '业务申请表' });
    const before = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'business', formId: made.data.id, title: '停用前', data: { blood_product: 'A' } });
    expect(before.code, before.msg).toBe(200);
    expect(await row('business-form')).toMatchObject({ state: 'inUse', used: true });
    expect((await w.call('admin', 'POST', `/api/v1/forms/${made.data.id}/retire`, {})).code).toBe(200);
    expect(await row('business-form')).toMatchObject({ state: 'retired', used: true });
    expect((await list('&active=1')).map((f) => f.code)).not.toContain('business-form');

    const after = await w.call('nurse01', 'POST', '/api/v1/records', { module: 'business', formId: made.data.id, title: '停用后', data: {} });
    expect(after).toMatchObject({ code: 400, msg: '表单“业务申请表”已停用，不能用于新的记录' });
    const bind = await w.call('admin', 'POST', '/api/v1/event-types', { code: 'retiredForm', name: '停用表单', formId: made.data.id, flowCode: 'baqsj-default' });
    expect(bind.msg).toBe('表单“业务申请表”已停用，不能绑定到事件类别');
    expect((await w.get('nurse01', `/api/v1/records/${before.data.id}`)).data).toMatchObject({ formId: made.data.id, formVersion: 1 });
    expect((await w.get('nurse01', `/api/v1/forms/${made.data.id}/versions/1`)).code).toBe(200);

    expect((await w.call('admin', 'POST', `/api/v1/forms/${made.data.id}/restore`, {})).code).toBe(200);
    expect(await row('business-form')).toMatchObject({ state: 'inUse', retiredAt: null });
    expect((await w.call('nurse01', 'POST', '/api/v1/records', { module: 'business', formId: made.data.id, title: '恢复后', data: {} })).code).toBe(200);
  });

  it('a form bound to an active category, or one the system makes records on, is not retired', async () => {
    const generic = await row('05-unsafe-event-report');
    const res = await w.call('admin', 'POST', `/api/v1/forms/${generic.id}/retire`, {});
    expect(res.code).toBe(409);
    expect(res.msg).toMatch(/^表单“医疗安全（不良）事件报告表”绑定了启用中的事件类别 “医疗器械”、/);
    const rect = await row('quality-rectification');
    expect((await w.call('admin', 'POST', `/api/v1/forms/${rect.id}/retire`, {}, { 'Accept-Language': 'en' })).msg)
      .toBe('The system makes records on the form "Quality inspection rectification form": it cannot be retired');
  });

  it('a retired scoring form starts no new round; the rounds on it keep it', async () => {
    const made = await create({ code: 'retired-scoring', name: '停用评分表', kind: 'scoring', schema: (await w.get('admin', '/api/v1/forms/by-code/quality-medical-records')).data.schema });
    const inspector = (await w.userIds()).inspector01;
    const round = { name: '停用测试', formId: made.data.id, periodStart: '2026-01-01', periodEnd: '2026-03-31', depts: ['内分泌科'], inspectorIds: [inspector] };
    const ok = await w.call('quality01', 'POST', '/api/v1/quality/rounds', round);
    expect(ok.code, ok.msg).toBe(200);
    expect((await w.call('quality01', 'POST', `/api/v1/forms/${made.data.id}/retire`, {})).code).toBe(200);
    expect((await w.get('quality01', '/api/v1/quality/score-forms')).data.map((f: { id: number }) => f.id)).not.toContain(made.data.id);
    expect((await w.call('quality01', 'POST', '/api/v1/quality/rounds', { ...round, name: '新轮次' })).msg).toBe('表单“停用评分表”已停用，不能用于新的记录或检查轮次');
    expect((await w.call('quality01', 'PUT', `/api/v1/quality/rounds/${ok.data.id}`, { ...round, name: '改名', formVersion: 1 })).code).toBe(200);
  });
});

describe('the migration on an existing database (issue 31)', () => {
  const SCORE = JSON.stringify({ list: [{ type: 'scoreItem', model: 'x', name: 'x', key: 'x', options: {} }], config: {} });
  /** A database at the migration before issue 31's, with forms, a category and the system module's menu. */
  async function seedOld(db: SqlDb): Promise<void> {
    await db.run("INSERT INTO roles (role_key, role_name, created_at) VALUES ('System', '系统管理员', 0)");
    await db.run("INSERT INTO menus (menu_route, menu_disp, sys_module, menu_type, order_num) VALUES ('/newUpms', '系统模块', 'system', 'D', 50)");
    await db.run('INSERT INTO role_menus (role_id, menu_id) SELECT r.id, m.id FROM roles r, menus m');
    for (const [code, schema] of [['05-unsafe-event-report', '{"list":[],"config":{}}'], ['quality-medical-records', SCORE], ['quality-rectification', '{"list":[],"config":{}}']]) {
      await db.run('INSERT INTO forms (code, name, latest_version, created_at, updated_at) VALUES (?, ?, 2, 0, 0)', code, code);
      for (const v of [1, 2]) await db.run('INSERT INTO form_versions (form_id, version, schema, created_at) SELECT id, ?, ?, 0 FROM forms WHERE code = ?', v, schema, code);
    }
    await db.run("INSERT INTO event_types (code, name, name_en, form_id, sort) SELECT 'fall', '跌倒/坠床', 'Fall', id, 1 FROM forms WHERE code = '05-unsafe-event-report'");
  }
  async function check(db: SqlDb): Promise<void> {
    expect(await db.all('SELECT code, kind, name_en AS "nameEn", retired_at AS "retiredAt" FROM forms ORDER BY code')).toEqual([
      { code: '05-unsafe-event-report', kind: 'report', nameEn: 'Medical safety (adverse) event report', retiredAt: null },
      { code: 'quality-medical-records', kind: 'scoring', nameEn: 'Medical record quality scoring form', retiredAt: null },
      { code: 'quality-rectification', kind: 'rectification', nameEn: 'Quality inspection rectification form', retiredAt: null },
    ]);
    const fall = await db.get<{ v: number; r: number | null; c: number }>('SELECT form_version AS v, retired_at AS r, created_at AS c FROM event_types WHERE code = \'fall\'');
    expect(fall).toMatchObject({ v: 2, r: null });
    expect(Number(fall!.c)).toBeGreaterThan(0);
    const menu = await db.get<{ disp: string; parent: string }>(`SELECT m.menu_disp AS disp, p.menu_route AS parent FROM menus m JOIN menus p ON p.id = m.parent_id
      JOIN role_menus rm ON rm.menu_id = m.id WHERE m.menu_route = '/newUpms/eventType'`);
    expect(menu).toEqual({ disp: '事件类别', parent: '/newUpms' });
    await expect(db.run("DELETE FROM form_versions WHERE version = 1 AND form_id = (SELECT id FROM forms WHERE code = 'quality-rectification')")).rejects.toThrow(/immutable/);
  }

  it.skipIf(ON_POSTGRES)('SQLite: existing forms get their kinds and English names, categories their version, the menu its page', async () => {
    const dir = tempDir();
    const raw = new Database(join(dir, 'hos.sqlite'));
    raw.pragma('foreign_keys = ON');
    try {
      const before = migrations.indexOf(migrationCategoriesSqlite);
      raw.transaction(() => { for (let i = 0; i < before; i++) migrations[i](raw); raw.pragma(`user_version = ${before}`); })();
      const db = new SqliteDb(raw);
      await seedOld(db);
      expect(migrate(raw)).toEqual({ from: before, to: migrations.length });
      await check(db);
    } finally {
      raw.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!ON_POSTGRES)('PostgreSQL: the same', async () => {
    const url = (await testDatabase(tempDir('hos-migrate-')))!;
    const db = new PostgresDb(url);
    try {
      const before = pgMigrations.indexOf(migrationCategoriesPg);
      await db.exec('CREATE TABLE schema_migrations (version BIGINT PRIMARY KEY, applied_at BIGINT NOT NULL)');
      for (let i = 0; i < before; i++) {
        await db.tx(async () => {
          await pgMigrations[i](db);
          await db.run('INSERT INTO schema_migrations (version, applied_at) VALUES (?, 0)', i + 1);
        });
      }
      await seedOld(db);
      expect(await migratePg(db)).toEqual({ from: before, to: pgMigrations.length });
      await check(db);
    } finally {
      await db.close();
      await dropTestDatabase(url);
    }
  });
});
