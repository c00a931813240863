// The workflow model (issue 9, docs/workflow.md): flow definitions as versioned data, the state of one
// record in its flow, the actions people take, and what a transition produces. Framework-free: the
// reference server runs the engine (engine.ts) inside its transactions; the client imports these types,
// the flow validation (for the flow admin page) and the labels, never the decision of who may act.
import type { Analysis } from '../rca/types.ts';
import type { CommitteeResult, CommitteeRule, Vote, VoteChoice } from './committee.ts';

export type Grade = 'I' | 'II' | 'III' | 'IV';
export const GRADES: Grade[] = ['I', 'II', 'III', 'IV'];

/** Which business module a record belongs to. */
export const WF_MODULES = ['baqsj', 'xjsxxm', 'business'] as const;
export type WfModule = (typeof WF_MODULES)[number];

/** Text in both languages (flow and step names are data an admin edits). */
export interface LocalText { 'zh-CN': string; en: string }

/**
 * Who acts at a step.
 * - role: every enabled user holding the role
 * - deptRole: holders of the role in the submitter's department (e.g. the department head)
 * - user: one named user
 * - submitter: the person who submitted the record
 */
export type AssigneeRule =
  | { kind: 'role'; role: string }
  | { kind: 'deptRole'; role: string }
  | { kind: 'user'; userId: number }
  | { kind: 'submitter' };

/**
 * The kind of a step decides its actions' meaning and the record's state while it is there:
 * - review: approve (advance), return, reject -> state 'inProgress'
 * - rectification: the owner of the step assigns measures, measure owners complete them, the step's
 *   assignee verifies or sends back; when every measure is verified (or none was needed) the assignee
 *   closes it with a conclusion -> state 'inProgress', 'rectifying' while measures are open
 * - archive: the closed loop awaits archiving; archive (final) or send back to an earlier step -> 'closed'
 * - periodicReview: an approved technology's tracking review; outcome continue / suspend / stop -> 'approved'
 * - analysis: a root-cause analysis (issue 26 §1, src/core/rca): the step's assignees name an investigation
 *   team, the team writes the analysis, measures are proposed for its root causes (assignMeasures, each
 *   with the cause it addresses); approve finishes it once every root cause has a measure or a recorded
 *   reason (rca/validate.ts finishRefusal) -> state 'inProgress' throughout
 * - committee: the step's assignees are a committee's members; each votes (approve, reject, abstain) or
 *   withdraws for a conflict of interest; the step decides by its rule (committee.ts: quorum, majority),
 *   itself once no vote to come can change the result, or when the chair closes the meeting with its
 *   minutes -> state 'inProgress', then the next step (approved) or 'rejected'
 */
export type StepKind = 'review' | 'rectification' | 'archive' | 'periodicReview' | 'analysis' | 'committee';
export const STEP_KINDS: StepKind[] = ['review', 'rectification', 'archive', 'periodicReview', 'analysis', 'committee'];

/** Actions a flow definition can allow at a step (the submitter's own actions are not listed here). */
export type StepAction = 'approve' | 'return' | 'reject' | 'transfer' | 'addCc' | 'urge' | 'close' | 'archive' | 'sendBack' | 'review' | 'vote' | 'closeMeeting';
export const STEP_ACTIONS: StepAction[] = ['approve', 'return', 'reject', 'transfer', 'addCc', 'urge', 'close', 'archive', 'sendBack', 'review', 'vote', 'closeMeeting'];

/** Every action of the engine. */
export type WfAction =
  // the submitter
  | 'saveDraft' | 'deleteDraft' | 'submit' | 'withdraw' | 'resubmit'
  // the current step's assignees (as the flow allows)
  | 'approve' | 'return' | 'reject' | 'transfer' | 'close' | 'archive' | 'sendBack' | 'review'
  // rectification
  | 'assignMeasures' | 'completeMeasure' | 'verifyMeasure' | 'sendBackMeasure'
  // a committee step: the members, and the chair
  | 'vote' | 'closeMeeting'
  // an approved technology's applicant: a follow-up report (cases, complications, adverse events)
  | 'followUp'
  // anyone taking part
  | 'addCc' | 'urge' | 'comment';

