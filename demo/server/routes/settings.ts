// System settings (classify 1). Reading is public: the login page shows the name and logo.
import type { Router } from '../http/router.ts';
import { ApiError } from '../http/envelope.ts';
import { int } from '../util.ts';

type Check = (v: unknown) => boolean;
const isBool: Check = (v) => typeof v === 'boolean';
const FIELDS: Record<string, Check> = {
  name: (v) => typeof v === 'string' && v.trim().length > 0 && v.length <= 50,
  logo: (v) => typeof v === 'string' && v.length <= 500 && !/^\s*javascript:/i.test(v),
  theme: (v) => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v),
  is_ldap: isBool, is_verify_code: isBool, tagsView: isBool, fixedHeader: isBool, sidebarLogo: isBool, showSettings: isBool,
};

export function settingsRoutes(r: Router): void {
  r.get('/api/v1/settings', { auth: 'public' }, async (ctx) => {
    const classify = int(ctx.query.classify) ?? 1;
    const content = await ctx.app.store.getSettings(classify);
    return content ? [{ classify, content }] : [];
  });

  r.post('/api/v1/settings', { auth: ['System'] }, async (ctx) => {
    const classify = int(ctx.body.classify) ?? 1;
    const patch = (ctx.body.content ?? ctx.body) as Record<string, unknown>;
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) throw new ApiError(400, 'content 必须是对象');
    const current = (await ctx.app.store.getSettings(classify)) ?? {};
    for (const [k, v] of Object.entries(patch)) {
      if (k === 'classify') continue;
      const check = FIELDS[k];
      if (!check) throw new ApiError(400, `不支持的设置项：${k}`);
      if (!check(v)) throw new ApiError(400, `设置项取值无效：${k}`);
      current[k] = v;
    }
    await ctx.app.store.putSettings(classify, current, Date.now());
    return [{ classify, content: current }];
  });
}
