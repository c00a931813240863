// Issue 33 §3: TOTP (RFC 6238) and base32 (RFC 4648), against the RFCs' own test vectors.
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, otpauthUri, stepOf, totpAt } from '../../../demo/server/auth/totp.ts';

const KEY = Buffer.from('12345678901234567890', 'ascii');

describe('base32 (RFC 4648 §10)', () => {
  const vectors: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
  it('encodes without padding and decodes back (case, spaces and padding ignored)', () => {
    for (const [plain, enc] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(enc);
      expect(base32Decode(enc).toString()).toBe(plain);
      expect(base32Decode(enc.toLowerCase() + '===').toString()).toBe(plain);
    }
    expect(base32Decode('MZXW 6YTB OI').toString()).toBe('foobar');
    expect(base32Encode(KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });
  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZ1W')).toThrow(/base32/);
    expect(() => base32Decode('MZ8W')).toThrow(/base32/);
  });
});

describe('HOTP (RFC 4226 appendix D) and TOTP (RFC 6238 appendix B, SHA-1)', () => {
  it('gives the RFC 4226 values for counters 0-9', () => {
    const want = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    want.forEach((code, i) => expect(hotp(KEY, i)).toBe(code));
  });
  it('gives the RFC 6238 SHA-1 values (8 digits) at its test times', () => {
    const vectors: [number, string][] = [[59, '94287082'], [1111111109, '07081804'], [1111111111, '14050471'], [1234567890, '89005924'], [2000000000, '69279037'], [20000000000, '65353130']];
    for (const [t, code] of vectors) expect(totpAt(KEY, t * 1000, 8)).toBe(code);
    // and the 6 digits the server uses are the last six of those
    expect(totpAt(KEY, 59 * 1000)).toBe('287082');
  });
  it('accepts one step either side of a fake clock, no further', () => {
    const now = 1111111111 * 1000;
    const s = stepOf(now);
    expect(matchTotp(KEY, hotp(KEY, s), now)).toBe(s);
    expect(matchTotp(KEY, hotp(KEY, s - 1), now)).toBe(s - 1);
    expect(matchTotp(KEY, hotp(KEY, s + 1), now)).toBe(s + 1);
    expect(matchTotp(KEY, hotp(KEY, s - 2), now)).toBeNull();
    expect(matchTotp(KEY, hotp(KEY, s + 2), now)).toBeNull();
    // the clock moves 30 s: the code of the old step is now the one before, still taken; 60 s: not
    expect(matchTotp(KEY, hotp(KEY, s), now + 30_000)).toBe(s);
    expect(matchTotp(KEY, hotp(KEY, s), now + 60_000)).toBeNull();
  });
  it('refuses a step already used, and anything not six digits', () => {
    const now = 1234567890 * 1000;
    const s = stepOf(now);
    expect(matchTotp(KEY, hotp(KEY, s), now, s)).toBeNull();
    expect(matchTotp(KEY, hotp(KEY, s - 1), now, s)).toBeNull();
    expect(matchTotp(KEY, hotp(KEY, s + 1), now, s)).toBe(s + 1);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) expect(matchTotp(KEY, bad, now)).toBeNull();
  });
  it('writes the otpauth:// URI authenticator apps read', () => {
    const uri = new URL(otpauthUri('某医院', 'admin', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.href.split('?')[0])).toBe('otpauth://totp/某医院:admin');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: '某医院', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
