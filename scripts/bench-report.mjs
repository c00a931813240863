// Report benchmark (issue 26 §3): the safety and quality report of 12 months over 100,000 unsafe events,
// through the real HTTP server (auth, the data-scoped selection of the rows, the event times read from the
// form data, the report's computation, the JSON answer), and its XLSX appendix. A temp data dir is seeded
// by scripts/seed-bench.mjs; the records are then moved into one calendar year (their submission spread
// over it, an event time some hours before in the form data, a tenth marked overdue on the timeline, a
// measure due in the year on every rectifying one) so the year's report covers all of them. Goal: <= 5 s.
// Run by `npm run bench` (or `node scripts/bench-report.mjs [count]`); figures in bench-results/report.json.
import { register } from 'tsx/esm/api';
import Database from 'better-sqlite3';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedBench } from './seed-bench.mjs';

register();
const { startServer } = await import('../demo/server/app.ts');

const COUNT = Number(process.argv[2] ?? 100_000);
const TARGET_MS = 5000;
const RUNS = 3;
const YEAR = new Date().getFullYear() - 1;
const dir = process.env.HOS_BENCH_KEEP ? (mkdirSync(process.env.HOS_BENCH_KEEP, { recursive: true }), process.env.HOS_BENCH_KEEP) : mkdtempSync(join(tmpdir(), 'hos-bench-report-'));
const HOUR = 3_600_000;
const pad = (n) => String(n).padStart(2, '0');
const local = (ms) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

try {
  const seeded = await seedBench(dir, COUNT);
  console.log(`generated ${seeded.count} records in ${seeded.ms} ms`);
  const t0 = performance.now();
  const db = new Database(join(dir, 'hos.sqlite'));
  const start = new Date(YEAR, 0, 1).getTime();
  const span = new Date(YEAR + 1, 0, 1).getTime() - start;
  db.transaction(() => {
    const rows = db.prepare("SELECT id FROM records WHERE module = 'baqsj' AND title LIKE '压测%' ORDER BY id").all();
    const setRec = db.prepare('UPDATE records SET submitted_at = CASE WHEN submitted_at IS NULL THEN NULL ELSE ? END, created_at = ? WHERE id = ?');
    const setRev = db.prepare("UPDATE record_revisions SET data = json_set(data, '$.event_time', ?) WHERE record_id = ? AND revision = 1");
    const overdue = db.prepare("INSERT INTO record_timeline (record_id, action, actor_name, created_at) VALUES (?, 'overdue', '', ?)");
    const measureDue = db.prepare('UPDATE measures SET deadline = ? WHERE record_id = ?');
    rows.forEach(({ id }, i) => {
      const at = start + Math.floor(((i + 0.5) / rows.length) * span);
      setRec.run(at, at, id);
      setRev.run(local(at - ((i * 7) % 100) * HOUR), id);
      if (i % 10 === 0) overdue.run(id, at + 48 * HOUR);
      measureDue.run(Math.min(at + 14 * 24 * HOUR, start + span - 1), id);
    });
  })();
  db.close();
  console.log(`moved into ${YEAR} in ${Math.round(performance.now() - t0)} ms`);

  const server = await startServer({ dataDir: dir, port: 0, quiet: true });
  try {
    const token = (await (await fetch(server.url + '/login', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'quality01', password: 'Quality@2024' }),
    })).json()).data.token;
    const headers = { Authorization: `Bearer ${token}` };
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const time = async (path, read, runs = RUNS) => {
      const t = [];
      let out;
      for (let i = 0; i < runs; i++) {
        const s = performance.now();
        const res = await fetch(server.url + path, { headers });
        out = await read(res);
        t.push(performance.now() - s);
      }
      t.sort((a, b) => a - b);
      return { out, best: +t[0].toFixed(0), median: +t[Math.floor(runs / 2)].toFixed(0), worst: +t[runs - 1].toFixed(0) };
    };
    const report = await time(`/api/v1/reports/monthly?period=${YEAR}&tz=${encodeURIComponent(tz)}`, async (res) => {
      const body = await res.json();
      if (body.code !== 200) throw new Error(JSON.stringify(body).slice(0, 200));
      return body.data;
    });
    const month = await time(`/api/v1/reports/monthly?period=${YEAR}-06&tz=${encodeURIComponent(tz)}`, async (res) => (await res.json()).data);
    const xlsx = await time(`/api/v1/reports/monthly.xlsx?period=${YEAR}&tz=${encodeURIComponent(tz)}`, async (res) => (await res.arrayBuffer()).byteLength, 1);
    // the PDF (pdfkit, the CJK font subset embedded): the first call also loads the font
    const readPdf = async (res) => {
      const b = Buffer.from(await res.arrayBuffer());
      if (b.subarray(0, 5).toString() !== '%PDF-') throw new Error(b.toString().slice(0, 200));
      return b.byteLength;
    };
    const pdf = await time(`/api/v1/reports/monthly.pdf?period=${YEAR}&tz=${encodeURIComponent(tz)}&lang=zh-CN`, readPdf);
    const pdfMonth = await time(`/api/v1/reports/monthly.pdf?period=${YEAR}-06&tz=${encodeURIComponent(tz)}&lang=en`, readPdf);
    const r = report.out;
    console.log(`| call (${COUNT} records) | events | best ms | median ms | worst ms |\n|---|---|---|---|---|`);
    console.log(`| 12-month report (${YEAR}) | ${r.events.total} | ${report.best} | ${report.median} | ${report.worst} |`);
    console.log(`| one month (${YEAR}-06) | ${month.out.events.total} | ${month.best} | ${month.median} | ${month.worst} |`);
    console.log(`| 12-month XLSX appendix (${(xlsx.out / 1e6).toFixed(1)} MB) | ${r.events.total} | ${xlsx.best} | ${xlsx.median} | ${xlsx.worst} |`);
    console.log(`| 12-month PDF, zh-CN (${(pdf.out / 1e3).toFixed(0)} KB) | ${r.events.total} | ${pdf.best} | ${pdf.median} | ${pdf.worst} |`);
    console.log(`| one month PDF, en (${(pdfMonth.out / 1e3).toFixed(0)} KB) | ${month.out.events.total} | ${pdfMonth.best} | ${pdfMonth.median} | ${pdfMonth.worst} |`);
    console.log(`in time ${r.inTime.find((x) => x.grade === 'all').share}%, overdue ${r.overdue.n}, measures due ${r.measures.due}`);
    console.log(`12-month report median ${report.median} ms (goal <= ${TARGET_MS} ms): ${report.median <= TARGET_MS ? 'ok' : 'OVER GOAL'}`);
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/report.json', JSON.stringify({
      records: COUNT, events: r.events.total, goalMs: TARGET_MS, yearReport: report, month: { ...month, out: undefined }, xlsx: { ...xlsx, bytes: xlsx.out, out: undefined },
      pdf: { ...pdf, bytes: pdf.out, out: undefined }, pdfMonth: { ...pdfMonth, bytes: pdfMonth.out, out: undefined },
    }, (k, v) => (k === 'out' ? undefined : v), 2));
    if (report.median > TARGET_MS) process.exitCode = 1;
  } finally {
    await server.close();
  }
} finally {
  if (!process.env.HOS_BENCH_KEEP) rmSync(dir, { recursive: true, force: true });
}
