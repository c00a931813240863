// The login page's `redirect=` is followed only when it is a same-origin path (issue 5 section 1):
// it starts with exactly one '/', not '//' or '/\' (browsers read both as another host), has no
// scheme, no backslash and no control or space characters (the URL parser drops tabs and newlines,
// so '/\t/evil.example' would become '//evil.example'). Anything else goes to '/'.

const PROBE_ORIGIN = 'http://hos.invalid';
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f-\u00a0\\\u2028\u2029\ufeff]/;

function decodeAll(value: string): string | null {
  let cur = value;
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(cur);
    } catch {
      return null;
    }
    if (next === cur) return cur;
    cur = next;
  }
  return null;
}

export function isSafeRedirect(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  // every decoding of the value must look like a local path too: '%2F%2Fevil.example', '/%5Cevil'
  const decoded = decodeAll(value);
  if (decoded === null) return false;
  for (const v of [value, decoded]) {
    if (FORBIDDEN.test(v)) return false;
    if (v[0] !== '/' || v[1] === '/') return false;
  }
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** The redirect target to use after login: the value when safe, else `fallback` ('/'). */
export function safeRedirect(value: unknown, fallback = '/'): string {
  return isSafeRedirect(value) ? value : fallback;
}
