// Dictionary management (/newUpms/dict, issue 13 §4): the types on the left, the chosen type's entries on
// the right, each with its code, Chinese and English label, order and status. Every page labels coded
// values through these (useDicts), so a change shows everywhere at the next load.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Col, Empty, Form, Input, Modal, Popconfirm, Row, Space, Switch, Tag } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import { adminApi, type DictEntryRow, type DictType } from '../../../../core/api/admin.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useLang, useRuntime } from '../../common/hooks.ts';
import { useDicts } from '../../common/useDicts.ts';
import { useAdminT } from './useAdminT.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

type TypeValues = { dictType: string; nameZh: string; nameEn?: string; sort?: number; enabled: boolean };
type EntryValues = { value: string; zh: string; en?: string; sort?: number; enabled: boolean };

export function DictManagement({ route }: ViewProps) {
  const t = useAdminT();
  const lang = useLang();
  const runtime = useRuntime();
  const api = useMemo(() => adminApi(runtime), [runtime]);
  const dicts = useDicts();
  const { message } = App.useApp();
  const [types, setTypes] = useState<DictType[] | null>(null);
  const [current, setCurrent] = useState<string>('');
  const [entries, setEntries] = useState<DictEntryRow[] | null>(null);
  const [typeEdit, setTypeEdit] = useState<{ type?: DictType } | null>(null);
  const [entryEdit, setEntryEdit] = useState<{ entry?: DictEntryRow } | null>(null);
  const [typeForm] = Form.useForm<TypeValues>();
  const [entryForm] = Form.useForm<EntryValues>();
  const loadTypes = useCallback(() => { api.dictTypes().then(setTypes, () => setTypes([])); }, [api]);
  const loadEntries = useCallback(() => { if (current) api.dictEntries(current).then(setEntries, () => setEntries([])); }, [api, current]);
  useEffect(loadTypes, [loadTypes]);
  useEffect(loadEntries, [loadEntries]);
  const nameOf = (d: DictType) => (lang === 'en' ? d.nameEn || d.nameZh : d.nameZh || d.nameEn);
  const changed = () => { loadTypes(); loadEntries(); dicts.invalidate(); };
  const run = async (p: Promise<unknown>, ok: string, after?: () => void) => {
    try { await p; void message.success(t(ok)); after?.(); changed(); } catch { /* shown by the http layer */ }
  };

  const openType = (type?: DictType) => {
    typeForm.resetFields();
    typeForm.setFieldsValue(type ? { dictType: type.dictType, nameZh: type.nameZh, nameEn: type.nameEn, sort: type.sort, enabled: type.status === 1 } : { enabled: true });
    setTypeEdit({ type });
  };
  const saveType = async () => {
    const v = await typeForm.validateFields().catch(() => null);
    if (!v) return;
    await run(api.saveDictType({ dictType: v.dictType.trim(), nameZh: v.nameZh.trim(), nameEn: v.nameEn?.trim() ?? '', sort: v.sort ?? 0, status: v.enabled ? 1 : 0 }), 'saved', () => setTypeEdit(null));
  };
  const openEntry = (entry?: DictEntryRow) => {
    entryForm.resetFields();
    entryForm.setFieldsValue(entry ? { value: entry.value, zh: entry.zh, en: entry.en, sort: entry.sort, enabled: entry.status === 1 } : { enabled: true, sort: (entries?.length ?? 0) + 1 });
    setEntryEdit({ entry });
  };
  const saveEntry = async () => {
    const v = await entryForm.validateFields().catch(() => null);
    if (!v) return;
    await run(api.saveDictEntry({ id: entryEdit?.entry?.id, dictType: current, value: v.value.trim(), zh: v.zh.trim(), en: v.en?.trim() ?? '', sort: v.sort ?? 0, status: v.enabled ? 1 : 0 }), 'saved', () => setEntryEdit(null));
  };

  const typeColumns: TableColumnsType<DictType> = [
    { title: t('dictTypes'), dataIndex: 'nameZh', render: (_v, d) => <span className="hos-dict-type-name">{nameOf(d)}</span> },
    { title: t('entryCount'), dataIndex: 'entryCount', align: 'right', width: 70 },
    { title: '', key: 'a', width: 60, render: (_v, d) => <Button size="small" type="link" onClick={(e) => { e.stopPropagation(); openType(d); }}>{t('edit')}</Button> },
  ];
  const entryColumns: TableColumnsType<DictEntryRow> = [
    { title: t('entryValue'), dataIndex: 'value', render: (v: string) => <code>{v}</code> },
    { title: t('labelZh'), dataIndex: 'zh' },
    { title: t('labelEn'), dataIndex: 'en' },
    { title: t('sort'), dataIndex: 'sort', align: 'right' },
    { title: t('status'), dataIndex: 'status', render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{dicts.label('sys_status', s)}</Tag> },
    {
      title: t('actions'), key: 'a',
      render: (_v, e) => (
        <Space size={2}>
          <Button size="small" type="link" className="hos-dict-entry-edit" onClick={() => openEntry(e)}>{t('edit')}</Button>
          <Popconfirm title={t('confirmDeleteEntry')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => run(api.deleteDictEntry(e.id), 'deleted')}>
            <Button size="small" type="link" danger>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  const currentType = types?.find((x) => x.dictType === current);
  return (
    <PageCard title={route.title}>
      <Row gutter={16}>
        <Col xs={24} md={9}>
          <Space style={{ marginBottom: 12 }}><Button className="hos-dict-type-add" onClick={() => openType()}>{t('addType')}</Button></Space>
          <PhoneTable<DictType> size="small" rowKey="dictType" loading={!types} dataSource={types ?? []} columns={typeColumns} pagination={false} className="hos-dict-types"
            rowClassName={(d) => (d.dictType === current ? 'ant-table-row-selected' : '')}
            onRow={(d) => ({ onClick: () => setCurrent(d.dictType), onKeyDown: (e) => { if (e.key === 'Enter') setCurrent(d.dictType); }, tabIndex: 0, style: { cursor: 'pointer' } })} />
        </Col>
        <Col xs={24} md={15}>
          {!currentType ? <Empty description={t('pickType')} /> : (
            <>
              <Space style={{ marginBottom: 12 }} wrap>
                <strong className="hos-dict-current">{nameOf(currentType)}</strong>
                <Button type="primary" className="hos-dict-entry-add" onClick={() => openEntry()}>{t('addEntry')}</Button>
                <Popconfirm title={t('confirmDeleteType')} okText={t('delete')} cancelText={t('cancel')} onConfirm={() => run(api.deleteDictType(current), 'deleted', () => setCurrent(''))}>
                  <Button danger>{t('delete')}</Button>
                </Popconfirm>
              </Space>
              <PhoneTable<DictEntryRow> size="small" rowKey="id" loading={!entries} dataSource={entries ?? []} columns={entryColumns} pagination={false} className="hos-dict-entries" scroll={{ x: 'max-content' }} />
            </>
          )}
        </Col>
      </Row>
      <Modal open={!!typeEdit} title={t(typeEdit?.type ? 'editType' : 'addType')} onOk={() => void saveType()} onCancel={() => setTypeEdit(null)} destroyOnHidden forceRender okText={t('save')} cancelText={t('cancel')}>
        <Form form={typeForm} labelCol={{ flex: '100px' }}>
          <Form.Item name="dictType" label={t('dictType')} rules={[{ required: true, message: t('required') }, { pattern: /^[A-Za-z][A-Za-z0-9_]{0,49}$/, message: t('dictTypeRule') }]}><Input disabled={!!typeEdit?.type} /></Form.Item>
          <Form.Item name="nameZh" label={t('typeNameZh')} rules={[{ required: true, whitespace: true, message: t('required') }]}><Input maxLength={50} /></Form.Item>
          <Form.Item name="nameEn" label={t('typeNameEn')}><Input maxLength={100} /></Form.Item>
          <Form.Item name="sort" label={t('sort')}><InputNumber min={0} max={100000} /></Form.Item>
          <Form.Item name="enabled" label={t('status')} valuePropName="checked"><Switch /></Form.Item>
        </Form>
      </Modal>
      <Modal open={!!entryEdit} title={t(entryEdit?.entry ? 'editEntry' : 'addEntry')} onOk={() => void saveEntry()} onCancel={() => setEntryEdit(null)} destroyOnHidden forceRender okText={t('save')} cancelText={t('cancel')} okButtonProps={{ className: 'hos-dict-entry-ok' }}>
        <Form form={entryForm} labelCol={{ flex: '100px' }} className="hos-dict-entry-form">
          <Form.Item name="value" label={t('entryValue')} rules={[{ required: true, whitespace: true, message: t('required') }]}><Input maxLength={100} /></Form.Item>
          <Form.Item name="zh" label={t('labelZh')} rules={[{ required: true, whitespace: true, message: t('required') }]}><Input maxLength={100} /></Form.Item>
          <Form.Item name="en" label={t('labelEn')}><Input maxLength={200} /></Form.Item>
          <Form.Item name="sort" label={t('sort')}><InputNumber min={0} max={100000} /></Form.Item>
          <Form.Item name="enabled" label={t('status')} valuePropName="checked"><Switch /></Form.Item>
        </Form>
      </Modal>
    </PageCard>
  );
}
