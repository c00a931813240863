// A stage of `npm test` (issue 11 §3): packs the package as npm would publish it, installs the tarball
// into tests/typings/node_modules, and type-checks a TypeScript host page, a React TSX page and a Vue
// page against the packed typings (nothing from src/). Needs a build first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('dist/types/elements/types.d.ts')) {
  console.error('dist/types is missing: run `npm run build` first');
  process.exit(1);
}
const tmp = mkdtempSync(join(tmpdir(), 'hos-pack-'));
execFileSync('npm', ['pack', '--silent', '--pack-destination', tmp], { stdio: ['ignore', 'ignore', 'inherit'] });
const tarball = readdirSync(tmp).find((f) => f.endsWith('.tgz'));
const list = execFileSync('tar', ['-tzf', join(tmp, tarball)], { encoding: 'utf8' }).split('\n');
for (const must of ['package/dist/hos-elements.js', 'package/dist/hos-form-renderer.js', 'package/dist/custom-elements.json', 'package/dist/types/elements/types.d.ts', 'package/dist/types/jsx.d.ts', 'package/dist/types/vue.d.ts', 'package/dist/hos-session.js', 'package/dist/types/elements/session/index.d.ts']) {
  if (!list.includes(must)) {
    console.error(`the packed package lacks ${must}`);
    process.exit(1);
  }
}
if (list.some((f) => f.startsWith('package/src/') || f.startsWith('package/demo/'))) {
  console.error('the packed package carries sources or the demo server');
  process.exit(1);
}
const target = 'tests/typings/node_modules/hos-elements';
rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
execFileSync('tar', ['-xzf', join(tmp, tarball), '-C', target, '--strip-components=1']);
rmSync(tmp, { recursive: true, force: true });

const tsc = (args) => execFileSync(process.execPath, args, { stdio: 'inherit' });
tsc(['node_modules/typescript/bin/tsc', '-p', 'tests/typings/tsconfig.json']);
tsc(['node_modules/vue-tsc/bin/vue-tsc.js', '--noEmit', '-p', 'tests/typings/vue/tsconfig.json']);
console.log(`typings: ${tarball} (${list.filter(Boolean).length} files) type-checks in a TypeScript, a React and a Vue host page`);
