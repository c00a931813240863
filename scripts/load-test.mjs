// Load test of the reference server (issue 10 §3): the real server in its own process on a fresh temp
// data dir, loopback only; a few logged-in users fire a burst of 200 submissions (POST /api/v1/records,
// submit) all at once, then a burst of 200 list queries, then both together. Prints p50/p95/p99 per
// burst and the errors, then kills the server with SIGKILL (no clean shutdown) and checks in the database
// file that every acknowledged record is stored. Goal on the 2-core machine: p95 <= 150 ms per burst (as
// the issue measured "200 concurrent submissions"), 0 errors, 0 lost.
//
//   npm run load-test                       # defaults below
//   node scripts/load-test.mjs --submissions 200 --lists 200 --warmup 200 --root <project dir> --cpu-prof <dir> --json <file>
//   node scripts/load-test.mjs --database-url postgres://hos:hos@127.0.0.1:5432/hos   # on PostgreSQL
//   node scripts/load-test.mjs --database-url <url> --instances 2   # two server processes on one database
//   npm run load-test -- --scenario heavy   # issue 34 §3: light requests while heavy files are made
//   npm run load-test -- --scenario floor   # the same bursts against a bare node:http server: this machine's floor
//
// --scenario heavy: a data dir grown to --records n (default 22,000; scripts/seed-bench.mjs, SQLite only),
// then at once --pdfs 20 monthly-report PDFs, --exports 5 XLSX exports of every record (the data query's,
// as quality01: 20,000+ rows) and the 12-month report (JSON), while a light request (the settings, the
// caller's profile) goes out every 20 ms. Prints the light requests' p50/p95/p99 alone and under the heavy
// jobs, the heavy jobs done / refused (503 with Retry-After, allowed) and the server's CPU. Goal: light p95
// <= 100 ms. Exit code 1 on any other failure (a 503 without Retry-After too); --strict also on the goal.
//
// --scenario floor: the same generator and bursts (--submissions at once, then twice as many, as the mixed burst
// is) against scripts/lib/floorServer.mjs, a bare node:http server that parses the body and answers a JSON of a
// submission's answer size after --work ms of busy CPU per request (default 0,0.25,0.5,0.75,1,1.25; medians of
// 3 bursts each): what p95 this machine allows for a given amount of work per request, before any HOS code.
//
// --warmup n: n submissions and n list queries at once before the measured bursts (default 200; 0 measures a
// server whose code V8 has not optimised yet, as right after a start);
// --root runs the server of another checkout (to measure a git worktree of HEAD before a change);
// --cpu-prof writes a V8 CPU profile of the server process into <dir> (open it in Chrome DevTools);
// LT_NODE_FLAGS="--max-semi-space-size=32 …" passes V8 flags to the server process (experiments);
// --keep-data leaves the data dir (to look at the query plans of a loaded database).
// --database-url runs the server on PostgreSQL: a fresh database `hos_load_<random>` is created through that
// URL (its role needs CREATEDB), the stored records are checked there, and it is dropped at the end.
// --instances n (PostgreSQL only, default 1): n server processes on that one database (as behind a load
// balancer); the requests go to them in turn, and each one's CPU per request is reported.
// Exit code 1 when a request failed, a record is missing or the time bound was hit; --strict also
// fails when a p95 misses the goal.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';

const HERE = dirname(fileURLToPath(import.meta.url));
const args = parseArgs(process.argv.slice(2));
const ROOT = resolve(args.root ?? join(HERE, '..'));
const SUBMISSIONS = bounded(args.submissions ?? 200, 1, 2000, 'submissions');
const LISTS = bounded(args.lists ?? 200, 0, 2000, 'lists');
const WARMUP = bounded(args.warmup ?? 200, 0, 2000, 'warmup');
const TIME_LIMIT_MS = bounded(args['time-limit'] ?? 120_000, 1000, 600_000, 'time-limit');
const INSTANCES = bounded(args.instances ?? 1, 1, 8, 'instances');
if (INSTANCES > 1 && !args['database-url']) throw new Error('--instances > 1 runs on PostgreSQL: give --database-url');
const GOAL_P95_MS = 150;
const HOST = '127.0.0.1'; // loopback only: this script never targets another machine

