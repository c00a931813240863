// Each form library lists its own kind (issue 22 §3): `kind=scoring` only forms whose latest version has a
// score item (评分表库), `kind=form` the others (the quality 表单库); without it every form (the system's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { sampleScoringForm } from '../../src/core/quality/sampleForm.ts';

let s: TestServer;
let t: string;
const codes = async (q: string) => ((await s.call('GET', `/api/v1/forms?pageSize=100${q}`, { token: t })).data.list as { code: string }[]).map((f) => f.code).sort();

beforeAll(async () => {
  s = await startTestServer();
  t = await s.login('quality01');
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

describe('form libraries by kind', () => {
  it('the scoring library lists only scoring forms, the form library the others, no kind every form', async () => {
    expect(await codes('&kind=scoring')).toEqual(['quality-medical-records']);
    expect(await codes('&kind=form')).toEqual(['05-unsafe-event-report', 'quality-rectification']);
    expect(await codes('')).toEqual(['05-unsafe-event-report', 'quality-medical-records', 'quality-rectification']);
    expect((await s.call('GET', '/api/v1/forms?kind=other', { token: t })).code).toBe(400);
  });

  it('a form moves with its latest version: score items added make it a scoring form; the name filter still applies', async () => {
    const made = await s.call('POST', '/api/v1/forms', { token: t, body: { code: 'ward-round', name: '病区巡查表', schema: { list: [], config: {} } } });
    expect(made.code).toBe(200);
    expect(await codes('&kind=form')).toContain('ward-round');
    await s.call('POST', `/api/v1/forms/${made.data.id}/versions`, { token: t, body: { schema: sampleScoringForm() } });
    expect(await codes('&kind=scoring')).toEqual(['quality-medical-records', 'ward-round']);
    expect(await codes('&kind=form')).not.toContain('ward-round');
    expect(await codes(`&kind=scoring&name=${encodeURIComponent('巡查')}`)).toEqual(['ward-round']);
  });
});
