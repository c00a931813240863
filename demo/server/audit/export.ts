// The audit log as XLSX (issue 33 §5): GET /api/v1/audit/export with the list's filters, for the audit
// readers. Headers, event names and outcomes in the caller's language (the `audit` locale); times as real
// Excel date cells like the other exports (routes/exports.ts); rows newest first, read in id batches. At
// most AUDIT_EXPORT_MAX rows: above that the export is refused with the count and the limit, so a file
// never silently holds part of what was asked for. The download itself is logged by the dispatcher's hook
// (hooks.ts auditDispatch: `export`, with the route and the filters), like every other export.
import type { IncomingMessage } from 'node:http';
import type { AuthedCtx } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import type { AuditEntryRow, AuditFilter } from '../db/store/audit.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { batches, type XlsxColumn, type XlsxRow } from '../xlsx/writer.ts';
import { xlsxReply } from '../xlsx/reply.ts';
import { audit as texts } from '../../../src/core/i18n/locales/audit.ts';
import { detailKeyText, detailText, eventTextKey } from '../../../src/core/audit/auditView.ts';

/** The most rows one export writes. */
export const AUDIT_EXPORT_MAX = 50_000;
/** Rows per store query. */
const BATCH = 1000;

function at(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const text = (texts[lang] as Record<string, string>)[key] ?? (texts['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/** The refusal of an export above the cap, in the caller's language. */
export function tooMany(req: IncomingMessage, count: number): ApiError {
  return new ApiError(400, at(langOf(req), 'export.tooMany', { count, max: AUDIT_EXPORT_MAX }));
}

export async function auditXlsx(ctx: AuthedCtx, filter: AuditFilter) {
  const lang = langOf(ctx.req);
  const store = ctx.app.store;
  const count = await store.countAuditEntries(filter);
  if (count > AUDIT_EXPORT_MAX) throw tooMany(ctx.req, count);
  const c = (key: string, type: XlsxColumn['type'] = 'text', width?: number): XlsxColumn => ({ header: at(lang, `col.${key}`), type, width });
  const columns = [
    c('id', 'number', 8), c('time', 'datetime'), c('username', 'text', 14), c('name', 'text', 10), c('event', 'text', 16),
    c('eventKey', 'text', 16), c('outcome', 'text', 8), c('recordId', 'number', 10), c('ip', 'text', 16), c('detail', 'text', 60),
    c('hash', 'text', 66),
  ];
  const event = (e: string) => { const k = eventTextKey(e); return k ? at(lang, k) : e; };
  const label = (f: string) => { const k = detailKeyText(f); return k ? at(lang, k) : f; };
  async function* rows(): AsyncGenerator<XlsxRow> {
    let left = AUDIT_EXPORT_MAX;
    for await (const r of batches<AuditEntryRow>((last) => store.auditEntriesBefore(filter, last ? last.id : Number.MAX_SAFE_INTEGER, BATCH))) {
      // rows written between the count and the first batch may add a few: the cap holds all the same
      if (left-- <= 0) break;
      yield [r.id, r.at, r.username, r.name, event(r.event), r.event, at(lang, `outcome.${r.outcome}`), r.recordId, r.ip, detailText(r.detail, label), r.hash];
    }
  }
  return xlsxReply({ fileName: (day) => at(lang, 'file.audit', { day }), sheetName: at(lang, 'sheet.audit'), columns, rows: rows() });
}
