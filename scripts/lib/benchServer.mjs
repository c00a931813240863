// The benches' reference server and browser: the server on a fresh data directory (its own process, stopped
// when the bench exits), waited for until it answers; Debian's Chromium with the machine's flags.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';

/** Starts demo/server/main.ts from `root` on `port` with a fresh `dataDir` (and `env` beside); resolves once it answers. */
export async function startBenchServer({ root, port, dataDir, env = {} }) {
  await rm(dataDir, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), HOS_DATA_DIR: dataDir, HOS_QUIET: '1', ...env },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/settings?classify=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the reference server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { stop };
}

export function launchBenchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}
