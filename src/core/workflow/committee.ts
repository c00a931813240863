// A committee step (issue 35 §2, hospital-workflows.md "New technology in practice"): the step's assignees
// are the committee's members; each votes approve, reject or abstain with a reason, or withdraws for a
// conflict of interest. The step decides by the flow's rule: a quorum of the members who did not withdraw
// (default two thirds) must have voted, and the motion passes with the configured majority of the votes
// cast (abstentions count as present, not in favour). The engine closes the step itself as soon as the
// quorum is met and no vote still to come could change the result; otherwise the chair closes the meeting
// with its minutes once the quorum is met. Pure: the server and the record page both read it (types.ts
// imports these types; this file imports nothing).

export type VoteChoice = 'approve' | 'reject' | 'abstain' | 'recuse';
export const VOTE_CHOICES: VoteChoice[] = ['approve', 'reject', 'abstain', 'recuse'];

/** A vote against, an abstention or a withdrawal says why; an approval may. */
export const voteNeedsReason = (choice: VoteChoice): boolean => choice !== 'approve';

/** One member's vote at the current committee step (a timeline entry `vote`, extra.choice). */
export interface Vote {
  userId: number;
  name: string;
  choice: VoteChoice;
  reason: string;
  at: number;
}

/** How a committee decides (StepDef.committee; every field has a default). */
export interface CommitteeRule {
  /** the share of the members (those withdrawn not counted) who must vote, 0 < quorum <= 1 */
  quorum: number;
  /** approvals needed among the votes cast: more than half ('majority') or at least two thirds ('twoThirds') */
  pass: 'majority' | 'twoThirds';
  /** a member sees the others' votes only after voting (the chair and the other hands always see them) */
  blind: boolean;
  /** the role whose holders may close the meeting with its minutes */
  chairRole: string;
}

export const DEFAULT_COMMITTEE: CommitteeRule = { quorum: 2 / 3, pass: 'majority', blind: true, chairRole: 'committeeChair' };

/** The step's rule, defaults filled in. */
export function committeeRule(step: { committee?: Partial<CommitteeRule> } | undefined): CommitteeRule {
  const c = step?.committee ?? {};
  const quorum = typeof c.quorum === 'number' && c.quorum > 0 && c.quorum <= 1 ? c.quorum : DEFAULT_COMMITTEE.quorum;
  return {
    quorum,
    pass: c.pass === 'twoThirds' ? 'twoThirds' : 'majority',
    blind: c.blind !== false,
    chairRole: typeof c.chairRole === 'string' && c.chairRole ? c.chairRole : DEFAULT_COMMITTEE.chairRole,
  };
}

export type CommitteeResult = 'approved' | 'rejected';

export interface Tally {
  /** everyone called to vote: those still to vote and those who voted or withdrew */
  members: number;
  recused: number;
  /** members who did not withdraw */
  eligible: number;
  /** votes needed for the quorum */
  needed: number;
  /** votes cast (approve, reject, abstain) */
  present: number;
  approve: number;
  reject: number;
  abstain: number;
  /** members who have neither voted nor withdrawn */
  waiting: number;
  quorumMet: boolean;
  /** the result of the votes cast so far (what closing the meeting now decides) */
  result: CommitteeResult;
  /** the result is final: the quorum is met and no vote still to come could change it */
  decided: boolean;
}

/** Whether `approve` of `present` votes pass under the rule (no votes cast: nothing passes). */
export function passes(approve: number, present: number, pass: CommitteeRule['pass']): boolean {
  if (present <= 0) return false;
  // integer arithmetic: "at least two thirds" is 3a >= 2p, "more than half" is 2a > p
  return pass === 'twoThirds' ? approve * 3 >= present * 2 : approve * 2 > present;
}

/** Each member's last vote, by user id, in the order first cast. */
function lastVotes(votes: Vote[]): Map<number, Vote> {
  const last = new Map<number, Vote>();
  for (const v of votes) last.set(v.userId, v);
  return last;
}

/**
 * The count of a committee: `waitingIds` are the members who have not voted yet (the step's assignees
 * once each voter has left them), `votes` the votes at this step (a member's last vote counts).
 */
