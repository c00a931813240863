// Cascader options: remote (a host function + props mapping) or a static tree edited node by node
// through the 'Label' / 'Value' dialog, whose fields are required on blur (spec §5: 'Label cannot
// be empty', 'Value cannot be empty'; in the page's language).
import { useState } from 'react';
import { Button, Form, Input, Modal, Radio } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TreePath } from '../../../core/designer/index.ts';
import type { OptionItem, Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { Section } from './BasicSections.tsx';
import { PropsEditor } from './OptionsEditor.tsx';

type Editing = { mode: 'add'; parent: TreePath } | { mode: 'edit'; path: TreePath; node: OptionItem };

function NodeList({ items, path, onAdd, onEdit, onRemove }: {
  items: OptionItem[]; path: TreePath; onAdd: (p: TreePath) => void; onEdit: (p: TreePath, n: OptionItem) => void; onRemove: (p: TreePath) => void;
}) {
  const t = useT();
  return (
    <ul className="fd-tree">
      {items.map((node, i) => {
        const p = [...path, i];
        return (
          <li key={i} data-path={p.join('.')}>
            <div className="fd-tree-node">
              <span className="fd-tree-text" data-user-text="">{String(node.label ?? '')} <small>({String(node.value ?? '')})</small></span>
              <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('designer:addChild')} onClick={() => onAdd(p)} />
              <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('designer:cascaderNode')} onClick={() => onEdit(p, node)} />
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer:delete')} onClick={() => onRemove(p)} />
            </div>
            {Array.isArray(node.children) && node.children.length ? (
              <NodeList items={node.children} path={p} onAdd={onAdd} onEdit={onEdit} onRemove={onRemove} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function NodeDialog({ editing, onClose, widget }: { editing: Editing | null; onClose: () => void; widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const [form] = Form.useForm<{ label: string; value: string }>();
  const submit = async () => {
    let v: { label: string; value: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    if (editing?.mode === 'add') store.addCascaderNode(widget.key, editing.parent, { value: v.value, label: v.label });
    else if (editing?.mode === 'edit') store.updateCascaderNode(widget.key, editing.path, { value: v.value, label: v.label });
    onClose();
  };
  const initial = editing?.mode === 'edit' ? { label: String(editing.node.label ?? ''), value: String(editing.node.value ?? '') } : { label: '', value: '' };
  return (
    <Modal open={editing !== null} title={t('designer:cascaderNode')} width={800} destroyOnHidden onCancel={onClose} onOk={submit}
      okText={t('designer:confirm')} cancelText={t('designer:cancel')} className="fd-cascader-dialog">
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} initialValues={initial} preserve={false}>
        <Form.Item name="label" label={t('designer:label')} validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: t('designer:labelRequired') }]}>
          <Input name="label" data-user-text="" />
        </Form.Item>
        <Form.Item name="value" label={t('designer:value')} validateTrigger="onBlur" rules={[{ required: true, whitespace: true, message: t('designer:valueRequired') }]}>
          <Input name="value" data-user-text="" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function CascaderEditor({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const [editing, setEditing] = useState<Editing | null>(null);
  const remote = Boolean(widget.options.remote);
  const items: OptionItem[] = Array.isArray(widget.options.options) ? widget.options.options : [];
  return (
    <Section title={t('designer:option')} name="cascader">
      <Radio.Group className="fd-remote-mode" size="small" optionType="button" value={remote ? 1 : 0}
        options={[{ value: 0, label: t('designer:staticData') }, { value: 1, label: t('designer:remoteData') }]}
        onChange={(e) => store.updateOptions(widget.key, { remote: e.target.value === 1 })} />
      {remote ? <PropsEditor widget={widget} children /> : (
        <>
          <NodeList items={items} path={[]} onAdd={(p) => setEditing({ mode: 'add', parent: p })}
            onEdit={(p, node) => setEditing({ mode: 'edit', path: p, node })} onRemove={(p) => store.removeCascaderNode(widget.key, p)} />
          <Button size="small" type="link" icon={<PlusOutlined />} className="fd-add-node" onClick={() => setEditing({ mode: 'add', parent: [] })}>
            {t('designer:add')}
          </Button>
        </>
      )}
      <NodeDialog editing={editing} onClose={() => setEditing(null)} widget={widget} />
    </Section>
  );
}
