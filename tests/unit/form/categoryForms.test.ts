// The seeded category forms (issue 31 §4, demo/server/seed/forms 06-09): each normalises, its valid data
// validates, its computed values are what the published scale says, it keeps the generic form's shared
// fields (same models and kinds, so what a reporter typed carries over when they switch category) and the
// fields bound to the record's facts; and the seeded events on these forms hold the values their formulas give.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFormModel } from '../../../src/core/form/createFormModel';
import { normalizeSchema } from '../../../src/core/form/normalize';
import { iterateWidgets } from '../../../src/core/form/walk';
import type { FormSchema, Widget } from '../../../src/core/form/types';
import { factBinding, FACTS } from '../../../src/core/workflow/eventFacts';
import { CATEGORY_EVENTS, CATEGORY_FORMS } from '../../../demo/server/seed/categoryForms';
import { evaluate } from './localFormula';

const DIR = 'demo/server/seed/forms/';
const read = (file: string) => JSON.parse(readFileSync(DIR + file, 'utf8'));
const GENERIC = read('05-unsafe-event-report.form.json') as FormSchema;
const widgets = (s: FormSchema) => new Map([...iterateWidgets(s)].map(({ widget }) => [widget.model, widget]));
const ONLY_DESIGNER_WIDGETS = ['header', 'grid', 'input', 'radio', 'select', 'checkbox', 'date', 'textarea', 'switch', 'divider', 'text', 'computed'];

/** Every computed field of a form, in the form's order, evaluated on the data (a formula may read another computed field). */
function computedOf(schema: FormSchema, data: Record<string, unknown>): Record<string, unknown> {
  const values = { ...data };
  const out: Record<string, unknown> = {};
  for (const { widget } of iterateWidgets(schema)) {
    if ((widget.type as string) !== 'computed') continue;
    const v = evaluate(String(widget.options.formula), values);
    const precision = widget.options.precision;
    out[widget.model] = values[widget.model] = typeof v === 'number' && typeof precision === 'number' ? Number(v.toFixed(precision)) : v;
  }
  return out;
}

const morseBand = (total: number) => (total < 25 ? '低危' : total < 45 ? '中危' : '高危');
const bradenBand = (total: number) => (total <= 9 ? '极高危' : total <= 12 ? '高危' : total <= 14 ? '中危' : total <= 18 ? '轻度危险' : '无风险');
const points = (data: Record<string, unknown>, models: string[]) => models.reduce((n, m) => n + Number(data[m]), 0);
const MORSE = ['morse_history', 'morse_diagnosis', 'morse_aid', 'morse_iv', 'morse_gait', 'morse_mental'];
const BRADEN = ['braden_sensory', 'braden_moisture', 'braden_activity', 'braden_mobility', 'braden_nutrition', 'braden_friction'];

