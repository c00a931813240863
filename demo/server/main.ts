// Entry: `tsx demo/server/main.ts`. Configuration from the environment (see config.ts).
import { startServer } from './app.ts';
import { configFromEnv } from './config.ts';

const cfg = configFromEnv(process.env);
const server = await startServer(cfg);
console.log(`HOS reference API server listening on ${server.url}`);
console.log(`data dir: ${cfg.dataDir ?? '(default) <project>/data'}`);
if (cfg.databaseUrl) {
  // where, never the password
  const u = new URL(cfg.databaseUrl);
  console.log(`database: PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`);
} else {
  console.log('database: SQLite (hos.sqlite in the data dir)');
}
// never the demo passwords: the README and docs/api.md list the seeded accounts

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    server.close().then(() => process.exit(0));
  });
}
