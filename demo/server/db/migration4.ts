// Migration 4: the workflow engine (docs/workflow.md). Records are rebuilt (form_id becomes optional: a
// new-technology application has no library form) with their place in a flow; flows are versioned data;
// revisions, an append-only timeline, tasks (who must act now), actors (who acted), measures.
// Existing records and technology applications are carried over into the new model (nothing is lost):
// drafts stay drafts, submitted reports wait at the department review of 'baqsj-default' v1, decided
// ones end archived / rejected with their decision on the timeline. The default flows themselves are
// inserted at start-up (seed/workflow.ts), so this migration never depends on code that may change.
import type Database from 'better-sqlite3';

const STATES = "'draft', 'inProgress', 'returned', 'rectifying', 'closed', 'archived', 'rejected', 'approved', 'suspended', 'stopped'";

const SCHEMA = `
  CREATE TABLE records_v4 (
    id INTEGER PRIMARY KEY,
    module TEXT NOT NULL DEFAULT 'baqsj' CHECK (module IN ('baqsj', 'xjsxxm', 'business')),
    form_id INTEGER REFERENCES forms(id), form_version INTEGER,
    title TEXT NOT NULL, data TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
    state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN (${STATES})),
    event_type TEXT, grade TEXT CHECK (grade IN ('I', 'II', 'III', 'IV')),
    anonymous INTEGER NOT NULL DEFAULT 0, tech_kind TEXT CHECK (tech_kind IN ('limit', 'unlimit')),
    flow_code TEXT, flow_version INTEGER, step_key TEXT, step_kind TEXT, returned_from TEXT,
    step_entered_at INTEGER, due_at INTEGER, overdue_notified_at INTEGER,
    decided INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 1, version INTEGER NOT NULL DEFAULT 1,
    review_outcome TEXT CHECK (review_outcome IN ('continue', 'suspend', 'stop')),
    created_by INTEGER NOT NULL REFERENCES users(id), created_by_name TEXT NOT NULL,
    dept_name TEXT NOT NULL DEFAULT '', approver_id INTEGER, approver_name TEXT NOT NULL DEFAULT '',
    opinion TEXT NOT NULL DEFAULT '', approved_at INTEGER, submitted_at INTEGER,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
`;

