import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, scriptedServer, testRuntime } from './helpers.ts';
import { dedupeFlowStatus, resolveAvatar } from '../../../src/core/session/createSession.ts';
import { startIdleWatch, LAST_TIME_KEY } from '../../../src/core/session/idle.ts';
import { memoryStorage } from '../../../src/core/session/cookies.ts';
import { checkPermission, checkRole, hasRoutePermission } from '../../../src/core/session/permissions.ts';
import { passwordProblem } from '../../../src/core/session/passwordPolicy.ts';
import { getRuntime, RUNTIME_KEY } from '../../../src/core/runtime.ts';

const info = { roles: ['nurse'], menuList: [{ id: 1, menuRoute: '/x', menuDisp: 'X', menuType: 'F' }], username: 'nurse01', name: '刘护士', permissions: ['biz:report:add'], workNo: '20190123', deptName: '内分泌科', avatar: '/uploads/a.png', lastPwdDays: 200 };
let srv: Awaited<ReturnType<typeof scriptedServer>>;
let infoResponse: unknown = { code: 200, data: { records: [info] } };
beforeAll(async () => {
  srv = await scriptedServer({
    'POST /login': json({ code: 200, data: { token: 'T1', user: info } }),
    'POST /SYS/HRAILOGIN/LOGIN': json({ code: 200, data: { records: [{ token: 'S1', ...info }] } }),
    'POST /SYS/HRAILOGIN/SSO': json({ code: 200, data: { records: [{ token: 'SSO1', ...info }] } }),
    'POST /auto-login': json({ code: 200, data: { token: 'A1' } }),
    'POST /refreshtoken': json({ code: 200, data: { token: 'R1' } }),
    'POST /logout': json({ code: 200, data: null }),
    'GET /api/v1/getinfo': (req, res) => json(infoResponse)(req, res),
    'POST /api/v1/user/switchRole': json({ code: 200, data: { token: 'ROLE-', suffix: 'qualityOfficer' } }),
    'GET /api/v1/circulationStatus': json({ code: 200, data: [{ label: '流转中', value: 1 }] }),
    'POST /SYS/SysParam/doQueryFlowStatus': json({ code: 200, data: { records: [{ flowStatus: [{ key: 'a', name: 'A' }, { key: 'b', name: 'B' }, { key: 'a', name: 'A2' }] }] } }),
  });
});
afterAll(() => srv.close());

