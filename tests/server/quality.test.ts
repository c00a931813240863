// Medical quality inspection (issue 13 §1): rounds, sheets scored by the round's inspectors only, totals
// recomputed by the server (whatever the client says), results ranked and compared with the previous
// round, rectifications opened on the workflow engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSecrets, startTestServer, type TestServer } from './helpers.ts';
import { wfClient } from './wf.ts';
import { readXlsx, XLSX_TYPE } from './xlsxHelpers.ts';

let s: TestServer;
const tokens: Record<string, string> = {};
const as = (user: string, method: string, path: string, body?: unknown, lang?: string) =>
  s.call(method, path, { token: tokens[user], body, headers: lang ? { 'Accept-Language': lang } : {} });

let openRound: { id: number; depts: string[] };
let closedRound: { id: number };

beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['quality01', 'inspector01', 'nurse01', 'quality02', 'admin']) tokens[u] = await s.login(u);
  const list = (await as('quality01', 'GET', '/api/v1/quality/rounds')).data.list;
  openRound = list.find((r: { status: string }) => r.status === 'open');
  closedRound = list.find((r: { status: string }) => r.status === 'closed');
  openRound = (await as('quality01', 'GET', `/api/v1/quality/rounds/${openRound.id}`)).data;
});
afterAll(async () => {
  assertNoSecrets(s.seen);
  await s.stop();
});

const COMPLETE = {
  mr_admission: { occurrences: 2, comment: '2 份超时' }, mr_consent: { option: 'full' }, core_rounds: { score: 18, comment: '记录不全' },
  inf_hand: { option: 'ge90' },
};

describe('rounds', () => {
  it('the seed has a closed round with three ranked departments and an open one', async () => {
    expect(openRound.depts).toEqual(['内分泌科', '心血管内科', '普通外科', '呼吸内科']);
    const res = (await as('quality01', 'GET', `/api/v1/quality/rounds/${closedRound.id}/results`)).data;
    expect(res.ranking.map((r: { rank: number; deptName: string }) => [r.rank, r.deptName])).toEqual([[1, '内分泌科'], [2, '心血管内科'], [3, '普通外科']]);
    expect(res.previousRound).toBeNull();
    expect(res.itemLoss[0]).toMatchObject({ id: 'inf_hand', lostTotal: 16, deptsLosing: 2 });
    expect(res.itemLoss.slice(1, 3).map((x: { id: string; lostTotal: number }) => [x.id, x.lostTotal])).toEqual([['mr_consent', 10], ['core_rounds', 7.5]]);
  });

  it('only the quality office creates rounds; bad input is a clear 400', async () => {
    const forms = (await as('quality01', 'GET', '/api/v1/quality/score-forms')).data;
    expect(forms.map((f: { name: string }) => f.name)).toEqual(['病历质量检查评分表']);
    const insp = (await as('quality01', 'GET', '/api/v1/quality/inspector-candidates')).data;
    const inspectorId = insp.find((u: { name: string }) => u.name === '杨慧敏').userId;
    const good = { name: '专项检查', formId: forms[0].id, periodStart: '2026-01-01', periodEnd: '2026-01-31', depts: ['骨科'], inspectorIds: [inspectorId] };
    expect((await as('nurse01', 'POST', '/api/v1/quality/rounds', good)).code).toBe(403);
    expect((await as('inspector01', 'POST', '/api/v1/quality/rounds', good)).code).toBe(403);
    const bad = async (patch: object, lang?: string) => as('quality01', 'POST', '/api/v1/quality/rounds', { ...good, ...patch }, lang);
    expect(await bad({ periodStart: '2026-02-01' }, 'en')).toMatchObject({ code: 400, msg: expect.stringContaining('Invalid period') });
    expect(await bad({ periodEnd: '2026-02-30' })).toMatchObject({ code: 400 });
    expect(await bad({ depts: ['火星科'] })).toMatchObject({ code: 400, msg: expect.stringContaining('火星科') });
    expect(await bad({ inspectorIds: [999999] })).toMatchObject({ code: 400 });
    expect(await bad({ formId: 1 }, 'en')).toMatchObject({ code: 400, msg: 'This form has no score items and cannot be used in a round' });
    expect(await bad({ depts: 'x' })).toMatchObject({ code: 400 });
    const made = await bad({});
    expect(made).toMatchObject({ code: 200, data: { name: '专项检查', status: 'open', formVersion: 1 } });
    // an inspector sees the rounds they inspect, not others
    const mine = (await as('quality02', 'GET', '/api/v1/quality/rounds')).data;
    expect(mine.count).toBeGreaterThanOrEqual(3);
    expect((await as('nurse01', 'GET', '/api/v1/quality/rounds')).code).toBe(403);
  });
});

