// The data query's count by a field (issue 31 §4): for the event type the list is filtered to, the choice
// and computed fields of its form (by title); picked one, how many of the listed records hold each value
// (the server counts, within the reader's data scope and the list's filters). A count narrows the list to
// its records; the picked value stays highlighted until another is picked or every value is shown again.
// The field titles and values are the hospital's form (typed data).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Select, Space, Typography } from 'antd';
import type { RecordFilters } from '../../../core/api/records.ts';
import { formsApi } from '../../../core/api/forms.ts';
import { countableFields, type CountableField, type FieldCountsAnswer } from '../../../core/stats/fieldCounts.ts';
import { useEventTypes, usePageT, useRecordsApi, useRuntime } from '../common/hooks.ts';

/** The countable fields of the type's current form ([] while loading or for a form without any). */
function useTypeFields(eventType: string): CountableField[] {
  const runtime = useRuntime();
  const formId = useEventTypes().find((x) => x.code === eventType)?.formId;
  const [fields, setFields] = useState<CountableField[]>([]);
  useEffect(() => {
    setFields([]);
    if (!formId) return;
    let live = true;
    formsApi(runtime).getFormVersion(formId).then((f) => live && setFields(countableFields(f.schema)), () => undefined);
    return () => {
      live = false;
    };
  }, [runtime, formId]);
  return fields;
}

export interface FieldCountsPanelProps {
  /** the list's filters as applied (eventType set) */
  filters: RecordFilters & { eventType: string };
  /** a field picked (its value cleared), a value picked, or every value shown again (value undefined) */
  onPick(field: string | undefined, value: string | undefined): void;
}

export function FieldCountsPanel({ filters, onPick }: FieldCountsPanelProps) {
  const t = usePageT();
  const api = useRecordsApi();
  const fields = useTypeFields(filters.eventType);
  const field = fields.find((f) => f.model === filters.field);
  const [counts, setCounts] = useState<FieldCountsAnswer | null>(null);
  const [error, setError] = useState('');
  // the counts follow every filter but the picked value
  const key = JSON.stringify({ ...filters, fieldValue: undefined, pageIndex: undefined, pageSize: undefined });
  useEffect(() => {
    setCounts(null);
    setError('');
    if (!field) return;
    let live = true;
    api.fieldCounts({ ...filters, field: field.model }).then((c) => live && setCounts(c), (e: Error) => live && setError(e.message || t('fieldCountFailed')));
    return () => {
      live = false;
    };
  }, [api, key, field]); // eslint-disable-line react-hooks/exhaustive-deps
  const options = useMemo(() => fields.map((f) => ({ value: f.model, label: <span data-user-text="">{f.title}</span>, title: f.title })), [fields]);
  if (!fields.length) return null;
  const valueText = (v: string, label: string) => (field?.kind === 'switch' ? t(v === 'true' ? 'fieldCountYes' : 'fieldCountNo') : label);
  return (
    <div className="hos-field-counts" style={{ marginBottom: 12 }}>
      {/* a long value (a published scale's meaning) wraps inside its button: nothing runs past a phone's width */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <Space size={8}>
          <Typography.Text id="hos-field-counts-label">{t('countByField')}</Typography.Text>
          <Select
            allowClear className="hos-field-count-pick" aria-labelledby="hos-field-counts-label" style={{ minWidth: 200, maxWidth: 'calc(100vw - 140px)' }}
            popupMatchSelectWidth={false} placeholder={t('countByFieldPick')} value={field?.model} options={options} optionFilterProp="title"
            onChange={(v?: string) => onPick(v, undefined)}
          />
        </Space>
        {counts && counts.counts.map((c) => {
          const active = filters.fieldValue === c.value;
          return (
            <Button
              key={c.value} size="small" type={active ? 'primary' : 'default'} aria-pressed={active} disabled={!c.n && !active}
              className="hos-field-count" data-value={c.value} onClick={() => onPick(field!.model, active ? undefined : c.value)}
              style={{ maxWidth: '100%', height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'left' }}
            >
              <span data-user-text={field?.kind === 'switch' ? undefined : ''}>{valueText(c.value, c.label)}</span>
              <strong className="hos-field-count-n" style={{ marginLeft: 6 }}>{c.n}</strong>
            </Button>
          );
        })}
        {counts && counts.empty > 0 && <Typography.Text type="secondary">{t('fieldCountEmpty', { n: counts.empty })}</Typography.Text>}
        {counts && counts.notOnForm > 0 && <Typography.Text type="secondary">{t('fieldCountNotOnForm', { n: counts.notOnForm })}</Typography.Text>}
        {filters.fieldValue && field && <Button size="small" type="link" className="hos-field-count-all" onClick={() => onPick(field.model, undefined)}>{t('fieldCountAll')}</Button>}
      </div>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
    </div>
  );
}
