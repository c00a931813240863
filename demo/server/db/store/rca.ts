// Root-cause analysis (issue 26 §1, docs/workflow.md "Root-cause analysis"): the analysis of a record at
// its `analysis` step is a document with its own revisions (rca_revisions, one row per save, the latest
// is current) and an investigation team (rca_team) named by the step's assignees. Every save and every
// change of the team writes one timeline entry ('analysisSaved', 'analysisTeam') in the same transaction.
// The document itself is checked by src/core/rca/validate.ts (parseAnalysis) before it gets here; the
// engine reads the current revision when the step is finished (approve, finishRefusal).
import type { SqlDb } from '../sql/types.ts';
import type { Analysis } from '../../../../src/core/rca/types.ts';
import type { Actor } from '../../../../src/core/workflow/types.ts';
import { WfRefusal } from '../../workflow/refusal.ts';
import { recordLink } from '../../workflow/messages.ts';
import { insertMessage } from './messages.ts';
import { placeholders } from './sql.ts';
import { activeUsers, getWfRow, stepAssignees, type WfRow } from './wfRecord.ts';
import { actorLabel } from './wfNotify.ts';

/** The tables of migration "issue 26 RCA", for either dialect (`int`: INTEGER on SQLite, BIGINT on PostgreSQL). */
export function rcaSchema(int: 'INTEGER' | 'BIGINT'): string {
  return `
    CREATE TABLE rca_revisions (
      record_id ${int} NOT NULL REFERENCES records(id), revision ${int} NOT NULL, data TEXT NOT NULL,
      created_by ${int} REFERENCES users(id), created_by_name TEXT NOT NULL DEFAULT '', created_at ${int} NOT NULL,
      PRIMARY KEY (record_id, revision));
    CREATE TABLE rca_team (
      record_id ${int} NOT NULL REFERENCES records(id), user_id ${int} NOT NULL REFERENCES users(id),
      added_by ${int} REFERENCES users(id), added_at ${int} NOT NULL, PRIMARY KEY (record_id, user_id));
    CREATE INDEX idx_rca_team_user ON rca_team(user_id);
    ALTER TABLE measures ADD COLUMN cause_id TEXT;
  `;
}

/** The most members a team may have. */
export const MAX_TEAM = 30;

export interface AnalysisRevision { revision: number; analysis: Analysis; updatedAt: number; updatedBy: string; updatedById: number | null }
export interface TeamMember { id: number; name: string; deptName: string }

/** The current (latest) revision of a record's analysis, or undefined when it was never saved. */
export async function currentAnalysis(db: SqlDb, recordId: number): Promise<AnalysisRevision | undefined> {
  const r = await db.get<{ revision: number; data: string; createdAt: number; createdByName: string; createdBy: number | null }>(`SELECT revision, data,
    created_at AS createdAt, created_by_name AS createdByName, created_by AS createdBy FROM rca_revisions WHERE record_id = ? ORDER BY revision DESC LIMIT 1`, recordId);
  return r && { revision: Number(r.revision), analysis: JSON.parse(r.data) as Analysis, updatedAt: Number(r.createdAt), updatedBy: r.createdByName, updatedById: r.createdBy };
}

export async function teamOf(db: SqlDb, recordId: number): Promise<TeamMember[]> {
  return await db.all<TeamMember>(`SELECT u.id, u.name, u.dept_name AS deptName FROM rca_team t JOIN users u ON u.id = t.user_id
    WHERE t.record_id = ? ORDER BY t.added_at, u.id`, recordId);
}

async function isMember(db: SqlDb, recordId: number, userId: number): Promise<boolean> {
  return !!await db.get('SELECT 1 FROM rca_team WHERE record_id = ? AND user_id = ?', recordId, userId);
}

