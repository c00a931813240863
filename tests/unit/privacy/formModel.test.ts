// Issue 33 §6 in the form renderer: a patient identifier the server sent masked is read-only and never an
// input error (the bed's pattern would refuse "***"); the same field holding a real value is checked as before.
import { describe, expect, it } from 'vitest';
import { createFormModel } from '../../../src/core/form/createFormModel';
import { PATIENT_BLOCK } from '../../../src/core/formLibrary/templateBlocks';
import { maskRecordData } from '../../../src/core/privacy/identifiers';

const schema = { list: [...PATIENT_BLOCK], config: { labelWidth: 100, labelPosition: 'right', size: 'small' } };
const stored = { sjsx_patient_name: '张三明', sjsx_patient_sex: '男', sjsx_patient_age: '65岁', sjsx_patient_diagnosis: '高血压', sjsx_patient_ward: '八病区', sjsx_patient_bed: '12床' };

describe('masked identifiers in the form', () => {
  it('a masked value is read-only and passes; the rest of the form is checked as before', async () => {
    const model = createFormModel(schema, { value: maskRecordData(stored), prefill: false });
    expect(model.getModels().sjsx_patient_bed).toBe('***');
    expect(model.getFieldState('sjsx_patient_bed').disabled).toBe(true);
    expect(model.getFieldState('sjsx_patient_name').disabled).toBe(true);
    expect(model.getFieldState('sjsx_patient_age').disabled).toBe(false);
    expect(await model.validate()).toEqual({});
    await expect(model.getData()).resolves.toMatchObject({ sjsx_patient_name: '张*明', sjsx_patient_bed: '***' });
    model.setValue('sjsx_patient_age', 'x');
    expect(Object.keys(await model.validate())).toEqual(['sjsx_patient_age']);
  });

  it('read in full, the same fields are editable and checked', async () => {
    const model = createFormModel(schema, { value: { ...stored, sjsx_patient_bed: '十二' }, prefill: false });
    expect(model.getFieldState('sjsx_patient_bed').disabled).toBe(false);
    expect(Object.keys(await model.validate())).toEqual(['sjsx_patient_bed']);
  });
});