const TABLES = `
  CREATE INDEX idx_records_owner ON records(created_by, state, updated_at);
  CREATE INDEX idx_records_updated ON records(updated_at, id);
  CREATE INDEX idx_records_module ON records(module, state, updated_at);
  CREATE INDEX idx_records_dept ON records(dept_name, updated_at);
  CREATE INDEX idx_records_time ON records(submitted_at, created_at);
  CREATE INDEX idx_records_due ON records(due_at) WHERE due_at IS NOT NULL AND overdue_notified_at IS NULL;

  CREATE TABLE flows (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL DEFAULT '',
    module TEXT NOT NULL CHECK (module IN ('baqsj', 'xjsxxm', 'business')),
    latest_version INTEGER NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
  CREATE TABLE flow_versions (
    flow_code TEXT NOT NULL REFERENCES flows(code), version INTEGER NOT NULL, definition TEXT NOT NULL,
    created_by INTEGER, created_by_name TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL,
    PRIMARY KEY (flow_code, version));
  CREATE TRIGGER flow_versions_immutable_u BEFORE UPDATE ON flow_versions
    BEGIN SELECT RAISE(ABORT, 'flow versions are immutable'); END;
  CREATE TRIGGER flow_versions_immutable_d BEFORE DELETE ON flow_versions
    BEGIN SELECT RAISE(ABORT, 'flow versions are immutable'); END;
  CREATE TABLE flow_bindings (
    subject TEXT PRIMARY KEY, flow_code TEXT NOT NULL REFERENCES flows(code), updated_at INTEGER NOT NULL);
  CREATE TABLE event_types (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, name_en TEXT NOT NULL, form_id INTEGER REFERENCES forms(id),
    sort INTEGER NOT NULL DEFAULT 0);

  CREATE TABLE record_revisions (
    record_id INTEGER NOT NULL REFERENCES records(id), revision INTEGER NOT NULL, data TEXT NOT NULL,
    created_by INTEGER REFERENCES users(id), created_by_name TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL,
    submitted_at INTEGER, PRIMARY KEY (record_id, revision));
  CREATE TABLE record_timeline (
    id INTEGER PRIMARY KEY, record_id INTEGER NOT NULL REFERENCES records(id), action TEXT NOT NULL,
    actor_id INTEGER REFERENCES users(id), actor_name TEXT NOT NULL DEFAULT '',
    from_state TEXT, to_state TEXT, from_step TEXT, to_step TEXT, comment TEXT NOT NULL DEFAULT '',
    attachments TEXT NOT NULL DEFAULT '[]', parent_id INTEGER REFERENCES record_timeline(id),
    extra TEXT NOT NULL DEFAULT '{}', created_at INTEGER NOT NULL);
  CREATE INDEX idx_timeline_record ON record_timeline(record_id, id);
  CREATE INDEX idx_timeline_actor ON record_timeline(actor_id, action, record_id);
  CREATE TRIGGER record_timeline_append_only_u BEFORE UPDATE ON record_timeline
    BEGIN SELECT RAISE(ABORT, 'the record timeline is append-only'); END;
  CREATE TRIGGER record_timeline_append_only_d BEFORE DELETE ON record_timeline
    BEGIN SELECT RAISE(ABORT, 'the record timeline is append-only'); END;

  CREATE TABLE measures (
    id INTEGER PRIMARY KEY, record_id INTEGER NOT NULL REFERENCES records(id), what TEXT NOT NULL,
    owner_user_id INTEGER NOT NULL REFERENCES users(id), owner_name TEXT NOT NULL, deadline INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'verified')),
    sent_back INTEGER NOT NULL DEFAULT 0, evidence TEXT NOT NULL DEFAULT '[]', note TEXT NOT NULL DEFAULT '',
    done_at INTEGER, verified_at INTEGER, created_at INTEGER NOT NULL);
  CREATE INDEX idx_measures_record ON measures(record_id, id);

  -- who must act now: the current step's assignees ('step', measure_id 0) and open measures' owners
  CREATE TABLE record_tasks (
    user_id INTEGER NOT NULL REFERENCES users(id), record_id INTEGER NOT NULL REFERENCES records(id),
    kind TEXT NOT NULL CHECK (kind IN ('step', 'measure')), measure_id INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, record_id, kind, measure_id));
  CREATE INDEX idx_tasks_record ON record_tasks(record_id);
  -- who acted on a record (the done list)
  CREATE TABLE record_actors (
    user_id INTEGER NOT NULL REFERENCES users(id), record_id INTEGER NOT NULL REFERENCES records(id),
    acted_at INTEGER NOT NULL, PRIMARY KEY (user_id, record_id));
  CREATE INDEX idx_actors_record ON record_actors(record_id);

  ALTER TABLE messages ADD COLUMN link TEXT NOT NULL DEFAULT '';
  ALTER TABLE depts ADD COLUMN parent_id INTEGER REFERENCES depts(id);
  ALTER TABLE depts ADD COLUMN head_user_id INTEGER REFERENCES users(id);
  ALTER TABLE tech_items ADD COLUMN record_id INTEGER REFERENCES records(id);
  CREATE INDEX idx_tech_items_record ON tech_items(record_id);
`;

/** The event types of the seeded dictionary, by their category text (old records carry the text). */
const CATEGORY_CODES: [string, string][] = [
  ['跌倒/坠床', 'fall'], ['给药错误', 'medication'], ['压力性损伤', 'pressure'], ['管路滑脱', 'tube'], ['医疗器械', 'device'],
  ['院内感染', 'infection'], ['输血事件', 'transfusion'], ['手术事件', 'surgery'], ['其他', 'other'],
];
const eventTypeCase = `CASE json_extract(data, '$.event_category') ${CATEGORY_CODES.map(([t, c]) => `WHEN '${t}' THEN '${c}'`).join(' ')} END`;
const gradeCase = (col: string) => `CASE WHEN ${col} LIKE 'IV%' THEN 'IV' WHEN ${col} LIKE 'III%' THEN 'III'
  WHEN ${col} LIKE 'II%' THEN 'II' WHEN ${col} LIKE 'I%' THEN 'I' END`;

