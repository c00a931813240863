// /quality/mySheets: the inspector's work: every department of the open rounds I inspect, with its
// sheet's state; opening one goes to the scoring sheet (/quality/sheet?round=&dept=). On a phone (below
// 576 px, issue 32 §3) each department is a card named by the whole department, its round and period below.
import { Button, Empty, Grid, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ListCards, cardColumns, type ListColumn } from '../../common/ListCards.tsx';
import type { ViewProps } from '../../types.ts';
import type { MySheet } from '../../../../core/api/quality.ts';
import { PageCard } from '../../common/PageCard.tsx';
import { useDeptNames, useLoaded, useNumber, useQualityApi, useQualityT } from './useQuality.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { useFormatTime, useLang } from '../../common/hooks.ts';
import { userTextCell } from '../../common/userText.ts';
import { formatDay } from '../../../../core/i18n/format.ts';

const COLOR = { none: 'default', draft: 'processing', submitted: 'success' } as const;

export const sheetPath = (roundId: number, dept: string) => `/quality/sheet?round=${roundId}&dept=${encodeURIComponent(dept)}`;

export function MySheets({ route, navigate }: ViewProps) {
  const t = useQualityT();
  const lang = useLang();
  const formatTime = useFormatTime();
  const api = useQualityApi();
  const num = useNumber();
  const dept = useDeptNames();
  const [rows] = useLoaded<MySheet[] | null>(() => api.mySheets(), null);
  const phone = Grid.useBreakpoint().sm === false;
  const columns: Array<ListColumn<MySheet>> = [
    { title: t('round'), dataIndex: 'roundName', card: 'meta', onCell: (r, i) => ({ 'data-user-text': '', rowSpan: i !== undefined && i > 0 && rows?.[i - 1]?.roundId === r.roundId ? 0 : rows?.filter((x) => x.roundId === r.roundId).length }) },
    { title: t('period'), key: 'period', render: (_v, r) => `${formatDay(r.periodStart, lang)} ~ ${formatDay(r.periodEnd, lang)}`, onCell: (r, i) => ({ rowSpan: i !== undefined && i > 0 && rows?.[i - 1]?.roundId === r.roundId ? 0 : rows?.filter((x) => x.roundId === r.roundId).length }) },
    { title: t('department'), dataIndex: 'deptName', card: 'title', render: (v: string) => <DeptName row={dept.row(v)} /> },
    { title: t('roundStatus'), dataIndex: 'status', card: 'status', render: (s: MySheet['status']) => <Tag color={COLOR[s]}>{t('sheetStatus.' + s)}</Tag> },
    { title: t('score'), key: 'score', render: (_v, r) => (r.total === null ? '' : `${num(r.total)} / ${num(r.maxScore)}`) },
    { title: t('inspector'), dataIndex: 'inspectorName', onCell: userTextCell },
    { title: t('updatedAt'), dataIndex: 'updatedAt', render: (v: string) => formatTime(v) },
    {
      title: t('actions'), key: 'a', card: 'action',
      render: (_v, r) => (
        <Button size="small" type={r.status === 'submitted' ? 'link' : 'primary'} className="hos-score-dept" onClick={() => navigate(sheetPath(r.roundId, r.deptName))}>
          {t(r.status === 'submitted' ? 'view' : r.status === 'draft' ? 'continueScoring' : 'startScoring')}
        </Button>
      ),
    },
  ];
  return (
    <PageCard title={route.title}>
      {rows && !rows.length
        ? <Empty description={<Typography.Text type="secondary">{t('noSheets')}</Typography.Text>} />
        : phone
          ? <ListCards<MySheet> className="hos-my-sheets" columns={cardColumns(columns)} rows={rows ?? []} loading={!rows} rowKey={(r) => `${r.roundId}:${r.deptName}`} />
          : <Table<MySheet> className="hos-my-sheets" size="middle" scroll={{ x: 'max-content' }} rowKey={(r) => `${r.roundId}:${r.deptName}`} loading={!rows} dataSource={rows ?? []} columns={columns as TableColumnsType<MySheet>} pagination={false} bordered />}
    </PageCard>
  );
}
