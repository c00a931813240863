// Idempotent submissions (issue 10 §1): a report sent again with the same Idempotency-Key (a retry after
// a lost answer) is answered with the record already created, never a second one.
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

const body = (patient: string) => ({ module: 'baqsj', eventType: 'fall', grade: 'III', submit: true, title: patient, data: { ...VALID, sjsx_patient_name: patient } });
const mine = async (user: string, patient: string) => (await w.get(user, `/api/v1/records?scope=mine&keyword=${encodeURIComponent(patient)}`)).data.count as number;

describe('Idempotency-Key on POST /api/v1/records', () => {
  it('the same key twice: one record, the same answer', async () => {
    const key = 'report-7f3a9c2e-0001';
    const first = await w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者甲'), { 'Idempotency-Key': key });
    const again = await w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者甲'), { 'Idempotency-Key': key });
    expect(first.code).toBe(200);
    expect(again.code).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.version).toBe(first.data.version);
    expect(await mine('nurse01', '幂等患者甲')).toBe(1);
  });
  it('sent at the same moment: still one record', async () => {
    const key = 'report-7f3a9c2e-0002';
    const both = await Promise.all([1, 2].map(() => w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者乙'), { 'Idempotency-Key': key })));
    expect(both.map((r) => r.code)).toEqual([200, 200]);
    expect(both[0].data.id).toBe(both[1].data.id);
    expect(await mine('nurse01', '幂等患者乙')).toBe(1);
  });
  it('keys are per user, a new key is a new record, and a malformed key is refused in the language of the caller', async () => {
    const key = 'report-7f3a9c2e-0003';
    const a = await w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者丙'), { 'Idempotency-Key': key });
    const b = await w.call('owner01', 'POST', '/api/v1/records', body('幂等患者丙'), { 'Idempotency-Key': key });
    expect(b.data.id).not.toBe(a.data.id);
    const c = await w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者丙'), { 'Idempotency-Key': 'report-7f3a9c2e-0004' });
    expect(c.data.id).not.toBe(a.data.id);
    const bad = await w.call('nurse01', 'POST', '/api/v1/records', body('幂等患者丁'), { 'Idempotency-Key': 'x y', 'Accept-Language': 'en' });
    expect(bad).toMatchObject({ code: 400, msg: 'Invalid Idempotency-Key: 8 to 100 letters, digits, - or _' });
    expect(await mine('nurse01', '幂等患者丁')).toBe(0);
  });
});
