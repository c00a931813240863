// Data quality control of the unsafe-event platform: the data query (period, event type, grade,
// department, state, overdue; rows open the record; XLSX export), quality control (completeness of each
// report with the server's summary), hospital-infection data and anaesthesia data (the server's views,
// with the form data in the rows). Scope 'all' within the caller's data scope. The filters start from the
// route's query (a chart's bar or a dashboard count links here with its filter); the infection and
// anaesthesia views chart their rows (DataViewCharts) and a bar narrows the list.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { Alert, App, Button, Checkbox, Form, Input, Select, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import type { WfState } from '../../../core/workflow/types.ts';
import { GRADES, WF_STATES, type Grade } from '../../../core/workflow/types.ts';
import type { DataView, RecordFilters, RecordListItem } from '../../../core/api/records.ts';
import { assigneeNames, detailPath, eventTypeName, gradeKey, localText, missingFields, stateKey } from '../../../core/pages/records.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { DueCell, GradeTag, StateTag } from '../common/RecordTags.tsx';
import { saveFile } from '../common/download.ts';
import { blobError, downloadName } from '../../../core/pages/download.ts';
import { useEventTypes, useFormatTime, useLang, useListQuery, usePageT, useRecordsApi } from '../common/hooks.ts';
import { DeptName } from '../common/DeptName.tsx';
import { useDeptTree } from '../common/useDicts.ts';
import { listFiltersFromQuery, type ListLinkFilters } from '../../../core/stats/charts.ts';
import { DataViewCharts } from './DataViewCharts.tsx';
import { FieldCountsPanel } from './FieldCountsPanel.tsx';
import { FactConflicts } from './record/FactConflicts.tsx';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { excel } from '../../../core/i18n/locales/excel.ts';
import { userTextCell } from '../common/userText.ts';

provideNamespaces({ excel });

type Row = RecordListItem & { missing?: string[] };
interface Summary { total: number; incomplete: number; [k: string]: number }
const text = (v: unknown) => (Array.isArray(v) ? v.join('、') : v == null ? '' : String(v));
const EVENT_STATES: WfState[] = WF_STATES.filter((s) => !['approved', 'suspended', 'stopped'].includes(s));

