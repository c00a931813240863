// The one source of truth for an event's type and grade (issue 22 §1): which form fields are bound, how
// values map both ways, when the record and the form disagree, and the data stored with the record's values.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  boundModels, deptOfValue, deptValue, factBinding, reportableDepts, factsConflict, factsOfData, GRADE_TEXT, gradeOfValue, gradeValue, HEADER_FACTS, PAGE_FACTS,
  typeOfValue, typeValue, withFacts, withoutBoundWidgets, RECORD_VIEW_FACTS, withReporterShown,
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
    // the detail page and the print: the header shows type, grade, department, reporter and submission time
    expect(HEADER_FACTS).toEqual(['eventType', 'grade', 'dept', 'reporter', 'reportTime']);
    expect(models(FORM).filter((m) => !models(out).includes(m))).toEqual(['event_report_dept', 'event_category', 'event_level', 'reporter_name', 'report_time']);
    expect(models(FORM)).toContain('event_level');
  });
  it('the report page leaves out what it asks above the form and the report time, and keeps the reporter block read-only', () => {
    const out = withoutBoundWidgets(FORM, b, PAGE_FACTS);
    expect(models(FORM).filter((m) => !models(out).includes(m))).toEqual(['event_report_dept', 'event_category', 'event_level', 'report_time']);
    expect(models(out)).toEqual(expect.arrayContaining(['reporter_name', 'reporter_work_no', 'reporter_dept', 'reporter_phone']));
  });
});

describe('department, reporter and report time (issue 22 §1: the same pattern elsewhere)', () => {
  const b = factBinding(FORM);
  const DEPTS = [{ name: '内分泌科', code: 'D0801' }, { name: '心血管内科', code: 'D0302' }];
  it('the unsafe-event form binds 上报科室, 上报人, 工号, 所在科室 and 上报时间 by convention', () => {
    expect(b.dept).toMatchObject({ model: 'event_report_dept', label: '上报科室', valueKey: 'deptCode' });
    expect(b.reporter).toMatchObject({ model: 'reporter_name', label: '上报人' });
    expect(b.reporterWorkNo).toMatchObject({ model: 'reporter_work_no', label: '工号' });
    expect(b.reporterDept).toMatchObject({ model: 'reporter_dept', label: '所在科室' });
    expect(b.reportTime).toMatchObject({ model: 'report_time', label: '上报时间' });
    expect(boundModels(b, ['dept', 'reportTime'])).toEqual(['event_report_dept', 'report_time']);
  });
  it('a widget may declare any of them', () => {
    const schema = { list: [{ type: 'input', key: 'who', model: 'who', name: '填报人', rules: [], options: { recordField: 'reporter' } }, { type: 'input', key: 'x', model: 'x', name: 'x', rules: [], options: { recordField: 'nonsense' } }], config: {} };
    expect(factBinding(schema)).toEqual({ reporter: { model: 'who', label: '填报人' } });
  });
  it('a department is read by code or name and written as the code the select stores (or the name when it stores names)', () => {
    expect(deptOfValue('D0302', DEPTS)).toBe('心血管内科');
    expect(deptOfValue('心血管内科', DEPTS)).toBe('心血管内科');
    expect(deptOfValue('D9999', DEPTS)).toBeNull();
    expect(deptValue('心血管内科', DEPTS, b.dept)).toBe('D0302');
    expect(deptValue('心血管内科', [], b.dept)).toBe('心血管内科');
    expect(deptValue('心血管内科', DEPTS, { model: 'd', label: 'd', valueKey: 'deptName' })).toBe('心血管内科');
  });
  it('one reports for an enabled department that groups none', () => {
    const rows = [
      { deptId: 1, deptName: '医院', parentId: null, status: 1 }, { deptId: 2, deptName: '内科系统', parentId: 1, status: 1 },
      { deptId: 3, deptName: '内分泌科', parentId: 2, status: 1 }, { deptId: 4, deptName: '停用科', parentId: 2, status: 0 },
    ];
    expect(reportableDepts(rows)).toEqual(['内分泌科']);
  });
  it('a department the data contradicts conflicts; an empty one does not', () => {
    expect(factsConflict({ dept: '心血管内科' }, { event_report_dept: 'D0801' }, b, TYPES, DEPTS)).toEqual([
      { fact: 'dept', model: 'event_report_dept', record: '心血管内科', form: 'D0801' },
    ]);
    expect(factsConflict({ dept: '心血管内科' }, { event_report_dept: '心血管内科' }, b, TYPES, DEPTS)).toEqual([]);
    expect(factsConflict({ dept: '心血管内科' }, { event_report_dept: '' }, b, TYPES, DEPTS)).toEqual([]);
    expect(factsOfData({ event_report_dept: 'D0801' }, b, TYPES, DEPTS)).toEqual({ dept: '内分泌科' });
  });
  it('the reporter and the report time are the record\'s, whatever the data said; they never conflict', () => {
    const forged = { reporter_name: '刘护士', reporter_work_no: '20190123', reporter_dept: '医务部', report_time: '2024-03-18 07:55:12', reporter_phone: '139' };
    const facts = { dept: '心血管内科', reporter: { name: '李秀梅', workNo: 'H10023', deptName: '内分泌科' }, reportTime: '2026-11-26 09:30:00' };
    expect(factsConflict(facts, forged, b, TYPES, DEPTS)).toEqual([]);
    expect(withFacts(forged, facts, b, TYPES, { depts: DEPTS })).toEqual({
      event_report_dept: 'D0302', reporter_name: '李秀梅', reporter_work_no: 'H10023', reporter_dept: '内分泌科', report_time: '2026-11-26 09:30:00', reporter_phone: '139',
    });
    // not submitted yet: no report time; no reporter given: the data's stays
    expect(withFacts(forged, { reportTime: '' }, b, TYPES)).toEqual({ ...forged, report_time: '' });
    expect(withFacts(forged, {}, b, TYPES)).toBe(forged);
  });
});

describe('the record view names the reporter in the form (issue 32 §5)', () => {
  const b = factBinding(FORM);
  it('keeps the reporter block whole: the reporter stays beside the work number, the header facts go', () => {
    const kept = models(withoutBoundWidgets(FORM, b, RECORD_VIEW_FACTS));
    expect(kept).toContain('reporter_name');
    expect(kept).toContain('reporter_work_no');
    expect(kept).not.toContain('event_category');
    expect(kept).not.toContain('report_time');
  });
  it('names the reporter, or says anonymous to a reader the record hides them from', () => {
    const data = { reporter_name: '', reporter_work_no: 'N002', x: 1 };
    expect(withReporterShown(data, b, { name: '李秀梅', hidden: false }, '匿名')).toEqual({ reporter_name: '李秀梅', reporter_work_no: 'N002', x: 1 });
    expect(withReporterShown(data, b, { name: '', hidden: true }, '匿名').reporter_name).toBe('匿名');
    expect(withReporterShown({ a: 1 }, {}, { name: 'x', hidden: false }, '匿名')).toEqual({ a: 1 });
  });
});
