// New-technology management (xjsxxm): the non-restricted and restricted catalogues (old API, with
// export), my applications, pending approvals and review.
import { Button, Form, Input, Select, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams, matchesText } from '../../../core/pages/filters.ts';
import { localPage, toPage } from '../../../core/pages/paging.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { saveFile } from '../common/download.ts';
import { useListQuery, usePageT, useRuntime, useSession } from '../common/hooks.ts';

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

/** Both catalogues merged (shared API lists), filtered on the client. */
function merged(pick: (tech: Tech, me: string) => boolean) {
  return function TechList({ route }: ViewProps) {
    const t = usePageT();
    const runtime = useRuntime();
    const me = useSession((s) => s.name);
    const [state, query] = useListQuery<Tech>(async (p) => {
      const get = (url: string, kind: Tech['kind']) =>
        runtime.http.shared.get(url, { params: { pageIndex: 1, pageSize: 10000 } }).then((r) => toPage<Tech>(r).rows.map((x) => ({ ...x, kind })));
      const [a, b] = await Promise.all([get('/api/v1/tech/list', 'unlimit'), get('/api/v1/limit-tech/list', 'limit')]);
      const rows = [...a, ...b].filter((x) => pick(x, me)).filter((x) => matchesText(x, p.name as string, ['techName', 'techCode', 'deptName', 'applicant']) && (!p.status || x.status === p.status));
      return localPage(rows, p.pageIndex, p.pageSize);
    });
    return (
      <PageCard title={route.title}>
        <FilterBar onSearch={(f) => void query.setFilters(f)}>
          <Form.Item name="name" label={t('keyword')}><Input allowClear /></Form.Item>
          <Form.Item name="status" label={t('status')}>
            <Select allowClear style={{ width: 120 }} options={Object.keys(STATUS_COLOR).map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </FilterBar>
        <ListTable state={state} query={query} columns={useColumns(true)} rowKey={(r) => `${r.kind}-${r.id}`} />
      </PageCard>
    );
  };
}

export const UnlimitCatalogue = catalogue('unlimit');
export const LimitCatalogue = catalogue('limit');
/** my applications: technologies I applied for */
export const MyApply = merged((x, me) => x.applicant === me);
/** pending approvals: applications still pending */
export const PendApproval = merged((x) => x.status === '申请中');
/** review: technologies under trial or pending */
export const TechReview = merged((x) => x.status === '申请中' || x.status === '试运行');
