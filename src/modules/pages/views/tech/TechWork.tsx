// The technology work lists: pending approvals (/xjsxxm/apply/pendApproval: what waits for me at a
// review step: department head, medical affairs, technology committee) and periodic review
// (/xjsxxm/review: approved technologies with their next review and last outcome). The actions are on
// the record page (/xjsxxm/apply/detail?id=), which shows what the server allows the caller.
import { useEffect, useRef, useState } from 'react';
import { Checkbox, Form, Input, Segmented, Select, Typography } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { TechRecord, TechScope } from '../../../../core/api/tech.ts';
import { TECH_KINDS } from '../../../../core/pages/tech.ts';
import { DATA_QUERY_ROLES, hasAnyRole } from '../../../../core/access/roles.ts';
import { detailPath } from '../../../../core/pages/records.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useListQuery, useSession } from '../../common/hooks.ts';
import { useRecordColumns } from './cells.tsx';
import { useTechApi, useTechT } from './useTech.ts';

function Filters({ onSearch, overdue = true }: { onSearch(f: Record<string, unknown>): void; overdue?: boolean }) {
  const t = useTechT();
  return (
    <FilterBar onSearch={onSearch}>
      <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={t('keywordPlaceholder')} /></Form.Item>
      <Form.Item name="techKind" label={t('kind')}>
        <Select allowClear style={{ width: 140 }} options={TECH_KINDS.map((k) => ({ value: k, label: t('kind.' + k) }))} />
      </Form.Item>
      {overdue && <Form.Item name="overdue" valuePropName="checked"><Checkbox className="hos-overdue-filter">{t('overdueOnly')}</Checkbox></Form.Item>}
    </FilterBar>
  );
}

const techPath = (r: TechRecord) => detailPath({ id: r.id, module: 'xjsxxm' });

const withOverdue = (p: Record<string, unknown>) => ({ ...p, overdue: p.overdue ? 1 : undefined });

/** Applications waiting for my review, oldest due first (the server's order for work lists). */
export function TechPending({ route, navigate }: ViewProps) {
  const t = useTechT();
  const api = useTechApi();
  const [state, query] = useListQuery<TechRecord>((p) => api.list('approval', withOverdue(p)));
  const columns = useRecordColumns({ open: (r) => navigate(techPath(r)), href: techPath, navigate, applicant: true, submitted: true });
  return (
    <PageCard title={route.title}>
      <Typography.Paragraph type="secondary" className="hos-intro">{t('pendingIntro')}</Typography.Paragraph>
      <Filters onSearch={(f) => void query.setFilters(f)} />
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </PageCard>
  );
}

type ReviewTab = 'todo' | 'mine' | 'all';
const REVIEW_SCOPE: Record<ReviewTab, { scope: TechScope; state: string }> = {
  // waiting for my periodic review (approved or suspended technologies at their review step)
  todo: { scope: 'todo', state: 'approved,suspended' },
  mine: { scope: 'mine', state: 'approved,suspended,stopped' },
  all: { scope: 'all', state: 'approved,suspended,stopped' },
};

/** Approved technologies in periodic review: next review due, last outcome. */
export function TechReview({ route, navigate }: ViewProps) {
  const t = useTechT();
  const api = useTechApi();
  const seesAll = useSession((s) => hasAnyRole(s.roles, DATA_QUERY_ROLES));
  const [tab, setTab] = useState<ReviewTab>('todo');
  const [state, query] = useListQuery<TechRecord>((p) => {
    const { scope, state: states } = REVIEW_SCOPE[tab];
    return api.list(scope, { ...withOverdue(p), state: states });
  });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else void query.setPage(1);
  }, [tab]); // eslint-disable-line react-hooks/exhaustive-deps
  const columns = useRecordColumns({ open: (r) => navigate(techPath(r)), href: techPath, navigate, applicant: true, outcome: true, due: 'nextReview' });
  const tabs: ReviewTab[] = seesAll ? ['todo', 'mine', 'all'] : ['todo', 'mine'];
  return (
    <PageCard title={route.title}>
      <Typography.Paragraph type="secondary" className="hos-intro">{t('reviewIntro')}</Typography.Paragraph>
      <Segmented<ReviewTab>
        className="hos-tech-tabs" style={{ marginBottom: 16 }} value={tab} onChange={setTab}
        options={tabs.map((k) => ({ value: k, label: t(k === 'mine' ? 'tab.myTech' : 'tab.' + k) }))}
      />
      <Filters onSearch={(f) => void query.setFilters(f)} />
      <ListTable state={state} query={query} columns={columns} scrollX="fit" />
    </PageCard>
  );
}
