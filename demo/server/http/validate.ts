// The one validation layer: each route declares zod schemas for its query, path parameters and body
// (routes/*.ts, building blocks in schemas.ts); the dispatcher checks them before the handler runs and
// answers 400 with the first problem, worded in the caller's language. Bad input is never a 500.
import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { langOf, type Lang } from '../workflow/lang.ts';
import { ApiError } from './envelope.ts';
import { st } from './texts.ts';

type Issue = z.core.$ZodIssue;

/** `data.items[2].name` for an issue path. */
function fieldOf(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : (out ? '.' : '') + String(p);
  return out;
}

function reason(lang: Lang, issue: Issue): string {
  const i = issue as Issue & { origin?: string; minimum?: number | bigint; maximum?: number | bigint; expected?: string; input?: unknown; values?: unknown[]; keys?: string[] };
  switch (i.code) {
    case 'invalid_type': {
      if (i.input === undefined || i.input === null) return st(lang, 'reason.required');
      const known = ['number', 'int', 'string', 'boolean', 'object', 'array'];
      return st(lang, known.includes(String(i.expected)) ? `reason.type.${i.expected}` : 'reason.type.other');
    }
    case 'too_small': {
      const origin = i.origin === 'int' ? 'number' : i.origin;
      if (origin === 'string' && Number(i.minimum) === 1) return st(lang, 'reason.required');
      return st(lang, `reason.min.${['number', 'string', 'array'].includes(String(origin)) ? origin : 'number'}`, { min: String(i.minimum) });
    }
    case 'too_big': {
      const origin = i.origin === 'int' ? 'number' : i.origin;
      return st(lang, `reason.max.${['number', 'string', 'array'].includes(String(origin)) ? origin : 'number'}`, { max: String(i.maximum) });
    }
    case 'invalid_format': return st(lang, 'reason.format');
    case 'invalid_value': return st(lang, 'reason.oneOf', { values: (i.values ?? []).map(String).join(' | ') });
    case 'unrecognized_keys': return st(lang, 'reason.unknownKeys', { keys: (i.keys ?? []).join(', ') });
    // custom checks name their reason by a key of the locale's reason.* texts (schemas.ts)
    case 'custom': return i.message && /^[a-z.]+$/i.test(i.message) ? st(lang, `reason.${i.message}`) : st(lang, 'reason.invalid');
    default: return st(lang, 'reason.invalid');
  }
}

/** The first problem of a failed parse as one sentence. */
export function describeIssue(lang: Lang, issues: readonly Issue[]): string {
  const issue = issues[0];
  const field = fieldOf(issue.path);
  return field ? st(lang, 'validation.field', { field, reason: reason(lang, issue) }) : st(lang, 'validation.body', { reason: reason(lang, issue) });
}

/** `value` checked by `schema`; 400 in the caller's language when it does not fit. The parsed value
 *  (numbers from query strings, defaults) is returned; handlers may keep reading the raw input. */
export function validate<T>(req: IncomingMessage, schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  throw new ApiError(400, describeIssue(langOf(req), r.error.issues));
}
