// New-technology management (xjsxxm): the non-restricted and restricted catalogues (old API, with
// export), my applications with the apply dialog, pending approvals (approve / reject: an approved
// technology joins its catalogue) and review, all on /api/v1/tech/applications.
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { TECH_APP_STATUS_COLORS, TECH_APPROVER_ROLES, TECH_LEVELS, canDecideApplication, techApplyBody, type TechApplication, type TechApplicationStatus, type TechApplyInput } from '../../../core/pages/tech.ts';
import { ApprovalModal } from '../common/ApprovalModal.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { saveFile } from '../common/download.ts';
import { useListQuery, usePageT, useRuntime, useSession, useUserId } from '../common/hooks.ts';

interface Tech { id: number; techCode: string; techName: string; category: string; deptName: string; applicant: string; level: string; status: string; type?: string; kind?: 'unlimit' | 'limit'; createTime: string }

const STATUS_COLOR: Record<string, string> = { 已批准: 'green', 已备案: 'green', 试运行: 'blue', 申请中: 'orange', 暂停: 'red' };

function useColumns(withKind: boolean): TableColumnsType<Tech> {
  const t = usePageT();
  return [
    { title: t('techCode'), dataIndex: 'techCode', width: 130 },
    { title: t('techName'), dataIndex: 'techName' },
    ...(withKind ? [{ title: t('techType'), dataIndex: 'kind', render: (k: string) => <Tag>{t(k === 'limit' ? 'limitTech' : 'unlimitTech')}</Tag> }] : []),
    { title: t('techCategory'), dataIndex: 'category' },
    { title: t('dept'), dataIndex: 'deptName' },
    { title: t('applicant'), dataIndex: 'applicant' },
    { title: t('techLevel'), dataIndex: 'level', width: 70 },
    { title: t('status'), dataIndex: 'status', render: (s: string) => <Tag color={STATUS_COLOR[s] ?? 'default'}>{s}</Tag> },
    { title: t('createdAt'), dataIndex: 'createTime', width: 170 },
  ];
}

/** The catalogues: old API doQueryPage (server paging) and doExport (a CSV blob). */
function catalogue(kind: 'unlimit' | 'limit') {
  const base = kind === 'limit' ? '/MTSaas/xjsLimitType' : '/MTSaas/xjsUnlimitType';
  return function Catalogue({ route }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const [state, query] = useListQuery<Tech>((p) => runtime.http.old.post(`${base}/doQueryPage`, cleanParams(p)));
    const exportFile = async () => {
      const blob = (await runtime.http.old.post(`${base}/doExport`, cleanParams({ name: state.filters.name }), { responseType: 'blob' })) as unknown as Blob;
      saveFile(blob, `${route.title || kind}.csv`);
    };
    return (
      <PageCard title={route.title}>
        <FilterBar onSearch={(f) => void query.setFilters(f)} extra={<Button className="hos-export" onClick={() => void exportFile()}>{t('export')}</Button>}>
          <Form.Item name="name" label={t('techName')}><Input allowClear /></Form.Item>
        </FilterBar>
        <ListTable state={state} query={query} columns={useColumns(false)} />
      </PageCard>
    );
  };
}

interface ApplicationListConfig {
  /** the server scope; `review` is every application for approvers, my own for everyone else */
  scope: 'mine' | 'pending' | 'review';
  apply?: boolean;
  decide?: boolean;
}

