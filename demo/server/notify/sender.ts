// Issue 26 §4: the sender of the e-mail outbox. Every interval (and when asked: after the overdue sweep,
// an administrator's retry or "send now") it claims the due rows, sends each over SMTP (nodemailer) and
// records the outcome: sent, or another attempt after a growing wait (1 min, 5 min, 30 min, 2 h), failed
// for good after MAX_ATTEMPTS. Runs never overlap; a request while one runs queues exactly one more run.
// The timer is unref'd and stopped when the server closes.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { DataStore } from '../db/store.ts';
import type { MailSettings } from '../db/store/mail.ts';
import type { Clock } from '../workflow/clock.ts';
import { mailSettingsForSending, SecretUnreadable } from './secret.ts';
import { outboxRunner } from './outboxRunner.ts';

export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
/** rows per run; a row claimed by a sender that died is due again after STALE_MS */
const BATCH = 50;
const STALE_MS = 10 * 60_000;
export const MAIL_INTERVAL_MS = 15_000;

/** When a row that failed `attempts` times (counting this one) is tried again; null: never (failed). */
export function nextAttemptAt(now: number, attempts: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : now + BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1];
}

export function createTransport(s: MailSettings): Transporter {
  return nodemailer.createTransport({
    host: s.host, port: s.port,
    secure: s.tls === 'tls', requireTLS: s.tls === 'starttls', ignoreTLS: s.tls === 'none',
    auth: s.user ? { user: s.user, pass: s.password } : undefined,
    connectionTimeout: 15_000, greetingTimeout: 10_000, socketTimeout: 30_000,
  });
}

/** One e-mail now (the settings page's test); throws the transport's error. */
export async function sendOne(s: MailSettings, m: { to: string; subject: string; text: string; html: string }): Promise<void> {
  const t = createTransport(s);
  try {
    await t.sendMail({ from: s.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
  } finally {
    t.close();
  }
}

export interface MailRun { sent: number; failed: number }
export interface Mailer { runNow(): Promise<MailRun>; stop(): void }

/** `key`: the mail password's key (notify/secret.ts). A password this key does not open sends nothing: the
 *  rows wait, no attempt is spent, and the settings page says to enter the password again. */
export function startMailer(store: DataStore, clock: Clock, key: Buffer, intervalMs = MAIL_INTERVAL_MS): Mailer {
  let warned = false;

  const once = async (): Promise<MailRun> => {
    let settings: MailSettings;
    try {
      settings = await mailSettingsForSending(store, key);
    } catch (e) {
      if (!(e instanceof SecretUnreadable)) throw e;
      if (!warned) console.error(`e-mail not sent: ${e.message}`);
      warned = true;
      return { sent: 0, failed: 0 };
    }
    warned = false;
    if (!settings.enabled || !settings.host) return { sent: 0, failed: 0 };
    const rows = await store.claimOutbox(clock.now(), BATCH, STALE_MS);
    if (!rows.length) return { sent: 0, failed: 0 };
    const transport = createTransport(settings);
    const run: MailRun = { sent: 0, failed: 0 };
    try {
      for (const m of rows) {
        try {
          await transport.sendMail({ from: settings.from, to: m.toAddr, subject: m.subject, text: m.text, html: m.html });
          await store.markOutboxSent(m.id, clock.now());
          run.sent++;
        } catch (e) {
          const now = clock.now();
          await store.markOutboxFailed(m.id, e instanceof Error ? e.message : String(e), nextAttemptAt(now, m.attempts + 1));
          run.failed++;
        }
      }
    } finally {
      transport.close();
    }
    return run;
  };
  return outboxRunner('mail sender', once, intervalMs);
}
