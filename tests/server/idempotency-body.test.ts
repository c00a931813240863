// Issue 24 §4: an Idempotency-Key remembers the request it created a record with; the same key with another
// body is refused with 422 in the caller's language (IETF Idempotency-Key draft), nothing stored; the same
// body again is still answered with the first record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { VALID, wfClient } from './wf.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
beforeAll(async () => {
  s = await startTestServer();
  w = wfClient(s);
});
afterAll(() => s.stop());

const body = (patient: string, extra: Record<string, unknown> = {}) =>
  ({ module: 'baqsj', eventType: 'fall', grade: 'III', submit: true, title: patient, data: { ...VALID, sjsx_patient_name: patient }, ...extra });
const mine = async (user: string, patient: string) => (await w.get(user, `/api/v1/records?scope=mine&keyword=${encodeURIComponent(patient)}`)).data.count as number;
const post = (user: string, b: unknown, key: string, lang?: string) =>
  w.call(user, 'POST', '/api/v1/records', b, { 'Idempotency-Key': key, ...(lang ? { 'Accept-Language': lang } : {}) });

describe('Idempotency-Key bound to its request', () => {
  it('a reused key with another title, patient and anonymity: 422, worded in the caller\'s language; the first record unchanged', async () => {
    const key = 'report-24-body-0001';
    const first = await post('nurse01', body('幂等体甲'), key);
    expect(first.code).toBe(200);
    const other = await post('nurse01', body('幂等体乙', { anonymous: true }), key, 'en');
    expect(other.code).toBe(422);
    expect(other.msg).toBe('This Idempotency-Key was already used for a different submission, so this one was not saved; reload to see the saved record');
    const zh = await post('nurse01', body('幂等体乙', { anonymous: true }), key);
    expect(zh).toMatchObject({ code: 422, msg: expect.stringContaining('请求标识（Idempotency-Key）已用于另一份不同的提交') });
    expect(await mine('nurse01', '幂等体乙')).toBe(0);
    // the same body again is a retry: the same record (key order in the JSON does not matter)
    const b = body('幂等体甲');
    const reordered = Object.fromEntries(Object.entries(b).reverse());
    const again = await post('nurse01', reordered, key);
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id, title: '幂等体甲' } });
    expect(await mine('nurse01', '幂等体甲')).toBe(1);
  });

  it('a draft saved, then submit: true with the same key: 422, not a 200 with the draft', async () => {
    const key = 'report-24-body-0002';
    const draft = await post('nurse01', body('幂等体丙', { submit: false }), key);
    expect(draft).toMatchObject({ code: 200, data: { state: 'draft' } });
    const submit = await post('nurse01', body('幂等体丙'), key);
    expect(submit.code).toBe(422);
    expect((await w.get('nurse01', `/api/v1/records/${draft.data.id}`)).data.state).toBe('draft');
  });

  it('sent together with two bodies: one record, the other answer 422', async () => {
    const key = 'report-24-body-0003';
    const both = await Promise.all([body('幂等体丁'), body('幂等体戊')].map((b) => post('nurse01', b, key)));
    expect(both.map((r) => r.code).sort()).toEqual([200, 422]);
    expect((await mine('nurse01', '幂等体丁')) + (await mine('nurse01', '幂等体戊'))).toBe(1);
  });
});