describe('session flows', () => {
  it('login stores the token cookie and the user fields', async () => {
    const { rt, cookies } = testRuntime(srv.url);
    rt.configure({ avatarBase: '/base' });
    await rt.session.login({ username: ' nurse01 ', password: 'pw' });
    expect(cookies.get('Admin-Token')).toBe('T1');
    expect(srv.calls.at(-1)!.body).toMatchObject({ username: 'nurse01', password: 'pw' });
    const s = rt.session.getState();
    expect(s).toMatchObject({ token: 'T1', name: '刘护士', workNo: '20190123', deptName: '内分泌科', roles: ['nurse'], lastPwdDays: 200, avatar: '/base/uploads/a.png' });
  });
  it('new login (/SYS) reads records[0].token into token and new token', async () => {
    const { rt, cookies } = testRuntime(srv.url);
    await rt.session.loginSys({ username: 'a', password: 'b' });
    expect(cookies.get('Admin-Token')).toBe('S1');
    expect(cookies.get('New-Token')).toBe('S1');
    expect(rt.session.getState().newUserInfo).toMatchObject({ name: '刘护士' });
    const body = srv.calls.at(-1)!.body as { data: { param: unknown; sign: string; metdata: unknown } };
    expect(body.data.param).toEqual({ username: 'a', password: 'b' });
    expect(body.data.sign).toMatch(/^[0-9a-f]{64}$/);
  });
  it('single sign-on and auto login set the token', async () => {
    const { rt, cookies } = testRuntime(srv.url);
    await rt.session.sso('ticket-1');
    expect(cookies.get('Admin-Token')).toBe('SSO1');
    await rt.session.autoLogin('ticket-2');
    expect(cookies.get('Admin-Token')).toBe('A1');
  });
  it('refresh replaces the token', async () => {
    const { rt, cookies } = testRuntime(srv.url, { cookies: { 'Admin-Token': 'old' } });
    await rt.session.refreshToken();
    expect(cookies.get('Admin-Token')).toBe('R1');
    expect(srv.calls.at(-1)!.headers.authorization).toBe('Bearer old');
  });
  it('getInfo fills roles, permissions and menus', async () => {
    infoResponse = { code: 200, data: { records: [info] } };
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't' } });
    const got = await rt.session.getInfo();
    expect(got.roles).toEqual(['nurse']);
    expect(rt.session.getState().permissions).toEqual(['biz:report:add']);
    expect(rt.session.getState().menuList).toHaveLength(1);
  });
  it('getInfo rejects when roles are empty or missing', async () => {
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't' } });
    for (const roles of [[], null, 'nurse']) {
      infoResponse = { code: 200, data: { records: [{ ...info, roles }] } };
      await expect(rt.session.getInfo()).rejects.toThrow('getInfo: roles must be a non-null array!');
    }
  });
  it('getInfo with no records clears the tokens', async () => {
    infoResponse = { code: 200, data: { records: [] } };
    const { rt, cookies } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't', 'New-Token': 'n' } });
    await expect(rt.session.getInfo()).rejects.toThrow();
    expect(cookies.get('Admin-Token')).toBeUndefined();
    expect(cookies.get('New-Token')).toBeUndefined();
  });
  it('logout clears both tokens, roles, permissions and cookies, even when the server fails', async () => {
    infoResponse = { code: 200, data: { records: [info] } };
    const { rt, cookies } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't', 'New-Token': 'n' } });
    await rt.session.getInfo();
    const onLogout = vi.fn();
    rt.session.on('logout', onLogout);
    await rt.session.logout();
    expect(cookies.get('Admin-Token')).toBeUndefined();
    expect(cookies.get('New-Token')).toBeUndefined();
    expect(rt.session.getState()).toMatchObject({ token: '', newToken: '', roles: [], permissions: [] });
    expect(onLogout).toHaveBeenCalledOnce();
    const { rt: rt2, cookies: c2 } = testRuntime('http://127.0.0.1:1', { cookies: { 'Admin-Token': 't' } });
    await rt2.session.logout();
    expect(c2.get('Admin-Token')).toBeUndefined();
  });
  it('role switching sets the token from role plus suffix, reloads info, regenerates routes and closes all tabs', async () => {
    infoResponse = { code: 200, data: { records: [{ ...info, roles: ['qualityOfficer', 'nurse'] }] } };
    const { rt, cookies } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't' } });
    const routes = vi.fn();
    const tabs = vi.fn();
    rt.session.on('routes', routes);
    rt.session.on('closeAllTabs', tabs);
    await rt.session.switchRole('qualityOfficer');
    expect(cookies.get('Admin-Token')).toBe('ROLE-qualityOfficer');
    expect(rt.session.getState().roles[0]).toBe('qualityOfficer');
    expect(routes).toHaveBeenCalledOnce();
    expect(tabs).toHaveBeenCalledOnce();
    expect(rt.session.getState().routesVersion).toBe(1);
  });
  it('circulation status and flow status (deduplicated by key)', async () => {
    const { rt } = testRuntime(srv.url, { cookies: { 'Admin-Token': 't' } });
    expect(await rt.session.loadCirculationStatus()).toEqual([{ label: '流转中', value: 1 }]);
    expect(await rt.session.loadFlowStatus()).toEqual([{ key: 'a', name: 'A' }, { key: 'b', name: 'B' }]);
    expect((srv.calls.at(-1)!.body as { data: { param: unknown } }).data.param).toEqual({ paramName: 'baqsj' });
  });
  it('current app lives in localStorage as {name, mid}', () => {
    const { rt, storage } = testRuntime(srv.url);
    rt.session.setCurrentApp({ name: '不良事件上报', mid: 'baqsj' });
    expect(JSON.parse(storage.getItem('currentApp')!)).toEqual({ name: '不良事件上报', mid: 'baqsj' });
    expect(rt.session.getCurrentApp()).toEqual({ name: '不良事件上报', mid: 'baqsj' });
  });
});

