// The technology catalogues (both classes: the shared-API lists, the old API's pages and its XLSX exports)
// follow the caller's scope (routes/tech.ts catalogueScope): roles scoped to all and the catalogue's
// keepers (medical affairs, the committee) read every row; department scopes their departments'
// technologies and their own applications'; "only mine" their own applications' technologies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';
import { TECH } from '../../demo/server/seed/data.ts';

let s: TestServer;
const tokens = new Map<string, string>();
beforeAll(async () => { s = await startTestServer(); });
afterAll(async () => { await s.stop(); });

async function tok(user: string) {
  if (!tokens.has(user)) tokens.set(user, await s.login(user));
  return tokens.get(user)!;
}
type Row = { deptName: string; techName: string; recordId: number | null };
const list = async (user: string, path: string): Promise<Row[]> => (await s.call('GET', `${path}?pageSize=100`, { token: await tok(user) })).data.list;
async function oldPage(user: string, svc: string): Promise<Row[]> {
  return (await s.call('POST', `/xjs-api/MTSaas/${svc}/doQueryPage`, { token: await tok(user), body: { pageIndex: 1, pageSize: 100 } })).resData.records;
}
async function exported(user: string, svc: string): Promise<unknown[][]> {
  const res = await s.raw('POST', `/xjs-api/MTSaas/${svc}/doExport`, { headers: { Authorization: `Bearer ${await tok(user)}`, 'Content-Type': 'application/json' }, body: '{}' });
  expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
  return (await readXlsx(res)).rows;
}
const seeded = (kind: 'limit' | 'unlimit', dept?: string) => TECH.filter((t) => t.kind === kind && (!dept || t.dept === dept)).length;
const CLASSES = [['unlimit', '/api/v1/tech/list', 'xjsUnlimitType'], ['limit', '/api/v1/limit-tech/list', 'xjsLimitType']] as const;

describe('technology catalogue scope', () => {
  it("a department-scoped user's lists and exports hold only their department's technologies", async () => {
    // approver01: department approver of 内分泌科 (role data scope 'dept'), no application of their own
    for (const [kind, path, svc] of CLASSES) {
      const rows = await list('approver01', path);
      expect(rows.length).toBe(seeded(kind, '内分泌科'));
      expect(rows.every((r) => r.deptName === '内分泌科')).toBe(true);
      expect((await oldPage('approver01', svc)).map((r) => r.techName)).toEqual(rows.map((r) => r.techName));
      const xlsx = await exported('approver01', svc);
      expect(xlsx.map((r) => r[2])).toEqual(rows.map((r) => r.techName));
      expect(xlsx.every((r) => r[4] === '内分泌科')).toBe(true);
    }
    expect(seeded('unlimit', '内分泌科')).toBeGreaterThan(0);
  });

  it('the applicants ("only mine" for records since issue 24) still read their department\'s register and their own applications', async () => {
    const rows = [...await list('tech01', '/api/v1/tech/list'), ...await list('tech01', '/api/v1/limit-tech/list')];
    expect(rows.length).toBeGreaterThanOrEqual(seeded('unlimit', '普通外科') + seeded('limit', '普通外科'));
    expect(rows.every((r) => r.deptName === '普通外科' || r.recordId !== null)).toBe(true);
  });

  it('roles scoped to all and the catalogue keepers read the whole register; "only mine" reads none of the seeded rows', async () => {
    for (const [kind, path, svc] of CLASSES) {
      const all = await list('admin', path);
      expect(all.length).toBeGreaterThanOrEqual(seeded(kind));
      for (const keeper of ['quality01', 'medaff01', 'committee01']) {
        expect((await list(keeper, path)).length, `${keeper} ${kind}`).toBe(all.length);
      }
      expect((await exported('medaff01', svc)).length).toBe(all.length);
      // nurse01: "only mine" and never applied for a technology
      expect(await list('nurse01', path)).toEqual([]);
      expect(await exported('nurse01', svc)).toEqual([]);
    }
  });
});
