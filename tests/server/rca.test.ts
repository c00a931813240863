// Root-cause analysis on the workflow engine (issue 26 §1, docs/workflow.md "Root-cause analysis"), through
// the real HTTP server: a grade II event reaches the analysis step; only the step's assignees (the quality
// office) name the investigation team; a member edits the analysis (revisions, 409 on a stale one); a
// stranger sees neither the record nor the analysis; the step does not finish while a root cause has no
// measure and no recorded reason; then the flow goes on to rectification and closes as before.
import { beforeAll, describe, expect, it } from 'vitest';
import { useWfServer } from './wf.ts';
import { RCA_SEED_TITLE } from '../../demo/server/seed/rca.ts';
import { rca } from '../../src/core/i18n/locales/rca.ts';
import { addFact } from '../../src/core/rca/commands.ts';
import { mergeAnalysis } from '../../src/core/rca/merge.ts';
import type { Analysis } from '../../src/core/rca/types.ts';

const { w } = useWfServer({ checkSecrets: true });
let ids: Record<string, number>;
const DAY = 24 * 3600_000;
const EN = { 'Accept-Language': 'en' };

beforeAll(async () => {
  ids = await w.userIds();
});

/** A fall with two root causes, one contributing cause and a why chain. */
const ANALYSIS = {
  problem: '患者夜间如厕跌倒',
  facts: [
    { id: 'f1', at: '2026-11-20 02:10', what: '患者自行下床如厕', source: '患者陈述' },
    { id: 'f2', at: '2026-11-20 02:15', what: '护士巡视发现患者跌坐在卫生间', source: '护理记录' },
  ],
  categories: [{ id: 'people', code: 'people' }, { id: 'environment', code: 'environment' }, { id: 'methods', code: 'methods' }],
  causes: [
    { id: 'c1', categoryId: 'environment', parentId: null, text: '卫生间地面湿滑', kind: 'root', evidence: [] },
    { id: 'c2', categoryId: 'methods', parentId: null, text: '跌倒风险评估未按时复评', kind: 'root', evidence: [] },
    { id: 'c3', categoryId: 'people', parentId: null, text: '患者未呼叫护士', kind: 'contributing', evidence: [] },
  ],
  whys: [{ id: 'w1', problem: '为什么患者会滑倒？', whys: ['地面有水', '保洁后未放置警示牌'], causeId: 'c1' }],
  noMeasure: {},
};

const analysisUrl = (id: number) => `/api/v1/records/${id}/analysis`;

