// The rectification measures of an event (`.hos-measures`): what, owner, deadline, status, the owner's
// note and evidence, and the actions the server allows on each one (measureActions): report done,
// verify, send back. Buttons: `[data-action][data-measure-id]`.
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { WfAction } from '../../../core/workflow/types.ts';
import type { Measure, RecordDetail } from '../../../core/api/records.ts';
import { actionKey, measureStatusKey } from '../../../core/pages/records.ts';
import { MEASURE_ACTIONS } from '../../../core/pages/recordActions.ts';
import { AttachmentLinks } from './Attachments.tsx';
import { useFormatTime, usePageT } from './hooks.ts';
import { userTextCell } from './userText.ts';
import type { RcaCause } from '../../../core/rca/types.ts';
import './rcaTexts.ts';
import { PhoneTable } from './PhoneTable.tsx';

const STATUS_COLORS: Record<string, string> = { open: 'orange', done: 'processing', verified: 'success' };

export interface MeasuresTableProps {
  record: Pick<RecordDetail, 'measures' | 'measureActions'>;
  onAction(action: WfAction, measure: Measure): void;
  /** the record's analysis causes: a measure linked to one shows which it addresses (issue 26 §1) */
  causes?: readonly RcaCause[];
}

export function MeasuresTable({ record, onAction, causes }: MeasuresTableProps) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const columns: TableColumnsType<Measure> = [
    { title: t('index'), key: 'i', width: 56, render: (_v, _m, i) => i + 1 },
    {
      title: t('measureWhat'), dataIndex: 'what',
      render: (v: string, m) => {
        const cause = m.causeId ? causes?.find((c) => c.id === m.causeId) : undefined;
        return (
          <>
            <span style={{ whiteSpace: 'pre-wrap' }} data-user-text="">{v}</span>
            {cause && <div className="hos-measure-cause-of" data-cause-id={cause.id}><Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('rca:addresses')}<span data-user-text="">{cause.text}</span></Typography.Text></div>}
          </>
        );
      },
    },
    { title: t('measureOwner'), dataIndex: 'ownerName', width: 100, onCell: userTextCell },
    { title: t('measureDeadline'), dataIndex: 'deadline', width: 150, render: (v: Measure['deadline']) => formatTime(v) },
    {
      title: t('status'), dataIndex: 'status', width: 130,
      render: (s: string, m) => (
        <Space size={2} wrap>
          <Tag color={STATUS_COLORS[s]} className={'hos-measure-status hos-measure-' + s}>{t(measureStatusKey(s))}</Tag>
          {m.sentBack > 0 && <Typography.Text type="warning" style={{ fontSize: 12 }}>{t('sentBackTimes', { count: m.sentBack })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('completion'), key: 'note',
      render: (_v, m) => (
        <div>
          {m.note && <div style={{ whiteSpace: 'pre-wrap' }} data-user-text="">{m.note}</div>}
          <AttachmentLinks list={m.evidence} />
          {m.doneAt && <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('doneAt', { time: formatTime(m.doneAt) })}</Typography.Text></div>}
          {m.verifiedAt && <div><Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('verifiedAt', { time: formatTime(m.verifiedAt) })}</Typography.Text></div>}
        </div>
      ),
    },
    {
      title: t('actions'), key: 'a', width: 200,
      render: (_v, m) => {
        const allowed = (record.measureActions?.[String(m.id)] ?? []).filter((a) => MEASURE_ACTIONS.includes(a));
        return (
          <Space size={0} wrap>
            {allowed.map((a) => (
              <Button key={a} size="small" type="link" danger={a === 'sendBackMeasure'} className={'hos-measure-action'} data-action={a} data-measure-id={m.id} onClick={() => onAction(a, m)}>
                {t(actionKey(a))}
              </Button>
            ))}
          </Space>
        );
      },
    },
  ];
  return (
    <PhoneTable<Measure> scrollOk
      className="hos-measures"
      size="small"
      rowKey="id"
      columns={columns}
      dataSource={record.measures}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(m) => ({ 'data-measure-id': m.id, className: 'hos-measure' } as React.HTMLAttributes<HTMLElement>)}
      locale={{ emptyText: t('noMeasures') }}
    />
  );
}
