// Server messages come in the user's language: both clients send Accept-Language with the runtime's
// current language, read per request (a language switch applies to the next call).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, scriptedServer, testRuntime } from '../core/helpers.ts';

let srv: Awaited<ReturnType<typeof scriptedServer>>;
beforeAll(async () => {
  srv = await scriptedServer({
    'GET /api/v1/event-types': json({ code: 200, data: [] }),
    'POST /xjs-api/MTSaas/tSysMessage/doQueryPage': json({ resStatus: 'S0000', resData: { records: [] } }),
  });
});
afterAll(() => srv.close());

describe('Accept-Language', () => {
  it('is the current language on the shared and the old client, and follows a switch', async () => {
    const { rt } = testRuntime(srv.url);
    await rt.http.shared.get('/api/v1/event-types');
    await rt.http.old.post('/MTSaas/tSysMessage/doQueryPage', {});
    rt.setLanguage('en');
    await rt.http.shared.get('/api/v1/event-types');
    await rt.http.old.post('/MTSaas/tSysMessage/doQueryPage', {});
    expect(srv.calls.map((c) => c.headers['accept-language'])).toEqual(['zh-CN', 'zh-CN', 'en', 'en']);
  });
});
