// The audit log's verifier and archiver (issue 33 §5, docs/security.md "Audit log"), on the database the
// server uses (DATABASE_URL, else <data dir>/hos.sqlite; the data dir: --data-dir, HOS_DATA_DIR or <project>/data).
//
//   npm run audit -- verify      # walks the hash chain: "OK: n row(s)" or the first broken row, exit code 1
//   npm run audit -- archive     # rows older than HOS_AUDIT_RETENTION_DAYS (>= 180, default 180) to <data dir>/audit-archives
//
// Runs under tsx (package.json) as it imports the server's TypeScript: the chain rule has one home (demo/server/audit/chain.ts).
import { runAudit } from '../demo/server/audit/cli.ts';

try {
  process.exitCode = await runAudit(process.argv.slice(2), process.env);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
