// New-technology applications (docs/api.md "New-technology applications"): the apply payload and its
// checks, the statuses and their colours.

export type TechApplicationStatus = 'pending' | 'approved' | 'rejected';
export type TechApplicationScope = 'mine' | 'pending' | 'done' | 'all';

export interface TechApplication {
  id: number;
  techName: string;
  level: string;
  dept: string;
  category?: string;
  description: string;
  limited: boolean;
  status: TechApplicationStatus;
  applicant: string;
  applicantId: number;
  approverName?: string;
  opinion?: string;
  techCode?: string | null;
  createTime: string;
  decideTime?: string;
}

export const TECH_LEVELS = ['1', '2', '3'] as const;
export const TECH_APP_STATUS_COLORS: Record<TechApplicationStatus, string> = { pending: 'processing', approved: 'success', rejected: 'error' };
/** Roles that decide applications (a deptApprover only their own department's). */
export const TECH_APPROVER_ROLES = ['deptApprover', 'qualityOfficer', 'System'];

export interface TechApplyInput {
  techName?: string;
  level?: string;
  dept?: string;
  description?: string;
  limited?: boolean;
  category?: string;
}

export type TechApplyCheck =
  | { ok: true; body: { techName: string; level: string; dept: string; description: string; limited: boolean; category?: string } }
  | { ok: false; error: 'techNameRequired' | 'techNameTooLong' | 'levelInvalid' | 'deptRequired' | 'descriptionTooLong' };

/** Body of POST /api/v1/tech/apply, with the server's limits checked first. */
export function techApplyBody(input: TechApplyInput, defaultDept = ''): TechApplyCheck {
  const techName = (input.techName ?? '').trim();
  if (!techName) return { ok: false, error: 'techNameRequired' };
  if (techName.length > 100) return { ok: false, error: 'techNameTooLong' };
  const level = String(input.level ?? '').trim();
  if (!(TECH_LEVELS as readonly string[]).includes(level)) return { ok: false, error: 'levelInvalid' };
  const dept = (input.dept ?? '').trim() || defaultDept.trim();
  if (!dept) return { ok: false, error: 'deptRequired' };
  const description = (input.description ?? '').trim();
  if (description.length > 2000) return { ok: false, error: 'descriptionTooLong' };
  const body: { techName: string; level: string; dept: string; description: string; limited: boolean; category?: string } = {
    techName, level, dept, description, limited: input.limited === true,
  };
  const category = input.category?.trim();
  if (category) body.category = category.slice(0, 50);
  return { ok: true, body };
}

/** Only a pending application of someone else can be decided by the caller. */
export function canDecideApplication(a: Pick<TechApplication, 'status' | 'applicantId'>, userId: unknown): boolean {
  return a.status === 'pending' && String(a.applicantId) !== String(userId);
}
