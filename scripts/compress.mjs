// Precompresses the built bundle (issue 11): every .js, .mjs, .css and .json under dist/ gets a brotli
// (.br, quality 11) and a gzip (.gz, level 9) sibling, written once at build time so the reference server
// only picks the file matching Accept-Encoding (demo/server/static.ts). A sibling that would not be
// smaller is not written. dist/.npmignore keeps the siblings out of the published package.
// Run by `npm run build` after vite; `node scripts/compress.mjs [dir]`.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIR = resolve(process.argv[2] ?? 'dist');
const EXTS = new Set(['.js', '.mjs', '.css', '.json']);

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (e.isFile()) yield p;
  }
}

let count = 0;
let raw = 0;
let br = 0;
let gz = 0;
// old siblings first: a rebuilt file must never be served with a stale compressed copy
for (const file of [...files(DIR)]) if (file.endsWith('.br') || file.endsWith('.gz')) rmSync(file);
for (const file of [...files(DIR)]) {
  if (!EXTS.has(extname(file))) continue;
  const data = readFileSync(file);
  const b = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  const g = gzipSync(data, { level: 9 });
  if (b.length < data.length) writeFileSync(file + '.br', b);
  if (g.length < data.length) writeFileSync(file + '.gz', g);
  count++;
  raw += data.length;
  br += Math.min(b.length, data.length);
  gz += Math.min(g.length, data.length);
}
writeFileSync(join(DIR, '.npmignore'), '# precompressed copies for the reference server (scripts/compress.mjs); not part of the package\n*.br\n*.gz\n');
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`compressed ${count} files in ${relative(process.cwd(), DIR) || '.'}: ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`);
