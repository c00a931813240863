// Schema migrations, numbered by position: migrations[0] brings user_version 0 -> 1, and so on.
// Each runs in its own transaction together with the user_version bump. Never edit a shipped
// migration: append a new one.
import { migrationAdminsSqlite } from './migrationAdmins.ts';
import type Database from 'better-sqlite3';
import { migration4 } from './migration4.ts';
import { migrationAdmin } from './migrationAdmin.ts';
import { MAIL_SCHEMA_SQLITE } from '../notify/schema.ts';
import { WECOM_SCHEMA_SQLITE } from '../notify/wecomSchema.ts';
import { rcaSchema } from './store/rca.ts';
import { refGenerationSqlite } from './store/refData.ts';
import { migrationCategoriesSqlite } from './migrationCategories.ts';
import { factorsSchema } from './store/factors.ts';
import { migrationAuditChainSqlite } from './auditSchema.ts';

/** `rebuildsTables`: the migration recreates a table that other tables reference (see migrate()). */
type Migration = ((db: Database.Database) => void) & { rebuildsTables?: boolean };

export const migrations: Migration[] = [
  // 1: core schema
  (db) => {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE depts (
        id INTEGER PRIMARY KEY, dept_name TEXT NOT NULL UNIQUE, sort INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE roles (
        id INTEGER PRIMARY KEY, role_key TEXT NOT NULL UNIQUE, role_name TEXT NOT NULL,
        status INTEGER NOT NULL DEFAULT 1, data_scope TEXT NOT NULL DEFAULT '1',
        permissions TEXT NOT NULL DEFAULT '[]', sort INTEGER NOT NULL DEFAULT 0,
        remark TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL);
      CREATE TABLE users (
        id INTEGER PRIMARY KEY, username TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
        name TEXT NOT NULL, work_no TEXT NOT NULL DEFAULT '', dept_name TEXT NOT NULL DEFAULT '',
        phone TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', sex TEXT NOT NULL DEFAULT '0',
        avatar TEXT NOT NULL DEFAULT '', introduction TEXT NOT NULL DEFAULT '',
        status INTEGER NOT NULL DEFAULT 1, is_test INTEGER NOT NULL DEFAULT 0,
        password_changed_at INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
        deleted_at INTEGER);
      CREATE TABLE user_roles (
        user_id INTEGER NOT NULL REFERENCES users(id), role_id INTEGER NOT NULL REFERENCES roles(id),
        PRIMARY KEY (user_id, role_id));
      CREATE TABLE user_groups (
        id INTEGER PRIMARY KEY, group_name TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE user_group_members (
        group_id INTEGER NOT NULL REFERENCES user_groups(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id), PRIMARY KEY (group_id, user_id));
      CREATE TABLE menus (
        id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL DEFAULT 0, menu_route TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '', exclusive_fg INTEGER NOT NULL DEFAULT 0, menu_disp TEXT NOT NULL,
        sys_module TEXT NOT NULL, menu_logo TEXT NOT NULL DEFAULT '',
        menu_type TEXT NOT NULL CHECK (menu_type IN ('D', 'F')), order_num INTEGER NOT NULL DEFAULT 0,
        active_path TEXT NOT NULL DEFAULT '');
      CREATE TABLE role_menus (
        role_id INTEGER NOT NULL REFERENCES roles(id), menu_id INTEGER NOT NULL REFERENCES menus(id),
        PRIMARY KEY (role_id, menu_id));
      CREATE TABLE sessions (
        token_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
        active_role TEXT NOT NULL, created_at INTEGER NOT NULL, issued_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL, revoked_at INTEGER);
      CREATE TABLE sso_tickets (
        ticket_hash TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id),
        expires_at INTEGER NOT NULL, used_at INTEGER);
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), title TEXT NOT NULL DEFAULT '',
        log_content TEXT NOT NULL, related_type TEXT NOT NULL DEFAULT '', process INTEGER NOT NULL DEFAULT 0,
        related_id INTEGER, operate_status INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL,
        read_at INTEGER);
      CREATE TABLE notices (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL,
        notice_type TEXT NOT NULL DEFAULT '通知', publisher TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL);
      CREATE TABLE notice_reads (
        notice_id INTEGER NOT NULL REFERENCES notices(id), user_id INTEGER NOT NULL REFERENCES users(id),
        read_at INTEGER NOT NULL, PRIMARY KEY (notice_id, user_id));
      CREATE TABLE settings (classify INTEGER PRIMARY KEY, content TEXT NOT NULL, updated_at INTEGER NOT NULL);
      CREATE TABLE sys_params (param_name TEXT PRIMARY KEY, flow_status TEXT NOT NULL);
      CREATE TABLE dicts (
        id INTEGER PRIMARY KEY, dict_type TEXT NOT NULL, dict_value TEXT NOT NULL, dict_label TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0, UNIQUE (dict_type, dict_value));
      CREATE TABLE charge_items (
        id INTEGER PRIMARY KEY, medical_code TEXT NOT NULL UNIQUE, project_no TEXT NOT NULL,
        pay_method TEXT NOT NULL, name TEXT NOT NULL, unit TEXT NOT NULL, charges TEXT NOT NULL,
        price_type TEXT NOT NULL, gj_medical_code TEXT NOT NULL);
      CREATE TABLE tech_items (
        id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('unlimit', 'limit')),
        tech_code TEXT NOT NULL, tech_name TEXT NOT NULL, category TEXT NOT NULL, dept_name TEXT NOT NULL,
        applicant TEXT NOT NULL, level TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE forms (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
        latest_version INTEGER NOT NULL, created_by INTEGER, created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL);
      CREATE TABLE form_versions (
        form_id INTEGER NOT NULL REFERENCES forms(id), version INTEGER NOT NULL, schema TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT '', created_by INTEGER, created_by_name TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL, PRIMARY KEY (form_id, version));
      CREATE TRIGGER form_versions_immutable_u BEFORE UPDATE ON form_versions
        BEGIN SELECT RAISE(ABORT, 'form versions are immutable'); END;
      CREATE TRIGGER form_versions_immutable_d BEFORE DELETE ON form_versions
        BEGIN SELECT RAISE(ABORT, 'form versions are immutable'); END;
      CREATE TABLE records (
        id INTEGER PRIMARY KEY, form_id INTEGER NOT NULL REFERENCES forms(id), form_version INTEGER NOT NULL,
        title TEXT NOT NULL, data TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
        created_by INTEGER NOT NULL REFERENCES users(id), created_by_name TEXT NOT NULL,
        dept_name TEXT NOT NULL DEFAULT '', approver_id INTEGER, approver_name TEXT NOT NULL DEFAULT '',
        opinion TEXT NOT NULL DEFAULT '', approved_at INTEGER, submitted_at INTEGER,
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
    `);
  },
  // 2: uploads register and lookup indexes
  (db) => {
    db.exec(`
      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY, stored_name TEXT NOT NULL UNIQUE, original_name TEXT NOT NULL,
        size INTEGER NOT NULL, uploaded_by INTEGER REFERENCES users(id), created_at INTEGER NOT NULL);
      CREATE INDEX idx_sessions_user ON sessions(user_id);
      CREATE INDEX idx_messages_user ON messages(user_id, operate_status);
      CREATE INDEX idx_records_status ON records(status, created_by);
      CREATE INDEX idx_charge_name ON charge_items(name);
      CREATE INDEX idx_dicts_type ON dicts(dict_type, sort);
    `);
  },
  // 3: carbon copies, follows, new-technology applications, record filter indexes; role data scopes by name
  (db) => {
    db.exec(`
      CREATE TABLE record_cc (
        record_id INTEGER NOT NULL REFERENCES records(id), user_id INTEGER NOT NULL REFERENCES users(id),
        created_by INTEGER NOT NULL REFERENCES users(id), created_at INTEGER NOT NULL, notified_at INTEGER,
        PRIMARY KEY (record_id, user_id));
      CREATE INDEX idx_record_cc_user ON record_cc(user_id);
      CREATE TABLE record_follows (
        record_id INTEGER NOT NULL REFERENCES records(id), user_id INTEGER NOT NULL REFERENCES users(id),
        created_at INTEGER NOT NULL, PRIMARY KEY (record_id, user_id));
      CREATE INDEX idx_record_follows_user ON record_follows(user_id);
      CREATE TABLE tech_applications (
        id INTEGER PRIMARY KEY, tech_name TEXT NOT NULL, level TEXT NOT NULL, dept_name TEXT NOT NULL,
        category TEXT NOT NULL DEFAULT '', description TEXT NOT NULL DEFAULT '', limited INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        applicant_id INTEGER NOT NULL REFERENCES users(id), applicant_name TEXT NOT NULL,
        approver_id INTEGER REFERENCES users(id), approver_name TEXT NOT NULL DEFAULT '', opinion TEXT NOT NULL DEFAULT '',
        tech_item_id INTEGER REFERENCES tech_items(id), created_at INTEGER NOT NULL, decided_at INTEGER);
      CREATE INDEX idx_tech_app_status ON tech_applications(status, dept_name);
      CREATE INDEX idx_tech_app_applicant ON tech_applications(applicant_id);
      CREATE INDEX idx_records_time ON records(submitted_at, created_at);
      CREATE INDEX idx_records_dept ON records(dept_name, status);
      UPDATE roles SET data_scope = CASE data_scope WHEN '1' THEN 'all' WHEN '2' THEN 'all' WHEN '3' THEN 'dept'
        WHEN '4' THEN 'dept' WHEN '5' THEN 'self' ELSE data_scope END;
    `);
  },
  // 4: the workflow engine (docs/workflow.md): flows, records in their flow, revisions, timeline, tasks, measures
  migration4,
  // 5: the form data lives only in the record's revisions: a narrow records table keeps the to-do and list
  // queries fast at 100,000 records (scripts/bench-workflow.mjs); the side tables count by their own index
  (db) => {
    db.exec(`
      ALTER TABLE records DROP COLUMN data;
      CREATE INDEX idx_actors_user_time ON record_actors(user_id, acted_at);
    `);
  },
  // 6: security (docs/security.md): login throttling counters per account and per client address (in the
  // database, so every server instance sees them), an append-only audit log (lockouts), lookups for
  // revoking a user's tickets and for the per-user upload quota
  (db) => {
    db.exec(`
      CREATE TABLE login_throttle (
        key TEXT PRIMARY KEY, failures INTEGER NOT NULL, last_failure_at INTEGER NOT NULL,
        locked_until INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY, at INTEGER NOT NULL, event TEXT NOT NULL, username TEXT NOT NULL DEFAULT '',
        ip TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT '{}');
      CREATE INDEX idx_audit_at ON audit_log(at);
      CREATE TRIGGER audit_log_append_only_u BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_log_append_only_d BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE INDEX idx_sso_tickets_user ON sso_tickets(user_id);
      CREATE INDEX idx_uploads_user ON uploads(uploaded_by);
    `);
  },
  // 7: idempotent submissions (issue 10 §1): a new record created with a client's key is answered again,
  // not created twice, when the same key comes back (a retry after a lost answer)
  (db) => {
    db.exec(`
      CREATE TABLE idempotency_keys (
        user_id INTEGER NOT NULL, key TEXT NOT NULL, record_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, key));
    `);
  },
  // 8: roles, departments and dictionaries (issue 13 §4): the department tree by id (free-text names mapped
  // to it), roles' chosen departments, bilingual dictionaries with types (db/migrationAdmin.ts)
  migrationAdmin,
  // 9: notices written by administrators (issue 13 §4): draft / published / withdrawn, attachments, who
  // they are for (roles and departments; none = everyone); a password an administrator set (new user,
  // reset) must be changed by its owner at the next login
  (db) => {
    db.exec(`
      ALTER TABLE notices ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'withdrawn'));
      ALTER TABLE notices ADD COLUMN attachments TEXT NOT NULL DEFAULT '[]';
      ALTER TABLE notices ADD COLUMN created_by INTEGER REFERENCES users(id);
      ALTER TABLE notices ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE notices ADD COLUMN published_at INTEGER;
      UPDATE notices SET updated_at = created_at, published_at = created_at;
      CREATE INDEX idx_notices_status ON notices(status, published_at);
      CREATE TABLE notice_targets (
        notice_id INTEGER NOT NULL REFERENCES notices(id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('role', 'dept')), value TEXT NOT NULL,
        PRIMARY KEY (notice_id, kind, value));
      CREATE INDEX idx_notice_targets_value ON notice_targets(kind, value);
      CREATE INDEX idx_notice_reads_user ON notice_reads(user_id);
      ALTER TABLE users ADD COLUMN pwd_change_reason TEXT NOT NULL DEFAULT '' CHECK (pwd_change_reason IN ('', 'new', 'reset'));
    `);
  },
  // 10: medical quality inspection (issue 13 §1): rounds (a scoring form version, departments, inspectors,
  // a period), one sheet per department per round with its server-computed scores, and the rectification
  // records (workflow engine) opened from a sheet's items
  (db) => {
    db.exec(`
      CREATE TABLE quality_rounds (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, form_id INTEGER NOT NULL REFERENCES forms(id),
        form_version INTEGER NOT NULL, period_start TEXT NOT NULL, period_end TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        created_by INTEGER NOT NULL REFERENCES users(id), created_by_name TEXT NOT NULL,
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, closed_at INTEGER);
      CREATE INDEX idx_quality_rounds_form ON quality_rounds(form_id, period_start);
      CREATE TABLE quality_round_depts (
        round_id INTEGER NOT NULL REFERENCES quality_rounds(id) ON DELETE CASCADE, dept_name TEXT NOT NULL,
        sort INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (round_id, dept_name));
      CREATE TABLE quality_round_inspectors (
        round_id INTEGER NOT NULL REFERENCES quality_rounds(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id), PRIMARY KEY (round_id, user_id));
      CREATE INDEX idx_quality_inspectors_user ON quality_round_inspectors(user_id);
      CREATE TABLE quality_sheets (
        id INTEGER PRIMARY KEY, round_id INTEGER NOT NULL REFERENCES quality_rounds(id) ON DELETE CASCADE,
        dept_name TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted')),
        data TEXT NOT NULL DEFAULT '{}', total REAL NOT NULL DEFAULT 0, max_score REAL NOT NULL DEFAULT 0,
        scores TEXT NOT NULL DEFAULT '{}', version INTEGER NOT NULL DEFAULT 1,
        inspector_id INTEGER REFERENCES users(id), inspector_name TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, submitted_at INTEGER,
        UNIQUE (round_id, dept_name));
      CREATE TABLE quality_rectifications (
        id INTEGER PRIMARY KEY, sheet_id INTEGER NOT NULL REFERENCES quality_sheets(id) ON DELETE CASCADE,
        item_id TEXT NOT NULL, record_id INTEGER NOT NULL REFERENCES records(id), created_at INTEGER NOT NULL,
        UNIQUE (sheet_id, item_id));
    `);
  },
  // 11: technology codes are unique, and the next code of a class and year comes from a counter row that a
  // transaction locks while it takes the number (two approvals at once on PostgreSQL got the same code)
  (db) => {
    db.exec(TECH_CODE_COUNTERS);
  },
  // issue 23 §1 (helper M): messages are stored as a kind and its parameters, worded when read; messages
  // stored before keep kind '' and show their stored title and text
  (db) => {
    db.exec(MESSAGE_KINDS);
  },
  // issue 23 §1 (helper V): roles and departments get an English name beside the Chinese one ('' falls back to it)
  (db) => {
    db.exec(ENGLISH_NAMES);
  },
  // issue 26 PDCA (helper C): improvement projects, their cycles as one document, their own measures
  (db) => {
    db.exec(`
      CREATE TABLE pdca_projects (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, source_kind TEXT NOT NULL DEFAULT 'none', source_id INTEGER,
        phase TEXT NOT NULL DEFAULT 'plan', cycle_n INTEGER NOT NULL DEFAULT 1, data TEXT NOT NULL, version INTEGER NOT NULL DEFAULT 1,
        created_by INTEGER NOT NULL REFERENCES users(id), created_by_name TEXT NOT NULL DEFAULT '',
        created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
      CREATE INDEX idx_pdca_projects_source ON pdca_projects(source_kind, source_id);
      CREATE TABLE pdca_measures (
        id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL REFERENCES pdca_projects(id) ON DELETE CASCADE, cycle_n INTEGER NOT NULL,
        what TEXT NOT NULL, owner_name TEXT NOT NULL DEFAULT '', deadline TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'verified')), done_at INTEGER, created_at INTEGER NOT NULL);
      CREATE INDEX idx_pdca_measures_project ON pdca_measures(project_id, cycle_n);
    `);
  },
  // issue 26 RCA (helper A): root-cause analyses with revisions, investigation teams, the cause a measure addresses (store/rca.ts)
  (db) => {
    db.exec(rcaSchema('INTEGER'));
  },
  // issue 26 e-mail (helper D): the e-mail outbox, and each user's e-mail language and kinds (notify/schema.ts)
  (db) => {
    db.exec(MAIL_SCHEMA_SQLITE);
  },
  // issue 24 (load test): a counter the reference data's tables raise, so a process may keep that data (store/refData.ts)
  (db) => {
    db.exec(refGenerationSqlite());
  },
  // 18, issue 31 §1-2: forms get a kind, an English name and a retired time (and may be deleted with their
  // versions while nothing uses them); event categories their bound form version, a retired time and
  // timestamps; the category page's menu (db/migrationCategories.ts)
  migrationCategoriesSqlite,
  // 19, issue 32 §6: the WeCom outbox, and each user's WeCom user id and on/off (notify/wecomSchema.ts)
  (db) => {
    db.exec(WECOM_SCHEMA_SQLITE);
  },
  // 20, issue 33 §2-3: sign-in verify codes, second factors (TOTP), pending sign-ins, remembered devices (store/factors.ts)
  (db) => {
    db.exec(factorsSchema('INTEGER'));
  },
  // 21, issue 33 §5: the audit log's hash chain (outcome, user and record ids, prev_hash, hash; the rows
  // before chained from the genesis) and its archives (db/auditSchema.ts)
  migrationAuditChainSqlite,
  // 22, issue 33 §4: the security and the audit administrator's roles, the audit log's page, each
  // administrator's pages (db/migrationAdmins.ts)
  migrationAdminsSqlite,
  // 23, issue 35 §3: a technology's follow-up decision beside the older review outcome (routine has no place in that
  // column's CHECK): the detail reads the decision first
  (db) => {
    db.exec(REVIEW_DECISION);
  },
  // 24, issue 35 §3: an event names the technology it happened with; a restricted technology's filing record
  (db) => {
    db.exec(TECH_FOLLOW_UP);
  },
];

/** Issue 35 §3, the same text in both migration lists (pgMigrations.ts): the technology an event report names
 *  (tech_items.id), and the filing with the health authority (number, day YYYY-MM-DD) of a restricted one. */
export const TECH_FOLLOW_UP = `
  ALTER TABLE records ADD COLUMN tech_item_id INTEGER;
  CREATE INDEX idx_records_tech_item ON records(tech_item_id) WHERE tech_item_id IS NOT NULL;
  ALTER TABLE tech_items ADD COLUMN filing_no TEXT NOT NULL DEFAULT '';
  ALTER TABLE tech_items ADD COLUMN filing_date TEXT NOT NULL DEFAULT '';
