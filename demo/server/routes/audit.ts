// Reading the audit log (issue 33 §5, docs/security.md "Audit log"): GET /api/v1/audit?username=&event=&from=&to=&recordId=&pageIndex=&pageSize=
// (from/to: epoch ms; event: that event or its dotted sub-events, e.g. `login`), and the same filters as
// XLSX: GET /api/v1/audit/export (audit/export.ts). Who may read it: the audit administrator alone (issue 33 §4).
import type { Router } from '../http/router.ts';
import { PAGING, qText, query, z } from '../http/schemas.ts';
import { pageOf, paging } from '../util.ts';
import { audit } from '../audit/hooks.ts';
import { rolesFor } from '../../../src/core/access/duties.ts';
import { auditXlsx } from '../audit/export.ts';
import type { AuditFilter } from '../db/store/audit.ts';

/** The roles that may read the audit log: the audit administrator (src/core/access/duties.ts). */
export const AUDIT_READERS = rolesFor('auditLog');

const epoch = z.string().regex(/^\d{1,15}$/).optional();
const num = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const FILTERS = { username: qText(64), event: qText(64), from: epoch, to: epoch, recordId: epoch };
const filterOf = (q: { username?: string; event?: string; from?: string; to?: string; recordId?: string }): AuditFilter =>
  ({ username: q.username || undefined, event: q.event || undefined, from: num(q.from), to: num(q.to), recordId: num(q.recordId) });

export function auditRoutes(r: Router): void {
  r.get('/api/v1/audit', { auth: AUDIT_READERS, query: query({ ...PAGING, ...FILTERS }) }, async (ctx) => {
    const p = paging(ctx.query);
    const res = await ctx.app.store.listAuditEntries(filterOf(ctx.query), p);
    audit(ctx, { event: 'audit.read', detail: { query: ctx.query } });
    return pageOf(p, res);
  });
  // the download is logged as `export` (with these filters) by the dispatcher, as every file a GET answers
  r.get('/api/v1/audit/export', { auth: AUDIT_READERS, query: query(FILTERS) }, (ctx) => auditXlsx(ctx, filterOf(ctx.query)));
}
