// Issue 24 §7: least privilege in the seed. Every seeded role's data scope is the narrowest its work needs
// (docs/api.md "Seeded roles"); the new-technology applicant works with no unsafe events, so it reads none of
// its colleagues' reports (patient data), by id or in the statistics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_PASSWORD, startTestServer, type TestServer } from './helpers.ts';
import { VALID, wfClient } from './wf.ts';

let s: TestServer;
let w: ReturnType<typeof wfClient>;
beforeAll(async () => { s = await startTestServer(); w = wfClient(s); });
afterAll(async () => { await s.stop(); });

const EXPECTED = {
  System: 'all', nurse: 'self', deptApprover: 'dept', qualityOfficer: 'all', techApplicant: 'self',
  medicalAffairs: 'self', techCommittee: 'self', qualityInspector: 'self', securityAdmin: 'self', auditAdmin: 'self',
  // issue 35 §2: the chair is a member of the committee; the chair role adds closing a meeting
  committeeChair: 'self',
};

describe('seeded roles', () => {
  it('each has the data scope its work needs', async () => {
    const token = await s.login('admin');
    const roles = (await s.call('GET', '/api/v1/rolelist?pageSize=100', { token })).data.list as { roleKey: string; dataScope: string }[];
    expect(Object.fromEntries(roles.map((r) => [r.roleKey, r.dataScope]))).toEqual(EXPECTED);
  });

  it('tech01 (applicant, 普通外科) cannot open a 普通外科 nurse\'s unsafe-event report, nor count it', async () => {
    const nurse = await s.login('nurse03', OTHER_PASSWORD);
    const rep = await s.call('POST', '/api/v1/records', {
      token: nurse,
      body: { module: 'baqsj', eventType: 'fall', grade: 'III', submit: true, title: '同科室患者', data: { ...VALID, sjsx_patient_name: '同科室患者' } },
    });
    expect(rep.code).toBe(200);
    expect(rep.data.deptName).toBe('普通外科');
    expect((await w.get('tech01', `/api/v1/records/${rep.data.id}`)).code).toBe(404);
    // the head of the department still reads it
    expect((await w.get('approver03', `/api/v1/records/${rep.data.id}`)).code).toBe(200);
    const st = (await w.get('tech01', '/api/v1/stats/events')).data;
    expect(st.total).toBe(0);
  });
});
