// Signature of the `param` of a /SYS call (spec section 7: body {data:{metdata, param, sign}}).
// sign = SHA-256 hex of `stableStringify(param) + '&key=' + signKey`. A pure-JS hash is used because
// hospital intranet pages are often served over plain http, where crypto.subtle does not exist.
// The key is not a secret (it ships in the bundle): the signature guards against mangled or
// half-rewritten bodies from old proxies, and the server refuses a mismatch with a clear message.

/** JSON with object keys sorted at every depth, so both ends hash the same text. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return '[' + value.map((v) => stableStringify(v)).join(',') + ']';
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).filter((k) => obj[k] !== undefined).sort();
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + stableStringify(obj[k])).join(',') + '}';
}

// The round constants and the initial hash, as FIPS 180-4 defines them: the first 32 bits of the fractional
// parts of the cube roots of the first 64 primes (square roots of the first 8). Computed, not listed:
// 0.5 KB less on every page (issue 34 §2); doubles carry the 32 bits exactly (tests compare with node:crypto).
const PRIMES: number[] = [];
for (let n = 2; PRIMES.length < 64; n++) if (PRIMES.every((p) => n % p)) PRIMES.push(n);
const frac32 = (x: number) => ((x - Math.floor(x)) * 0x100000000) >>> 0;
const K = new Uint32Array(PRIMES.map((p) => frac32(Math.cbrt(p))));
const H0 = PRIMES.slice(0, 8).map((p) => frac32(Math.sqrt(p)));

/** SHA-256 of the UTF-8 bytes of `text`, as lower-case hex. */
export function sha256Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const bitLen = bytes.length * 8;
  const padded = new Uint8Array(((bytes.length + 9 + 63) >> 6) << 6);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 0x100000000));
  view.setUint32(padded.length - 4, bitLen >>> 0);
  const h = new Uint32Array(H0);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15], y = w[i - 2];
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + K[i] + w[i]) >>> 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) >>> 0;
      hh = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0] + a) >>> 0; h[1] = (h[1] + b) >>> 0; h[2] = (h[2] + c) >>> 0; h[3] = (h[3] + d) >>> 0;
    h[4] = (h[4] + e) >>> 0; h[5] = (h[5] + f) >>> 0; h[6] = (h[6] + g) >>> 0; h[7] = (h[7] + hh) >>> 0;
  }
  return Array.from(h, (n) => n.toString(16).padStart(8, '0')).join('');
}

export const DEFAULT_SIGN_KEY = 'hos-reference-sign-key';

export function signParam(param: unknown, signKey: string = DEFAULT_SIGN_KEY): string {
  return sha256Hex(stableStringify(param ?? {}) + '&key=' + signKey);
}

export function verifySign(param: unknown, sign: unknown, signKey: string = DEFAULT_SIGN_KEY): boolean {
  return typeof sign === 'string' && sign.toLowerCase() === signParam(param, signKey);
}