function carryRecords(db: Database.Database): void {
  db.exec(`
    INSERT INTO records_v4 (id, module, form_id, form_version, title, data, status, state, event_type, grade,
      flow_code, flow_version, step_key, step_kind, step_entered_at, decided, created_by, created_by_name, dept_name,
      approver_id, approver_name, opinion, approved_at, submitted_at, created_at, updated_at)
    SELECT id, 'baqsj', form_id, form_version, title, data, status,
      CASE status WHEN 'draft' THEN 'draft' WHEN 'submitted' THEN 'inProgress' WHEN 'approved' THEN 'archived' ELSE 'rejected' END,
      ${eventTypeCase}, ${gradeCase("CAST(json_extract(data, '$.event_level') AS TEXT)")},
      CASE WHEN status = 'draft' THEN NULL ELSE 'baqsj-default' END, CASE WHEN status = 'draft' THEN NULL ELSE 1 END,
      CASE status WHEN 'submitted' THEN 'deptReview' END, CASE status WHEN 'submitted' THEN 'review' END,
      CASE status WHEN 'submitted' THEN submitted_at END, CASE WHEN status IN ('approved', 'rejected') THEN 1 ELSE 0 END,
      created_by, created_by_name, dept_name, approver_id, approver_name, opinion, approved_at, submitted_at, created_at, updated_at
    FROM records;
  `);
}

/** Revisions, timeline, tasks and actors of the carried-over reports. */
function carryHistory(db: Database.Database): void {
  db.exec(`
    INSERT INTO record_revisions (record_id, revision, data, created_by, created_by_name, created_at, submitted_at)
      SELECT id, 1, data, created_by, created_by_name, COALESCE(submitted_at, created_at), submitted_at FROM records;
    INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, created_at)
      SELECT id, 'submit', created_by, created_by_name, 'draft', 'inProgress', NULL, 'deptReview', COALESCE(submitted_at, created_at)
      FROM records WHERE status <> 'draft' ORDER BY id;
    INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, comment, created_at)
      SELECT id, CASE status WHEN 'approved' THEN 'approve' ELSE 'reject' END, approver_id, approver_name, 'inProgress', state,
        'deptReview', NULL, opinion, COALESCE(approved_at, updated_at)
      FROM records WHERE status IN ('approved', 'rejected') ORDER BY id;
    INSERT OR IGNORE INTO record_actors (user_id, record_id, acted_at)
      SELECT approver_id, id, COALESCE(approved_at, updated_at) FROM records WHERE approver_id IS NOT NULL;
    INSERT OR IGNORE INTO record_tasks (user_id, record_id, kind, measure_id)
      SELECT u.id, r.id, 'step', 0 FROM records r
      JOIN users u ON u.dept_name = r.dept_name AND u.status = 1 AND u.deleted_at IS NULL
      JOIN user_roles ur ON ur.user_id = u.id JOIN roles ro ON ro.id = ur.role_id AND ro.role_key = 'deptApprover' AND ro.status = 1
      WHERE r.state = 'inProgress';
  `);
}

type TechApp = {
  id: number; techName: string; level: string; deptName: string; category: string; description: string; limited: number;
  status: 'pending' | 'approved' | 'rejected'; applicantId: number; applicantName: string; approverId: number | null;
  approverName: string; opinion: string; techItemId: number | null; createdAt: number; decidedAt: number | null;
};

const REVIEW_EVERY_MS = 4320 * 60 * 60 * 1000;

