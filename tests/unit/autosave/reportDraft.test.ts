// Issue 32 §1: the whole report is the draft. The head and the form's data values are stored together;
// widgets that hold no data are never stored nor listed as lost; a field that left the form is named by
// its title; the drafts of a user are cleared at logout.
import { describe, expect, it } from 'vitest';
import {
  clearReportDrafts, createDraftSaver, dataFields, draftFitsRecord, draftKey, draftOnForm, isReportDraft, makeReportDraft, mapDraft,
  memoryBackend, reportDraftHostKey, restoreReportValues, type ReportHead,
} from '../../../src/core/autosave/index.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';

const w = (type: string, model: string, name: string, extra: Record<string, unknown> = {}) => ({ type, model, key: model, name, options: {}, rules: [], ...extra });
// the designer's display widgets have models too (header_<time>_<n>): they hold no data
const V1 = {
  list: [
    w('header', 'header_1710729601000_87184', '事件经过'), w('divider', 'divider_1710729601001_1', ''),
    w('link', 'link_1710729601002_2', '填写说明'), w('text', 'text_1710729601003_3', '请如实填写'),
    w('input', 'patient', '患者姓名'), w('textarea', 'description', '事件经过描述'),
    w('radioOther', 'place', '发生地点'),
    w('grid', 'g1', '', { columns: [{ span: 12, list: [w('input', 'ward', '病区')] }] }),
    w('subform', 'drugs', '用药', { columns: [{ span: 24, list: [w('input', 'drug', '药名')] }] }),
  ],
  config: {},
} as unknown as FormSchema;
// the next version: the ward and the place left, a bed came, the headings were redrawn
const V2 = {
  ...V1,
  list: [w('header', 'header_1720000000000_1', '经过'), w('input', 'patient', '患者姓名'), w('textarea', 'description', '事件经过描述'), w('input', 'bed', '床号'),
    w('subform', 'drugs', '用药', { columns: [{ span: 24, list: [w('input', 'drug', '药名')] }] })],
} as unknown as FormSchema;

const HEAD: ReportHead = { eventType: 'fall', grade: 'III', deptName: '心内科', anonymous: true, techItemId: 7, ccUserIds: [4, 9] };
const MODELS = {
  header_1710729601000_87184: '事件经过', divider_1710729601001_1: '', link_1710729601002_2: '填写说明', text_1710729601003_3: '请如实填写',
  patient: '张三', description: '夜间如厕时跌倒', place: 'other', place_other: '走廊', ward: '八病区', drugs: [{ drug: 'a' }],
};

describe('the data fields of a form', () => {
  it('are the widgets that hold a value, with their titles; headings, dividers, links and texts are not', () => {
    expect(dataFields(V1)).toEqual([
      { model: 'patient', title: '患者姓名' }, { model: 'description', title: '事件经过描述' },
      { model: 'place', title: '发生地点' }, { model: 'place_other', title: '发生地点' },
      { model: 'ward', title: '病区' }, { model: 'drugs', title: '用药' },
    ]);
  });
});

