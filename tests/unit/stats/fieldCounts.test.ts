// Counting records by a field of their form (issue 31 §4, src/core/stats/fieldCounts.ts): which fields can
// be counted, what a stored value counts as (as the data holds it and as SQLite or PostgreSQL read it back),
// and how the groups of many form versions add up.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bandLabels, countableFields, countKeys, formHasModel, tallyField, type CountableField } from '../../../src/core/stats/fieldCounts';
import { listFiltersFromQuery, listLink } from '../../../src/core/stats/charts';

const form = (code: string) => JSON.parse(readFileSync(`demo/server/seed/forms/${code}.form.json`, 'utf8'));

describe('countable fields', () => {
  it('the fall form: its choice, switch and computed fields by title, in the form\'s order; not the fields bound to the record\'s facts', () => {
    const fields = countableFields(form('06-fall-report'));
    const models = fields.map((f) => f.model);
    expect(models).toEqual([
      'sjsx_patient_sex', 'sjsx_patient_ward', 'event_place', 'fall_kind', 'fall_activity', 'fall_companion', ...['history', 'diagnosis', 'aid', 'iv', 'gait', 'mental'].map((m) => `morse_${m}`),
      'morse_total', 'morse_band', 'event_harm', 'event_harm_degree', 'fall_injury_type', 'event_measures',
    ]);
    const band = fields.find((f) => f.model === 'morse_band')!;
    expect(band).toEqual({ model: 'morse_band', title: '跌倒风险等级', kind: 'computed', options: ['低危', '中危', '高危'].map((l) => ({ value: l, label: l })) });
    expect(fields.find((f) => f.model === 'morse_total')).toMatchObject({ kind: 'computed', options: [] });
    // what the form shows: the label when it shows labels
    expect(fields.find((f) => f.model === 'morse_aid')!.options).toEqual([
      { value: '0', label: '不需要、卧床或护士扶助（0分）' }, { value: '15', label: '拐杖、手杖或助行器（15分）' }, { value: '30', label: '扶家具行走（30分）' },
    ]);
    expect(fields.find((f) => f.model === 'event_measures')!.kind).toBe('multiple');
    expect(fields.find((f) => f.model === 'event_harm')!.kind).toBe('switch');
  });

  it('the generic form: its remote department select and its fact fields are not countable; the NCC MERP category is, by its labels', () => {
    const generic = countableFields(form('05-unsafe-event-report')).map((f) => f.model);
    expect(generic).not.toContain('event_report_dept');
    expect(generic).not.toContain('event_category');
    expect(generic).not.toContain('event_level');
    const ncc = countableFields(form('08-medication-error-report')).find((f) => f.model === 'ncc_merp_category')!;
    expect(ncc.options[0]).toEqual({ value: 'A', label: 'A 级：客观环境或条件可能引发差错（差错隐患）' });
    expect(countableFields(null)).toEqual([]);
    expect(countableFields({ list: 'x' })).toEqual([]);
  });

  it('band labels are read from a band() formula, also inside if(); none from another formula', () => {
    expect(bandLabels('band(morse_total, "低危", 25, "中危", 45, "高危")')).toEqual(['低危', '中危', '高危']);
    expect(bandLabels('if(braden_total < 6, "", band(braden_total, \'极高危\', 10, "高危"))')).toEqual(['极高危', '高危']);
    expect(bandLabels('sum(a, b)')).toEqual([]);
    expect(bandLabels(undefined)).toEqual([]);
  });

  it('a form has a model when a widget of it carries that model', () => {
    expect(formHasModel(form('06-fall-report'), 'morse_band')).toBe(true);
    expect(formHasModel(form('05-unsafe-event-report'), 'morse_band')).toBe(false);
  });
});

describe('stored values', () => {
  it('as the data holds them and as SQLite and PostgreSQL read them back out of the JSON', () => {
    expect(countKeys('choice', '高危')).toEqual(['高危']);
    expect(countKeys('computed', 85)).toEqual(['85']);
    expect(countKeys('computed', '')).toEqual([]);
    expect(countKeys('choice', null)).toEqual([]);
    for (const yes of [true, 1, '1', 'true']) expect(countKeys('switch', yes)).toEqual(['true']);
    for (const no of [false, 0, '0', 'false']) expect(countKeys('switch', no)).toEqual(['false']);
    expect(countKeys('multiple', ['报告医生', '其他'])).toEqual(['报告医生', '其他']);
    // SQLite's json_extract of a list, and PostgreSQL's #>> of one
    expect(countKeys('multiple', '["报告医生","对症处理"]')).toEqual(['报告医生', '对症处理']);
    expect(countKeys('multiple', '["报告医生", "对症处理"]')).toEqual(['报告医生', '对症处理']);
    expect(countKeys('multiple', '[]')).toEqual([]);
    expect(countKeys('multiple', '[not json')).toEqual(['[not json']);
  });
});

