// The root-cause analysis of an unsafe event, a section of its detail page (issue 26 §1,
// `.hos-rca`): the investigation team (named by the analysis step's assignees), the problem, the
// sequence of facts, the fishbone with its nested list, the why chains and the root causes with their
// measures. Team members edit it at the analysis step and save it as a new revision; others read it.
import { DeptName } from '../../common/DeptName.tsx';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Select, Space, Spin, Tag, Typography } from 'antd';
import { RedoOutlined, RiseOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import type { Measure, RecordDetail } from '../../../../core/api/records.ts';
import { setProblem } from '../../../../core/rca/commands.ts';
import { unaddressedRootCauses } from '../../../../core/rca/validate.ts';
import { ccOptions } from '../../../../core/pages/records.ts';
import { useFormatTime, useMayRunPdca, usePageT, useUsers } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';
import type { AnalysisState } from './useAnalysis.ts';
import { CommitInput } from './CommitInput.tsx';
import { FishboneEditor } from './Fishbone.tsx';
import { FactsTable, RootCauses, WhyChains } from './AnalysisParts.tsx';
import { MergePanel } from './MergePanel.tsx';

function TeamPicker({ state }: { state: AnalysisState }) {
  const t = usePageT();
  const users = useUsers();
  const options = useMemo(() => ccOptions(users, null), [users]);
  const team = state.view?.team ?? [];
  const [ids, setIds] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const value = ids ?? team.map((m) => m.id);
  return (
    <Space wrap className="hos-rca-team-picker" style={{ width: '100%' }}>
      <Select mode="multiple" className="hos-rca-team-select" style={{ minWidth: 260, maxWidth: '100%' }} aria-label={t('rca:pickTeam')} placeholder={t('rca:pickTeam')}
        showSearch={{ optionFilterProp: 'label' }} options={options} value={value} onChange={(v: number[]) => setIds(v)} maxCount={30}
        optionRender={(o) => <span {...USER_TEXT}>{o.label}</span>} labelRender={(o) => <span {...USER_TEXT}>{o.label}</span>} />
      <Button className="hos-rca-save-team" loading={busy} disabled={!ids} onClick={async () => {
        setBusy(true);
        if (await state.setTeam(value)) setIds(null);
        setBusy(false);
      }}>{t('rca:saveTeam')}</Button>
    </Space>
  );
}

export function AnalysisSection({ record, state, onPropose, navigate }: {
  record: RecordDetail; state: AnalysisState; onPropose?(causeId: string): void;
  /** opens a page of the app (the improvement project started from a finished analysis) */
  navigate?(to: string): void;
}) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const mayRunPdca = useMayRunPdca();
  const { view, older } = state;
  // an earlier revision is shown read-only in place of the current one
  const analysis = older?.analysis ?? state.analysis;
  const measures = record.measures as Measure[];
  const unaddressed = useMemo(() => new Set(analysis ? unaddressedRootCauses(analysis, measures).map((c) => c.id) : []), [analysis, measures]);

  if (!view || !analysis) {
    return (
      <Card size="small" title={t('rca:title')} className="hos-rca" style={{ marginBottom: 16 }}>
        {state.error
          ? <Alert type="error" showIcon title={t('rca:loadFailed')} action={<Button onClick={() => void state.reload()}>{t('rca:retry')}</Button>} />
          : <Spin style={{ display: 'block', margin: 24 }} />}
      </Card>
    );
  }
  const editable = view.canEdit && !older;
  const canPropose = editable && record.allowedActions.includes('assignMeasures') ? onPropose : undefined;
  // a finished analysis (saved, the record past its step) starts an improvement project in one click (issue 35 §4)
  const startPdca = navigate && mayRunPdca && !view.atStep && view.revision > 0
    ? () => navigate(`/quality/pdca/new?source=rca&recordId=${record.id}`) : undefined;
  return (
    <Card
      size="small"
      className="hos-rca"
      data-revision={view.revision}
      data-dirty={state.dirty ? '1' : '0'}
      title={t('rca:title')}
      style={{ marginBottom: 16 }}
    >
      {/* the tools stand in the body, not the card head: at 390 px they would squeeze the title away */}
      <div className="hos-rca-toolbar" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <Space wrap size={8}>
          <Typography.Text type="secondary" className="hos-rca-revision">
            {view.revision ? t('rca:revisionInfo', { revision: view.revision, time: formatTime(view.updatedAt) }) : t('rca:neverSaved')}
            {view.revision > 0 && view.updatedBy ? <>{' · '}{t('rca:revisionBy')}<span {...USER_TEXT}>{view.updatedBy}</span></> : null}
          </Typography.Text>
          {state.dirty && <Tag color="orange" className="hos-rca-unsaved">{t('rca:unsaved')}</Tag>}
        </Space>
        {(editable || view.revision > 1 || startPdca) && (
          <Space wrap size={4}>
            {view.revision > 1 && (
              <Select size="small" className="hos-rca-revisions" style={{ width: 140 }} aria-label={t('rca:revisions')}
                value={older?.revision ?? view.revision}
                options={(state.revisions.length ? state.revisions : [{ revision: view.revision }]).map((r) => ({ value: r.revision, label: t('rca:revisionN', { revision: r.revision }) }))}
                onOpenChange={(open) => { if (open) void state.loadRevisions(); }}
                onChange={(v: number) => void state.showRevision(v)} />
            )}
            {startPdca && <Button size="small" icon={<RiseOutlined />} className="hos-rca-pdca" onClick={startPdca}>{t('rca:startPdca')}</Button>}
            {editable && (
              <>
                <Button size="small" icon={<UndoOutlined />} aria-label={t('rca:undo')} title={t('rca:undo')} className="hos-rca-undo" disabled={!state.history?.past.length} onClick={state.undo} />
                <Button size="small" icon={<RedoOutlined />} aria-label={t('rca:redo')} title={t('rca:redo')} className="hos-rca-redo" disabled={!state.history?.future.length} onClick={state.redo} />
                <Button size="small" type="primary" icon={<SaveOutlined />} className="hos-rca-save" loading={state.saving} disabled={!state.dirty} onClick={() => void state.save()}>{t('rca:save')}</Button>
              </>
            )}
          </Space>
        )}
      </div>
      <MergePanel state={state} />
      {older && (
        <Alert className="hos-rca-older" type="info" showIcon style={{ marginBottom: 12 }}
          title={<>{t('rca:olderShown', { revision: older.revision, time: formatTime(older.updatedAt) })}{older.updatedBy ? <>{' · '}{t('rca:revisionBy')}<span {...USER_TEXT}>{older.updatedBy}</span></> : null}</>}
          action={<Button size="small" onClick={() => void state.showRevision(null)}>{t('rca:backToCurrent')}</Button>} />
      )}
      {!view.canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('rca:readOnly')} className="hos-rca-readonly" />}

      <Typography.Title level={5} style={{ marginTop: 0 }}>{t('rca:team')}</Typography.Title>
      <div className="hos-rca-team" style={{ marginBottom: 12 }}>
        {view.team.length
          ? <Space wrap size={4}>{view.team.map((m) => <Tag key={m.id} data-user-id={m.id}><span {...USER_TEXT}>{m.name}</span>{m.deptName ? <> · <DeptName row={m} /></> : null}</Tag>)}</Space>
          : <Typography.Text type="secondary">{t('rca:noTeam')}</Typography.Text>}
        {view.canNameTeam && <div style={{ marginTop: 8 }}><TeamPicker key={view.team.map((m) => m.id).join(',')} state={state} /></div>}
      </div>

      <Typography.Title level={5}>{t('rca:problem')}</Typography.Title>
      {editable
        ? <CommitInput className="hos-rca-problem" value={analysis.problem} ariaLabel={t('rca:problem')} placeholder={t('rca:problemHint')} onCommit={(x) => state.apply(setProblem(analysis, x))} />
        : <div {...USER_TEXT}>{analysis.problem}</div>}

      <Typography.Title level={5}>{t('rca:facts')}</Typography.Title>
      <FactsTable analysis={analysis} editable={editable} apply={state.apply} />

      <Typography.Title level={5}>{t('rca:fishbone')}</Typography.Title>
      <FishboneEditor analysis={analysis} editable={editable} apply={state.apply} undo={state.undo} redo={state.redo} />

      <Typography.Title level={5}>{t('rca:whys')}</Typography.Title>
      <WhyChains analysis={analysis} editable={editable} apply={state.apply} />

      <Typography.Title level={5}>{t('rca:rootCauses')}</Typography.Title>
      <RootCauses analysis={analysis} editable={editable} apply={state.apply} measures={measures} unaddressed={unaddressed} onPropose={canPropose} dirty={state.dirty} />
      {/* the long section's end saves too, so no one scrolls back up for it */}
      {editable && state.dirty && (
        <div style={{ marginTop: 12 }}>
          <Button type="primary" icon={<SaveOutlined />} className="hos-rca-save-end" loading={state.saving} onClick={() => void state.save()}>{t('rca:save')}</Button>
        </div>
      )}
    </Card>
  );
}
