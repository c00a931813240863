// 事件类别 (/newUpms/eventType, issue 31 §2): the hospital's event categories in the order reporters see
// them, each with its report form version and flow; add, rename, rebind, move up or down (buttons, so the
// keyboard reaches them), retire and restore. The server checks every change (System only).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Popconfirm, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ViewProps } from '../../types.ts';
import { eventTypesApi, type CategoryInput, type EventCategory } from '../../../../core/api/eventTypes.ts';
import { flowsApi, type FlowSummary } from '../../../../core/api/flows.ts';
import { sharedOf } from '../../../../core/api/http.ts';
import { nameIn } from '../../../../core/workflow/eventCategories.ts';
import { localText } from '../../../../core/pages/records.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useLang, useRuntime } from '../../common/hooks.ts';
import { useAdminT } from './useAdminT.ts';
import { EventTypeDialog } from './EventTypeDialog.tsx';
import { PhoneTable } from '../../common/PhoneTable.tsx';

export function EventTypeManagement({ route }: ViewProps) {
  const t = useAdminT();
  const lang = useLang();
  const runtime = useRuntime();
  const api = useMemo(() => eventTypesApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [rows, setRows] = useState<EventCategory[] | null>(null);
  const [flows, setFlows] = useState<FlowSummary[]>([]);
  const [editing, setEditing] = useState<EventCategory | undefined | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(() => { api.list().then(setRows, () => setRows([])); }, [api]);
  useEffect(load, [load]);
  useEffect(() => {
    flowsApi(sharedOf(runtime)).list().then((list) => setFlows(list.filter((f) => f.module === 'baqsj')), () => undefined);
  }, [runtime]);

  const run = async (p: Promise<unknown>, done: string) => {
    try {
      await p;
      void message.success(t(done));
    } catch {
      // the server's refusal is shown by the http layer
    }
    load();
  };
  const save = async (input: CategoryInput & { code: string }) => {
    setSaving(true);
    try {
      if (editing) await api.update(editing.code, input);
      else await api.create(input);
      void message.success(t('saved'));
      setEditing(null);
      load();
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };

  const flowName = (code: string | null) => {
    const f = flows.find((x) => x.code === code);
    return f ? localText(f.name, lang) || f.code : code;
  };
  const last = (rows?.length ?? 0) - 1;
  const columns: TableColumnsType<EventCategory> = [
    {
      title: t('catOrder'), key: 'order', width: 112,
      render: (_v, c, i) => (
        <Space size={2}>
          <span className="hos-category-index">{i + 1}</span>
          <Button size="small" type="text" icon={<ArrowUpOutlined />} className="hos-category-up" disabled={i === 0}
            aria-label={t('moveUpOf', { name: nameIn(c, lang) })} title={t('moveUp')} onClick={() => void run(api.move(c.code, 'up'), 'moved')} />
          <Button size="small" type="text" icon={<ArrowDownOutlined />} className="hos-category-down" disabled={i === last}
            aria-label={t('moveDownOf', { name: nameIn(c, lang) })} title={t('moveDown')} onClick={() => void run(api.move(c.code, 'down'), 'moved')} />
        </Space>
      ),
    },
    { title: t('catName'), dataIndex: 'name', render: (_v, c) => <span className="hos-category-name" data-user-text="">{nameIn(c, lang)}</span> },
    { title: t('catCode'), dataIndex: 'code', render: (v: string) => <code>{v}</code> },
    {
      title: t('catForm'), key: 'form',
      render: (_v, c) => (
        <Space size={4} wrap>
          <span className="hos-category-form-name" data-user-text="">{nameIn({ name: c.formName ?? '', nameEn: c.formNameEn }, lang)}</span>
          <Tag className="hos-category-form-version">{t('versionOf', { version: c.formVersion })}</Tag>
          {c.formLatestVersion !== null && c.formLatestVersion > c.formVersion && <Typography.Text type="secondary">{t('newerVersion', { version: c.formLatestVersion })}</Typography.Text>}
        </Space>
      ),
    },
    { title: t('catFlow'), dataIndex: 'flowCode', render: (v: string | null) => (v ? <span className="hos-category-flow-name" data-user-text="">{flowName(v)}</span> : <Typography.Text type="secondary">{t('noFlow')}</Typography.Text>) },
    { title: t('status'), key: 'state', render: (_v, c) => <Tag className="hos-category-state" color={c.retired ? 'default' : 'green'}>{t(c.retired ? 'catRetired' : 'catActive')}</Tag> },
    {
      title: t('actions'), key: 'a',
      render: (_v, c) => (
        <Space size={2} wrap>
          <Button size="small" type="link" className="hos-category-edit" onClick={() => setEditing(c)}>{t('edit')}</Button>
          {c.retired ? (
            <Button size="small" type="link" className="hos-category-restore" onClick={() => void run(api.restore(c.code), 'restored')}>{t('restore')}</Button>
          ) : (
            <Popconfirm title={t('confirmRetireCategory', { name: nameIn(c, lang) })} okText={t('retire')} cancelText={t('cancel')} onConfirm={() => run(api.retire(c.code), 'retired')}>
              <Button size="small" type="link" className="hos-category-retire">{t('retire')}</Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <PageCard title={route.title} extra={<Button type="primary" className="hos-category-add" onClick={() => setEditing(undefined)}>{t('addCategory')}</Button>}>
      <Typography.Paragraph type="secondary">{t('catIntro')}</Typography.Paragraph>
      <PhoneTable<EventCategory> size="middle" rowKey="code" loading={!rows} columns={columns} dataSource={rows ?? []} pagination={false}
        scroll={{ x: 'max-content' }} className="hos-category-table" rowClassName={(c) => (c.retired ? 'hos-category-retired' : '')} />
      <EventTypeDialog editing={editing} codes={(rows ?? []).map((c) => c.code)} flows={flows} saving={saving} onCancel={() => setEditing(null)} onSave={(c) => void save(c)} />
    </PageCard>
  );
}
