// The one source of truth for an event's type and grade (issue 22 §1): which form fields are bound, how
// values map both ways, when the record and the form disagree, and the data stored with the record's values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  factBinding, factsConflict, factsOfData, GRADE_TEXT, gradeOfValue, gradeValue, typeOfValue, typeValue, withFacts, withoutBoundWidgets,
} from '../../../src/core/workflow/eventFacts.ts';
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import { GRADES } from '../../../src/core/workflow/types.ts';
import { iterateWidgets } from '../../../src/core/form/walk.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';

const TYPES = [
  { code: 'fall', name: '跌倒/坠床', nameEn: 'Fall' },
  { code: 'medication', name: '给药错误', nameEn: 'Medication error' },
];
const FORM = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.form.json', 'utf8')) as FormSchema;
const models = (schema: FormSchema) => [...iterateWidgets(schema)].map((v) => v.widget.model);
const radio = (model: string, values: string[], extra: Record<string, unknown> = {}) =>
  ({ type: 'radio', key: model, model, name: model, rules: [], options: { options: values.map((value) => ({ value, label: value })), ...extra } });

describe('which form fields carry the type and the grade', () => {
  it('the unsafe-event form binds 事件类别 and 事件分级 by convention', () => {
    const b = factBinding(FORM);
    expect(b.eventType).toMatchObject({ model: 'event_category', label: '事件类别', otherModel: 'event_category_other' });
    expect(b.grade).toMatchObject({ model: 'event_level', label: '事件分级' });
  });
  it('a widget that declares recordField wins over the convention', () => {
    const schema = { list: [radio('event_level', ['I级']), radio('severity', ['II级'], { recordField: 'grade' })], config: {} };
    expect(factBinding(schema).grade?.model).toBe('severity');
    expect(factBinding(schema).eventType).toBeUndefined();
  });
  it('a form with neither binds nothing', () => {
    expect(factBinding({ list: [radio('x', ['a'])], config: {} })).toEqual({});
    expect(factBinding(null)).toEqual({});
  });
});

describe('one wording for grades', () => {
  it('the form options and the app labels are the same words', () => {
    for (const g of GRADES) expect(GRADE_TEXT[g]).toBe(workflow['zh-CN'][`grade.${g}`]);
    const options = factBinding(FORM).grade!.options!.map((o) => o.value);
    expect(options).toEqual(GRADES.map((g) => GRADE_TEXT[g]));
    expect(GRADE_TEXT.I).toBe('I级（警讯事件）');
  });
  it('reads a grade by its numeral, whatever the wording', () => {
    expect(gradeOfValue('I级（警告事件）')).toBe('I');
    expect(gradeOfValue('II级（不良后果事件）')).toBe('II');
    expect(gradeOfValue(' III级')).toBe('III');
    expect(gradeOfValue('IV')).toBe('IV');
    expect(gradeOfValue('Grade II (adverse outcome)')).toBe('II');
    expect(gradeOfValue('严重')).toBeNull();
    expect(gradeOfValue('Invalid')).toBeNull();
    expect(gradeOfValue('')).toBeNull();
  });
  it('writes a grade as the form own option, else the shared wording', () => {
    expect(gradeValue('III', factBinding(FORM).grade)).toBe('III级（未造成后果事件）');
    expect(gradeValue('I', { model: 'x', label: 'x', options: [{ value: 'I级（警告事件）' }] })).toBe('I级（警告事件）');
    expect(gradeValue('IV')).toBe('IV级（隐患事件）');
  });
});

describe('types both ways', () => {
  it('reads a type by name, code or English name', () => {
    expect(typeOfValue('跌倒/坠床', TYPES)).toBe('fall');
    expect(typeOfValue('medication', TYPES)).toBe('medication');
    expect(typeOfValue('Fall', TYPES)).toBe('fall');
    expect(typeOfValue('药物事件', TYPES)).toBeNull();
  });
  it('writes a type as its name (or the option naming it)', () => {
    expect(typeValue('medication', TYPES)).toBe('给药错误');
    expect(typeValue('fall', TYPES, { model: 'c', label: 'c', options: [{ value: 'fall' }] })).toBe('fall');
    expect(typeValue('unknown', TYPES)).toBe('unknown');
  });
});

describe('factsConflict', () => {
  const b = factBinding(FORM);
  it('agreeing values and empty sides do not conflict', () => {
    expect(factsConflict({ eventType: 'fall', grade: 'III' }, { event_category: '跌倒/坠床', event_level: 'III级（未造成后果事件）' }, b, TYPES)).toEqual([]);
    expect(factsConflict({ eventType: 'fall', grade: null }, { event_category: '', event_level: 'II级' }, b, TYPES)).toEqual([]);
    expect(factsConflict({}, { event_category: '给药错误' }, b, TYPES)).toEqual([]);
  });
  it('the issue case: 压力性损伤 at the top, 跌倒/坠床 in the form; II against III', () => {
    const c = factsConflict({ eventType: 'medication', grade: 'II' }, { event_category: '跌倒/坠床', event_level: 'III级（未造成后果事件）' }, b, TYPES);
    expect(c).toEqual([
      { fact: 'eventType', model: 'event_category', record: 'medication', form: '跌倒/坠床' },
      { fact: 'grade', model: 'event_level', record: 'II', form: 'III级（未造成后果事件）' },
    ]);
  });
  it('a form value naming no type or grade disagrees', () => {
    expect(factsConflict({ eventType: 'medication', grade: 'I' }, { event_category: '药物事件', event_level: '严重' }, b, TYPES).map((x) => x.fact)).toEqual(['eventType', 'grade']);
  });
  it('factsOfData says what the form states', () => {
    expect(factsOfData({ event_category: '跌倒/坠床', event_level: 'IV级（隐患事件）' }, b, TYPES)).toEqual({ eventType: 'fall', grade: 'IV' });
    expect(factsOfData({}, b, TYPES)).toEqual({});
  });
});

describe('stored once', () => {
  const b = factBinding(FORM);
  it('withFacts writes the record values into the bound fields', () => {
    const d = withFacts({ event_category: '跌倒/坠床', event_category_other: 'x', event_level: '', event_place: '病房' }, { eventType: 'medication', grade: 'II' }, b, TYPES);
    expect(d).toEqual({ event_category: '给药错误', event_category_other: '', event_level: 'II级（不良后果事件）', event_place: '病房' });
    expect(factsConflict({ eventType: 'medication', grade: 'II' }, d, b, TYPES)).toEqual([]);
  });
  it('an empty record fact keeps the field, or empties it with clear', () => {
    const data = { event_level: 'III级（未造成后果事件）' };
    expect(withFacts(data, { grade: null }, b, TYPES)).toBe(data);
    expect(withFacts(data, { grade: null }, b, TYPES, { clear: true })).toEqual({ event_level: '' });
  });
  it('withoutBoundWidgets leaves the bound fields out of the form, nothing else', () => {
    const out = withoutBoundWidgets(FORM, b);
    expect(models(out)).not.toContain('event_category');
    expect(models(out)).not.toContain('event_level');
    expect(models(out).length).toBe(models(FORM).length - 2);
    expect(models(FORM)).toContain('event_level');
  });
});