describe.each(CATEGORY_FORMS.map((f) => [f.code, f] as const))('category form %s', (code, meta) => {
  const doc = read(`${code}.form.json`) as FormSchema;
  const valid = read(`${code}.valid.json`) as { fixture: string; data: Record<string, unknown> };
  const own = widgets(doc);

  it('normalises with nothing to fill in, and uses the designer\'s own widgets only', () => {
    const normal = normalizeSchema(doc);
    expect(normal.config).toEqual(GENERIC.config);
    for (const { widget } of iterateWidgets(normal)) {
      expect(ONLY_DESIGNER_WIDGETS, widget.model).toContain(widget.type);
      expect(widget.options.remoteFunc).toBe(`func_${widget.key}`);
    }
    const keys = [...iterateWidgets(doc)].map((v) => v.widget.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(valid.fixture).toBe(`${code}.form.json`);
  });

  it('its valid data validates and comes back whole', async () => {
    const model = createFormModel(doc, { value: valid.data });
    expect(await model.validate()).toEqual({});
    await expect(model.getData()).resolves.toMatchObject(valid.data);
  });

  it('its valid data holds every data field and the computed values its formulas give', () => {
    for (const [m, w] of own) {
      if (['header', 'divider', 'grid', 'text'].includes(w.type)) continue;
      expect(valid.data, m).toHaveProperty(m);
    }
    const computed = computedOf(doc, valid.data);
    expect(Object.keys(computed).length).toBe(meta.eventType === 'fall' || meta.eventType === 'pressure' ? 2 : 0);
    expect(valid.data).toMatchObject(computed);
  });

  it('keeps the generic form\'s shared fields with their models and kinds, and the fields bound to the record\'s facts', () => {
    const generic = widgets(GENERIC);
    const shared = ['sjsx_patient_name', 'sjsx_patient_sex', 'sjsx_patient_age', 'sjsx_patient_diagnosis', 'sjsx_patient_admission_time', 'sjsx_patient_ward',
      'sjsx_patient_bed', 'event_time', 'event_report_dept', 'event_place', 'event_level', 'event_description', 'event_measures', 'reporter_name',
      'reporter_work_no', 'reporter_dept', 'reporter_phone', 'report_time'];
    const kind = (w: Widget) => w.type.replace(/Other$/, '');
    for (const m of shared) {
      expect(own.get(m), m).toBeDefined();
      expect(kind(own.get(m)!), m).toBe(kind(generic.get(m)!));
    }
    // the category's radio holds the record's type by its name
    expect(own.get('event_category')!.type).toBe('radio');
    expect(Object.keys(factBinding(doc)).sort()).toEqual([...FACTS].sort());
    expect(Object.fromEntries(Object.entries(factBinding(doc)).map(([f, b]) => [f, b!.model])))
      .toEqual(Object.fromEntries(Object.entries(factBinding(GENERIC)).map(([f, b]) => [f, b!.model])));
  });
});

describe('the scales', () => {
  it('Morse: six items whose option values are the published points, the total and the band with editable cut-offs', () => {
    const doc = read('06-fall-report.form.json') as FormSchema;
    const w = widgets(doc);
    expect(MORSE.map((m) => w.get(m)!.options.options!.map((o) => Number(o.value))))
      .toEqual([[0, 25], [0, 15], [0, 15, 30], [0, 20], [0, 10, 20], [0, 15]]);
    expect(w.get('morse_band')!.options.formula).toBe('band(morse_total, "低危", 25, "中危", 45, "高危")');
    const data = read('06-fall-report.valid.json').data as Record<string, unknown>;
    expect(data.morse_total).toBe(points(data, MORSE));
    expect(data.morse_band).toBe(morseBand(points(data, MORSE)));
    // every band at its edges, through the formula
    for (const [picks, total] of [[[0, 0, 0, 0, 0, 0], 0], [[0, 0, 0, 20, 0, 0], 20], [[25, 0, 0, 0, 0, 0], 25], [[0, 15, 15, 0, 10, 0], 40],
      [[25, 0, 0, 20, 0, 0], 45], [[25, 15, 30, 20, 20, 15], 125]] as const) {
      const d = Object.fromEntries(MORSE.map((m, i) => [m, String(picks[i])]));
      expect(computedOf(doc, d)).toEqual({ morse_total: total, morse_band: morseBand(total) });
    }
    // the total grows as items are picked
    expect(computedOf(doc, { morse_history: '25' })).toEqual({ morse_total: 25, morse_band: '中危' });
  });

  it('Braden: six items scored 1-4 (friction 1-3), the total and the band, lower is worse', () => {
    const doc = read('07-pressure-injury-report.form.json') as FormSchema;
    const w = widgets(doc);
    expect(BRADEN.map((m) => w.get(m)!.options.options!.map((o) => Number(o.value))))
      .toEqual([[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3]]);
    const data = read('07-pressure-injury-report.valid.json').data as Record<string, unknown>;
    expect(data.braden_total).toBe(points(data, BRADEN));
    expect(data.braden_band).toBe(bradenBand(points(data, BRADEN)));
    for (const total of [6, 9, 10, 12, 13, 14, 15, 18, 19, 23]) {
      // spread the total over the six items (each at least 1)
      const picks = [1, 1, 1, 1, 1, 1];
      for (let left = total - 6, i = 0; left > 0; i = (i + 1) % 6) if (picks[i] < (i === 5 ? 3 : 4)) { picks[i]++; left--; }
      expect(computedOf(doc, Object.fromEntries(BRADEN.map((m, i) => [m, String(picks[i])])))).toEqual({ braden_total: total, braden_band: bradenBand(total) });
    }
    // no band before every item can have been scored (a total under the scale's least, 6)
    expect(computedOf(doc, {})).toEqual({ braden_total: 0, braden_band: '' });
  });

  it('NPIAP stages, NCC MERP A-I with their meanings, the stage of the error, the tube types', () => {
    const values = (code: string, model: string) => widgets(read(`${code}.form.json`)).get(model)!.options.options!.map((o) => o.value);
    expect(values('07-pressure-injury-report', 'npiap_stage')).toEqual(['1期', '2期', '3期', '4期', '不可分期', '深部组织损伤', '医疗器械相关', '黏膜压力性损伤']);
    const ncc = widgets(read('08-medication-error-report.form.json')).get('ncc_merp_category')!;
    expect(ncc.options.options!.map((o) => o.value)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(ncc.options.showLabel).toBe(true);
    expect(ncc.options.options!.map((o) => o.label)).toEqual(expect.arrayContaining(['C 级：差错累及患者，但未造成伤害', 'I 级：差错导致患者死亡']));
    expect(values('08-medication-error-report', 'med_stage')).toEqual(['开具医嘱', '转抄', '调配', '给药', '监测']);
    expect(values('09-unplanned-extubation-report', 'tube_type')).toEqual(['气管插管', '中心静脉导管', '胃管', '导尿管', '引流管', '其他']);
    expect(values('09-unplanned-extubation-report', 'tube_removed_by')).toEqual(['患者自行拔除', '护理操作中意外脱出']);
  });
});

describe('the seeded events on the category forms', () => {
  it.each(CATEGORY_EVENTS.map((e) => [e.title, e] as const))('%s holds valid data and the values its formulas give', async (_title, e) => {
    const code = CATEGORY_FORMS.find((f) => f.eventType === e.eventType)!.code;
    const doc = read(`${code}.form.json`) as FormSchema;
    // as seed/records.ts writes it: the story's harm, then the category's own fields
    const data = { ...read(`${code}.valid.json`).data, event_harm: e.story.harm !== '', event_harm_degree: e.story.harm, ...e.data };
    expect(data).toMatchObject(computedOf(doc, data));
    expect(await createFormModel(doc, { value: data }).validate()).toEqual({});
  });

  it('spread over the Morse bands and NCC MERP categories', () => {
    const of = (type: string, model: string) => CATEGORY_EVENTS.filter((e) => e.eventType === type).map((e) => e.data[model]);
    expect(new Set(of('fall', 'morse_band'))).toEqual(new Set(['低危', '中危', '高危']));
    expect(new Set(of('medication', 'ncc_merp_category')).size).toBeGreaterThanOrEqual(3);
  });
});