// reporters in departments with a head, so every submission reaches a department review
const REPORTERS = [['nurse01', 'Nurse@2024'], ['owner01', 'Owner@2024'], ['nurse02', 'Hos@2024demo'], ['nurse03', 'Hos@2024demo']];
const LISTERS = [...REPORTERS, ['approver01', 'Approve@2024'], ['quality01', 'Quality@2024']];
const VALID = JSON.parse(readFileSync(join(ROOT, 'demo/server/seed/forms/05-unsafe-event-report.valid.json'), 'utf8')).data;
/** The i-th submission's body (a grade III fall on the unsafe-event form), as JSON: the bursts' and the floor's. */
const submissionBody = (i) => JSON.stringify({ module: 'baqsj', eventType: 'fall', grade: 'III', title: `负载测试 ${i}`, submit: true, data: { ...VALID, event_desc: `负载测试提交 ${i}` } });

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z0-9-]+)$/.exec(argv[i]);
    if (!m) throw new Error(`unknown argument: ${argv[i]}`);
    const next = argv[i + 1];
    out[m[1]] = next === undefined || next.startsWith('--') ? true : (i++, next);
  }
  return out;
}

function bounded(v, min, max, name) {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be an integer ${min}..${max}`);
  return n;
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, HOST, () => { const { port } = s.address(); s.close(() => ok(port)); });
  });
}

async function waitReady(base, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await request(base + '/api/v1/settings?classify=1');
      if (res.status === 200) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become ready');
}

async function login(base, [username, password]) {
  const res = await request(base + '/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const j = JSON.parse(res.text);
  if (j.code !== 200) throw new Error(`login ${username}: ${j.msg}`);
  return j.data.token;
}

// node:http with a keep-alive pool rather than fetch: fetch costs the load generator about twice the CPU
// per request, and on two cores the generator must not be what is measured
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: TIME_LIMIT_MS }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => { const bytes = Buffer.concat(chunks); resolve({ status: res.statusCode, headers: res.headers, bytes, text: bytes.toString('utf8') }); });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

/** One timed request; never throws: the outcome says what happened. */
async function timed(kind, base, path, init) {
  const t0 = performance.now();
  try {
    const res = await request(base + path, init);
    const ms = performance.now() - t0;
    let body;
    try { body = JSON.parse(res.text); } catch { return { kind, ms, error: `HTTP ${res.status}, not JSON` }; }
    if (res.status !== 200 || body.code !== 200) return { kind, ms, error: `HTTP ${res.status} code ${body.code}: ${body.msg}` };
    return { kind, ms, data: body.data };
  } catch (e) {
    return { kind, ms: performance.now() - t0, error: String(e?.message ?? e) };
  }
}

function pct(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary(results) {
  const ms = results.map((r) => r.ms).sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    count: results.length, errors: results.filter((r) => r.error).length,
    p50: round(pct(ms, 50)), p95: round(pct(ms, 95)), p99: round(pct(ms, 99)), max: round(ms[ms.length - 1] ?? NaN),
  };
}

/** the server processes (the first one: `child`) */
let children = [];
let child;

/**
 * CPU time (ms, user + system) used so far by the server process and by the PostgreSQL server's processes
 * (Linux /proc; 0 elsewhere): what a burst costs, which varies far less with other load on the machine than
 * its latencies do.
 */
function cpuMs() {
  const perInstance = children.map((c) => (c.pid ? ticksOf(c.pid) : 0));
  let db = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const st = readStat(pid);
      if (st.includes('(postgres)')) db += ticksOfStat(st);
    }
  } catch { /* not Linux */ }
  return { server: perInstance.reduce((a, b) => a + b, 0), perInstance, db };
}

const readStat = (pid) => { try { return readFileSync(`/proc/${pid}/stat`, 'utf8'); } catch { return ''; } };
const ticksOfStat = (stat) => {
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, at 100 ticks a second
};
const ticksOf = (pid) => { const st = readStat(pid); return st ? ticksOfStat(st) : 0; };

/** A fresh PostgreSQL database for this run: its URL and how to drop it. */
async function freshPostgres(adminUrl) {
  const name = `hos_load_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = async (sql) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try { await c.query(sql); } finally { await c.end(); }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = '/' + name;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The acknowledged ids found stored (submitted, with a revision) after the kill. */
async function storedIds(dataDir, pgDb, ids) {
  const sql = "SELECT r.id FROM records r JOIN record_revisions v ON v.record_id = r.id WHERE r.id = ? AND r.state <> 'draft' LIMIT 1";
  const stored = new Set();
  if (pgDb) {
    const c = new pg.Client({ connectionString: pgDb.url });
    await c.connect();
    try {
      for (const id of ids) if ((await c.query(sql.replace('?', '$1'), [id])).rowCount) stored.add(id);
    } finally { await c.end(); }
    return stored;
  }
  const db = new Database(join(dataDir, 'hos.sqlite'), { readonly: true });
  const check = db.prepare(sql);
  for (const id of ids) if (check.get(id)) stored.add(id);
  db.close();
  return stored;
}

/** Starts the server of ROOT on `dataDir` (or the PostgreSQL database) in its own process; its base URL. */
async function spawnServer(dataDir, pgDb) {
  const port = await freePort();
  const nodeArgs = [...(process.env.LT_NODE_FLAGS ? process.env.LT_NODE_FLAGS.split(' ') : []), '--import', 'tsx'];
  if (args['cpu-prof']) nodeArgs.push('--cpu-prof', '--cpu-prof-dir', resolve(String(args['cpu-prof'])));
  const proc = spawn(process.execPath, [...nodeArgs, 'demo/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOS_HOST: HOST, HOS_DATA_DIR: dataDir, HOS_QUIET: '1', HOS_TEST_CLOCK: '', DATABASE_URL: pgDb?.url ?? '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(proc);
  child ??= proc;
  return `http://${HOST}:${port}`;
}

/** Ends every server process (SIGKILL: no clean shutdown, unless a profile is to be written). */
async function killAll(signal) {
  await Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? undefined
    : new Promise((r) => { c.once('exit', r); c.kill(signal); }))));
}

