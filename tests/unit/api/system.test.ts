import { describe, expect, it } from 'vitest';
import { createAccountApi } from '../../../src/core/api/account.ts';
import { createFormsApi } from '../../../src/core/api/forms.ts';
import type { ApiHttp, SysCall } from '../../../src/core/api/http.ts';
import { createSettingsApi } from '../../../src/core/api/settings.ts';
import { createSystemApi } from '../../../src/core/api/system.ts';

type Call = { method: string; url: string; body?: unknown; config?: unknown };

function fakeHttp(answer: unknown = null) {
  const calls: Call[] = [];
  const http: ApiHttp = {
    get: async (url, config) => (calls.push({ method: 'get', url, config }), answer),
    post: async (url, body, config) => (calls.push({ method: 'post', url, body, config }), answer),
    put: async (url, body) => (calls.push({ method: 'put', url, body }), answer),
    delete: async (url, config) => (calls.push({ method: 'delete', url, config }), answer),
  };
  return { http, calls };
}

function fakeSys(answer: unknown = null) {
  const calls: Call[] = [];
  const sys: SysCall = async (url, body, method = 'post') => (calls.push({ method, url, body }), answer);
  return { sys, calls };
}

const lines = (calls: Call[]) => calls.map((c) => `${c.method} ${c.url}`);

describe('system api', () => {
  it('sends users and groups through the signed /SYS calls', async () => {
    const { http } = fakeHttp();
    const { sys, calls } = fakeSys({ records: [{ id: 4, members: [] }] });
    const api = createSystemApi(http, sys);
    await api.users({ pageIndex: 1 });
    await api.createUser({ username: 'u' });
    await api.updateUser(3, { name: 'N' });
    await api.setUserEnabled(3, false);
    await api.setUserEnabled(3, true);
    await api.resetPassword(3, 'Secret#2026');
    await api.deleteUser(3);
    await api.groups({ groupName: 'g' });
    expect(await api.group(4)).toEqual({ id: 4, members: [] });
    await api.createGroup({ groupName: 'g' });
    await api.updateGroup({ id: 4, groupName: 'g' });
    await api.deleteGroup(4);
    expect(lines(calls)).toEqual([
      'post /SYS/SYuser/doQueryPage', 'post /SYS/SYuser/doSave', 'put /SYS/SYuser/doUpdate', 'put /SYS/SYuser/doOff', 'put /SYS/SYuser/doOpen',
      'post /SYS/SYuser/doUpdatePass', 'delete /SYS/SYuser/doDelete', 'post /SYS/SYgroupH/doQueryPage', 'post /SYS/SYgroupH/doQueryDetail',
      'post /SYS/SYgroupH/doSave', 'put /SYS/SYgroupH/doUpdate', 'delete /SYS/SYgroupH/doDelete',
    ]);
    expect(calls[2].body).toEqual({ userID: 3, name: 'N' });
    expect(calls[5].body).toEqual({ id: 3, password: 'Secret#2026' });
    expect(calls[11].body).toEqual({ id: 4 });
  });
  it('reads a gone group as undefined', async () => {
    expect(await createSystemApi(fakeHttp().http, fakeSys(null).sys).group(9)).toBeUndefined();
  });
  it('calls the menu and settings endpoints', async () => {
    const { http, calls } = fakeHttp(null);
    const api = createSystemApi(http, fakeSys().sys);
    expect(await api.menuTree()).toEqual([]);
    await api.createMenu({ title: 'a' });
    await api.updateMenu({ menuId: 2, title: 'a' });
    await api.setMenuVisible(2, false);
    await api.deleteMenu(2);
    const settings = createSettingsApi(http);
    expect(await settings.settings()).toEqual({});
    await settings.saveSettings({ name: 'HOS' });
    expect(lines(calls)).toEqual(['get /api/v1/menu', 'post /api/v1/menu', 'put /api/v1/menu', 'put /api/v1/menu', 'delete /api/v1/menu', 'get /api/v1/settings', 'post /api/v1/settings']);
    expect(calls[3].body).toEqual({ menuId: 2, visible: false });
    expect(calls[4].config).toEqual({ data: { menuId: 2 } });
    expect(calls[5].config).toEqual({ params: { classify: 1 } });
    expect(calls[6].body).toEqual({ classify: 1, content: { name: 'HOS' } });
  });
  it('reads the stored settings content', async () => {
    const api = createSettingsApi(fakeHttp([{ content: { name: 'HOS', pwdMaxAgeDays: 90 } }]).http);
    expect(await api.settings()).toEqual({ name: 'HOS', pwdMaxAgeDays: 90 });
  });
});

describe('account api', () => {
  it('reads the profile, uploads the avatar and changes the password', async () => {
    const { http, calls } = fakeHttp({ url: '/avatar/1.png' });
    const api = createAccountApi(http);
    await api.profile();
    expect(await api.uploadAvatar(new Blob(['x'], { type: 'image/png' }), 'a.png')).toEqual({ url: '/avatar/1.png' });
    await api.changePassword('old', 'new', 'expired');
    expect(lines(calls)).toEqual(['get /api/v1/user/profile', 'post /api/v1/user/avatar', 'put /api/v1/user/pwd']);
    expect((calls[1].body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(calls[2].body).toEqual({ oldPassword: 'old', newPassword: 'new', passwordType: 'expired' });
  });
});

describe('forms api (library)', () => {
  it('lists forms and versions, creates a form and saves a version', async () => {
    const { http, calls } = fakeHttp({ version: 3 });
    const api = createFormsApi(http);
    await api.listForms({ pageIndex: 1, name: 'x' });
    await api.versions(5);
    await api.createForm({ code: ' c1 ', name: ' N ', schema: { list: [] }, note: 'n' });
    expect(await api.saveVersion(5, { list: [] }, 'edited')).toEqual({ version: 3 });
    expect(lines(calls)).toEqual(['get /api/v1/forms', 'get /api/v1/forms/5/versions', 'post /api/v1/forms', 'post /api/v1/forms/5/versions']);
    expect(calls[0].config).toEqual({ params: { pageIndex: 1, name: 'x' } });
    expect(calls[2].body).toEqual({ code: 'c1', name: 'N', schema: { list: [] }, note: 'n' });
  });
  it('never puts a non-numeric id into a path', async () => {
    await expect(createFormsApi(fakeHttp().http).versions('../1')).rejects.toThrow();
  });
});
