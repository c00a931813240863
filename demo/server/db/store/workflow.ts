// The workflow area of the store: actions (each one transaction, wfApply.ts), what the record detail
// shows (timeline, revisions, measures, the engine's instance for allowedActions), who is involved in a
// record (the viewing rule's part that needs the database), and the overdue sweep.
import { byDialect, type SqlDb } from '../sql/types.ts';
import type { FlowDef } from '../../../../src/core/workflow/types.ts';
import { runAction, flowOf, noFlow, type ActionRequest, type ActionResult } from './wfApply.ts';
import { remindOverdue } from './wfNotify.ts';
import { loadFlowVersion } from './flows.ts';
import { groupCommitter } from './groupCommit.ts';
import { SqliteDb } from '../sql/sqlite.ts';
import { actingAssignees, committeeVotes, getWfRowWithData, instanceOf, measuresOf, stepAssignees, type EngineView, type MeasureRow, type WfRow } from './wfRecord.ts';

export interface TimelineRow {
  id: number; action: string; actorId: number | null; actorName: string; fromState: string | null; toState: string | null;
  fromStep: string | null; toStep: string | null; comment: string; attachments: { name: string; url: string }[];
  parentId: number | null; extra: Record<string, unknown>; createdAt: number;
}
export interface RevisionRow { revision: number; data: Record<string, unknown>; createdBy: number | null; createdByName: string; createdAt: number; submittedAt: number | null }

/**
 * The timeline names the user among a step's assignees (a JSON list in `extra`). The one statement with a
 * text per dialect: reading inside a JSON list has no form both share (SQLite json_each, PostgreSQL jsonb).
 */
const WAS_ASSIGNEE = {
  sqlite: "EXISTS (SELECT 1 FROM record_timeline t, json_each(t.extra, '$.assignees') a WHERE t.record_id = ? AND a.value = ?)",
  postgres: "EXISTS (SELECT 1 FROM record_timeline t WHERE t.record_id = ? AND CAST(t.extra AS jsonb) -> 'assignees' @> to_jsonb(CAST(? AS BIGINT)))",
};

export function workflowArea(db: SqlDb) {
  // SQLite: concurrent actions share one commit (groupCommit.ts); PostgreSQL commits them side by side
  const commitAction = db instanceof SqliteDb ? groupCommitter(db, (req: ActionRequest) => runAction(db, req)) : (req: ActionRequest) => runAction(db, req);
  return {
    /** One action in one transaction; throws WfRefusal when refused (nothing is written). */
    runRecordAction(req: ActionRequest): Promise<ActionResult> {
      return runAction(db, req);
    },
    /** The same, for requests: concurrent actions share one commit (groupCommit.ts); resolves once it is on disk. */
    commitRecordAction(req: ActionRequest): Promise<ActionResult> {
      return commitAction(req);
    },
    async getWfRecord(id: number): Promise<(WfRow & { data: Record<string, unknown> }) | undefined> {
      const r = await getWfRowWithData(db, id);
      return r && { ...r.row, data: r.data };
    },
    /** The record as the engine sees it, with the flow it runs on (pinned, or its binding's latest while a fresh draft). */
    async recordEngineView(id: number): Promise<EngineView | undefined> {
      // the row and its data in one read (each statement is a round trip on PostgreSQL)
      const read = await getWfRowWithData(db, id);
      if (!read) return undefined;
      const { row, data } = read;
      let ref: Awaited<ReturnType<typeof flowOf>> = null;
      try {
        ref = await flowOf(db, row, 'view');
      } catch {
        ref = null;
      }
      const measures = await measuresOf(db, id);
      const inst = instanceOf(row, data, await stepAssignees(db, id), measures);
      // a committee (issue 35 §2): the votes cast at its step decide what its members and chair may do
      if (row.stepKind === 'committee') inst.votes = await committeeVotes(db, row);
      return { row, data, flow: ref?.flow ?? noFlow(row.module), flowRef: ref && { code: ref.code, version: ref.version }, measures, inst };
    },
    getFlowOfRecord(code: string, version: number): Promise<FlowDef | undefined> {
      return loadFlowVersion(db, code, version);
    },
    async recordTimeline(id: number): Promise<TimelineRow[]> {
      const rows = await db.all(`SELECT id, action, actor_id AS actorId, actor_name AS actorName, from_state AS fromState, to_state AS toState,
        from_step AS fromStep, to_step AS toStep, comment, attachments, parent_id AS parentId, extra, created_at AS createdAt
        FROM record_timeline WHERE record_id = ? ORDER BY id`, id) as (Omit<TimelineRow, 'attachments' | 'extra'> & { attachments: string; extra: string })[];
      return rows.map((r) => ({ ...r, attachments: JSON.parse(r.attachments) as TimelineRow['attachments'], extra: JSON.parse(r.extra) as Record<string, unknown> }));
    },
    async recordRevisions(id: number): Promise<Omit<RevisionRow, 'data'>[]> {
      return await db.all(`SELECT revision, created_by AS createdBy, created_by_name AS createdByName, created_at AS createdAt, submitted_at AS submittedAt
        FROM record_revisions WHERE record_id = ? ORDER BY revision`, id) as Omit<RevisionRow, 'data'>[];
    },
    async getRevision(id: number, revision: number): Promise<RevisionRow | undefined> {
      const r = await db.get(`SELECT revision, data, created_by AS createdBy, created_by_name AS createdByName, created_at AS createdAt,
        submitted_at AS submittedAt FROM record_revisions WHERE record_id = ? AND revision = ?`, id, revision) as (Omit<RevisionRow, 'data'> & { data: string }) | undefined;
      return r && { ...r, data: JSON.parse(r.data) as Record<string, unknown> };
    },
    recordMeasures(id: number): Promise<MeasureRow[]> {
      return measuresOf(db, id);
    },
    /** Who acts on each record now (lists' 处理人): open measures' owners while rectifying, else the step's assignees given. */
    actingAssignees(recordIds: number[], stepAssignees: Map<number, { userId: number; name: string }[]>) {
      return actingAssignees(db, recordIds, stepAssignees);
    },
    /**
     * Whether the user takes or took part: a current or past assignee, someone who acted, a measure owner,
     * a copy recipient, a follower (one may follow only what one can see), or a member of the record's
     * root-cause analysis team (issue 26 §1).
     */
    async isInvolved(recordId: number, userId: number): Promise<boolean> {
      const ru = [recordId, userId];
      return !!await db.get(`SELECT 1 WHERE
        EXISTS (SELECT 1 FROM record_tasks WHERE record_id = ? AND user_id = ?)
        OR EXISTS (SELECT 1 FROM record_actors WHERE record_id = ? AND user_id = ?)
        OR EXISTS (SELECT 1 FROM measures WHERE record_id = ? AND owner_user_id = ?)
        OR EXISTS (SELECT 1 FROM record_cc WHERE record_id = ? AND user_id = ?)
        OR EXISTS (SELECT 1 FROM record_follows WHERE record_id = ? AND user_id = ?)
        OR EXISTS (SELECT 1 FROM rca_team WHERE record_id = ? AND user_id = ?)
        OR ${byDialect(db, WAS_ASSIGNEE)}`, ...ru, ...ru, ...ru, ...ru, ...ru, ...ru, ...ru);
    },
    /** Reminds the assignees of records past due (once per step entry); returns how many records. */
    async sweepOverdue(now: number): Promise<number> {
      return await db.tx(async () => remindOverdue(db, now, (code, version) => loadFlowVersion(db, code, version)));
    },
  };
}
