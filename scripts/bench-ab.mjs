// A/B of two builds on the renderer's navigation measures (issue 11 §2), run by hand. On this machine the
// absolute figures drift by ±30 ms between batches, more than most single changes are worth, so the two
// builds are measured alternately in one run and the difference comes with a bootstrap interval.
//   node scripts/bench-ab.mjs <distA> <distB>      (ROUNDS=4, RUNS=5: navigations per batch)
// Each dist is a `vite build --outDir <dir>` followed by `node scripts/compress.mjs <dir>`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const [a, b] = process.argv.slice(2).map((d) => resolve(d));
if (!a || !b || !existsSync(`${a}/hos-form-renderer.js`) || !existsSync(`${b}/hos-form-renderer.js`)) {
  console.error('usage: node scripts/bench-ab.mjs <distA> <distB> (each holding hos-form-renderer.js)');
  process.exit(1);
}
const rounds = Number(process.env.ROUNDS || 4);
const runs = Number(process.env.RUNS || 5);
const MEASURES = { 'nav1000.drawn': ['nav1000', 'drawn'], 'nav300.ready': ['nav300', 'ready'], 'nav300.real': ['nav300', 'real'] };
const data = { [a]: {}, [b]: {} };
for (let r = 0; r < rounds; r++) {
  for (const dist of r % 2 ? [b, a] : [a, b]) {
    const out = execFileSync('node', ['scripts/bench-renderer.mjs'], {
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, BENCH_DIST: dist, BENCH_ONLY: 'nav', BENCH_RUNS: String(runs) },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const res = JSON.parse(out.trim().split('\n').pop());
    for (const [name, [form, key]] of Object.entries(MEASURES)) (data[dist][name] ??= []).push(...res[form][key]);
  }
  process.stderr.write(`round ${r + 1}/${rounds}\n`);
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** 95% bootstrap interval of median(B) - median(A) (a fixed-seed generator: the same data, the same interval) */
function interval(xa, xb, n = 2000) {
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = (xs) => Array.from(xs, () => xs[Math.floor(rand() * xs.length)]);
  const diffs = Array.from({ length: n }, () => median(pick(xb)) - median(pick(xa))).sort((x, y) => x - y);
  return [diffs[Math.floor(n * 0.025)], diffs[Math.floor(n * 0.975)]];
}
const f = (x) => x.toFixed(1);
console.log(`A ${a}\nB ${b}\n${rounds} rounds x ${runs} navigations per build, alternated\n`);
console.log('measure          | A median | B median | B - A  | 95% interval');
for (const name of Object.keys(MEASURES)) {
  const xa = data[a][name];
  const xb = data[b][name];
  const [lo, hi] = interval(xa, xb);
  console.log(`${name.padEnd(16)} | ${f(median(xa)).padStart(8)} | ${f(median(xb)).padStart(8)} | ${f(median(xb) - median(xa)).padStart(6)} | ${f(lo)} .. ${f(hi)}`);
}