describe('sheets', () => {
  const path = () => `/api/v1/quality/rounds/${openRound.id}/sheet`;

  it('only an inspector of the round scores', async () => {
    const body = { dept: '内分泌科', values: COMPLETE, version: 0 };
    // quality01 runs rounds but is not an inspector of this one
    expect(await as('quality01', 'PUT', path(), body, 'en')).toMatchObject({ code: 403, msg: 'Only the inspectors of this round can score' });
    expect((await as('nurse01', 'PUT', path(), body)).code).toBe(403);
    expect((await as('inspector01', 'PUT', path(), { ...body, dept: '骨科' })).code).toBe(400);
    // quality office may view the sheet
    expect((await as('quality01', 'GET', `${path()}?dept=${encodeURIComponent('内分泌科')}`)).data).toMatchObject({ sheet: null, canEdit: false });
  });

  it('recomputes the totals: what the client says is ignored', async () => {
    const d = await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: COMPLETE, version: 0, total: 100, score: { total: 100, complete: true } });
    expect(d.code).toBe(200);
    expect(d.data.sheet).toMatchObject({ status: 'draft', version: 1, total: 94, maxScore: 100 });
    expect(d.data.sheet.values).toEqual(COMPLETE);
    expect(d.data.score.sections.map((x: { score: number }) => x.score)).toEqual([31, 33, 30]);
    // a stale version changes nothing
    expect((await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: {}, version: 0 })).code).toBe(409);
    // bad values are a 400 naming the item, never a 500
    const bad = await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: { mr_admission: { occurrences: -3 } }, version: 1 });
    expect(bad).toMatchObject({ code: 400, msg: expect.stringContaining('入院记录24小时内完成') });
    expect((await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: 'x', version: 1 })).code).toBe(400);
    expect((await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: { ...COMPLETE, total: 100 }, version: 1 })).code).toBe(400);
  });

  it('submits only a complete sheet; a submitted sheet is locked', async () => {
    const incomplete = await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: { mr_admission: { occurrences: 1 } }, version: 1, submit: true });
    expect(incomplete).toMatchObject({ code: 400, msg: expect.stringContaining('知情同意书签署规范') });
    const ok = await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: COMPLETE, version: 1, submit: true });
    expect(ok.data.sheet).toMatchObject({ status: 'submitted', total: 94 });
    expect(ok.data.canEdit).toBe(false);
    expect((await as('inspector01', 'PUT', path(), { dept: '内分泌科', values: COMPLETE, version: 2 })).code).toBe(400);
    const second = { ...COMPLETE, mr_admission: {}, core_rounds: { score: 20 }, inf_waste: { occurrences: 1, comment: '利器盒超量' } };
    expect((await as('inspector01', 'PUT', path(), { dept: '心血管内科', values: second, version: 0, submit: true })).data.sheet.total).toBe(95);
  });

  it('ranks the round and compares it with the previous round of the form', async () => {
    const res = (await as('quality01', 'GET', `/api/v1/quality/rounds/${openRound.id}/results`)).data;
    expect(res.ranking.map((r: { rank: number; deptName: string; total: number }) => [r.rank, r.deptName, r.total])).toEqual([[1, '心血管内科', 95], [2, '内分泌科', 94]]);
    expect(res.previousRound.id).toBe(closedRound.id);
    const endo = res.comparison.find((c: { deptName: string }) => c.deptName === '内分泌科');
    expect(endo).toMatchObject({ rank: 2, rate: 94, previousRank: 1, previousRate: 97, delta: -3 });
    expect(res.pending).toEqual(['普通外科', '呼吸内科']);
    // the inspector of the round sees them too, a stranger does not
    expect((await as('inspector01', 'GET', `/api/v1/quality/rounds/${openRound.id}/results`)).code).toBe(200);
    expect((await as('nurse01', 'GET', `/api/v1/quality/rounds/${openRound.id}/results`)).code).toBe(403);
    const mine = (await as('inspector01', 'GET', '/api/v1/quality/my-sheets')).data;
    expect(mine.filter((m: { roundId: number }) => m.roundId === openRound.id).map((m: { deptName: string; status: string }) => [m.deptName, m.status]))
      .toEqual([['内分泌科', 'submitted'], ['心血管内科', 'submitted'], ['普通外科', 'none'], ['呼吸内科', 'none']]);
  });

  it('exports the results as XLSX: headers and departments in the language of the caller, numbers as numbers', async () => {
    const res = await s.raw('GET', `/api/v1/quality/rounds/${openRound.id}/export`, { headers: { Authorization: `Bearer ${tokens.quality01}`, 'Accept-Language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(XLSX_TYPE);
    const x = await readXlsx(res);
    expect(x.header).toEqual(['Rank', 'Department', 'Total', 'Maximum', 'Score rate', '病历书写', '核心制度', '院感防控', 'Previous rank', 'Previous rate', 'Change']);
    // departments by their English names for an English caller (issue 23 §1)
    expect(x.rows).toEqual([[1, 'Cardiology', 95, 100, 95, 35, 35, 25, 2, 79.5, 15.5], [2, 'Endocrinology', 94, 100, 94, 31, 33, 30, 1, 97, -3]]);
    expect(x.ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(await as('nurse01', 'GET', `/api/v1/quality/rounds/${openRound.id}/export`)).toMatchObject({ code: 403 });
  });

  it('a low item opens a rectification on the workflow engine, once', async () => {
    const sheet = (await as('quality01', 'GET', `${path()}?dept=${encodeURIComponent('内分泌科')}`)).data;
    expect(sheet.canRectify).toBe(true);
    const url = `/api/v1/quality/sheets/${sheet.sheet.id}/rectifications`;
    expect((await as('inspector01', 'POST', url, { itemId: 'mr_admission' })).code).toBe(403);
    expect((await as('quality01', 'POST', url, { itemId: 'mr_consent' })).code).toBe(400);
    const opened = await as('quality01', 'POST', url, { itemId: 'mr_admission' });
    expect(opened.data.created).toBe(true);
    expect((await as('quality01', 'POST', url, { itemId: 'mr_admission' })).data).toEqual({ recordId: opened.data.recordId, created: false });
    const rec = (await as('quality01', 'GET', `/api/v1/records/${opened.data.recordId}`)).data;
    expect(rec).toMatchObject({ module: 'business', state: 'inProgress', stepKey: 'rectification', deptName: '内分泌科', flowCode: 'quality-rectification' });
    expect(rec.allowedActions).toContain('assignMeasures');
    expect(rec.data).toMatchObject({ itemLabel: '入院记录24小时内完成', lost: 4, finding: '2 份超时' });
    const again = (await as('quality01', 'GET', `/api/v1/quality/sheets/${sheet.sheet.id}`)).data;
    expect(again.rectifications).toEqual([{ itemId: 'mr_admission', recordId: opened.data.recordId, state: 'inProgress' }]);

    // the loop on the engine: measure with owner and deadline, done with evidence, verified, archived
    const w = wfClient(s);
    const ids = await w.userIds();
    const id = opened.data.recordId;
    const assigned = await w.act('quality01', id, 'assignMeasures', { measures: [{ what: '入院记录24小时内完成，科室每周自查', ownerUserId: ids.owner01, deadline: Date.now() + 7 * 86400000 }] });
    expect(assigned.data.state).toBe('rectifying');
    const m = assigned.data.measures[0].id;
    expect((await w.act('owner01', id, 'completeMeasure', { measureId: m, comment: '已完成自查', attachments: [] }, 'owner01')).code).toBe(200);
    const verified = await w.act('quality01', id, 'verifyMeasure', { measureId: m });
    expect(verified.data).toMatchObject({ state: 'inProgress', stepKey: 'rectification' });
    const closed = await w.act('quality01', id, 'close', { comment: '整改到位' });
    expect(closed.data).toMatchObject({ state: 'closed', stepKey: 'archiveReview' });
    expect((await w.act('quality01', id, 'archive')).data.state).toBe('archived');
  });

  it('the rectification\'s owner completes a measure with evidence; nobody else does; the quality office verifies or sends back (issue 35 §4)', async () => {
    const sheet = (await as('quality01', 'GET', `${path()}?dept=${encodeURIComponent('内分泌科')}`)).data;
    const opened = await as('quality01', 'POST', `/api/v1/quality/sheets/${sheet.sheet.id}/rectifications`, { itemId: 'core_rounds' });
    expect(opened.data.created).toBe(true);
    const w = wfClient(s);
    const ids = await w.userIds();
    const id = opened.data.recordId;
    const assigned = await w.act('quality01', id, 'assignMeasures', { measures: [{ what: '查房记录每周自查', ownerUserId: ids.owner01, deadline: Date.now() + 7 * 86400000 }] });
    const m = assigned.data.measures[0].id;
    // the measure on the record for the office and for its owner, who alone is offered its completion
    const mine = await w.detail('owner01', id);
    expect(mine).toMatchObject({ state: 'rectifying', measures: [{ id: m, what: '查房记录每周自查', ownerName: '王芳', status: 'open' }] });
    expect(mine.measureActions[m]).toEqual(['completeMeasure']);
    const office = await w.detail('quality01', id);
    expect(office.measures.map((x: { id: number }) => x.id)).toEqual([m]);
    expect(office.measureActions[m] ?? []).not.toContain('completeMeasure');
    // anyone but the owner is refused: the office, a colleague of the department, an inspector
    const evidence = { measureId: m, comment: '已完成查房记录自查', attachments: [{ name: '自查表.pdf', url: '/uploads/self-check.pdf' }] };
    for (const u of ['quality01', 'nurse01', 'inspector01']) {
      const res = await w.act(u, id, 'completeMeasure', evidence, 'quality01');
      expect([403, 404], `${u} completing`).toContain(res.code);
    }
    expect((await w.detail('quality01', id)).measures[0].status).toBe('open');
    // the owner reports it done with text and an attachment; the owner cannot verify it
    const done = await w.act('owner01', id, 'completeMeasure', evidence);
    expect(done.code).toBe(200);
    expect(done.data.measures[0]).toMatchObject({ status: 'done', note: '已完成查房记录自查', evidence: [{ name: '自查表.pdf', url: '/uploads/self-check.pdf' }] });
    expect((await w.act('owner01', id, 'verifyMeasure', { measureId: m })).code).toBe(403);
    // sent back with a reason, done again, verified by the office
    const back = await w.act('quality01', id, 'sendBackMeasure', { measureId: m, comment: '请附上签字页' });
    expect(back.data.measures[0].status).toBe('open');
    expect((await w.act('owner01', id, 'completeMeasure', { ...evidence, comment: '已补签字页' })).code).toBe(200);
    const verified = await w.act('quality01', id, 'verifyMeasure', { measureId: m });
    expect(verified.data).toMatchObject({ state: 'inProgress', measures: [{ status: 'verified' }] });
  });

  it('a closed round takes no more scores', async () => {
    expect((await as('quality01', 'POST', `/api/v1/quality/rounds/${openRound.id}/close`, {})).data.status).toBe('closed');
    expect((await as('inspector01', 'PUT', path(), { dept: '普通外科', values: COMPLETE, version: 0 })).code).toBe(400);
    expect((await as('quality01', 'POST', `/api/v1/quality/rounds/${openRound.id}/reopen`, {})).data.status).toBe('open');
  });
});