export function tally(waitingIds: number[], votes: Vote[], rule: CommitteeRule): Tally {
  const last = lastVotes(votes);
  const waiting = waitingIds.filter((id) => !last.has(id)).length;
  const count = (c: VoteChoice) => [...last.values()].filter((v) => v.choice === c).length;
  const approve = count('approve');
  const reject = count('reject');
  const abstain = count('abstain');
  const recused = count('recuse');
  const members = waiting + last.size;
  const eligible = members - recused;
  const needed = eligible > 0 ? Math.max(1, Math.ceil(eligible * rule.quorum - 1e-9)) : 0;
  const present = approve + reject + abstain;
  const quorumMet = eligible > 0 && present >= needed;
  const result: CommitteeResult = passes(approve, present, rule.pass) ? 'approved' : 'rejected';
  // the best and the worst case of the votes still to come: passing only grows with approvals, so when both
  // agree every other outcome (abstentions, withdrawals, the votes so far) agrees with them
  const allFor = passes(approve + waiting, present + waiting, rule.pass);
  const allAgainst = passes(approve, present + waiting, rule.pass);
  const decided = quorumMet && allFor === allAgainst;
  return { members, recused, eligible, needed, present, approve, reject, abstain, waiting, quorumMet, result, decided };
}

/** Whether `userId` may see the others' votes now: not a member still to vote on a blind committee. */
export function seesVotes(rule: CommitteeRule, waitingIds: number[], userId: number): boolean {
  return !rule.blind || !waitingIds.includes(userId);
}

/** One member as the record page shows them: the choice and reason only when the reader may see votes. */
export interface CommitteeMember {
  userId: number;
  name: string;
  voted: boolean;
  choice?: VoteChoice;
  reason?: string;
  /** when the vote was cast, ISO 8601 */
  at?: string;
}

/** The committee step the record is at, as the reader may see it (RecordDetail.committee). */
export interface CommitteeView {
  stepKey: string;
  rule: CommitteeRule;
  members: CommitteeMember[];
  /** votes needed for the quorum, and whether it is met */
  needed: number;
  quorumMet: boolean;
  /** the count, absent while the reader is a member still to vote on a blind committee */
  count?: Pick<Tally, 'approve' | 'reject' | 'abstain' | 'recused' | 'present' | 'eligible' | 'result' | 'decided'>;
  /** the reader is a member still to vote (their own vote is what they see first) */
  mustVote: boolean;
}

/**
 * The committee view for `reader`: `waiting` are the members still to vote (id and name), `votes` the votes
 * cast at the step. On a blind committee a member still to vote sees who voted, not how.
 */
export function committeeView(stepKey: string, rule: CommitteeRule, waiting: { userId: number; name: string }[], votes: Vote[], reader: number,
  iso: (ms: number) => string): CommitteeView {
  const waitingIds = waiting.map((w) => w.userId);
  const t = tally(waitingIds, votes, rule);
  const sees = seesVotes(rule, waitingIds, reader);
  const last = lastVotes(votes);
  const members: CommitteeMember[] = [
    ...[...last.values()].map((v) => (sees ? { userId: v.userId, name: v.name, voted: true, choice: v.choice, reason: v.reason, at: iso(v.at) } : { userId: v.userId, name: v.name, voted: true })),
    ...waiting.filter((w) => !last.has(w.userId)).map((w) => ({ userId: w.userId, name: w.name, voted: false })),
  ];
  const { approve, reject, abstain, recused, present, eligible, result, decided } = t;
  return {
    stepKey, rule, members, needed: t.needed, quorumMet: t.quorumMet, mustVote: waitingIds.includes(reader),
    ...(sees ? { count: { approve, reject, abstain, recused, present, eligible, result, decided } } : {}),
  };
}

/** Whether a timeline entry's vote is hidden from `reader`: a vote at the committee step now open, on a blind committee, to a member still to vote. */
export function hidesVoteEntry(entry: { action: string; fromStep: string | null; createdAt: number }, open: { stepKey: string; enteredAt: number; rule: CommitteeRule; waitingIds: number[] } | null, reader: number): boolean {
  return !!open && entry.action === 'vote' && entry.fromStep === open.stepKey && entry.createdAt >= open.enteredAt && !seesVotes(open.rule, open.waitingIds, reader);
}