describe('helpers', () => {
  it('avatar: a path without http gets the base path; empty stays empty', () => {
    expect(resolveAvatar('', '/base')).toBe('');
    expect(resolveAvatar('http://x/a.png', '/base')).toBe('http://x/a.png');
    expect(resolveAvatar('a.png', '/base')).toBe('/base/a.png');
  });
  it('flow status dedupe keeps the first of each key', () => {
    expect(dedupeFlowStatus(null)).toEqual([]);
    expect(dedupeFlowStatus([{ key: '1', name: 'x' }, { key: '1', name: 'y' }])).toEqual([{ key: '1', name: 'x' }]);
  });
  it('one runtime per page, found by a Symbol.for key', () => {
    const a = getRuntime();
    const b = getRuntime();
    expect(a).toBe(b);
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('hos.runtime.v1')]).toBe(a);
    expect(RUNTIME_KEY).toBe(Symbol.for('hos.runtime.v1'));
  });
});

describe('idle timeout (fake timers)', () => {
  it('logs out after more than 30 minutes without a mouse press, checking every 60 s', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const onIdle = vi.fn();
      let clickHandler: (() => void) | undefined;
      const target = { addEventListener: (_t: string, f: () => void) => { clickHandler = f; }, removeEventListener: vi.fn() };
      const stop = startIdleWatch({ storage, timeoutMs: 1_800_000, checkMs: 60_000, onIdle, target, now: () => Date.now() });
      expect(storage.getItem(LAST_TIME_KEY)).toBeTruthy();
      vi.advanceTimersByTime(29 * 60_000);
      clickHandler!();
      vi.advanceTimersByTime(29 * 60_000);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2 * 60_000);
      expect(onIdle).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(10 * 60_000);
      expect(onIdle).toHaveBeenCalledOnce();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
  it('reads lastTime written by another tab', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const onIdle = vi.fn();
      startIdleWatch({ storage, timeoutMs: 1000, checkMs: 100, onIdle });
      vi.advanceTimersByTime(900);
      storage.setItem(LAST_TIME_KEY, String(Date.now()));
      vi.advanceTimersByTime(900);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(300);
      expect(onIdle).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('permissions', () => {
  it('role list check', () => {
    expect(checkRole(['System'], ['nurse', 'System'])).toBe(true);
    expect(checkRole(['System'], ['nurse'])).toBe(false);
    expect(() => checkRole([], ['nurse'])).toThrow(/need roles/);
  });
  it('operation tags: *:*:* grants all; empty list raises', () => {
    expect(checkPermission(['system:user:add'], ['*:*:*'])).toBe(true);
    expect(checkPermission(['system:user:add'], ['system:user:add'])).toBe(true);
    expect(checkPermission(['system:user:add'], ['system:user:edit'])).toBe(false);
    expect(() => checkPermission([], ['*:*:*'])).toThrow(/need operation permission/);
  });
  it('route meta roles', () => {
    expect(hasRoutePermission(['nurse'], undefined)).toBe(true);
    expect(hasRoutePermission(['nurse'], ['System'])).toBe(false);
  });
});

describe('password rules (spec 5)', () => {
  it.each([
    ['', 'required'],
    ['Abc12!', 'policy'],
    ['abcdefgh', 'policy'],
    ['abcdefg1', 'policy'],
    ['Abcdefg1', null],
    ['abcdef1!', null],
    ['ABCDEF1!', null],
    ['Abc 1234!', 'policy'],
    ['Aa1!'.repeat(8), null],
    ['Aa1!'.repeat(8) + 'x', 'tooLong'],
  ])('%s -> %s', (pw, problem) => {
    expect(passwordProblem(pw)).toBe(problem);
  });
});
