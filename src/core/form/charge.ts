// Charge codes (form-format.md "priceno / pricetable"; spec sections 5, 7 "Charge codes" and 9).
import type { HttpFn } from './types';

/** A row of the price table. */
export interface ChargeItem {
  id: number | string;
  medicalCode: string;
  projectNo?: string;
  gjMedicalCode?: string;
  name: string;
  unit?: string;
  charges?: string | number;
  payMethod?: string;
  priceType?: string;
  [extra: string]: unknown;
}

/** Lookup only when the trimmed input is longer than 5 characters. */
export const shouldLookup = (text: unknown): boolean => typeof text === 'string' && text.trim().length > 5;

/** What the charge-code input asks for: clear the price table (empty), look up, or nothing yet. */
export function chargeInputAction(text: unknown): 'clear' | 'lookup' | 'none' {
  const t = typeof text === 'string' ? text.trim() : text === undefined || text === null ? '' : String(text).trim();
  if (t === '') return 'clear';
  return t.length > 5 ? 'lookup' : 'none';
}

/** The spec does not show the lookup path; hosts pass theirs. This is the reference server's. */
export const CHARGE_LOOKUP_URL = '/api/v1/priceNo/info';
/** Charge search page size (spec section 9). */
export const CHARGE_PAGE_SIZE = 5;

/**
 * Sends `{ medicalCode }` and returns the item when the answer is `code: 200` with `data.id > 0`;
 * null otherwise. Failures are logged, not shown (spec section 8).
 */
export async function lookupCharge(medicalCode: string, http: HttpFn, url = CHARGE_LOOKUP_URL): Promise<ChargeItem | null> {
  try {
    const res = (await http({
      url,
      method: 'POST',
      data: { medicalCode: medicalCode.trim() },
      headers: { 'Content-Type': 'application/json' },
      timeout: 10_000,
    })) as { code?: unknown; data?: Record<string, unknown> } | null;
    if (!res || Number(res.code) !== 200 || !res.data || !(Number(res.data.id) > 0)) return null;
    return res.data as ChargeItem;
  } catch (e) {
    console.warn('[form] charge lookup failed:', e instanceof Error ? e.message : e);
    return null;
  }
}

export interface LabelledValue {
  value: string;
  label: string;
  labelEn: string;
}

/**
 * Pay methods (spec section 9). The stored values are not shown in the spec; they are the position
 * in the list as text ('0'..'7'), the old system's dictionary convention.
 */
export const PAY_METHODS: readonly LabelledValue[] = Object.freeze([
  { value: '0', label: '无需支付', labelEn: 'no payment' },
  { value: '1', label: '部分支付', labelEn: 'partial payment' },
  { value: '2', label: '全额支付', labelEn: 'full payment' },
  { value: '3', label: '限定部分支付', labelEn: 'limited partial' },
  { value: '4', label: '限定全额支付', labelEn: 'limited full' },
  { value: '5', label: '协议部分支付', labelEn: 'agreed partial' },
  { value: '6', label: '协议全额支付', labelEn: 'agreed full' },
  { value: '7', label: '协议限定全额支付', labelEn: 'agreed limited full' },
]);

/** Fee categories (spec section 9); values as for PAY_METHODS. */
export const FEE_CATEGORIES: readonly LabelledValue[] = Object.freeze([
  { value: '0', label: '护理费', labelEn: 'nursing' },
  { value: '1', label: '化验费', labelEn: 'laboratory' },
  { value: '2', label: '检查费', labelEn: 'examination' },
  { value: '3', label: '摄片费', labelEn: 'film' },
  { value: '4', label: '手术材料费', labelEn: 'surgical materials' },
  { value: '5', label: '输血费', labelEn: 'blood transfusion' },
  { value: '6', label: '输氧费', labelEn: 'oxygen' },
  { value: '7', label: '透视费', labelEn: 'fluoroscopy' },
  { value: '8', label: '诊察费', labelEn: 'diagnosis' },
  { value: '9', label: '治疗费', labelEn: 'treatment' },
  { value: '10', label: '床位费', labelEn: 'inpatient bed' },
  { value: '11', label: '其他费', labelEn: 'other' },
]);

export const labelOf = (list: readonly LabelledValue[], value: unknown): string =>
  list.find((i) => i.value === String(value))?.label ?? (value === undefined || value === null ? '' : String(value));
