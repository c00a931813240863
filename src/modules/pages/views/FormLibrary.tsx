// Form libraries (quality scoring forms, quality form library, system form library): the forms of
// the library with their immutable versions (docs/api.md "Form library"); writers (System,
// qualityOfficer) create a form (新建表单: blank, a template or a copy, issue 31 §1), edit one in the
// designer and save it as a new version, delete an unused one, retire and restore one in use. Each library
// lists its own kinds: 评分表库 the scoring forms, the quality 表单库 the report and rectification forms, the
// system's every form.
import { useMemo, useState } from 'react';
import { App, Button, Drawer, Form, Grid, Input, Popconfirm, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { actionsWidth, ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { DesignerPanel } from '../common/DesignerPanel.tsx';
import { FORM_WRITER_ROLES, hasAnyRole } from '../../../core/access/roles.ts';
import { formsApi, type FormRow, type FormVersionRow as VersionRow, type NewForm } from '../../../core/api/forms.ts';
import type { FormLibraryName, FormUseState } from '../../../core/formLibrary/kinds.ts';
import { nameIn } from '../../../core/workflow/eventCategories.ts';
import { useFormatTime, useLang, useListQuery, usePageT, useRuntime, useSession } from '../common/hooks.ts';
import { userTextCell } from '../common/userText.ts';
import { NewFormDialog } from './formLibrary/NewFormDialog.tsx';
import { useFormLibT } from '../common/useFormLibT.ts';
import { PhoneTable } from '../common/PhoneTable.tsx';

/** The list's `kind` filter of each library (the system's lists every kind). */
const LIST_KIND: Record<FormLibraryName, string | undefined> = { system: undefined, quality: 'form', scoring: 'scoring' };
const STATE_COLOR: Record<FormUseState, string> = { inUse: 'green', retired: 'default', unused: 'blue' };

function library(name: FormLibraryName) {
  return function FormLibraryPage({ route, navigate }: ViewProps) {
    const t = usePageT();
    const tl = useFormLibT();
    const lang = useLang();
    const formatTime = useFormatTime();
    const runtime = useRuntime();
    const { message } = App.useApp();
    const [versionsOf, setVersionsOf] = useState<FormRow | null>(null);
    const [versions, setVersions] = useState<VersionRow[]>([]);
    const [editing, setEditing] = useState<FormRow | null>(null);
    const [creating, setCreating] = useState(false);
    const [draft, setDraft] = useState<NewForm | null>(null);
    const writer = useSession((s) => hasAnyRole(s.roles, FORM_WRITER_ROLES));
    const wide = !!Grid.useBreakpoint().md;
    const kind = LIST_KIND[name];
    const [state, query] = useListQuery<FormRow>((p) => formsApi(runtime).listForms(cleanParams({ ...p, ...(kind ? { kind } : {}) })));
    const showVersions = async (f: FormRow) => {
      setVersionsOf(f);
      setVersions([]);
      setVersions(await formsApi(runtime).versions(f.id));
    };
    const act = (p: Promise<unknown>, done: string) => p.then(() => { void message.success(done); void query.reload(); }, () => undefined);
    const closeDesigner = () => { setEditing(null); setDraft(null); };
    const columns: TableColumnsType<FormRow> = [
      // the code is a key an administrator configures (shown as code), the name typed data (issue 23 §3)
      { title: t('formCode'), dataIndex: 'code', render: (v: string) => <code>{v}</code> },
      { title: t('formName'), dataIndex: 'name', onCell: userTextCell, render: (_v, f) => <span className="hos-form-name">{nameIn(f, lang)}</span> },
      { title: tl('formKind'), dataIndex: 'kind', render: (k?: string) => (k ? <Tag className="hos-form-kind">{tl(`kind.${k}`)}</Tag> : null) },
      { title: t('latestVersion'), dataIndex: 'latestVersion', render: (v: number) => `v${v}` },
      { title: tl('formState'), dataIndex: 'state', render: (s?: FormUseState) => (s ? <Tag className="hos-form-state" color={STATE_COLOR[s]}>{tl(`formState.${s}`)}</Tag> : null) },
      { title: t('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
      {
        // kept in view at the right on a wide screen: the columns before it scroll (a phone scrolls the whole row)
        title: t('actions'), key: 'a', fixed: wide ? 'right' : undefined,
        width: actionsWidth([t('preview'), t('versions'), ...(writer ? [t('edit'), [tl('retireForm'), tl('restoreForm')], t('delete')] : [])], t('actions')),
        render: (_v, f) => (
          <Space size={0} style={{ whiteSpace: 'nowrap' }}>
            <Button size="small" type="link" onClick={() => navigate(`/quality/detail?id=${f.id}`)}>{t('preview')}</Button>
            {writer && <Button size="small" type="link" className="hos-edit-form" onClick={() => setEditing(f)}>{t('edit')}</Button>}
            <Button size="small" type="link" className="hos-versions" onClick={() => void showVersions(f)}>{t('versions')}</Button>
            {writer && (f.retiredAt ? (
              <Button size="small" type="link" className="hos-restore-form" onClick={() => void act(formsApi(runtime).restore(f.id), tl('formRestored'))}>{tl('restoreForm')}</Button>
            ) : (
              <Popconfirm title={tl('confirmRetireForm', { name: nameIn(f, lang) })} okText={tl('retireForm')} cancelText={t('back')} onConfirm={() => act(formsApi(runtime).retire(f.id), tl('formRetired'))}>
                <Button size="small" type="link" className="hos-retire-form">{tl('retireForm')}</Button>
              </Popconfirm>
            ))}
            {writer && !f.used && (
              <Popconfirm title={tl('confirmDeleteForm', { name: nameIn(f, lang) })} okText={t('delete')} cancelText={t('back')} okButtonProps={{ danger: true }}
                onConfirm={() => act(formsApi(runtime).deleteForm(f.id), t('deleted'))}>
                <Button size="small" type="link" danger className="hos-delete-form">{t('delete')}</Button>
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ];
    // one object per form being designed: the panel loads again when it changes
    const newForm = useMemo(() => draft && { id: 0, name: draft.name, nameEn: draft.nameEn }, [draft]);
    const designing = editing ?? newForm;
    return (
      <PageCard title={route.title} extra={writer && !designing && <Button type="primary" className="hos-new-form-button" onClick={() => setCreating(true)}>{tl('newForm')}</Button>}>
        {designing && <DesignerPanel form={designing} draft={draft ?? undefined} onClose={closeDesigner} onSaved={() => { closeDesigner(); void query.reload(); }} />}
        <div style={designing ? { display: 'none' } : undefined}>
          <FilterBar onSearch={(f) => void query.setFilters(f)}>
            <Form.Item name="name" label={t('keyword')}><Input allowClear placeholder={`${t('formName')} / ${t('formCode')}`} /></Form.Item>
          </FilterBar>
          <ListTable state={state} query={query} columns={columns} />
        </div>
        <NewFormDialog library={name} open={creating} onCancel={() => setCreating(false)} onCreate={(d) => { setCreating(false); setDraft(d); }} />
        <Drawer open={!!versionsOf} size={520} title={`${t('versions')}：${versionsOf ? nameIn(versionsOf, lang) : ''}`} onClose={() => setVersionsOf(null)}>
          <PhoneTable<VersionRow>
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

export const ScoreFormLib = library('scoring');
export const QualityFormLib = library('quality');
export const SystemFormLib = library('system');
