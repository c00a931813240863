// The new-technology catalogue: the seeded technologies and those the workflow approves. An application is
// a workflow record (module xjsxxm); when it reaches its periodic review it joins the catalogue with the next
// code of its class and year, and later review outcomes set the catalogue row's status.
import type { SqlDb } from '../sql/types.ts';
import type { FollowUpSum, Page, Paged, RecordFilter, RegisterRow, TechRow } from './types.ts';
import { followUpOf } from '../../../../src/core/pages/records.ts';
import type { Transition } from '../../../../src/core/workflow/types.ts';
import { likeContains, likeEscape, placeholders, selectPage, Where } from './sql.ts';
import { OUTCOME_STATUS } from '../../workflow/recordRules.ts';
import { currentData, type WfRow } from './wfRecord.ts';

const TECH_COLS = `id, kind, tech_code AS techCode, tech_name AS techName, category, dept_name AS deptName, applicant,
  level, status, created_at AS createdAt, record_id AS recordId`;

async function insertTech(db: SqlDb, t: Omit<TechRow, 'id' | 'recordId'> & { recordId?: number | null }): Promise<number> {
  return Number(await db.insert(`INSERT INTO tech_items (kind, tech_code, tech_name, category, dept_name, applicant, level, status, created_at, record_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, t.kind, t.techCode, t.techName, t.category, t.deptName, t.applicant, t.level, t.status, t.createdAt, t.recordId ?? null));
}

/** The next free code of a class and year: XZJ-2024-007 (limited) or XJS-2024-012. The number comes from
 *  the class-and-year counter row, locked by the caller's transaction until it ends (so two approvals at once
 *  wait for each other on PostgreSQL too); the row starts after the highest code already listed. */
async function nextTechCode(db: SqlDb, kind: 'limit' | 'unlimit', now: number): Promise<string> {
  const prefix = `${kind === 'limit' ? 'XZJ' : 'XJS'}-${new Date(now).getFullYear()}-`;
  const row = await db.get<{ n: number }>(`INSERT INTO code_counters (prefix, n)
     VALUES (?, (SELECT COALESCE(MAX(CAST(substr(tech_code, ?) AS INTEGER)), 0) + 1 FROM tech_items WHERE tech_code LIKE ? ESCAPE '\\'))
     ON CONFLICT (prefix) DO UPDATE SET n = code_counters.n + 1 RETURNING n`, prefix, prefix.length + 1, likeEscape(prefix) + '%');
  return prefix + String(row!.n).padStart(3, '0');
}

/** Inside an action's transaction: an application entering its periodic review joins the catalogue; a review sets its status. */
export async function techOnTransition(db: SqlDb, rec: WfRow, t: Transition, now: number): Promise<void> {
  if (rec.module !== 'xjsxxm' || !rec.techKind) return;
  const listed = await db.get('SELECT id FROM tech_items WHERE record_id = ?', rec.id) as { id: number } | undefined;
  if (t.toState === 'approved' && !listed && t.fromState !== 'approved' && t.fromState !== 'suspended') {
    const d = await currentData(db, rec.id);
    const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string).trim() : '');
    await insertTech(db, {
      kind: rec.techKind, techCode: await nextTechCode(db, rec.techKind, now), techName: s('techName') || rec.title, category: s('category') || '新技术',
      deptName: s('dept') || rec.deptName, applicant: rec.createdByName, level: s('level'), status: rec.techKind === 'limit' ? '已备案' : '已批准',
      createdAt: now, recordId: rec.id,
    });
  }
  if (t.outcome && listed) await db.run('UPDATE tech_items SET status = ? WHERE id = ?', OUTCOME_STATUS[t.outcome], listed.id);
}

/** The catalogue's filters: a name, and the caller's scope (routes/tech.ts catalogueScope; undefined: all). */
export interface TechFilter { name?: string; dataScope?: RecordFilter['dataScope'] }

/**
 * One class of the catalogue within a scope: a department scope sees its departments' technologies (and
 * those of its own applications), "only mine" those of its own applications.
 */
function techWhere(kind: 'unlimit' | 'limit' | undefined, f: TechFilter, t = ''): Where {
  const where = new Where();
  if (kind) where.add(`${t}kind = ?`, kind);
  if (f.name) where.add(`${t}tech_name LIKE ? ESCAPE '\\'`, likeContains(f.name));
  const scope = f.dataScope;
  if (scope?.kind === 'depts') {
    const ids = scope.deptIds;
    where.add(`(${ids.length ? `${t}dept_name IN (SELECT dept_name FROM depts WHERE id IN (${placeholders(ids.length)}))` : '1 = 0'}
      OR ${t}record_id IN (SELECT id FROM records WHERE created_by = ?))`, ...ids, scope.userId);
  } else if (scope?.kind === 'self') where.add(`${t}record_id IN (SELECT id FROM records WHERE created_by = ?)`, scope.userId);
  return where;
}

/** The register's filters (issue 35 §3): the catalogue's, a class, and a name or code. */
export interface RegisterFilter { kind?: 'unlimit' | 'limit'; keyword?: string; dataScope?: RecordFilter['dataScope'] }

/**
 * The register of followed technologies: catalogue rows that came from an application, with their record's
 * state, the step's due time (the next follow-up report), the last decision and the events that name them.
 */
const REGISTER_SELECT = `t.id, t.kind, t.tech_code AS techCode, t.tech_name AS techName, t.category, t.dept_name AS deptName, t.applicant,
  t.level, t.status, t.created_at AS createdAt, t.record_id AS recordId, t.filing_no AS filingNo, t.filing_date AS filingDate,
  r.state, r.step_key AS stepKey, r.due_at AS dueAt, COALESCE(r.review_decision, r.review_outcome) AS decision,
  (SELECT COUNT(*) FROM records e WHERE e.tech_item_id = t.id AND e.state <> 'draft') AS linkedEvents`;
const REGISTER_FROM = 'tech_items t JOIN records r ON r.id = t.record_id';

function registerWhere(f: RegisterFilter): Where {
  const where = techWhere(f.kind, { dataScope: f.dataScope }, 't.');
  if (f.keyword) where.add("(t.tech_name LIKE ? ESCAPE '\\' OR t.tech_code LIKE ? ESCAPE '\\')", likeContains(f.keyword), likeContains(f.keyword));
  return where;
}

/** A technology without follow-up reports yet. */
const NO_REPORTS: FollowUpSum = Object.freeze({ reports: 0, cases: 0, complications: 0, adverseEvents: 0, lastReportAt: null });

/** The follow-up reports' figures summed per record (the `followUp` timeline entries, src/core/workflow/followUp.ts). */
async function followUpSums(db: SqlDb, recordIds: number[]): Promise<Map<number, FollowUpSum>> {
  const out = new Map<number, FollowUpSum>();
  if (!recordIds.length) return out;
  const rows = await db.all<{ recordId: number; extra: string | null; at: number }>(`SELECT record_id AS recordId, extra, created_at AS at
    FROM record_timeline WHERE action = 'followUp' AND record_id IN (${placeholders(recordIds.length)}) ORDER BY id`, ...recordIds);
  for (const r of rows) {
    const f = followUpOf({ extra: r.extra ? JSON.parse(r.extra) as Record<string, unknown> : null });
    if (!f) continue;
    const sum = out.get(r.recordId) ?? { ...NO_REPORTS };
    sum.reports += 1;
    sum.cases += f.cases;
    sum.complications += f.complications;
    sum.adverseEvents += f.adverseEvents;
    sum.lastReportAt = r.at;
    out.set(r.recordId, sum);
  }
  return out;
}

async function withSums(db: SqlDb, rows: Omit<RegisterRow, keyof FollowUpSum>[]): Promise<RegisterRow[]> {
  const sums = await followUpSums(db, rows.map((r) => r.recordId!));
  return rows.map((r) => ({ ...r, linkedEvents: Number(r.linkedEvents), ...(sums.get(r.recordId!) ?? NO_REPORTS) }));
}

export function techArea(db: SqlDb) {
  return {
    async insertTech(t: Omit<TechRow, 'id' | 'recordId'>): Promise<void> {
      await insertTech(db, t);
    },
    /** A page of the catalogue (name filter, the caller's catalogue scope: see techWhere). */
    listTech(kind: 'unlimit' | 'limit', f: TechFilter, page: Page): Promise<Paged<TechRow>> {
      return selectPage<TechRow>(db, { select: TECH_COLS, from: 'tech_items', where: techWhere(kind, f), orderBy: 'id' }, page);
    },
    /** A batch of the catalogue after `afterId` in id order, filtered as its list (the export). */
    async techAfter(kind: 'unlimit' | 'limit', f: TechFilter, afterId: number, limit: number): Promise<TechRow[]> {
      const where = techWhere(kind, f).add('id > ?', afterId);
      return await db.all(`SELECT ${TECH_COLS} FROM tech_items ${where.sql} ORDER BY id LIMIT ?`, ...where.args, limit) as TechRow[];
    },
    /**
     * Technologies an event report may name (issue 35 §3): the catalogue's rows not stopped, by name or code,
     * at most `limit`; `id` fetches one row whatever its status (the value a stored report already names).
     */
    async techInUse(f: { keyword?: string; id?: number }, limit: number): Promise<TechRow[]> {
      const where = new Where();
      if (f.id !== undefined) where.add('id = ?', f.id);
      else {
        where.add('status <> ?', OUTCOME_STATUS.stop);
        if (f.keyword) where.add("(tech_name LIKE ? ESCAPE '\\' OR tech_code LIKE ? ESCAPE '\\')", likeContains(f.keyword), likeContains(f.keyword));
      }
      return await db.all(`SELECT ${TECH_COLS} FROM tech_items ${where.sql} ORDER BY tech_name, id LIMIT ?`, ...where.args, limit) as TechRow[];
    },
    /** A page of the register of followed technologies (issue 35 §3), newest first, with the follow-up sums. */
    async registerPage(f: RegisterFilter, page: Page): Promise<Paged<RegisterRow>> {
      const res = await selectPage<Omit<RegisterRow, keyof FollowUpSum>>(db, { select: REGISTER_SELECT, from: REGISTER_FROM, where: registerWhere(f), orderBy: 't.id DESC' }, page);
      return { rows: await withSums(db, res.rows), count: res.count };
    },
    /** A batch of the register after `afterId` in id order (the filing export). */
    async registerAfter(f: RegisterFilter, afterId: number, limit: number): Promise<RegisterRow[]> {
      const where = registerWhere(f).add('t.id > ?', afterId);
      return withSums(db, await db.all(`SELECT ${REGISTER_SELECT} FROM ${REGISTER_FROM} ${where.sql} ORDER BY t.id LIMIT ?`, ...where.args, limit));
    },
    /** One register row by its catalogue id. */
    async registerRow(id: number): Promise<RegisterRow | undefined> {
      const row = await db.get<Omit<RegisterRow, keyof FollowUpSum>>(`SELECT ${REGISTER_SELECT} FROM ${REGISTER_FROM} WHERE t.id = ?`, id);
      return row ? (await withSums(db, [row]))[0] : undefined;
    },
    /** Records a restricted technology's filing with the health authority (number, day). */
    async setTechFiling(id: number, filingNo: string, filingDate: string): Promise<void> {
      await db.run('UPDATE tech_items SET filing_no = ?, filing_date = ? WHERE id = ?', filingNo, filingDate, id);
    },
    /** The catalogue entry an application became, if any. */
    async techOfRecord(recordId: number): Promise<TechRow | undefined> {
      return await db.get(`SELECT ${TECH_COLS} FROM tech_items WHERE record_id = ?`, recordId) as TechRow | undefined;
    },
  };
}
