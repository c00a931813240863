// Columns the technology record lists share: state, current step, who acts, due time with the overdue
// badge, review outcome, class. What they show comes from the server's list item; the colours and
// formats from the core helpers of the record pages.
import { Button, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import type { TechRecord } from '../../../../core/api/tech.ts';
import { OUTCOME_COLORS, STATE_COLORS, assigneeNames, dueView, localText, outcomeKey, stateKey } from '../../../../core/pages/records.ts';
import type { ReviewOutcome, WfState } from '../../../../core/workflow/types.ts';
import { useLang, useTechT } from './useTech.ts';
import { useFormatTime, useTimeZone } from '../../common/hooks.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { RouteLink } from '../../common/RouteLink.tsx';
import { userTextCell } from '../../common/userText.ts';

/** Lower-priority columns of the work lists: shown from 1600 px (the record page has them). */
const WIDE: Breakpoint[] = ['xxl'];

/** States in which a technology has (or awaits) periodic reviews: an outcome means something only there. */
const REVIEWED_STATES: string[] = ['approved', 'suspended', 'stopped'];

export function StateTag({ state }: { state: string }) {
  const t = useTechT();
  return <Tag color={STATE_COLORS[state as WfState] ?? 'default'} className={'hos-state hos-state-' + state}>{t(stateKey(state))}</Tag>;
}

export function KindTag({ kind }: { kind: string | null | undefined }) {
  const t = useTechT();
  if (kind !== 'limit' && kind !== 'unlimit') return null;
  return <Tag color={kind === 'limit' ? 'magenta' : 'geekblue'} className={'hos-kind-' + kind}>{t('kind.' + kind)}</Tag>;
}

export function OutcomeTag({ outcome }: { outcome: string | null | undefined }) {
  const t = useTechT();
  if (!outcome) return <Typography.Text type="secondary">{t('noOutcome')}</Typography.Text>;
  return <Tag color={OUTCOME_COLORS[outcome as ReviewOutcome] ?? 'default'} className={'hos-outcome hos-outcome-' + outcome}>{t(outcomeKey(outcome))}</Tag>;
}

export function DueCell({ row }: { row: Pick<TechRecord, 'dueAt' | 'overdue' | 'state'> }) {
  const t = useTechT();
  const due = dueView(row as Parameters<typeof dueView>[0], useLang(), useTimeZone());
  if (!due.text) return <>-</>;
  return (
    <Space size={4} wrap={false} style={{ whiteSpace: 'nowrap' }}>
      <span>{due.text}</span>
      {due.overdue && <Tag color="red" className="hos-overdue">{t('overdue')}</Tag>}
    </Space>
  );
}

/**
 * The usual columns of a technology record list. With `href` the name is a real link to the record and a
 * 查看 action closes the row (work lists); else `open` runs on a click of the name.
 */
export function useRecordColumns(opts: {
  open(row: TechRecord): void; href?(row: TechRecord): string; navigate?(path: string): void;
  applicant?: boolean; outcome?: boolean; submitted?: boolean; due?: 'due' | 'nextReview'; drafts?: boolean;
}): TableColumnsType<TechRecord> {
  const t = useTechT();
  const lang = useLang();
  const formatTime = useFormatTime();
  const workColumns: TableColumnsType<TechRecord> = [
    { title: t('step'), key: 'step', width: 120, render: (_: unknown, r: TechRecord) => localText(r.stepName, lang) || '-' },
    { title: t('assignees'), key: 'assignees', width: 100, ellipsis: true, onCell: userTextCell, render: (_: unknown, r: TechRecord) => assigneeNames(r, 3, lang) || '-' },
    { title: t(opts.due === 'nextReview' ? 'nextReview' : 'dueAt'), key: 'due', width: 170, render: (_: unknown, r: TechRecord) => <DueCell row={r} /> },
    ...(opts.outcome ? [{ title: t(opts.due === 'nextReview' ? 'lastOutcome' : 'outcome'), dataIndex: 'reviewOutcome', width: 120, render: (o: string | null, r: TechRecord) => (REVIEWED_STATES.includes(r.state) ? <OutcomeTag outcome={o} /> : '-') }] : []),
    ...(opts.submitted ? [{ title: t('submittedAt'), dataIndex: 'submittedAt', width: 150, responsive: WIDE, render: (v: string | null) => formatTime(v) || '-' }] : []),
  ];
  return [
    {
      // work lists ('fit' tables): the name takes what the other columns leave
      title: t('techName'), dataIndex: 'title', ellipsis: true, ...(opts.href ? {} : { width: 200 }), onCell: userTextCell,
      render: (v: string, r) => (opts.href && opts.navigate
        ? <RouteLink className="hos-tech-open" data-action="open" data-id={r.id} to={opts.href(r)} navigate={opts.navigate}>{v || '-'}</RouteLink>
        : <Typography.Link className="hos-tech-open" data-action="open" onClick={() => opts.open(r)}>{v || '-'}</Typography.Link>),
    },
    { title: t('kind'), dataIndex: 'techKind', width: 110, render: (k: string) => <KindTag kind={k} /> },
    { title: t('dept'), key: 'dept', width: 90, ellipsis: true, render: (_v: unknown, r: TechRecord) => <DeptName row={r} />, ...(opts.href ? { responsive: WIDE } : {}) },
    ...(opts.applicant ? [{ title: t('applicant'), dataIndex: 'createdByName', width: 90, ellipsis: true, responsive: WIDE, onCell: userTextCell }] : []),
    { title: t('state'), dataIndex: 'state', width: 84, render: (s: string) => <StateTag state={s} /> },
    // a draft waits for nobody: no step, handler or due time
    ...(opts.drafts ? [{ title: t('updatedAt'), dataIndex: 'updatedAt', width: 150, render: (v: string) => formatTime(v) || '-' }] : []),
    ...(opts.drafts ? [] : workColumns),
    ...(opts.href ? [{
      title: t('actions'), key: 'a', fixed: 'right' as const, width: 72,
      render: (_: unknown, r: TechRecord) => (
        <Button size="small" type="link" className="hos-open" data-id={r.id} aria-label={`${t('view')} ${r.title}`} onClick={() => opts.open(r)}>{t('view')}</Button>
      ),
    }] : []),
  ];
}
