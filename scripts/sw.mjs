// Writes the service worker (issue 32 §2) for this build: demo/sw.js with its version (a hash of the
// names and contents of the built .js / .css files, so every deploy that changes the code is a new
// version) and the list of files to keep offline (the app shell and every built .js / .css). Run by
// `npm run build` after vite; the output is dist/sw.js, served as /sw.js by demo/server/static.ts.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const DIST = join(ROOT, 'dist');

function* files(dir) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== 'types') yield* files(p);
    } else if (e.isFile()) yield p;
  }
}

const code = [...files(DIST)].filter((f) => /\.(js|css)$/.test(f) && !f.endsWith(`${sep}sw.js`)).sort();
const hash = createHash('sha256');
for (const f of code) hash.update(relative(DIST, f)).update('\0').update(readFileSync(f));
// the shell page and its config are part of what a version serves
for (const f of ['demo/index.html', 'demo/page-config.js', 'demo/manifest.webmanifest']) hash.update(readFileSync(join(ROOT, f)));
const version = hash.digest('hex').slice(0, 16);
const precache = ['/index.html', '/demo/page-config.js', '/favicon.svg', '/manifest.webmanifest', '/icons/hos-192.png', '/icons/hos-512.png',
  ...code.map((f) => '/dist/' + relative(DIST, f).split(sep).join('/'))];
const template = readFileSync(join(ROOT, 'demo/sw.js'), 'utf8');
writeFileSync(join(DIST, 'sw.js'), template.replace("'__HOS_VERSION__'", JSON.stringify(version)).replace('__HOS_PRECACHE__', JSON.stringify(precache)));
console.log(`sw.js: version ${version}, ${precache.length} files kept offline`);
