// What `npm run build` reads, as one fingerprint (issue 34 §4): `npm start` builds only when it changed since
// the last build. The build writes the fingerprint of its inputs into dist/ as its last step (`node
// scripts/lib/buildInputs.mjs --write`); a start compares. Contents, not times: a checkout or a copy that
// leaves the files as they were does not rebuild, and any edit does (one hash over ~1,000 files: ~0.1 s).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STAMP = join(ROOT, 'dist', '.build-inputs');
/** the build's inputs: the sources, its own scripts and config, the locked dependencies */
const INPUTS = ['src', 'scripts/lib', 'scripts/manifest.mjs', 'scripts/typings.mjs', 'scripts/sw.mjs', 'scripts/compress.mjs',
  'scripts/icons.mjs', 'vite.config.ts', 'tsconfig.json', 'tsconfig.types.json', 'package.json', 'package-lock.json'];
/** what a start needs in dist/ besides the stamp (a half-deleted dist rebuilds) */
const OUTPUTS = ['hos-app.js', 'hos-elements.js', 'hos-form-renderer.js', 'hos-form-designer.js', 'hos-message-bell.js',
  'hos-password-dialog.js', 'custom-elements.json', 'sw.js'];

function files(path, out) {
  if (!existsSync(path)) return out;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) files(join(path, name), out);
  } else out.push(path);
  return out;
}

export function fingerprint() {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    for (const f of files(join(ROOT, input), [])) {
      h.update(relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
    }
  }
  return h.digest('hex');
}

/** why a build is needed, or '' when dist/ was built from exactly these inputs */
export function staleReason() {
  const missing = OUTPUTS.find((f) => !existsSync(join(ROOT, 'dist', f)));
  if (missing) return `dist/${missing} is missing`;
  if (!existsSync(STAMP)) return 'dist/ has no record of its inputs';
  return readFileSync(STAMP, 'utf8').trim() === fingerprint() ? '' : 'sources or dependencies changed since the last build';
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--write')) {
  writeFileSync(STAMP, `${fingerprint()}\n`);
}
