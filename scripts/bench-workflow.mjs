// Workflow benchmark (issue 9): the to-do query and the record lists at 100,000 records, through the real
// HTTP server (auth, query, list items with step names and assignees). A temp data dir is seeded, grown
// by scripts/seed-bench.mjs, then each call is measured; the target is p95 <= 50 ms.
// Run by `npm run bench` (or `node scripts/bench-workflow.mjs [count]`); figures in bench-results/workflow.json.
import { register } from 'tsx/esm/api';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBench } from './seed-bench.mjs';

register();
const { startServer } = await import('../demo/server/app.ts');

const COUNT = Number(process.argv[2] ?? 100_000);
const RUNS = 60;
const TARGET_MS = 50;
const dir = mkdtempSync(join(tmpdir(), 'hos-bench-wf-'));

try {
  const seeded = await seedBench(dir, COUNT);
  console.log(`generated ${seeded.count} records in ${seeded.ms} ms`);
  const server = await startServer({ dataDir: dir, port: 0, quiet: true });
  try {
    const call = async (token, path) => {
      const res = await fetch(server.url + path, { headers: { Authorization: `Bearer ${token}` } });
      const body = await res.json();
      if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body).slice(0, 200)}`);
      return body.data;
    };
    const login = async (username, password) => {
      const res = await fetch(server.url + '/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
      return (await res.json()).data.token;
    };
    const quality = await login('quality01', 'Quality@2024');
    const head = await login('approver01', 'Approve@2024');
    const nurse = await login('nurse01', 'Nurse@2024');

    const cases = [
      ['to-do, quality office (every quality step)', quality, '/api/v1/records?scope=todo&pageSize=20'],
      ['to-do, department head', head, '/api/v1/records?scope=todo&pageSize=20'],
      ['to-do, overdue only, quality office', quality, '/api/v1/records?scope=todo&overdue=1&pageSize=20'],
      ['approval (pending my review), department head', head, '/api/v1/records?scope=approval&pageSize=20'],
      ['record list: data query, all records, page 1', quality, '/api/v1/records?scope=all&pageSize=20'],
      ['record list: data query, page 200', quality, '/api/v1/records?scope=all&pageIndex=200&pageSize=20'],
      ['record list: data query, grade II, overdue', quality, '/api/v1/records?scope=all&grade=II&overdue=1&pageSize=20'],
      ['record list: done by the department head', head, '/api/v1/records?scope=done&pageSize=20'],
      ['record list: mine (a reporter)', nurse, '/api/v1/records?scope=mine&pageSize=20'],
      ['business desk counters, quality office', quality, '/api/v1/biz/summary'],
    ];
    const results = {};
    let worst = 0;
    for (const [name, token, path] of cases) {
      const first = await call(token, path);
      for (let i = 0; i < 5; i++) await call(token, path);
      const t = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await call(token, path);
        t.push(performance.now() - t0);
      }
      t.sort((a, b) => a - b);
      const p95 = t[Math.ceil(RUNS * 0.95) - 1];
      worst = Math.max(worst, p95);
      results[name] = { rows: first.count ?? first.todo ?? null, p50: +t[Math.floor(RUNS / 2)].toFixed(2), p95: +p95.toFixed(2) };
    }
    console.log(`| call (${COUNT} records) | rows | p50 ms | p95 ms |\n|---|---|---|---|`);
    for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.rows} | ${r.p50} | ${r.p95} |`);
    console.log(`worst p95 ${worst.toFixed(1)} ms (target <= ${TARGET_MS} ms): ${worst <= TARGET_MS ? 'ok' : 'OVER TARGET'}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/workflow.json', JSON.stringify({ records: COUNT, targetMs: TARGET_MS, worstP95: +worst.toFixed(2), results }, null, 2));
    if (worst > TARGET_MS) process.exitCode = 1;
  } finally {
    await server.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
