// Issue 33 §3: one-time passwords of RFC 6238 (TOTP over RFC 4226 HOTP): HMAC-SHA1, a 30-second step,
// 6 digits, one step of drift either side. Framework-free, node:crypto only. Secrets travel as base32
// (RFC 4648, no padding), the form authenticator apps read from an otpauth:// URI.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const STEP_SECONDS = 30;
export const DIGITS = 6;
/** Steps accepted before and after the current one (clock drift between the phone and the server). */
export const WINDOW = 1;

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(buf: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of buf) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += B32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += B32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const i = B32.indexOf(ch);
    if (i < 0) throw new Error('not base32: ' + JSON.stringify(ch));
    value = ((value << 5) | i) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret (the size RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/** RFC 4226 HOTP of `counter` (dynamic truncation), `digits` long with leading zeros. */
export function hotp(key: Uint8Array, counter: number, digits = DIGITS): string {
  const msg = Buffer.alloc(8);
  msg.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  msg.writeUInt32BE(counter >>> 0, 4);
  const mac = createHmac('sha1', key).update(msg).digest();
  const off = mac[mac.length - 1] & 0x0f;
  const bin = ((mac[off] & 0x7f) << 24) | (mac[off + 1] << 16) | (mac[off + 2] << 8) | mac[off + 3];
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (epoch milliseconds). */
export const stepOf = (ms: number): number => Math.floor(ms / 1000 / STEP_SECONDS);

/** The code at an instant (epoch milliseconds). */
export function totpAt(key: Uint8Array, ms: number, digits = DIGITS): string {
  return hotp(key, stepOf(ms), digits);
}

/**
 * The step `code` belongs to, within WINDOW steps of `now`, and later than `lastStep` (a code, and any
 * earlier one, is accepted once: no replay within its window); null when it matches none.
 */
export function matchTotp(key: Uint8Array, code: string, now: number, lastStep = -1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepOf(now);
  let found: number | null = null;
  // every candidate is computed and compared in constant time, whichever matches
  for (let s = current - WINDOW; s <= current + WINDOW; s++) {
    const same = timingSafeEqual(Buffer.from(hotp(key, s)), Buffer.from(code));
    if (same && s > lastStep && found === null) found = s;
  }
  return found;
}

/** The otpauth:// URI an authenticator app reads (as a QR code, or its secret typed in). */
export function otpauthUri(issuer: string, account: string, secretB32: string): string {
  const label = encodeURIComponent(issuer) + ':' + encodeURIComponent(account);
  const q = new URLSearchParams({ secret: secretB32, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${q.toString()}`;
}
