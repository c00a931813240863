// After a save conflict (issue 35 §4): the banner that merges the user's changes into the latest
// revision, then what the merge did: the other editor's changes kept, the user's applied, and the items
// both changed listed with "keep mine" / "keep theirs" (src/core/rca/merge.ts).
import { Alert, Button, Radio, Typography } from 'antd';
import { MergeCellsOutlined } from '@ant-design/icons';
import type { MergeConflict, MergeSide } from '../../../../core/rca/merge.ts';
import type { RcaCategory, RcaCause, RcaFact, RcaWhyChain } from '../../../../core/rca/types.ts';
import { categoryName } from '../../../../core/rca/outline.ts';
import { usePageT } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';
import type { AnalysisState } from './useAnalysis.ts';

/** What one side made of a conflicting item, as people read it ('' when that side removed it). */
function sideText(c: MergeConflict, side: MergeSide, t: (k: string) => string): string {
  const v = c[side];
  if (v === undefined || typeof v === 'string') return v ?? '';
  if (c.kind === 'fact') return [(v as RcaFact).at, (v as RcaFact).what].filter(Boolean).join(' ');
  if (c.kind === 'category') return categoryName(v as RcaCategory, t);
  if (c.kind === 'cause') return (v as RcaCause).text;
  return (v as RcaWhyChain).problem;
}

function ConflictRow({ c, chosen, choose }: { c: MergeConflict; chosen: MergeSide; choose(side: MergeSide): void }) {
  const t = usePageT();
  const label = (side: MergeSide) => {
    const text = sideText(c, side, t);
    return text ? <span {...USER_TEXT}>{text}</span> : <Typography.Text type="secondary">{t('rca:mergeRemoved')}</Typography.Text>;
  };
  return (
    <li className="hos-rca-merge-conflict" data-key={c.key} style={{ marginBottom: 8 }}>
      <Typography.Text strong>{t(`rca:mergeKind.${c.kind}`)}</Typography.Text>
      <Radio.Group size="small" value={chosen} onChange={(e) => choose(e.target.value as MergeSide)} style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}>
        <Radio value="mine" className="hos-rca-keep-mine">{t('rca:keepMine')}{t('rca:colon')}{label('mine')}</Radio>
        <Radio value="theirs" className="hos-rca-keep-theirs">{t('rca:keepTheirs')}{t('rca:colon')}{label('theirs')}</Radio>
      </Radio.Group>
    </li>
  );
}

export function MergePanel({ state }: { state: AnalysisState }) {
  const t = usePageT();
  const m = state.merged;
  return (
    <>
      {state.conflict && (
        <Alert className="hos-rca-conflict" type="warning" showIcon role="alert" style={{ marginBottom: 12 }} title={t('rca:conflict')}
          action={<Button size="small" icon={<MergeCellsOutlined />} className="hos-rca-merge" onClick={() => void state.merge()}>{t('rca:merge')}</Button>} />
      )}
      {m && (
        <Alert className="hos-rca-merged" type={m.conflicts.length ? 'warning' : 'info'} showIcon style={{ marginBottom: 12 }}
          title={t(m.conflicts.length ? 'rca:mergedWithConflicts' : 'rca:merged', { revision: m.revision, n: m.conflicts.length })}
          description={m.conflicts.length > 0 && (
            <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {m.conflicts.map((c) => <ConflictRow key={c.key} c={c} chosen={m.chosen[c.key] ?? 'theirs'} choose={(side) => state.choose(c.key, side)} />)}
            </ul>
          )} />
      )}
    </>
  );
}