function dataView(view: DataView | 'quality') {
  const withDetails = view !== 'all';
  const serverView: DataView = view === 'quality' ? 'all' : view;
  const charted = view === 'hospitalSense' || view === 'anaesthesia';
  function DataQueryPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const lang = useLang();
    const formatTime = useFormatTime();
    const api = useRecordsApi();
    const types = useEventTypes();
    // the department tree: a division filters its departments too
    const { tree: depts, rows: deptRows } = useDeptTree();
    const { message } = App.useApp();
    const [summary, setSummary] = useState<Summary | null>(null);
    const [exporting, setExporting] = useState(false);
    // the data query lists technology applications too (a chart's link); the other views are events only
    const moduleOf = (p: Record<string, unknown>) => (view === 'all' && p.module === 'xjsxxm' ? 'xjsxxm' : 'baqsj');
    const filtersOf = (p: Record<string, unknown>): RecordFilters => ({ ...(p as RecordFilters), module: moduleOf(p), view: serverView, overdue: !!p.overdue });
    const [initial] = useState(() => listFiltersFromQuery(route.query));
    // a chart's link names its department: the filter form shows it in the tree picker once the tree is here
    const initialDeptId = initial.deptName ? deptRows.find((d) => d.deptName === initial.deptName)?.deptId : undefined;
    const [state, query] = useListQuery<Row>(async (p) => {
      const res = await api.listRecords('all', { ...filtersOf(p), includeData: withDetails });
      const list = (res?.list ?? []).map((r) => (view === 'quality' ? { ...r, missing: missingFields(r.data) } : r));
      return { ...res, list };
    }, { filters: { ...initial } });
    const filters = filtersOf(state.filters);
    const filterKey = JSON.stringify(filters);
    // the count by field belongs to the list's event type: a search keeps it while the type stays
    const search = (f: Record<string, unknown>) => {
      const same = f.eventType && f.eventType === state.filters.eventType;
      void query.setFilters(same ? { ...f, field: state.filters.field, fieldValue: state.filters.fieldValue } : f);
    };
    const pickField = (field: string | undefined, fieldValue: string | undefined) => void query.setFilters({ ...state.filters, field, fieldValue });
    const countable = view === 'all' && moduleOf(state.filters) === 'baqsj' && typeof filters.eventType === 'string' && !!filters.eventType;
    useEffect(() => {
      if (view !== 'quality') return;
      let live = true;
      api.qualitySummary('all', filters).then((s) => live && setSummary(s as Summary), () => undefined);
      return () => {
        live = false;
      };
    }, [api, filterKey]); // eslint-disable-line react-hooks/exhaustive-deps

    const columns: TableColumnsType<Row> = [
      { title: t('title'), dataIndex: 'title', width: 240, ellipsis: true, render: (v: string, r) => <a className="hos-record-link" data-user-text="" data-id={r.id} onClick={() => navigate(detailPath(r))}>{v || t('untitled')}</a> },
      { title: t('eventType'), key: 'type', width: 120, render: (_v, r) => eventTypeName(types, r.eventType, lang) || '-' },
      { title: t('grade'), dataIndex: 'grade', width: 80, render: (g: Row['grade']) => (g ? <GradeTag grade={g} /> : '-') },
      { title: t('status'), dataIndex: 'state', width: 100, render: (s: WfState) => <StateTag state={s} /> },
      { title: t('currentStep'), key: 'step', width: 130, render: (_v, r) => localText(r.stepName, lang) || '-' },
      { title: t('assignees'), key: 'who', width: 120, ellipsis: true, onCell: userTextCell, render: (_v, r) => assigneeNames(r, 3, lang) || '-' },
      { title: t('dueAt'), key: 'due', width: 190, render: (_v, r) => <DueCell record={r} /> },
      { title: t('reporter'), dataIndex: 'createdByName', width: 100, onCell: userTextCell },
      { title: t('dept'), key: 'dept', width: 110, render: (_v, r) => <DeptName row={r} /> },
      { title: t('submittedAt'), dataIndex: 'submittedAt', width: 170, render: (v: string) => formatTime(v) },
      ...(withDetails ? [
        { title: t('place'), key: 'p', width: 100, onCell: userTextCell, render: (_v: unknown, r: Row) => text(r.data?.event_place) },
      ] : []),
      ...(view === 'quality' ? [{
        title: t('missing'), key: 'm', width: 110,
        render: (_v: unknown, r: Row) => (r.missing?.length ? <Tag color="red" title={r.missing.join(', ')}>{t('issues', { count: r.missing.length })}</Tag> : <Tag color="green">{t('complete')}</Tag>),
      }] : []),
    ];

    const exportXlsx = async () => {
      setExporting(true);
      try {
        const blob = await api.exportXlsx('all', filters);
        const err = await blobError(blob);
        if (err) void message.error(err);
        else saveFile(blob, downloadName(route.title || t('excel:sheet.records'), 'xlsx'));
      } catch {
        // shown by the http layer
      } finally {
        setExporting(false);
      }
    };

    return (
      <PageCard title={route.title}>
        {view === 'quality' && <FactConflicts navigate={navigate} />}
        <FilterBar key={initialDeptId ?? 'form'} dates initialValues={{ ...formValues(initial), ...(initialDeptId !== undefined ? { deptId: initialDeptId } : {}) }} onSearch={search} extra={<Button className="hos-export" loading={exporting} onClick={() => void exportXlsx()} disabled={!state.total}>{t('excel:exportXlsx')}</Button>}>
          {view === 'all' && (
            <Form.Item name="module" label={t('module')}>
              <Select allowClear className="hos-module-filter" style={{ width: 130 }} options={(['baqsj', 'xjsxxm'] as const).map((m) => ({ value: m, label: t('module_' + m) }))} />
            </Form.Item>
          )}
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear style={{ width: 160 }} placeholder={t('keywordHint')} /></Form.Item>
          <Form.Item name="eventType" label={t('eventType')}>
            <Select allowClear className="hos-type-filter" style={{ width: 150 }} options={types.map((x) => ({ value: x.code, label: eventTypeName(types, x.code, lang) }))} />
          </Form.Item>
          <Form.Item name="grade" label={t('grade')}>
            <Select allowClear className="hos-grade-filter" style={{ width: 130 }} popupMatchSelectWidth={false} options={GRADES.map((g) => ({ value: g, label: t(gradeKey(g)) }))} />
          </Form.Item>
          <Form.Item name="deptId" label={t('dept')}>
            <TreeSelect allowClear className="hos-dept-filter" style={{ width: 160 }} popupMatchSelectWidth={false} treeData={depts} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />
          </Form.Item>
          <Form.Item name="state" label={t('status')}>
            <Select allowClear mode="multiple" maxTagCount={1} className="hos-state-filter" style={{ width: 170 }} options={EVENT_STATES.map((s) => ({ value: s, label: t(stateKey(s)) }))} />
          </Form.Item>
          <Form.Item name="overdue" valuePropName="checked">
            <Checkbox className="hos-overdue-filter">{t('overdueOnly')}</Checkbox>
          </Form.Item>
        </FilterBar>
        {view === 'quality' && summary && (
          <Alert className="hos-quality-summary" style={{ marginBottom: 12 }} type={summary.incomplete ? 'warning' : 'success'} showIcon
            title={t('qualitySummary', { total: summary.total, bad: summary.incomplete })} />
        )}
        {countable && <FieldCountsPanel filters={{ ...filters, eventType: filters.eventType! }} onPick={pickField} />}
        {charted && <DataViewCharts view={serverView} filters={linkFilters(state.filters)} path={route.path} navigate={navigate} />}
        {state.error && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 12 }} />}
        <ListTable state={state} query={query} columns={columns} />
      </PageCard>
    );
  }
  // a link to the same page with other filters (a bar of its chart) starts the page again from them
  return function DataQueryRoute(props: ViewProps) {
    return <DataQueryPage key={JSON.stringify(props.route.query)} {...props} />;
  };
}

/** The list's filters as the chart links carry them. */
function linkFilters(f: Record<string, unknown>): ListLinkFilters {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const state = Array.isArray(f.state) ? (f.state as WfState[]) : typeof f.state === 'string' && f.state ? [f.state as WfState] : undefined;
  return {
    eventType: str(f.eventType), grade: str(f.grade) as Grade | undefined, deptName: str(f.deptName), keyword: str(f.keyword), state,
    overdue: f.overdue ? true : undefined, beginTime: str(f.beginTime), endTime: str(f.endTime), field: str(f.field), fieldValue: str(f.fieldValue),
  };
}

/** A link's filters as the filter form's values (the period as the range picker's days). */
function formValues(f: ListLinkFilters): Record<string, unknown> {
  // the count by field is not a field of the filter form (FieldCountsPanel)
  const { beginTime, endTime, field: _field, fieldValue: _value, ...rest } = f;
  return { ...rest, ...(beginTime || endTime ? { range: [beginTime ? dayjs(beginTime) : null, endTime ? dayjs(endTime) : null] } : {}) };
}

export const QueryData = dataView('all');
export const QualityControl = dataView('quality');
export const HospitalSenseData = dataView('hospitalSense');
export const HandNumbnessData = dataView('anaesthesia');
