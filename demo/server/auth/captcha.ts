// Issue 33 §2: the sign-in verify code. With 启用验证码 on (settings `is_verify_code`), or, with it off, once an
// address has failed `captcha_after_failures` sign-ins lately (its throttle counter; the hospital sets it, 3
// is the issue's figure; absent or 0: never, as in the demo seed, whose tests sign in with a password
// only), a sign-in must carry the id
// of an image code (GET /api/v1/captcha) and its text. A code is single use (taken out right or wrong),
// lives CAPTCHA_TTL_MS, and is stored as hashes only (of its id, and of the id with the text), in the
// database so that every instance and a restart know it. Checked before the password.
import type { IncomingMessage } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { AppContext, Ctx } from '../http/router.ts';
import { clientIp } from '../http/clientIp.ts';
import { ApiError } from '../http/envelope.ts';
import { secError } from '../http/texts.ts';
import { newToken, sha256 } from '../security.ts';
import { captchaSvg, captchaText, svgDataUrl } from './captchaImage.ts';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
/** The failed sign-ins from one address after which a code is asked with the switch off: 0 = never. */
export function captchaAfterFailures(content: Record<string, unknown> | undefined): number {
  const n = content?.captcha_after_failures;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0;
}

const codeHash = (id: string, text: string) => sha256(`captcha:${id}:${text.trim().toUpperCase()}`);

/** A new code: its id (the attempt it is bound to) and its picture. */
export async function issueCaptcha(app: AppContext): Promise<{ id: string; image: string; expiresIn: number }> {
  const id = newToken();
  const text = captchaText();
  const now = app.clock.now();
  await app.store.insertCaptcha(sha256(id), codeHash(id, text), now + CAPTCHA_TTL_MS, now);
  return { id, image: svgDataUrl(captchaSvg(text)), expiresIn: CAPTCHA_TTL_MS / 1000 };
}

/** Whether a sign-in from this request must carry a code now. */
export async function captchaNeeded(app: AppContext, req: IncomingMessage): Promise<boolean> {
  const settings = await app.store.getSettings(1);
  if (settings?.is_verify_code === true) return true;
  const after = captchaAfterFailures(settings);
  if (!after) return false;
  const key = 'ip:' + clientIp(req, app.cfg.trustProxy);
  return (await app.store.addressFailures(key, app.cfg.loginWindowMs, Date.now())) >= after;
}

const REQUIRED = { data: { captchaRequired: true } };

/** Refuses the sign-in (400, `captchaRequired` in its data) unless it carries the right code, when one is needed. */
export async function requireCaptcha(ctx: Ctx): Promise<void> {
  const { app, req, body } = ctx;
  if (!(await captchaNeeded(app, req))) return;
  // `uuid` is the name older pages give the id
  const id = typeof body.captchaId === 'string' ? body.captchaId : typeof body.uuid === 'string' ? body.uuid : '';
  const code = typeof body.code === 'string' ? body.code.trim() : '';
  if (!id || !code) throw secError(req, 400, 'captcha.missing', undefined, REQUIRED);
  const stored = await app.store.takeCaptcha(sha256(id), app.clock.now());
  const given = codeHash(id, code);
  if (!stored || !timingSafeEqual(Buffer.from(stored), Buffer.from(given))) throw secError(req, 400, 'captcha.wrong', undefined, REQUIRED);
}

/** A refused sign-in tells the page when its next attempt needs a code (`captchaRequired` in the error's data). */
export async function markCaptchaRequired(app: AppContext, req: IncomingMessage, err: unknown): Promise<unknown> {
  if (err instanceof ApiError && (err.code === 400 || err.code === 429 || err.code === 403) && await captchaNeeded(app, req).catch(() => false)) {
    const data = err.opts.data && typeof err.opts.data === 'object' ? err.opts.data : {};
    err.opts.data = { ...data, captchaRequired: true };
  }
  return err;
}
