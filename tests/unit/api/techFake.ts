// A fake of the runtime's axios clients for the API modules' tests: records every call and answers
// from a script keyed by 'METHOD url' (the interceptors' unwrapped `data`), or throws what is scripted.
export interface Call { method: string; url: string; data?: unknown; config?: Record<string, unknown> }

export function fakeClient(answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const answer = (method: string, url: string) => {
    const a = answers[`${method} ${url}`];
    if (a instanceof Error) return Promise.reject(a);
    return Promise.resolve(typeof a === 'function' ? (a as () => unknown)() : a);
  };
  return {
    calls,
    get: (url: string, config?: Record<string, unknown>) => (calls.push({ method: 'GET', url, config }), answer('GET', url)),
    post: (url: string, data?: unknown, config?: Record<string, unknown>) => (calls.push({ method: 'POST', url, data, config }), answer('POST', url)),
    put: (url: string, data?: unknown) => (calls.push({ method: 'PUT', url, data }), answer('PUT', url)),
    delete: (url: string, config?: Record<string, unknown>) => (calls.push({ method: 'DELETE', url, config }), answer('DELETE', url)),
  };
}
