// The server's security and validation texts (src/core/i18n/locales/security.ts) in the caller's language.
import type { IncomingMessage } from 'node:http';
import { security } from '../../../src/core/i18n/locales/security.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { ApiError, DEFAULT_MSG, type ApiErrorOptions, type ErrorCode } from './envelope.ts';

export type { Lang };

/** The text of `key` with {{name}} placeholders filled; zh-CN when the language lacks it, else the key. */
export function st(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const table: Record<string, string> = security[lang];
  const text = table[key] ?? (security['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

/**
 * The one keyed error: it carries its text's key, and the server words it in the caller's language when it
 * answers (app.ts, `wordedFor`). Thrown as it is where the request is not at hand (checks of a body's fields).
 */
export function textError(code: ErrorCode, key: string, params?: Record<string, string | number>, opts?: ApiErrorOptions, lang: Lang = 'zh-CN'): ApiError {
  return new ApiError(code, st(lang, key, params), { ...opts, text: { key, params } });
}

/** The error's message in the caller's language: a keyed text, a default text of its code, else as thrown. */
export function wordedFor(req: IncomingMessage, err: ApiError): string {
  const lang = langOf(req);
  if (err.opts.text) return st(lang, err.opts.text.key, err.opts.text.params);
  if (lang !== 'zh-CN' && err.message === DEFAULT_MSG[err.code]) return st(lang, `status.${err.code}`);
  return err.message;
}

/** The same keyed error, its message already in the caller's language (for the few answers written without `wordedFor`: origin.ts). */
export function secError(req: IncomingMessage, code: ErrorCode, key: string, params?: Record<string, string | number>, opts?: ApiErrorOptions): ApiError {
  return textError(code, key, params, opts, langOf(req));
}

/** A wait in words: seconds below two minutes, else whole minutes (rounded up). */
export function waitText(lang: Lang, ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  return s < 120 ? st(lang, 'wait.seconds', { n: s }) : st(lang, 'wait.minutes', { n: Math.ceil(s / 60) });
}

/** A byte count for messages: KB below one MB, else MB with up to two decimals. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(2)} MB`;
}
