// Carbon copies: records a colleague copied to me (GET /api/v1/records?scope=cc), filtered and paged
// on the server. /biz/ccRecord shows every module, /newBaqsj/carbonCopy the unsafe events.
import { recordListView } from '../common/RecordListView.tsx';

const STATES = ['inProgress', 'returned', 'rectifying', 'closed', 'archived', 'rejected', 'approved', 'suspended', 'stopped'] as const;

export default recordListView({ scope: 'cc', states: [...STATES] });
export const EventCarbonCopy = recordListView({ scope: 'cc', module: 'baqsj', states: ['inProgress', 'returned', 'rectifying', 'closed', 'archived', 'rejected'] });
