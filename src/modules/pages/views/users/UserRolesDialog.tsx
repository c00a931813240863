// Issue 33 §4: the security administrator gives and takes an account's roles (PUT /api/v1/sysUser/roles).
// The server decides (src/core/access/duties.ts): never one's own roles, at most one administrator role.
import { useEffect, useMemo, useState } from 'react';
import { App, Form, Modal, Select } from 'antd';
import { systemApi, type SysUser } from '../../../../core/api/system.ts';
import { usePageT, useRuntime } from '../../common/hooks.ts';
import { useDicts } from '../../common/useDicts.ts';

export function UserRolesDialog({ user, onClose, onSaved }: { user: SysUser | null; onClose: () => void; onSaved: () => void }) {
  const t = usePageT();
  const runtime = useRuntime();
  const dicts = useDicts();
  const { message } = App.useApp();
  const api = useMemo(() => systemApi(runtime), [runtime]);
  const [roles, setRoles] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => setRoles(user?.roles ?? []), [user]);
  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await api.setUserRoles(Number(user.userID), roles);
      void message.success(t('rolesSaved'));
      onSaved();
      onClose();
    } catch {
      // the server's refusal is shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={!!user} title={t('assignRolesTitle', { name: user?.name ?? '' })} onOk={() => void save()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label={t('roles')}>
          <Select mode="multiple" value={roles} onChange={setRoles} className="hos-user-roles-assign" showSearch={{ optionFilterProp: 'label' }} options={dicts.options('sys_role')} aria-label={t('roles')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
