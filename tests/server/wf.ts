// Workflow test helpers: tokens per user, calls that carry the record's current version, reports and
// applications in the shapes of docs/workflow.md, and the caller's unread bell messages.
import { techApplicationFiles } from '../../demo/server/seed/workflow.ts';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { EVENT_TYPES } from '../../demo/server/seed/workflow.ts';
import { factBinding, withFacts } from '../../src/core/workflow/eventFacts.ts';

export const VALID = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.valid.json', 'utf8')).data as Record<string, unknown>;

const FORM = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.form.json', 'utf8')) as unknown;
export const TYPES = EVENT_TYPES.map(([code, name, nameEn]) => ({ code, name, nameEn }));

/** VALID whose 事件类别 / 事件分级 say the report's type and grade (the server refuses a disagreement, issue 22 §1). */
export function validFor(fields: { eventType?: unknown; grade?: unknown }): Record<string, unknown> {
  return withFacts(VALID, { eventType: typeof fields.eventType === 'string' ? fields.eventType : 'fall', grade: typeof fields.grade === 'string' ? fields.grade : 'III' }, factBinding(FORM), TYPES);
}

export type Res = { code: number; data: any; msg: string };

export function wfClient(s: TestServer) {
  const tokens: Record<string, string> = {};
  const tok = async (user: string) => (tokens[user] ??= await s.login(user));
  const call = async (user: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Res> =>
    s.call(method, path, { token: await tok(user), body, headers });
  const get = (user: string, path: string, headers?: Record<string, string>) => call(user, 'GET', path, undefined, headers);
  const detail = async (user: string, id: number) => (await get(user, `/api/v1/records/${id}`)).data;
  /** an action with the version `viewer` (default: the actor) sees now */
  const act = async (user: string, id: number, action: string, body: Record<string, unknown> = {}, viewer = user) => {
    const cur = await detail(viewer, id);
    return call(user, 'POST', `/api/v1/records/${id}/actions/${action}`, { version: cur?.version, ...body });
  };
  const report = (user: string, fields: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
    call(user, 'POST', '/api/v1/records', { module: 'baqsj', eventType: 'fall', grade: 'III', title: '跌倒事件报告（测试）', submit: true, ...fields, data: { ...validFor(fields), ...data } });
  // the structured application (issue 35 §1) filled as the seed's fixture, for the class applied for
  const apply = (user: string, fields: Record<string, unknown> = {}, data: Record<string, unknown> = {}) =>
    call(user, 'POST', '/api/v1/records', {
      module: 'xjsxxm', techKind: 'limit', submit: true, ...fields,
      data: {
        techName: '测试新技术', level: '3', dept: '普通外科', team: '刘明辉、周静', description: '测试用申请', attachments: [],
        application: techApplicationFiles(fields.techKind === 'unlimit' ? 'unlimit' : 'limit').sample, ...data,
      },
    });
  const messages = async (user: string) =>
    (await call(user, 'POST', '/xjs-api/MTSaas/tSysMessage/doQueryPage', { pageIndex: 1, pageSize: 200 }) as unknown as { resData: { records: any[] } }).resData.records;
  const userIds = async () => Object.fromEntries(((await get('admin', '/api/v1/sysAllUserList')).data as { id: number; username: string }[]).map((u) => [u.username, u.id]));
  return { tok, call, get, detail, act, report, apply, messages, userIds };
}

export type WfClient = ReturnType<typeof wfClient>;

/** What `useWfServer` hands out before its server exists: each property is read from the real one when used. */
function later<T extends object>(get: () => T | undefined, what: string): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = get();
      if (!target) throw new Error(`${what} is used before beforeAll started it`);
      const v = (target as Record<string | symbol, unknown>)[key];
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/**
 * A fresh server for the test file and a workflow client over it, started in beforeAll and stopped in
 * afterAll (`checkSecrets`: no answer carried a password or its hash). Destructure at the top of the file:
 * `const { s, w } = useWfServer();` and use them in the tests.
 */
export function useWfServer(opts: { checkSecrets?: boolean } = {}): { s: TestServer; w: WfClient } {
  let server: TestServer | undefined;
  let client: WfClient | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    client = wfClient(server);
  });
  afterAll(async () => {
    if (opts.checkSecrets && server) assertNoSecrets(server.seen);
    await server?.stop();
  });
  return { s: later(() => server, 'the test server'), w: later(() => client, 'the workflow client') };
}
