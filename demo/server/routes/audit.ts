// Reading the audit log (issue 33 §5, docs/security.md "Audit log"): GET /api/v1/audit?username=&event=&from=&to=&recordId=&pageIndex=&pageSize=
// (from/to: epoch ms; event: that event or its dotted sub-events, e.g. `login`). Who may read it: the audit
// administrator alone (issue 33 §4).
import type { Router } from '../http/router.ts';
import { PAGING, qText, query, z } from '../http/schemas.ts';
import { pageOf, paging } from '../util.ts';
import { audit } from '../audit/hooks.ts';
import { rolesFor } from '../../../src/core/access/duties.ts';

/** The roles that may read the audit log: the audit administrator (src/core/access/duties.ts). */
export const AUDIT_READERS = rolesFor('auditLog');

const epoch = z.string().regex(/^\d{1,15}$/).optional();
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));

export function auditRoutes(r: Router): void {
  r.get('/api/v1/audit', { auth: AUDIT_READERS, query: query({ ...PAGING, username: qText(64), event: qText(64), from: epoch, to: epoch, recordId: epoch }) }, async (ctx) => {
    const p = paging(ctx.query);
    const q = ctx.query;
    const res = await ctx.app.store.listAuditEntries(
      { username: q.username || undefined, event: q.event || undefined, from: num(q.from), to: num(q.to), recordId: num(q.recordId) }, p);
    audit(ctx, { event: 'audit.read', detail: { query: q } });
    return pageOf(p, res);
  });
}
