// Who may read the safety and quality report (issue 26 §3): the quality office and the administrator by
// role, and any role an administrator grants the operation tag (leadership roles a hospital creates).
// Shared by the server's guard and the page, so the menu never offers a report the server refuses.
import { QUALITY_OFFICE_ROLES } from '../access/roles.ts';

/** The operation tag that grants reading the report (role management lists it, src/core/access/permissions.ts). */
export const REPORT_PERMISSION = 'quality:report:view';
export const REPORT_READER_ROLES: readonly string[] = QUALITY_OFFICE_ROLES;

export function mayReadReport(roles: ReadonlyArray<{ roleKey: string; permissions?: readonly string[] }>): boolean {
  return roles.some((r) => REPORT_READER_ROLES.includes(r.roleKey) || !!r.permissions?.some((p) => p === REPORT_PERMISSION || p === '*:*:*'));
}
