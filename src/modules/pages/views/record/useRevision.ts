// The revision a record page shows (the current one unless the user picks an earlier one), its data,
// and what changed against the revision before it, labelled with the form's fields.
import { useEffect, useMemo, useState } from 'react';
import type { RecordDetail } from '../../../../core/api/records.ts';
import type { FormVersion } from '../../../../core/api/forms.ts';
import { techApi, type DictItem, type TechHttp } from '../../../../core/api/tech.ts';
import { diffData, formFields, type FieldChange, type FieldDef } from '../../../../core/pages/recordValues.ts';
import type { Widget } from '../../../../core/form/types.ts';
import { usePageT, useRecordsApi, useRuntime } from '../../common/hooks.ts';

/** The fields of a technology application (its data has no form in the library). */
export function useTechFields(enabled: boolean): FieldDef[] {
  const t = usePageT();
  const runtime = useRuntime();
  const [levels, setLevels] = useState<DictItem[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    techApi(runtime.http as unknown as TechHttp).levels().then((l) => live && setLevels(l), () => undefined);
    return () => {
      live = false;
    };
  }, [enabled, runtime]);
  return useMemo(() => {
    const select = (options: { value: string; label: string }[]) => ({ type: 'select', name: '', key: '', model: '', rules: [], options: { options } }) as unknown as Widget;
    return [
      { model: 'techName', label: t('tech_techName') },
      { model: 'level', label: t('tech_level'), widget: select(levels.map((l) => ({ value: l.dictValue, label: l.dictLabel }))) },
      { model: 'dept', label: t('tech_dept') },
      { model: 'team', label: t('tech_team') },
      { model: 'description', label: t('tech_description') },
      { model: 'attachments', label: t('tech_attachments') },
    ];
  }, [t, levels]);
}

export interface RevisionView {
  revision: number;
  setRevision(rev: number): void;
  data: Record<string, unknown> | null;
  /** against the revision before (empty for the first) */
  changes: FieldChange[];
  loading: boolean;
  fields: FieldDef[];
}

export function useRevision(record: RecordDetail | null, form: FormVersion | null): RevisionView {
  const t = usePageT();
  const api = useRecordsApi();
  const techFields = useTechFields(record?.module === 'xjsxxm');
  const fields = useMemo(
    () => (record?.module === 'xjsxxm' ? techFields : formFields(form?.schema, { yes: t('yes'), no: t('no'), other: t('other') })),
    [record?.module, techFields, form, t],
  );
  const [picked, setPicked] = useState<number | null>(null);
  const [loaded, setLoaded] = useState<{ key: string; data: Record<string, unknown>; prev: Record<string, unknown> | null } | null>(null);
  const current = record?.revision ?? 0;
  const revision = picked !== null && picked <= current && picked >= 1 ? picked : current;
  const key = `${record?.id}:${record?.version}:${revision}`;

  useEffect(() => {
    if (!record) return;
    let live = true;
    const own = revision === record.revision ? Promise.resolve({ data: record.data }) : api.getRevision(record.id, revision);
    const prev = revision > 1 ? api.getRevision(record.id, revision - 1).catch(() => null) : Promise.resolve(null);
    Promise.all([own, prev]).then(
      ([o, p]) => live && setLoaded({ key, data: o.data ?? {}, prev: p ? p.data ?? {} : null }),
      () => live && setLoaded({ key, data: record.data ?? {}, prev: null }),
    );
    return () => {
      live = false;
    };
  }, [api, record, revision, key]);

  const ready = loaded?.key === key ? loaded : null;
  const changes = useMemo(() => (ready && ready.prev ? diffData(ready.prev, ready.data, fields) : []), [ready, fields]);
  return {
    revision,
    setRevision: setPicked,
    data: ready?.data ?? (revision === current ? record?.data ?? null : null),
    changes,
    loading: !ready,
    fields,
  };
}
