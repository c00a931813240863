// /upms/sysuser: users through the signed /SYS/SYuser calls: query, add, edit, enable/disable
// (doOff/doOpen), reset password (doUpdatePass), delete; and a user-groups tab (/SYS/SYgroupH).
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Tabs, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { passwordProblem } from '../../../core/session/passwordPolicy.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useListQuery, usePageT, useRuntime, useUserId } from '../common/hooks.ts';
import { UserGroups } from './UserGroups.tsx';
import { useDeptTree, useDicts } from '../common/useDicts.ts';

interface User { userID: number; username: string; name: string; workNo: string; deptName: string; deptId: number | null; phone: string; email: string; sex: string; status: number; roles: string[]; roleNames: string[]; createTime: string }

export default function UserManagement({ route }: ViewProps) {
  const t = usePageT();
  const runtime = useRuntime();
  const me = useUserId();
  const dicts = useDicts();
  // the department is picked from the tree (issue 13 §4), never typed
  const { tree: depts } = useDeptTree();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<Partial<User> | null>(null);
  const [pwdFor, setPwdFor] = useState<User | null>(null);
  const [form] = Form.useForm();
  const [pwdForm] = Form.useForm<{ password: string }>();
  const [state, query] = useListQuery<User>((p) => runtime.http.sys('/SYS/SYuser/doQueryPage', cleanParams(p)));
  const call = async (path: string, param: unknown, method: 'post' | 'put' | 'delete', ok = t('saved')) => {
    await runtime.http.sys(path, param, method);
    void message.success(ok);
    await query.reload();
  };
  const saveUser = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    if (editing.userID) await call('/SYS/SYuser/doUpdate', { userID: editing.userID, ...v }, 'put').catch(() => undefined);
    else await call('/SYS/SYuser/doSave', v, 'post').catch(() => undefined);
    setEditing(null);
  };
  const resetPwd = async () => {
    const v = await pwdForm.validateFields().catch(() => null);
    if (!v || !pwdFor) return;
    await call('/SYS/SYuser/doUpdatePass', { id: pwdFor.userID, password: v.password }, 'post').then(() => setPwdFor(null), () => undefined);
  };
  const pwdRule = { validator: (_r: unknown, v: string) => (!passwordProblem(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('password:policy')))) };
  const columns: TableColumnsType<User> = [
    { title: t('username'), dataIndex: 'username' },
    { title: t('realName'), dataIndex: 'name' },
    { title: t('workNo'), dataIndex: 'workNo' },
    { title: t('dept'), dataIndex: 'deptName' },
    { title: t('roles'), dataIndex: 'roleNames', render: (r: string[]) => (r ?? []).map((x) => <Tag key={x}>{x}</Tag>) },
    { title: t('status'), dataIndex: 'status', render: (s: number) => <Tag color={s === 1 ? 'green' : 'red'}>{dicts.label('sys_status', s, t(s === 1 ? 'enabled' : 'disabled'))}</Tag> },
    { title: t('createdAt'), dataIndex: 'createTime' },
    {
      title: t('actions'), key: 'a', fixed: 'right',
      render: (_v, u) => {
        const self = String(u.userID) === me;
        return (
          <Space size={2}>
            <Button size="small" type="link" onClick={() => { setEditing(u); form.setFieldsValue(u); }}>{t('edit')}</Button>
            {u.status === 1 ? (
              <Popconfirm title={t('confirmDisable')} disabled={self} onConfirm={() => call('/SYS/SYuser/doOff', { userID: u.userID }, 'put').catch(() => undefined)}>
                <Button size="small" type="link" danger disabled={self} className="hos-disable">{t('disable')}</Button>
              </Popconfirm>
            ) : (
              <Popconfirm title={t('confirmEnable')} onConfirm={() => call('/SYS/SYuser/doOpen', { userID: u.userID }, 'put').catch(() => undefined)}>
                <Button size="small" type="link" className="hos-enable">{t('enable')}</Button>
              </Popconfirm>
            )}
            <Button size="small" type="link" onClick={() => { setPwdFor(u); pwdForm.resetFields(); }}>{t('resetPwd')}</Button>
            <Popconfirm title={t('confirmDelete')} disabled={self} onConfirm={() => call('/SYS/SYuser/doDelete', { userID: u.userID }, 'delete', t('deleted')).catch(() => undefined)}>
              <Button size="small" type="link" danger disabled={self}>{t('delete')}</Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];
  const usersTab = (
    <>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="username" label={t('username')}><Input allowClear /></Form.Item>
        <Form.Item name="name" label={t('realName')}><Input allowClear /></Form.Item>
        <Form.Item name="deptId" label={t('dept')}>
          <TreeSelect allowClear treeData={depts} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} style={{ minWidth: 180 }} className="hos-user-dept-filter" />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} rowKey="userID" />
    </>
  );
  return (
    <PageCard title={route.title} extra={<Button type="primary" onClick={() => { setEditing({}); form.resetFields(); }}>{t('addUser')}</Button>}>
      <Tabs className="hos-user-tabs" destroyOnHidden items={[
        { key: 'users', label: t('users'), children: usersTab },
        { key: 'groups', label: t('userGroups'), children: <UserGroups /> },
      ]} />
      <Modal open={!!editing} title={t(editing?.userID ? 'editUser' : 'addUser')} onOk={() => void saveUser()} onCancel={() => setEditing(null)} destroyOnHidden forceRender>
        <Form form={form} labelCol={{ flex: '90px' }} preserve={false}>
          {!editing?.userID && <Form.Item name="username" label={t('username')} rules={[{ required: true, pattern: /^[A-Za-z0-9_.-]{3,32}$/, message: '3-32: A-Z a-z 0-9 _ . -' }]}><Input /></Form.Item>}
          {!editing?.userID && <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('required') }, pwdRule]}><Input.Password /></Form.Item>}
          <Form.Item name="name" label={t('realName')} rules={[{ required: true, message: t('required') }]}><Input /></Form.Item>
          <Form.Item name="workNo" label={t('workNo')}><Input /></Form.Item>
          <Form.Item name="deptId" label={t('dept')}>
            <TreeSelect allowClear treeData={depts} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder={t('admin:deptPick')} className="hos-user-dept" />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')}><Input /></Form.Item>
          <Form.Item name="sex" label={t('sex')}><Select allowClear options={dicts.options('sys_user_sex')} /></Form.Item>
          <Form.Item name="roles" label={t('roles')}><Select mode="multiple" className="hos-user-roles" showSearch={{ optionFilterProp: 'label' }} options={dicts.options('sys_role')} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={!!pwdFor} title={`${t('resetPwd')}：${pwdFor?.name ?? ''}`} onOk={() => void resetPwd()} onCancel={() => setPwdFor(null)} destroyOnHidden forceRender>
        <Form form={pwdForm}>
          <Form.Item name="password" label={t('newPassword')} rules={[{ required: true, message: t('required') }, pwdRule]}><Input.Password /></Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
