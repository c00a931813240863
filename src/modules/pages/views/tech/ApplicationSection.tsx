// The structured part of a technology application (issue 35 §1): the library's application form in the
// renderer (indications, evidence, the team with their qualifications, equipment, fees from the charge lookup,
// risks and emergency plan, consent form, the ethics approval of a restricted technology), the class handed
// in so that the parts of that class are shown and required. Read-only on the record's page. Team members
// whose qualification lapsed or lapses within 90 days are named above the form.
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { Divider, Spin } from 'antd';
import type { TechKind } from '../../../../core/pages/tech.ts';
import { applicationValues, dayIn, qualificationWarnings, storedApplication, TEAM_MODEL, type QualificationWarning } from '../../../../core/pages/techApplication.ts';
import { EmbeddedForm, type EmbeddedFormHandle } from '../../common/EmbeddedForm.tsx';
import { useTimeZone } from '../../common/hooks.ts';
import { QualificationWarnings } from '../record/QualificationWarnings.tsx';
import { useTechApi, useTechT } from './useTech.ts';

export interface ApplicationSectionHandle {
  /** the validated application (rejects, showing the errors in the form, when a required part is missing) */
  submit(): Promise<Record<string, unknown>>;
  /** what is filled, unchecked (drafts) */
  current(): Record<string, unknown>;
  clearDraft(): Promise<void>;
  /** the form is there (the library may have none: the application is then the fields above alone) */
  present(): boolean;
}

export interface ApplicationSectionProps {
  techKind: TechKind;
  /** what was filled (the record's data.application) */
  value?: unknown;
  /** the record's pinned form version (a record made on a version keeps it) */
  pin?: { formId?: number | null; formVersion?: number | null };
  readonly?: boolean;
  /** the renderer keeps a local draft under this key until cleared */
  autosaveKey?: string;
}

export const ApplicationSection = forwardRef<ApplicationSectionHandle, ApplicationSectionProps>(function ApplicationSection({ techKind, value, pin, readonly, autosaveKey }, ref) {
  const t = useTechT();
  const api = useTechApi();
  const zone = useTimeZone();
  const form = useRef<EmbeddedFormHandle>(null);
  const [schema, setSchema] = useState<unknown>(undefined);
  // what was filled before the class changed: the form is drawn again with it and the new class
  const [filled, setFilled] = useState<unknown>(value);
  const [warnings, setWarnings] = useState<QualificationWarning[]>(() => qualificationWarnings(value, dayIn(zone)));
  useEffect(() => {
    let live = true;
    api.applicationForm(pin).then((f) => live && setSchema(f?.schema ?? null), () => live && setSchema(null));
    return () => { live = false; };
  }, [api, pin?.formId, pin?.formVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  const kindRef = useRef(techKind);
  useEffect(() => {
    if (kindRef.current === techKind) return;
    kindRef.current = techKind;
    // what the drawn form holds; before it is drawn (the record's class arriving after the first render) the value stays
    const drawn = form.current?.element();
    if (drawn) setFilled(storedApplication(drawn.getModels()));
  }, [techKind]);
  const values = useMemo(() => applicationValues(filled, techKind), [filled, techKind]);

  useImperativeHandle(ref, () => ({
    submit: async () => (form.current && schema ? storedApplication(await form.current.submit()) : {}),
    current: () => (form.current && schema ? storedApplication(form.current.getModels()) : storedApplication(values)),
    clearDraft: () => form.current?.clearDraft() ?? Promise.resolve(),
    present: () => !!schema,
  }), [schema, values]);

  if (schema === null) return null;
  return (
    <div className="hos-tech-application">
      <Divider titlePlacement="start" style={{ marginTop: 8 }}>{t('applicationForm')}</Divider>
      <QualificationWarnings list={warnings} />
      {schema === undefined ? <Spin style={{ display: 'block', margin: 24 }} /> : (
        <EmbeddedForm ref={form} schema={schema} value={values} readonly={readonly} prefill={false} autosaveKey={readonly ? undefined : autosaveKey}
          onFieldChange={(field) => {
            if (field.startsWith(TEAM_MODEL) && form.current) setWarnings(qualificationWarnings(form.current.getModels(), dayIn(zone)));
          }} />
      )}
    </div>
  );
});