/** A condition on the record: the step applies only when every condition holds. */
export interface Condition {
  /** 'grade', 'eventType', 'techKind' (limit | unlimit), 'limited' or a field of the form data */
  field: string;
  op: 'in' | 'notIn' | 'eq' | 'neq';
  values: Array<string | number | boolean>;
}

export interface TimeLimit {
  /** hours from entering the step until it is due */
  hours: number;
  /** hours per grade, overriding `hours` for records of that grade */
  byGrade?: Partial<Record<Grade, number>>;
}

export interface StepDef {
  /** unique within the flow, [A-Za-z][A-Za-z0-9_-]* */
  key: string;
  name: LocalText;
  kind: StepKind;
  assignee: AssigneeRule;
  actions: StepAction[];
  timeLimit: TimeLimit;
  /** the step is skipped unless every condition holds */
  when?: Condition[];
  /** periodicReview: hours after the record reaches the step until the first review is due, and between reviews */
  reviewEveryHours?: number;
  /** committee: how it decides (defaults in committee.ts DEFAULT_COMMITTEE) */
  committee?: Partial<CommitteeRule>;
}

export interface FlowDef {
  /** stable identity, e.g. 'baqsj-default'; versions share it */
  code: string;
  name: LocalText;
  module: WfModule;
  steps: StepDef[];
  /** roles that also get the overdue reminder (besides the step's assignees), e.g. ['qualityOfficer'] */
  overdueNotifyRoles?: string[];
}

/**
 * The states of a record (the spec leaves them open, issue 9 defines them):
 * draft -> inProgress (review steps) -> rectifying (measures open) -> closed (awaiting archive) -> archived;
 * returned (back with the submitter for revision); rejected (final); approved (a technology in its
 * periodic review) -> suspended | stopped.
 */
export type WfState = 'draft' | 'inProgress' | 'returned' | 'rectifying' | 'closed' | 'archived' | 'rejected' | 'approved' | 'suspended' | 'stopped';
export const WF_STATES: WfState[] = ['draft', 'inProgress', 'returned', 'rectifying', 'closed', 'archived', 'rejected', 'approved', 'suspended', 'stopped'];
/** States in which nothing is waiting for anyone. */
export const FINAL_STATES: WfState[] = ['archived', 'rejected', 'stopped'];
/** States shown under "finished" lists (the record's loop is over for the submitter). */
export const ENDED_STATES: WfState[] = ['closed', 'archived', 'rejected', 'approved', 'suspended', 'stopped'];

export type MeasureStatus = 'open' | 'done' | 'verified';
export interface Measure {
  id: number;
  /** what is to be done */
  what: string;
  ownerUserId: number;
  ownerName: string;
  /** epoch ms */
  deadline: number;
  status: MeasureStatus;
  /** how many times the quality office sent it back */
  sentBack: number;
  /** the root cause of the record's analysis this measure addresses (issue 26 §1), if any */
  causeId?: string | null;
}

export interface MeasureInput {
  what: string; ownerUserId: number; deadline: number;
  /** the RcaCause.id of the record's analysis the measure addresses (issue 26 §1) */
  causeId?: string | null;
}

/** What the engine needs to know of a record. */
export interface WfInstance {
  id: number;
  module: WfModule;
  state: WfState;
  /** the current step, or null for drafts and final states */
  stepKey: string | null;
  /** the step that returned the record to the submitter: resubmit goes back there */
  returnedFrom: string | null;
  submitterId: number;
  grade: Grade | null;
  /** values conditions can read: eventType, techKind, limited, and the form data */
  facts: Record<string, unknown>;
  /** the users who may act at the current step (resolved from its rule, or set by a transfer) */
  assignees: number[];
  /** a decision (approve, return, reject...) was taken since the last submit: withdraw is over */
  decided: boolean;
  measures: Measure[];
  /** optimistic concurrency: every change increments it */
  version: number;
  revision: number;
  /** the record's root-cause analysis (its current revision) while the flow has an analysis step; read at that step */
  analysis?: Analysis | null;
  /** the votes cast at the current committee step (read at that step) */
  votes?: Vote[];
}

export interface Actor {
  id: number;
  name: string;
  roles: string[];
}

