// New-technology management (xjsxxm) on the workflow engine: the views the registry names. Each page
// lives in ./tech/: applications (apply, drafts, edit and resubmit), the work lists (pending approvals,
// periodic review) and the catalogues with their exports. The record page itself is the shared
// RecordDetail (/xjsxxm/apply/detail?id=).
import { catalogue } from './tech/Catalogue.tsx';

export { TechApply as MyApply } from './tech/TechApply.tsx';
/** /xjsxxm/apply/pendApproval */
export { TechPending as PendApproval, TechReview } from './tech/TechWork.tsx';
export const UnlimitCatalogue = catalogue('unlimit');
export const LimitCatalogue = catalogue('limit');
