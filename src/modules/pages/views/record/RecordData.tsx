// The record's content at the revision shown: a revision picker, "what changed" against the revision
// before it, and the data: the pinned form version read-only in the renderer (events) or the fields
// of a technology application.
import { useMemo } from 'react';
import { Descriptions, Empty, Select, Space, Spin, Tag, Typography } from 'antd';
import type { RecordDetail } from '../../../../core/api/records.ts';
import type { FormVersion } from '../../../../core/api/forms.ts';
import { displayValue, DEFAULT_WORDS, type FieldChange } from '../../../../core/pages/recordValues.ts';
import { EmbeddedForm } from '../../common/EmbeddedForm.tsx';
import { factBinding, RECORD_VIEW_FACTS, withoutBoundWidgets, withReporterShown } from '../../../../core/workflow/eventFacts.ts';
import { AttachmentLinks } from '../../common/Attachments.tsx';
import { useFormatTime, usePageT, useTimeZone } from '../../common/hooks.ts';
import { applicationValues, dayIn, qualificationWarnings } from '../../../../core/pages/techApplication.ts';
import { QualificationWarnings } from './QualificationWarnings.tsx';
import type { RevisionView } from './useRevision.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

function useWords() {
  const t = usePageT();
  return { yes: t('yes'), no: t('no'), other: t('other') } satisfies typeof DEFAULT_WORDS;
}

function Changes({ view }: { view: RevisionView }) {
  const t = usePageT();
  const words = useWords();
  const byModel = new Map(view.fields.map((f) => [f.model, f]));
  const show = (c: FieldChange, v: unknown) => displayValue(v, byModel.get(c.field)?.widget, words) || '—';
  if (view.revision <= 1) return null;
  return (
    <div className="hos-changes" style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>{t('whatChanged', { revision: view.revision, prev: view.revision - 1 })}</Typography.Title>
      {view.changes.length ? (
        <PhoneTable<FieldChange> scrollOk
          size="small"
          rowKey="field"
          pagination={false}
          dataSource={view.changes}
          columns={[
            { title: t('field'), dataIndex: 'label', width: 180 },
            { title: t('before'), key: 'b', render: (_v, c) => <span className="hos-change-before" style={{ whiteSpace: 'pre-wrap', color: '#cf1322' }}>{show(c, c.before)}</span> },
            { title: t('after'), key: 'a', render: (_v, c) => <span className="hos-change-after" style={{ whiteSpace: 'pre-wrap', color: '#389e0d' }}>{show(c, c.after)}</span> },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t(view.loading ? 'loading' : 'noChanges')}</Typography.Text>
      )}
    </div>
  );
}

function TechData({ view }: { view: RevisionView }) {
  const t = usePageT();
  const words = useWords();
  const d = view.data ?? {};
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} className="hos-tech-data">
      {view.fields.map((f) => (
        <Descriptions.Item key={f.model} label={f.label} span={f.model === 'description' || f.model === 'attachments' ? 2 : 1}>
          {f.model === 'attachments' ? (
            <AttachmentLinks list={Array.isArray(d.attachments) ? (d.attachments as { name: string; url: string }[]) : []} />
          ) : f.model === 'team' && Array.isArray(d.team) ? (
            <Space size={4} wrap>{(d.team as unknown[]).map((m, i) => <Tag key={i} data-user-text="">{String(m)}</Tag>)}</Space>
          ) : (
            // what the applicant entered (a level shows through its dictionary label, still as entered data)
            <span style={{ whiteSpace: 'pre-wrap' }} data-user-text="">{displayValue(d[f.model], f.widget, words) || '-'}</span>
          )}
        </Descriptions.Item>
      ))}
      {!view.fields.length && <Descriptions.Item label={t('data')}>{t('noData')}</Descriptions.Item>}
    </Descriptions>
  );
}

function TechApplication({ record, schema, application }: { record: RecordDetail; schema: unknown; application: unknown }) {
  const t = usePageT();
  const zone = useTimeZone();
  const values = useMemo(() => applicationValues(application, record.techKind), [application, record.techKind]);
  return (
    <div className="hos-tech-application" style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{t('tech_application')}</Typography.Title>
      <QualificationWarnings list={qualificationWarnings(application, dayIn(zone))} />
      <EmbeddedForm schema={schema} value={values} readonly />
    </div>
  );
}

export function RecordData({ record, form, view }: { record: RecordDetail; form: FormVersion | null; view: RevisionView }) {
  const t = usePageT();
  const formatTime = useFormatTime();
  // an event's type and grade are the record's, shown once in its header: not the form's copy of them (issue 22 §1);
  // the reporter block stays whole and names the reporter, or says anonymous to whom it is hidden (issue 32 §5)
  const event = !!form && record.module === 'baqsj';
  const binding = useMemo(() => (event ? factBinding(form.schema) : {}), [event, form]);
  const schema = useMemo(() => (event ? withoutBoundWidgets(form.schema, binding, RECORD_VIEW_FACTS) : form?.schema), [event, form, binding]);
  const anonymousWord = t('anonymous');
  const data = useMemo(
    () => (event && view.data ? withReporterShown(view.data, binding, { name: record.createdByName, hidden: record.anonymous && record.createdBy === null }, anonymousWord) : view.data),
    [event, view.data, binding, record.createdByName, record.anonymous, record.createdBy, anonymousWord],
  );
  const revisions = [...(record.revisions ?? [])].sort((a, b) => b.revision - a.revision);
  return (
    <div className="hos-record-data">
      {revisions.length > 1 && (
        <Space style={{ marginBottom: 12 }} wrap>
          <span id={`hos-revision-label-${record.id}`}>{t('revision')}</span>
          <Select
            className="hos-revision-picker"
            aria-labelledby={`hos-revision-label-${record.id}`}
            style={{ minWidth: 320 }}
            value={view.revision}
            onChange={(v: number) => view.setRevision(v)}
            options={revisions.map((r) => ({
              value: r.revision,
              label: `${t('revisionShort', { revision: r.revision })} · ${formatTime(r.createdAt)} · ${r.createdByName}${r.revision === record.revision ? ` (${t('currentRevision')})` : ''}`,
            }))}
          />
        </Space>
      )}
      <Changes view={view} />
      {record.module === 'xjsxxm' ? (
        <>
          <TechData view={view} />
          {/* the structured application (issue 35 §1), on the form version the record was made on */}
          {form && view.data && <TechApplication key={`${view.revision}`} record={record} schema={form.schema} application={view.data.application} />}
        </>
      ) : !form ? (
        <Empty description={t('formMissing')} />
      ) : data ? (
        <EmbeddedForm key={`${view.revision}`} schema={schema} value={data} readonly />
      ) : (
        <Spin style={{ display: 'block', margin: 24 }} />
      )}
    </div>
  );
}
