// Bell messages of a transition: the engine names audiences (submitter, assignees, measure owners, roles,
// users), this resolves them to active users and writes one message per user, linked to the record.
import type { SqlDb, Stmt } from '../sql/types.ts';
import type { Actor, FlowDef, Notification, Transition } from '../../../../src/core/workflow/types.ts';
import { bellMessage, recordLink, type BellMessage, type MessageContext } from '../../workflow/messages.ts';
import { mailKindOf, notify, outboxChannels } from '../../notify/index.ts';
import { wecomGradeI, wecomOverdueRobots } from '../../notify/wecom.ts';
import { readChannelSettings } from './wecom.ts';
import { parseMailSettings } from './mail.ts';
import { placeholders } from './sql.ts';
import { activeUsers, roleHolders, stepAssignees, stepIn, type WfRow } from './wfRecord.ts';

/** The reporter of an anonymous record is never named: no name, `anonymous` (worded when read). */
export function actorLabel(rec: Pick<WfRow, 'anonymous' | 'createdBy'>, actor: { id: number; name: string }): { actor: string; anonymous?: boolean } {
  return rec.anonymous && actor.id === rec.createdBy ? { actor: '', anonymous: true } : { actor: actor.name };
}

/** The step's assignees when the transition just set them (`active`: resolved to active users already). */
export interface KnownAssignees { ids: number[]; active: boolean }

async function audience(db: SqlDb, rec: WfRow, n: Notification, known?: KnownAssignees): Promise<number[]> {
  const t = n.target;
  switch (t.to) {
    case 'submitter': return [rec.createdBy];
    case 'assignees': return known ? known.ids : stepAssignees(db, rec.id);
    case 'user': return [t.userId];
    case 'users': return t.userIds;
    case 'measureOwners': {
      const rows = t.measureIds?.length
        ? await db.all(`SELECT DISTINCT owner_user_id AS u FROM measures WHERE record_id = ? AND id IN (${placeholders(t.measureIds.length)})`, rec.id, ...t.measureIds)
        : await db.all("SELECT DISTINCT owner_user_id AS u FROM measures WHERE record_id = ? AND status = 'open'", rec.id);
      return (rows as { u: number }[]).map((r) => r.u);
    }
    case 'roles': return roleHolders(db, t.roles);
  }
}

// issue 26 §4: through the notification interface (bell, and e-mail for the kinds users may choose)
async function send(db: SqlDb, rec: WfRow, userId: number, msg: BellMessage, now: number, relatedType = '审批', to = ''): Promise<void> {
  await notify(db, {
    userId, kind: msg.kind, params: msg.params, relatedType, relatedId: rec.id, now, link: recordLink(rec.module, rec.id), mail: mailKindOf(msg.kind, to),
  });
}

/** One bell message a transition sends. */
export interface Outgoing { userId: number; msg: BellMessage; relatedType: string; /** the audience it was sent as (its e-mail kind) */ to: string }

/**
 * The bell messages of a transition, resolved to active users (in order; the actor is never told). Reads
 * only, except that copies chosen on a draft are marked told when it is submitted (one UPDATE … RETURNING).
 * Written by messagesInsert, in the action's batch of writes.
 */
export async function plannedMessages(db: SqlDb, p: { rec: WfRow; flow: FlowDef; t: Transition; actor: Actor; now: number; assignees?: KnownAssignees;
  /** the record has no copies (created by this action without any): nothing to look up */
  noCc?: boolean; }): Promise<Outgoing[]> {
  const { rec, flow, t, actor } = p;
  const ctx: MessageContext = {
    module: rec.module, recordId: rec.id, title: rec.title, ...actorLabel(rec, actor),
    fromStep: stepIn(flow, t.fromStep)?.name, toStep: stepIn(flow, t.toStep)?.name, comment: t.comment, outcome: t.outcome ?? t.committee,
  };
  const told = new Set<number>([actor.id]);
  const out: Outgoing[] = [];
  for (const n of t.notify) {
    const ids = [...new Set(await audience(db, rec, n, p.assignees))].filter((u) => !told.has(u));
    // assignees the transition resolved are active users already: no query for them
    const users = n.target.to === 'assignees' && p.assignees?.active ? ids.sort((a, b) => a - b) : (await activeUsers(db, ids)).map((u) => u.id);
    for (const u of users) {
      told.add(u);
      out.push({ userId: u, msg: bellMessage(n.kind, n.target.to, ctx), relatedType: n.kind === 'addCc' ? '' : '审批', to: n.target.to });
    }
  }
  // copies chosen on the draft are sent when the record enters its flow (marked told and read in one statement)
  if ((t.action === 'submit' || t.action === 'resubmit') && !p.noCc) {
    const pending = await db.all<{ u: number }>('UPDATE record_cc SET notified_at = ? WHERE record_id = ? AND notified_at IS NULL RETURNING user_id AS u', p.now, rec.id);
    for (const u of await activeUsers(db, pending.map((r) => r.u))) out.push({ userId: u.id, msg: bellMessage('addCc', 'users', ctx), relatedType: '', to: 'users' });
  }
  return out;
}

