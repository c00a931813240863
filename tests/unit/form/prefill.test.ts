// Prefill (form-format.md runtime rule 9; mocks/patient-record.json).
import { describe, expect, it, vi } from 'vitest';
import { computePrefill, DEFAULT_PREFILL, deptTagOf, readPatientRecord } from '../../../src/core/form/prefill';
import { dataWidgets } from '../../../src/core/form/walk';
import type { Widget } from '../../../src/core/form/types';
import { fixture, memoryStorage, widget } from './helpers';

const doc = fixture('05-unsafe-event-report.form.json');
const patient = fixture('mocks/patient-record.json');
const widgets = new Map<string, Widget>(dataWidgets(doc).map((w) => [w.model, w]));
const storage = memoryStorage({ patientInfo: JSON.stringify(patient.record) });
const user = { name: '刘护士', workNo: '20190123', deptName: '内分泌科' };
const now = new Date(2024, 2, 18, 7, 55, 12);

describe('computePrefill', () => {
  it('fills the patient block from the stored record (ward 八 -> 八病区) and flags a specific patient', () => {
    const { values, specificPatient } = computePrefill({ widgets, storage });
    expect(values).toEqual(patient.expectPrefill);
    expect(specificPatient).toBe(true);
  });

  it('fills the reporter block from the session user and the current time', () => {
    const { values } = computePrefill({ widgets, user, now });
    expect(values).toEqual({ reporter_name: '刘护士', reporter_work_no: '20190123', reporter_dept: '内分泌科', report_time: '2024-03-18 07:55:12' });
  });

  it('only touches models that exist and are empty in value', () => {
    const { values } = computePrefill({ widgets, storage, user, now, value: { sjsx_patient_name: '王某', reporter_name: '' } });
    expect(values.sjsx_patient_name).toBeUndefined();
    expect(values.reporter_name).toBe('刘护士');
    expect(Object.keys(values)).not.toContain('reporter_dept_tag'); // not a model of fixture 05
  });

  it('takes a custom mapping, including the department tag and a custom storage key', () => {
    const w = new Map<string, Widget>([['tag', widget('input', {}, { model: 'tag' })], ['pn', widget('input', {}, { model: 'pn' })]]);
    const { values } = computePrefill({
      widgets: w, user: { deptName: '普通外科' }, prefill: { tag: 'user.deptTag', pn: 'patient.name' },
      storage: memoryStorage({ p: JSON.stringify({ name: 'N' }) }), storageKey: 'p',
    });
    expect(values).toEqual({ tag: '外科', pn: 'N' });
  });

  it('formats now in a date widget\'s own format', () => {
    const w = new Map<string, Widget>([['d', widget('date', { type: 'date', format: 'yyyy-MM-dd' }, { model: 'd' })]]);
    expect(computePrefill({ widgets: w, user: {}, prefill: { d: 'now' }, now }).values).toEqual({ d: '2024-03-18' });
  });

  it('no record -> no patient values and no specific-patient flag', () => {
    const { values, specificPatient } = computePrefill({ widgets, storage: memoryStorage() });
    expect(values).toEqual({});
    expect(specificPatient).toBe(false);
  });

  it('DEFAULT_PREFILL binds the patient and reporter models', () => {
    expect(DEFAULT_PREFILL).toMatchObject({ sjsx_patient_ward: 'patient.ward', reporter_work_no: 'user.workNo', report_time: 'now' });
  });
});

describe('readPatientRecord', () => {
  it('reads JSON from storage key patientInfo; junk gives null with a warning', () => {
    expect(readPatientRecord(storage)).toEqual(patient.record);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readPatientRecord(memoryStorage({ patientInfo: '{nope' }))).toBeNull();
    expect(readPatientRecord(memoryStorage({ patientInfo: '[1]' }))).toBeNull();
    expect(readPatientRecord(undefined)).toBeNull();
    warn.mockRestore();
  });
});

describe('deptTagOf', () => {
  it.each([
    ['心血管内科', '内科'], ['内分泌科', '内科'], ['神经内科', '内科'], ['儿科', '内科'],
    ['普通外科', '外科'], ['神经外科', '外科'], ['骨科', '外科'], ['妇产科', '外科'],
    ['检验科', '医技'], ['放射科', '医技'], ['药剂科', '医技'], ['麻醉科', '医技'],
    ['医务处', '行政'], ['护理部', '行政'], ['信息中心', '行政'], ['院办公室', '行政'],
    ['', ''], ['未知', ''],
  ])('%s -> %s', (dept, tag) => expect(deptTagOf(dept)).toBe(tag));
});

describe('fillUser (issue 33 §9: the user signs in after the form was drawn)', () => {
  it('fills the reporter block left empty, keeps what was typed, never touches the patient block', async () => {
    const { createFormModel } = await import('../../../src/core/form/createFormModel');
    const m = createFormModel(doc, { storage, now });
    expect(m.getModels().reporter_name).toBeFalsy();
    m.setValue('reporter_work_no', '0042');
    const patientBefore = m.getModels().sjsx_patient_name;
    expect(m.fillUser(user).sort()).toEqual(['report_time', 'reporter_dept', 'reporter_name']);
    expect(m.getModels()).toMatchObject({ reporter_name: '刘护士', reporter_work_no: '0042', reporter_dept: '内分泌科', report_time: '2024-03-18 07:55:12', sjsx_patient_name: patientBefore });
    // another user later: nothing filled is replaced
    expect(m.fillUser({ name: '王主任', workNo: '1', deptName: '外科' })).toEqual([]);
    expect(m.getModels().reporter_name).toBe('刘护士');
    expect(createFormModel(doc, { prefill: false }).fillUser(user)).toEqual([]);
  });
});