/** One timeline entry of the analysis (not an engine action: the record's version stays). */
async function timeline(db: SqlDb, rec: WfRow, action: 'analysisSaved' | 'analysisTeam', actor: Actor, extra: Record<string, unknown>, now: number): Promise<void> {
  await db.run(`INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, extra, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, rec.id, action, actor.id, actor.name, rec.state, rec.state, rec.stepKey, rec.stepKey, JSON.stringify(extra), now);
}

/** The record at its analysis step (the state the engine gives that step), else the refusal. */
async function atAnalysisStep(db: SqlDb, recordId: number): Promise<WfRow> {
  const rec = await getWfRow(db, recordId);
  if (!rec) throw new WfRefusal(404, 'server.recordNotFound');
  if (rec.stepKind !== 'analysis' || rec.state !== 'inProgress') throw new WfRefusal(403, 'server.rca.notAtStep');
  return rec;
}

/** A primary-key clash of a concurrent save (SQLite, or PostgreSQL when not reported as a serialization failure). */
const isKeyClash = (e: unknown) => {
  const code = (e as { code?: unknown })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

export function rcaArea(db: SqlDb) {
  return {
    currentAnalysis(recordId: number): Promise<AnalysisRevision | undefined> {
      return currentAnalysis(db, recordId);
    },
    async analysisRevisions(recordId: number): Promise<{ revision: number; updatedAt: number; updatedBy: string }[]> {
      const rows = await db.all<{ revision: number; updatedAt: number; updatedBy: string }>(`SELECT revision, created_at AS updatedAt, created_by_name AS updatedBy
        FROM rca_revisions WHERE record_id = ? ORDER BY revision DESC`, recordId);
      return rows.map((r) => ({ revision: Number(r.revision), updatedAt: Number(r.updatedAt), updatedBy: r.updatedBy }));
    },
    async analysisRevision(recordId: number, revision: number): Promise<AnalysisRevision | undefined> {
      const r = await db.get<{ data: string; createdAt: number; createdByName: string; createdBy: number | null }>(`SELECT data, created_at AS createdAt,
        created_by_name AS createdByName, created_by AS createdBy FROM rca_revisions WHERE record_id = ? AND revision = ?`, recordId, revision);
      return r && { revision, analysis: JSON.parse(r.data) as Analysis, updatedAt: Number(r.createdAt), updatedBy: r.createdByName, updatedById: r.createdBy };
    },
    rcaTeam(recordId: number): Promise<TeamMember[]> {
      return teamOf(db, recordId);
    },
    /** What the record detail carries of the analysis: its current revision (0: never saved) and the team's user ids. */
    async rcaSummary(recordId: number): Promise<{ revision: number; team: number[] }> {
      const r = await db.get<{ n: number | null }>('SELECT MAX(revision) AS n FROM rca_revisions WHERE record_id = ?', recordId);
      const team = await db.all<{ u: number }>('SELECT user_id AS u FROM rca_team WHERE record_id = ? ORDER BY added_at, user_id', recordId);
      return { revision: Number(r?.n ?? 0), team: team.map((t) => Number(t.u)) };
    },
    /** The first record with this exact title (the seed finds its own records by title). */
    async recordIdByTitle(title: string): Promise<number | undefined> {
      const r = await db.get<{ id: number }>('SELECT id FROM records WHERE title = ? ORDER BY id LIMIT 1', title);
      return r ? Number(r.id) : undefined;
    },
    isRcaTeamMember(recordId: number, userId: number): Promise<boolean> {
      return isMember(db, recordId, userId);
    },
    /**
     * Saves a new revision when `seen` is the current one (else 409, nothing written), by a team member or
     * an assignee of the step while the record is at its analysis step (else 403). One timeline entry.
     */
    async saveAnalysis(recordId: number, analysis: Analysis, seen: number, actor: Actor, now: number): Promise<{ revision: number }> {
      try {
        return await db.tx(async () => {
          const rec = await atAnalysisStep(db, recordId);
          if (!(await stepAssignees(db, recordId)).includes(actor.id) && !(await isMember(db, recordId, actor.id))) {
            throw new WfRefusal(403, 'server.rca.cannotEdit');
          }
          const cur = (await currentAnalysis(db, recordId))?.revision ?? 0;
          if (seen !== cur) throw new WfRefusal(409, 'server.rca.revisionConflict', { yours: seen, current: cur });
          const revision = cur + 1;
          await db.run(`INSERT INTO rca_revisions (record_id, revision, data, created_by, created_by_name, created_at) VALUES (?, ?, ?, ?, ?, ?)`,
            recordId, revision, JSON.stringify(analysis), actor.id, actor.name, now);
          await timeline(db, rec, 'analysisSaved', actor, { revision }, now);
          return { revision };
        });
      } catch (e) {
        if (isKeyClash(e)) {
          const current = (await currentAnalysis(db, recordId))?.revision ?? 0;
          throw new WfRefusal(409, 'server.rca.revisionConflict', { yours: seen, current });
        }
        throw e;
      }
    },
    /**
     * Replaces the investigation team: only an assignee of the analysis step while the record is there.
     * New members get a bell message; one timeline entry names who was added and removed.
     */
    async setRcaTeam(recordId: number, userIds: number[], actor: Actor, now: number): Promise<TeamMember[]> {
      return await db.tx(async () => {
        const rec = await atAnalysisStep(db, recordId);
        if (!(await stepAssignees(db, recordId)).includes(actor.id)) throw new WfRefusal(403, 'server.rca.cannotNameTeam');
        const wanted = [...new Set(userIds)];
        if (wanted.length > MAX_TEAM) throw new WfRefusal(400, 'server.rca.teamTooMany', { max: MAX_TEAM });
        const ok = new Set((await activeUsers(db, wanted)).map((u) => u.id));
        // the reporter does not investigate their own report; of an anonymous one the rule would name the
        // reporter to whoever names the team one person at a time (issue 33 §7), so there it does not apply
        const bad = wanted.filter((u) => !ok.has(u) || (u === rec.createdBy && !rec.anonymous));
        if (bad.length) throw new WfRefusal(400, 'server.rca.teamInvalid', { ids: bad.join(', ') });
        const before = (await teamOf(db, recordId)).map((m) => m.id);
        const added = wanted.filter((u) => !before.includes(u));
        const removed = before.filter((u) => !wanted.includes(u));
        if (removed.length) await db.run(`DELETE FROM rca_team WHERE record_id = ? AND user_id IN (${placeholders(removed.length)})`, recordId, ...removed);
        for (const u of added) await db.run('INSERT INTO rca_team (record_id, user_id, added_by, added_at) VALUES (?, ?, ?, ?)', recordId, u, actor.id, now);
        if (added.length || removed.length) {
          await timeline(db, rec, 'analysisTeam', actor, { userIds: wanted, added, removed }, now);
          // worded when read (src/core/messages/render.ts, messageTexts 'analysisTeam.*')
          const params = { recordId, module: rec.module, title: rec.title, ...actorLabel(rec, actor) };
          for (const u of added) {
            if (u === actor.id) continue;
            await insertMessage(db, {
              userId: u, title: '', logContent: '', kind: 'analysisTeam', params, relatedType: '审批', process: 0, relatedId: recordId,
              operateStatus: 0, createdAt: now, link: recordLink(rec.module, recordId),
            });
          }
        }
        return teamOf(db, recordId);
      });
    },
  };
}
