// `npm test`: every test, in order of cost. Stops at the first failing stage.
//   typecheck, lint, UI texts, import boundaries (side by side) -> unit + server (vitest, Node, SQLite) -> server on PostgreSQL
//   -> build -> size budgets -> package typings -> browser (wtr, Chromium) -> e2e (Playwright) -> layout audit (Playwright, two workers)
// The server tests run a second time on PostgreSQL when HOS_TEST_DATABASE_URL is set (CI: .ci/run sets it)
// or the local one of scripts/pg-local.sh answers; otherwise that stage says it was skipped.
import { spawn, spawnSync } from 'node:child_process';

const LOCAL_PG = 'postgres://hos:hos@127.0.0.1:5432/hos';

/** The PostgreSQL for the second server run, or undefined. */
async function testPostgres() {
  if (process.env.HOS_TEST_DATABASE_URL) return process.env.HOS_TEST_DATABASE_URL;
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: LOCAL_PG, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return LOCAL_PG;
  } catch {
    return undefined;
  }
}
const pgUrl = await testPostgres();
// HOS_TEST_LDAP_URL (scripts/ldap-local.sh; .ci/run sets it) goes through to both server runs as it is:
// tests/server/ldap.test.ts runs against that OpenLDAP, and says it was skipped without one
const { HOS_TEST_DATABASE_URL: _unused, ...sqliteEnv } = process.env;
if (!process.env.HOS_TEST_LDAP_URL) console.log('note: no HOS_TEST_LDAP_URL: the directory sign-in tests are skipped (start one with scripts/ldap-local.sh)');

const stages = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['UI texts', 'node', ['scripts/check-texts.mjs']],
  ['import boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['unit and server tests', 'npx', ['vitest', 'run'], sqliteEnv],
  ['server tests on PostgreSQL', 'npx', ['vitest', 'run', 'tests/server'], pgUrl ? { ...process.env, HOS_TEST_DATABASE_URL: pgUrl } : null],
  ['build', 'npm', ['run', 'build']],
  ['bundle contract', 'node', ['scripts/check-dist.mjs']],
  ['size budgets', 'node', ['scripts/size.mjs']],
  ['package typings', 'node', ['scripts/check-typings.mjs']],
  ['browser tests', 'npx', ['wtr']],
  ['end-to-end tests', 'npx', ['playwright', 'test', '--project=e2e']],
  // read-only, on a fresh server, its accounts over two workers (playwright.config.ts)
  ['layout audit', 'npx', ['playwright', 'test', '--project=layout-audit']],
];

/**
 * The first checks read the sources only and each keeps one core busy: they run side by side (two cores save
 * about a minute of CI's 90), their output printed stage by stage once all have ended.
 */
const TOGETHER = new Set(['typecheck', 'lint', 'UI texts', 'import boundaries']);

function runQuiet(name, cmd, args, env) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(cmd, args, { env: { ...env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (status) => resolve({ name, cmd, args, status, out, secs: ((Date.now() - t0) / 1000).toFixed(1) }));
  });
}

const only = process.argv.slice(2);
const picked = (name) => !only.length || only.some((o) => name.startsWith(o));
const started = Date.now();
const together = stages.filter(([name]) => TOGETHER.has(name) && picked(name));
if (together.length) {
  const results = await Promise.all(together.map(([name, cmd, args, env = process.env]) => runQuiet(name, cmd, args, env)));
  let failed = null;
  for (const r of results) {
    console.log(`\n=== ${r.name}: ${r.cmd} ${r.args.join(' ')}`);
    process.stdout.write(r.out);
    if (r.status !== 0) {
      console.error(`\n=== ${r.name} FAILED after ${r.secs} s (exit ${r.status})`);
      failed ??= r.status || 1;
    } else console.log(`=== ${r.name} passed in ${r.secs} s (side by side with the other source checks)`);
  }
  if (failed) process.exit(failed);
}
for (const [name, cmd, args, env = process.env] of stages) {
  if (!picked(name) || TOGETHER.has(name)) continue;
  if (env === null) {
    console.log(`\n=== ${name}: skipped (no PostgreSQL: set HOS_TEST_DATABASE_URL, or start one with scripts/pg-local.sh)`);
    continue;
  }
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...env, FORCE_COLOR: '0' } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${secs} s (exit ${r.status})`);
    process.exit(r.status || 1);
  }
  console.log(`=== ${name} passed in ${secs} s`);
}
console.log(`\nall stages passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
