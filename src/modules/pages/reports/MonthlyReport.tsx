// /quality/monthlyReport: the monthly (quarterly, yearly) safety and quality report (issue 26 §3) for the
// reader's data scope: a period picker, then events by grade, category and department (chart + table,
// a bar or a count opens the data query filtered to its records), reported in time per grade, overdue
// handling, root-cause analyses, measures on time, root-cause categories, inspection scores with their
// change, PDCA projects. Every number's rows: the data query link or the record numbers. Print (A4) and
// the XLSX appendix from the toolbar. Texts: the `report` locale, loaded with this page's chunk.
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, App, Button, Card, Col, DatePicker, Empty, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, FilePdfOutlined, NotificationOutlined, PrinterOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { ViewProps } from '../types.ts';
import { PageCard } from '../common/PageCard.tsx';
import { RouteLink } from '../common/RouteLink.tsx';
import { saveFile } from '../common/download.ts';
import { useLang, useRuntime, useSession, useTimeZone } from '../common/hooks.ts';
import { QUALITY_OFFICE_ROLES, hasAnyRole } from '../../../core/access/roles.ts';
import { ChartCard } from '../../shared/charts/ChartCard.tsx';
import { useT } from '../../shared/hooks.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { report as reportTexts } from '../../../core/i18n/locales/report.ts';
import { formatDateTime, formatNumber } from '../../../core/i18n/format.ts';
import { recordsApi, type EventType } from '../../../core/api/records.ts';
import { eventTypeName, gradeKey } from '../../../core/pages/records.ts';
import { blobError, downloadName } from '../../../core/pages/download.ts';
import { systemSettingsStore, titleIn } from '../../../core/settings/systemSettings.ts';
import type { Count, ReportPeriodKind } from '../../../core/report/monthly.ts';
import { reportApi, type MonthlyReportAnswer } from '../../../core/report/api.ts';
import {
  causeCategoryLabel, changeText, countChart, periodKeyOf, periodKindOf, periodLabel, periodListLink, scoreChart, shareText, type ReportLabels,
} from '../../../core/report/view.ts';
import { FieldSections } from './FieldSections.tsx';
import { Ids, RecordNames, StaticTable } from './ReportParts.tsx';
import { DEFAULT_CATEGORY_CODES } from '../../../core/rca/types.ts';
import { ReportPrint } from './ReportPrint.tsx';
import { PublishReport } from './PublishReport.tsx';
import '../common/rcaTexts.ts';
import { zoneName } from '../../../core/settings/timeZone.ts';

provideNamespaces({ report: reportTexts });

const KINDS: ReportPeriodKind[] = ['month', 'quarter', 'year'];
const CAUSE_CODES: readonly string[] = DEFAULT_CATEGORY_CODES;
function initialKey(query: Record<string, string>): string {
  const q = query.period?.trim() ?? '';
  if (periodKindOf(q)) return q;
  const now = new Date();
  return periodKeyOf('month', now.getFullYear(), now.getMonth() + 1);
}

function pickerValue(key: string): Dayjs {
  const kind = periodKindOf(key);
  if (kind === 'quarter') return dayjs(`${key.slice(0, 4)}-${String(Number(key.slice(6)) * 3 - 2).padStart(2, '0')}-01`);
  if (kind === 'year') return dayjs(`${key}-01-01`);
  return dayjs(`${key}-01`);
}

