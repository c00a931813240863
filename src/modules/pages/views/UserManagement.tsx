// /upms/sysuser: users through the signed /SYS/SYuser calls: query, add, edit, enable/disable
// (doOff/doOpen), reset password (doUpdatePass), delete; and a user-groups tab (/SYS/SYgroupH). Excel: export
// the list, download the import template, import users (users/UserImport.tsx). Field rules: core/users/rules.ts.
import { useMemo, useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select, Space, Tabs, Tag, TreeSelect } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../types.ts';
import { cleanParams } from '../../../core/pages/filters.ts';
import { emailProblem, passwordProblem, phoneProblem, ruleKey, usernameProblem } from '../../../core/users/rules.ts';
import { usersApi } from '../../../core/api/users.ts';
import { systemApi, type SysUser as User } from '../../../core/api/system.ts';
import { blobError, downloadName } from '../../../core/pages/download.ts';
import { saveFile } from '../common/download.ts';
import { UserImport } from './users/UserImport.tsx';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { PageCard } from '../common/PageCard.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime, useUserId } from '../common/hooks.ts';
import { UserGroups } from './UserGroups.tsx';
import { useDeptTree, useDicts } from '../common/useDicts.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { admin } from '../../../core/i18n/locales/admin.ts';
import { excel } from '../../../core/i18n/locales/excel.ts';
import { userTextCell } from '../common/userText.ts';
import { DeptName } from '../common/DeptName.tsx';
import { factorsApi } from '../../../core/api/factors.ts';
import { accountRefusal, ADMIN_ROLES, mayDo } from '../../../core/access/duties.ts';
import { UserRolesDialog } from './users/UserRolesDialog.tsx';

// the department picker's (admin) and the Excel buttons' texts arrive with this page
provideNamespaces({ admin, excel });

