// Every legacy fixture, end to end through createFormModel (form-format.md; fixtures README).
import { describe, expect, it, vi } from 'vitest';
import { createFormModel } from '../../../src/core/form/createFormModel';
import { FIXTURE_NAMES, fixture, memoryStorage } from './helpers';

describe.each(FIXTURE_NAMES)('fixture %s', (name) => {
  const doc = fixture(`${name}.form.json`);
  const valid = fixture(`${name}.valid.json`);
  const invalid = fixture(`${name}.invalid.json`);

  it('starts, from an empty value, with expectedInitialModels (extra display-only models allowed)', () => {
    const models = createFormModel(doc).getModels();
    expect(models).toMatchObject(valid.expectedInitialModels);
    for (const key of Object.keys(models).filter((k) => !(k in valid.expectedInitialModels))) {
      // only display widgets (text, link, divider, header) may add models
      expect(key).toMatch(/^(text|link|divider|header)_/);
    }
  });

  it('accepts valid.data: validate() gives {} and getData() resolves with the data', async () => {
    const model = createFormModel(doc, { value: valid.data });
    expect(await model.validate()).toEqual({});
    await expect(model.getData()).resolves.toMatchObject(valid.data);
  });

  it('rejects invalid.data with exactly expectedErrors', async () => {
    const model = createFormModel(doc, { value: invalid.data });
    const errors = await model.validate();
    expect(errors).toEqual(invalid.expectedErrors);
    expect(Object.keys(errors)).toHaveLength(invalid.expectedErrorCount);
    const rejection = await model.getData().catch((e) => e);
    expect(rejection).toBeInstanceOf(Error);
    expect(rejection.message).toBe('Form data validation failed');
    expect(rejection.errors).toEqual(invalid.expectedErrors);
  });

  it('skips all rules in preview mode', async () => {
    expect(await createFormModel(doc, { value: invalid.data, preview: true }).validate()).toEqual({});
  });

  it('does not mutate the stored document', async () => {
    const before = JSON.stringify(doc);
    const model = createFormModel(doc, { value: invalid.data });
    await model.validate();
    model.setDisabled(Object.keys(invalid.data), true);
    model.reset();
    expect(JSON.stringify(doc)).toBe(before);
  });
});

describe('05-unsafe-event-report scenarios', () => {
  const doc = fixture('05-unsafe-event-report.form.json');
  const valid = fixture('05-unsafe-event-report.valid.json');

  it.each(valid.scenarios as any[])('$name', async (scenario) => {
    const model = createFormModel(doc, { value: scenario.data });
    const allModels = Object.keys(scenario.data);
    for (const m of allModels) {
      expect(model.getFieldState(m).visible, m).toBe(!scenario.expectHidden.includes(m));
      expect(model.getFieldState(m).disabled, m).toBe(scenario.expectDisabled.includes(m));
    }
    expect(await model.validate()).toEqual({});
  });

  it('harm switch drives the harm-degree select: hidden -> not validated, value still returned', async () => {
    const value = { ...valid.data, event_harm: false, event_harm_degree: '' };
    const model = createFormModel(doc, { value });
    expect(model.getFieldState('event_harm_degree').visible).toBe(false);
    expect(await model.validate()).toEqual({});
    model.setValue('event_harm', true);
    expect(model.getFieldState('event_harm_degree').visible).toBe(true);
    expect(await model.validate()).toEqual({ event_harm_degree: '请选择伤害程度' });
    model.setValue('event_harm', false);
    expect(model.getState().errors).toEqual({});
    expect((await model.getData()).event_harm_degree).toBe('');
  });

  it('prefills the patient block from the stored record and the reporter block from the session', () => {
    const patient = fixture('mocks/patient-record.json');
    const model = createFormModel(doc, {
      storage: memoryStorage({ patientInfo: JSON.stringify(patient.record) }),
      user: { name: '刘护士', workNo: '20190123', deptName: '内分泌科' },
      now: new Date(2024, 2, 18, 7, 55, 12),
    });
    const models = model.getModels();
    expect(models).toMatchObject(patient.expectPrefill);
    expect(models).toMatchObject({
      reporter_name: '刘护士', reporter_work_no: '20190123', reporter_dept: '内分泌科', report_time: '2024-03-18 07:55:12',
    });
    expect(model.getState().specificPatient).toBe(true);
  });

  it('makes the remote: 99 request exactly as mocks/request-method.json says', async () => {
    const { calls } = fixture('mocks/request-method.json');
    const call = calls[0];
    const http = vi.fn(async (_req: unknown) => call.response);
    const model = createFormModel(doc, { http });
    await model.loadRemoteOptions();
    expect(http).toHaveBeenCalledTimes(1);
    const req = http.mock.calls[0][0] as any;
    expect({ method: req.method, url: req.url, headers: req.headers, body: req.data }).toEqual(call.expectRequest);
    expect(req.timeout).toBe(10_000);
    expect(model.getOptions(call.model)).toEqual(call.expectOptions);
    expect(model.getField(call.model).options).toEqual(call.expectOptions);
  });
});

describe('01-upstream-widget-catalogue remote functions', () => {
  it('maps host remote functions through options.props (cascader recursively)', async () => {
    const doc = fixture('01-upstream-widget-catalogue.form.json');
    const mocks = fixture('mocks/remote-funcs.json');
    const remote = Object.fromEntries(Object.entries(mocks.funcs).map(([k, v]) => [k, (resolve: (d: unknown) => void) => resolve(v)]));
    const model = createFormModel(doc, { remote });
    await model.loadRemoteOptions();
    expect(model.getOptions('radio_1704153632000_59036')).toEqual(mocks.expectedOptions.func_radio_level);
    expect(model.getOptions('cascader_1704153740000_55679')![0]).toEqual(mocks.expectedOptions.func_area_tree_first_branch);
    expect(model.getOptions('select_1704153700000_33663')).toEqual([
      { value: 'T01', label: '主任医师' }, { value: 'T02', label: '副主任医师' }, { value: 'T03', label: '主治医师' },
    ]);
  });
});
