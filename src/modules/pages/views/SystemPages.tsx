// System module: roles (enable/disable), the menu tree, and the system settings (classify 1).
import { useEffect, useState } from 'react';
import { Alert, App, Button, ColorPicker, Form, Input, Spin, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { countNodes, filterTree, normalizeTree, type MenuNode } from '../../../core/pages/tree.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useListQuery, usePageT, useRuntime } from '../common/hooks.ts';

interface Role { roleId: number; roleKey: string; roleName: string; status: number; dataScope: string; sort: number; remark: string; createdAt: string }

export function RoleManagement({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [state, query] = useListQuery<Role>((p) => runtime.http.shared.get('/api/v1/rolelist', { params: cleanParams(p) }));
  const setStatus = async (r: Role, on: boolean) => {
    await runtime.http.shared.put('/api/v1/role', { roleId: r.roleId, status: on ? 1 : 0 }).then(() => void message.success(t('saved')), () => undefined);
    void query.reload();
  };
  const columns: TableColumnsType<Role> = [
    { title: t('roleName'), dataIndex: 'roleName' },
    { title: t('roleKey'), dataIndex: 'roleKey', render: (k: string) => <Tag>{k}</Tag> },
    { title: t('dataScope'), dataIndex: 'dataScope' },
    { title: t('sort'), dataIndex: 'sort' },
    { title: t('remark'), dataIndex: 'remark' },
    { title: t('status'), dataIndex: 'status', render: (s: number, r) => <Switch size="small" checked={s === 1} disabled={r.roleKey === 'System'} onChange={(v) => void setStatus(r, v)} /> },
    { title: t('createdAt'), dataIndex: 'createdAt' },
  ];
  return (
    <PageCard title={route.title}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="roleName" label={t('roleName')}><Input allowClear /></Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} rowKey="roleId" />
    </PageCard>
  );
}

export function MenuManagement({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  const [text, setText] = useState('');
  useEffect(() => {
    (runtime.http.shared.get('/api/v1/menurole') as unknown as Promise<MenuNode[]>).then((d) => setTree(normalizeTree(d)), () => setTree([]));
  }, [runtime]);
  const columns: TableColumnsType<MenuNode> = [
    { title: t('menuName'), dataIndex: 'title', render: (v: string, n) => v || n.menuName },
    { title: t('icon'), dataIndex: 'icon' },
    { title: t('path'), dataIndex: 'path' },
    { title: t('component'), dataIndex: 'component' },
    { title: t('menuType'), dataIndex: 'menuType', render: (v: string) => <Tag color={v === 'D' ? 'blue' : 'default'}>{t(v === 'D' ? 'directory' : 'page')}</Tag> },
    { title: t('module'), dataIndex: 'mid' },
    { title: t('visible'), dataIndex: 'visible', render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'visible' : 'hidden')}</Tag> },
    { title: t('sort'), dataIndex: 'sort' },
  ];
  const shown = filterTree(tree ?? [], text);
  return (
    <PageCard title={route.title} extra={<span>{t('total', { total: countNodes(tree) })}</span>}>
      <Input.Search allowClear placeholder={`${t('menuName')} / ${t('path')}`} style={{ maxWidth: 320, marginBottom: 16 }} onSearch={setText} />
      <Table<MenuNode> size="middle" rowKey="menuId" loading={!tree} columns={columns} dataSource={shown} pagination={false} expandable={{ defaultExpandAllRows: true }} key={text} />
    </PageCard>
  );
}

interface Settings { name: string; logo: string; is_ldap: boolean; is_verify_code: boolean; theme: string; tagsView: boolean; fixedHeader: boolean; sidebarLogo: boolean; showSettings: boolean }
const SWITCHES = ['is_ldap', 'is_verify_code', 'tagsView', 'fixedHeader', 'sidebarLogo', 'showSettings'] as const;
const LABEL: Record<string, string> = { is_ldap: 'isLdap', is_verify_code: 'isVerifyCode' };

export function SystemSettings({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [form] = Form.useForm<Settings>();
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    (runtime.http.shared.get('/api/v1/settings', { params: { classify: 1 } }) as unknown as Promise<Array<{ content: Settings }>>).then(
      (d) => { form.setFieldsValue(d?.[0]?.content ?? {}); setLoaded(true); },
      () => setLoaded(true),
    );
  }, [runtime, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const theme = typeof v.theme === 'string' ? v.theme : (v.theme as unknown as { toHexString(): string })?.toHexString?.();
    setSaving(true);
    await runtime.http.shared.post('/api/v1/settings', { classify: 1, content: { ...v, theme } }).then(() => void message.success(t('saved')), () => undefined);
    setSaving(false);
  };
  return (
    <PageCard title={route.title}>
      {!loaded ? <Spin /> : (
        <Form form={form} labelCol={{ flex: '140px' }} style={{ maxWidth: 560 }}>
          <Form.Item name="name" label={t('systemName')} rules={[{ required: true, message: t('required') }]}><Input /></Form.Item>
          <Form.Item name="logo" label={t('logo')}><Input /></Form.Item>
          <Form.Item name="theme" label={t('theme')}><ColorPicker format="hex" disabledAlpha showText /></Form.Item>
          {SWITCHES.map((k) => <Form.Item key={k} name={k} label={t(LABEL[k] ?? k)} valuePropName="checked"><Switch /></Form.Item>)}
          <Form.Item label=" " colon={false}><Button type="primary" loading={saving} onClick={() => void save()} className="hos-save-settings">{t('save')}</Button></Form.Item>
        </Form>
      )}
      {!loaded && <Alert type="info" title={t('common:loading')} />}
    </PageCard>
  );
}
