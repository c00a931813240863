// Issue 31 §1-2: the hospital shapes its forms and event categories.
// - forms get an English name, a kind (report, scoring or rectification form: existing forms get the kind
//   they are: a form whose latest version has a score item is a scoring form, the rectification form and
//   any form a rectification record was made on is one, every other a report form) and a retired time;
// - a form that nothing uses may be deleted with its versions: a version is still never changed, and is
//   deleted only with its form (the deletion first marks the form with latest_version 0, in the same
//   transaction; store/forms.ts deleteForm);
// - event categories get their bound form version (today's binding follows the form's latest version: it
//   becomes that version), a retired time and timestamps;
// - whether a form is used is asked of records by their form (an index);
// - the category page (系统模块 → 事件类别) joins the system module's menus, granted to the roles that hold
//   the module (a new database gets it from seed/menus.ts).
// The same statements on both backends except for the triggers and the clock (migrations.ts, pgMigrations.ts).
import type Database from 'better-sqlite3';
import type { SqlDb } from './sql/types.ts';

/** The seeded forms' English names (their Chinese names are the seed's). */
const FORM_NAMES_EN: [code: string, nameEn: string][] = [
  ['05-unsafe-event-report', 'Medical safety (adverse) event report'],
  ['quality-medical-records', 'Medical record quality scoring form'],
  ['quality-rectification', 'Quality inspection rectification form'],
];

const columns = (int: 'INTEGER' | 'BIGINT', now: string) => `
  ALTER TABLE forms ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
  ALTER TABLE forms ADD COLUMN kind TEXT NOT NULL DEFAULT 'report' CHECK (kind IN ('report', 'scoring', 'rectification'));
  ALTER TABLE forms ADD COLUMN retired_at ${int};
  UPDATE forms SET kind = 'scoring' WHERE EXISTS (SELECT 1 FROM form_versions v WHERE v.form_id = forms.id
    AND v.version = forms.latest_version AND v.schema LIKE '%"type":"scoreItem"%');
  UPDATE forms SET kind = 'rectification' WHERE code = 'quality-rectification'
    OR id IN (SELECT r.form_id FROM quality_rectifications q JOIN records r ON r.id = q.record_id);
  UPDATE forms SET name_en = CASE code ${FORM_NAMES_EN.map(([c, en]) => `WHEN '${c}' THEN '${en}'`).join(' ')} ELSE name_en END;
  ALTER TABLE event_types ADD COLUMN form_version ${int};
  ALTER TABLE event_types ADD COLUMN retired_at ${int};
  ALTER TABLE event_types ADD COLUMN created_at ${int} NOT NULL DEFAULT 0;
  ALTER TABLE event_types ADD COLUMN updated_at ${int} NOT NULL DEFAULT 0;
  UPDATE event_types SET form_version = (SELECT f.latest_version FROM forms f WHERE f.id = event_types.form_id), created_at = ${now}, updated_at = ${now};
  CREATE INDEX idx_event_types_form ON event_types(form_id);
  CREATE INDEX idx_records_form ON records(form_id, form_version);
`;

/** The menu row of the category page, under the system module's directory, and its grants. */
const MENU = {
  route: '/newUpms/eventType', note: 'newUpms/eventType', disp: '事件类别', logo: 'unordered-list',
  /** after 流程管理 (60) and before 科室管理 (70) in a database seeded before it */
  order: 65,
};
const MENU_INSERT = `INSERT INTO menus (parent_id, menu_route, note, exclusive_fg, menu_disp, sys_module, menu_logo, menu_type, order_num, active_path)
  SELECT id, ?, ?, 0, ?, 'system', ?, 'F', ?, '' FROM menus WHERE menu_route = '/newUpms' AND menu_type = 'D'
  AND NOT EXISTS (SELECT 1 FROM menus WHERE menu_route = ?)`;
const MENU_GRANT = `INSERT INTO role_menus (role_id, menu_id) SELECT rm.role_id, m.id FROM role_menus rm
  JOIN menus d ON d.id = rm.menu_id AND d.menu_route = '/newUpms' AND d.menu_type = 'D'
  JOIN menus m ON m.menu_route = ? WHERE NOT EXISTS (SELECT 1 FROM role_menus x WHERE x.role_id = rm.role_id AND x.menu_id = m.id)`;
const menuArgs = [MENU.route, MENU.note, MENU.disp, MENU.logo, MENU.order, MENU.route] as const;

export function migrationCategoriesSqlite(db: Database.Database): void {
  db.exec(`${columns('INTEGER', "CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)")}
    DROP TRIGGER form_versions_immutable_d;
    CREATE TRIGGER form_versions_immutable_d BEFORE DELETE ON form_versions
      WHEN (SELECT latest_version FROM forms WHERE id = OLD.form_id) <> 0
      BEGIN SELECT RAISE(ABORT, 'form versions are immutable'); END;
  `);
  db.prepare(MENU_INSERT).run(...menuArgs);
  db.prepare(MENU_GRANT).run(MENU.route);
}

export async function migrationCategoriesPg(db: SqlDb): Promise<void> {
  await db.exec(`${columns('BIGINT', '(extract(epoch from now()) * 1000)::bigint')}
    DROP TRIGGER form_versions_immutable ON form_versions;
    CREATE TRIGGER form_versions_immutable BEFORE UPDATE ON form_versions
      FOR EACH ROW EXECUTE FUNCTION hos_refuse('form versions are immutable');
    CREATE FUNCTION hos_form_version_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF (SELECT latest_version FROM forms WHERE id = OLD.form_id) <> 0 THEN RAISE EXCEPTION 'form versions are immutable'; END IF;
      RETURN OLD;
    END $$;
    CREATE TRIGGER form_versions_delete BEFORE DELETE ON form_versions FOR EACH ROW EXECUTE FUNCTION hos_form_version_delete();
  `);
  await db.run(MENU_INSERT, ...menuArgs);
  await db.run(MENU_GRANT, MENU.route);
}
