// New-technology applications on the workflow engine (issue 9 §3): an application is a record with
// module 'xjsxxm', a class (techKind: limited 'limit' goes through the technology committee, 'unlimit'
// does not) and the data {techName, level, dept, team, description, attachments}. This file holds the
// framework-free rules of the tech pages: the form's checks (the same limits the server applies), the
// labels of levels from the dictionary, and what a record's timeline says about a return or rejection.
import { REVIEW_OUTCOMES, type Attachment, type ReviewOutcome } from '../workflow/types.ts';
import type { TechKind } from '../api/records.ts';

export type { TechKind };
export const TECH_KINDS: TechKind[] = ['limit', 'unlimit'];

export interface TechData {
  techName: string;
  /** a value of the tech_level dictionary ('1', '2', '3' in the seed); shown by its label */
  level: string;
  dept: string;
  /**
   * The project team as one text, members separated by '、' (the server keeps it as text, like the
   * seeded applications: '刘明辉（负责人）、周静'); the form edits it as a list of names.
   */
  team: string;
  /** the catalogue's category (e.g. 手术技术); the server files it under 新技术 when empty */
  category?: string;
  description: string;
  attachments: Attachment[];
  /** the structured application (issue 35 §1): the application form's data (core/pages/techApplication.ts) */
  application?: Record<string, unknown>;
}

export const TECH_LIMITS = { techName: 100, dept: 50, category: 50, description: 2000, team: 500, attachments: 20 } as const;
/** How team members are joined into the stored text. */
export const TEAM_SEPARATOR = '、';

export interface TechFormInput {
  techKind?: string;
  techName?: string;
  level?: string;
  dept?: string;
  team?: unknown;
  category?: string;
  description?: string;
  attachments?: unknown;
  /** the application form's models (without the class) */
  application?: Record<string, unknown>;
}

export type TechFormError =
  | 'kindRequired' | 'techNameRequired' | 'techNameTooLong' | 'levelRequired' | 'deptRequired' | 'deptTooLong'
  | 'categoryTooLong' | 'descriptionRequired' | 'descriptionTooLong' | 'teamTooLong' | 'attachmentsTooMany';

export type TechFormCheck = { ok: true; techKind: TechKind; data: TechData } | { ok: false; error: TechFormError };

/**
 * The record's class and data from the form's values, trimmed and checked. A draft may be incomplete
 * (only the name is needed to find it again); a submission needs every required field.
 */
export function techFormData(input: TechFormInput, opts: { levels: string[]; draft?: boolean }): TechFormCheck {
  const draft = opts.draft === true;
  const techKind = input.techKind === 'limit' || input.techKind === 'unlimit' ? input.techKind : null;
  if (!techKind) return { ok: false, error: 'kindRequired' };
  const techName = text(input.techName);
  if (!techName) return { ok: false, error: 'techNameRequired' };
  if (techName.length > TECH_LIMITS.techName) return { ok: false, error: 'techNameTooLong' };
  const level = text(input.level);
  if (level ? !opts.levels.includes(level) : !draft) return { ok: false, error: 'levelRequired' };
  const dept = text(input.dept);
  if (!dept && !draft) return { ok: false, error: 'deptRequired' };
  if (dept.length > TECH_LIMITS.dept) return { ok: false, error: 'deptTooLong' };
  const category = text(input.category);
  if (category.length > TECH_LIMITS.category) return { ok: false, error: 'categoryTooLong' };
  const description = text(input.description);
  if (!description && !draft) return { ok: false, error: 'descriptionRequired' };
  if (description.length > TECH_LIMITS.description) return { ok: false, error: 'descriptionTooLong' };
  const team = teamOf(input.team).join(TEAM_SEPARATOR);
  if (team.length > TECH_LIMITS.team) return { ok: false, error: 'teamTooLong' };
  const attachments = attachmentsOf(input.attachments);
  if (attachments.length > TECH_LIMITS.attachments) return { ok: false, error: 'attachmentsTooMany' };
  const data: TechData = { techName, level, dept, team, description, attachments };
  if (category) data.category = category;
  if (input.application && typeof input.application === 'object' && !Array.isArray(input.application)) data.application = input.application;
  return { ok: true, techKind, data };
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** Team members as distinct trimmed names, from the form's list or the stored text. */
export function teamOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(/[,，、;；\n]/) : [];
  const out: string[] = [];
  for (const m of list) {
    const name = text(m);
    if (name && !out.includes(name)) out.push(name);
  }
  return out;
}

/** Attachments with a name and a same-site or http(s) url; anything else is dropped (never rendered as a link). */
export function attachmentsOf(v: unknown): Attachment[] {
  if (!Array.isArray(v)) return [];
  const out: Attachment[] = [];
  for (const a of v) {
    if (!a || typeof a !== 'object') continue;
    const { name, url } = a as { name?: unknown; url?: unknown };
    if (typeof url !== 'string' || !safeUrl(url)) continue;
    out.push({ name: text(name) || url.split('/').pop() || url, url });
  }
  return out;
}