async function main() {
  if (args.scenario === 'heavy') return heavy();
  if (args.scenario === 'floor') return floor();
  if (args.scenario !== undefined) throw new Error(`unknown scenario: ${args.scenario} (heavy, floor)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'hos-load-'));
  const pgDb = args['database-url'] ? await freshPostgres(String(args['database-url'])) : undefined;
  // the first instance migrates and seeds the new database; the others start on it once it is ready
  const bases = [await spawnServer(dataDir, pgDb)];
  const base = bases[0];
  const deadline = Date.now() + TIME_LIMIT_MS;
  let failed = false;
  try {
    await waitReady(base, child, deadline);
    for (let n = 1; n < INSTANCES; n++) {
      bases.push(await spawnServer(dataDir, pgDb));
      await waitReady(bases[n], children[n], deadline);
    }
    /** a request to the instance whose turn it is; its outcome says which one served it */
    const at = (i, kind, path, init) => timed(kind, bases[i % bases.length], path, init).then((r) => ({ ...r, instance: i % bases.length }));
    const tokens = new Map();
    for (const u of LISTERS) tokens.set(u[0], await login(base, u));
    const auth = (user) => ({ Authorization: `Bearer ${tokens.get(user)}`, 'Content-Type': 'application/json' });
    const submit = (i) => {
      const user = REPORTERS[i % REPORTERS.length][0];
      // the request is made ready before the burst: the generator shares the machine with the server
      const init = { method: 'POST', headers: auth(user), body: submissionBody(i) };
      return () => at(i, 'submit', '/api/v1/records', init);
    };
    const list = (i) => {
      const user = LISTERS[i % LISTERS.length][0];
      const scope = user.startsWith('nurse') || user === 'owner01' ? 'mine' : 'todo';
      return () => at(i, 'list', `/api/v1/records?scope=${scope}&pageIndex=1&pageSize=20`, { headers: auth(user) });
    };
    // warm-up (not measured): a running server has its statements prepared and its code compiled by V8's
    // optimising tier, which takes a few hundred calls of each function, not four (--warmup 0: cold figures)
    for (let i = 0; i < 4; i++) { await submit(1_000_000 + i)(); await list(i)(); }
    const warm = WARMUP ? await Promise.all(Array.from({ length: WARMUP }, (_, i) => [submit(2_000_000 + i)(), list(i)()]).flat()) : [];

    /** One burst: every task started at once; latencies from each task's start to its full answer. */
    const burst = async (tasks) => {
      const t0 = performance.now();
      const cpu0 = cpuMs();
      const results = await Promise.all(tasks.map((t) => t()));
      const cpu1 = cpuMs();
      return {
        results, wallMs: Math.round(performance.now() - t0), serverCpuMs: cpu1.server - cpu0.server, dbCpuMs: cpu1.db - cpu0.db,
        instanceCpuMs: cpu1.perInstance.map((c, n) => c - cpu0.perInstance[n]),
      };
    };
    const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));
    // the issue measured each kind as its own burst; the mixed burst has both at once (twice the work)
    const phases = {
      submissions: await burst(range(SUBMISSIONS, (i) => submit(i))),
      lists: await burst(range(LISTS, (i) => list(i))),
      mixed: await burst(range(Math.max(SUBMISSIONS, LISTS), (i) => [i < SUBMISSIONS && submit(SUBMISSIONS + i), i < LISTS && list(i)]).flat().filter(Boolean)),
    };
    const all = Object.values(phases).flatMap((p) => p.results);

    const acked = all.filter((r) => r.kind === 'submit' && !r.error).map((r) => r.data.id);
    // no clean shutdown: what was acknowledged must already be on disk (a profiled run ends cleanly so
    // V8 can write the profile)
    await killAll(args['cpu-prof'] ? 'SIGTERM' : 'SIGKILL');
    const stored = await storedIds(dataDir, pgDb, acked);

    const of = (results, kind) => summary(results.filter((r) => r.kind === kind));
    // the burst's wall time and CPU per request: the server process, and PostgreSQL's processes
    // with several instances each one's CPU is divided by the requests it served (every n-th one)
    const perReq = (ms, n) => Math.round((ms / Math.max(1, n)) * 100) / 100;
    const costs = (p) => ({
      wallMs: p.wallMs,
      serverCpuMsPerReq: perReq(p.serverCpuMs, p.results.length),
      ...(INSTANCES > 1 ? Object.fromEntries(p.instanceCpuMs.map((ms, n) => [`instance${n + 1}CpuMsPerReq`, perReq(ms, p.results.filter((r) => r.instance === n).length)])) : {}),
      ...(pgDb ? { dbCpuMsPerReq: perReq(p.dbCpuMs, p.results.length) } : {}),
    });
    const report = {
      submissions: { ...of(phases.submissions.results, 'submit'), ...costs(phases.submissions) },
      lists: { ...of(phases.lists.results, 'list'), ...costs(phases.lists) },
      mixedSubmissions: { ...of(phases.mixed.results, 'submit'), ...costs(phases.mixed) },
      mixedLists: { ...of(phases.mixed.results, 'list'), ...costs(phases.mixed) },
      acknowledged: acked.length,
      stored: stored.size,
      lost: acked.filter((id) => !stored.has(id)),
      goalP95Ms: GOAL_P95_MS,
    };
    console.log(`load test (${ROOT}, ${pgDb ? `PostgreSQL, ${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}` : 'SQLite'}): after a warm-up of ${WARMUP} submissions and ${WARMUP} list queries (not measured), bursts of ${SUBMISSIONS} submissions, of ${LISTS} list queries, then both at once; ${REPORTERS.length} reporters, ${LISTERS.length} users`);
    console.table({
      '200 submissions at once': report.submissions, '200 list queries at once': report.lists,
      'mixed burst: submissions': report.mixedSubmissions, 'mixed burst: list queries': report.mixedLists,
    });
    console.log(`acknowledged ${report.acknowledged}, stored after SIGKILL ${report.stored}, lost ${report.lost.length}`);
    const errors = [...warm, ...all].filter((r) => r.error);
    const byMsg = new Map();
    for (const r of errors) byMsg.set(`${r.kind}: ${r.error}`, (byMsg.get(`${r.kind}: ${r.error}`) ?? 0) + 1);
    for (const [msg, n] of byMsg) console.log(`  error x${n}: ${msg}`);
    const goalMet = report.submissions.p95 <= GOAL_P95_MS && (LISTS === 0 || report.lists.p95 <= GOAL_P95_MS);
    console.log(`goal p95 <= ${GOAL_P95_MS} ms per burst: ${goalMet ? 'met' : 'NOT met'} (mixed burst p95: submissions ${report.mixedSubmissions.p95} ms, lists ${report.mixedLists.p95} ms)`);
    if (args.json) writeFileSync(String(args.json), JSON.stringify(report, null, 2));
    failed = errors.length > 0 || report.lost.length > 0 || (args.strict === true && !goalMet);
  } finally {
    await killAll('SIGKILL');
    if (args['keep-data']) console.log(`data kept in ${dataDir}${pgDb ? ` and ${pgDb.url}` : ''}`);
    else {
      rmSync(dataDir, { recursive: true, force: true });
      await pgDb?.drop();
    }
  }
  process.exit(failed ? 1 : 0);
}

// --scenario heavy (issue 34 §3, "no request waits behind another"): ≥20,000 records (seed-bench), then at
// once 20 monthly-report PDFs, 5 XLSX exports of every record (the data query's export) and the 12-month
// report (JSON), while a light request (the settings, the caller's profile) goes out every LIGHT_EVERY_MS.
// A heavy job may be refused with 503 and Retry-After (a full queue); any other failure is an error.
const HEAVY_GOAL_P95_MS = 100;
const LIGHT_EVERY_MS = 20;

/** One heavy download: its status, Retry-After, size and the file's first bytes checked. */
async function download(kind, base, path, token, check) {
  const t0 = performance.now();
  try {
    const res = await request(base + path, { headers: { Authorization: `Bearer ${token}` } });
    const ms = performance.now() - t0;
    if (res.status === 503) {
      const retry = res.headers['retry-after'];
      return { kind, ms, refused: true, error: retry && /^\d+$/.test(retry) ? undefined : '503 without Retry-After' };
    }
    if (res.status !== 200) return { kind, ms, error: `HTTP ${res.status}: ${res.text.slice(0, 120)}` };
    const bad = check(res);
    return { kind, ms, bytes: res.bytes.length, error: bad || undefined, body: res.bytes };
  } catch (e) {
    return { kind, ms: performance.now() - t0, error: String(e?.message ?? e) };
  }
}

async function heavy() {
  if (args['database-url']) throw new Error('--scenario heavy seeds a SQLite data dir (scripts/seed-bench.mjs): no --database-url');
  const RECORDS = bounded(args.records ?? 22_000, 1000, 200_000, 'records');
  const PDFS = bounded(args.pdfs ?? 20, 0, 100, 'pdfs');
  const EXPORTS = bounded(args.exports ?? 5, 0, 20, 'exports');
  const dataDir = mkdtempSync(join(tmpdir(), 'hos-load-'));
  let failed = false;
  // the seeding's in-process server closes before the server process starts: without a handle of its own
  // the script could end there, silently, with exit code 0
  const alive = setInterval(() => undefined, 1000);
  try {
    const { seedBench } = await import(join(ROOT, 'scripts/seed-bench.mjs'));
    const seeded = await seedBench(dataDir, RECORDS);
    const base = await spawnServer(dataDir);
    await waitReady(base, child, Date.now() + TIME_LIMIT_MS);
    const quality = await login(base, ['quality01', 'Quality@2024']);
    const admin = await login(base, ['admin', 'Admin@2024']);
    const light = (i) => (i % 2
      ? timed('light', base, '/api/v1/settings?classify=1')
      : timed('light', base, '/api/v1/user/profile', { headers: { Authorization: `Bearer ${admin}` } }));
    const listed = await timed('list', base, '/api/v1/records?scope=all&pageIndex=1&pageSize=1', { headers: { Authorization: `Bearer ${quality}` } });
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    // the year with the most seeded records (seed-bench spreads them over the last 400 days)
    const year = String(now.getUTCMonth() >= 5 ? now.getUTCFullYear() : now.getUTCFullYear() - 1);
    const tz = 'Asia/Shanghai';

    /** Light requests every LIGHT_EVERY_MS until `until` settles; the results. */
    const steady = async (until) => {
      const out = [];
      let done = false;
      void until.then(() => { done = true; });
      for (let i = 0; !done; i++) {
        out.push(light(i));
        await new Promise((r) => setTimeout(r, LIGHT_EVERY_MS));
      }
      return Promise.all(out);
    };
    // warm-up and the idle figure: light requests alone for two seconds
    for (let i = 0; i < 20; i++) await light(i);
    const idle = await steady(new Promise((r) => setTimeout(r, 2000)));

    const isPdf = (r) => (r.bytes.subarray(0, 4).toString() === '%PDF' ? '' : 'not a PDF');
    const isZip = (r) => (r.bytes.subarray(0, 2).toString() === 'PK' ? '' : 'not an XLSX');
    const isReport = (r) => { try { return JSON.parse(r.text).code === 200 ? '' : r.text.slice(0, 120); } catch { return 'not JSON'; } };
    const t0 = performance.now();
    const cpu0 = cpuMs();
    const jobs = Promise.all([
      ...Array.from({ length: PDFS }, () => download('pdf', base, `/api/v1/reports/monthly.pdf?period=${month}&tz=${tz}`, quality, isPdf)),
      ...Array.from({ length: EXPORTS }, () => download('xlsx', base, '/api/v1/records/export?scope=all', quality, isZip)),
      download('report12', base, `/api/v1/reports/monthly?period=${year}&tz=${tz}`, quality, isReport),
    ]);
    const [heavyResults, loaded] = await Promise.all([jobs, steady(jobs)]);
    const wallMs = Math.round(performance.now() - t0);
    const serverCpuMs = cpuMs().server - cpu0.server;
    await killAll(args['cpu-prof'] ? 'SIGTERM' : 'SIGKILL');

    // the rows of one export (read after the measurement: the generator shares the machine)
    const firstXlsx = heavyResults.find((r) => r.kind === 'xlsx' && r.body);
    let exportRows = null;
    if (firstXlsx) {
      const ExcelJS = (await import('exceljs')).default;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(firstXlsx.body);
      exportRows = wb.worksheets[0].actualRowCount - 1;
    }
    const jobsOf = (kind) => {
      const rs = heavyResults.filter((r) => r.kind === kind);
      const ms = rs.filter((r) => !r.refused && !r.error).map((r) => r.ms).sort((a, b) => a - b);
      return { asked: rs.length, done: ms.length, refused503: rs.filter((r) => r.refused && !r.error).length, errors: rs.filter((r) => r.error).length, fastestMs: Math.round(ms[0] ?? NaN), slowestMs: Math.round(ms[ms.length - 1] ?? NaN) };
    };
    const report = {
      seeded: seeded.count, visibleToQuality: listed.data?.total ?? null, exportRows,
      lightIdle: summary(idle), lightUnderLoad: summary(loaded),
      pdf: jobsOf('pdf'), xlsx: jobsOf('xlsx'), report12: jobsOf('report12'),
      wallMs, serverCpuMs, goalP95Ms: HEAVY_GOAL_P95_MS,
    };
    console.log(`heavy load test (${ROOT}, SQLite): ${seeded.count} records seeded; at once ${PDFS} PDFs of ${month}, ${EXPORTS} XLSX exports of the records (${exportRows} rows), the report of ${year}; a light request every ${LIGHT_EVERY_MS} ms`);
    console.table({ 'light, alone (2 s)': report.lightIdle, 'light, under the heavy jobs': report.lightUnderLoad });
    console.table({ 'monthly PDF': report.pdf, 'XLSX export': report.xlsx, '12-month report': report.report12 });
    console.log(`heavy phase: ${wallMs} ms wall, server CPU ${serverCpuMs} ms`);
    const errors = [...idle, ...loaded, ...heavyResults].filter((r) => r.error);
    const byMsg = new Map();
    for (const r of errors) byMsg.set(`${r.kind}: ${r.error}`, (byMsg.get(`${r.kind}: ${r.error}`) ?? 0) + 1);
    for (const [msg, n] of byMsg) console.log(`  error x${n}: ${msg}`);
    const goalMet = report.lightUnderLoad.p95 <= HEAVY_GOAL_P95_MS;
    console.log(`goal light p95 <= ${HEAVY_GOAL_P95_MS} ms under the heavy jobs: ${goalMet ? 'met' : 'NOT met'} (${report.lightUnderLoad.p95} ms)`);
    if (args.json) writeFileSync(String(args.json), JSON.stringify(report, null, 2));
    failed = errors.length > 0 || (args.strict === true && !goalMet);
  } finally {
    // (a process killed by a signal has no exit code: killAll looks at its signal too)
    await killAll('SIGKILL');
    if (args['keep-data']) console.log(`data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
    clearInterval(alive);
  }
  process.exit(failed ? 1 : 0);
}

