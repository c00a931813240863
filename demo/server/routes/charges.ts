// Charge items (price codes): search with paging and lookup by medical code.
import type { Router } from '../http/router.ts';
import { pageOf, paging } from '../util.ts';
import { PAGING, qLike, qText, query } from '../http/schemas.ts';

export function chargeRoutes(r: Router): void {
  r.get('/api/v1/priceNo/list', { auth: 'user', query: query({ ...PAGING, name: qLike, payMethod: qText(20), priceType: qText(20) }) }, async (ctx) => {
    const p = paging(ctx.query);
    const q = ctx.query;
    return pageOf(p, await ctx.app.store.listChargeItems({ name: q.name?.trim(), payMethod: q.payMethod?.trim(), priceType: q.priceType?.trim() }, p));
  });

  // unknown codes answer {id: 0} with code 200: the client tests id > 0
  r.get('/api/v1/priceNo/info', { auth: 'user', query: query({ medicalCode: qText(20) }) }, async (ctx) =>
    (await ctx.app.store.getChargeByMedicalCode((ctx.query.medicalCode ?? '').trim())) ?? { id: 0 });
}
