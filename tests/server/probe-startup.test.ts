// Probe: the server prints no password when it starts (issue 10 §2: README and docs/api.md list the demo
// accounts), on a fresh data directory where it seeds them.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, dropTestDatabase, OTHER_PASSWORD, tempDir, testDatabase } from './helpers.ts';

describe('start-up output', () => {
  it('names the URL, the data directory, the seeded accounts and the database, never a password (nor the database\'s)', async () => {
    const dataDir = tempDir();
    const databaseUrl = await testDatabase(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      env: { ...process.env, PORT: '0', HOS_DATA_DIR: dataDir, HOS_QUIET: '1', DATABASE_URL: databaseUrl ?? '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.stderr.on('data', (c: Buffer) => { out += c.toString(); });
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => { if (/database: /.test(out)) resolve(); });
        child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
      });
      expect(out).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
      // the seeded accounts, as the README says: every username, with no password
      for (const user of Object.keys(ACCOUNTS)) expect(out).toMatch(new RegExp(`^  ${user} `, 'm'));
      expect(out).toMatch(databaseUrl ? /database: PostgreSQL / : /database: SQLite/);
      for (const pw of [...Object.values(ACCOUNTS), OTHER_PASSWORD]) expect(out).not.toContain(pw);
      if (databaseUrl) expect(out).not.toContain(':' + new URL(databaseUrl).password + '@');
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropTestDatabase(databaseUrl);
    }
    // a cold start of the real server process (tsx compiles it, the seed writes every account): about 10 s on a
    // busy 2-core machine alone, more while the other test files run beside it
  }, 60_000);
});
