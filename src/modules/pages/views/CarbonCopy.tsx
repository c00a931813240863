// Carbon copies (/biz/ccRecord, /newBaqsj/carbonCopy): records a colleague copied to me when submitting
// (GET /api/v1/records?scope=cc), filtered and paged on the server.
import { recordListView } from '../common/RecordListView.tsx';

export default recordListView({ scope: 'cc', statusFilter: true });
