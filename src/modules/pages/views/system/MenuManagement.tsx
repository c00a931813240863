// System module: menu management (the whole tree: add, edit, hide, delete through /api/v1/menu). Roles,
// departments and dictionaries live in views/system/, the system settings in views/SystemSettings.tsx.
// People read the module by its name (the shell's app names) and see the icon itself with its name.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Radio, Select, Space, Switch, Tag } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import { branchIds, countNodes, filterTree, normalizeTree } from '../../../../core/pages/tree.ts';
import { systemApi, type AdminMenuNode } from '../../../../core/api/system.ts';
import { menuBody, parentChoices, type MenuFormValues } from '../../../../core/pages/admin.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { usePageT, useRuntime } from '../../common/hooks.ts';
import { useDicts } from '../../common/useDicts.ts';
import { MenuIcon } from '../../../app-shell/layout/icons.tsx';
import { APP_MIDS, appNameKey } from '../../../../core/routing/filters.ts';
import { PhoneTable, usePhoneCards } from '../../common/PhoneTable.tsx';

/** The modules a menu belongs to (the apps; admin is a view over quality and system, not a module). */
const MODULES = APP_MIDS.filter((m) => m !== 'admin');

/** A route or component path that may wrap before each '/' (a phone's card), never inside a name. */
const breakable = (v: string) => v.split('/').map((part, i) => (i ? [<wbr key={i} />, '/' + part] : part));

