// Dictionaries and departments.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';

export function dictRoutes(r: Router): void {
  r.get('/api/v1/dict/data', { auth: 'user' }, async (ctx) => {
    const dictType = ctx.query.dictType?.trim();
    if (!dictType) throw new ApiError(400, '缺少参数 dictType');
    return ctx.app.store.listDict(dictType);
  });

  r.get('/api/v1/depts', { auth: 'user' }, (ctx) => ctx.app.store.listDepts());
}
