// The record lists of the business desk (/biz: every module) and the unsafe-event platform (/newBaqsj:
// events only), each one scope of GET /api/v1/records (docs/workflow.md "List scopes").
import type { WfState } from '../../../core/workflow/types.ts';
import { recordListView } from '../common/RecordListView.tsx';
import { withOutboxBanner } from './OutboxBanner.tsx';

const ACTIVE: WfState[] = ['inProgress', 'returned', 'rectifying', 'closed', 'approved', 'suspended'];
const EVENT_ACTIVE: WfState[] = ['inProgress', 'returned', 'rectifying', 'closed'];
const EVENT_ALL: WfState[] = [...EVENT_ACTIVE, 'archived', 'rejected'];
const ALL: WfState[] = [...ACTIVE, 'archived', 'rejected', 'stopped'];
const ENDED: WfState[] = ['closed', 'archived', 'rejected'];

// business desk: every module
export const BizDraft = recordListView({ scope: 'draft', draftActions: true, timeColumn: 'updatedAt' });
export const BizMy = recordListView({ scope: 'mine', states: ALL, overdueFilter: true });
/** everything waiting for me, oldest due first (the server's order), overdue marked */
export const BizTodo = recordListView({ scope: 'todo', states: ACTIVE, overdueFilter: true });
export const BizDone = recordListView({ scope: 'done', states: ALL });

// unsafe events
// the reports still on this device (issue 32 §2) above the list
export const MyEscalation = withOutboxBanner(recordListView({ scope: 'mine', module: 'baqsj', states: EVENT_ALL, overdueFilter: true }));
export const MyDraft = recordListView({ scope: 'draft', module: 'baqsj', draftActions: true, timeColumn: 'updatedAt' });
export const Ended = recordListView({ scope: 'ended', module: 'baqsj', states: ENDED });
export const MyConcern = recordListView({ scope: 'followed', module: 'baqsj', states: EVENT_ALL, overdueFilter: true });
export const PendingMyApproval = recordListView({ scope: 'approval', module: 'baqsj', states: EVENT_ACTIVE, overdueFilter: true });
export const Approved = recordListView({ scope: 'approved', module: 'baqsj', states: EVENT_ALL });
/** archive review: closed loops awaiting the caller's archive decision, archived or sent back from the row or the detail */
export const ArchiveReview = recordListView({ scope: 'archive', module: 'baqsj', overdueFilter: true, rowActions: ['archive', 'sendBack'] });
