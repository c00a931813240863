// XLSX export benchmark (issue 13 §3): 100,000 rows in <= 10 s with bounded memory.
//  1. the data query's export end to end: a seeded database grown to enough records (scripts/seed-bench.mjs)
//     that the quality office exports >= 100,000 rows; the server runs in its own process so its peak RSS
//     (VmHWM) is the export's, not the seeding's.
//  2. the writer alone (demo/server/xlsx/writer.ts): 100,000 synthetic rows of the same 17 columns to a
//     socket, in this process.
// Run by `npm run bench` (or `node scripts/bench-xlsx.mjs [records]`); figures in bench-results/xlsx.json.
import { register } from 'tsx/esm/api';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBench } from './seed-bench.mjs';

register();
const TARGET_MS = 10_000;
const ROWS = 100_000;
// about 5 % of generated records are drafts, which the data query leaves out
const RECORDS = Number(process.argv[2] ?? 106_000);
const mb = (kb) => +(kb / 1024).toFixed(1);
const statusKb = (pid, key) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

async function readAll(res) {
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return bytes;
}

const results = {};
const dir = mkdtempSync(join(tmpdir(), 'hos-bench-xlsx-'));
try {
  // ---- 1. end to end ----
  const seeded = await seedBench(dir, RECORDS);
  console.log(`generated ${seeded.count} records in ${seeded.ms} ms`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    env: { ...process.env, HOS_DATA_DIR: dir, PORT: '0', HOS_QUIET: '1' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const url = await new Promise((ok, fail) => {
      let out = '';
      child.stdout.on('data', (d) => { out += d; const m = /listening on (http:\/\/\S+)/.exec(out); if (m) ok(m[1]); });
      child.on('exit', (c) => fail(new Error(`server exited ${c}`)));
    });
    const login = await (await fetch(url + '/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'quality01', password: 'Quality@2024' }) })).json();
    const auth = { Authorization: `Bearer ${login.data.token}` };
    const count = (await (await fetch(url + '/api/v1/records?scope=all&pageSize=1', { headers: auth })).json()).data.count;
    const before = statusKb(child.pid, 'VmRSS');
    const t0 = performance.now();
    const res = await fetch(url + '/api/v1/records/export', { headers: auth });
    const bytes = await readAll(res);
    const ms = performance.now() - t0;
    const peak = statusKb(child.pid, 'VmHWM');
    results.endToEnd = { rows: count, ms: Math.round(ms), bytes, rssBeforeMb: mb(before), peakRssMb: mb(peak), contentType: res.headers.get('content-type') };
  } finally {
    child.kill('SIGTERM');
  }

  // ---- 2. the writer alone ----
  const { streamXlsx } = await import('../demo/server/xlsx/writer.ts');
  const columns = Array.from({ length: 17 }, (_, i) => ({ header: `col ${i}`, type: i === 0 ? 'number' : [5, 12, 15].includes(i) ? 'datetime' : 'text' }));
  const now = Date.now();
  async function* rows() {
    for (let i = 0; i < ROWS; i++) {
      yield Array.from({ length: 17 }, (_, c) => (c === 0 ? i : [5, 12, 15].includes(c) ? now - i * 60_000 : `不良事件 ${i} 第 ${c} 列`));
    }
  }
  const server = createServer((req, res) => { void streamXlsx(res, { fileName: 'bench.xlsx', sheetName: 'bench', columns, rows: rows() }); });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const timer = setInterval(() => { rssPeak = Math.max(rssPeak, process.memoryUsage().rss); }, 50);
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${server.address().port}/`);
  const bytes = await readAll(res);
  const ms = performance.now() - t0;
  clearInterval(timer);
  server.close();
  results.writer = { rows: ROWS, ms: Math.round(ms), bytes, rssBeforeMb: mb(rssBefore / 1024), peakRssMb: mb(rssPeak / 1024) };
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('| export | rows | time ms | file MB | RSS before MB | peak RSS MB |\n|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results)) {
  console.log(`| ${name === 'endToEnd' ? 'data query over HTTP (server process)' : 'writer alone (synthetic rows)'} | ${r.rows} | ${r.ms} | ${(r.bytes / 1048576).toFixed(1)} | ${r.rssBeforeMb} | ${r.peakRssMb} |`);
}
const worst = Math.max(results.endToEnd.ms, results.writer.ms);
const ok = worst <= TARGET_MS && results.endToEnd.rows >= ROWS;
console.log(`slowest ${worst} ms for >= ${ROWS} rows (target <= ${TARGET_MS} ms): ${ok ? 'ok' : 'OVER TARGET'}`);
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/xlsx.json', JSON.stringify({ targetMs: TARGET_MS, ...results }, null, 2));
if (!ok) process.exitCode = 1;
