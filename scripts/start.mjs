// `npm start` (issue 34 §4): builds only when the build's inputs changed since the last build (or dist/ is
// incomplete), then starts the reference server. A second start with nothing changed is listening in
// seconds. `npm start -- --build` builds anyway; `npm run serve` never builds.
import { spawnSync, spawn } from 'node:child_process';
import { ROOT, staleReason } from './lib/buildInputs.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const forced = process.argv.includes('--build');
const reason = forced ? 'asked with --build' : staleReason();
if (reason) {
  console.log(`building (${reason})…`);
  const b = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
} else {
  console.log('dist/ is up to date with the sources: not rebuilt (npm start -- --build rebuilds anyway)');
}
// the server in its own process, signals passed on so Ctrl+C closes its database cleanly
const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], { cwd: ROOT, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
