// `npm run backup` while the server runs and writes, then a restore as docs/deploy.md describes it: the
// restored server has every record acknowledged before the backup, and the uploads.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, cpSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ON_POSTGRES, startTestServer, tempDir, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { multipart, PNG_HEAD, send } from './probeHelpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

describe('online backup and restore', () => {
  // SQLite's by nature: the online backup of the database file (PostgreSQL: pg_dump, docs/deploy.md)
  it.skipIf(ON_POSTGRES)('backs up a running server and a restored copy serves the same records and files', async () => {
    const wf = wfClient(s);
    const reported = await wf.report('nurse01', { title: '备份前的报告' });
    expect(reported.code).toBe(200);
    const token = await wf.tok('nurse01');
    const mp = multipart('evidence.png', Buffer.concat([PNG_HEAD, Buffer.alloc(100, 7)]));
    const up = await send(s, 'POST', '/api/v1/file/upload', { headers: { Authorization: `Bearer ${token}`, 'Content-Type': mp.type }, body: mp.body });
    expect(up.json.code).toBe(200);

    // writes keep arriving while the backup runs
    const during = Promise.all(Array.from({ length: 20 }, (_, i) => wf.report('owner01', { title: `备份中 ${i}` })));
    const out = tempDir('hos-backup-');
    // asynchronously: the server (in this process) goes on answering while the backup process copies
    const { stdout: printed } = await promisify(execFile)(process.execPath, ['scripts/backup.mjs', '--data-dir', s.dataDir, '--out', out], { encoding: 'utf8' });
    expect(printed).toMatch(/^backup written: .*hos-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.sqlite \(schema \d+, integrity ok\); uploads copied: \d+/);
    for (const r of await during) expect(r.code).toBe(200);
    const file = readdirSync(out).find((f) => f.endsWith('.sqlite'))!;

    // restore: a data directory holding the backup as hos.sqlite and the uploads mirror
    const restored = tempDir('hos-restored-');
    mkdirSync(join(restored, 'uploads'));
    copyFileSync(join(out, file), join(restored, 'hos.sqlite'));
    cpSync(join(out, 'uploads'), join(restored, 'uploads'), { recursive: true });
    const r = await startTestServer({ dataDir: restored });
    try {
      const t = await r.login('nurse01');
      const rec = await r.call('GET', `/api/v1/records/${reported.data.id}`, { token: t });
      expect(rec.code).toBe(200);
      expect(rec.data.title).toBe('备份前的报告');
      const got = await r.raw('GET', up.json.data.src);
      expect(got.status).toBe(200);
    } finally {
      await r.stop();
    }
  });
});