export interface ActionInput {
  action: WfAction;
  comment?: string;
  attachments?: Attachment[];
  /** return: 'submitter' (default) or the key of an earlier step; sendBack: an earlier step key */
  target?: string;
  /** transfer: the new assignee (resolved and checked active by the adapter) */
  userId?: number;
  /** addCc: the users to copy */
  userIds?: number[];
  /** assignMeasures */
  measures?: MeasureInput[];
  /** completeMeasure / verifyMeasure / sendBackMeasure */
  measureId?: number;
  /** review: the periodic review outcome */
  outcome?: ReviewOutcome;
  /** comment: the timeline entry replied to */
  parentId?: number;
  /** vote: the member's choice (the comment is its reason) */
  vote?: VoteChoice;
  /** followUp: the period's figures (the comment is its summary) */
  followUp?: FollowUpFigures;
}

/** What a follow-up report of an approved technology counts for its period (issue 35 §3). */
export interface FollowUpFigures { cases: number; complications: number; adverseEvents: number }

/**
 * A periodic review's decision on an approved technology (issue 35 §3): continue (extend the trial: the next
 * review one interval on), suspend, stop, or routine (转常规: it leaves follow-up, the record's loop ends archived).
 */
export type ReviewOutcome = 'continue' | 'suspend' | 'stop' | 'routine';
export const REVIEW_OUTCOMES: ReviewOutcome[] = ['routine', 'continue', 'suspend', 'stop'];
export interface Attachment { name: string; url: string }

/** Who is told of a transition (the adapter writes one bell message per user, linked to the record). */
export type NotifyTarget =
  | { to: 'submitter' }
  | { to: 'assignees' }
  | { to: 'user'; userId: number }
  | { to: 'users'; userIds: number[] }
  | { to: 'measureOwners'; measureIds?: number[] }
  | { to: 'roles'; roles: string[] };
/** `committee`: a committee step's result (to the submitter); `overdue`: the sweep's reminder */
export interface Notification { target: NotifyTarget; kind: WfAction | 'overdue' | 'committee' | 'followUpDue' }

/** The step the record moves to; the adapter resolves `assignee` to users and computes `dueAt`. */
export interface StepEntry { stepKey: string; assignee: AssigneeRule; dueAt: number }

/** A successful transition: the adapter applies it in one transaction with the record, the timeline entry and the messages. */
export interface Transition {
  action: WfAction;
  fromState: WfState;
  toState: WfState;
  fromStep: string | null;
  toStep: string | null;
  /** set when the record enters a step (new assignees from the rule, new due time); undefined keeps the current ones */
  enter?: StepEntry | null;
  /** transfer: the assignees replaced by this list */
  assignees?: number[];
  returnedFrom?: string | null;
  decided: boolean;
  /** measures added (without ids) and measure status changes */
  newMeasures?: MeasureInput[];
  measureUpdates?: { id: number; status: MeasureStatus; sentBack?: number }[];
  /** review outcome */
  outcome?: ReviewOutcome;
  /** vote: the choice cast */
  vote?: VoteChoice;
  /** followUp: the figures reported */
  followUp?: FollowUpFigures;
  /** a committee step decided by this action (the last vote needed, or the chair's close) */
  committee?: CommitteeResult;
  notify: Notification[];
  comment: string;
  attachments: Attachment[];
}

export type RefusalCode =
  | 'unknownAction' | 'wrongState' | 'notSubmitter' | 'notAssignee' | 'notAllowedAtStep' | 'commentRequired'
  | 'badTarget' | 'noMeasures' | 'badMeasure' | 'measureNotOwner' | 'measureState' | 'measuresOpen' | 'badOutcome'
  | 'badUser' | 'alreadyDecided' | 'noSteps' | 'unaddressed' | 'noRootCause' | 'badCause'
  | 'badVote' | 'alreadyVoted' | 'quorumNotMet' | 'notChair' | 'minutesRequired' | 'badFollowUp';

/** A refusal; a list param (texts people typed, e.g. causes) is worded as a quoted list in the caller's language. */
export interface Refusal { ok: false; status: 400 | 403 | 409; code: RefusalCode; params?: Record<string, string | number | string[]> }
export type TransitionResult = ({ ok: true } & Transition) | Refusal;
