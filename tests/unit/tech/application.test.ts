// The technology application form (issue 35 §1): the seeded form validates its fixture; the ethics approval is
// required for a restricted technology only; problems name the field as the form does; lapsing qualifications.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationValues, qualificationWarnings, storedApplication, TECH_KIND_MODEL } from '../../../src/core/pages/techApplication.ts';
import { applicationProblems } from '../../../src/core/pages/techApplicationCheck.ts';

const schema = JSON.parse(readFileSync('demo/server/seed/forms/10-tech-application.form.json', 'utf8'));
const valid = (JSON.parse(readFileSync('demo/server/seed/forms/10-tech-application.valid.json', 'utf8')) as { data: Record<string, unknown> }).data;
const { app_ethics_no: _n, app_ethics_date: _d, app_ethics_file: _f, ...noEthics } = valid;

describe('the application form', () => {
  it('accepts its valid data for a restricted technology', async () => {
    expect(await applicationProblems(schema, valid, 'limit')).toEqual([]);
  });
  it('needs the ethics approval for a restricted technology only', async () => {
    expect((await applicationProblems(schema, noEthics, 'limit')).map((p) => p.label)).toEqual(['伦理审查批件号', '伦理审查日期', '伦理审查批件']);
    expect(await applicationProblems(schema, noEthics, 'unlimit')).toEqual([]);
  });
  it('names a team member\'s missing cell by the team, the row and the column', async () => {
    const team = [{ member: '刘明辉', title: '主治医师', licence_no: '', training: '', qualification_expiry: '2028-01-01', status: 1 }];
    const problems = await applicationProblems(schema, { ...valid, app_team: team }, 'limit');
    expect(problems).toEqual([{ path: 'app_team[0].licence_no', label: '技术团队 1 › 执业证书编号', message: '请填写执业证书编号' }]);
    expect((await applicationProblems(schema, { ...valid, app_team: [] }, 'limit')).map((p) => p.label)).toEqual(['技术团队']);
  });
  it('hands the class in and keeps it out of what is stored', () => {
    expect(applicationValues({ a: 1 }, 'limit')).toEqual({ a: 1, [TECH_KIND_MODEL]: 'limit' });
    expect(storedApplication({ a: 1, [TECH_KIND_MODEL]: 'limit' })).toEqual({ a: 1 });
  });
});

describe('qualifications', () => {
  const team = (rows: [string, string, number?][]) => ({ app_team: rows.map(([member, qualification_expiry, status = 1]) => ({ member, qualification_expiry, status })) });
  it('warns of a lapsed qualification and of one lapsing within 90 days, not of a deleted row', () => {
    expect(qualificationWarnings(team([['甲', '2026-11-01'], ['乙', '2027-02-01'], ['丙', '2027-06-01'], ['丁', '2026-01-01', -1]]), '2026-11-30')).toEqual([
      { member: '甲', expiry: '2026-11-01', expired: true },
      { member: '乙', expiry: '2027-02-01', expired: false },
    ]);
    expect(qualificationWarnings({}, '2026-11-30')).toEqual([]);
  });
});
