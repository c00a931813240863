// Report PDFs and everyone else (issue 33 §8): while PDFs of the monthly report are drawn, how long does an
// unrelated call (GET /api/v1/settings) wait? Before the PDF threads one PDF stalled it 1.2-3.4 s and
// twenty 22-27 s. Through the real HTTP server on a temp data dir, default pool (HOS_PDF_THREADS/QUEUE).
// Run by `npm run bench` (or `node scripts/bench-pdf.mjs`); figures in bench-results/pdf.json.
import { register } from 'tsx/esm/api';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

register();
const { startServer } = await import('../demo/server/app.ts');

const dir = mkdtempSync(join(tmpdir(), 'hos-bench-pdf-'));
const results = [];
try {
  const s = await startServer({ port: 0, quiet: true, dataDir: dir, databaseUrl: '' });
  try {
    const login = await (await fetch(s.url + '/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'quality01', password: 'Quality@2024' }) })).json();
    const H = { Authorization: 'Bearer ' + login.data.token };
    const pdf = () => fetch(s.url + '/api/v1/reports/monthly.pdf?period=2026-10&tz=Asia%2FShanghai', { headers: H }).then(async (r) => { await r.arrayBuffer(); return r.status; });
    await pdf(); // the thread started and warm
    for (const n of [1, 5, 20]) {
      const waits = [];
      let statuses = {};
      let total = 0;
      for (let rep = 0; rep < 3; rep++) {
        const t0 = performance.now();
        const all = Promise.all(Array.from({ length: n }, pdf));
        // an unrelated call every 100 ms while the PDFs are drawn
        let done = false;
        void all.then(() => { done = true; });
        while (!done) {
          const a = performance.now();
          await fetch(s.url + '/api/v1/settings?classify=1').then((r) => r.json());
          waits.push(performance.now() - a);
          await new Promise((r) => setTimeout(r, 100));
        }
        for (const st of await all) statuses[st] = (statuses[st] ?? 0) + 1;
        total += performance.now() - t0;
      }
      waits.sort((x, y) => x - y);
      const row = { pdfs: n, settingsMaxMs: +waits.at(-1).toFixed(1), settingsMedianMs: +waits[Math.floor(waits.length / 2)].toFixed(1), statuses, meanAllDoneMs: Math.round(total / 3) };
      results.push(row);
      console.log(`${n} PDFs at once: GET /api/v1/settings median ${row.settingsMedianMs} ms, max ${row.settingsMaxMs} ms (${waits.length} calls); answers ${JSON.stringify(statuses)}; all done in ${row.meanAllDoneMs} ms`);
    }
  } finally {
    await s.close();
  }
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/pdf.json', JSON.stringify({ results }, null, 2));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
