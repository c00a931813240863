// GET /api/v1/biz/my-work (issue 22 §5): what waits for each seeded account at first login, counted the way
// the list pages count it, and the bell's two unread counts (messages and notices) that add up to its badge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, startTestServer, type TestServer } from './helpers.ts';
import type { MyWork } from '../../src/core/pages/myWork.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const tok = async (u: string) => (tokens[u] ??= await s.login(u));
const get = async (u: string, path: string) => s.call('GET', path, { token: await tok(u) });
const work = async (u: string) => (await get(u, '/api/v1/biz/my-work')).data as MyWork;
const countOf = (w: MyWork, kind: string, module: string) => w.items.find((i) => i.kind === kind && i.module === module)?.count ?? 0;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.stop();
});

describe('my work', () => {
  it('every seeded account has something to do at first login (README)', async () => {
    // the security and the audit administrator work on their own pages (roles, the audit log), never on records
    for (const u of Object.keys(ACCOUNTS).filter((x) => x !== 'secadmin' && x !== 'auditor')) {
      const w = await work(u);
      expect(w.items.reduce((n, i) => n + i.count, 0), u).toBeGreaterThan(0);
    }
  });

  it('counts what the list pages show', async () => {
    for (const u of ['approver01', 'approver03', 'medaff01', 'quality01', 'committee01']) {
      const w = await work(u);
      for (const module of ['baqsj', 'xjsxxm'] as const) {
        const listed = (await get(u, `/api/v1/records?scope=approval&module=${module}&pageSize=1`)).data.count;
        expect(countOf(w, 'approve', module), `${u} ${module}`).toBe(listed);
      }
      const archive = (await get(u, '/api/v1/records?scope=archive&pageSize=1')).data.count;
      expect(countOf(w, 'archive', 'baqsj'), u).toBe(archive);
    }
    const drafts = (await get('nurse01', '/api/v1/records?scope=draft&module=baqsj&pageSize=1')).data.count;
    expect(countOf(await work('nurse01'), 'draft', 'baqsj')).toBe(drafts);
    const sheets = (await get('inspector01', '/api/v1/quality/my-sheets')).data as { status: string }[];
    expect(countOf(await work('inspector01'), 'score', 'quality')).toBe(sheets.filter((x) => x.status !== 'submitted').length);
    expect(countOf(await work('inspector01'), 'score', 'quality')).toBeGreaterThan(0);
  });

  it('each tile opens a list of exactly the records it counts (issue 36 §3), for every seeded account', async () => {
    let tiles = 0;
    for (const u of Object.keys(ACCOUNTS)) {
      for (const item of (await work(u)).items) {
        if (item.kind === 'score') continue; // the inspector's sheets: their own list (quality tests)
        const path = item.kind === 'draft'
          ? `/api/v1/records?scope=draft&module=${item.module}&pageSize=100`
          : `/api/v1/records?scope=todo&work=${item.kind}&module=${item.module}&pageSize=100`;
        const res = (await get(u, path)).data;
        expect(res.count, `${u}: ${item.kind} · ${item.module}`).toBe(item.count);
        expect(res.list.filter((r: { overdue?: boolean }) => r.overdue).length, `${u}: ${item.kind} · ${item.module} overdue`).toBe(item.overdue);
        tiles++;
      }
    }
    expect(tiles).toBeGreaterThan(10);
  });

  it('refuses a work filter without the to-do scope, a module, or with an unknown kind', async () => {
    for (const q of ['scope=mine&work=approve&module=baqsj', 'scope=todo&work=approve', 'scope=todo&work=nap&module=baqsj']) {
      expect((await get('approver01', `/api/v1/records?${q}`)).code, q).toBe(400);
    }
  });

  it('the unread counts are the bell\'s: unread messages plus unread notices', async () => {
    for (const u of ['nurse01', 'quality01']) {
      const w = await work(u);
      const messages = await s.call('POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { token: await tok(u), body: { operate_status: 0, pageIndex: 1, pageSize: 9999 } });
      const notices = (await get(u, '/api/v1/notice?pageIndex=1&pageSize=1&unread=1')).data;
      expect(w.unreadMessages, u).toBe(messages.resData.total ?? messages.resData.records.length);
      expect(w.unreadNotices, u).toBe(notices.unread);
    }
  });

  it('needs a session', async () => {
    expect((await s.call('GET', '/api/v1/biz/my-work')).code).toBe(401);
  });
});
