// /newUpms/flow (System): the flow definitions with their module, latest version and bindings; the
// bindings of event types and technology classes to flows; a flow opens in the editor (?code=<code>,
// so the browser's back button and a shared link work).
import { useEffect, useState } from 'react';
import { App, Button, Select, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { FlowBinding, FlowSummary } from '../../../../core/api/flows.ts';
import { localText } from '../../../../core/pages/records.ts';
import { parseSubject } from '../../../../core/pages/flowEditor.ts';
import { useHost } from '../../../shared/HostContext.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { FlowEditor } from './FlowEditor.tsx';
import { useFlowT, useFlowsApi } from './useFlows.ts';
import { useFormatTime } from '../../common/hooks.ts';
import { PhoneTable } from '../../common/PhoneTable.tsx';

function useFlowLists() {
  const api = useFlowsApi();
  const [flows, setFlows] = useState<FlowSummary[] | null>(null);
  const [bindings, setBindings] = useState<FlowBinding[] | null>(null);
  const reload = async () => {
    const [f, b] = await Promise.all([api.list().catch(() => []), api.bindings().catch(() => [])]);
    setFlows(f);
    setBindings(b);
  };
  useEffect(() => {
    void reload();
  }, [api]); // eslint-disable-line react-hooks/exhaustive-deps
  return { flows, bindings, reload };
}

export function FlowAdmin({ route, navigate }: ViewProps) {
  const t = useFlowT();
  const formatTime = useFormatTime();
  const { lang } = useHost();
  const api = useFlowsApi();
  const { message } = App.useApp();
  const { flows, bindings, reload } = useFlowLists();
  const [binding, setBinding] = useState<string | null>(null);
  const code = route.query.code;
  const base = route.path || '/newUpms/flow';

  if (code) return <PageCard title={route.title || t('title')}><FlowEditor code={code} onBack={() => { navigate(base); void reload(); }} /></PageCard>;

  const flowName = (c: string) => {
    const f = flows?.find((x) => x.code === c);
    return f ? localText(f.name, lang) : c;
  };
  const bindingName = (subject: string) => {
    const b = bindings?.find((x) => x.subject === subject);
    return b ? localText(b.name, lang) || subject : subject;
  };
  const bind = async (b: FlowBinding, flowCode: string) => {
    setBinding(b.subject);
    try {
      await api.bind(b.subject, flowCode);
      void message.success(t('bindSaved', { flow: flowName(flowCode) }));
      await reload();
    } catch {
      // shown by the http layer
    } finally {
      setBinding(null);
    }
  };

  const flowColumns: TableColumnsType<FlowSummary> = [
    { title: t('name'), key: 'name', width: 260, render: (_: unknown, f) => <Typography.Link className="hos-flow-open" data-action="open-flow" onClick={() => navigate(`${base}?code=${encodeURIComponent(f.code)}`)}>{localText(f.name, lang)}</Typography.Link> },
    { title: t('code'), dataIndex: 'code', render: (c: string) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{c}</Typography.Text> },
    { title: t('module'), dataIndex: 'module', render: (m: string) => <Tag color="geekblue">{t('module.' + m)}</Tag> },
    { title: t('latestVersion'), dataIndex: 'latestVersion', width: 100, render: (v: number) => `v${v}` },
    {
      title: t('bindings'), dataIndex: 'bindings',
      render: (subjects: string[]) => (subjects?.length ? subjects.map((s) => <Tag key={s}>{bindingName(s)}</Tag>) : <Typography.Text type="secondary">{t('noBindings')}</Typography.Text>),
    },
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { title: t('actions'), key: 'a', width: 90, render: (_: unknown, f) => <Button type="link" size="small" data-action="edit-flow" onClick={() => navigate(`${base}?code=${encodeURIComponent(f.code)}`)}>{t('edit')}</Button> },
  ];

  const bindingColumns: TableColumnsType<FlowBinding> = [
    { title: t('subjectName'), key: 'name', render: (_: unknown, b) => localText(b.name, lang) || b.subject },
    { title: t('subject'), dataIndex: 'subject', render: (s: string) => <Typography.Text code style={{ whiteSpace: 'nowrap' }}>{s}</Typography.Text> },
    { title: t('module'), key: 'module', render: (_: unknown, b) => <Tag color="geekblue">{t('module.' + parseSubject(b.subject).module)}</Tag> },
    {
      title: t('flow'), dataIndex: 'flowCode', width: 320,
      render: (flowCode: string, b) => (
        <Select
          className="hos-binding-flow" data-subject={b.subject} style={{ width: '100%' }} value={flowCode} loading={binding === b.subject} disabled={binding !== null}
          // a subject only takes a flow of its own module
          options={(flows ?? []).filter((f) => f.module === parseSubject(b.subject).module).map((f) => ({ value: f.code, label: `${localText(f.name, lang)} (${f.code})` }))}
          onChange={(c: string) => void bind(b, c)}
        />
      ),
    },
  ];

  return (
    <PageCard title={route.title || t('title')}>
      <Typography.Paragraph type="secondary" className="hos-intro">{t('intro')}</Typography.Paragraph>
      <Tabs
        className="hos-flow-tabs"
        items={[
          { key: 'flows', label: t('tab.flows'), children: <PhoneTable<FlowSummary> className="hos-flow-list" rowKey="code" size="middle" scroll={{ x: 'max-content' }} loading={!flows} dataSource={flows ?? []} columns={flowColumns} pagination={false} /> },
          { key: 'bindings', label: t('tab.bindings'), children: <PhoneTable<FlowBinding> className="hos-binding-list" rowKey="subject" size="middle" scroll={{ x: 'max-content' }} loading={!bindings} dataSource={bindings ?? []} columns={bindingColumns} pagination={false} /> },
        ]}
      />
    </PageCard>
  );
}

export default FlowAdmin;
