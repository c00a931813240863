// Bench data generator: a seeded reference database grown to N workflow records (default 100,000), all
// inserted in one transaction, with the rows a real action writes (revision, timeline entry, tasks of
// the current step, actors, measures), in a realistic mix: most records finished (archived, rejected),
// the rest waiting at the department head, medical affairs or the quality office, a few rectifying,
// returned or in drafts; deadlines spread around "now" so some are overdue.
// Usage: node scripts/seed-bench.mjs <dataDir> [count]   (the directory is created and seeded first)
import { register } from 'tsx/esm/api';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// about the size of a real unsafe-event report's data (the seeded sample is ~1.5 KB of JSON)
const PAD = '患者夜间自行如厕时滑倒，值班护士立即报告医生并予处理。'.repeat(40);

/** A small deterministic PRNG so every run builds the same data. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}

export async function seedBench(dataDir, count = 100_000) {
  register();
  const { startServer } = await import('../demo/server/app.ts');
  const server = await startServer({ dataDir, port: 0, quiet: true });
  await server.close();

  const db = new Database(join(dataDir, 'hos.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const id = (u) => db.prepare('SELECT id FROM users WHERE username = ?').get(u).id;
  const heads = { 内分泌科: id('approver01'), 心血管内科: id('approver02'), 普通外科: id('approver03') };
  const quality = ['admin', 'quality01', 'quality02'].map(id);
  const medaff = id('medaff01');
  const depts = Object.keys(heads);
  const form = db.prepare("SELECT id FROM forms WHERE code = '05-unsafe-event-report'").get().id;
  const now = Date.now();
  const rand = rng(42);
  const pick = (a) => a[Math.floor(rand() * a.length)];
  const types = ['fall', 'medication', 'pressure', 'tube', 'device', 'infection', 'transfusion', 'surgery', 'other'];
  const grades = ['I', 'II', 'III', 'IV'];

  const started = performance.now();
  db.transaction(() => {
    // 150 reporters across the three departments with a head
    const nurseRole = db.prepare("SELECT id FROM roles WHERE role_key = 'nurse'").get().id;
    const insUser = db.prepare(`INSERT INTO users (username, password_hash, name, dept_name, password_changed_at, created_at, updated_at)
      VALUES (?, 'x', ?, ?, ?, ?, ?)`);
    const reporters = [];
    for (let i = 0; i < 150; i++) {
      const dept = depts[i % depts.length];
      const uid = Number(insUser.run(`bench${i}`, `压测护士${i}`, dept, now, now, now).lastInsertRowid);
      db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(uid, nurseRole);
      reporters.push({ id: uid, name: `压测护士${i}`, dept });
    }

    const insRecord = db.prepare(`INSERT INTO records (module, form_id, form_version, title, status, state, event_type, grade, anonymous,
      flow_code, flow_version, step_key, step_kind, step_entered_at, due_at, decided, revision, version, created_by, created_by_name, dept_name,
      submitted_at, created_at, updated_at) VALUES ('baqsj', ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?, ?, ?, ?, ?, ?)`);
    const insRev = db.prepare('INSERT INTO record_revisions (record_id, revision, data, created_by, created_by_name, created_at, submitted_at) VALUES (?, 1, ?, ?, ?, ?, ?)');
    const insTimeline = db.prepare(`INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const insTask = db.prepare("INSERT OR IGNORE INTO record_tasks (user_id, record_id, kind, measure_id) VALUES (?, ?, ?, ?)");
    const insActor = db.prepare('INSERT OR IGNORE INTO record_actors (user_id, record_id, acted_at) VALUES (?, ?, ?)');
    const insMeasure = db.prepare(`INSERT INTO measures (record_id, what, owner_user_id, owner_name, deadline, status, created_at)
      VALUES (?, '整改措施', ?, ?, ?, 'open', ?)`);
    const coarse = { draft: 'draft', inProgress: 'submitted', returned: 'submitted', rectifying: 'submitted', closed: 'approved', archived: 'approved', rejected: 'rejected' };

    for (let i = 0; i < count; i++) {
      const r = pick(reporters);
      const x = rand();
      const [state, step, kind] =
        x < 0.45 ? ['archived', null, null] : x < 0.5 ? ['rejected', null, null] : x < 0.55 ? ['closed', 'archiveReview', 'archive']
        : x < 0.6 ? ['rectifying', 'qualityReview', 'rectification'] : x < 0.8 ? ['inProgress', 'deptReview', 'review']
        : x < 0.88 ? ['inProgress', 'qualityReview', 'rectification'] : x < 0.9 ? ['inProgress', 'medicalAffairsReview', 'review']
        : x < 0.95 ? ['returned', null, null] : ['draft', null, null];
      const created = now - Math.floor(rand() * 400 * DAY);
      const entered = Math.min(now, created + Math.floor(rand() * 5 * DAY));
      const due = step ? entered + pick([24, 72, 168]) * HOUR : null;
      const type = pick(types);
      const data = JSON.stringify({ event_category: type, event_place: pick(['病房', '走廊', '手术室', '卫生间']), event_description: `压测记录 ${i} ` + PAD, reporter_name: r.name });
      const submitted = state === 'draft' ? null : created;
      const rid = Number(insRecord.run(form, `压测事件报告 ${i}`, coarse[state], state, type, pick(grades), rand() < 0.05 ? 1 : 0,
        state === 'draft' ? null : 'baqsj-default', state === 'draft' ? null : 1, step, kind, step ? entered : null, due,
        state === 'draft' || state === 'inProgress' && step === 'deptReview' ? 0 : 1, r.id, r.name, r.dept, submitted, created, entered).lastInsertRowid);
      insRev.run(rid, data, r.id, r.name, created, submitted);
      if (state === 'draft') continue;
      insTimeline.run(rid, 'submit', r.id, r.name, 'draft', 'inProgress', null, 'deptReview', created);
      const head = heads[r.dept];
      if (step !== 'deptReview' && state !== 'returned') {
        insTimeline.run(rid, state === 'rejected' ? 'reject' : 'approve', head, '科室主任', 'inProgress', state, 'deptReview', step, entered);
        insActor.run(head, rid, entered);
      }
      if (state === 'returned') insTask.run(r.id, rid, 'step', 0);
      else if (step === 'deptReview') insTask.run(head, rid, 'step', 0);
      else if (step === 'medicalAffairsReview') insTask.run(medaff, rid, 'step', 0);
      else if (step) for (const q of quality) insTask.run(q, rid, 'step', 0);
      if (state === 'rectifying') {
        const mid = Number(insMeasure.run(rid, r.id, r.name, now + 7 * DAY, entered).lastInsertRowid);
        insTask.run(r.id, rid, 'measure', mid);
      }
    }
  })();
  db.pragma('optimize');
  db.close();
  return { count, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node scripts/seed-bench.mjs <dataDir> [count]');
    process.exit(2);
  }
  const res = await seedBench(dir, Number(process.argv[3] ?? 100_000));
  console.log(`inserted ${res.count} records in ${res.ms} ms into ${dir}`);
}
