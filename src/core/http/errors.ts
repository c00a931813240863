/** An error from a business envelope: keeps the code and the raw response for callers. */
export class HosHttpError extends Error {
  readonly code: number | string | undefined;
  readonly response: unknown;
  constructor(message: string, code?: number | string, response?: unknown) {
    super(message);
    this.name = 'HosHttpError';
    this.code = code;
    this.response = response;
  }
}

/**
 * What to tell the user about a failed call: the server's words (HosHttpError), or the http layer's words
 * for a call that got no answer (an axios error, its message already worded: the server is down, refuses
 * this site, timed out); anything else is not the user's business and gets `fallback`.
 */
export function callErrorText(e: unknown, fallback: string): string {
  if (e instanceof HosHttpError) return e.message;
  if (e instanceof Error && (e as { isAxiosError?: boolean }).isAxiosError && e.message && e.message !== 'Network Error') return e.message;
  return fallback;
}
