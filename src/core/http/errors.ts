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
