// Each form library lists its own kind (issue 22 §3, issue 31 §1: the kind is stored): `kind=scoring` the
// scoring forms (评分表库), `kind=form` the report and rectification forms (the quality 表单库); without it every
// form (the system's).
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
    const reports = ['05-unsafe-event-report', '06-fall-report', '07-pressure-injury-report', '08-medication-error-report', '09-unplanned-extubation-report', '10-tech-application'];
    expect(await codes('&kind=form')).toEqual([...reports, 'quality-rectification']);
    expect(await codes('')).toEqual([...reports, 'quality-medical-records', 'quality-rectification']);
    expect((await s.call('GET', '/api/v1/forms?kind=other', { token: t })).code).toBe(400);
  });

  it('a form keeps the kind it was made with (issue 31 §1): score items added later do not move it; the name filter still applies', async () => {
    const made = await s.call('POST', '/api/v1/forms', { token: t, body: { code: 'ward-round', name: '病区巡查表', schema: { list: [], config: {} } } });
    expect(made.code).toBe(200);
    expect(await codes('&kind=form')).toContain('ward-round');
    await s.call('POST', `/api/v1/forms/${made.data.id}/versions`, { token: t, body: { schema: sampleScoringForm() } });
    expect(await codes('&kind=form')).toContain('ward-round');
    const scoring = await s.call('POST', '/api/v1/forms', { token: t, body: { code: 'ward-score', name: '病区巡查评分表', kind: 'scoring', schema: { list: [], config: {} } } });
    expect(scoring.code).toBe(200);
    expect(await codes('&kind=scoring')).toEqual(['quality-medical-records', 'ward-score']);
    expect(await codes(`&kind=scoring&name=${encodeURIComponent('巡查')}`)).toEqual(['ward-score']);
    // a body without a kind gets the one its schema says
    const inferred = await s.call('POST', '/api/v1/forms', { token: t, body: { code: 'ward-score-2', name: '巡查评分表二', schema: sampleScoringForm() } });
    expect((await s.call('GET', `/api/v1/forms/${inferred.data.id}`, { token: t })).data.kind).toBe('scoring');
  });
});
