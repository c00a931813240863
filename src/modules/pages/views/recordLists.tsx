// The record lists of the business area and the unsafe-event platform (docs/api.md "Records").
import { recordListView } from '../common/RecordListView.tsx';

const EDIT = '/newBaqsj/editDetail';

export const BizDraft = recordListView({ scope: 'draft', editPath: EDIT });
export const BizMy = recordListView({ scope: 'mine', statusFilter: true });
export const BizTodo = recordListView({ scope: 'todo', approve: true, approverOnly: true });
export const BizDone = recordListView({ scope: 'done', statusFilter: true, statuses: ['approved', 'rejected'] });

export const MyEscalation = recordListView({ scope: 'mine', statusFilter: true });
export const MyDraft = recordListView({ scope: 'draft', editPath: EDIT });
export const Ended = recordListView({ scope: 'mine', statuses: ['approved', 'rejected'], statusFilter: true });
export const MyConcern = recordListView({ scope: 'followed', statusFilter: true, statuses: ['submitted', 'approved', 'rejected'] });
export const PendingMyApproval = recordListView({ scope: 'todo', approve: true, approverOnly: true });
export const Approved = recordListView({ scope: 'done', statuses: ['approved', 'rejected'], statusFilter: true });
/** archive review: every finished report (quality officers) */
export const ArchiveReview = recordListView({ scope: 'all', statuses: ['approved', 'rejected'], statusFilter: true });