export default function UserManagement({ route }: ViewProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
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
  const sysApi = useMemo(() => systemApi(runtime), [runtime]);
  const [state, query] = useListQuery<User>((p) => sysApi.users(cleanParams(p)));
  const api = useMemo(() => usersApi(runtime), [runtime]);
  // issue 33 §3-4: each administrator's actions (src/core/access/duties.ts), as the server decides them
  const myRoles = runtime.session.getState().roles;
  const canAccounts = mayDo(myRoles, 'accounts');
  const canGrant = mayDo(myRoles, 'roleGrants');
  const canUnlock = mayDo(myRoles, 'unlocks');
  const canResetFactor = mayDo(myRoles, 'secondFactors');
  const [rolesFor, setRolesFor] = useState<User | null>(null);
  // the administrator roles are the security administrator's to give (the server refuses the others)
  const roleOptions = dicts.options('sys_role').map((o) => ({ ...o, disabled: !canGrant && ADMIN_ROLES.includes(String(o.value)) }));
  const unlock = async (u: User) => {
    try {
      const n = await sysApi.unlockUser(u.userID);
      void message.success(n ? t('unlocked') : t('notLocked'));
    } catch {
      // shown by the http layer
    }
  };
  const resetFactor = async (u: User) => {
    try {
      const had = await factorsApi(runtime).reset(u.userID);
      void message.success(had ? t('factorReset') : t('factorNone'));
    } catch {
      // shown by the http layer
    }
  };
  const [importing, setImporting] = useState(false);
  const [downloading, setDownloading] = useState<'export' | 'template' | null>(null);
  const download = async (what: 'export' | 'template') => {
    setDownloading(what);
    try {
      const f = state.filters as Record<string, string | undefined>;
      const blob = what === 'export' ? await api.exportUsers({ username: f.username, name: f.name, deptName: f.deptName }) : await api.importTemplate();
      const err = await blobError(blob);
      if (err) void message.error(err);
      else saveFile(blob, what === 'export' ? downloadName(route.title || t('excel:sheet.users'), 'xlsx') : t('excel:file.template'));
    } catch {
      // shown by the http layer
    } finally {
      setDownloading(null);
    }
  };
  const call = async (send: Promise<unknown>, ok = t('saved')) => {
    await send;
    void message.success(ok);
    await query.reload();
  };
  const saveUser = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    if (editing.userID) await call(sysApi.updateUser(editing.userID, v)).catch(() => undefined);
    else await call(sysApi.createUser(v)).catch(() => undefined);
    setEditing(null);
  };
  const resetPwd = async () => {
    const v = await pwdForm.validateFields().catch(() => null);
    if (!v || !pwdFor) return;
    await call(sysApi.resetPassword(pwdFor.userID, v.password)).then(() => setPwdFor(null), () => undefined);
  };
  const pwdRule = { validator: (_r: unknown, v: string) => (!passwordProblem(v ?? '') ? Promise.resolve() : Promise.reject(new Error(t('password:policy')))) };
  // the same rules the server applies to a created or imported user
  const rule = (field: 'username' | 'phone' | 'email', check: (v: string) => string | null) => ({
    validator: (_r: unknown, v: string) => {
      const p = check(v ?? '');
      return p ? Promise.reject(new Error(t(ruleKey(field, p as 'format'), { value: v }))) : Promise.resolve();
    },
  });
  const columns: TableColumnsType<User> = [
    { title: t('username'), dataIndex: 'username', onCell: userTextCell },
    { title: t('realName'), dataIndex: 'name', onCell: userTextCell },
    { title: t('workNo'), dataIndex: 'workNo', onCell: userTextCell },
    { title: t('dept'), key: 'dept', render: (_v, u) => <DeptName row={u} /> },
    // roles by key through the role dictionary (its English label is the role's English name, issue 23 §1)
    {
      title: t('roles'), dataIndex: 'roleNames',
      render: (names: string[], u) => (u.roles ?? []).map((k, i) => <Tag key={k}>{dicts.label('sys_role', k, names?.[i] ?? k)}</Tag>),
    },
    { title: t('status'), dataIndex: 'status', render: (s: number) => <Tag color={s === 1 ? 'green' : 'red'}>{dicts.label('sys_status', s, t(s === 1 ? 'enabled' : 'disabled'))}</Tag> },
    { title: t('createdAt'), dataIndex: 'createTime', render: (v: string, u) => formatTime(u.createdAt || v) },
    {
      title: t('actions'), key: 'a', fixed: 'right',
      render: (_v, u) => {
        const self = String(u.userID) === me;
        const manage = !accountRefusal(myRoles, u.roles ?? [], 'accounts');
        const setPwd = !accountRefusal(myRoles, u.roles ?? [], 'password');
        return (
          <Space size={2} wrap>
            {manage && <Button size="small" type="link" onClick={() => { setEditing(u); form.setFieldsValue(u); }}>{t('edit')}</Button>}
            {canGrant && !self && <Button size="small" type="link" className="hos-assign-roles" onClick={() => setRolesFor(u)}>{t('assignRoles')}</Button>}
            {!manage ? null : u.status === 1 ? (
              <Popconfirm title={t('confirmDisable')} disabled={self} onConfirm={() => call(sysApi.setUserEnabled(u.userID, false)).catch(() => undefined)}>
                <Button size="small" type="link" danger disabled={self} className="hos-disable">{t('disable')}</Button>
              </Popconfirm>
            ) : (
              <Popconfirm title={t('confirmEnable')} onConfirm={() => call(sysApi.setUserEnabled(u.userID, true)).catch(() => undefined)}>
                <Button size="small" type="link" className="hos-enable">{t('enable')}</Button>
              </Popconfirm>
            )}
            {setPwd && <Button size="small" type="link" onClick={() => { setPwdFor(u); pwdForm.resetFields(); }}>{t('resetPwd')}</Button>}
            {canUnlock && (
              <Popconfirm title={t('confirmUnlock')} onConfirm={() => void unlock(u)}>
                <Button size="small" type="link" className="hos-unlock">{t('unlock')}</Button>
              </Popconfirm>
            )}
            {canResetFactor && (
              <Popconfirm title={t('confirmResetFactor')} onConfirm={() => void resetFactor(u)}>
                <Button size="small" type="link" className="hos-reset-factor">{t('resetFactor')}</Button>
              </Popconfirm>
            )}
            {manage && (
              <Popconfirm title={t('confirmDelete')} disabled={self} onConfirm={() => call(sysApi.deleteUser(u.userID), t('deleted')).catch(() => undefined)}>
                <Button size="small" type="link" danger disabled={self}>{t('delete')}</Button>
              </Popconfirm>
            )}
            {!manage && !canGrant && <Tag>{t('otherAdminAccount')}</Tag>}
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
    <PageCard title={route.title} extra={!canAccounts ? undefined : (
      <Space wrap>
        <Button className="hos-user-export" loading={downloading === 'export'} onClick={() => void download('export')}>{t('excel:exportUsers')}</Button>
        <Button className="hos-user-template" loading={downloading === 'template'} onClick={() => void download('template')}>{t('excel:downloadTemplate')}</Button>
        <Button className="hos-user-import" onClick={() => setImporting(true)}>{t('excel:importUsers')}</Button>
        <Button type="primary" onClick={() => { setEditing({}); form.resetFields(); }}>{t('addUser')}</Button>
      </Space>
    )}>
      <Tabs className="hos-user-tabs" destroyOnHidden items={[
        { key: 'users', label: t('users'), children: usersTab },
        ...(canAccounts ? [{ key: 'groups', label: t('userGroups'), children: <UserGroups /> }] : []),
      ]} />
      <UserRolesDialog user={rolesFor} onClose={() => setRolesFor(null)} onSaved={() => void query.reload()} />
      <Modal open={!!editing} title={t(editing?.userID ? 'editUser' : 'addUser')} onOk={() => void saveUser()} onCancel={() => setEditing(null)} destroyOnHidden forceRender>
        <Form form={form} labelCol={{ flex: '90px' }} preserve={false}>
          {!editing?.userID && <Form.Item name="username" label={t('username')} rules={[rule('username', usernameProblem)]}><Input /></Form.Item>}
          {!editing?.userID && <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('required') }, pwdRule]}><Input.Password /></Form.Item>}
          <Form.Item name="name" label={t('realName')} rules={[{ required: true, message: t('required') }]}><Input /></Form.Item>
          <Form.Item name="workNo" label={t('workNo')}><Input /></Form.Item>
          <Form.Item name="deptId" label={t('dept')}>
            <TreeSelect allowClear treeData={depts} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder={t('admin:deptPick')} className="hos-user-dept" />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')} rules={[rule('phone', phoneProblem)]}><Input /></Form.Item>
          <Form.Item name="email" label={t('excel:col.email')} rules={[rule('email', emailProblem)]}><Input /></Form.Item>
          <Form.Item name="sex" label={t('sex')}><Select allowClear options={dicts.options('sys_user_sex')} /></Form.Item>
          <Form.Item name="roles" label={t('roles')} extra={t('rolesByAccount')}><Select mode="multiple" className="hos-user-roles" showSearch={{ optionFilterProp: 'label' }} options={roleOptions} /></Form.Item>
        </Form>
      </Modal>
      <UserImport open={importing} onClose={() => setImporting(false)} onImported={() => void query.reload()} />
      <Modal open={!!pwdFor} title={`${t('resetPwd')}：${pwdFor?.name ?? ''}`} onOk={() => void resetPwd()} onCancel={() => setPwdFor(null)} destroyOnHidden forceRender>
        <Form form={pwdForm}>
          <Form.Item name="password" label={t('newPassword')} rules={[{ required: true, message: t('required') }, pwdRule]}><Input.Password /></Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