describe('a report draft', () => {
  it('holds the head and the values of the data fields only', () => {
    const d = makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: MODELS, savedAt: 1000, submission: 'k1' });
    expect(d.head).toEqual(HEAD);
    expect(Object.keys(d.models)).toEqual(['patient', 'description', 'place', 'place_other', 'ward', 'drugs']);
    expect(d.form).toEqual({ id: 5, version: 2 });
    expect(d.submission).toBe('k1');
    expect(isReportDraft(d)).toBe(true);
    // a copy: the live values go on changing
    (MODELS.drugs[0] as { drug: string }).drug = 'b';
    expect(d.models.drugs).toEqual([{ drug: 'a' }]);
    (MODELS.drugs[0] as { drug: string }).drug = 'a';
  });
  it('before a category is picked holds the head alone', () => {
    const d = makeReportDraft({ head: { ...HEAD, eventType: null, grade: null }, form: null, schema: null, models: {}, savedAt: 1 });
    expect(d).toMatchObject({ form: null, models: {}, fields: [] });
    expect(isReportDraft(d)).toBe(true);
  });
  it('is told apart from other stored values', () => {
    expect(isReportDraft({ models: {}, savedAt: 1, fields: [] })).toBe(false);
    expect(isReportDraft({ kind: 'report', savedAt: 1, head: { ...HEAD, grade: 'V' }, form: null, models: {}, fields: [] })).toBe(false);
    expect(isReportDraft({ kind: 'report', savedAt: 1, head: { ...HEAD, techItemId: '7' }, form: null, models: {}, fields: [] })).toBe(false);
    // a draft saved before the technology was asked (issue 35 §3) is still one; so is one that names none
    const { techItemId: _t, ...older } = HEAD;
    expect(isReportDraft({ kind: 'report', savedAt: 1, head: older, form: null, models: {}, fields: [] })).toBe(true);
    expect(isReportDraft({ kind: 'report', savedAt: 1, head: { ...HEAD, techItemId: null }, form: null, models: {}, fields: [] })).toBe(true);
    expect(isReportDraft(null)).toBe(false);
  });
  it('restored on the same form version loses nothing', () => {
    const d = makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: MODELS, savedAt: 1000 });
    expect(restoreReportValues(d, V1)).toEqual({ values: d.models, lost: [] });
  });
  it('restored on a newer version names the data fields that left, by title, once each; never a heading', () => {
    const d = makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: MODELS, savedAt: 1000 });
    const r = restoreReportValues(d, V2);
    expect(r.values).toEqual({ patient: '张三', description: '夜间如厕时跌倒', drugs: [{ drug: 'a' }] });
    expect(r.lost.map((f) => f.title)).toEqual(['发生地点', '病区']);
  });
  it('a field that left empty is not lost', () => {
    const d = makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: { ...MODELS, ward: '', place: '', place_other: '' }, savedAt: 1000 });
    expect(restoreReportValues(d, V2).lost).toEqual([]);
  });
  it('for a stored record is put back only when made on the version the server still holds', () => {
    const d = makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: MODELS, savedAt: 1, recordVersion: 3 });
    expect(d.recordVersion).toBe(3);
    expect(draftFitsRecord(d, { version: 3 })).toBe(true);
    expect(draftFitsRecord(d, { version: 4 })).toBe(false);
    expect(draftFitsRecord({}, { version: 1 })).toBe(false);
    expect(draftFitsRecord({}, null)).toBe(true);
  });
  it('is saved with its head through the debounced saver and read back whole', async () => {
    const backend = memoryBackend();
    const saved: number[] = [];
    const saver = createDraftSaver({ backend, key: draftKey(7, reportDraftHostKey()), delayMs: 10, isValid: isReportDraft, sync: null, onSaved: (v) => saved.push(v.savedAt) });
    saver.schedule(() => makeReportDraft({ head: HEAD, form: { id: 5, version: 2 }, schema: V1, models: MODELS, savedAt: 42 }));
    await saver.flush();
    expect(saved).toEqual([42]);
    expect((await saver.load())?.head).toEqual(HEAD);
    expect([...backend.map.keys()]).toEqual(['hos-draft:7:report:new']);
  });
});

describe('logout', () => {
  it("clears the user's report drafts (and their leave copies), not other users' or other drafts", async () => {
    const backend = memoryBackend();
    for (const k of ['hos-draft:7:report:new', 'hos-draft:7:report:12', 'hos-draft:8:report:new', 'hos-draft:7:design:3', 'hos-draft:77:report:new']) await backend.set(k, 1);
    const removed: string[] = [];
    await clearReportDrafts(backend, '7', { removeItem: (k) => void removed.push(k) });
    expect([...backend.map.keys()].sort()).toEqual(['hos-draft:77:report:new', 'hos-draft:7:design:3', 'hos-draft:8:report:new']);
    expect(removed.sort()).toEqual(['hos-draft:7:report:12:sync', 'hos-draft:7:report:new:sync']);
  });
});

describe("the form renderer's draft offer", () => {
  it('lists only data fields that left, by their titles (issue 32 §1: no header_… or divider_…)', () => {
    const fields = dataFields(V1);
    const mapped = mapDraft(MODELS, V2, fields);
    expect(mapped.models).toEqual({ patient: '张三', description: '夜间如厕时跌倒', drugs: [{ drug: 'a' }] });
    expect(mapped.missing.map((f) => f.title)).toEqual(['发生地点', '病区']);
    expect(draftOnForm(MODELS, fields, V1).lost).toEqual([]);
  });
});
