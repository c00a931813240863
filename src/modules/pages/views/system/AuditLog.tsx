// /newUpms/audit (issue 33 §5): the audit administrator reads the audit log: filters by user, event (a
// prefix takes its sub-events), days (the hospital's calendar) and record; newest first, paged; the
// matching rows as XLSX with the same filters (demo/server/audit/export.ts). Texts: the `audit` locale.
import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Form, Input, Select, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ViewProps } from '../../types.ts';
import { auditApi, type AuditRow } from '../../../../core/api/audit.ts';
import { AUDIT_EVENT_FILTERS, auditQuery, detailKeyText, detailPairs, detailText, eventTextKey } from '../../../../core/audit/auditView.ts';
import { cleanParams } from '../../../../core/pages/filters.ts';
import { blobError, downloadName } from '../../../../core/pages/download.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { audit } from '../../../../core/i18n/locales/audit.ts';
import { useNamespaceT } from '../../../shared/hooks.ts';
import { saveFile } from '../../common/download.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import type { ListColumn } from '../../common/ListCards.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useFormatTime, useListQuery, useRuntime, useTimeZone } from '../../common/hooks.ts';
import { userTextCell } from '../../common/userText.ts';

provideNamespaces({ audit });

const OUTCOME_COLORS: Record<string, string> = { ok: 'green', refused: 'orange', failed: 'red' };

interface FilterValues { username?: string; event?: string; days?: [Dayjs | null, Dayjs | null] | null; recordId?: string }

/** a value is one token: never broken inside a word (a narrow column cuts it with an ellipsis; the whole detail is the title) */
const CODE = { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' } as const;

export function AuditLog({ route }: ViewProps) {
  const t = useNamespaceT('audit');
  const formatTime = useFormatTime();
  const timeZone = useTimeZone();
  const runtime = useRuntime();
  const api = useMemo(() => auditApi(runtime), [runtime]);
  const { message } = App.useApp();
  const [state, query] = useListQuery<AuditRow>((p) => api.list(cleanParams(p)));
  const [exporting, setExporting] = useState(false);
  const eventText = (e: string) => { const k = eventTextKey(e); return k ? t(k) : e; };
  const label = (f: string) => { const k = detailKeyText(f); return k ? t(k) : f; };

  const search = (v: Record<string, unknown>) => {
    const f = v as FilterValues;
    const [b, e] = f.days ?? [];
    void query.setFilters(auditQuery({ username: f.username, event: f.event, beginDay: b?.format('YYYY-MM-DD'), endDay: e?.format('YYYY-MM-DD'), recordId: f.recordId }, timeZone));
  };
  const exportXlsx = async () => {
    setExporting(true);
    try {
      const blob = await api.exportXlsx(state.filters as Record<string, string>);
      const err = await blobError(blob);
      if (err) void message.error(err);
      else saveFile(blob, downloadName(route.title || t('sheet.audit'), 'xlsx'));
    } catch {
      // shown by the http layer
    } finally {
      setExporting(false);
    }
  };

  const columns: Array<ListColumn<AuditRow>> = [
    { title: t('time'), dataIndex: 'at', key: 'time', width: 170, card: 'meta', render: (v: number) => formatTime(v, true) },
    {
      title: t('user'), key: 'user', width: 150, card: 'meta', onCell: userTextCell,
      render: (_v, r) => (r.name && r.name !== r.username
        ? <span className="hos-audit-user-cell">{r.name} <Typography.Text type="secondary">{r.username}</Typography.Text></span>
        : <span className="hos-audit-user-cell">{r.username}</span>),
    },
    { title: t('event'), dataIndex: 'event', key: 'title', width: 150, card: 'title', render: (v: string) => <span className="hos-audit-event">{eventText(v)}</span> },
    {
      title: t('outcome'), dataIndex: 'outcome', key: 'status', width: 90, card: 'status',
      render: (v: string) => <Tag color={OUTCOME_COLORS[v]}>{t(`outcome.${v}`)}</Tag>,
    },
    { title: t('record'), dataIndex: 'recordId', key: 'record', width: 90, card: 'meta', render: (v: number | null) => v ?? '' },
    { title: t('address'), dataIndex: 'ip', key: 'ip', width: 140, card: 'meta' },
    {
      // labels from the locale, values as the server stored them (code: routes, filters, ids)
      title: t('detail'), key: 'detail', card: 'meta', ellipsis: true,
      render: (_v, r) => {
        const pairs = detailPairs(r.detail);
        if (!pairs.length) return '';
        return (
          <span className="hos-audit-detail" title={detailText(r.detail, label)}>
            {pairs.map(([k, v], i) => (
              <span key={k}>{i > 0 && '; '}{detailKeyText(k) ? <>{label(k)}: <code style={CODE}>{v}</code></> : <code style={CODE}>{k}: {v}</code>}</span>
            ))}
          </span>
        );
      },
    },
  ];

  return (
    <PageCard title={route.title || t('sheet.audit')} extra={(
      <Button className="hos-audit-export" loading={exporting} onClick={() => void exportXlsx()}>{t('export')}</Button>
    )}>
      <FilterBar onSearch={search}>
        <Form.Item name="username" label={t('user')}><Input allowClear className="hos-audit-user" style={{ width: 140 }} /></Form.Item>
        <Form.Item name="event" label={t('event')}>
          <Select
            allowClear
            className="hos-audit-event-filter"
            placeholder={t('allEvents')}
            style={{ width: 170 }}
            options={AUDIT_EVENT_FILTERS.map((e) => ({ value: e, label: t(`event.${e}`) }))}
          />
        </Form.Item>
        <Form.Item name="days" label={t('time')}><DatePicker.RangePicker className="hos-audit-days" /></Form.Item>
        <Form.Item name="recordId" label={t('record')}><Input allowClear className="hos-audit-record" inputMode="numeric" style={{ width: 140 }} placeholder={t('recordHint')} /></Form.Item>
      </FilterBar>
      <ListTable<AuditRow> className="hos-audit-list" state={state} query={query} columns={columns} rowKey={(r) => String(r.id)} scrollX="fit" listId="newUpms/audit" />
    </PageCard>
  );
}
