// The refusals of the role, department and dictionary calls, in the caller's language (the `admin`
// locale's `server.*` texts, src/core/i18n/locales/admin.ts).
import type { AuthedCtx } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { langOf } from '../workflow/lang.ts';
import { admin } from '../../../src/core/i18n/locales/admin.ts';

type Key = keyof (typeof admin)['zh-CN'] & `server.${string}`;

/** An ApiError worded in the caller's language, {{name}} placeholders filled. */
export function refuse(ctx: Pick<AuthedCtx, 'req'>, status: ErrorCode, key: Key, params: Record<string, string | number> = {}): ApiError {
  const table: Record<string, string> = admin[langOf(ctx.req)];
  const text = (table[key] ?? admin['zh-CN'][key]).replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
  return new ApiError(status, text);
}
