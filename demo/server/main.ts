// Entry: `tsx demo/server/main.ts`. Configuration from the environment (see config.ts).
import { startServer } from './app.ts';
import { configFromEnv } from './config.ts';
import { DEMO_USERS } from './seed/data.ts';
import { ROLES } from './seed/data.ts';

const cfg = configFromEnv(process.env);
const server = await startServer(cfg);
const roleName = new Map(ROLES.map((r) => [r.roleKey, r.roleName]));
console.log(`HOS reference API server listening on ${server.url}`);
console.log(`data dir: ${cfg.dataDir ?? '(default) <project>/data'}`);
console.log('\nDemo accounts:');
console.table(DEMO_USERS.map((u) => ({ username: u.username, password: u.password, name: u.name, dept: u.deptName, roles: u.roles.map((r) => `${r}(${roleName.get(r)})`).join(', ') })));

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    server.close().then(() => process.exit(0));
  });
}