// --scenario floor (issue 34 §6): how fast can 200 requests sent at once be answered on this machine when each
// one costs the server W ms of CPU? The generator, the body and the bursts are the submissions'; the server is
// bare (scripts/lib/floorServer.mjs), so the figures are the floor under any server code doing W ms per request.
async function floor() {
  const works = String(args.work ?? '0,0.25,0.5,0.75,1,1.25').split(',').map(Number);
  if (works.some((w) => !Number.isFinite(w) || w < 0 || w > 20)) throw new Error('--work: comma-separated ms, 0..20');
  const port = await freePort();
  const proc = spawn(process.execPath, [join(HERE, 'lib/floorServer.mjs')], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(proc);
  child ??= proc;
  const base = `http://${HOST}:${port}`;
  let failed = false;
  try {
    await waitReady(base, proc, Date.now() + TIME_LIMIT_MS);
    const init = (i) => ({ method: 'POST', headers: { Authorization: 'Bearer floor', 'Content-Type': 'application/json' }, body: submissionBody(i) });
    const burst = async (n, work) => {
      const tasks = Array.from({ length: n }, (_, i) => { const it = init(i); return () => timed('floor', base, `/api/v1/records?work=${work}`, it); });
      const cpu0 = cpuMs().server;
      const results = await Promise.all(tasks.map((t) => t()));
      return { ...summary(results), cpuMsPerReq: (cpuMs().server - cpu0) / n };
    };
    const median = (xs) => pct([...xs].sort((a, b) => a - b), 50);
    const rows = {};
    const errors = [];
    for (const work of works) {
      await burst(2 * SUBMISSIONS, work); // warm-up, not measured
      const one = [], two = [];
      for (let k = 0; k < 3; k++) { one.push(await burst(SUBMISSIONS, work)); two.push(await burst(2 * SUBMISSIONS, work)); }
      for (const b of [...one, ...two]) if (b.errors) errors.push(b.errors);
      rows[`${work} ms of work`] = {
        [`p50, ${SUBMISSIONS} at once`]: median(one.map((b) => b.p50)), [`p95, ${SUBMISSIONS} at once`]: median(one.map((b) => b.p95)),
        [`p95, ${2 * SUBMISSIONS} at once`]: median(two.map((b) => b.p95)),
        serverCpuMsPerReq: Math.round(median([...one, ...two].map((b) => b.cpuMsPerReq)) * 100) / 100,
      };
    }
    console.log(`load test floor: a bare node:http server (scripts/lib/floorServer.mjs), the submissions' generator and body; medians of 3 bursts each (goal of the real server: p95 <= ${GOAL_P95_MS} ms at ${SUBMISSIONS}, <= 400 ms for the mixed burst of ${2 * SUBMISSIONS})`);
    console.table(rows);
    if (errors.length) console.log(`  errors in ${errors.length} bursts`);
    if (args.json) writeFileSync(String(args.json), JSON.stringify(rows, null, 2));
    failed = errors.length > 0;
  } finally {
    await killAll('SIGKILL');
  }
  process.exit(failed ? 1 : 0);
}

const guard = setTimeout(() => {
  console.error(`load test: time bound of ${TIME_LIMIT_MS * 2} ms hit`);
  for (const c of children) c.kill('SIGKILL');
  process.exit(1);
}, TIME_LIMIT_MS * 2);
guard.unref();
main().catch((e) => { console.error(e); process.exit(1); });
