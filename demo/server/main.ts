// Entry: `tsx demo/server/main.ts`. Configuration from the environment (see config.ts).
import { startServer } from './app.ts';
import { configFromEnv, DEFAULTS } from './config.ts';
import { DEMO_USERS, ROLES } from './seed/data.ts';

const cfg = configFromEnv(process.env);
const server = await startServer(cfg);
console.log(`HOS reference API server listening on ${server.url}`);
console.log(`data dir: ${cfg.dataDir ?? DEFAULTS.dataDir}${cfg.dataDir ? '' : ' (the default; HOS_DATA_DIR changes it)'}`);
// the seeded accounts, never their passwords: those are in README.md and docs/api.md
const roleName = new Map(ROLES.map((r) => [r.roleKey, r.roleName]));
console.log('seeded accounts (passwords: README.md, "Seeded accounts"):');
const width = Math.max(...DEMO_USERS.map((u) => u.username.length));
for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(width)}  ${u.name}  ${u.deptName}  ${u.roles.map((r) => roleName.get(r) ?? r).join('、')}`);
if (cfg.databaseUrl) {
  // where, never the password
  const u = new URL(cfg.databaseUrl);
  console.log(`database: PostgreSQL ${u.hostname}:${u.port || 5432}${u.pathname}`);
} else {
  console.log('database: SQLite (hos.sqlite in the data dir)');
}

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    server.close().then(() => process.exit(0));
  });
}
