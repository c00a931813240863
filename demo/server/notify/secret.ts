// The SMTP password at rest: sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the server's
// HOS_SIGN_KEY, so a copy of the database or of a backup does not carry the relay's password in clear. The
// stored form is `v1:<iv>:<tag>:<ciphertext>` (base64url). A password saved before this (plain) is read as
// it is and sealed at the next start (sealStoredMailPassword). When HOS_SIGN_KEY changes, a sealed password
// cannot be opened: the sender and the test e-mail then say to enter it again in 系统设置.
// Issue 32 §6: the WeCom app secret, the group robots' webhook keys and the cached access token are sealed
// with the same key and functions (routes/wecom.ts, notify/wecomSender.ts). Issue 33 §3: the TOTP secrets are
// sealed by the same functions under another derived key (totpKey, auth/factors.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { DataStore } from '../db/store.ts';
import type { MailSettings } from '../db/store/mail.ts';

const PREFIX = 'v1:';

/** A key for one kind of secret, derived from the signing key (never the signing key itself); `info` names the kind. */
export function secretKey(signKey: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signKey, 'hos', info, 32));
}

/** The key of the mail password (and of the WeCom secrets). */
export function mailKey(signKey: string): Buffer {
  return secretKey(signKey, 'hos:smtp-password:v1');
}

/** Issue 33 §1: the key of the directory's service-account password (auth/directory.ts). */
export function directoryKey(signKey: string): Buffer {
  return secretKey(signKey, 'hos:ldap-bind-password:v1');
}

/** Issue 33 §3: the key of the users' TOTP secrets (a separate key: one use per key). */
export function totpKey(signKey: string): Buffer {
  return secretKey(signKey, 'hos:totp-secret:v1');
}

export function sealSecret(plain: string, key: Buffer): string {
  if (!plain) return '';
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return PREFIX + [iv, c.getAuthTag(), ct].map((b) => b.toString('base64url')).join(':');
}

export const isSealed = (stored: string): boolean => stored.startsWith(PREFIX);

/** A sealed password that this server's key does not open (HOS_SIGN_KEY changed since it was saved). */
export class SecretUnreadable extends Error {
  constructor() {
    super('the saved SMTP password cannot be read with this server\'s HOS_SIGN_KEY: enter it again in the system settings');
  }
}

/** The plain password; a value saved before sealing is returned as it is. */
export function openSecret(stored: string, key: Buffer): string {
  if (!isSealed(stored)) return stored;
  const [iv, tag, ct] = stored.slice(PREFIX.length).split(':').map((p) => Buffer.from(p, 'base64url'));
  try {
    const d = createDecipheriv('aes-256-gcm', key, iv);
    d.setAuthTag(tag);
    return Buffer.concat([d.update(ct), d.final()]).toString('utf8');
  } catch {
    throw new SecretUnreadable();
  }
}

/** Whether a stored password opens with this key (the settings page warns when it does not). */
export function canOpen(stored: string, key: Buffer): boolean {
  try {
    openSecret(stored, key);
    return true;
  } catch {
    return false;
  }
}

/** The settings with the password opened, for sending; SecretUnreadable when it does not open. */
export async function mailSettingsForSending(store: DataStore, key: Buffer): Promise<MailSettings> {
  const s = await store.getMailSettings();
  return { ...s, password: openSecret(s.password, key) };
}

/** Seals a password stored in clear by an earlier version (once, at start). */
export async function sealStoredMailPassword(store: DataStore, key: Buffer): Promise<void> {
  const s = await store.getMailSettings();
  if (s.password && !isSealed(s.password)) await store.putMailSettings({ ...s, password: sealSecret(s.password, key) });
}
