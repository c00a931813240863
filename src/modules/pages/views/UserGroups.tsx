// User groups (system management, a tab of /upms/sysuser): list, detail with members, create, update
// and delete through the signed /SYS/SYgroupH calls.
import { useMemo, useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Modal, Popconfirm, Select, Space } from 'antd';
import type { TableColumnsType } from 'antd';
import { cleanParams } from '../../../core/pages/filters.ts';
import { ccOptions } from '../../../core/pages/records.ts';
import { groupParam, type GroupFormValues } from '../../../core/pages/admin.ts';
import { systemApi, type GroupMember as Member, type UserGroup as Group, type UserGroupDetail as GroupDetail } from '../../../core/api/system.ts';
import { usersApi } from '../../../core/api/users.ts';
import { ListTable } from '../common/ListTable.tsx';
import { FilterBar } from '../common/FilterBar.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime } from '../common/hooks.ts';
import { userTextCell } from '../common/userText.ts';
import { PhoneTable } from '../common/PhoneTable.tsx';

export function UserGroups() {
  const t = usePageT();
  const formatTime = useFormatTime();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupFormValues>();
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const [detail, setDetail] = useState<GroupDetail | null>(null);
  const [users, setUsers] = useState<{ value: number; label: string }[]>([]);
  const [saving, setSaving] = useState(false);
  const api = useMemo(() => systemApi(runtime), [runtime]);
  const [state, query] = useListQuery<Group>((p) => api.groups(cleanParams(p)));

  const loadDetail = async (id: number): Promise<GroupDetail | null> => (await api.group(id)) ?? null;
  const loadUsers = async () => {
    if (users.length) return;
    setUsers(ccOptions(await usersApi(runtime).allUsers(), null));
  };
  const open = async (g?: Group) => {
    void loadUsers().catch(() => undefined);
    form.resetFields();
    if (g) {
      const d = await loadDetail(g.id).catch(() => null);
      if (!d) return;
      form.setFieldsValue({ groupName: d.groupName, note: d.note, userIDs: d.members.map((m) => m.userID) });
    }
    setEditing({ id: g?.id });
  };
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !editing) return;
    setSaving(true);
    try {
      if (editing.id) await api.updateGroup(groupParam(v, editing.id));
      else await api.createGroup(groupParam(v));
      void message.success(t('saved'));
      setEditing(null);
      await query.reload();
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  const remove = async (g: Group) => {
    await api.deleteGroup(g.id).then(() => void message.success(t('deleted')), () => undefined);
    await query.reload();
  };

  const columns: TableColumnsType<Group> = [
    { title: t('groupName'), dataIndex: 'groupName', render: (v: string, g) => <a className="hos-group-link" onClick={() => void loadDetail(g.id).then(setDetail, () => undefined)}>{v}</a> },
    { title: t('note'), dataIndex: 'note' },
    { title: t('memberCount'), dataIndex: 'memberCount', width: 90 },
    { title: t('updatedAt'), dataIndex: 'updateTime', render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'a',
      render: (_v, g) => (
        <Space size={2}>
          <Button size="small" type="link" className="hos-group-edit" onClick={() => void open(g)}>{t('edit')}</Button>
          <Popconfirm title={t('confirmDelete')} onConfirm={() => remove(g)}>
            <Button size="small" type="link" danger className="hos-group-delete">{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="hos-groups">
      <FilterBar onSearch={(f) => void query.setFilters(f)} extra={<Button type="primary" className="hos-group-add" onClick={() => void open()}>{t('addGroup')}</Button>}>
        <Form.Item name="groupName" label={t('groupName')}><Input allowClear /></Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} />
      <Modal open={!!editing} title={t(editing?.id ? 'editGroup' : 'addGroup')} onOk={() => void save()} confirmLoading={saving} onCancel={() => setEditing(null)} destroyOnHidden forceRender okButtonProps={{ className: 'hos-group-ok' }}>
        <Form form={form} labelCol={{ flex: '90px' }}>
          <Form.Item name="groupName" label={t('groupName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 100 }]}><Input /></Form.Item>
          <Form.Item name="note" label={t('note')} rules={[{ max: 500 }]}><Input.TextArea rows={2} /></Form.Item>
          <Form.Item name="userIDs" label={t('members')}>
            <Select className="hos-group-members" mode="multiple" allowClear showSearch={{ optionFilterProp: 'label' }} options={users} />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer open={!!detail} size={480} title={detail?.groupName} onClose={() => setDetail(null)}>
        {detail && (
          <>
            <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
              <Descriptions.Item label={t('note')}>{detail.note || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('createdAt')}>{formatTime(detail.createdAt || detail.createTime)}</Descriptions.Item>
              <Descriptions.Item label={t('updatedAt')}>{formatTime(detail.updateTime)}</Descriptions.Item>
            </Descriptions>
            <PhoneTable<Member> size="small" rowKey="userID" pagination={false} dataSource={detail.members}
              columns={[{ title: t('username'), dataIndex: 'username', onCell: userTextCell }, { title: t('realName'), dataIndex: 'name', onCell: userTextCell }, { title: t('dept'), dataIndex: 'deptName', onCell: userTextCell }]} />
          </>
        )}
      </Drawer>
    </div>
  );
}
