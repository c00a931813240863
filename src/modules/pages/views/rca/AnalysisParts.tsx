// The parts of the analysis section (issue 26 §1): the sequence of facts, the why chains and the root
// causes with their measures. Each edit is a command of src/core/rca/commands.ts; typed data is marked.
import { useState } from 'react';
import { Button, Card, Input, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Analysis, RcaError, RcaFact, RcaResult } from '../../../../core/rca/types.ts';
import type { Measure } from '../../../../core/api/records.ts';
import {
  addFact, addWhyChain, editFact, linkWhyChain, promoteWhyChain, removeFact, removeWhyChain, setNoMeasureReason, setWhy, setWhyProblem,
} from '../../../../core/rca/commands.ts';
import { categoryName } from '../../../../core/rca/outline.ts';
import { measureStatusKey } from '../../../../core/pages/records.ts';
import { useFormatTime, usePageT } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';
import { CommitInput } from './CommitInput.tsx';
import { FactTime } from './FactTime.tsx';
import { PhoneTable } from '../../common/PhoneTable.tsx';

interface PartProps { analysis: Analysis; editable: boolean; apply(r: RcaResult): RcaError | null }

export function FactsTable({ analysis, editable, apply }: PartProps) {
  const t = usePageT();
  const [draft, setDraft] = useState({ at: '', what: '', source: '' });
  const [bad, setBad] = useState(false);
  const columns: TableColumnsType<RcaFact> = [
    {
      title: t('rca:factAt'), dataIndex: 'at', width: 190,
      render: (v: string, f) => editable
        ? <FactTime value={v} onChange={(x) => apply(editFact(analysis, f.id, { at: x }))} />
        : <span {...USER_TEXT}>{v || '-'}</span>,
    },
    {
      title: t('rca:factWhat'), dataIndex: 'what',
      render: (v: string, f) => editable
        ? <CommitInput value={v} ariaLabel={t('rca:factWhat')} onCommit={(x) => apply(editFact(analysis, f.id, { what: x }))} />
        : <span {...USER_TEXT} style={{ whiteSpace: 'pre-wrap' }}>{v}</span>,
    },
    {
      title: t('rca:factSource'), dataIndex: 'source', width: 180,
      render: (v: string, f) => editable
        ? <CommitInput value={v} ariaLabel={t('rca:factSource')} onCommit={(x) => apply(editFact(analysis, f.id, { source: x }))} />
        : <span {...USER_TEXT}>{v}</span>,
    },
    ...(editable ? [{
      title: '', key: 'x', width: 48,
      render: (_v: unknown, f: RcaFact) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('rca:removeFact')} onClick={() => apply(removeFact(analysis, f.id))} />,
    }] : []),
  ];
  const add = () => {
    const err = apply(addFact(analysis, draft));
    setBad(!!err);
    if (!err) setDraft({ at: '', what: '', source: '' });
  };
  return (
    <div className="hos-rca-facts">
      <PhoneTable<RcaFact> scrollOk size="small" rowKey="id" columns={columns} dataSource={analysis.facts} pagination={false} scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('rca:none') }} onRow={(f) => ({ 'data-fact-id': f.id, className: 'hos-rca-fact' } as React.HTMLAttributes<HTMLElement>)} />
      {editable && (
        <Space wrap style={{ marginTop: 8 }} className="hos-rca-add-fact">
          <FactTime className="hos-rca-fact-at" value={draft.at} onChange={(at) => setDraft({ ...draft, at })} />
          <Input className="hos-rca-fact-what" style={{ width: 280 }} placeholder={t('rca:factWhat')} aria-label={t('rca:factWhat')} status={bad ? 'error' : undefined}
            value={draft.what} onChange={(e) => { setDraft({ ...draft, what: e.target.value }); setBad(false); }} onPressEnter={add} maxLength={500} />
          <Input className="hos-rca-fact-source" style={{ width: 180 }} placeholder={t('rca:factSourceHint')} aria-label={t('rca:factSource')} value={draft.source} onChange={(e) => setDraft({ ...draft, source: e.target.value })} onPressEnter={add} />
          <Button icon={<PlusOutlined />} className="hos-rca-add-fact-btn" onClick={add}>{t('rca:addFact')}</Button>
        </Space>
      )}
    </div>
  );
}