/** The messages as ONE multi-row INSERT (each statement is a round trip on PostgreSQL), in order; none: undefined. */
export function messagesInsert(rec: WfRow, out: Outgoing[], now: number): Stmt | undefined {
  if (!out.length) return undefined;
  const link = recordLink(rec.module, rec.id);
  return {
    sql: `INSERT INTO messages (user_id, title, log_content, related_type, process, related_id, operate_status, created_at, link, kind, params)
    VALUES ${out.map(() => "(?, '', '', ?, 0, ?, 0, ?, ?, ?, ?)").join(', ')}`,
    args: out.flatMap((o) => [o.userId, o.relatedType, rec.id, now, link, o.msg.kind, JSON.stringify(o.msg.params)]),
  };
}

/**
 * The e-mail and WeCom side of the messages (issue 26 §4, issue 32 §6, notify/index.ts), after their bell
 * rows: no query while no message has an e-mail kind, but one. `gradeI`: a grade I event was just
 * reported, its robots hear of it at once. How many WeCom messages were queued (the route then runs the
 * WeCom sender at once).
 */
export async function mailMessages(db: SqlDb, rec: WfRow, out: Outgoing[], now: number, gradeI = false): Promise<number> {
  const link = recordLink(rec.module, rec.id);
  const res = await outboxChannels(db, out.map((o) => ({
    userId: o.userId, kind: o.msg.kind, params: o.msg.params, relatedType: o.relatedType, relatedId: rec.id, now, link, mail: mailKindOf(o.msg.kind, o.to),
  })), gradeI ? (s, appUrl) => wecomGradeI(db, s, appUrl, { ...rec, link }, now) : undefined);
  return res.wecom;
}

/** Overdue reminders: each record past its due time, once per step entry, to its assignees and the flow's overdue roles. */
export async function remindOverdue(db: SqlDb, now: number, flowOf: (code: string, version: number) => Promise<FlowDef | undefined>): Promise<number> {
  const rows = await db.all(`SELECT id FROM records WHERE due_at IS NOT NULL AND overdue_notified_at IS NULL AND due_at < ?
    AND state NOT IN ('draft', 'returned', 'archived', 'rejected', 'stopped') ORDER BY due_at LIMIT 500`, now) as { id: number }[];
  // issue 32 §6: the flow's overdue roles' group robots hear of it too (one settings read per sweep)
  const channels = rows.length ? await readChannelSettings(db) : undefined;
  for (const { id } of rows) {
    const rec = await db.get(`SELECT id, module, title, state, flow_code AS flowCode, flow_version AS flowVersion, step_key AS stepKey,
      due_at AS dueAt, anonymous, created_by AS createdBy FROM records WHERE id = ?`, id) as WfRow;
    const flow = rec.flowCode && rec.flowVersion ? await flowOf(rec.flowCode, rec.flowVersion) : undefined;
    const users = new Set([...await stepAssignees(db, id), ...await roleHolders(db, flow?.overdueNotifyRoles ?? [])]);
    const ctx: MessageContext = {
      module: rec.module, recordId: id, title: rec.title, actor: '', fromStep: stepIn(flow, rec.stepKey)?.name, comment: '',
      due: rec.dueAt ?? undefined,
    };
    const told = await activeUsers(db, [...users]);
    for (const u of told) await send(db, rec, u.id, bellMessage('overdue', 'assignees', ctx), now);
    // issue 35 §3: at a technology's periodic review the applicant owes the follow-up report: they are reminded
    if (stepIn(flow, rec.stepKey)?.kind === 'periodicReview' && rec.createdBy) {
      for (const u of await activeUsers(db, [rec.createdBy])) await send(db, rec, u.id, bellMessage('followUpDue', 'submitter', ctx), now);
    }
    if (channels?.wecom.enabled) {
      const msg = bellMessage('overdue', 'roles', ctx);
      await wecomOverdueRobots(db, channels.wecom, channels.wecom.appUrl || parseMailSettings(channels.mail).appUrl, {
        roles: flow?.overdueNotifyRoles ?? [], kind: msg.kind, params: msg.params, link: recordLink(rec.module, id), relatedId: id, now, timeZone: channels.hospital.timeZone,
      });
    }
    await db.run('UPDATE records SET overdue_notified_at = ? WHERE id = ?', now, id);
    // the reminder is part of the record's history (a server event, not an action: the version stays)
    await db.run(`INSERT INTO record_timeline (record_id, action, actor_id, actor_name, from_state, to_state, from_step, to_step, extra, created_at)
      VALUES (?, 'overdue', NULL, '', ?, ?, ?, ?, ?, ?)`, id, rec.state, rec.state, rec.stepKey, rec.stepKey,
      JSON.stringify({ dueAt: rec.dueAt, notified: told.map((u) => u.id) }), now);
  }
  return rows.length;
}
