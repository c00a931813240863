// The monthly report's section by category form fields (issue 31 §4): for each category whose form has a
// field the report counts by (falls by Morse band, medication errors by NCC MERP category, pressure
// injuries by stage), the period's events per value; a count opens the data query filtered to its records.
// The field's title and the values are the hospital's form (typed data); the rest is the page language.
import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { RouteLink } from '../common/RouteLink.tsx';
import type { MonthlyReportAnswer } from '../../../core/report/api.ts';
import type { ReportFieldSection } from '../../../core/report/monthly.ts';
import { fieldCounted, fieldValueLink, fieldValueText, shareText, type ReportLabels } from '../../../core/report/view.ts';
import { Ids, StaticTable } from './ReportParts.tsx';

interface Row { key: string; label: string; n: number; ids: number[]; link?: string; typed: boolean }

const typedCell = (r: Row): object => (r.typed ? { 'data-user-text': '' } : {});

function FieldSection({ f, periodKey, labels: L, navigate }: { f: ReportFieldSection; periodKey: string; labels: ReportLabels; navigate(to: string): void }) {
  const t = (k: string, o?: Record<string, unknown>) => L.t('report:' + k, o);
  const counted = fieldCounted(f);
  const rows: Row[] = [
    ...f.counts.map((c) => ({ key: c.value, label: fieldValueText(f, c, L), n: c.n, ids: c.ids ?? [], link: fieldValueLink(periodKey, f, c.value), typed: f.field.kind !== 'switch' })),
    ...(f.empty ? [{ key: '\0empty', label: t('unset'), n: f.empty, ids: f.emptyIds ?? [], typed: false }] : []),
  ];
  const columns: TableColumnsType<Row> = [
    { title: t('fieldValue'), dataIndex: 'label', key: 'label', onCell: typedCell },
    { title: t('count'), key: 'n', width: 90, align: 'right', render: (_v, r) => (r.link && r.n ? <RouteLink to={r.link} navigate={navigate}>{L.num(r.n)}</RouteLink> : L.num(r.n)) },
    { title: t('share'), key: 'share', width: 90, align: 'right', render: (_v, r) => shareText(counted ? Math.round((r.n / counted) * 1000) / 10 : null, L) },
    { title: t('rows'), key: 'ids', width: 130, render: (_v, r) => <Ids ids={r.ids} navigate={navigate} label={t('ids')} /> },
  ];
  const title: ReactNode = <>{L.type(f.eventType) || f.eventType} · <span data-user-text="">{f.field.title}</span></>;
  return (
    <Card size="small" title={title} className="hos-report-field" data-field={f.field.model} data-type={f.eventType} style={{ height: '100%' }}>
      <StaticTable testId={`report-table-field-${f.field.model}`} rows={rows} columns={columns} rowKey="key" />
      {f.notOnForm > 0 && <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('fieldNotOnForm', { n: L.num(f.notOnForm) })}</Typography.Paragraph>}
    </Card>
  );
}

export function FieldSections({ data, labels, navigate }: { data: MonthlyReportAnswer; labels: ReportLabels; navigate(to: string): void }) {
  if (!data.fields?.length) return null;
  return (
    <section className="hos-report-section hos-report-fields" aria-label={labels.t('report:fieldsTitle')} style={{ marginTop: 16 }}>
      <h2 className="hos-section-title" style={{ marginBottom: 12 }}>{labels.t('report:fieldsTitle')}</h2>
      <Row gutter={[16, 16]}>
        {data.fields.map((f) => <Col key={`${f.eventType}:${f.field.model}`} xs={24}><FieldSection f={f} periodKey={data.period.key} labels={labels} navigate={navigate} /></Col>)}
      </Row>
    </section>
  );
}