export function MenuManagement({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const dicts = useDicts();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuFormValues>();
  const [tree, setTree] = useState<AdminMenuNode[] | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ node?: AdminMenuNode; parentId?: number } | null>(null);
  const [saving, setSaving] = useState(false);
  // the tree opens folded (its directories' rows drawn when opened: 64 rows at once held the page back,
  // issue 34 §5); a filter opens what matches, an added child opens its parent
  const [opened, setOpened] = useState<Array<number | string>>([]);
  // a phone's cards show the whole tree (PhoneTable): nothing to open there
  const phone = usePhoneCards();
  const api = useMemo(() => systemApi(runtime), [runtime]);
  const load = useCallback(() => {
    api.menuTree().then((d) => setTree(normalizeTree(d)), () => setTree([]));
  }, [api]);
  useEffect(load, [load]);
  const menuType = Form.useWatch('menuType', form);

  const open = (node?: AdminMenuNode, parentId?: number) => {
    form.resetFields();
    if (node) {
      form.setFieldsValue({
        title: node.title, path: node.path, menuType: node.menuType as 'D' | 'F', component: node.component === 'Layout' ? '' : node.component,
        icon: node.icon, visible: node.visible !== false, sort: node.sort, parentId: Number(node.parentId) || 0, mid: node.mid,
        activePath: String(node.activePath ?? ''), roles: node.roles ?? [],
      });
    } else {
      form.setFieldsValue({ menuType: 'F', visible: true, parentId: parentId ?? 0 });
    }
    setEditing({ node, parentId });
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setSaving(true);
    try {
      if (editing.node) await api.updateMenu(menuBody(v, Number(editing.node.menuId)));
      else {
        await api.createMenu(menuBody(v));
        const parent = Number(v.parentId) || 0;
        if (parent) setOpened((o) => (o.includes(parent) ? o : [...o, parent]));
      }
      void message.success(t('saved'));
      setEditing(null);
      load();
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (n: AdminMenuNode) => {
    await api.setMenuVisible(n.menuId, n.visible === false).then(() => void message.success(t('saved')), () => undefined);
    load();
  };
  const remove = async (n: AdminMenuNode) => {
    await api.deleteMenu(n.menuId).then(() => void message.success(t('deleted')), () => undefined);
    load();
  };

  const columns: TableColumnsType<AdminMenuNode> = [
    {
      // a route the app names is shown in the reader's language (as the sidebar does); a title of the
      // administrator's own route is their data (issue 23 §1, §3)
      title: t('menuName'), dataIndex: 'title', render: (v: string, n) => {
        const own = n.path ? t('shell:route' + n.path, { defaultValue: '' }) : '';
        return own ? <span className="hos-menu-title">{own}</span> : <span className="hos-menu-title" data-user-text="">{v || n.menuName}</span>;
      },
    },
    { title: t('icon'), dataIndex: 'icon', render: (v: string) => (v ? <IconLabel name={v} label={dicts.label('menu_icon', v, '')} /> : null) },
    // the route and the view key are what the administrator configures here: shown as code, on purpose
    { title: t('path'), dataIndex: 'path', render: (v: string) => (v ? <code className="hos-config-value">{breakable(v)}</code> : null) },
    { title: t('component'), dataIndex: 'component', render: (v: string) => (v ? <code className="hos-config-value">{breakable(v)}</code> : null) },
    { title: t('menuType'), dataIndex: 'menuType', render: (v: string) => <Tag color={v === 'D' ? 'blue' : 'default'}>{dicts.label('menu_type', v, t(v === 'D' ? 'directory' : 'page'))}</Tag> },
    { title: t('module'), dataIndex: 'mid', render: (v: string) => (v ? <span className="hos-menu-module">{moduleName(v)}</span> : null) },
    { title: t('roles'), dataIndex: 'roles', render: (r: string[] | undefined) => (r ?? []).map((x) => <Tag key={x}>{dicts.label('sys_role', x)}</Tag>) },
    { title: t('visible'), dataIndex: 'visible', render: (v: boolean) => <Tag color={v ? 'green' : 'default'} className={v ? 'hos-menu-visible' : 'hos-menu-hidden'}>{t(v ? 'visible' : 'hidden')}</Tag> },
    { title: t('sort'), dataIndex: 'sort' },
    {
      title: t('actions'), key: 'a', fixed: 'right',
      render: (_v, n) => (
        <Space size={2}>
          {n.menuType === 'D' && <Button size="small" type="link" className="hos-menu-add-child" onClick={() => open(undefined, Number(n.menuId))}>{t('add')}</Button>}
          <Button size="small" type="link" className="hos-menu-edit" onClick={() => open(n)}>{t('edit')}</Button>
          <Button size="small" type="link" className="hos-menu-toggle" onClick={() => void toggle(n)}>{t(n.visible === false ? 'show' : 'hide')}</Button>
          <Popconfirm title={t('confirmDelete')} onConfirm={() => remove(n)} disabled={!!n.children?.length}>
            <Button size="small" type="link" danger disabled={!!n.children?.length} className="hos-menu-delete">{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const moduleName = (mid: string) => t(appNameKey(mid), { defaultValue: mid });
  const shown = filterTree(tree ?? [], text);
  const branches = branchIds(tree);
  const allOpen = branches.length > 0 && branches.every((k) => opened.includes(k));
  const parents = [{ value: 0, label: t('topLevel') }, ...parentChoices(tree ?? [], editing?.node?.menuId)];
  return (
    <PageCard title={route.title} extra={<Space><span>{t('total', { total: countNodes(tree) })}</span>{!phone && <Button className="hos-menu-expand" disabled={!branches.length} onClick={() => setOpened(allOpen ? [] : branches)}>{t(allOpen ? 'collapseAll' : 'expandAll')}</Button>}<Button type="primary" className="hos-menu-add" onClick={() => open()}>{t('add')}</Button></Space>}>
      <Input.Search allowClear placeholder={`${t('menuName')} / ${t('path')}`} style={{ maxWidth: 320, marginBottom: 16 }} onSearch={(v) => { setText(v); if (v.trim()) setOpened(branchIds(filterTree(tree ?? [], v))); }} />
      <PhoneTable<AdminMenuNode> size="middle" rowKey="menuId" loading={!tree} columns={columns} dataSource={shown} pagination={false} expandable={{ expandedRowKeys: opened, onExpandedRowsChange: (keys) => setOpened([...keys] as Array<number | string>) }} scroll={{ x: 'max-content' }} />
      <Modal open={!!editing} title={t(editing?.node ? 'editMenu' : 'addMenu')} onOk={() => void save()} confirmLoading={saving} onCancel={() => setEditing(null)} destroyOnHidden forceRender okButtonProps={{ className: 'hos-menu-ok' }} width={620}>
        <Form form={form} labelCol={{ flex: '100px' }} className="hos-menu-form">
          <Form.Item name="parentId" label={t('parentMenu')}><Select options={parents} showSearch={{ optionFilterProp: 'label' }} /></Form.Item>
          <Form.Item name="menuType" label={t('menuType')} rules={[{ required: true }]}>
            <Radio.Group options={[{ value: 'D', label: t('directory') }, { value: 'F', label: t('page') }]} />
          </Form.Item>
          <Form.Item name="title" label={t('menuName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}><Input /></Form.Item>
          <Form.Item name="path" label={t('path')} rules={[{ required: true, message: t('required') }, { pattern: /^(\/\S*|https?:\/\/\S+|mailto:\S+|tel:\S+)$/, message: t('pathRule') }]}><Input placeholder={t('pathExample')} /></Form.Item>
          {menuType !== 'D' && <Form.Item name="component" label={t('component')} rules={[{ pattern: /^[A-Za-z0-9_/-]{0,100}$/, message: t('componentRule') }]}><Input placeholder={t('componentHint')} /></Form.Item>}
          <Form.Item name="mid" label={t('module')} tooltip={t('moduleHint')}>
            <Select allowClear options={MODULES.map((m) => ({ value: m, label: moduleName(m) }))} />
          </Form.Item>
          <Form.Item name="icon" label={t('icon')}>
            <Select
              allowClear showSearch={{ optionFilterProp: 'title' }}
              options={dicts.options('menu_icon').map((o) => ({ value: o.value, title: o.label, label: <IconLabel name={o.value} label={o.label} /> }))}
            />
          </Form.Item>
          <Form.Item name="activePath" label={t('activePath')}><Input placeholder="/" /></Form.Item>
          <Form.Item name="sort" label={t('sort')}><InputNumber min={0} max={100000} /></Form.Item>
          <Form.Item name="visible" label={t('visible')} valuePropName="checked"><Switch /></Form.Item>
          <Form.Item name="roles" label={t('roles')} tooltip={t('rolesHint')}><Select mode="multiple" allowClear options={dicts.options('sys_role')} /></Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}

/** An icon as people see it in the sidebar, with its name from the dictionary (never the raw key). */
function IconLabel({ name, label }: { name: string; label: string }) {
  return (
    <span className="hos-menu-icon" data-icon={name}>
      <MenuIcon name={name} />
      {label && <span style={{ marginInlineStart: 6 }}>{label}</span>}
    </span>
  );
}