/** New-technology applications (GET /api/v1/tech/applications), paged on the server. */
function applications(cfg: ApplicationListConfig) {
  return function TechApplications({ route }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const userId = useUserId();
    const approver = useSession((s) => s.roles.some((r) => TECH_APPROVER_ROLES.includes(r)));
    const [applying, setApplying] = useState(false);
    const [deciding, setDeciding] = useState<TechApplication | null>(null);
    const scope = cfg.scope === 'review' ? (approver ? 'all' : 'mine') : cfg.scope;
    const [state, query] = useListQuery<TechApplication>(async (p) => {
      if (scope === 'pending' && !approver) return { list: [], count: 0 };
      return runtime.http.shared.get('/api/v1/tech/applications', { params: cleanParams({ ...p, scope }) });
    });
    const columns: TableColumnsType<TechApplication> = [
      { title: t('techName'), dataIndex: 'techName' },
      { title: t('techType'), dataIndex: 'limited', render: (l: boolean) => <Tag>{t(l ? 'limitTech' : 'unlimitTech')}</Tag> },
      { title: t('techLevel'), dataIndex: 'level', width: 70 },
      { title: t('dept'), dataIndex: 'dept' },
      { title: t('applicant'), dataIndex: 'applicant' },
      { title: t('status'), dataIndex: 'status', render: (s: TechApplicationStatus) => <Tag color={TECH_APP_STATUS_COLORS[s]} className={'hos-app-status-' + s}>{t('appStatus_' + s)}</Tag> },
      { title: t('techCode'), dataIndex: 'techCode', render: (v: string | null) => v || '-' },
      { title: t('approver'), dataIndex: 'approverName' },
      { title: t('opinion'), dataIndex: 'opinion', ellipsis: true },
      { title: t('createdAt'), dataIndex: 'createTime', width: 170 },
      ...(cfg.decide ? [{
        title: t('actions'), key: 'a', fixed: 'right' as const,
        render: (_v: unknown, a: TechApplication) => canDecideApplication(a, userId) && <Button size="small" type="link" className="hos-decide" onClick={() => setDeciding(a)}>{t('approveTitle')}</Button>,
      }] : []),
    ];
    return (
      <PageCard title={route.title} extra={cfg.apply && <Button type="primary" className="hos-apply" onClick={() => setApplying(true)}>{t('applyTech')}</Button>}>
        <FilterBar onSearch={(f) => void query.setFilters(f)}>
          <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={`${t('techName')} / ${t('applicant')}`} /></Form.Item>
          {scope !== 'pending' && (
            <Form.Item name="status" label={t('status')}>
              <Select allowClear style={{ width: 120 }} options={(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t('appStatus_' + s) }))} />
            </Form.Item>
          )}
        </FilterBar>
        <ListTable state={state} query={query} columns={columns} expandable={{ expandedRowRender: (a) => a.description || '-', rowExpandable: (a) => !!a.description }} />
        {cfg.apply && <ApplyDialog open={applying} onClose={() => setApplying(false)} onDone={() => { setApplying(false); void query.reload(); }} />}
        {cfg.decide && (
          <ApprovalModal
            record={deciding && { id: deciding.id, title: deciding.techName }}
            url={(id) => `/api/v1/tech/applications/${id}/approve`}
            onClose={() => setDeciding(null)}
            onDone={() => { setDeciding(null); void query.reload(); }}
          />
        )}
      </PageCard>
    );
  };
}

/** The apply dialog: POST /api/v1/tech/apply. */
function ApplyDialog({ open, onClose, onDone }: { open: boolean; onClose(): void; onDone(): void }) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const dept = useSession((s) => s.deptName);
  const [form] = Form.useForm<TechApplyInput>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const check = techApplyBody(v, dept);
    if (!check.ok) return void message.error(t(check.error));
    setBusy(true);
    try {
      await runtime.http.shared.post('/api/v1/tech/apply', check.body);
      void message.success(t('submitted'));
      form.resetFields();
      onDone();
    } catch {
      // shown by the http layer
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t('applyTech')} onCancel={onClose} onOk={() => void submit()} confirmLoading={busy} destroyOnHidden forceRender okButtonProps={{ className: 'hos-apply-ok' }}>
      <Form form={form} labelCol={{ flex: '100px' }} initialValues={{ level: '1', limited: false, dept }} className="hos-apply-form">
        <Form.Item name="techName" label={t('techName')} rules={[{ required: true, whitespace: true, message: t('techNameRequired') }, { max: 100, message: t('techNameTooLong') }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="level" label={t('techLevel')} rules={[{ required: true }]}>
          <Select options={TECH_LEVELS.map((l) => ({ value: l, label: t('techLevel_' + l) }))} />
        </Form.Item>
        <Form.Item name="dept" label={t('dept')} rules={[{ required: true, whitespace: true, message: t('deptRequired') }]}><Input maxLength={50} /></Form.Item>
        <Form.Item name="category" label={t('techCategory')}><Input maxLength={50} /></Form.Item>
        <Form.Item name="limited" label={t('limitTech')} valuePropName="checked"><Switch className="hos-apply-limited" /></Form.Item>
        <Form.Item name="description" label={t('description')} rules={[{ max: 2000, message: t('descriptionTooLong') }]}><Input.TextArea rows={4} maxLength={2000} showCount /></Form.Item>
      </Form>
    </Modal>
  );
}

export const UnlimitCatalogue = catalogue('unlimit');
export const LimitCatalogue = catalogue('limit');
/** my applications, with the apply dialog */
export const MyApply = applications({ scope: 'mine', apply: true });
/** pending approvals (/xjsxxm/apply/pendApproval): approve or reject */
export const PendApproval = applications({ scope: 'pending', decide: true });
/** review: every application with its decision (approvers), or my own */
export const TechReview = applications({ scope: 'review' });
