// Issue 26 §4, in 系统设置: the SMTP settings of the e-mail reminders (off by default; the saved password
// is never shown, only that one is saved), a test e-mail, and the outbox: every queued e-mail with its
// status (pending, sent, failed with the error and attempts) and a retry for the ones not sent.
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Checkbox, Divider, Form, Input, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { TableColumnsType } from 'antd';
import { mailApi, MAIL_TLS, type MailSettings, type MailSettingsInput, type OutboxRow } from '../../../../core/api/mail.ts';
import { cleanParams } from '../../../../core/pages/filters.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { mail } from '../../../../core/i18n/locales/mail.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable, actionsWidth } from '../../common/ListTable.tsx';
import { useFormatTime, useListQuery, usePageT, useRuntime } from '../../common/hooks.ts';
import { userTextCell } from '../../common/userText.ts';

provideNamespaces({ mail });

const STATUS_COLOR: Record<string, string> = { pending: 'blue', sending: 'blue', sent: 'green', failed: 'red' };

type FormValues = MailSettingsInput;

function SmtpForm() {
  const t = usePageT();
  const runtime = useRuntime();
  const api = useMemo(() => mailApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [current, setCurrent] = useState<MailSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [testTo, setTestTo] = useState('');
  const [testing, setTesting] = useState(false);
  useEffect(() => {
    api.settings().then((s) => { setCurrent(s); form.setFieldsValue({ ...s, password: '', clearPassword: false }); }, () => undefined);
  }, [api, form]);
  const m = (key: string, o?: Record<string, unknown>) => t('mail:' + key, o);

  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      const { password, ...rest } = v;
      const s = await api.saveSettings({ ...rest, port: Number(v.port), ...(password ? { password } : {}) });
      setCurrent(s);
      form.setFieldsValue({ password: '', clearPassword: false });
      void message.success(m('settings.saved'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    try {
      await api.test(testTo.trim());
      void message.success(m('settings.testSent'));
    } catch {
      // the http layer showed the server's message
    } finally {
      setTesting(false);
    }
  };
  if (!current) return null;
  return (
    <Form form={form} labelCol={{ flex: '180px' }} style={{ maxWidth: 720 }} data-testid="mail-settings">
      <Form.Item name="enabled" label={m('settings.enabled')} valuePropName="checked" extra={m('settings.enabledHint')}><Switch data-testid="mail-enabled" /></Form.Item>
      <Form.Item name="host" label={m('settings.host')}><Input maxLength={200} placeholder={m('ph.host')} data-user-text="" /></Form.Item>
      <Form.Item name="port" label={m('settings.port')} rules={[{ required: true, message: t('required') }]}><InputNumber min={1} max={65535} precision={0} style={{ width: 160 }} /></Form.Item>
      <Form.Item name="tls" label={m('settings.tls')}>
        <Select style={{ maxWidth: 320 }} options={MAIL_TLS.map((v) => ({ value: v, label: m('tls.' + v) }))} />
      </Form.Item>
      <Form.Item name="from" label={m('settings.from')}><Input maxLength={200} placeholder={m('ph.from')} data-user-text="" /></Form.Item>
      <Form.Item name="user" label={m('settings.user')}><Input maxLength={200} autoComplete="off" data-user-text="" /></Form.Item>
      <Form.Item name="password" label={m('settings.password')}
        validateStatus={current.passwordUnreadable ? 'warning' : undefined}
        help={current.passwordUnreadable ? m('server.passwordUnreadable') : undefined}
        extra={current.hasPassword ? m('settings.passwordKept') : m('settings.passwordNone')}>
        <Input.Password maxLength={500} autoComplete="new-password" />
      </Form.Item>
      {current.hasPassword && (
        <Form.Item name="clearPassword" label=" " colon={false} className="hos-no-label" valuePropName="checked"><Checkbox>{m('settings.clearPassword')}</Checkbox></Form.Item>
      )}
      <Form.Item name="appUrl" label={m('settings.appUrl')} extra={m('settings.appUrlHint')}><Input maxLength={500} placeholder={m('ph.appUrl')} data-user-text="" /></Form.Item>
      <Form.Item label=" " colon={false} className="hos-no-label">
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="mail-save">{m('settings.save')}</Button>
      </Form.Item>
      <Form.Item label={m('settings.testTo')}>
        <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
          <Input value={testTo} onChange={(e) => setTestTo(e.target.value)} maxLength={200} placeholder={m('ph.testTo')} aria-label={m('settings.testTo')} />
          <Button loading={testing} disabled={!testTo.trim()} onClick={() => void test()}>{m('settings.test')}</Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

function Outbox() {
  const t = usePageT();
  const runtime = useRuntime();
  const formatTime = useFormatTime();
  const api = useMemo(() => mailApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [state, query] = useListQuery<OutboxRow>((p) => api.outbox(cleanParams(p) as { pageIndex: number; pageSize: number }));
  const m = (key: string, o?: Record<string, unknown>) => t('mail:' + key, o);
  const run = async (p: Promise<{ sent: number; failed: number }>, done?: string) => {
    try {
      const r = await p;
      void message.success(done ?? m('outbox.sentNow', r));
    } catch {
      // the http layer showed the server's message
    }
    void query.reload();
  };
  const columns: TableColumnsType<OutboxRow> = [
    { title: m('outbox.createdAt'), dataIndex: 'createdAt', width: 150, render: (v: number) => formatTime(v) },
    {
      title: m('outbox.to'), key: 'to', width: 200, onCell: userTextCell,
      render: (_: unknown, r) => (
        <div style={{ minWidth: 0 }}>
          <div>{r.userName}</div>
          <Typography.Text type="secondary" ellipsis={{ tooltip: r.toAddr }} style={{ display: 'block' }}>{r.toAddr}</Typography.Text>
        </div>
      ),
    },
    { title: m('outbox.kind'), dataIndex: 'kind', width: 100, render: (v: string) => m('kind.' + v) },
    // the subject takes what is left (the table fits 1366 px without scrolling sideways)
    { title: m('outbox.subject'), dataIndex: 'subject', ellipsis: true, onCell: userTextCell },
    {
      title: m('outbox.status'), dataIndex: 'status', width: 100,
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{m('status.' + v)}</Tag>,
    },
    { title: m('outbox.attempts'), dataIndex: 'attempts', width: 80, align: 'right' },
    {
      title: m('outbox.error'), key: 'error', width: 160, ellipsis: { showTitle: false },
      render: (_: unknown, r) => (r.lastError ? (
        <Tooltip title={r.lastError}>
          <span>{r.lastError}</span>
          {r.status === 'pending' && <><br /><Typography.Text type="secondary">{m('outbox.nextAt')}: {formatTime(r.nextAt)}</Typography.Text></>}
        </Tooltip>
      ) : ''),
    },
    {
      title: m('outbox.actions'), key: 'actions', width: actionsWidth([m('outbox.retry')], m('outbox.actions')), fixed: 'right',
      render: (_: unknown, r) => (r.status === 'failed' || (r.status === 'pending' && r.attempts > 0)
        ? <Button type="link" size="small" onClick={() => void run(api.retry(r.id), m('outbox.retried'))} data-testid="outbox-retry">{m('outbox.retry')}</Button>
        : null),
    },
  ];
  return (
    <div data-testid="mail-outbox">
      <FilterBar
        onSearch={(f) => void query.setFilters(f)}
        extra={<Space wrap><Button onClick={() => void query.reload()}>{m('outbox.refresh')}</Button><Button onClick={() => void run(api.sendNow())}>{m('outbox.sendNow')}</Button></Space>}
      >
        <Form.Item name="status" label={m('outbox.status')}>
          <Select allowClear style={{ width: 140 }} placeholder={m('outbox.all')} options={['pending', 'sent', 'failed'].map((s) => ({ value: s, label: m('status.' + s) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </div>
  );
}

/** The e-mail part of the system settings page: SMTP settings, then the outbox. */
export function MailSection() {
  const t = usePageT();
  return (
    <section aria-label={t('mail:settings.title')}>
      {/* as wide as the settings form above it, like the other sections' titles */}
      <Divider titlePlacement="start" style={{ maxWidth: 720, minWidth: 0 }}>{t('mail:settings.title')}</Divider>
      <SmtpForm />
      <Divider titlePlacement="start">{t('mail:outbox.title')}</Divider>
      <Outbox />
    </section>
  );
}
