// Role management (/newUpms/role, issue 13 §4): the roles with their data scope (labelled by the
// dictionary), users holding each, status; add and edit in one dialog (basic, data scope, menus); delete,
// which the server refuses with a clear message while users hold the role.
import { useMemo, useState } from 'react';
import { App, Button, Form, Input, Popconfirm, Space, Switch, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import { cleanParams } from '../../../../core/pages/filters.ts';
import { adminApi, type Role } from '../../../../core/api/admin.ts';
import { ListTable } from '../../common/ListTable.tsx';
import { FilterBar } from '../../common/FilterBar.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, useListQuery, useRuntime } from '../../common/hooks.ts';
import { useDeptTree, useDicts } from '../../common/useDicts.ts';
import { RoleDialog } from './RoleDialog.tsx';
import { useAdminT } from './useAdminT.ts';
import { isLockedRole } from '../../../../core/access/roles.ts';
import { permissionLabelKey } from '../../../../core/access/permissions.ts';
import { userTextCell } from '../../common/userText.ts';

export function RoleManagement({ route }: ViewProps) {
  const t = useAdminT();
  const formatTime = useFormatTime();
  const runtime = useRuntime();
  const api = useMemo(() => adminApi(runtime), [runtime]);
  const dicts = useDicts();
  const { rows: depts } = useDeptTree({ all: true });
  const { message } = App.useApp();
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [state, query] = useListQuery<Role>((p) => api.roles(cleanParams(p)));
  const deptName = (id: number) => depts.find((d) => d.deptId === id)?.deptName ?? '';

  const setStatus = async (r: Role, on: boolean) => {
    await api.updateRole(r.roleId, { status: on ? 1 : 0 }).then(() => void message.success(t('saved')), () => undefined);
    void query.reload();
  };
  const remove = async (r: Role) => {
    await api.deleteRole(r.roleId).then(() => void message.success(t('deleted')), () => undefined);
    void query.reload();
  };

  const columns: TableColumnsType<Role> = [
    // the key is labelled by the role dictionary (both languages); the stored name when it has no entry
    { title: t('roleName'), dataIndex: 'roleName', render: (v: string, r) => <span className="hos-role-row-name">{dicts.label('sys_role', r.roleKey, v)}</span> },
    {
      title: t('dataScope'), dataIndex: 'dataScope',
      render: (v: string, r) => (
        <span className="hos-data-scope">
          {dicts.label('data_scope', v)}
          {v === 'custom' && r.deptIds.length > 0 && <span style={{ opacity: 0.7 }} data-user-text="">{'：' + r.deptIds.map(deptName).filter(Boolean).join('、')}</span>}
        </span>
      ),
    },
    {
      // known permissions by name (the code on hover); a code the platform does not know is shown as typed
      title: t('permissions'), dataIndex: 'permissions',
      render: (p: string[]) => p.slice(0, 3).map((x) => {
        const key = permissionLabelKey(x);
        return key ? <Tag key={x} title={x}>{t(key)}</Tag> : <Tag key={x} data-user-text="">{x}</Tag>;
      }).concat(p.length > 3 ? [<Tag key="more" title={p.slice(3).map((x) => { const k = permissionLabelKey(x); return k ? t(k) : x; }).join(' · ')}>+{p.length - 3}</Tag>] : []),
    },
    { title: t('userCount'), dataIndex: 'userCount', align: 'right' },
    { title: t('sort'), dataIndex: 'sort', align: 'right' },
    { title: t('remark'), dataIndex: 'remark', ellipsis: true, onCell: userTextCell },
    {
      title: t('status'), dataIndex: 'status',
      render: (s: number, r) => <Switch size="small" checked={s === 1} disabled={isLockedRole(r.roleKey)} aria-label={`${r.roleName} ${t(s === 1 ? 'enabled' : 'disabled')}`} onChange={(v) => void setStatus(r, v)} />,
    },
    { title: t('createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'a', fixed: 'right',
      render: (_v, r) => (
        <Space size={2}>
          <Button size="small" type="link" className="hos-role-edit" onClick={() => setEditing({ role: r })}>{t('edit')}</Button>
          <Popconfirm title={t('confirmDeleteRole', { name: r.roleName })} onConfirm={() => remove(r)} okText={t('delete')} cancelText={t('cancel')} disabled={isLockedRole(r.roleKey)}>
            <Button size="small" type="link" danger className="hos-role-delete" disabled={isLockedRole(r.roleKey)}>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <PageCard title={route.title} extra={<Button type="primary" className="hos-role-add" onClick={() => setEditing({ role: null })}>{t('addRole')}</Button>}>
      <FilterBar onSearch={(f) => void query.setFilters(f)}>
        <Form.Item name="roleName" label={t('roleName')}><Input allowClear /></Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} rowKey="roleId" />
      <RoleDialog api={api} open={!!editing} role={editing?.role ?? null} onClose={() => setEditing(null)}
        onSaved={() => { setEditing(null); dicts.invalidate(); void query.reload(); }} />
    </PageCard>
  );
}

