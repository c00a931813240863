// The new form's starting points (issue 31 §1): blank, the templates (kept as data), a copy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blankSchema, FORM_TEMPLATES, startingSchema, templatesOf } from '../../../src/core/formLibrary/templates.ts';
import { FORM_CODE_PATTERN, kindOfSchema } from '../../../src/core/formLibrary/kinds.ts';
import { iterateWidgets } from '../../../src/core/form/walk.ts';
import type { FormSchema } from '../../../src/core/form/types.ts';
import { sampleScoringForm } from '../../../src/core/quality/sampleForm.ts';

const GENERIC = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.form.json', 'utf8')) as FormSchema;
const models = (s: FormSchema) => [...iterateWidgets(s)].map((v) => v.widget.model);

describe('templates', () => {
  it('the report template holds the generic form\'s patient and reporter blocks, as they are there', () => {
    const s = startingSchema({ from: 'template', id: 'report' });
    const generic = new Map([...iterateWidgets(GENERIC)].map((v) => [v.widget.model, v.widget]));
    for (const m of ['sjsx_patient_name', 'sjsx_patient_sex', 'sjsx_patient_age', 'sjsx_patient_ward', 'reporter_name', 'reporter_work_no', 'reporter_dept', 'report_time']) {
      expect(models(s)).toContain(m);
    }
    for (const { widget } of iterateWidgets(s)) expect(widget).toEqual(generic.get(widget.model));
    expect(models(s)).not.toContain('event_category');
  });

  it('each call is a fresh copy: editing one never reaches the template', () => {
    const a = startingSchema({ from: 'template', id: 'report' });
    a.list.length = 0;
    expect(startingSchema({ from: 'template', id: 'report' }).list.length).toBeGreaterThan(0);
  });

  it('blank is empty; a copy is the source\'s document, not the object itself', () => {
    expect(blankSchema()).toMatchObject({ list: [] });
    const source = sampleScoringForm();
    const copy = startingSchema({ from: 'copy', schema: source });
    expect(copy).toEqual(source);
    expect(copy).not.toBe(source);
    expect(startingSchema({ from: 'copy', schema: undefined })).toEqual(blankSchema());
  });

  it('templates are offered by kind', () => {
    expect(templatesOf('report').map((t) => t.id)).toEqual(['report']);
    expect(templatesOf('scoring').map((t) => t.id)).toEqual(['scoring']);
    expect(templatesOf('rectification')).toEqual([]);
    expect(FORM_TEMPLATES.every((t) => kindOfSchema(t.schema()) === 'report' || t.kind === 'scoring')).toBe(true);
  });
});

describe('kinds and codes', () => {
  it('a schema with a score item is a scoring form, any other a report form', () => {
    expect(kindOfSchema(sampleScoringForm())).toBe('scoring');
    expect(kindOfSchema(GENERIC)).toBe('report');
    expect(kindOfSchema(undefined)).toBe('report');
  });

  it('codes are 1-64 letters, digits, _ or -', () => {
    expect(FORM_CODE_PATTERN.test('05-unsafe-event-report')).toBe(true);
    expect(FORM_CODE_PATTERN.test('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a b', '表单', 'a'.repeat(65), "x'"]) expect(FORM_CODE_PATTERN.test(bad)).toBe(false);
  });
});
