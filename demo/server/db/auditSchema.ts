// Issue 33 §5: the audit log's hash chain and archives (audit/chain.ts, audit/auditLog.ts, docs/security.md
// "Audit log"). One migration in each list (migrations.ts, pgMigrations.ts):
// - audit_log gets outcome ('ok' | 'refused' | 'failed'), user_id, record_id, prev_hash and hash;
// - the rows written before (the lock-outs) are chained here, in id order from the genesis (prev_hash ''),
//   so the whole table is covered by the chain from the start: the append-only trigger is lifted for that
//   one UPDATE inside the migration's transaction and put back;
// - audit_archives records each archive file (scripts/audit.mjs archive): the rows up to `upto_id` left the
//   table after the file and its sha256 were recorded, and the chain continues from `last_hash`; the
//   append-only trigger allows exactly the DELETE of archived rows and nothing else.
import type Database from 'better-sqlite3';
import { CHAIN_COLUMNS, rowHash, type ChainRow } from '../audit/chain.ts';
import type { SqlDb } from './sql/types.ts';

const COLUMNS = (int: string) => `
  ALTER TABLE audit_log ADD COLUMN outcome TEXT NOT NULL DEFAULT 'ok' CHECK (outcome IN ('ok', 'refused', 'failed'));
  ALTER TABLE audit_log ADD COLUMN user_id ${int};
  ALTER TABLE audit_log ADD COLUMN record_id ${int};
  ALTER TABLE audit_log ADD COLUMN prev_hash TEXT NOT NULL DEFAULT '';
  ALTER TABLE audit_log ADD COLUMN hash TEXT NOT NULL DEFAULT '';
  CREATE INDEX idx_audit_record ON audit_log(record_id);
  CREATE INDEX idx_audit_user ON audit_log(username, at);
  CREATE TABLE audit_archives (
    upto_id ${int} PRIMARY KEY, last_hash TEXT NOT NULL, file TEXT NOT NULL, sha256 TEXT NOT NULL,
    rows ${int} NOT NULL, at ${int} NOT NULL);
`;

/** The hashes of rows stored before the chain existed, in id order from the genesis. */
function chainOld(rows: ChainRow[]): { id: number; prev: string; hash: string }[] {
  let prev = '';
  return rows.map((r) => { const hash = rowHash(prev, r); const out = { id: r.id, prev, hash }; prev = hash; return out; });
}

export function migrationAuditChainSqlite(db: Database.Database): void {
  db.exec(COLUMNS('INTEGER'));
  db.exec('DROP TRIGGER audit_log_append_only_u; DROP TRIGGER audit_log_append_only_d;');
  const upd = db.prepare('UPDATE audit_log SET prev_hash = ?, hash = ? WHERE id = ?');
  for (const c of chainOld(db.prepare(`SELECT ${CHAIN_COLUMNS} FROM audit_log ORDER BY id`).all() as ChainRow[])) upd.run(c.prev, c.hash, c.id);
  db.exec(`
    CREATE TRIGGER audit_log_append_only_u BEFORE UPDATE ON audit_log
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    CREATE TRIGGER audit_log_append_only_d BEFORE DELETE ON audit_log
      WHEN OLD.id > (SELECT COALESCE(MAX(upto_id), 0) FROM audit_archives)
      BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    CREATE TRIGGER audit_archives_append_only_u BEFORE UPDATE ON audit_archives
      BEGIN SELECT RAISE(ABORT, 'the audit archives are append-only'); END;
    CREATE TRIGGER audit_archives_append_only_d BEFORE DELETE ON audit_archives
      BEGIN SELECT RAISE(ABORT, 'the audit archives are append-only'); END;
  `);
}

export async function migrationAuditChainPg(db: SqlDb): Promise<void> {
  await db.exec(COLUMNS('BIGINT'));
  await db.exec('DROP TRIGGER audit_log_append_only ON audit_log');
  for (const c of chainOld(await db.all<ChainRow>(`SELECT ${CHAIN_COLUMNS} FROM audit_log ORDER BY id`))) {
    await db.run('UPDATE audit_log SET prev_hash = ?, hash = ? WHERE id = ?', c.prev, c.hash, c.id);
  }
  await db.exec(`
    CREATE FUNCTION hos_audit_guard() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF TG_OP = 'DELETE' AND OLD.id <= (SELECT COALESCE(MAX(upto_id), 0) FROM audit_archives) THEN RETURN OLD; END IF;
      RAISE EXCEPTION 'the audit log is append-only';
    END $$;
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION hos_audit_guard();
    CREATE TRIGGER audit_archives_append_only BEFORE UPDATE OR DELETE ON audit_archives
      FOR EACH ROW EXECUTE FUNCTION hos_refuse('the audit archives are append-only');
  `);
}
