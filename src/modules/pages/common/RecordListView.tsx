// One list of workflow records configured per page (drafts, mine, to-do, done, copies, follows,
// approvals, archive review...): GET /api/v1/records?scope=..., filtered and paged on the server. Rows
// show the state, the current step, who acts, the due time and the overdue badge; work lists have an
// overdue filter. Row actions: open, edit (own drafts and returned records), delete a draft (confirm),
// and actions configured per list (archive review: archive / send back) through the action dialog.
import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Select, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import type { WfAction, WfModule, WfState } from '../../../core/workflow/types.ts';
import { GRADES, WF_MODULES } from '../../../core/workflow/types.ts';
import { TASK_WORK_KINDS, type WorkKind } from '../../../core/pages/myWork.ts';
import type { RecordDetail, RecordFilters, RecordListItem, RecordScope } from '../../../core/api/records.ts';
import { actionKey, assigneeNames, detailPath, editPath, editableBySubmitter, eventTypeName, gradeKey, localText, stateKey } from '../../../core/pages/records.ts';
import { ListTable, actionsWidth } from './ListTable.tsx';
import { RouteLink } from './RouteLink.tsx';
import { FilterBar } from './FilterBar.tsx';
import { PageCard } from './PageCard.tsx';
import { DueCell, GradeTag, OutcomeTag, StateTag } from './RecordTags.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { DeptName } from './DeptName.tsx';
import { useEventTypes, useFormatTime, useLang, useListQuery, usePageT, useRecordsApi, useUserId } from './hooks.ts';
import { useConfirmDeleteDraft } from './useConfirmDeleteDraft.ts';
import { userTextCell } from './userText.ts';

export interface RecordListConfig {
  scope: RecordScope;
  /** only this module's records (the unsafe-event pages); the business desk shows every module */
  module?: WfModule;
  /** the state filter's choices */
  states?: WfState[];
  /** work lists: "overdue only" */
  overdueFilter?: boolean;
  /** drafts: edit and delete in the row */
  draftActions?: boolean;
  /** actions offered in the row when the server allows them (the record is read first for its version) */
  rowActions?: WfAction[];
  /** which time column: drafts show the last save */
  timeColumn?: 'submittedAt' | 'updatedAt';
}

const MODULE_COLORS: Record<WfModule, string> = { baqsj: 'magenta', xjsxxm: 'geekblue', business: 'cyan' };
/** lists where who reported a record is what the reader decides on: copies to me, approvals, archive review, the data query */
const REPORTER_SCOPES: RecordScope[] = ['cc', 'approval', 'approved', 'archive', 'all'];

/** What a link asked the list to narrow to: `work` + `module` on the to-do list, `module` on a list of every module. */
function narrowOf(cfg: RecordListConfig, q: Record<string, string | undefined>): { work?: WorkKind; module: WfModule } | null {
  const module = WF_MODULES.find((m) => m === q.module);
  if (!module || cfg.module) return null;
  if (q.work) return cfg.scope === 'todo' && TASK_WORK_KINDS.includes(q.work as WorkKind) ? { work: q.work as WorkKind, module } : null;
  return { module };
}