export function safeUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url);
}

export interface TechFormValues {
  techKind: TechKind;
  techName: string;
  level: string;
  dept: string;
  /** the members as tags */
  team: string[];
  category: string;
  description: string;
  attachments: Attachment[];
}

/** The form's starting values for a stored record (missing fields of an old draft come out empty). */
export function techFormValues(rec: { techKind?: string | null; data?: Record<string, unknown> | null }): TechFormValues {
  const d = rec.data ?? {};
  return {
    techKind: rec.techKind === 'limit' || rec.techKind === 'unlimit' ? rec.techKind : 'unlimit',
    techName: text(d.techName), level: text(d.level), dept: text(d.dept), team: teamOf(d.team), category: text(d.category),
    description: text(d.description), attachments: attachmentsOf(d.attachments),
  };
}

/** A level's label from the dictionary; an unknown value shows as itself (never silently blank). */
export function levelLabel(value: unknown, dict: { dictValue: string; dictLabel: string }[]): string {
  const v = text(value);
  return dict.find((d) => d.dictValue === v)?.dictLabel ?? v;
}

export interface TimelineLike { id?: number; action: string; comment?: string | null; actorName?: string; createdAt?: string }

/**
 * The decision the applicant must read: the comment of the latest return (shown above the edit form)
 * or rejection (the final reason). Null when the record's latest decision is neither.
 */
export function lastDecision(timeline: TimelineLike[] | undefined, action: 'return' | 'reject'): TimelineLike | null {
  if (!timeline?.length) return null;
  for (let i = timeline.length - 1; i >= 0; i--) {
    const e = timeline[i];
    if (e.action === action) return e;
    // a later resubmit means the return was answered
    if (action === 'return' && e.action === 'resubmit') return null;
  }
  return null;
}

/** What the applicant may do with a row of "my applications" (the server checks again). */
export function applicantActions(state: string): { edit: boolean; resubmit: boolean; remove: boolean } {
  return { edit: state === 'draft' || state === 'returned', resubmit: state === 'returned', remove: state === 'draft' };
}

/** States an approved technology can be in while its periodic review runs. */
export const REVIEW_STATES = ['approved', 'suspended'] as const;
/** The same as a list to test a state against: a follow-up report is due (the step's due time) only while in trial. */
export const IN_TRIAL: readonly string[] = REVIEW_STATES;

/** Complications per case as a percentage with one decimal ('8.3%'); '' before the first case. */
export function complicationRate(cases: number, complications: number): string {
  return cases > 0 ? `${(Math.round((complications / cases) * 1000) / 10).toFixed(1)}%` : '';
}

/** Catalogue status texts a periodic review writes (the server's words) and the outcome they mean. */
const STATUS_OUTCOME: Record<string, ReviewOutcome> = { 继续: 'continue', 继续开展: 'continue', 暂停: 'suspend', 终止: 'stop', 转常规: 'routine' };

/**
 * The last review outcome of a catalogue row: the server's `reviewOutcome` when it sends one, else read
 * from the status text a review leaves (继续 / 暂停 / 终止); null when never reviewed.
 */
export function catalogueOutcome(row: { reviewOutcome?: string | null; status?: string | null }): ReviewOutcome | null {
  const o = row.reviewOutcome;
  if (REVIEW_OUTCOMES.includes(o as ReviewOutcome)) return o as ReviewOutcome;
  return STATUS_OUTCOME[(row.status ?? '').trim()] ?? null;
}

/** The catalogue's status codes (issue 23 §1), shown through the `tech` locale (`catalogueStatus.<code>`). */
export type CatalogueStatus = 'approved' | 'filed' | 'continued' | 'trial' | 'applying' | 'suspended' | 'stopped' | 'routine';
/** The status words the server stores and its old catalogue API sends, by code. */
const STATUS_CODE: Record<string, CatalogueStatus> = {
  已批准: 'approved', 已备案: 'filed', 继续: 'continued', 继续开展: 'continued', 试运行: 'trial', 申请中: 'applying', 暂停: 'suspended', 终止: 'stopped', 转常规: 'routine',
};
const STATUS_CODES = new Set<string>(Object.values(STATUS_CODE));

/** A catalogue row's status as a code (from the server's word, or a code already); null for a word it does not know. */
export function catalogueStatus(status: string | null | undefined): CatalogueStatus | null {
  const s = (status ?? '').trim();
  return STATUS_CODE[s] ?? (STATUS_CODES.has(s) ? s as CatalogueStatus : null);
}
