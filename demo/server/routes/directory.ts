// Issue 33 §1: the directory sign-in settings (System role, like the other settings routes) and the
// 测试连接 button. The service account's password is sealed at rest (notify/secret.ts, its own HKDF info)
// and never sent back: the page reads only whether one is saved. The sign-in itself: auth/directory.ts.
import type { IncomingMessage } from 'node:http';
import type { AppContext, Router } from '../http/router.ts';
import { ApiError, type ErrorCode } from '../http/envelope.ts';
import { body, NONE, opt, z } from '../http/schemas.ts';
import { langOf, type Lang } from '../workflow/lang.ts';
import { canOpen, directoryKey, openSecret, sealSecret } from '../notify/secret.ts';
import { testDirectory, type DirectoryTestResult } from '../auth/directory.ts';
import { directory } from '../../../src/core/i18n/locales/directory.ts';
import { directorySettingsProblem, type DirectorySettings } from '../../../src/core/directory/directory.ts';

const SYSTEM = ['System'] as const;
const ATTR = z.string().trim().max(64);

/** A `directory` text in `lang` with {{name}} placeholders filled. */
export function dt(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const table: Record<string, string> = directory[lang];
  const text = table[key] ?? (directory['zh-CN'] as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

function refuse(req: IncomingMessage, code: ErrorCode, key: string): ApiError {
  return new ApiError(code, dt(langOf(req), key));
}

const SETTINGS = body({
  url: z.string().trim().max(300),
  startTls: z.boolean(),
  verifyCert: z.boolean(),
  caCert: z.string().max(20_000),
  bindDn: z.string().trim().max(500),
  /** absent or '': keep the saved one; clearBindPassword: remove it */
  bindPassword: opt(z.string().max(500)),
  clearBindPassword: opt(z.boolean()),
  baseDn: z.string().trim().max(500),
  userFilter: z.string().trim().max(500),
  attrs: z.strictObject({ name: ATTR, workNo: ATTR, dept: ATTR, email: ATTR }),
  disabledAttr: ATTR,
  disabledValue: z.string().trim().max(100),
  defaultRole: z.string().trim().max(64),
  localAllowed: z.boolean(),
  localUsers: z.array(z.string().trim().max(64)).max(50),
});

/** Everything but the password: whether one is saved, and whether this server can still read it. */
function publicSettings(s: DirectorySettings, key: Buffer) {
  const { bindPassword, ...rest } = s;
  return { ...rest, hasBindPassword: !!bindPassword, bindPasswordUnreadable: !!bindPassword && !canOpen(bindPassword, key) };
}

/** The test's answer in plain words. */
function worded(lang: Lang, r: DirectoryTestResult): string {
  if (r.key === 'test.found' || r.key === 'test.foundDisabled') {
    const none = dt(lang, 'test.none');
    return dt(lang, r.key, {
      username: r.username, dn: r.dn, name: r.user.name, workNo: r.user.workNo || none,
      dept: r.user.deptName ?? dt(lang, 'test.noDept'), email: r.user.email ?? none,
    });
  }
  return dt(lang, r.key, r as unknown as Record<string, string>);
}

const keyOf = (app: AppContext) => directoryKey(app.cfg.signKey);

export function directoryRoutes(r: Router): void {
  r.get('/api/v1/directory/settings', { auth: SYSTEM, query: NONE }, async (ctx) => publicSettings(await ctx.app.store.getDirectorySettings(), keyOf(ctx.app)));

  r.put('/api/v1/directory/settings', { auth: SYSTEM, input: SETTINGS }, async (ctx) => {
    const b = ctx.body as z.infer<typeof SETTINGS>;
    const key = keyOf(ctx.app);
    const current = await ctx.app.store.getDirectorySettings();
    const next: DirectorySettings = {
      url: b.url, startTls: b.startTls, verifyCert: b.verifyCert, caCert: b.caCert.trim(), bindDn: b.bindDn, baseDn: b.baseDn, userFilter: b.userFilter,
      attrs: b.attrs, disabledAttr: b.disabledAttr, disabledValue: b.disabledValue, defaultRole: b.defaultRole, localAllowed: b.localAllowed,
      localUsers: [...new Set(b.localUsers.filter(Boolean))],
      bindPassword: b.clearBindPassword ? '' : b.bindPassword ? sealSecret(b.bindPassword, key) : current.bindPassword,
    };
    const problem = directorySettingsProblem(next, !!next.url);
    if (problem) throw refuse(ctx.req, 400, 'server.bad.' + problem);
    if (next.defaultRole && !(await ctx.app.store.getRoleByKey(next.defaultRole))) throw refuse(ctx.req, 400, 'server.roleMissing');
    await ctx.app.store.putDirectorySettings(next);
    return publicSettings(next, key);
  });

  // binds with the saved service account and, given a username, looks it up; the answer in plain words
  r.post('/api/v1/directory/test', { auth: SYSTEM, input: body({ username: opt(z.string().trim().max(64)) }) }, async (ctx) => {
    const s = await ctx.app.store.getDirectorySettings();
    const problem = directorySettingsProblem(s, true);
    if (problem) throw refuse(ctx.req, 400, 'server.bad.' + problem);
    let password: string;
    try {
      password = openSecret(s.bindPassword, keyOf(ctx.app));
    } catch {
      throw refuse(ctx.req, 400, 'server.passwordUnreadable');
    }
    const res = await testDirectory(ctx.app, { ...s, bindPassword: password }, String(ctx.body.username ?? ''));
    return { ok: res.ok, message: worded(langOf(ctx.req), res) };
  });
}
