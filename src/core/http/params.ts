// A request's query parameters as axios would write them (issue 34 §2): every client gives axios this
// serializer, so axios's general one (its FormData builder, about 1 KB gzip on every page) stays out of
// the bundle (vite.config.ts, AXIOS_STUBS). Same output for what our calls pass: strings, numbers,
// booleans, dates (ISO), arrays (`k[]=a&k[]=b`), nested objects (`k[a]=1`); null and undefined are left
// out. tests/unit/http/params.test.ts compares it with axios's own.

/** axios's URL encoding: encodeURIComponent, then `:` `$` `,` kept and spaces as `+` */
function encode(v: string): string {
  return encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');
}

function value(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

function add(out: string[], key: string, v: unknown, depth: number): void {
  if (v === undefined || v === null) return;
  if (depth > 100) throw new Error(`request parameter ${key} is too deeply nested`);
  if (Array.isArray(v) && v.every((el) => el === null || el === undefined || typeof el !== 'object' || el instanceof Date)) {
    const k = key.endsWith('[]') ? key.slice(0, -2) : key;
    for (const el of v) if (el !== undefined && el !== null) out.push(`${encode(`${k}[]`)}=${encode(value(el))}`);
    return;
  }
  if (typeof v === 'object' && !(v instanceof Date)) {
    for (const [sub, el] of Object.entries(v)) add(out, `${key}[${sub}]`, el, depth + 1);
    return;
  }
  out.push(`${encode(key)}=${encode(value(v))}`);
}

export function serializeParams(params: unknown): string {
  if (params instanceof URLSearchParams) return params.toString();
  if (!params || typeof params !== 'object') return '';
  const out: string[] = [];
  for (const [k, v] of Object.entries(params)) add(out, k, v, 0);
  return out.join('&');
}
