// Roles, departments and dictionaries (issue 13 §4):
// - departments become the tree everyone picks from: a status, and users and records carry the
//   department's id. Today's free-text names are mapped to rows of the tree (a name the tree lacks
//   becomes a department under the root), so existing data keeps working. The name columns stay as a
//   copy that triggers keep in step (the workflow's department lookups and old pages read them).
// - roles get their chosen departments (the 'custom' data scope).
// - dictionaries get an English label, a status, and a table of types; the coded values shown to
//   people are written in both languages (seed/dicts.ts).
import type Database from 'better-sqlite3';
import { DICT_ENTRIES, DICT_TYPES } from '../seed/dicts.ts';

export function migrationAdmin(db: Database.Database): void {
  db.exec(`
    ALTER TABLE depts ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE users ADD COLUMN dept_id INTEGER REFERENCES depts(id);
    ALTER TABLE records ADD COLUMN dept_id INTEGER REFERENCES depts(id);
    ALTER TABLE roles ADD COLUMN dept_ids TEXT NOT NULL DEFAULT '[]';

    INSERT INTO depts (dept_name, sort, parent_id)
      SELECT name, 1000, (SELECT id FROM depts WHERE parent_id IS NULL ORDER BY sort, id LIMIT 1)
      FROM (SELECT DISTINCT TRIM(dept_name) AS name FROM users UNION SELECT DISTINCT TRIM(dept_name) FROM records)
      WHERE name <> '' AND name NOT IN (SELECT dept_name FROM depts);
    UPDATE users SET dept_name = TRIM(dept_name), dept_id = (SELECT id FROM depts d WHERE d.dept_name = TRIM(users.dept_name));
    UPDATE records SET dept_id = (SELECT id FROM depts d WHERE d.dept_name = TRIM(records.dept_name));
    CREATE INDEX idx_users_dept_id ON users(dept_id);
    CREATE INDEX idx_records_dept_id ON records(dept_id, updated_at);
    CREATE INDEX idx_depts_parent ON depts(parent_id, sort);

    -- a row written with a department name only (older code paths) gets its id; a renamed department
    -- renames its copies
    CREATE TRIGGER users_dept_id_i AFTER INSERT ON users WHEN NEW.dept_id IS NULL AND NEW.dept_name <> '' BEGIN
      UPDATE users SET dept_id = (SELECT id FROM depts WHERE dept_name = NEW.dept_name) WHERE id = NEW.id; END;
    CREATE TRIGGER users_dept_name_u AFTER UPDATE OF dept_name ON users WHEN NEW.dept_id IS OLD.dept_id BEGIN
      UPDATE users SET dept_id = (SELECT id FROM depts WHERE dept_name = NEW.dept_name) WHERE id = NEW.id; END;
    CREATE TRIGGER records_dept_id_i AFTER INSERT ON records WHEN NEW.dept_id IS NULL AND NEW.dept_name <> '' BEGIN
      UPDATE records SET dept_id = (SELECT id FROM depts WHERE dept_name = NEW.dept_name) WHERE id = NEW.id; END;
    CREATE TRIGGER depts_rename AFTER UPDATE OF dept_name ON depts BEGIN
      UPDATE users SET dept_name = NEW.dept_name WHERE dept_id = NEW.id;
      UPDATE records SET dept_name = NEW.dept_name WHERE dept_id = NEW.id; END;

    ALTER TABLE dicts ADD COLUMN label_en TEXT NOT NULL DEFAULT '';
    ALTER TABLE dicts ADD COLUMN status INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE dict_types (
      dict_type TEXT PRIMARY KEY, name_zh TEXT NOT NULL, name_en TEXT NOT NULL DEFAULT '',
      status INTEGER NOT NULL DEFAULT 1, sort INTEGER NOT NULL DEFAULT 0);
    INSERT OR IGNORE INTO dict_types (dict_type, name_zh, name_en, sort) SELECT DISTINCT dict_type, dict_type, dict_type, 900 FROM dicts;
  `);
  const type = db.prepare(`INSERT INTO dict_types (dict_type, name_zh, name_en, sort) VALUES (?, ?, ?, ?)
    ON CONFLICT (dict_type) DO UPDATE SET name_zh = excluded.name_zh, name_en = excluded.name_en, sort = excluded.sort`);
  DICT_TYPES.forEach(([t, zh, en], i) => type.run(t, zh, en, i + 1));
  // an entry an older database already has keeps its Chinese label and gets the English one
  const entry = db.prepare(`INSERT INTO dicts (dict_type, dict_value, dict_label, label_en, sort) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (dict_type, dict_value) DO UPDATE SET label_en = CASE WHEN dicts.label_en = '' THEN excluded.label_en ELSE dicts.label_en END`);
  for (const [t, entries] of Object.entries(DICT_ENTRIES)) entries.forEach(([v, zh, en], i) => entry.run(t, v, zh, en, i + 1));

  // an existing database gets the two new admin pages under the system module (a new one gets them from
  // seed/menus.ts), granted to the roles that hold the module
  const sys = db.prepare("SELECT id FROM menus WHERE menu_route = '/newUpms' AND menu_type = 'D'").get() as { id: number } | undefined;
  if (!sys) return;
  const menu = db.prepare(`INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
    SELECT ?, ?, ?, 0, ?, 'system', ?, 'F', ?, '' WHERE NOT EXISTS (SELECT 1 FROM menus WHERE menu_route = ?)`);
  const grant = db.prepare('INSERT OR IGNORE INTO role_menus (role_id, menu_id) SELECT role_id, ? FROM role_menus WHERE menu_id = ?');
  for (const [route, disp, logo, order] of [['/newUpms/dept', '科室管理', 'apartment', 70], ['/newUpms/dict', '字典管理', 'profile', 80]] as const) {
    const res = menu.run(sys.id, route, route.slice(1), disp, logo, order, route);
    if (res.changes) grant.run(Number(res.lastInsertRowid), sys.id);
  }
}