describe('adding up', () => {
  const band: CountableField = { model: 'morse_band', title: '跌倒风险等级', kind: 'computed', options: ['低危', '中危', '高危'].map((l) => ({ value: l, label: l })) };

  it('the form\'s values first in its order (an unused one as 0), then values it no longer offers; empty and other forms apart', () => {
    const counts = tallyField(band, [
      { onForm: true, value: '高危', n: 2 }, { onForm: true, value: '低危', n: 1 }, { onForm: true, value: '高危', n: 1 },
      { onForm: true, value: '极高危', n: 1 }, { onForm: true, value: null, n: 2 }, { onForm: false, value: null, n: 5 }, { onForm: false, value: '高危', n: 1 },
    ]);
    expect(counts).toEqual({
      total: 13, empty: 2, notOnForm: 6,
      counts: [{ value: '低危', label: '低危', n: 1 }, { value: '中危', label: '中危', n: 0 }, { value: '高危', label: '高危', n: 3 }, { value: '极高危', label: '极高危', n: 1 }],
    });
  });

  it('one row per record keeps the ids behind each count; a checkbox record counts under each value it ticks', () => {
    const measures: CountableField = { model: 'event_measures', title: '已采取措施', kind: 'multiple', options: [{ value: '报告医生', label: '报告医生' }, { value: '其他', label: '其他' }] };
    const counts = tallyField(measures, [
      { id: 1, onForm: true, value: '["报告医生","其他"]', n: 1 }, { id: 2, onForm: true, value: '["报告医生"]', n: 1 }, { id: 3, onForm: true, value: '[]', n: 1 },
      { id: 4, onForm: false, value: null, n: 1 },
    ], { withIds: true });
    expect(counts.counts).toEqual([{ value: '报告医生', label: '报告医生', n: 2, ids: [1, 2] }, { value: '其他', label: '其他', n: 1, ids: [1] }]);
    expect([counts.empty, counts.emptyIds, counts.notOnForm, counts.total]).toEqual([1, [3], 1, 4]);
    // no records (a month without such events): the same shape, every count with its (empty) list
    expect(tallyField(measures, [], { withIds: true })).toEqual({
      total: 0, empty: 0, notOnForm: 0, emptyIds: [],
      counts: [{ value: '报告医生', label: '报告医生', n: 0, ids: [] }, { value: '其他', label: '其他', n: 0, ids: [] }],
    });
  });

  it('a switch counts yes and no; a number by its values in order', () => {
    const harm: CountableField = { model: 'event_harm', title: '是否造成伤害', kind: 'switch', options: [] };
    expect(tallyField(harm, [{ onForm: true, value: 1, n: 3 }, { onForm: true, value: 'false', n: 2 }]).counts)
      .toEqual([{ value: 'true', label: '', n: 3 }, { value: 'false', label: '', n: 2 }]);
    const total: CountableField = { model: 'morse_total', title: 'Morse 总分', kind: 'computed', options: [] };
    expect(tallyField(total, [{ onForm: true, value: '85', n: 1 }, { onForm: true, value: '110', n: 1 }, { onForm: true, value: '15', n: 2 }]).counts.map((c) => c.value))
      .toEqual(['15', '85', '110']);
  });
});

describe('the data query link of a count', () => {
  it('carries the field and its value, and reads them back (a model is never a path)', () => {
    const link = listLink('/newBaqsj/queryData', { module: 'baqsj', eventType: 'fall', field: 'morse_band', fieldValue: '高危' });
    expect(link).toBe(`/newBaqsj/queryData?module=baqsj&eventType=fall&field=morse_band&fieldValue=${encodeURIComponent('高危')}`);
    expect(listFiltersFromQuery(Object.fromEntries(new URL(link, 'http://x').searchParams))).toEqual({ module: 'baqsj', eventType: 'fall', field: 'morse_band', fieldValue: '高危' });
    expect(listFiltersFromQuery({ field: '$.a.b', fieldValue: 'x' })).toEqual({});
  });
});