export function WhyChains({ analysis, editable, apply }: PartProps) {
  const t = usePageT();
  const [promoteTo, setPromoteTo] = useState<Record<string, string>>({});
  const causeOptions = analysis.causes.map((c) => ({ value: c.id, label: c.text }));
  const catOptions = analysis.categories.map((c) => ({ value: c.id, label: categoryName(c, t) }));
  return (
    <div className="hos-rca-whys">
      {!analysis.whys.length && !editable && <Typography.Text type="secondary">{t('rca:none')}</Typography.Text>}
      {analysis.whys.map((w) => (
        <Card key={w.id} size="small" className="hos-rca-chain" data-chain-id={w.id} style={{ marginBottom: 8 }}
          extra={editable && <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('rca:removeWhyChain')} onClick={() => apply(removeWhyChain(analysis, w.id))} />}
          title={editable
            ? <CommitInput className="hos-rca-chain-problem" value={w.problem} ariaLabel={t('rca:whyChainProblem')} onCommit={(x) => apply(setWhyProblem(analysis, w.id, x))} />
            : <span {...USER_TEXT}>{w.problem}</span>}>
          <ol style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
            {w.whys.map((y, i) => (
              <li key={i} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
                <Typography.Text type="secondary" style={{ minWidth: 72, flex: 'none' }}>{t('rca:why', { n: i + 1 })}</Typography.Text>
                {editable
                  ? <CommitInput className="hos-rca-why" value={y} ariaLabel={t('rca:why', { n: i + 1 })} onCommit={(x) => apply(setWhy(analysis, w.id, i, x))} />
                  : <span {...USER_TEXT}>{y}</span>}
              </li>
            ))}
            {editable && (
              <li style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
                <Typography.Text type="secondary" style={{ minWidth: 72, flex: 'none' }}>{t('rca:why', { n: w.whys.length + 1 })}</Typography.Text>
                <CommitInput key={`next:${w.whys.length}`} className="hos-rca-next-why" value="" clearOnCommit placeholder={t('rca:nextWhy')} ariaLabel={t('rca:why', { n: w.whys.length + 1 })}
                  onCommit={(x) => apply(setWhy(analysis, w.id, w.whys.length, x))} />
              </li>
            )}
          </ol>
          <Space wrap style={{ marginTop: 4 }}>
            <Typography.Text type="secondary">{t('rca:endsIn')}</Typography.Text>
            {editable ? (
              <Select className="hos-rca-chain-cause" style={{ minWidth: 220 }} allowClear aria-label={t('rca:linkCause')} placeholder={t('rca:pickCause')}
                options={causeOptions} value={w.causeId ?? undefined} onChange={(v?: string) => apply(linkWhyChain(analysis, w.id, v ?? null))}
                optionRender={(o) => <span {...USER_TEXT}>{o.label}</span>} labelRender={(o) => <span {...USER_TEXT}>{o.label}</span>} />
            ) : w.causeId ? <Tag color="red"><span {...USER_TEXT}>{analysis.causes.find((c) => c.id === w.causeId)?.text}</span></Tag> : <Typography.Text type="secondary">{t('rca:chainOpen')}</Typography.Text>}
          </Space>
          {editable && !w.causeId && w.whys.length > 0 && (
            <Space wrap style={{ marginTop: 8 }} className="hos-rca-promote">
              <Typography.Text type="secondary">{t('rca:promote')}</Typography.Text>
              <Select className="hos-rca-promote-category" style={{ minWidth: 140 }} aria-label={t('rca:promote')} options={catOptions}
                value={promoteTo[w.id] ?? catOptions[0]?.value} onChange={(v: string) => setPromoteTo({ ...promoteTo, [w.id]: v })} />
              <Button size="small" type="primary" ghost className="hos-rca-promote-do" disabled={!catOptions.length}
                onClick={() => apply(promoteWhyChain(analysis, w.id, promoteTo[w.id] ?? catOptions[0]?.value))}>{t('rca:promoteDo')}</Button>
            </Space>
          )}
        </Card>
      ))}
      {editable && (
        <CommitInput key={`chain:${analysis.whys.length}`} className="hos-rca-new-chain" value="" clearOnCommit placeholder={t('rca:addWhyChain')} ariaLabel={t('rca:whyChainProblem')}
          onCommit={(x) => apply(addWhyChain(analysis, x))} style={{ maxWidth: 480 }} />
      )}
    </div>
  );
}

export function RootCauses({ analysis, editable, apply, measures, unaddressed, onPropose, dirty }: PartProps & {
  measures: Measure[]; unaddressed: Set<string>; onPropose?(causeId: string): void;
  /** unsaved changes: proposing a measure saves them first (the measure links a saved cause) */
  dirty?: boolean;
}) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const roots = analysis.causes.filter((c) => c.kind === 'root');
  if (!roots.length) return <Typography.Text type="secondary" className="hos-rca-no-roots">{t('rca:noRoots')}</Typography.Text>;
  return (
    <div className="hos-rca-roots">
      {roots.map((c) => {
        const ms = measures.filter((m) => m.causeId === c.id);
        const cat = analysis.categories.find((x) => x.id === c.categoryId);
        return (
          <Card key={c.id} size="small" className="hos-rca-root" data-cause-id={c.id} data-unaddressed={unaddressed.has(c.id) ? '1' : '0'} style={{ marginBottom: 8, borderColor: unaddressed.has(c.id) ? '#ffa39e' : undefined }}
            title={<Space wrap size={4}><span {...USER_TEXT}>{c.text}</span>{cat && <Tag><span {...(cat.label ? USER_TEXT : {})}>{categoryName(cat, t)}</span></Tag>}</Space>}
            extra={onPropose && (
              <Tooltip title={dirty ? t('rca:proposeSavesFirst') : undefined}>
                <Button size="small" type="link" className="hos-rca-propose" onClick={() => onPropose(c.id)}>{t(dirty ? 'rca:saveAndPropose' : 'rca:proposeMeasure')}</Button>
              </Tooltip>
            )}>
            {ms.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {ms.map((m) => (
                  <li key={m.id} className="hos-rca-root-measure">
                    <span {...USER_TEXT}>{m.what}</span>{' · '}<span {...USER_TEXT}>{m.ownerName}</span>{' · '}{formatTime(m.deadline)}{' · '}{t(measureStatusKey(m.status))}
                  </li>
                ))}
              </ul>
            ) : (
              <Space direction="vertical" style={{ width: '100%' }}>
                {unaddressed.has(c.id) && <Typography.Text type="danger">{t('rca:unaddressed')}</Typography.Text>}
                {editable ? (
                  <CommitInput className="hos-rca-no-measure" value={analysis.noMeasure[c.id] ?? ''} ariaLabel={t('rca:noMeasureBecause')} placeholder={t('rca:noMeasureHint')}
                    onCommit={(x) => apply(setNoMeasureReason(analysis, c.id, x))} />
                ) : analysis.noMeasure[c.id] ? (
                  <span>{t('rca:noMeasureBecause')}: <span {...USER_TEXT}>{analysis.noMeasure[c.id]}</span></span>
                ) : null}
              </Space>
            )}
          </Card>
        );
      })}
    </div>
  );
}
