// Password hashing (scrypt, random salt), opaque tokens and the password policy.
import { createHash, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { passwordProblem } from '../../src/core/session/passwordPolicy.ts';

const N = 16384, R = 8, P = 1, KEYLEN = 64;

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** The same hash computed off the main thread (the user import hashes up to a thousand passwords). */
export function hashPasswordAsync(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N, r: R, p: P }, (err, hash) => {
      if (err) reject(err);
      else resolve(['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$'));
    });
  });
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, saltB64, hashB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !hashB64) return Promise.resolve(false);
  const expected = Buffer.from(hashB64, 'base64');
  return new Promise((resolve) => {
    scrypt(password.normalize('NFKC'), Buffer.from(saltB64, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) }, (err, got) => {
      resolve(!err && got.length === expected.length && timingSafeEqual(got, expected));
    });
  });
}

/** 32 random bytes as hex: login tokens and SSO tickets. */
export function newToken(): string {
  return randomBytes(32).toString('hex');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with every object's keys sorted: the same data gives the same text whatever the key order. */
function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** The fingerprint of a request an Idempotency-Key is bound to: its route and its body's data. */
export function requestFingerprint(route: string, body: unknown): string {
  return sha256(route + '\n' + canonicalJson(body));
}


/** Spec section 5: 8-32 characters, at least three of upper/lower/digit/special, no whitespace: the
 *  client's own rule (the password dialog checks the same function before it sends). */
export function passwordPolicyOk(pw: unknown): pw is string {
  return typeof pw === 'string' && passwordProblem(pw) === null;
}