describe('root-cause analysis at the analysis step', () => {
  let id: number;

  it('a grade II event reaches the analysis step after the department review; grade III skips it', async () => {
    id = (await w.report('nurse01', { grade: 'II', title: '跌倒事件（根本原因分析测试）' })).data.id;
    const approved = await w.act('approver01', id, 'approve', { comment: '情况属实' });
    expect(approved.code).toBe(200);
    const d = await w.detail('quality01', id);
    expect(d).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis', analysis: { revision: 0, team: [] } });
    expect(d.flow.steps.find((x: { key: string }) => x.key === 'rootCauseAnalysis')).toMatchObject({ kind: 'analysis', applies: true });
    expect(d.allowedActions).toEqual(expect.arrayContaining(['approve', 'return', 'transfer', 'assignMeasures']));

    const other = (await w.report('nurse01', { grade: 'III' })).data.id;
    expect((await w.detail('nurse01', other)).analysis).toBeNull();
    expect(await w.get('nurse01', analysisUrl(other), EN)).toMatchObject({ code: 404, msg: 'The flow of this record has no root-cause analysis step' });
  });

  it('answers an empty analysis (the record title as the problem) with what the caller may do', async () => {
    const a = (await w.get('quality01', analysisUrl(id))).data;
    expect(a).toMatchObject({ revision: 0, updatedAt: null, updatedBy: null, team: [], canEdit: true, canNameTeam: true, atStep: true, unaddressed: [] });
    expect(a.analysis.problem).toBe('跌倒事件（根本原因分析测试）');
    expect(a.analysis.categories).toHaveLength(6);
    // the department head who approved may read it, not change it
    expect((await w.get('approver01', analysisUrl(id))).data).toMatchObject({ canEdit: false, canNameTeam: false, atStep: true });
  });

  it('only the step assignees name the team; a stranger sees neither the record nor the analysis', async () => {
    const team = { userIds: [ids.nurse02, ids.owner01] };
    expect(await w.call('approver01', 'PUT', `${analysisUrl(id)}/team`, team, EN))
      .toMatchObject({ code: 403, msg: 'Only the handlers of the root-cause analysis step can name the investigation team' });
    expect((await w.call('approver01', 'PUT', `${analysisUrl(id)}/team`, team)).msg).toBe('只有根本原因分析环节的处理人可以指定调查小组');
    expect((await w.call('nurse02', 'PUT', `${analysisUrl(id)}/team`, team)).code).toBe(404);
    // the reporter never investigates her own report
    expect((await w.call('quality01', 'PUT', `${analysisUrl(id)}/team`, { userIds: [ids.nurse01] })).code).toBe(400);
    expect((await w.get('nurse02', `/api/v1/records/${id}`)).code).toBe(404);

    const named = await w.call('quality01', 'PUT', `${analysisUrl(id)}/team`, team);
    expect(named.code).toBe(200);
    expect(named.data.team.map((m: { id: number }) => m.id).sort()).toEqual([ids.nurse02, ids.owner01].sort());
    expect(named.data.team[0]).toEqual({ id: expect.any(Number), name: expect.any(String), deptName: expect.any(String) });

    // members are told, may open the record, edit the analysis, and still not name the team
    const msg = (await w.messages('nurse02')).find((m) => m.relatedId === id);
    expect(msg).toBeTruthy();
    expect(JSON.stringify(msg)).toContain('根本原因分析');
    expect((await w.get('nurse02', `/api/v1/records/${id}`)).code).toBe(200);
    expect((await w.get('nurse02', analysisUrl(id))).data).toMatchObject({ canEdit: true, canNameTeam: false });
    expect((await w.call('nurse02', 'PUT', `${analysisUrl(id)}/team`, { userIds: [ids.nurse02] })).code).toBe(403);
    // the analysis is on the members' to-do list and in their to-do count
    for (const member of ['nurse02', 'owner01'] as const) {
      expect((await w.get(member, '/api/v1/records?scope=todo&pageSize=50')).data.list.map((r: { id: number }) => r.id), member).toContain(id);
    }
    expect((await w.get('nurse02', '/api/v1/biz/summary')).data.todo).toBeGreaterThanOrEqual(1);
    expect((await w.get('nurse02', '/api/v1/biz/my-work')).data.items).toContainEqual(expect.objectContaining({ kind: 'other', module: 'baqsj', count: 1 }));

    // a stranger (another department's nurse, not on the team)
    expect((await w.get('nurse03', `/api/v1/records/${id}`)).code).toBe(404);
    expect((await w.get('nurse03', analysisUrl(id))).code).toBe(404);
    expect((await w.call('nurse03', 'PUT', analysisUrl(id), { analysis: ANALYSIS, revision: 0 })).code).toBe(404);
    expect((await w.get('nurse03', `${analysisUrl(id)}/revisions`)).code).toBe(404);

    const d = await w.detail('quality01', id);
    expect(d.analysis.team.sort()).toEqual([ids.nurse02, ids.owner01].sort());
    expect(d.timeline.at(-1)).toMatchObject({ action: 'analysisTeam', actorId: ids.quality01, extra: { added: expect.any(Array), removed: [] } });
  });

  it('a member saves revisions; a stale revision is a 409 that writes nothing; a bad document is a worded 400', async () => {
    const saved = await w.call('nurse02', 'PUT', analysisUrl(id), { analysis: ANALYSIS, revision: 0 });
    expect(saved).toMatchObject({ code: 200, data: { revision: 1 } });
    const stale = await w.call('owner01', 'PUT', analysisUrl(id), { analysis: { ...ANALYSIS, problem: '别的' }, revision: 0 }, EN);
    expect(stale.code).toBe(409);
    // the same words as the page's banner after a conflict (one message: merge, then save)
    expect(stale.msg).toBe(rca.en.conflict);
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: ANALYSIS, revision: 0 })).msg).toBe(rca['zh-CN'].conflict);
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: ANALYSIS })).code).toBe(400);
    const bad = await w.call('owner01', 'PUT', analysisUrl(id), { analysis: { ...ANALYSIS, causes: [{ ...ANALYSIS.causes[0], text: ' ' }] }, revision: 1 }, EN);
    // where it is wrong is named by what people typed there (or the item's place), never by an id or a path
    expect(bad).toMatchObject({ code: 400, msg: 'The analysis is not valid: the text is empty (the text of cause 1)' });
    const badTime = { ...ANALYSIS, facts: [ANALYSIS.facts[0], { ...ANALYSIS.facts[1], at: '凌晨两点' }] };
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: badTime, revision: 1 })).msg)
      .toBe('分析内容有误：格式无效（事件经过“护士巡视发现患者跌坐在卫生间”的时间）');
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: badTime, revision: 1 }, EN)).msg)
      .toBe('The analysis is not valid: invalid format (the time of the fact “护士巡视发现患者跌坐在卫生间”)');
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: { ...ANALYSIS, noMeasure: { c3: '无需' } }, revision: 1 })).msg)
      .toBe('分析内容有误：格式无效（原因“患者未呼叫护士”的不设措施的理由）');

    const a = (await w.get('owner01', analysisUrl(id))).data;
    expect(a).toMatchObject({ revision: 1, updatedBy: '赵丽', unaddressed: ['c1', 'c2'] });
    expect(a.analysis.causes.map((c: { id: string }) => c.id)).toEqual(['c1', 'c2', 'c3']);
    const d = await w.detail('quality01', id);
    expect(d.analysis.revision).toBe(1);
    expect(d.timeline.filter((t: { action: string }) => t.action === 'analysisSaved')).toHaveLength(1);
  });

  it('finishing is refused while a root cause has neither a measure nor a reason; measures carry their cause', async () => {
    const refused = await w.act('quality01', id, 'approve', {}, 'quality01');
    expect(refused.code).toBe(400);
    // the causes by their text, in the caller's language; never their ids
    expect(refused.msg).toBe('仍有根本原因既没有改进措施，也没有记录不采取措施的理由：“卫生间地面湿滑”、“跌倒风险评估未按时复评”。请为其下达措施或填写不设措施的理由，再完成根本原因分析');
    expect((await w.call('quality01', 'POST', `/api/v1/records/${id}/actions/approve`, { version: (await w.detail('quality01', id)).version }, EN)).msg)
      .toBe('Some root causes have neither a measure nor a recorded reason for none: “卫生间地面湿滑”, “跌倒风险评估未按时复评”. Set a measure or give the reason, then finish the root-cause analysis');

    const deadline = Date.now() + 14 * DAY;
    const wrongCause = await w.act('quality01', id, 'assignMeasures', { measures: [{ what: '地面防滑', ownerUserId: ids.owner01, deadline, causeId: 'c9' }] });
    expect(wrongCause).toMatchObject({ code: 400 });
    expect(wrongCause.msg).toBe('措施对应的原因不在已保存的根本原因分析中：请先保存分析（或重新选择原因），再下达措施');
    const assigned = await w.act('quality01', id, 'assignMeasures', { measures: [
      { what: '卫生间铺设防滑垫并放置警示牌', ownerUserId: ids.owner01, deadline, causeId: 'c1' },
    ] });
    expect(assigned.code).toBe(200);
    // proposed at the analysis step: carried out once the record reaches rectification
    expect(assigned.data).toMatchObject({ state: 'inProgress', stepKey: 'rootCauseAnalysis' });
    expect(assigned.data.measures).toEqual([expect.objectContaining({ what: '卫生间铺设防滑垫并放置警示牌', causeId: 'c1', status: 'open' })]);
    expect((await w.get('quality01', analysisUrl(id))).data.unaddressed).toEqual(['c2']);
    expect((await w.act('quality01', id, 'approve')).code).toBe(400);

    // the team records why the second root cause needs no measure of its own
    const reason = await w.call('nurse02', 'PUT', analysisUrl(id), { analysis: { ...ANALYSIS, noMeasure: { c2: '复评制度已在全院跌倒专项整改中修订' } }, revision: 1 });
    expect(reason).toMatchObject({ code: 200, data: { revision: 2 } });
    const done = await w.act('quality01', id, 'approve', { comment: '分析完成' });
    expect(done.code).toBe(200);
    expect(done.data).toMatchObject({ state: 'rectifying', stepKey: 'qualityReview' });
  });

  it('after the step the analysis is read-only, its revisions stay readable, and the loop closes as before', async () => {
    expect(await w.call('nurse02', 'PUT', analysisUrl(id), { analysis: ANALYSIS, revision: 2 }, EN))
      .toMatchObject({ code: 403, msg: 'The record is not at its root-cause analysis step: the analysis cannot be changed' });
    expect((await w.call('quality01', 'PUT', `${analysisUrl(id)}/team`, { userIds: [] })).code).toBe(403);
    expect((await w.get('nurse02', analysisUrl(id))).data).toMatchObject({ revision: 2, canEdit: false, atStep: false, unaddressed: [] });
    // past the step, the analysis leaves the members' to-do lists
    expect((await w.get('nurse02', '/api/v1/records?scope=todo&pageSize=50')).data.list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await w.get('nurse02', '/api/v1/biz/my-work')).data.items.filter((i: { kind: string }) => i.kind === 'other')).toEqual([]);
    const revs = (await w.get('nurse02', `${analysisUrl(id)}/revisions`)).data;
    expect(revs.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(revs[0]).toEqual({ revision: 2, updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/), updatedBy: '赵丽' });
    const first = (await w.get('nurse02', `${analysisUrl(id)}/revisions/1`)).data;
    expect(first).toMatchObject({ revision: 1, updatedBy: '赵丽', analysis: { noMeasure: {} } });
    expect((await w.get('nurse02', `${analysisUrl(id)}/revisions/9`)).code).toBe(404);

    const m = (await w.detail('quality01', id)).measures[0];
    expect((await w.act('owner01', id, 'completeMeasure', { measureId: m.id, comment: '已铺设防滑垫' })).code).toBe(200);
    expect((await w.act('quality01', id, 'verifyMeasure', { measureId: m.id })).code).toBe(200);
    expect((await w.act('quality01', id, 'close', { comment: '根本原因已消除，结案' })).data).toMatchObject({ state: 'closed', stepKey: 'archiveReview' });
    expect((await w.act('quality01', id, 'archive')).data).toMatchObject({ state: 'archived' });
    // team members keep seeing the case they investigated
    expect((await w.get('nurse02', `/api/v1/records/${id}`)).data.measures[0]).toMatchObject({ causeId: 'c1', status: 'verified' });
  });

  it('an analysis without a root cause cannot finish', async () => {
    const other = (await w.report('nurse01', { grade: 'II', title: '跌倒事件（未找到根本原因）' })).data.id;
    await w.act('approver01', other, 'approve');
    const r = await w.call('quality01', 'POST', `/api/v1/records/${other}/actions/approve`, { version: (await w.detail('quality01', other)).version }, EN);
    expect(r).toMatchObject({ code: 400, msg: 'The analysis marks no cause as a root cause yet: the root-cause analysis cannot be finished' });
  });
});

