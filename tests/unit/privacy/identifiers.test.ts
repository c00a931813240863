// Issue 33 §6: patient identifiers masked for the roles that do not need them (src/core/privacy).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IDENTIFIER_ROLES, PATIENT_IDENTIFIER_FIELDS, identifierRoles, looksMasked, maskField, maskRecordData, maskTitle, maskValue,
  mayReadIdentifiers, restoreMasked, restoreTitle, titleWithPatient,
} from '../../../src/core/privacy/identifiers.ts';
import { reportTitle } from '../../../src/core/pages/records.ts';

describe('the masks', () => {
  it('a name keeps its first and last character', () => {
    expect(maskValue('name', '张三明')).toBe('张*明');
    expect(maskValue('name', '欧阳明轩')).toBe('欧**轩');
    expect(maskValue('name', '张三')).toBe('张*');
    expect(maskValue('name', '张')).toBe('张');
    expect(maskValue('name', '')).toBe('');
    expect(maskValue('name', 'John Smith')).toBe('J********h');
    // a character outside the basic plane is one character
    expect(maskValue('name', '𠀋三明')).toBe('𠀋*明');
  });

  it('a phone and a case number keep their last 4 digits; an ID number its first character and last 4; a bed nothing', () => {
    expect(maskValue('phone', '13812345678')).toBe('*******5678');
    expect(maskValue('phone', '5678')).toBe('****');
    expect(maskValue('caseNumber', 'ZY2024000123')).toBe('********0123');
    expect(maskValue('idNumber', '11010519491231002X')).toBe('1*************002X');
    expect(maskValue('idNumber', '12345')).toBe('*****');
    expect(maskValue('bed', '12床')).toBe('***');
    expect(maskValue('bed', '加3')).toBe('**');
  });

  it('masks are stable: masking a mask changes nothing', () => {
    for (const [kind, v] of [['name', '张三明'], ['name', '张三'], ['phone', '13812345678'], ['idNumber', '11010519491231002X'], ['bed', '12床']] as const) {
      expect(maskValue(kind, maskValue(kind, v))).toBe(maskValue(kind, v));
    }
  });
});

describe('record data and titles', () => {
  const data = { sjsx_patient_name: '张三明', sjsx_patient_bed: '12床', sjsx_patient_phone: '13812345678', sjsx_patient_age: '78岁', reporter_phone: '13912340000', event_description: '跌倒' };

  it('only the registry\'s fields are masked; the others (the reporter\'s phone, the age) stay', () => {
    expect(maskRecordData(data)).toEqual({ ...data, sjsx_patient_name: '张*明', sjsx_patient_bed: '***', sjsx_patient_phone: '*******5678' });
    expect(data.sjsx_patient_name).toBe('张三明');
    expect(maskField('sjsx_patient_name', ['张三', '李四'])).toEqual(['张*', '李*']);
    expect(maskField('sjsx_patient_phone', 13812345678)).toBe('*******5678');
    expect(maskField('toString', 'x')).toBe('x');
    expect(Object.values(PATIENT_IDENTIFIER_FIELDS)).toContain('name');
  });

  it('a title: the patient of the data anywhere in it, or the name in a report title\'s closing brackets', () => {
    const title = reportTitle(data, '跌倒/坠床事件报告');
    expect(title).toBe(titleWithPatient('跌倒/坠床事件报告', '张三明'));
    expect(maskTitle(title, data)).toBe('跌倒/坠床事件报告（张*明）');
    expect(maskTitle(title)).toBe('跌倒/坠床事件报告（张*明）');
    expect(maskTitle('张三明 跌倒', data, false)).toBe('张*明 跌倒');
    // a technology's title is not a report's: its brackets stay
    expect(maskTitle('腹腔镜手术（微创）', null, false)).toBe('腹腔镜手术（微创）');
    expect(maskTitle('跌倒/坠床事件报告')).toBe('跌倒/坠床事件报告');
  });

  it('saving back: a mask of the stored value keeps the stored value; a value the reader typed is theirs', () => {
    const shown = maskRecordData(data);
    expect(restoreMasked(shown, data)).toEqual(data);
    expect(restoreMasked({ ...shown, sjsx_patient_bed: '15床' }, data)).toEqual({ ...data, sjsx_patient_bed: '15床' });
    expect(restoreMasked({ ...shown, sjsx_patient_name: '李四' }, data).sjsx_patient_name).toBe('李四');
    // a field the stored data did not have is the reader's
    expect(restoreMasked({ sjsx_patient_inpatient_no: '****' }, {})).toEqual({ sjsx_patient_inpatient_no: '****' });
    expect(restoreTitle('跌倒/坠床事件报告（张*明）', data)).toBe('跌倒/坠床事件报告（张三明）');
    expect(restoreTitle('跌倒/坠床事件报告（李四）', data)).toBe('跌倒/坠床事件报告（李四）');
  });

  it('the renderer knows a shown mask', () => {
    expect(looksMasked('sjsx_patient_bed', '***')).toBe(true);
    expect(looksMasked('sjsx_patient_bed', '12床')).toBe(false);
    expect(looksMasked('event_description', '***')).toBe(false);
  });
});

describe('who reads identifiers in full', () => {
  it('by default every business role but the technology committee and the quality inspectors; any other role masked', () => {
    for (const r of ['System', 'nurse', 'deptApprover', 'qualityOfficer', 'techApplicant', 'medicalAffairs']) expect(mayReadIdentifiers([r])).toBe(true);
    for (const r of ['techCommittee', 'qualityInspector', 'securityAdmin', 'auditAdmin', 'someNewRole']) expect(mayReadIdentifiers([r])).toBe(false);
    expect(mayReadIdentifiers(['techCommittee', 'nurse'])).toBe(true);
    expect(mayReadIdentifiers([])).toBe(false);
    expect(identifierRoles(undefined)).toBe(DEFAULT_IDENTIFIER_ROLES);
  });

  it('the setting\'s roles replace the default; an empty list masks everyone', () => {
    expect(mayReadIdentifiers(['qualityOfficer'], ['System'])).toBe(false);
    expect(mayReadIdentifiers(['techCommittee'], ['techCommittee'])).toBe(true);
    expect(mayReadIdentifiers(['System'], [])).toBe(false);
    expect(identifierRoles(['a', 3, 'b'])).toEqual(['a', 'b']);
    expect(identifierRoles('System')).toBe(DEFAULT_IDENTIFIER_ROLES);
  });
});
