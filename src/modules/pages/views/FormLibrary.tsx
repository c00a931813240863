// Form libraries (quality scoring forms, quality form library, system form library): the forms of
// the library with their immutable versions (docs/api.md "Form library"); writers (System,
// qualityOfficer) edit a form in the designer and save it as a new version. Each library lists its own
// kind: 评分表库 the scoring forms, the quality 表单库 the other forms, the system's every form.
import { useState } from 'react';
import { Button, Drawer, Form, Input, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { DesignerPanel } from '../common/DesignerPanel.tsx';
import { FORM_WRITER_ROLES, hasAnyRole } from '../../../core/access/roles.ts';
import { formsApi, type FormRow, type FormVersionRow as VersionRow } from '../../../core/api/forms.ts';
import { useFormatTime, useListQuery, usePageT, useRuntime, useSession } from '../common/hooks.ts';
import { userTextCell } from '../common/userText.ts';

function library(opts: { add?: boolean; kind?: 'scoring' | 'form' }) {
  return function FormLibraryPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const formatTime = useFormatTime();
    const runtime = useRuntime();
    const [versionsOf, setVersionsOf] = useState<FormRow | null>(null);
    const [versions, setVersions] = useState<VersionRow[]>([]);
    const [editing, setEditing] = useState<FormRow | null>(null);
    const writer = useSession((s) => hasAnyRole(s.roles, FORM_WRITER_ROLES));
    const [state, query] = useListQuery<FormRow>((p) => formsApi(runtime).listForms(cleanParams({ ...p, ...(opts.kind ? { kind: opts.kind } : {}) })));
    const showVersions = async (f: FormRow) => {
      setVersionsOf(f);
      setVersions([]);
      setVersions(await formsApi(runtime).versions(f.id));
    };
    const columns: TableColumnsType<FormRow> = [
      // the code is a key an administrator configures (shown as code), the name typed data (issue 23 §3)
      { title: t('formCode'), dataIndex: 'code', render: (v: string) => <code>{v}</code> },
      { title: t('formName'), dataIndex: 'name', onCell: userTextCell },
      { title: t('latestVersion'), dataIndex: 'latestVersion', render: (v: number) => `v${v}` },
      { title: t('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
      {
        title: t('actions'), key: 'a',
        render: (_v, f) => (
          <Space size={4}>
            <Button size="small" type="link" onClick={() => navigate(`/quality/detail?id=${f.id}`)}>{t('preview')}</Button>
            {writer && <Button size="small" type="link" className="hos-edit-form" onClick={() => setEditing(f)}>{t('edit')}</Button>}
            <Button size="small" type="link" className="hos-versions" onClick={() => void showVersions(f)}>{t('versions')}</Button>
          </Space>
        ),
      },
    ];
    return (
      <PageCard title={route.title} extra={opts.add && <Button type="primary" onClick={() => navigate('/quality/scoreFormLib/addScoreForm')}>{t('addScoreForm')}</Button>}>
        {editing && <DesignerPanel form={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); void query.reload(); }} />}
        <div style={editing ? { display: 'none' } : undefined}>
          <FilterBar onSearch={(f) => void query.setFilters(f)}>
            <Form.Item name="name" label={t('keyword')}><Input allowClear placeholder={`${t('formName')} / ${t('formCode')}`} /></Form.Item>
          </FilterBar>
          <ListTable state={state} query={query} columns={columns} />
        </div>
        <Drawer open={!!versionsOf} size={520} title={`${t('versions')}：${versionsOf?.name ?? ''}`} onClose={() => setVersionsOf(null)}>
          <Table<VersionRow>
            size="small" rowKey="version" pagination={false} dataSource={versions}
            columns={[
              { title: t('version'), dataIndex: 'version', render: (v: number) => `v${v}` },
              { title: t('note'), dataIndex: 'note' },
              { title: t('createdBy'), dataIndex: 'createdBy' },
              { title: t('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
              { title: t('actions'), key: 'a', render: (_v, r) => <Button size="small" type="link" onClick={() => navigate(`/quality/detail?id=${versionsOf?.id}&version=${r.version}`)}>{t('preview')}</Button> },
            ]}
          />
        </Drawer>
      </PageCard>
    );
  };
}

export const ScoreFormLib = library({ add: true, kind: 'scoring' });
export const QualityFormLib = library({ kind: 'form' });
export const SystemFormLib = library({});
