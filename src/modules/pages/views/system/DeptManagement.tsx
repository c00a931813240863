// Department management (/newUpms/dept, issue 13 §4): the department tree with heads and how many users
// and records use each department; add (at the top or below one), rename, move, reorder, set the head,
// disable; deleting is refused by the server while users, records or departments below use it.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Switch, Tag, TreeSelect } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import { adminApi, type Dept } from '../../../../core/api/admin.ts';
import { buildDeptTree, parentChoicesOf, type DeptNode } from '../../../../core/access/deptTree.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useLang, useRuntime, useUsers } from '../../common/hooks.ts';
import { localName } from '../../../../core/dicts.ts';
import { useDicts } from '../../common/useDicts.ts';
import { useAdminT } from './useAdminT.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

interface Values { deptName: string; deptNameEn?: string; parentId: number; sort?: number; headUserId?: number | null; enabled: boolean }
type Node = DeptNode<Dept>;
const TOP = 0;

export function DeptManagement({ route }: ViewProps) {
  const t = useAdminT();
  const runtime = useRuntime();
  const lang = useLang();
  const api = useMemo(() => adminApi(runtime), [runtime]);
  const dicts = useDicts();
  const users = useUsers();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [rows, setRows] = useState<Dept[] | null>(null);
  const [text, setText] = useState('');
  const [editing, setEditing] = useState<{ dept?: Dept; parentId?: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => { api.deptRows().then(setRows, () => setRows([])); }, [api]);
  useEffect(load, [load]);

  const tree = useMemo(() => buildDeptTree(rows ?? []), [rows]);
  const shown = useMemo(() => {
    if (!text.trim()) return tree;
    const keep = (ns: Node[]): Node[] => ns.flatMap((n) => {
      const children = keep(n.children ?? []);
      return n.deptName.includes(text.trim()) || (n.deptNameEn ?? '').toLowerCase().includes(text.trim().toLowerCase()) || children.length ? [{ ...n, children: children.length ? children : undefined }] : [];
    });
    return keep(tree);
  }, [tree, text]);
  const parents = useMemo(() => {
    const allowed = parentChoicesOf(tree, editing?.dept?.deptId);
    interface Choice { value: number; title: string; disabled?: boolean; children?: Choice[] }
    const map = (ns: Node[]): Choice[] =>
      ns.map((n) => ({ value: n.deptId, title: localName(n.deptName, n.deptNameEn, lang), disabled: !allowed.has(n.deptId), ...(n.children ? { children: map(n.children) } : {}) }));
    return [{ value: TOP, title: t('topLevel') }, ...map(tree)];
  }, [tree, editing, t, lang]);

  const open = (dept?: Dept, parentId?: number) => {
    form.resetFields();
    form.setFieldsValue(dept
      ? { deptName: dept.deptName, deptNameEn: dept.deptNameEn ?? '', parentId: dept.parentId ?? TOP, sort: dept.sort, headUserId: dept.headUserId, enabled: dept.status === 1 }
      : { parentId: parentId ?? TOP, enabled: true });
    setEditing({ dept, parentId });
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    const body = { deptName: v.deptName.trim(), deptNameEn: v.deptNameEn?.trim() ?? '', parentId: v.parentId || null, sort: v.sort, headUserId: v.headUserId ?? null, status: v.enabled ? 1 : 0 };
    setSaving(true);
    try {
      if (editing.dept) await api.updateDept(editing.dept.deptId, body);
      else await api.createDept(body);
      void message.success(t('saved'));
      setEditing(null);
      load();
    } catch {
      // the server's refusal is shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  const act = async (p: Promise<unknown>, ok: string) => { await p.then(() => void message.success(t(ok)), () => undefined); load(); };

  const columns: TableColumnsType<Node> = [
    { title: t('deptName'), dataIndex: 'deptName', render: (v: string, d) => <span className="hos-dept-name" data-user-text="">{localName(v, d.deptNameEn, lang)}</span> },
    { title: t('head'), dataIndex: 'headName', render: (v: string | null) => (v ? <span data-user-text="">{v}</span> : null) ?? <span style={{ color: 'rgba(0, 0, 0, 0.6)' }}>{t('noHead')}</span> },
    { title: t('users'), dataIndex: 'userCount', align: 'right' },
    { title: t('records'), dataIndex: 'recordCount', align: 'right' },
    { title: t('sort'), dataIndex: 'sort', align: 'right' },
    { title: t('status'), dataIndex: 'status', render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{dicts.label('sys_status', s)}</Tag> },
    {
      title: t('actions'), key: 'a', fixed: 'right',
      render: (_v, d) => (
        <Space size={2} wrap>
          <Button size="small" type="link" className="hos-dept-add-child" onClick={() => open(undefined, d.deptId)}>{t('addChildDept')}</Button>
          <Button size="small" type="link" className="hos-dept-edit" onClick={() => open(d)}>{t('edit')}</Button>
          <Button size="small" type="link" className="hos-dept-toggle" onClick={() => void act(api.updateDept(d.deptId, { status: d.status === 1 ? 0 : 1 }), 'saved')}>
            {t(d.status === 1 ? 'disable' : 'enable')}
          </Button>
          <Popconfirm title={t('confirmDeleteDept', { name: d.deptName })} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => act(api.deleteDept(d.deptId), 'deleted')}>
            <Button size="small" type="link" danger className="hos-dept-delete">{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title={route.title} extra={<Button type="primary" className="hos-dept-add" onClick={() => open()}>{t('addDept')}</Button>}>
      <Input.Search allowClear placeholder={t('deptSearch')} aria-label={t('deptSearch')} style={{ maxWidth: 320, marginBottom: 16 }} onSearch={setText} />
      <PhoneTable<Node> size="middle" rowKey="deptId" loading={!rows} columns={columns} dataSource={shown} pagination={false}
        expandable={{ defaultExpandAllRows: true }} key={`${text}-${rows?.length ?? 0}`} scroll={{ x: 'max-content' }} className="hos-dept-table" />
      <Modal open={!!editing} title={t(editing?.dept ? 'editDept' : 'addDept')} onOk={() => void save()} confirmLoading={saving} onCancel={() => setEditing(null)}
        destroyOnHidden forceRender okText={t('save')} cancelText={t('cancel')} okButtonProps={{ className: 'hos-dept-ok' }}>
        <Form form={form} labelCol={{ flex: '100px' }} className="hos-dept-form">
          <Form.Item name="deptName" label={t('deptName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}><Input /></Form.Item>
          <Form.Item name="deptNameEn" label={t('deptNameEn')} tooltip={t('nameEnHint')} rules={[{ max: 100 }]}><Input lang="en" className="hos-dept-name-en" /></Form.Item>
          <Form.Item name="parentId" label={t('parentDept')}><TreeSelect treeData={parents} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} /></Form.Item>
          <Form.Item name="headUserId" label={t('head')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={users.map((u) => ({ value: u.userId, label: u.deptName ? `${u.name}（${u.deptName}）` : u.name }))} />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')}><InputNumber min={0} max={100000} /></Form.Item>
          <Form.Item name="enabled" label={t('status')} valuePropName="checked"><Switch /></Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