describe('the seeded root-cause analyses', () => {
  it('hold one finished analysis a new user can look at: facts, fishbone, why chains, root causes with verified measures, archived', async () => {
    const found = (await w.get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent('夜间如厕跌倒致骨折')}`)).data.list;
    expect(found).toHaveLength(1);
    const d = await w.detail('quality01', found[0].id);
    expect(d).toMatchObject({ title: RCA_SEED_TITLE, grade: 'II', eventType: 'fall', state: 'archived', analysis: { revision: 2 } });
    expect([...d.analysis.team].sort()).toEqual([ids.owner01, ids.approver01].sort());
    const a = (await w.get('quality01', analysisUrl(d.id))).data;
    expect(a).toMatchObject({ revision: 2, atStep: false, canEdit: false, unaddressed: [] });
    expect(a.analysis.facts.length).toBeGreaterThanOrEqual(5);
    expect(a.analysis.categories).toHaveLength(4);
    expect(a.analysis.whys).toHaveLength(2);
    const roots = a.analysis.causes.filter((c: { kind: string }) => c.kind === 'root').map((c: { id: string }) => c.id);
    expect(roots).toHaveLength(3);
    expect(a.analysis.causes.some((c: { parentId: string | null }) => c.parentId)).toBe(true);
    expect(d.measures.map((m: { causeId: string }) => m.causeId).sort()).toEqual([...roots].sort());
    expect(d.measures.every((m: { status: string }) => m.status === 'verified')).toBe(true);
    expect(d.conclusion.text).toContain('PDCA');
    expect((await w.get('quality01', `${analysisUrl(d.id)}/revisions`)).data).toHaveLength(2);
    // a team member still opens it; a stranger does not
    expect((await w.get('owner01', `/api/v1/records/${d.id}`)).code).toBe(200);
    expect((await w.get('nurse03', analysisUrl(d.id))).code).toBe(404);
  });

  it('the seeded grade II event still rectifying passed its analysis with measures for its root causes', async () => {
    const found = (await w.get('quality01', `/api/v1/records?scope=all&keyword=${encodeURIComponent('八病区 5 床')}`)).data.list;
    const d = await w.detail('quality01', found[0].id);
    expect(d).toMatchObject({ state: 'rectifying', stepKey: 'qualityReview', analysis: { revision: 1 } });
    expect(d.measures.map((m: { causeId: string }) => m.causeId)).toEqual(['k2', 'k2', 'k3']);
  });
});

describe('two editors of one analysis (issue 35 §4)', () => {
  it('both editors\' facts survive a conflict: the page merges onto the latest revision and saves with it', async () => {
    const id = (await w.report('nurse01', { grade: 'II', title: '跌倒事件（并发编辑测试）' })).data.id;
    expect((await w.act('approver01', id, 'approve', { comment: '情况属实' })).code).toBe(200);
    expect((await w.call('quality01', 'PUT', `${analysisUrl(id)}/team`, { userIds: [ids.nurse02, ids.owner01] })).code).toBe(200);
    const first = await w.call('nurse02', 'PUT', analysisUrl(id), { analysis: ANALYSIS, revision: 0 });
    expect(first.data.revision).toBe(1);

    // both load revision 1 and each adds a fact (the same new id "f3" on both pages)
    const loadedA = (await w.get('nurse02', analysisUrl(id))).data;
    const loadedB = (await w.get('owner01', analysisUrl(id))).data;
    const fact = (a: Analysis, what: string) => {
      const r = addFact(a, { at: '', what, source: '' });
      if (!r.ok) throw new Error(r.error.code);
      return r.analysis;
    };
    const mineA = fact(loadedA.analysis, '护士长到场查看');
    const mineB = fact(loadedB.analysis, '家属称患者起夜未开灯');
    expect((await w.call('nurse02', 'PUT', analysisUrl(id), { analysis: mineA, revision: 1 })).data.revision).toBe(2);
    const conflict = await w.call('owner01', 'PUT', analysisUrl(id), { analysis: mineB, revision: 1 });
    expect(conflict.code).toBe(409);

    // what the page does on "merge into the latest revision", then "save"
    const latest = (await w.get('owner01', analysisUrl(id))).data;
    const merged = mergeAnalysis(loadedB.analysis, mineB, latest.analysis);
    expect(merged.conflicts).toEqual([]);
    expect((await w.call('owner01', 'PUT', analysisUrl(id), { analysis: merged.analysis, revision: latest.revision })).data.revision).toBe(3);
    const facts = (await w.get('quality01', analysisUrl(id))).data.analysis.facts.map((f: { what: string }) => f.what);
    expect(facts).toEqual(expect.arrayContaining(['护士长到场查看', '家属称患者起夜未开灯', ...ANALYSIS.facts.map((f) => f.what)]));
    expect(facts).toHaveLength(4);
  });
});
