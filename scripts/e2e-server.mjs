// Starts the reference server for the end-to-end tests on a fresh data directory.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
const dir = process.env.HOS_DATA_DIR || '.tmp/e2e-data';
rmSync(dir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
