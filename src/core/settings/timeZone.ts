// The hospital's time zone (系统设置 timeZone, issue 23 §2; issue 35 §4): where the pages show instants, and
// where the server writes them into its files (XLSX, PDF, e-mail) and cuts report periods. One rule for the
// pages and the server, framework-free and small (the app's first load carries it).

/** The hospital's time zone when the settings name none. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** A zone name Intl knows (the server checks the same with stats/months.ts isTimeZone; that file stays out of the app's first load). */
export function knownZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || !tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The hospital's zone of the system settings' content (classify 1): its `timeZone` when Intl knows it, else the default. */
export function hospitalTimeZone(content: Record<string, unknown> | null | undefined): string {
  const tz = content?.timeZone;
  return knownZone(tz) ? tz : DEFAULT_TIME_ZONE;
}

/** A zone as people read it, in their language ("中国标准时间", "China Standard Time"), not its IANA id; the id when Intl names none. */
export function zoneName(tz: string, lang: string, at: Date | number = Date.now()): string {
  try {
    const part = new Intl.DateTimeFormat(lang, { timeZone: tz, timeZoneName: 'long' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    return part?.value || tz;
  } catch {
    return tz;
  }
}
