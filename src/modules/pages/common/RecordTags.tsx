// Small labels of a record: its state, grade, review outcome, the due time with the overdue badge.
// Stable classes (hos-state-<state>, hos-grade-<g>, hos-overdue) so tests and print find them. States and
// grades read through their dictionaries (record_state, event_grade: an administrator may reword them),
// the locale's words until the dictionaries have loaded or when an entry is missing.
import { Space, Tag, Tooltip } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { Grade, ReviewOutcome, WfState } from '../../../core/workflow/types.ts';
import { GRADE_COLORS, OUTCOME_COLORS, STATE_COLORS, dueView, gradeKey, outcomeKey, stateKey } from '../../../core/pages/records.ts';
import type { RecordListItem } from '../../../core/api/records.ts';
import { useLang, usePageT, useTimeZone } from './hooks.ts';
import { useDicts } from './useDicts.ts';

export function StateTag({ state }: { state: WfState }) {
  const t = usePageT();
  const dicts = useDicts();
  return <Tag color={STATE_COLORS[state] ?? 'default'} className={'hos-state hos-state-' + state} data-state={state}>{dicts.label('record_state', state, t(stateKey(state)))}</Tag>;
}

/** The grade as "II 级" with the full name (不良后果事件) on hover. */
export function GradeTag({ grade, full = false }: { grade: Grade | null | undefined; full?: boolean }) {
  const t = usePageT();
  const dicts = useDicts();
  if (!grade) return null;
  const name = dicts.label('event_grade', grade, t(gradeKey(grade)));
  const tag = <Tag color={GRADE_COLORS[grade]} className={'hos-grade hos-grade-' + grade}>{full ? name : t('gradeShort', { grade })}</Tag>;
  return full ? tag : <Tooltip title={name}>{tag}</Tooltip>;
}

export function OutcomeTag({ outcome }: { outcome: ReviewOutcome | null | undefined }) {
  const t = usePageT();
  if (!outcome) return null;
  return <Tag color={OUTCOME_COLORS[outcome]} className={'hos-outcome hos-outcome-' + outcome}>{t(outcomeKey(outcome))}</Tag>;
}

export function OverdueTag() {
  const t = usePageT();
  return <Tag color="red" className="hos-overdue" icon={<ClockCircleOutlined />}>{t('overdue')}</Tag>;
}

/** The due time of the current step and, past it, the overdue badge (the server's flag). */
export function DueCell({ record }: { record: Pick<RecordListItem, 'dueAt' | 'overdue' | 'state'> }) {
  const due = dueView(record, useLang(), useTimeZone());
  if (!due.text) return <span className="hos-due">-</span>;
  return (
    <Space size={4} className="hos-due" wrap>
      <span style={due.overdue ? { color: '#cf1322' } : undefined}>{due.text}</span>
      {due.overdue && <OverdueTag />}
    </Space>
  );
}
