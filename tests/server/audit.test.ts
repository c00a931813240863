// Issue 33 §5: the audit log. Sign-ins, refusals, administrators' changes, record reads and exports are
// logged through one writer that does not hold up the request; every row carries the hash of the one
// before (audit/chain.ts); `npm run audit -- verify` walks the chain and names the first row changed behind
// the append-only trigger's back; `archive` moves rows older than the retention to a file whose sha256 is
// recorded, and the chain goes on from there. SQLite and PostgreSQL (HOS_TEST_DATABASE_URL).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AuditLog } from '../../demo/server/audit/auditLog.ts';
import { retentionDays } from '../../demo/server/audit/archive.ts';
import { runAudit } from '../../demo/server/audit/cli.ts';
import type { SqlDb } from '../../demo/server/db/sql/types.ts';
import Database from 'better-sqlite3';
import { migrate, migrations } from '../../demo/server/db/migrations.ts';
import { pgMigrations } from '../../demo/server/db/pgMigrations.ts';
import { PostgresDb } from '../../demo/server/db/sql/postgres.ts';
import { SqliteDb } from '../../demo/server/db/sql/sqlite.ts';
import { verifyChain } from '../../demo/server/audit/verify.ts';
import { dropTestDatabase, startTestServer, tempDir, testDatabase, withDb, type TestServer } from './helpers.ts';

const servers: TestServer[] = [];
afterAll(async () => { while (servers.length) await servers.pop()!.stop(); });
const start = async () => { const s = await startTestServer(); servers.push(s); return s; };

/** `npm run audit -- <cmd>` against the test server's database: its exit code and printed lines. */
async function cli(s: TestServer, cmd: string, env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  await s.server.auditFlushed();
  const lines: string[] = [];
  const code = await runAudit([cmd, '--data-dir', s.dataDir], { DATABASE_URL: s.databaseUrl ?? '', ...env }, (l) => lines.push(l));
  return { code, out: lines.join('\n') };
}

type Row = { id: number; event: string; username: string; user_id: number | null; outcome: string; record_id: number | null; detail: string; ip: string };
async function rows(s: TestServer): Promise<Row[]> {
  await s.server.auditFlushed();
  return withDb(s, (d) => d.all<Row>('SELECT id, event, username, user_id, outcome, record_id, detail, ip FROM audit_log ORDER BY id'));
}

/** Changes one row with the append-only trigger out of the way, as someone with the database's keys could. */
async function tamper(db: SqlDb, sql: string, ...args: unknown[]): Promise<void> {
  if (db.dialect === 'sqlite') {
    await db.exec('DROP TRIGGER audit_log_append_only_u');
    await db.run(sql, ...args);
    await db.exec("CREATE TRIGGER audit_log_append_only_u BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END");
  } else {
    await db.exec('DROP TRIGGER audit_log_append_only ON audit_log');
    await db.run(sql, ...args);
    await db.exec('CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION hos_audit_guard()');
  }
}

