// The committee step a record is at (issue 35 §2): the rule it decides by, the quorum and the count, and
// each member with their vote (or "to vote" / "voted" while a blind committee hides the votes from a member
// still to vote). `.hos-committee` holds one `.hos-committee-member[data-user-id][data-choice]` per member.
import { Alert, Card, Space, Tag, Typography } from 'antd';
import type { CommitteeView } from '../../../../core/workflow/committee.ts';
import { voteKey } from '../../../../core/pages/records.ts';
import { useFormatTime, usePageT } from '../../common/hooks.ts';

const CHOICE_COLORS: Record<string, string> = { approve: 'green', reject: 'red', abstain: 'default', recuse: 'gold' };

export function CommitteePanel({ view }: { view: CommitteeView }) {
  const t = usePageT();
  const formatTime = useFormatTime();
  const percent = Math.round(view.rule.quorum * 100);
  const c = view.count;
  return (
    <Card size="small" title={t('committeeTitle')} className="hos-committee" style={{ marginBottom: 16 }}
      data-quorum-met={view.quorumMet ? '1' : '0'} data-result={c?.result ?? ''}>
      {view.mustVote && <Alert className="hos-committee-your-turn" type="info" showIcon style={{ marginBottom: 12 }} title={t(view.rule.blind ? 'committeeYourTurnBlind' : 'committeeYourTurn')} />}
      <Typography.Paragraph type="secondary" className="hos-committee-rule" style={{ marginBottom: 8 }}>
        {t('committeeRule', { quorum: percent, pass: t(view.rule.pass === 'twoThirds' ? 'committeePassTwoThirds' : 'committeePassMajority') })}
        {view.rule.blind ? ` ${t('committeeBlind')}` : ''}
      </Typography.Paragraph>
      <Space wrap size={[8, 4]} className="hos-committee-count" style={{ marginBottom: 12 }}>
        <Tag color={view.quorumMet ? 'green' : 'default'} className="hos-committee-quorum">
          {t(view.quorumMet ? 'committeeQuorumMet' : 'committeeQuorumWaiting', { voted: view.members.filter((m) => m.voted).length, needed: view.needed })}
        </Tag>
        {c && (
          <>
            <span>{t('committeeCount', { approve: c.approve, reject: c.reject, abstain: c.abstain, recused: c.recused })}</span>
            {view.quorumMet && <Tag color={c.result === 'approved' ? 'green' : 'red'} className="hos-committee-leaning">{t(c.result === 'approved' ? 'committeeLeaningApproved' : 'committeeLeaningRejected')}</Tag>}
          </>
        )}
      </Space>
      <ul className="hos-committee-members" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {view.members.map((m) => (
          <li key={m.userId} className="hos-committee-member" data-user-id={m.userId} data-choice={m.choice ?? (m.voted ? 'hidden' : 'waiting')}
            style={{ padding: '6px 0', borderTop: '1px solid rgba(5,5,5,0.06)' }}>
            <Space wrap size={[8, 2]}>
              <strong data-user-text="">{m.name}</strong>
              {m.choice ? <Tag color={CHOICE_COLORS[m.choice]}>{t(voteKey(m.choice))}</Tag> : <Tag>{t(m.voted ? 'committeeVoted' : 'committeeToVote')}</Tag>}
              {m.at && <Typography.Text type="secondary">{formatTime(m.at)}</Typography.Text>}
            </Space>
            {m.reason && <div data-user-text="" style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>{m.reason}</div>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
