// "Busy, try again in n seconds" (issue 33 §8, issue 34 §3): the PDF and XLSX threads are all busy and
// enough callers wait. Answered 503 with Retry-After, the text in the caller's language (the report's
// locale holds both), the seconds also in the envelope's data.
import type { IncomingMessage } from 'node:http';
import { ApiError } from './envelope.ts';
import { langOf } from '../workflow/lang.ts';
import { report as texts } from '../../../src/core/i18n/locales/report.ts';

export type BusyKey = 'server.pdfBusy' | 'server.xlsxBusy' | 'server.reportBusy';

export function busyError(req: IncomingMessage, key: BusyKey, retryAfterS: number): ApiError {
  const t = (texts[langOf(req)] as Record<string, string>)[key] ?? (texts['zh-CN'] as Record<string, string>)[key];
  return new ApiError(429, t.replace('{{n}}', String(retryAfterS)), { httpStatus: 503, headers: { 'Retry-After': String(retryAfterS) }, data: { retryAfter: retryAfterS } });
}