export function MonthlyReport({ route, navigate }: ViewProps) {
  const t = useT();
  const r = (k: string, o?: Record<string, unknown>) => t('report:' + k, o);
  const lang = useLang();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const settingsStore = systemSettingsStore(runtime);
  const settings = useSyncExternalStore(settingsStore.subscribe, settingsStore.getState, settingsStore.getState);
  const [key, setKey] = useState(() => initialKey(route.query));
  const kind = periodKindOf(key)!;
  const [data, setData] = useState<MonthlyReportAnswer | null | false>(null);
  const [types, setTypes] = useState<EventType[]>([]);
  const [printing, setPrinting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [pdfLoading, setPdfLoading] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const office = useSession((s) => hasAnyRole(s.roles, QUALITY_OFFICE_ROLES));
  const api = useMemo(() => reportApi(runtime), [runtime]);

  useEffect(() => {
    let live = true;
    setData(null);
    api.monthly(key).then((d) => live && setData(d), () => live && setData(false));
    return () => {
      live = false;
    };
  }, [api, key]);
  useEffect(() => {
    let live = true;
    recordsApi(runtime).eventTypes().then((x) => live && setTypes(x), () => undefined);
    return () => {
      live = false;
    };
  }, [runtime]);

  // times in the hospital's zone, as on every page and in the PDF (issue 35 §4)
  const timeZone = useTimeZone();
  const labels: ReportLabels = useMemo(() => ({
    t: (k, o) => t(k, o), lang,
    grade: (g) => t(gradeKey(g)),
    type: (code) => eventTypeName(types, code, lang),
    num: (n, digits = 0) => formatNumber(n, lang, digits),
    dateTime: (ms) => formatDateTime(ms, lang, { timeZone }),
  }), [t, lang, types, timeZone]);

  const pick = (k: ReportPeriodKind, d: Dayjs | null) => {
    if (!d) return;
    setKey(periodKeyOf(k, d.year(), d.month() + 1));
  };
  const download = async () => {
    setDownloading(true);
    try {
      const blob = await api.appendix(key);
      const err = await blobError(blob);
      if (err) void message.error(err);
      else saveFile(blob, downloadName(`${r('title')}-${key}`, 'xlsx'));
    } catch {
      // shown by the http layer
    } finally {
      setDownloading(false);
    }
  };

  const downloadPdf = async () => {
    setPdfLoading(true);
    try {
      const blob = await api.pdf(key, lang);
      const err = await blobError(blob);
      if (err) void message.error(err);
      else saveFile(blob, downloadName(`${r('title')}-${key}`, 'pdf'), 'application/pdf');
    } catch {
      // shown by the http layer
    } finally {
      setPdfLoading(false);
    }
  };

  const toolbar = (
    <Space wrap className="hos-report-toolbar">
      <Segmented<ReportPeriodKind>
        aria-label={r('periodKind')} value={kind} className="hos-report-kind"
        options={KINDS.map((k) => ({ value: k, label: r('kind.' + k) }))}
        onChange={(k) => pick(k, pickerValue(key))}
      />
      <DatePicker
        aria-label={r('period')} className="hos-report-period" picker={kind === 'month' ? 'month' : kind} allowClear={false} value={pickerValue(key)}
        format={() => periodLabel(key, lang, t)} onChange={(d) => pick(kind, d)}
      />
      <Button icon={<PrinterOutlined aria-hidden />} className="hos-report-print" disabled={!data} onClick={() => setPrinting(true)}>{r('print')}</Button>
      <Button icon={<FilePdfOutlined aria-hidden />} className="hos-report-pdf" loading={pdfLoading} disabled={!data} onClick={() => void downloadPdf()}>{r('pdf')}</Button>
      <Button icon={<DownloadOutlined aria-hidden />} className="hos-report-xlsx" loading={downloading} disabled={!data} onClick={() => void download()}>{r('download')}</Button>
      {office && <Button icon={<NotificationOutlined aria-hidden />} className="hos-report-publish" disabled={!data} onClick={() => setPublishing(true)}>{r('publish')}</Button>}
    </Space>
  );

  let body: ReactNode;
  if (data === false) body = <Alert type="error" showIcon message={r('failed')} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else body = <RecordNames.Provider value={data}><ReportBody data={data} labels={labels} navigate={navigate} /></RecordNames.Provider>;

  return (
    <PageCard title={route.title || r('title')}>
      <div style={{ marginBottom: 16 }}>{toolbar}</div>
      {body}
      {data && printing && (
        <ReportPrint
          open report={data} labels={labels} hospital={data.hospital || titleIn(settings, lang, t('shell:appTitle'))} logo={settings.logo} onClose={() => setPrinting(false)}
        />
      )}
      {office && publishing && (
        <PublishReport open api={api} period={key} periodText={periodLabel(key, lang, t)} lang={lang} t={t} onClose={() => setPublishing(false)} />
      )}
    </PageCard>
  );
}

function ReportBody({ data, labels: L, navigate }: { data: MonthlyReportAnswer; labels: ReportLabels; navigate(to: string): void }) {
  const t = (k: string, o?: Record<string, unknown>) => L.t('report:' + k, o);
  const key = data.period.key;
  const num = (n: number) => L.num(n);
  const all = data.inTime.find((x) => x.grade === 'all')!;
  const link = (to: string, text: ReactNode) => <RouteLink to={to} navigate={navigate}>{text}</RouteLink>;

  const countSection = (id: 'byGrade' | 'byType' | 'byDept', title: string, head: string, counts: Count[]) => {
    const model = countChart(id, counts, key, L);
    const rows = counts.map((c, i) => ({ ...c, label: model.data[i].label, link: model.data[i].link }));
    const columns: TableColumnsType<(typeof rows)[number]> = [
      // a department is typed data (issue 23 §3); grades and types are the app's words
      { title: head, dataIndex: 'label', key: 'label', ...(id === 'byDept' ? { onCell: (): object => ({ 'data-user-text': '' }) } : {}) },
      { title: t('count'), key: 'n', width: 110, align: 'right', render: (_v, c) => (c.link && c.n ? link(c.link, num(c.n)) : num(c.n)) },
      { title: t('share'), key: 'share', width: 100, align: 'right', render: (_v, c) => shareText(data.events.total ? Math.round((c.n / data.events.total) * 1000) / 10 : null, L) },
      { title: t('rows'), key: 'ids', width: 150, render: (_v, c) => <Ids ids={c.ids} navigate={navigate} label={t('ids')} /> },
    ];
    return (
      <section className={`hos-report-section hos-report-${id}`} aria-label={title}>
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}><ChartCard testId={`report-chart-${id}`} title={title} model={model} kind={id === 'byGrade' ? 'column' : 'bar'} height={240} navigate={navigate} /></Col>
          <Col xs={24} lg={14}><Card size="small" title={title}><StaticTable testId={`report-table-${id}`} rows={rows} columns={columns} rowKey="key" /></Card></Col>
        </Row>
      </section>
    );
  };

  const inTimeRows = data.inTime.map((x) => ({ ...x, key: x.grade }));
  const inTimeCols: TableColumnsType<(typeof inTimeRows)[number]> = [
    { title: t('grade'), key: 'g', render: (_v, x) => (x.grade === 'all' ? <strong>{t('all')}</strong> : L.grade(x.grade)) },
    { title: t('limit'), key: 'limit', width: 100, align: 'right', render: (_v, x) => (x.grade === 'all' ? '' : t('hours', { n: data.limits[x.grade] })) },
    { title: t('judged'), key: 'judged', width: 90, align: 'right', render: (_v, x) => num(x.judged) },
    { title: t('inTime'), key: 'in', width: 90, align: 'right', render: (_v, x) => num(x.inTime) },
    { title: t('late'), key: 'late', width: 90, align: 'right', render: (_v, x) => num(x.judged - x.inTime) },
    { title: t('share'), key: 'share', width: 90, align: 'right', render: (_v, x) => shareText(x.share, L) },
    { title: t('rows'), key: 'ids', width: 150, render: (_v, x) => <Ids ids={x.lateIds} navigate={navigate} label={t('late')} /> },
  ];
  const scoreRows = data.scores.map((s) => ({ ...s, key: s.deptName }));
  const scoreCols: TableColumnsType<(typeof scoreRows)[number]> = [
    { title: t('dept'), dataIndex: 'deptName', key: 'dept', onCell: (): object => ({ 'data-user-text': '' }) },
    { title: t('score'), key: 'score', width: 110, align: 'right', render: (_v, s) => `${L.num(s.score, 1)}%` },
    { title: t('previousScore'), key: 'prev', width: 110, align: 'right', render: (_v, s) => (s.previous === null ? t('noShare') : `${L.num(s.previous, 1)}%`) },
    { title: t('scoreChange'), key: 'change', width: 100, align: 'right', render: (_v, s) => changeText(s.score, s.previous, L, 1) },
  ];
  const pdcaCols: TableColumnsType<MonthlyReportAnswer['pdca'][number]> = [
    // the project and its indicator are typed data
    { title: t('project'), dataIndex: 'title', key: 'title', onCell: (): object => ({ 'data-user-text': '' }) },
    { title: t('cycle'), dataIndex: 'cycle', key: 'cycle', width: 80, align: 'right' },
    { title: t('indicator'), key: 'indicator', render: (_v, x) => (x.unit ? `${x.indicator} (${x.unit})` : x.indicator), onCell: (): object => ({ 'data-user-text': '' }) },
    { title: t('baseline'), key: 'b', width: 90, align: 'right', render: (_v, x) => L.num(x.baseline, 2) },
    { title: t('target'), key: 'tg', width: 90, align: 'right', render: (_v, x) => L.num(x.target, 2) },
    { title: t('latest'), key: 'l', width: 90, align: 'right', render: (_v, x) => L.num(x.latest, 2) },
    { title: t('reached'), key: 'r', width: 100, render: (_v, x) => (x.latest === null ? t('noShare') : t(x.reached ? 'reached' : 'notReached')) },
  ];
  const empty = (text: string, testId: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} data-testid={testId} />;
  const m = data.measures;

  return (
    <div className="hos-report" data-testid="monthly-report" data-period={key}>
      {/* the section tables show every row: no pager */}
      <style>{'.hos-report-table .hos-pager { display: none !important; }'}</style>
      <Typography.Paragraph type="secondary" className="hos-report-meta">
        {t('scope')}: {t('scope.' + data.scope)} · {t('generatedAt')}: {L.dateTime(data.generatedAt)} · {t('timeZone')}: {zoneName(data.timeZone, L.lang, data.generatedAt)}
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} className="hos-report-kpis">
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('total')} value={data.events.total} formatter={() => link(periodListLink(key), <span data-testid="report-total">{num(data.events.total)}</span>)} />
          <Typography.Text type="secondary">{t('previous', { n: num(data.events.previousTotal) })} · {t('change')} {changeText(data.events.total, data.events.previousTotal, L)}</Typography.Text></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('inTimeShare')} value={shareText(all.share, L)} /><Ids ids={all.lateIds} navigate={navigate} label={t('late')} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('overdue')} value={num(data.overdue.n)} /><Ids ids={data.overdue.ids} navigate={navigate} label={t('ids')} /></Card></Col>
        <Col xs={12} md={6}><Card size="small"><Statistic title={t('measuresShare')} value={shareText(m.share, L)} /><Ids ids={m.lateRecordIds} navigate={navigate} label={t('lateMeasures')} /></Card></Col>
      </Row>
      {countSection('byGrade', t('eventsByGrade'), t('grade'), data.events.byGrade)}
      <div style={{ height: 16 }} />
      {countSection('byType', t('eventsByType'), t('type'), data.events.byType)}
      <div style={{ height: 16 }} />
      {countSection('byDept', t('eventsByDept'), t('dept'), data.events.byDept)}
      <FieldSections data={data} labels={L} navigate={navigate} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24}>
          <Card size="small" title={t('reportedInTime')} className="hos-report-intime">
            <StaticTable testId="report-table-inTime" rows={inTimeRows} columns={inTimeCols} rowKey="key" />
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>{t('inTimeNote', { high: data.limits.I, low: data.limits.III })}</Typography.Paragraph>
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card size="small" title={t('overdueTitle')} className="hos-report-overdue" style={{ height: '100%' }}>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t('overdueText', { n: num(data.overdue.n) })}</Typography.Paragraph>
            <Ids ids={data.overdue.ids} navigate={navigate} label={t('ids')} />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card size="small" title={t('measuresTitle')} className="hos-report-measures" style={{ height: '100%' }}>
            {m.due ? (
              <Row gutter={8}>
                <Col span={6}><Statistic title={t('due')} value={num(m.due)} /></Col>
                <Col span={6}><Statistic title={t('onTime')} value={num(m.onTime)} /></Col>
                <Col span={6}><Statistic title={t('lateMeasures')} value={num(m.late)} /><Ids ids={m.lateRecordIds} navigate={navigate} label={t('ids')} /></Col>
                <Col span={6}><Statistic title={t('openMeasures')} value={num(m.open)} /></Col>
              </Row>
            ) : empty(t('measuresNone'), 'report-measures-none')}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('rcaTitle')} className="hos-report-rca">
            {data.rca.done + data.rca.open ? (
              <Row gutter={8}>
                <Col span={12}><Statistic title={t('rcaDone')} value={num(data.rca.done)} /><Ids ids={data.rca.doneIds} navigate={navigate} label={t('ids')} /></Col>
                <Col span={12}><Statistic title={t('rcaOpen')} value={num(data.rca.open)} /><Ids ids={data.rca.openIds} navigate={navigate} label={t('ids')} /></Col>
              </Row>
            ) : empty(t('rcaNone'), 'report-rca-none')}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('causesTitle')} className="hos-report-causes">
            {data.topCauseCategories.length ? (
              <StaticTable
                rows={data.topCauseCategories} rowKey="category"
                columns={[
                  // a team's own category name is typed data
                  { title: t('category'), key: 'c', render: (_v, c) => causeCategoryLabel(c.category, L), onCell: (c): object => (CAUSE_CODES.includes(c.category) ? {} : { 'data-user-text': '' }) },
                  { title: t('count'), key: 'n', width: 90, align: 'right', render: (_v, c) => num(c.n) },
                  { title: t('rows'), key: 'ids', width: 150, render: (_v, c) => <Ids ids={c.recordIds} navigate={navigate} label={t('ids')} /> },
                ]}
              />
            ) : empty(t('causesNone'), 'report-causes-none')}
          </Card>
        </Col>
      </Row>
      <section className="hos-report-section hos-report-scores" aria-label={t('scoresTitle')} style={{ marginTop: 16 }}>
        {data.scores.length ? (
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}><ChartCard testId="report-chart-scores" title={t('scoresTitle')} model={scoreChart(data)} kind="bar" height={240} measure="scoreRate" /></Col>
            <Col xs={24} lg={14}><Card size="small" title={t('scoresTitle')}><StaticTable testId="report-table-scores" rows={scoreRows} columns={scoreCols} rowKey="key" /></Card></Col>
          </Row>
        ) : <Card size="small" title={t('scoresTitle')}>{empty(t('scoresNone'), 'report-scores-none')}</Card>}
      </section>
      <Card size="small" title={t('pdcaTitle')} className="hos-report-pdca" style={{ marginTop: 16 }}>
        {data.pdca.length ? <StaticTable testId="report-table-pdca" rows={data.pdca} columns={pdcaCols} rowKey="id" /> : empty(t('pdcaNone'), 'report-pdca-none')}
      </Card>
    </div>
  );
}
