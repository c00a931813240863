// Role keys that decide what a caller may do, shared by the server's route guards (demo/server/routes)
// and the pages that show or hide an action for the same roles. Framework-free: both import it, so a
// button is never offered to a role the server refuses (issue 12 §1: one copy of each shared rule).

/** The administrator: every system page and call. */
export const SYSTEM_ROLE = 'System';
/** Issue 33 §4: the security and the audit administrator (their work: duties.ts). */
export const SECURITY_ADMIN_ROLE = 'securityAdmin';
export const AUDIT_ADMIN_ROLE = 'auditAdmin';
/** May add forms to the form library and save new versions (POST /api/v1/forms, .../versions). */
export const FORM_WRITER_ROLES = [SYSTEM_ROLE, 'qualityOfficer'] as const;
/** May query every record within their data scope and export (the records' 'all' list, the data query). */
export const DATA_QUERY_ROLES = ['qualityOfficer', SYSTEM_ROLE] as const;
/** The quality office: plans and closes inspection rounds, reads every sheet. */
export const QUALITY_OFFICE_ROLES = [SYSTEM_ROLE, 'qualityOfficer'] as const;
/** May be named inspector of a round. */
export const INSPECTOR_ROLES = ['qualityInspector', 'qualityOfficer'] as const;
/** The department approver of the event flow (the department's first review). */
export const DEPT_APPROVER_ROLE = 'deptApprover';
/** Record a restricted technology's filing with the health authority in the register (issue 35 §3). */
export const TECH_FILING_ROLES = [SYSTEM_ROLE, 'medicalAffairs'] as const;

/** The administrator roles can be neither disabled nor deleted (the server refuses; the role page greys them out). */
export const isLockedRole = (roleKey: string | null | undefined): boolean =>
  roleKey === SYSTEM_ROLE || roleKey === SECURITY_ADMIN_ROLE || roleKey === AUDIT_ADMIN_ROLE;

/** Does any of `roles` belong to `allowed`? */
export const hasAnyRole = (roles: readonly string[], allowed: readonly string[]): boolean => roles.some((r) => allowed.includes(r));
