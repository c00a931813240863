// Migrations 4 and 5 on a database from before the engine: reports and technology applications are
// carried into the new model (nothing lost), the default flows arrive at start-up, and the server works
// on the carried records (a submitted report waits in its department head's to-do).
import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { migrate, migrations } from '../../demo/server/db/migrations.ts';
import { hashPassword } from '../../demo/server/security.ts';
import { ON_POSTGRES, startTestServer, tempDir } from './helpers.ts';

describe('migration to the workflow engine', () => {
  // SQLite's by nature: an old SQLite database migrated (PostgreSQL starts from the baseline of version 10)
  it.skipIf(ON_POSTGRES)('carries reports and applications over, and the server runs them', async () => {
    const dir = tempDir();
    const db = new Database(join(dir, 'hos.sqlite'));
    const now = Date.now();
    try {
      db.pragma('foreign_keys = ON');
      db.transaction(() => { migrations.slice(0, 3).forEach((m) => m(db)); db.pragma('user_version = 3'); })();
      const role = (k: string) => Number(db.prepare("INSERT INTO roles (role_key, role_name, data_scope, created_at) VALUES (?, ?, ?, 0)").run(k, k, k === 'deptApprover' ? 'dept' : 'self').lastInsertRowid);
      const user = (u: string, dept: string, roleId: number) => {
        const id = Number(db.prepare(`INSERT INTO users (username, password_hash, name, dept_name, password_changed_at, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`).run(u, hashPassword('Old@2024pw'), u, dept, now, now, now).lastInsertRowid);
        db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(id, roleId);
        return id;
      };
      const nurse = user('oldnurse', '骨科', role('nurse'));
      const head = user('oldhead', '骨科', role('deptApprover'));
      user('oldtech', '骨科', role('techApplicant'));
      const form = Number(db.prepare("INSERT INTO forms (code, name, latest_version, created_at, updated_at) VALUES ('05-unsafe-event-report', '报告表', 1, 0, 0)").run().lastInsertRowid);
      db.prepare("INSERT INTO form_versions (form_id, version, schema, created_at) VALUES (?, 1, '{\"list\":[],\"config\":{}}', 0)").run(form);
      const rec = db.prepare(`INSERT INTO records (form_id, form_version, title, data, status, created_by, created_by_name, dept_name, approver_id,
        approver_name, opinion, approved_at, submitted_at, created_at, updated_at) VALUES (?, 1, ?, ?, ?, ?, 'oldnurse', '骨科', ?, ?, ?, ?, ?, ?, ?)`);
      const data = (cat: string, level: string) => JSON.stringify({ event_category: cat, event_level: level, event_place: '病房' });
      const draft = Number(rec.run(form, '旧草稿', data('其他', ''), 'draft', nurse, null, '', '', null, null, now, now).lastInsertRowid);
      const waiting = Number(rec.run(form, '旧待审批', data('跌倒/坠床', 'II级（不良后果事件）'), 'submitted', nurse, null, '', '', null, now, now, now).lastInsertRowid);
      const done = Number(rec.run(form, '旧已通过', data('给药错误', 'IV级（隐患事件）'), 'approved', nurse, head, 'oldhead', '同意', now, now, now, now).lastInsertRowid);
      db.prepare('INSERT INTO record_cc (record_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)').run(waiting, head, nurse, now);
      db.prepare(`INSERT INTO tech_applications (tech_name, level, dept_name, description, limited, status, applicant_id, applicant_name, created_at)
        VALUES ('旧申请', '2', '骨科', '说明', 1, 'pending', ?, 'oldtech', ?)`).run(nurse, now);
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', 'before')").run();

      expect(migrate(db)).toEqual({ from: 3, to: migrations.length });
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const rows = db.prepare('SELECT id, module, state, status, event_type AS et, grade, step_key AS step, flow_code AS flow FROM records ORDER BY id').all();
      expect(rows).toEqual([
        { id: draft, module: 'baqsj', state: 'draft', status: 'draft', et: 'other', grade: null, step: null, flow: null },
        { id: waiting, module: 'baqsj', state: 'inProgress', status: 'submitted', et: 'fall', grade: 'II', step: 'deptReview', flow: 'baqsj-default' },
        { id: done, module: 'baqsj', state: 'archived', status: 'approved', et: 'medication', grade: 'IV', step: null, flow: 'baqsj-default' },
        expect.objectContaining({ module: 'xjsxxm', state: 'inProgress', status: 'submitted', step: 'deptReview', flow: 'xjsxxm-limit' }),
      ]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM record_revisions').get()).toEqual({ n: 4 });
      expect(db.prepare("SELECT action FROM record_timeline WHERE record_id = ? ORDER BY id").all(done)).toEqual([{ action: 'submit' }, { action: 'approve' }]);
      expect(db.prepare('SELECT user_id AS u FROM record_tasks WHERE record_id = ?').all(waiting)).toEqual([{ u: head }]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM record_cc').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }

    const s = await startTestServer({ dataDir: dir });
    try {
      const t = await s.login('oldhead', 'Old@2024pw');
      const todo = (await s.call('GET', '/api/v1/records?scope=todo', { token: t })).data.list;
      expect(todo.map((r: { title: string }) => r.title).sort()).toEqual(['旧申请', '旧待审批'].sort());
      const ok = await s.call('POST', `/api/v1/records/${todo.find((r: { title: string }) => r.title === '旧待审批').id}/actions/reject`, { token: t, body: { version: 1, comment: '不属实' } });
      expect(ok.data).toMatchObject({ state: 'rejected', timeline: [{ action: 'submit' }, { action: 'reject', comment: '不属实' }] });
      const n = await s.login('oldnurse', 'Old@2024pw');
      expect((await s.call('GET', '/api/v1/records?scope=draft', { token: n })).data.list[0]).toMatchObject({ title: '旧草稿', state: 'draft' });
    } finally {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
