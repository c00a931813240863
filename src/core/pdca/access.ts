// Who may read and run improvement projects (issue 26 §2): the quality office and the administrator by
// role, and roles an administrator grants the operation tags (as the monthly report, report/access.ts).
// Reading: 'quality:pdca:view' (and the report's readers: the report lists the projects); running
// (create, measures, measurements, decisions): 'quality:pdca:edit'. Shared by the server's guard and the
// pages, so a page never offers a button the server refuses.
import { QUALITY_OFFICE_ROLES } from '../access/roles.ts';
import { REPORT_PERMISSION } from '../report/access.ts';

export const PDCA_VIEW = 'quality:pdca:view';
export const PDCA_EDIT = 'quality:pdca:edit';

type Roles = ReadonlyArray<{ roleKey: string; permissions?: readonly string[] }>;
const grants = (roles: Roles, codes: readonly string[]) =>
  roles.some((r) => (QUALITY_OFFICE_ROLES as readonly string[]).includes(r.roleKey) || !!r.permissions?.some((p) => p === '*:*:*' || codes.includes(p)));

export const mayEditPdca = (roles: Roles): boolean => grants(roles, [PDCA_EDIT]);
export const mayReadPdca = (roles: Roles): boolean => grants(roles, [PDCA_EDIT, PDCA_VIEW, REPORT_PERMISSION]);
