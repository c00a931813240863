// Prefill from the session user and the stored patient record (form-format.md runtime rule 9; spec
// section 1). Which model takes which source is data (`PrefillMap`), so hospitals can bind their own
// model ids; DEFAULT_PREFILL binds the ids used by the unsafe-event report (fixture 05) — the spec only
// names `sjsx_patient_ward`, the other patient ids come from the fixture.
import type { Models, PrefillMap, SessionUser, StorageLike, Widget } from './types';
import { formatDateValue, formatNow } from './values';
import { normalizeWardName } from './wards';
import { isFilled } from './conditions';

/**
 * model -> source. Sources: `user.name`, `user.workNo`, `user.deptName`, `user.deptTag`, `now` (with a user),
 * `patient.<field>` (a field of the stored record, e.g. `patient.name`; `patient.ward` is normalised).
 */
export type { PrefillMap };

export const DEFAULT_PREFILL: Readonly<PrefillMap> = Object.freeze({
  sjsx_patient_name: 'patient.name',
  sjsx_patient_sex: 'patient.sex',
  sjsx_patient_age: 'patient.age',
  sjsx_patient_diagnosis: 'patient.diagnosis',
  sjsx_patient_admission_time: 'patient.admissionTime',
  sjsx_patient_ward: 'patient.ward',
  sjsx_patient_bed: 'patient.bedNo',
  reporter_name: 'user.name',
  reporter_work_no: 'user.workNo',
  reporter_dept: 'user.deptName',
  reporter_dept_tag: 'user.deptTag',
  report_time: 'now',
});

/** Local storage key of the stored patient record. */
export const PATIENT_STORAGE_KEY = 'patientInfo';

export type PatientRecord = Record<string, unknown>;

/** The stored patient record, or null when absent or not a JSON object (logged). */
export function readPatientRecord(storage: StorageLike | undefined, key = PATIENT_STORAGE_KEY): PatientRecord | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as PatientRecord) : null;
  } catch {
    console.warn(`[form] the stored patient record "${key}" is not JSON`);
    return null;
  }
}

const TAG_RULES: [string, RegExp][] = [
  ['外科', /外科|骨科|泌尿|妇|产科|眼科|耳鼻|口腔|手术|烧伤|整形|乳腺|肛肠/],
  ['内科', /内科|内分泌|心血管|呼吸|消化|肾病|血液|风湿|感染|儿科|新生儿|老年|肿瘤|中医|康复|皮肤|精神|心理|全科|急诊|重症|ICU/i],
  ['医技', /医技|检验|放射|影像|超声|病理|药剂|药学|药房|麻醉|功能|心电|核医学|输血|营养|内镜|介入|高压氧/],
  ['行政', /行政|办公室|院办|党办|医务|护理部|财务|人事|后勤|总务|信息|设备|保卫|质控|质量|科教|宣传|处$|部$/],
];

/**
 * A department-derived tag: '外科' (surgical), '内科' (medical), '医技' (medical technology) or '行政'
 * (administration) by keywords of the department name, '' when none fits. Surgical keywords are
 * checked first so 神经外科 is surgical while 神经内科 is medical.
 */
export function deptTagOf(deptName: unknown): string {
  const name = typeof deptName === 'string' ? deptName.trim() : '';
  if (!name) return '';
  for (const [tag, re] of TAG_RULES) if (re.test(name)) return tag;
  return '';
}

export interface PrefillInput {
  /** the form's data widgets by model: prefill only touches models that exist */
  widgets: ReadonlyMap<string, Widget>;
  /** the given edit data: models filled there are never overwritten */
  value?: Models;
  user?: SessionUser;
  storage?: StorageLike;
  storageKey?: string;
  now?: Date;
  /** replaces DEFAULT_PREFILL when given */
  prefill?: PrefillMap;
}

export interface PrefillResult {
  values: Models;
  /** true when a stored patient record was found (the form shows 'specific patient') */
  specificPatient: boolean;
}

function sourceValue(source: string, user: SessionUser | undefined, patient: PatientRecord | null, now: Date): unknown {
  // the current time belongs to the session block: filled only for a signed-in user
  if (source === 'now') return user ? now : undefined;
  const dot = source.indexOf('.');
  const scope = dot < 0 ? source : source.slice(0, dot);
  const field = dot < 0 ? '' : source.slice(dot + 1);
  if (scope === 'user') {
    if (!user) return undefined;
    if (field === 'deptTag') return user.deptTag || deptTagOf(user.deptName);
    return user[field];
  }
  if (scope === 'patient') {
    if (!patient) return undefined;
    return field === 'ward' ? normalizeWardName(patient.ward) : patient[field];
  }
  return undefined;
}

/** Computes the prefilled values for models present in the form and empty in `value`. */
export function computePrefill(input: PrefillInput): PrefillResult {
  const map = input.prefill ?? DEFAULT_PREFILL;
  const patient = readPatientRecord(input.storage, input.storageKey);
  const specificPatient = patient ? (typeof patient.specificPatient === 'boolean' ? patient.specificPatient : true) : false;
  const now = input.now ?? new Date();
  const values: Models = {};
  for (const [model, source] of Object.entries(map)) {
    const widget = input.widgets.get(model);
    if (!widget) continue;
    if (input.value && isFilled(input.value[model])) continue;
    let v = sourceValue(source, input.user, patient, now);
    if (v instanceof Date) v = widget.type === 'date' ? formatDateValue(v, widget) : formatNow(v);
    if (v === undefined || v === null || v === '') continue;
    values[model] = v;
  }
  return { values, specificPatient };
}
