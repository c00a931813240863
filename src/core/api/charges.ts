// The charge-code calls of the form renderer's priceno / pricetable widgets (spec sections 5 "Charge-code
// lookup", 7 "Charge codes"): the search of the lookup dialog, the dictionaries of its filters and the
// lookup of a typed code. Over the renderer's transport (HttpFn, core/api/transport.ts createHttp): the
// answers are the raw `{code, data, msg}` envelopes and failures are logged, not toasted (spec section 8).
import { CHARGE_LOOKUP_URL, CHARGE_PAGE_SIZE, lookupCharge, type ChargeItem, type LabelledValue } from '../form/charge.ts';
import type { HttpFn } from '../form/types.ts';

export const CHARGE_SEARCH_URL = '/api/v1/priceNo/list';
export const CHARGE_DICT_URL = '/api/v1/dict/data';

export interface ChargeSearch { pageIndex: number; name?: string; payMethod?: string; priceType?: string }
export interface ChargeOption { value: string; label: string }

export function createChargesApi(http: HttpFn) {
  return {
    /** one page of the catalogue (CHARGE_PAGE_SIZE rows); throws with the server's message when refused */
    search: async (q: ChargeSearch): Promise<{ list: ChargeItem[]; count: number }> => {
      const body = (await http({
        url: CHARGE_SEARCH_URL, method: 'GET', headers: {}, timeout: 10_000,
        params: { pageIndex: q.pageIndex, pageSize: CHARGE_PAGE_SIZE, name: q.name?.trim() || undefined, payMethod: q.payMethod, priceType: q.priceType },
      })) as { code?: number; msg?: string; data?: { list?: ChargeItem[]; count?: number } } | null;
      if (Number(body?.code) !== 200) throw new Error(String(body?.msg ?? 'search failed'));
      return { list: body?.data?.list ?? [], count: Number(body?.data?.count ?? 0) };
    },
    /** a dictionary's options; the built-in `fallback` list when the server has none or fails */
    dictOptions: async (dictType: string, fallback: readonly LabelledValue[]): Promise<ChargeOption[]> => {
      try {
        const body = (await http({ url: CHARGE_DICT_URL, method: 'GET', params: { dictType }, headers: {}, timeout: 10_000 })) as
          { code?: number; data?: { dictValue: string; dictLabel: string }[] } | null;
        if (Number(body?.code) === 200 && Array.isArray(body?.data) && body.data.length) return body.data.map((d) => ({ value: d.dictValue, label: d.dictLabel }));
      } catch {
        // the built-in list
      }
      return fallback.map((x) => ({ value: x.label, label: x.label }));
    },
    /** the item of a typed code (the reference server answers the lookup on GET with the code in the query) */
    lookup: (medicalCode: string): Promise<ChargeItem | null> =>
      lookupCharge(medicalCode, (req) => http({ ...req, method: 'GET', params: req.data as Record<string, unknown>, data: undefined }), CHARGE_LOOKUP_URL),
  };
}

export type ChargesApi = ReturnType<typeof createChargesApi>;
