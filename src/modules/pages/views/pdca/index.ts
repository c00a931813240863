// Improvement project pages (issue 26 §2), named by the view registry: the list, a new project, a project.
export { PdcaList } from './PdcaList.tsx';
export { PdcaNew } from './PdcaNew.tsx';
export { PdcaDetail } from './PdcaDetail.tsx';