`;

/** Issue 35 §3, the same text in both migration lists (pgMigrations.ts). */
export const REVIEW_DECISION = `
  ALTER TABLE records ADD COLUMN review_decision TEXT;
`;

/** Issue 23 §1, the same text in both migration lists (pgMigrations.ts). */
export const ENGLISH_NAMES = `
  ALTER TABLE roles ADD COLUMN role_name_en TEXT NOT NULL DEFAULT '';
  ALTER TABLE depts ADD COLUMN dept_name_en TEXT NOT NULL DEFAULT '';
`;

/** Issue 23 §1, the same text in both migration lists (pgMigrations.ts). */
export const MESSAGE_KINDS = `
  ALTER TABLE messages ADD COLUMN kind TEXT NOT NULL DEFAULT '';
  ALTER TABLE messages ADD COLUMN params TEXT NOT NULL DEFAULT '';
`;

/** Migration 11, the same text in both migration lists (pgMigrations.ts). */
export const TECH_CODE_COUNTERS = `
  CREATE TABLE code_counters (prefix TEXT PRIMARY KEY, n INTEGER NOT NULL);
  CREATE UNIQUE INDEX idx_tech_items_code ON tech_items(tech_code);
`;

export function migrate(db: Database.Database): { from: number; to: number } {
  const from = db.pragma('user_version', { simple: true }) as number;
  for (let v = from; v < migrations.length; v++) {
    const m = migrations[v];
    // A migration that rebuilds a table others reference runs with foreign keys off (SQLite cannot switch
    // them inside a transaction, and dropping the old table would fail the references), then checks them.
    const fkOff = !!m.rebuildsTables && db.pragma('foreign_keys', { simple: true }) === 1;
    if (fkOff) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        m(db);
        if (fkOff) {
          const broken = db.pragma('foreign_key_check') as unknown[];
          if (broken.length) throw new Error(`migration ${v + 1} broke ${broken.length} foreign key reference(s)`);
        }
        db.pragma(`user_version = ${v + 1}`);
      })();
    } finally {
      if (fkOff) db.pragma('foreign_keys = ON');
    }
  }
  return { from, to: Math.max(from, migrations.length) };
}
