// System settings (classify 1). Reading is public: the login page shows the name and logo.
import type { Router } from '../http/router.ts';
import { validate } from '../http/validate.ts';
import { body, intIn, opt, query, required, z } from '../http/schemas.ts';
import { int } from '../util.ts';
import { MAX_PASSWORD_MAX_AGE_DAYS } from '../../../src/core/session/passwordPolicy.ts';
import { isTimeZone } from '../../../src/core/stats/months.ts';
import { rolesFor } from '../../../src/core/access/duties.ts';
import { checkSettings } from './duties.ts';

/** The settings a System user may change: only these keys (a `toString` or `__proto__` key is refused). */
const CONTENT = z.strictObject({
  name: required(50).optional(),
  /** the product's English name (issue 35 §5); '' = the name, or the locale's when the name is the default Chinese one */
  nameEn: z.string().trim().max(100).optional(),
  /** the hospital's name on the safety and quality report's pages and PDF (issue 26 §3); '' = the system's name */
  hospitalName: z.string().trim().max(100).optional(),
  /** an uploaded image (/uploads/...) or an http(s) address; '' = none */
  logo: z.string().max(500).regex(/^(?:\/uploads\/[\w.-]+|https?:\/\/[^\s"'<>]+)?$/).optional(),
  theme: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
  is_ldap: z.boolean().optional(),
  is_verify_code: z.boolean().optional(),
  /** issue 33 §2: with is_verify_code off, a verify code after this many failed sign-ins from an address; 0 = never */
  captcha_after_failures: z.number().int().min(0).max(100).optional(),
  /** issue 33 §3: a second factor required of the roles of `totp_roles` (off by default; auth/secondFactor.ts) */
  totp_required: z.boolean().optional(),
  totp_roles: z.array(z.string().max(64)).max(50).optional(),
  /** issue 33 §3: "remember this device" for 12 hours allowed (off by default) */
  totp_remember_device: z.boolean().optional(),
  /** issue 33 §6: the roles that read patient identifiers in full (others see them masked); absent = src/core/privacy's default */
  patient_identifier_roles: z.array(z.string().max(64)).max(100).optional(),
  tagsView: z.boolean().optional(),
  fixedHeader: z.boolean().optional(),
  sidebarLogo: z.boolean().optional(),
  showSettings: z.boolean().optional(),
  /** password age policy in days; 0 = off (src/core/session/passwordPolicy.ts) */
  pwdMaxAgeDays: z.number().int().min(0).max(MAX_PASSWORD_MAX_AGE_DAYS).optional(),
  /** the hospital's time zone (IANA), where the pages show the server's instants (issue 23 §2); absent = Asia/Shanghai */
  timeZone: z.string().max(64).refine(isTimeZone).optional(),
});

export function settingsRoutes(r: Router): void {
  r.get('/api/v1/settings', { auth: 'public', query: query({ classify: opt(intIn(1, 100)) }) }, async (ctx) => {
    const classify = int(ctx.query.classify) ?? 1;
    const content = await ctx.app.store.getSettings(classify);
    return content ? [{ classify, content }] : [];
  });

  // {classify?, content: {...}}, or the settings themselves at the top level (older pages)
  // issue 33 §4: each key is the system or the security administrator's (src/core/access/duties.ts)
  r.post('/api/v1/settings', { auth: [...rolesFor('settings'), ...rolesFor('securityPolicy')], input: body({ classify: opt(intIn(1, 100)), content: opt(z.record(z.string(), z.unknown())) }) }, async (ctx) => {
    const classify = int(ctx.body.classify) ?? 1;
    const top = Object.fromEntries(Object.entries(ctx.body).filter(([k]) => k !== 'classify'));
    const patch = validate(ctx.req, CONTENT, ctx.body.content ?? top);
    const current = (await ctx.app.store.getSettings(classify)) ?? {};
    checkSettings(ctx, current, patch);
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) current[k] = v;
    await ctx.app.store.putSettings(classify, current, Date.now());
    return [{ classify, content: current }];
  });
}