/** New-technology applications become records of module xjsxxm on the flow of their class. */
function carryTechApplications(db: Database.Database): void {
  const apps = db.prepare(`SELECT id, tech_name AS techName, level, dept_name AS deptName, category, description, limited, status,
    applicant_id AS applicantId, applicant_name AS applicantName, approver_id AS approverId, approver_name AS approverName, opinion,
    tech_item_id AS techItemId, created_at AS createdAt, decided_at AS decidedAt FROM tech_applications ORDER BY id`).all() as TechApp[];
  const insert = db.prepare(`INSERT INTO records (module, title, data, status, state, tech_kind, flow_code, flow_version, step_key, step_kind,
    step_entered_at, due_at, decided, created_by, created_by_name, dept_name, approver_id, approver_name, opinion, approved_at,
    submitted_at, created_at, updated_at) VALUES ('xjsxxm', ?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const revision = db.prepare(`INSERT INTO record_revisions (record_id, revision, data, created_by, created_by_name, created_at, submitted_at)
    VALUES (?, 1, ?, ?, ?, ?, ?)`);
  const timeline = db.prepare(`INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step,
    comment, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const a of apps) {
    const kind = a.limited ? 'limit' : 'unlimit';
    const data = JSON.stringify({ techName: a.techName, level: a.level, dept: a.deptName, team: '', description: a.description, attachments: [], category: a.category });
    const state = a.status === 'pending' ? 'inProgress' : a.status;
    const step = a.status === 'pending' ? 'deptReview' : a.status === 'approved' ? 'periodicReview' : null;
    const decidedAt = a.decidedAt ?? a.createdAt;
    const id = Number(insert.run(a.techName, data, a.status === 'pending' ? 'submitted' : a.status, state, kind, `xjsxxm-${kind}`, step,
      step === 'deptReview' ? 'review' : step ? 'periodicReview' : null, step ? (a.status === 'pending' ? a.createdAt : decidedAt) : null,
      a.status === 'approved' ? decidedAt + REVIEW_EVERY_MS : null, a.status === 'pending' ? 0 : 1, a.applicantId, a.applicantName,
      a.deptName, a.approverId, a.approverName, a.opinion, a.decidedAt, a.createdAt, a.createdAt, a.decidedAt ?? a.createdAt).lastInsertRowid);
    revision.run(id, data, a.applicantId, a.applicantName, a.createdAt, a.createdAt);
    timeline.run(id, 'submit', a.applicantId, a.applicantName, 'draft', 'inProgress', null, 'deptReview', '', a.createdAt);
    if (a.status !== 'pending') {
      timeline.run(id, a.status === 'approved' ? 'approve' : 'reject', a.approverId, a.approverName, 'inProgress', state, 'deptReview', step, a.opinion, decidedAt);
      if (a.approverId) db.prepare('INSERT OR IGNORE INTO record_actors (user_id, record_id, acted_at) VALUES (?, ?, ?)').run(a.approverId, id, decidedAt);
    }
    if (a.techItemId) db.prepare('UPDATE tech_items SET record_id = ? WHERE id = ?').run(id, a.techItemId);
    if (a.status === 'pending') {
      db.prepare(`INSERT OR IGNORE INTO record_tasks (user_id, record_id, kind, measure_id)
        SELECT u.id, ?, 'step', 0 FROM users u JOIN user_roles ur ON ur.user_id = u.id
        JOIN roles ro ON ro.id = ur.role_id AND ro.role_key = 'deptApprover' AND ro.status = 1
        WHERE u.dept_name = ? AND u.status = 1 AND u.deleted_at IS NULL`).run(id, a.deptName);
    }
  }
}

export const migration4 = Object.assign((db: Database.Database): void => {
  db.exec(SCHEMA);
  carryRecords(db);
  db.exec(`
    DROP TABLE records;
    ALTER TABLE records_v4 RENAME TO records;
  `);
  db.exec(TABLES);
  carryHistory(db);
  carryTechApplications(db);
}, { rebuildsTables: true });
