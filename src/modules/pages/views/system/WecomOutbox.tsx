// Issue 32 §6, in 系统设置: the WeCom outbox: every queued message (to a person's WeCom or a group robot)
// with its status, attempts and WeCom's last answer worded in the reader's language, and a retry for the
// ones not sent.
import { useMemo } from 'react';
import { App, Button, Form, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { errcodeOf, wecomApi, type WecomOutboxRow } from '../../../../core/api/wecom.ts';
import { MAIL_KINDS } from '../../../../core/api/mail.ts';
import { cleanParams } from '../../../../core/pages/filters.ts';
import { wecom } from '../../../../core/i18n/locales/wecom.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable, actionsWidth } from '../../common/ListTable.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime } from '../../common/hooks.ts';
import { userTextCell } from '../../common/userText.ts';

const STATUS_COLOR: Record<string, string> = { pending: 'blue', sending: 'blue', sent: 'green', failed: 'red' };

export function WecomOutbox() {
  const t = usePageT();
  const runtime = useRuntime();
  const formatTime = useFormatTime();
  const api = useMemo(() => wecomApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [state, query] = useListQuery<WecomOutboxRow>((p) => api.outbox(cleanParams(p) as { pageIndex: number; pageSize: number }));
  const w = (key: string, o?: Record<string, unknown>) => t('wecom:' + key, o);
  const m = (key: string, o?: Record<string, unknown>) => t('mail:' + key, o);
  /** WeCom's answer: what the code means in the reader's language, then WeCom's own words */
  const errorText = (e: string) => {
    const code = errcodeOf(e);
    return code !== undefined && wecom['zh-CN'][`errcode.${code}`] ? `${w('errcode.' + code)} (${e})` : e;
  };
  const run = async (p: Promise<{ sent: number; failed: number }>, done?: string) => {
    try {
      const r = await p;
      void message.success(done ?? m('outbox.sentNow', r));
    } catch {
      // the http layer showed the server's message
    }
    void query.reload();
  };
  const columns: TableColumnsType<WecomOutboxRow> = [
    { title: m('outbox.createdAt'), dataIndex: 'createdAt', width: 150, render: (v: number) => formatTime(v) },
    {
      title: w('outbox.to'), key: 'to', width: 180, onCell: userTextCell,
      render: (_: unknown, r) => (r.targetKind === 'robot' ? w('outbox.robot', { name: r.userName }) : (
        <div style={{ minWidth: 0 }}>
          <div>{r.userName}</div>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.target }} style={{ display: 'block' }}>{r.target}</Typography.Text>
        </div>
      )),
    },
    { title: m('outbox.kind'), dataIndex: 'kind', width: 110, render: (v: string) => ((MAIL_KINDS as readonly string[]).includes(v) ? m('kind.' + v) : v === 'gradeI' ? w('gradeI.title') : v) },
    { title: w('outbox.content'), dataIndex: 'content', ellipsis: true, onCell: userTextCell },
    { title: m('outbox.status'), dataIndex: 'status', width: 100, render: (v: string) => <Tag color={STATUS_COLOR[v]}>{m('status.' + v)}</Tag> },
    { title: m('outbox.attempts'), dataIndex: 'attempts', width: 80, align: 'right' },
    {
      title: m('outbox.error'), key: 'error', width: 160, ellipsis: { showTitle: false },
      render: (_: unknown, r) => (r.lastError ? (
        <Tooltip title={errorText(r.lastError)}>
          <span>{errorText(r.lastError)}</span>
          {r.status === 'pending' && <><br /><Typography.Text type="secondary">{m('outbox.nextAt')}: {formatTime(r.nextAt)}</Typography.Text></>}
        </Tooltip>
      ) : ''),
    },
    {
      title: m('outbox.actions'), key: 'actions', width: actionsWidth([m('outbox.retry')], m('outbox.actions')), fixed: 'right',
      render: (_: unknown, r) => (r.status === 'failed' || (r.status === 'pending' && r.attempts > 0)
        ? <Button type="link" size="small" onClick={() => void run(api.retry(r.id), m('outbox.retried'))} data-testid="wecom-outbox-retry">{m('outbox.retry')}</Button>
        : null),
    },
  ];
  return (
    <div data-testid="wecom-outbox">
      <FilterBar
        onSearch={(f) => void query.setFilters(f)}
        extra={<Space wrap><Button onClick={() => void query.reload()}>{m('outbox.refresh')}</Button><Button onClick={() => void run(api.sendNow())}>{w('outbox.sendNow')}</Button></Space>}
      >
        <Form.Item name="status" label={m('outbox.status')}>
          <Select allowClear style={{ width: 140 }} placeholder={m('outbox.all')} options={['pending', 'sent', 'failed'].map((s) => ({ value: s, label: m('status.' + s) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </div>
  );
}
