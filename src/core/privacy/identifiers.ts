// Issue 33 §6: patient identifiers masked for the roles that do not need them. Framework-free, shared by the
// server (which masks every output of record data: lists, detail, exports, the monthly report, the bell) and
// the pages (which show a masked value as it came, never as an input error).
//
// One registry of the patient-identifier fields, by the form's model name. A form that asks for a patient's
// phone, ID-card number or inpatient (case) number uses these model names, one per kind (the template block
// "患者信息" holds the name and the bed); a field under another name is not masked.

/** The kinds of identifier and how each is masked (the mask keeps the value's length). */
export type IdentifierKind = 'name' | 'phone' | 'idNumber' | 'caseNumber' | 'bed';

/** The patient-identifier fields of a record's form data, by model name. */
export const PATIENT_IDENTIFIER_FIELDS: Readonly<Record<string, IdentifierKind>> = {
  sjsx_patient_name: 'name',
  sjsx_patient_phone: 'phone',
  sjsx_patient_id_card: 'idNumber',
  sjsx_patient_inpatient_no: 'caseNumber',
  sjsx_patient_bed: 'bed',
};

/** The mask character. */
export const MASK = '*';

const stars = (n: number) => MASK.repeat(Math.max(0, n));

/** The value with all but its last `keep` characters masked; a value no longer than `keep` is masked whole. */
function keepLast(chars: string[], keep: number): string {
  return chars.length <= keep ? stars(chars.length) : stars(chars.length - keep) + chars.slice(-keep).join('');
}

/**
 * A value as a masked reader sees it:
 * - name: the first and last character, the middle masked (张*明, 欧阳**明 → 欧**明); two characters keep the first (张*); one stays;
 * - phone: only the last 4 digits (*******5678);
 * - idNumber: the first character and the last 4 (1*************123X): the province alone, and the digits staff read back on the phone;
 * - caseNumber (inpatient / admission / medical-record number): only the last 4, as a phone;
 * - bed: masked whole (with the ward and the date a bed names the patient).
 * Characters are counted as the reader sees them (a name outside the basic plane is not cut in half).
 */
export function maskValue(kind: IdentifierKind, value: string): string {
  const chars = Array.from(value);
  if (!chars.length) return value;
  switch (kind) {
    case 'name':
      if (chars.length === 1) return value;
      if (chars.length === 2) return chars[0] + MASK;
      return chars[0] + stars(chars.length - 2) + chars[chars.length - 1];
    case 'phone':
    case 'caseNumber':
      return keepLast(chars, 4);
    case 'idNumber':
      return chars.length <= 5 ? stars(chars.length) : chars[0] + keepLast(chars.slice(1), 4);
    case 'bed':
      return stars(chars.length);
  }
}

/** A field's value masked when the field is a patient identifier (strings, and the strings of a list); others as they are. */
export function maskField(model: string, value: unknown): unknown {
  const kind = Object.hasOwn(PATIENT_IDENTIFIER_FIELDS, model) ? PATIENT_IDENTIFIER_FIELDS[model] : undefined;
  if (!kind) return value;
  if (typeof value === 'string') return maskValue(kind, value);
  if (typeof value === 'number') return maskValue(kind, String(value));
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? maskValue(kind, v) : v));
  return value;
}

/** A record's form data with its patient identifiers masked (a new object; the other fields as they are). */
export function maskRecordData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, maskField(k, v)]));
}

/**
 * A report's title names its patient in brackets at the end: "压力性损伤事件报告（张三）" (the report page's
 * reportTitle builds it with `titleWithPatient`). The pattern that finds that patient again.
 */
const TITLE_PATIENT = /（([^（）]+)）$/;

/** "跌倒/坠床事件报告（张三）": a title and its patient's name; the title alone when there is no name. */
export function titleWithPatient(title: string, patient: string): string {
  return patient ? `${title}（${patient}）` : title;
}

/**
 * A record's title as a masked reader sees it: every patient name of `data` in it masked; with no data, the
 * name in a report title's closing brackets (an unsafe-event report's title, `titleWithPatient`).
 */
export function maskTitle(title: string, data?: Record<string, unknown> | null, reportTitle = true): string {
  let out = title;
  if (data) {
    for (const [model, kind] of Object.entries(PATIENT_IDENTIFIER_FIELDS)) {
      const v = data[model];
      if (kind === 'name' && typeof v === 'string' && v.trim()) out = out.split(v.trim()).join(maskValue('name', v.trim()));
    }
  }
  if (reportTitle) out = out.replace(TITLE_PATIENT, (_m, who: string) => `（${maskValue('name', who)}）`);
  return out;
}

/**
 * What a masked reader sends back, with the stored values kept: a patient-identifier field whose new value
 * is the mask of the stored one was not changed by them (they only saw the mask). Any other value is theirs.
 */
export function restoreMasked(incoming: Record<string, unknown>, stored: Record<string, unknown>): Record<string, unknown> {
  const out = { ...incoming };
  for (const model of Object.keys(PATIENT_IDENTIFIER_FIELDS)) {
    if (!(model in out) || !(model in stored)) continue;
    const before = stored[model];
    if (before === out[model]) continue;
    if (JSON.stringify(maskField(model, before)) === JSON.stringify(out[model])) out[model] = before;
  }
  return out;
}

/** A title a masked reader sends back: the mask of a stored patient name put back to the name. */
export function restoreTitle(title: string, stored: Record<string, unknown>): string {
  let out = title;
  for (const [model, kind] of Object.entries(PATIENT_IDENTIFIER_FIELDS)) {
    const v = stored[model];
    if (kind !== 'name' || typeof v !== 'string' || !v.trim()) continue;
    const masked = maskValue('name', v.trim());
    if (masked !== v.trim()) out = out.split(masked).join(v.trim());
  }
  return out;
}

/** Is the value, as shown, a mask (it holds the mask character)? The form renderer does not check a mask against the field's pattern. */
export const looksMasked = (model: string | undefined, value: unknown): boolean =>
  typeof value === 'string' && value.includes('*') && Object.hasOwn(PATIENT_IDENTIFIER_FIELDS, model as string);

// --- who reads identifiers in full ---------------------------------------------------------------------

/** The system setting (classify 1) naming the roles that read patient identifiers in full. */
export const IDENTIFIER_ROLES_SETTING = 'patient_identifier_roles';

/**
 * The roles that read identifiers in full while the setting is unset: the business roles that report, review
 * and follow up events and technologies. The technology committee and the quality inspectors do not need
 * them; any other role (one an administrator adds, the security and audit administrators) reads them masked.
 */
export const DEFAULT_IDENTIFIER_ROLES: readonly string[] = ['System', 'nurse', 'deptApprover', 'qualityOfficer', 'techApplicant', 'medicalAffairs'];

/** The roles of the setting's value (a list of role keys); the default when it is not a list. */
export function identifierRoles(setting: unknown): readonly string[] {
  return Array.isArray(setting) ? setting.filter((x): x is string => typeof x === 'string') : DEFAULT_IDENTIFIER_ROLES;
}

/** May a caller with these roles read patient identifiers in full? `policy`: the setting's value (unset = the default). */
export function mayReadIdentifiers(roleKeys: readonly string[], policy?: unknown): boolean {
  const full = identifierRoles(policy);
  return roleKeys.some((r) => full.includes(r));
}
