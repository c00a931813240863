// The head of a record's page: where it stands in its flow (steps), its state, who acts and by when,
// grade, event type or technology class, the new technology an event names (issue 35 §3), reporter (or
// "anonymous"), copies.
import { Descriptions, Skeleton, Space, Steps, Tag, Typography } from 'antd';
import type { RecordDetail } from '../../../../core/api/records.ts';
import { assigneeNames, detailPath, eventTypeName, localText, stepKindKey } from '../../../../core/pages/records.ts';
import { DueCell, GradeTag, OutcomeTag, StateTag } from '../../common/RecordTags.tsx';
import { useEventTypes, useFormatTime, useLang, usePageT } from '../../common/hooks.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { RouteLink } from '../../common/RouteLink.tsx';
import { withUserText } from '../../../shared/UserText.tsx';

const DONE_STATES = ['archived', 'approved', 'suspended', 'stopped'];

function FlowSteps({ record }: { record: RecordDetail }) {
  const lang = useLang();
  const t = usePageT();
  // steps whose conditions do not hold for this record are skipped (a grade II event skips the grade I review)
  const steps = (record.flow?.steps ?? []).filter((s) => s.applies !== false);
  if (!steps.length) return null;
  // a returned record is with the submitter; it goes back to the step that returned it
  const at = steps.findIndex((s) => s.key === (record.stepKey ?? record.returnedFrom));
  const finished = at < 0 && DONE_STATES.includes(record.state);
  const current = at >= 0 ? at : finished ? steps.length : 0;
  const status = record.state === 'rejected' || record.state === 'stopped' ? 'error' : record.state === 'returned' || record.overdue ? 'wait' : 'process';
  return (
    <Steps
      className="hos-flow-steps"
      size="small"
      current={current}
      status={at < 0 && !finished ? 'wait' : status}
      style={{ marginBottom: 16 }}
      items={steps.map((s) => ({ title: localText(s.name, lang), content: t(stepKindKey(s.kind)) }))}
    />
  );
}

/** The technology an event names: its name links to its application's record when it came from one. */
function NamedTech({ tech, navigate }: { tech: NonNullable<RecordDetail['tech']>; navigate(path: string): void }) {
  const t = usePageT();
  return (
    <span className="hos-record-tech" data-id={tech.id}>
      {tech.recordId !== null
        ? <RouteLink className="hos-record-tech-link" data-user-text="" to={detailPath({ id: tech.recordId, module: 'xjsxxm' })} navigate={navigate}>{tech.techName}</RouteLink>
        : <span data-user-text="">{tech.techName}</span>}
      {withUserText(t, 'techCodeAfter', 'code', tech.techCode)}
    </span>
  );
}

export function RecordHeader({ record, navigate }: { record: RecordDetail; navigate(path: string): void }) {
  const t = usePageT();
  const lang = useLang();
  const formatTime = useFormatTime();
  const types = useEventTypes();
  const tech = record.module === 'xjsxxm';
  return (
    <>
      <FlowSteps record={record} />
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} style={{ marginBottom: 16 }} className="hos-record-info">
        <Descriptions.Item label={t('status')}>
          <Space size={4} wrap><StateTag state={record.state} />{record.reviewOutcome && <OutcomeTag outcome={record.reviewOutcome} />}</Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('currentStep')}><span className="hos-current-step">{localText(record.stepName, lang) || '-'}</span></Descriptions.Item>
        <Descriptions.Item label={t('assignees')}><span className="hos-assignees" data-user-text="">{assigneeNames(record, 10, lang) || '-'}</span></Descriptions.Item>
        <Descriptions.Item label={t('dueAt')}><DueCell record={record} /></Descriptions.Item>
        {tech ? (
          <Descriptions.Item label={t('techClass')}>{record.techKind ? t('techKind_' + record.techKind) : '-'}</Descriptions.Item>
        ) : (
          <>
            <Descriptions.Item label={t('grade')}>{record.grade ? <GradeTag grade={record.grade} full /> : '-'}</Descriptions.Item>
            <Descriptions.Item label={t('eventType')}>
              {/* never the code: a placeholder until the dictionary is here */}
              {record.eventType && !types.length
                ? <Skeleton.Input className="hos-event-type-loading" active size="small" style={{ width: 80, minWidth: 80, height: 16 }} aria-busy="true" />
                : <span className="hos-event-type-name">{eventTypeName(types, record.eventType, lang) || '-'}</span>}
            </Descriptions.Item>
            {record.tech && <Descriptions.Item label={t('techInvolved')}><NamedTech tech={record.tech} navigate={navigate} /></Descriptions.Item>}
          </>
        )}
        <Descriptions.Item label={t(tech ? 'applicant' : 'reporter')}>
          <Space size={4}>
            <span className="hos-reporter" data-user-text="">{record.createdByName}</span>
            {record.anonymous && <Tag className="hos-anonymous-tag">{t('anonymous')}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('dept')}><DeptName row={record} /></Descriptions.Item>
        <Descriptions.Item label={t('submittedAt')}>{formatTime(record.submittedAt) || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('flow')}>
          {record.flow ? <Typography.Text><span data-user-text="">{localText(record.flow.name, lang)}</span>{` v${record.flow.version}`}</Typography.Text> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('ccTo')} span={2}>
          <span className="hos-record-cc">{record.cc?.length ? record.cc.map((c) => <Tag key={c.userId} data-user-text="">{c.deptName ? `${c.name}（${c.deptName}）` : c.name}</Tag>) : '-'}</span>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