describe('audit log', () => {
  it('logs sign-ins, failures, sign-out, refusals and administrators\' changes with who and where; the chain verifies', async () => {
    const s = await start();
    const admin = await s.login('admin');
    expect((await s.call('POST', '/login', { body: { username: 'nurse01', password: 'Wrong@2024' } })).code).toBe(400);
    const nurse = await s.login('nurse01');
    expect((await s.call('GET', '/api/v1/dict/types', { token: nurse })).code).toBe(403);
    expect((await s.call('POST', '/api/v1/dict/type', { token: admin, body: { dictType: 'audit_probe', nameZh: '审计' } })).code).toBe(200);
    expect((await s.call('POST', '/logout', { token: admin, body: {} })).code).toBe(200);

    const all = await rows(s);
    const ev = (e: string) => all.filter((r) => r.event === e);
    expect(ev('login.ok').map((r) => r.username)).toEqual(['admin', 'nurse01']);
    expect(ev('login.ok').every((r) => r.user_id! > 0 && r.ip === '127.0.0.1' && r.outcome === 'ok')).toBe(true);
    expect(ev('login.failed')).toMatchObject([{ username: 'nurse01', outcome: 'failed', user_id: null }]);
    const refused = ev('access.refused');
    expect(refused).toMatchObject([{ username: 'nurse01', outcome: 'refused' }]);
    expect(JSON.parse(refused[0].detail).route).toBe('GET /api/v1/dict/types');
    const change = ev('admin.change');
    expect(change).toMatchObject([{ username: 'admin', outcome: 'ok' }]);
    expect(JSON.parse(change[0].detail)).toMatchObject({ route: 'POST /api/v1/dict/type', fields: expect.arrayContaining(['dictType', 'nameZh']) });
    expect(ev('logout')).toMatchObject([{ username: 'admin' }]);

    const v = await cli(s, 'verify');
    expect(v).toEqual({ code: 0, out: `OK: ${all.length} row(s) chained` });
  });

  it('logs record detail reads (with the record id), one row per list read with the ids shown, and exports', async () => {
    const s = await start();
    const nurse = await s.login('nurse01');
    const created = await s.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', title: '审计', data: { event_place: '病房' }, submit: false } });
    expect(created.code).toBe(200);
    const id = created.data.id as number;
    expect((await s.call('GET', `/api/v1/records/${id}`, { token: nurse })).code).toBe(200);
    const list = await s.call('GET', '/api/v1/records?scope=mine&pageSize=5', { token: nurse });
    expect(list.code).toBe(200);
    const shown = (list.data.list as { id: number }[]).map((r) => r.id);
    expect(shown.length).toBeGreaterThan(0);
    const quality = await s.login('quality01');
    const res = await s.raw('GET', '/api/v1/records/export?keyword=x', { headers: { Authorization: `Bearer ${quality}` } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const all = await rows(s);
    // the submission itself is not a read
    expect(all.filter((r) => r.event === 'record.read')).toMatchObject([{ username: 'nurse01', record_id: id }]);
    const lists = all.filter((r) => r.event === 'record.list');
    expect(lists).toHaveLength(1);
    expect(JSON.parse(lists[0].detail)).toEqual({ ids: shown, query: { scope: 'mine', pageSize: '5' } });
    const exports = all.filter((r) => r.event === 'export');
    expect(exports).toMatchObject([{ username: 'quality01' }]);
    expect(JSON.parse(exports[0].detail)).toMatchObject({ route: 'GET /api/v1/records/export', query: { keyword: 'x' } });
    expect((await cli(s, 'verify')).code).toBe(0);
  });

  it('logs a print and a PDF made in the browser, for a record the caller may open only', async () => {
    const s = await start();
    const nurse = await s.login('nurse01');
    const id = (await s.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', title: '打印', data: { event_place: '病房' }, submit: false } })).data.id as number;
    expect((await s.call('POST', `/api/v1/records/${id}/printed`, { token: nurse, body: { what: 'print' } })).code).toBe(200);
    expect((await s.call('POST', `/api/v1/records/${id}/printed`, { token: nurse, body: { what: 'pdf' } })).code).toBe(200);
    expect((await s.call('POST', `/api/v1/records/${id}/printed`, { token: nurse, body: { what: 'fax' } })).code).toBe(400);
    // a draft of someone else: not theirs to print, and not logged as printed
    expect((await s.call('POST', `/api/v1/records/${id}/printed`, { token: await s.login('tech01'), body: { what: 'print' } })).code).not.toBe(200);
    const prints = (await rows(s)).filter((r) => r.event === 'record.print');
    expect(prints.map((r) => [r.username, r.record_id, JSON.parse(r.detail).what])).toEqual([['nurse01', id, 'print'], ['nurse01', id, 'pdf']]);
  });

  it('two server processes on one database append to one chain (no fork)', async () => {
    const a = await start();
    const b = await startTestServer({ dataDir: a.dataDir, databaseUrl: a.databaseUrl });
    servers.push(b);
    await Promise.all([...Array(6)].flatMap(() => [a.login('nurse01'), b.login('quality01')]));
    await b.server.auditFlushed();
    const v = await cli(a, 'verify');
    expect(v).toEqual({ code: 0, out: 'OK: 12 row(s) chained' });
  });

  it('GET /api/v1/audit: filters by who, event, time and record, paged, for the audit administrator only; the read is logged', async () => {
    const s = await start();
    const admin = await s.login('auditor');
    const nurse = await s.login('nurse01');
    const created = await s.call('POST', '/api/v1/records', { token: nurse, body: { module: 'baqsj', eventType: 'fall', grade: 'III', title: '审计', data: { event_place: '病房' }, submit: false } });
    await s.call('GET', `/api/v1/records/${created.data.id}`, { token: nurse });
    await s.server.auditFlushed();
    expect((await s.call('GET', '/api/v1/audit', { token: nurse })).code).toBe(403);
    await s.server.auditFlushed();
    const q = async (qs: string) => (await s.call('GET', '/api/v1/audit?' + qs, { token: admin })).data;
    const logins = await q('event=login');
    expect(logins.list.map((r: { username: string }) => r.username)).toEqual(['nurse01', 'auditor']);
    // neither the system nor the security administrator reads it (issue 33 §4)
    for (const other of ['admin', 'secadmin']) expect((await s.call('GET', '/api/v1/audit', { token: await s.login(other) })).code).toBe(403);
    expect(logins.count).toBe(2);
    expect((await q('username=nurse01&pageSize=1')).list).toMatchObject([{ event: 'access.refused', outcome: 'refused' }]);
    expect((await q(`recordId=${created.data.id}`)).list).toMatchObject([{ event: 'record.read', username: 'nurse01', detail: {} }]);
    expect((await q(`to=${Date.now() - 3_600_000}`)).count).toBe(0);
    expect((await s.call('GET', '/api/v1/audit?from=yesterday', { token: admin })).code).toBe(400);
    await s.server.auditFlushed();
    expect((await q('event=audit.read')).count).toBe(4); // the four reads that were answered
  });

  it('names the first row changed behind the trigger\'s back; the trigger refuses an UPDATE and a DELETE', async () => {
    const s = await start();
    await s.login('admin');
    await s.login('nurse01');
    await s.login('quality01');
    const all = await rows(s);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const target = all[1];
    await withDb(s, async (db) => {
      await expect(db.run('UPDATE audit_log SET username = ? WHERE id = ?', 'x', target.id)).rejects.toThrow(/append-only/);
      await expect(db.run('DELETE FROM audit_log WHERE id = ?', target.id)).rejects.toThrow(/append-only/);
      await tamper(db, 'UPDATE audit_log SET username = ? WHERE id = ?', 'someone-else', target.id);
    });
    const v = await cli(s, 'verify');
    expect(v.code).toBe(1);
    expect(v.out).toContain(`row ${target.id}: its fields do not give its stored hash`);
    // recomputing the row's own hash does not hide it: the next row's prev_hash names the change
    await withDb(s, async (db) => {
      const { rowHash } = await import('../../demo/server/audit/chain.ts');
      const r = await db.get<any>('SELECT id, at, event, username, user_id, ip, outcome, record_id, detail, prev_hash FROM audit_log WHERE id = ?', target.id);
      await tamper(db, 'UPDATE audit_log SET hash = ? WHERE id = ?', rowHash(r.prev_hash, r), target.id);
    });
    const v2 = await cli(s, 'verify');
    expect(v2.code).toBe(1);
    expect(v2.out).toContain(`row ${all[2].id}: its prev_hash`);
  });

  it('archives rows older than the retention to a file with its sha256; the chain goes on from the archive', async () => {
    expect(retentionDays({})).toBe(180);
    expect(retentionDays({ HOS_AUDIT_RETENTION_DAYS: '365' })).toBe(365);
    expect(() => retentionDays({ HOS_AUDIT_RETENTION_DAYS: '90' })).toThrow(/at least 180/);
    const s = await start();
    // three rows from 200 days ago, by a second writer on the same database (as another server process)
    await withDb(s, async (db) => {
      const old = new AuditLog(db);
      for (let i = 0; i < 3; i++) old.log({ event: 'login.ok', username: 'old' + i, at: Date.now() - 200 * 86_400_000 });
      await old.close();
    });
    const admin = await s.login('admin');
    const before = await rows(s);
    expect(before.length).toBeGreaterThanOrEqual(4);
    expect((await cli(s, 'archive', { HOS_AUDIT_RETENTION_DAYS: '400' })).out).toBe('nothing older than the retention to archive');
    const a = await cli(s, 'archive');
    expect(a.code).toBe(0);
    expect(a.out).toMatch(/^archived 3 row\(s\) up to id 3 into .*audit-archives\/audit-1-3\.jsonl\.gz \(sha256 [0-9a-f]{64}\)$/);
    const file = join(s.dataDir, 'audit-archives', 'audit-1-3.jsonl.gz');
    expect(gunzipSync(readFileSync(file)).toString().trim().split('\n').map((l) => JSON.parse(l).username)).toEqual(['old0', 'old1', 'old2']);
    expect((await rows(s)).map((r) => r.id)).toEqual(before.slice(3).map((r) => r.id));
    // the writer goes on after the archived rows; the verifier from the archive's last hash
    expect((await s.call('POST', '/logout', { token: admin, body: {} })).code).toBe(200);
    expect(await cli(s, 'verify')).toEqual({ code: 0, out: `OK: ${before.length - 3 + 1} row(s) chained, continuing from the archive up to id 3` });
    // a rewritten archive file fails its sha256
    writeFileSync(file, gzipSync(gunzipSync(readFileSync(file)).toString().replace('old1', 'oldX')));
    const v = await cli(s, 'verify');
    expect(v.code).toBe(1);
    expect(v.out).toContain('BROKEN archive audit-archives/audit-1-3.jsonl.gz: its sha256');
    // the trigger lets archived rows go, no others
    await withDb(s, (db) => expect(db.run('DELETE FROM audit_log WHERE id = ?', before[3].id)).rejects.toThrow(/append-only/));
  });

  it('chains the rows written before the migration from the genesis', async () => {
    const insertOld = (db: SqlDb) => db.run(`INSERT INTO audit_log (at, event, username, ip, detail) VALUES
      (1, 'login.lockout', 'nurse01', '10.0.0.1', '{"key":"user:nurse01","failures":3}'), (2, 'login.lockout', 'nurse02', '10.0.0.2', '{}')`);
    const url = await testDatabase(tempDir());
    if (url) {
      const db = new PostgresDb(url, { max: 1 });
      try {
        const at = pgMigrations.findIndex((m) => m.name === 'migrationAuditChainPg');
        for (let i = 0; i < at; i++) await db.tx(() => pgMigrations[i](db));
        await insertOld(db);
        await db.tx(() => pgMigrations[at](db));
        expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 2 });
        expect(await db.all('SELECT id, outcome, prev_hash = \'\' AS genesis FROM audit_log ORDER BY id')).toEqual([{ id: 1, outcome: 'ok', genesis: true }, { id: 2, outcome: 'ok', genesis: false }]);
      } finally { await db.close(); await dropTestDatabase(url); }
    } else {
      const raw = new Database(join(tempDir(), 'hos.sqlite'));
      const at = migrations.findIndex((m) => m.name === 'migrationAuditChainSqlite');
      raw.transaction(() => { for (let i = 0; i < at; i++) migrations[i](raw); raw.pragma(`user_version = ${at}`); })();
      const db = new SqliteDb(raw);
      try {
        await insertOld(db);
        migrate(raw);
        expect(await verifyChain(db)).toMatchObject({ ok: true, rows: 2 });
        expect(await db.all("SELECT id, outcome, prev_hash = '' AS genesis FROM audit_log ORDER BY id")).toEqual([{ id: 1, outcome: 'ok', genesis: 1 }, { id: 2, outcome: 'ok', genesis: 0 }]);
      } finally { await db.close(); }
    }
  });

  it('a failed write is retried and reported once, rows are kept in order, the caller never waits or fails', async () => {
    const raw = new Database(':memory:');
    migrate(raw);
    const real = new SqliteDb(raw);
    let down = true;
    const db: SqlDb = new Proxy(real, {
      get: (t, k) => (k === 'tx' ? (fn: never, o: never) => (down ? Promise.reject(new Error('disk full')) : t.tx(fn, o)) : Reflect.get(t, k)),
    });
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const log = new AuditLog(db, { delayMs: 0, retryMs: 5 });
      expect(log.log({ event: 'a' })).toBeUndefined();
      log.log({ event: 'b' });
      // wait for the condition: at least two failed tries
      await vi.waitFor(() => expect(log.failures).toBeGreaterThanOrEqual(2), { timeout: 5000, interval: 5 });
      expect(log.pending).toBe(2);
      expect(err).toHaveBeenCalledTimes(1);
      down = false;
      log.log({ event: 'c' });
      await log.flushed();
      expect(log.pending).toBe(0);
      expect((await real.all<{ event: string }>('SELECT event FROM audit_log ORDER BY id')).map((r) => r.event)).toEqual(['a', 'b', 'c']);
      expect(await verifyChain(real)).toMatchObject({ ok: true, rows: 3 });
      // closing with the database down: the rows are printed, not dropped silently
      down = true;
      log.log({ event: 'd' });
      await log.close();
      expect(err.mock.calls.some((c) => String(c[0]).includes('row not written') && String(c[1]).includes('"event":"d"'))).toBe(true);
    } finally { err.mockRestore(); await real.close(); }
  });
});
