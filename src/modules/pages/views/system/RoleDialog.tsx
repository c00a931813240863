// The role dialog: name, key (at creation), order, status, remark and operation tags; the data scope
// (five scopes, chosen departments from the tree); the menus the role sees (the whole menu tree). One save
// sends them together (POST or PUT /api/v1/role).
import { useEffect, useMemo, useState } from 'react';
import { App, Form, Input, Modal, Radio, Select, Switch, Tabs, Tree, TreeSelect } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import { DATA_SCOPES, type DataScope } from '../../../../core/access/dataScope.ts';
import type { AdminApi, Role, RoleInput } from '../../../../core/api/admin.ts';
import type { MenuNode } from '../../../../core/pages/tree.ts';
import { useDeptTree, useDicts } from '../../common/useDicts.ts';
import { useAdminT } from './useAdminT.ts';
import { isLockedRole } from '../../../../core/access/roles.ts';

interface Values { roleName: string; roleNameEn?: string; roleKey: string; sort?: number; enabled: boolean; remark?: string; permissions: string[]; dataScope: DataScope; deptIds: number[] }
interface TreeItem { key: number; title: string; children?: TreeItem[] }

export function RoleDialog({ api, role, open, onClose, onSaved }: { api: AdminApi; role: Role | null; open: boolean; onClose(): void; onSaved(): void }) {
  const t = useAdminT();
  const dicts = useDicts();
  const { message } = App.useApp();
  const { tree: depts } = useDeptTree();
  const [form] = Form.useForm<Values>();
  const [menus, setMenus] = useState<MenuNode[]>([]);
  const [checked, setChecked] = useState<number[]>([]);
  // the menus are sent only once read: a save before that must not take the role's menus away
  const [menusLoaded, setMenusLoaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const scope = Form.useWatch('dataScope', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setMenusLoaded(false);
    form.setFieldsValue(role
      ? { roleName: role.roleName, roleNameEn: role.roleNameEn ?? '', roleKey: role.roleKey, sort: role.sort, enabled: role.status === 1, remark: role.remark, permissions: role.permissions, dataScope: role.dataScope, deptIds: role.deptIds }
      : { enabled: true, permissions: [], dataScope: 'self', deptIds: [], sort: 0 });
    // the whole menu tree comes with any role's call; a new role starts with nothing ticked
    let live = true;
    api.roleMenus(role?.roleId ?? 0).then(
      (r) => { if (live) { setMenus(r.menus); setChecked(role ? r.checkedKeys : []); setMenusLoaded(true); } },
      () => undefined,
    );
    return () => { live = false; };
  }, [open, role, api, form]);

  // menus by their translated route title; a directory's tick state follows its pages
  const treeData = useMemo(() => {
    const map = (ns: MenuNode[]): TreeItem[] => ns.map((n) => ({
      key: Number(n.menuId), title: t('shell:route' + String(n.path), { defaultValue: String(n.title || n.menuName) }),
      ...(n.children?.length ? { children: map(n.children) } : {}),
    }));
    return map(menus);
  }, [menus, t]);
  const leafChecked = useMemo(() => {
    const parents = new Set<number>();
    const walk = (ns: TreeItem[]) => ns.forEach((n) => { if (n.children) { parents.add(n.key); walk(n.children); } });
    walk(treeData);
    return checked.filter((k) => !parents.has(k));
  }, [checked, treeData]);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: RoleInput = {
      roleName: v.roleName.trim(), roleNameEn: v.roleNameEn?.trim() ?? '', sort: v.sort ?? 0, status: v.enabled ? 1 : 0, remark: v.remark?.trim() ?? '', permissions: v.permissions,
      dataScope: v.dataScope, deptIds: v.dataScope === 'custom' ? v.deptIds : [], ...(menusLoaded ? { menuIds: checked } : {}),
    };
    setSaving(true);
    try {
      if (role) await api.updateRole(role.roleId, body);
      else await api.createRole({ ...body, roleKey: v.roleKey.trim() });
      void message.success(t('saved'));
      onSaved();
    } catch {
      // the http layer showed the server's words
    } finally {
      setSaving(false);
    }
  };

  const basic = (
    <>
      <Form.Item name="roleName" label={t('roleName')} rules={[{ required: true, whitespace: true, message: t('required') }, { max: 50 }]}><Input className="hos-role-name" /></Form.Item>
      <Form.Item name="roleNameEn" label={t('roleNameEn')} tooltip={t('nameEnHint')} rules={[{ max: 100 }]}><Input className="hos-role-name-en" lang="en" /></Form.Item>
      <Form.Item name="roleKey" label={t('roleKey')} tooltip={t('roleKeyHint')} rules={[{ required: true, message: t('required') }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: t('keyRule') }]}>
        <Input disabled={!!role} className="hos-role-key" />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}><InputNumber min={0} max={100000} /></Form.Item>
      <Form.Item name="enabled" label={t('status')} valuePropName="checked"><Switch disabled={isLockedRole(role?.roleKey)} /></Form.Item>
      <Form.Item name="remark" label={t('remark')}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      <Form.Item name="permissions" label={t('permissions')} tooltip={t('permissionsHint')}>
        <Select className="hos-role-perms" mode="tags" tokenSeparators={[',', ' ']} placeholder={t('permissionsPlaceholder')} open={false} suffixIcon={null} />
      </Form.Item>
    </>
  );
  const scopeTab = (
    <>
      <Form.Item name="dataScope" label={t('dataScope')}>
        <Radio.Group className="hos-scope-radio" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {DATA_SCOPES.map((s) => (
            <Radio key={s} value={s} className={`hos-scope-${s}`}>
              {dicts.label('data_scope', s)}<span style={{ marginInlineStart: 8, color: 'rgba(0, 0, 0, 0.6)' }}>{t('scopeHint_' + s)}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {scope === 'custom' && (
        <Form.Item name="deptIds" label={t('chosenDepts')} rules={[{ required: true, type: 'array', min: 1, message: t('chosenDeptsRequired') }]}>
          <TreeSelect className="hos-scope-depts" treeData={depts} multiple treeCheckable treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} placeholder={t('deptPick')} />
        </Form.Item>
      )}
    </>
  );
  const menuTab = (
    <>
      <p style={{ marginTop: 0, opacity: 0.75 }}>{t('menusHint')}</p>
      <Tree className="hos-role-menus" checkable defaultExpandAll key={menus.length} treeData={treeData} checkedKeys={leafChecked}
        onCheck={(keys, info) => setChecked([...(Array.isArray(keys) ? keys : keys.checked), ...(info.halfCheckedKeys ?? [])].map(Number))}
        style={{ maxHeight: 360, overflow: 'auto' }} />
    </>
  );
  return (
    <Modal open={open} title={t(role ? 'editRole' : 'addRole')} onOk={() => void save()} confirmLoading={saving} onCancel={onClose} destroyOnHidden forceRender width={640}
      okText={t('save')} cancelText={t('cancel')} okButtonProps={{ className: 'hos-role-ok' }}>
      <Form form={form} labelCol={{ flex: '110px' }} className="hos-role-form">
        <Tabs items={[
          { key: 'basic', label: t('basicInfo'), children: basic, forceRender: true },
          { key: 'scope', label: t('dataScope'), children: scopeTab, forceRender: true },
          { key: 'menus', label: t('menus'), children: menuTab, forceRender: true },
        ]} />
      </Form>
    </Modal>
  );
}
