// The application of a new technology as a structured form (issue 35 §1): a form of the library, built with
// the designer like any other (seed: demo/server/seed/forms/10-tech-application.form.json) and bound by its
// code. The record keeps what was filled under `data.application`; the class of the technology is handed to
// the form as the model `app_tech_kind`, so a part shown only for one class (the ethics approval of a
// restricted technology) is required only there. The dialog and the server check the same way: the form
// model's own validation (createFormModel: techApplicationCheck.ts, kept apart so that what pages import stays
// small). Also the team's qualifications that lapse.
import type { TechKind } from '../api/records.ts';
import { calendarDay } from '../i18n/format.ts';

/** The library code of the application form (a system form: it cannot be deleted, only given new versions). */
export const TECH_APPLICATION_FORM = '10-tech-application';
/** The model the form reads the technology's class from (conditions show the restricted-only parts). */
export const TECH_KIND_MODEL = 'app_tech_kind';
/** The team subform and the column of each member's qualification expiry (YYYY-MM-DD). */
export const TEAM_MODEL = 'app_team';
export const TEAM_MEMBER = 'member';
export const QUALIFICATION_EXPIRY = 'qualification_expiry';
/** A qualification lapsing within this many days is warned of. */
export const QUALIFICATION_WARN_DAYS = 90;

/** The values the form is opened with: what was filled, and the class. */
export function applicationValues(application: unknown, techKind: TechKind | null | undefined): Record<string, unknown> {
  const base = application && typeof application === 'object' && !Array.isArray(application) ? (application as Record<string, unknown>) : {};
  return { ...base, [TECH_KIND_MODEL]: techKind ?? '' };
}

/** What is stored: the form's models without the class (the record has it). */
export function storedApplication(models: Record<string, unknown>): Record<string, unknown> {
  const { [TECH_KIND_MODEL]: _kind, ...rest } = models;
  return rest;
}

export interface QualificationWarning {
  member: string;
  /** YYYY-MM-DD */
  expiry: string;
  /** already lapsed (else it lapses within QUALIFICATION_WARN_DAYS) */
  expired: boolean;
}

/** The team members whose qualification has lapsed or lapses soon, on the day `today` (YYYY-MM-DD, the hospital's). */
export function qualificationWarnings(application: unknown, today: string): QualificationWarning[] {
  const rows = application && typeof application === 'object' ? (application as Record<string, unknown>)[TEAM_MODEL] : undefined;
  if (!Array.isArray(rows) || !/^\d{4}-\d{2}-\d{2}$/.test(today)) return [];
  const soon = addDays(today, QUALIFICATION_WARN_DAYS);
  const out: QualificationWarning[] = [];
  for (const r of rows) {
    if (!r || typeof r !== 'object' || (r as { status?: unknown }).status === -1) continue;
    const row = r as Record<string, unknown>;
    const expiry = typeof row[QUALIFICATION_EXPIRY] === 'string' ? (row[QUALIFICATION_EXPIRY] as string).slice(0, 10) : '';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry) || expiry > soon) continue;
    out.push({ member: typeof row[TEAM_MEMBER] === 'string' ? (row[TEAM_MEMBER] as string) : '', expiry, expired: expiry < today });
  }
  return out;
}

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) of `at` in `timeZone` (the hospital's: qualifications lapse by its calendar). */
export const dayIn = (timeZone: string, at: Date | number = Date.now()): string => calendarDay(at, timeZone);
