// Issue 33 §2-3: the verify code's picture, the second step of a sign-in (TOTP code or recovery code),
// enrolment (at sign-in when required, or from the profile), and the reset by the security administrator.
// The rules live in auth/captcha.ts, auth/secondFactor.ts and auth/totp.ts; login() (routes/auth.ts)
// calls them.
import { noteUserBefore } from './duties.ts';
import type { AppContext, Ctx, Router } from '../http/router.ts';
import { body, id, NONE, opt, optText, z } from '../http/schemas.ts';
import { secError } from '../http/texts.ts';
import { guardedCheck } from '../http/passwordGuard.ts';
import { newToken, sha256 } from '../security.ts';
import { openSecret, sealSecret, SecretUnreadable, totpKey } from '../notify/secret.ts';
import { issueCaptcha } from '../auth/captcha.ts';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.ts';
import {
  DEVICE_COOKIE, FACTOR_RESET_ROLES, loadFactorSettings, mustUseFactor, newRecoveryCodes, recoveryHash, REMEMBER_MS,
} from '../auth/secondFactor.ts';
import { openSession } from './auth.ts';

const PENDING = { pendingToken: optText(128) };
const CODE = optText(16);

const keyOf = (app: AppContext) => totpKey(app.cfg.signKey);

/** The user's secret (base32 sealed at rest), opened; a 400 when the signing key changed since. */
function openTotpSecret(ctx: Ctx, sealed: string): Buffer {
  try {
    return base32Decode(openSecret(sealed, keyOf(ctx.app)));
  } catch (e) {
    if (e instanceof SecretUnreadable) throw secError(ctx.req, 400, 'factor.unreadable');
    throw e;
  }
}

/** A pending sign-in of the token in the body, for `purpose`; 401 when it is unknown, used or expired. */
async function pendingOf(ctx: Ctx, purpose: 'verify' | 'enrol') {
  const token = typeof ctx.body.pendingToken === 'string' ? ctx.body.pendingToken : '';
  const p = token ? await ctx.app.store.getPending(sha256(token), ctx.app.clock.now()) : undefined;
  const user = p && p.purpose === purpose ? await ctx.app.store.getUser(p.userId) : undefined;
  if (!p || !user) throw secError(ctx.req, 401, 'factor.pendingInvalid');
  if (user.status !== 1) throw secError(ctx.req, 403, 'login.disabled');
  return { tokenHash: sha256(token), user };
}

/** Checks a 6-digit code of a confirmed secret and uses its step (a code counts once). */
async function useCode(ctx: Ctx, userId: number, code: string): Promise<boolean> {
  const t = await ctx.app.store.getTotp(userId);
  if (!t || t.confirmedAt === null) return false;
  const step = matchTotp(openTotpSecret(ctx, t.secret), code, ctx.app.clock.now(), t.lastStep);
  return step !== null && await ctx.app.store.useTotpStep(userId, step);
}

/** A new unconfirmed secret for the user: the base32 text and the otpauth:// URI (for a QR code or typing in). */
async function startEnrol(ctx: Ctx, userId: number, username: string) {
  const secret = base32Encode(newTotpSecret());
  if (!(await ctx.app.store.startTotp(userId, sealSecret(secret, keyOf(ctx.app)), ctx.app.clock.now()))) throw secError(ctx.req, 409, 'factor.enrolled');
  const name = (await ctx.app.store.getSettings(1))?.name;
  const issuer = typeof name === 'string' && name.trim() ? name.trim() : 'HOS';
  return { secret, uri: otpauthUri(issuer, username, secret) };
}

/** Confirms the unconfirmed secret with its first code (throttled like a password); the recovery codes, shown once. */
async function confirmEnrol(ctx: Ctx, userId: number, username: string, code: string): Promise<string[]> {
  const t = await ctx.app.store.getTotp(userId);
  if (t && t.confirmedAt !== null) throw secError(ctx.req, 409, 'factor.enrolled');
  if (!t) throw secError(ctx.req, 400, 'factor.notStarted');
  const codes = newRecoveryCodes();
  const ok = await guardedCheck(ctx.app, ctx.req, username, async () => {
    const step = matchTotp(openTotpSecret(ctx, t.secret), code, ctx.app.clock.now(), t.lastStep);
    return step !== null && await ctx.app.store.confirmTotp(userId, step, codes.map((c) => recoveryHash(userId, c)), ctx.app.clock.now());
  });
  if (!ok) throw secError(ctx.req, 400, 'factor.wrong');
  return codes;
}