export function recordListView(cfg: RecordListConfig) {
  return function RecordListPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const lang = useLang();
    const formatTime = useFormatTime();
    const api = useRecordsApi();
    const userId = useUserId();
    const types = useEventTypes();
    const { message } = App.useApp();
    const confirmDelete = useConfirmDeleteDraft();
    const [acting, setActing] = useState<{ record: RecordDetail; action: WfAction } | null>(null);
    // a link may open a work list on its overdue records (the desk's "overdue" count)
    const [initial] = useState(() => (cfg.overdueFilter && route.query.overdue === '1' ? { overdue: true } : {}));
    // a dashboard tile opens the list on what it counted (issue 36 §3): a kind of work and a module (the to-do
    // list), or a module (drafts); a chip says so and shows everything again
    const narrow = narrowOf(cfg, route.query);
    const narrowKey = narrow ? `${narrow.work ?? ''}|${narrow.module}` : '';
    const [state, query] = useListQuery<RecordListItem>(async (p) => {
      const f = p as RecordFilters & { overdue?: boolean; state?: WfState };
      return api.listRecords(cfg.scope, { ...f, module: cfg.module ?? narrow?.module, work: narrow?.work, overdue: !!f.overdue });
    }, { filters: initial });
    // another tile, or "show all", on the page already open: the same list, asked again
    const loadedKey = useRef(narrowKey);
    useEffect(() => {
      if (loadedKey.current === narrowKey) return;
      loadedKey.current = narrowKey;
      void query.reload();
    }, [narrowKey, query]);
    const events = cfg.module === 'baqsj';

    const remove = (r: RecordListItem) => {
      confirmDelete(r.title, async () => {
        try {
          await api.deleteDraft(r.id, r.version);
          void message.success(t('deleted'));
        } finally {
          void query.reload();
        }
      });
    };

    /** Reads the record (its current version and what the server allows) before opening the dialog. */
    const startAction = async (r: RecordListItem, action: WfAction) => {
      try {
        const d = await api.getRecord(r.id);
        if (d.allowedActions.includes(action)) setActing({ record: d, action });
        else {
          void message.warning(t('actionNoLonger'));
          void query.reload();
        }
      } catch {
        // shown by the http layer
      }
    };

    // the row's buttons decide the actions column's width (no clipping at 1366 px, nothing wasted)
    const actionLabels: Array<string | string[]> = [
      t('view'),
      // a returned record of mine can show up in any list but the archive review's
      ...(cfg.rowActions ? [] : [[t('edit'), t('editResubmit')]]),
      ...(cfg.draftActions ? [t('delete')] : []),
      ...(cfg.rowActions ?? []).map((a) => t(actionKey(a))),
    ];
    // column priorities (issue 22 §4): what the work is and where it stands always, and who reported it where
    // the reader decides on that (REPORTER_SCOPES); from where and when only on wide screens (the record page
    // has them), so the actions never cover a column
    const wide = ['xxl'] as const;
    const columns: TableColumnsType<RecordListItem> = [
      { title: t('index'), key: 'i', width: 56, responsive: [...wide], render: (_v, _r, i) => (state.pageIndex - 1) * state.pageSize + i + 1 },
      // what the work is about and where it stands first (the table scrolls sideways on small screens)
      {
        // the title takes what the other columns leave (ListTable's 'fit')
        title: t('title'), dataIndex: 'title', ellipsis: { showTitle: false },
        render: (v: string, r) => <RouteLink className="hos-record-link" data-user-text="" data-id={r.id} to={detailPath(r, route.path)} navigate={navigate} title={v || undefined}>{v || t('untitled')}</RouteLink>,
      },
      {
        title: t('status'), dataIndex: 'state', width: 104,
        render: (s: WfState, r) => <Space size={2}><StateTag state={s} />{r.reviewOutcome && r.module === 'xjsxxm' ? <OutcomeTag outcome={r.reviewOutcome} /> : null}</Space>,
      },
      // drafts are nobody's work yet: no step, no handler, no deadline
      ...(cfg.scope === 'draft' ? [] : [
        { title: t('currentStep'), key: 'step', width: 120, ellipsis: true, render: (_v: unknown, r: RecordListItem) => <span className="hos-current-step">{localText(r.stepName, lang) || '-'}</span> },
        { title: t('assignees'), key: 'who', width: 110, ellipsis: { showTitle: false }, render: (_v: unknown, r: RecordListItem) => <span className="hos-assignees" data-user-text="" title={assigneeNames(r, 50, lang) || undefined}>{assigneeNames(r, 3, lang) || '-'}</span> },
        { title: t('dueAt'), key: 'due', width: 150, render: (_v: unknown, r: RecordListItem) => <DueCell record={r} /> },
      ]),
      ...(cfg.module === 'xjsxxm' ? [] : [{ title: t('grade'), dataIndex: 'grade', width: 80, render: (g: RecordListItem['grade']) => (g ? <GradeTag grade={g} /> : '-') }]),
      {
        title: t(events ? 'eventType' : 'typeOrClass'), key: 'type', width: 110, ellipsis: true,
        render: (_v, r) => (r.module === 'xjsxxm' ? (r.techKind ? t('techKind_' + r.techKind) : '-') : eventTypeName(types, r.eventType, lang) || '-'),
      },
      ...(cfg.module ? [] : [{ title: t('module'), dataIndex: 'module', width: 110, responsive: [...wide], render: (m: WfModule) => <Tag color={MODULE_COLORS[m]}>{t('module_' + m)}</Tag> }]),
      { title: t('reporter'), dataIndex: 'createdByName', width: 100, ellipsis: true, onCell: userTextCell, responsive: REPORTER_SCOPES.includes(cfg.scope) ? undefined : [...wide] },
      { title: t('dept'), key: 'dept', width: 110, ellipsis: true, responsive: [...wide], render: (_v, r) => <DeptName row={r} /> },
      {
        title: t(cfg.timeColumn === 'updatedAt' ? 'updatedAt' : 'submittedAt'), key: 'time', width: 170, responsive: cfg.timeColumn === 'updatedAt' ? undefined : [...wide],
        render: (_v, r) => formatTime(cfg.timeColumn === 'updatedAt' ? r.updatedAt : r.submittedAt) || '-',
      },
      {
        title: t('actions'), key: 'a', fixed: 'right' as const, width: actionsWidth(actionLabels, t('actions')),
        render: (_v, r) => (
          <Space size={0} style={{ whiteSpace: 'nowrap' }}>
            <Button size="small" type="link" className="hos-open" onClick={() => navigate(detailPath(r, route.path))}>{t('view')}</Button>
            {(cfg.draftActions || r.state === 'returned') && editableBySubmitter(r, userId) && (
              <Button size="small" type="link" className="hos-edit" onClick={() => navigate(editPath(r))}>{t(r.state === 'returned' ? 'editResubmit' : 'edit')}</Button>
            )}
            {cfg.draftActions && r.state === 'draft' && editableBySubmitter(r, userId) && (
              <Button size="small" type="link" danger className="hos-delete-draft" data-action="deleteDraft" onClick={() => remove(r)}>{t('delete')}</Button>
            )}
            {(cfg.rowActions ?? []).map((a) => (
              <Button key={a} size="small" type="link" danger={a === 'sendBack'} className={'hos-row-action hos-row-' + a} data-action={a} onClick={() => void startAction(r, a)}>{t(actionKey(a))}</Button>
            ))}
          </Space>
        ),
      },
    ];

    return (
      <PageCard title={route.title}>
        <FilterBar dates onSearch={(f) => void query.setFilters(f)} initialValues={initial}>
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={t('keywordHint')} style={{ width: 200 }} /></Form.Item>
          {cfg.states && cfg.states.length > 1 && (
            <Form.Item name="state" label={t('status')}>
              <Select allowClear className="hos-state-filter" style={{ width: 130 }} options={cfg.states.map((s) => ({ value: s, label: t(stateKey(s)) }))} />
            </Form.Item>
          )}
          {events && (
            <Form.Item name="grade" label={t('grade')}>
              <Select allowClear className="hos-grade-filter" style={{ width: 130 }} options={GRADES.map((g) => ({ value: g, label: t(gradeKey(g)) }))} popupMatchSelectWidth={false} />
            </Form.Item>
          )}
          {cfg.overdueFilter && (
            <Form.Item name="overdue" valuePropName="checked">
              <Checkbox className="hos-overdue-filter">{t('overdueOnly')}</Checkbox>
            </Form.Item>
          )}
        </FilterBar>
        {narrow && (
          <Alert
            type="info" showIcon className="hos-list-narrowed" style={{ marginBottom: 12 }}
            title={narrow.work
              ? t('listNarrowed', { what: `${t(`shell:work.${narrow.work}`)} · ${t('module_' + narrow.module)}` })
              : t('listNarrowedModule', { module: t('module_' + narrow.module) })}
            action={<Button size="small" type="link" className="hos-show-all" onClick={() => navigate(route.path)}>{t('showAllRecords')}</Button>}
          />
        )}
        {state.error && <Alert type="error" showIcon title={state.error} style={{ marginBottom: 12 }} />}
        <ListTable state={state} query={query} columns={columns} scrollX="fit" listId={`records:${cfg.scope}${cfg.module ? ':' + cfg.module : ''}`} />
        <ActionDialog
          record={acting?.record ?? null}
          action={acting?.action ?? null}
          onClose={() => setActing(null)}
          onDone={() => { setActing(null); void query.reload(); }}
          onConflict={() => query.reload()}
        />
      </PageCard>
    );
  };
}