export function factorRoutes(r: Router): void {
  r.get('/api/v1/captcha', { auth: 'public', query: NONE }, (ctx) => issueCaptcha(ctx.app));

  // the second step of a sign-in: the 6-digit code or a recovery code with the pending sign-in's token
  r.post('/api/v1/login/second-factor', { auth: 'public', input: body({ ...PENDING, code: CODE, recoveryCode: optText(32), remember: opt(z.boolean()) }) }, async (ctx) => {
    const { app, req } = ctx;
    const code = typeof ctx.body.code === 'string' ? ctx.body.code.trim() : '';
    const recovery = typeof ctx.body.recoveryCode === 'string' ? ctx.body.recoveryCode.trim() : '';
    if (!code && !recovery) throw secError(req, 400, 'factor.codeMissing');
    const { tokenHash, user } = await pendingOf(ctx, 'verify');
    const ok = await guardedCheck(app, req, user.username, async () => recovery
      ? await app.store.useRecoveryCode(user.id, recoveryHash(user.id, recovery), app.clock.now())
      : await useCode(ctx, user.id, code));
    if (!ok) throw secError(req, 400, recovery ? 'factor.recoveryWrong' : 'factor.wrong');
    if (!(await app.store.closePending(tokenHash, app.clock.now()))) throw secError(req, 401, 'factor.pendingInvalid');
    if (ctx.body.remember === true && (await loadFactorSettings(app)).rememberDevice) {
      const device = newToken();
      const now = app.clock.now();
      await app.store.insertDevice(sha256(device), user.id, now + REMEMBER_MS, now);
      const secure = ctx.origin.startsWith('https:') ? '; Secure' : '';
      ctx.res.setHeader('Set-Cookie', `${DEVICE_COOKIE}=${device}; Max-Age=${REMEMBER_MS / 1000}; Path=/; HttpOnly; SameSite=Strict${secure}`);
    }
    return openSession(app, req, user.id);
  });

  // enrolment forced at sign-in (the user's role requires a second factor and they have none yet)
  r.post('/api/v1/login/enrol', { auth: 'public', input: body(PENDING) }, async (ctx) => {
    const { user } = await pendingOf(ctx, 'enrol');
    return startEnrol(ctx, user.id, user.username);
  });
  r.post('/api/v1/login/enrol/confirm', { auth: 'public', input: body({ ...PENDING, code: CODE }) }, async (ctx) => {
    const { tokenHash, user } = await pendingOf(ctx, 'enrol');
    const recoveryCodes = await confirmEnrol(ctx, user.id, user.username, String(ctx.body.code ?? '').trim());
    if (!(await ctx.app.store.closePending(tokenHash, ctx.app.clock.now()))) throw secError(ctx.req, 401, 'factor.pendingInvalid');
    return { ...(await openSession(ctx.app, ctx.req, user.id)), recoveryCodes };
  });

  // the profile: the user's own second factor
  r.get('/api/v1/user/second-factor', { auth: 'user', query: NONE }, async (ctx) => {
    const t = await ctx.app.store.getTotp(ctx.auth.user.id);
    const enrolled = !!t && t.confirmedAt !== null;
    return {
      enrolled,
      required: await mustUseFactor(ctx.app, ctx.auth.user.id),
      recoveryCodesLeft: enrolled ? await ctx.app.store.unusedRecoveryCodes(ctx.auth.user.id) : 0,
    };
  });
  r.post('/api/v1/user/second-factor/start', { auth: 'user', input: body({}) }, (ctx) => startEnrol(ctx, ctx.auth.user.id, ctx.auth.user.username));
  r.post('/api/v1/user/second-factor/confirm', { auth: 'user', input: body({ code: CODE }) }, async (ctx) =>
    ({ recoveryCodes: await confirmEnrol(ctx, ctx.auth.user.id, ctx.auth.user.username, String(ctx.body.code ?? '').trim()) }));

  // the reset by the security administrator (auth/secondFactor.ts FACTOR_RESET_ROLES): the secret, the
  // recovery codes, remembered devices and pending sign-ins go; the user enrols again
  r.post('/api/v1/sysUser/second-factor/reset', { auth: FACTOR_RESET_ROLES, input: body({ userId: id }) }, async (ctx) => {
    const userId = Number(ctx.body.userId);
    if (!(await ctx.app.store.getUser(userId))) throw secError(ctx.req, 404, 'factor.userMissing');
    await noteUserBefore(ctx, userId);
    return { reset: await ctx.app.store.resetTotp(userId) };
  });
}
