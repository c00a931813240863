// The technology work lists: pending approvals (/xjsxxm/apply/pendApproval: what waits for me at a
// review step: department head, medical affairs, technology committee) and periodic review
// (/xjsxxm/review: approved technologies with their next review and last outcome, and the register of
// followed technologies). The actions are on
// the record page (/xjsxxm/apply/detail?id=), which shows what the server allows the caller.
import { useState } from 'react';
import { Checkbox, Form, Input, Segmented, Select, Typography } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { TechRecord } from '../../../../core/api/tech.ts';
import { TECH_KINDS } from '../../../../core/pages/tech.ts';
import { detailPath } from '../../../../core/pages/records.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { useListQuery } from '../../common/hooks.ts';
import { useRecordColumns } from './cells.tsx';
import { useRegisterT, useTechApi, useTechT } from './useTech.ts';
import { Register } from './Register.tsx';

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

type ReviewTab = 'todo' | 'register';

/**
 * Approved technologies: waiting for my periodic review (next review due, last outcome), and the register
 * of followed technologies (./Register.tsx: follow-up sums, linked events, filing, the export).
 */
export function TechReview({ route, navigate }: ViewProps) {
  const t = useTechT();
  const rt = useRegisterT();
  const api = useTechApi();
  const [tab, setTab] = useState<ReviewTab>(route.query.tab === 'register' ? 'register' : 'todo');
  // waiting for my periodic review: approved or suspended technologies at their review step
  const [state, query] = useListQuery<TechRecord>((p) => api.list('todo', { ...withOverdue(p), state: 'approved,suspended' }));
  const columns = useRecordColumns({ open: (r) => navigate(techPath(r)), href: techPath, navigate, applicant: true, outcome: true, due: 'nextReview' });
  return (
    <PageCard title={route.title}>
      <Typography.Paragraph type="secondary" className="hos-intro">{tab === 'register' ? rt('registerIntro') : t('reviewIntro')}</Typography.Paragraph>
      <Segmented<ReviewTab>
        className="hos-tech-tabs" style={{ marginBottom: 16 }} value={tab} onChange={setTab}
        options={(['todo', 'register'] as const).map((k) => ({ value: k, label: t('tab.' + k) }))}
      />
      {tab === 'register'
        ? <Register navigate={navigate} />
        : (
          <>
            <Filters onSearch={(f) => void query.setFilters(f)} />
            <ListTable state={state} query={query} columns={columns} scrollX="fit" />
          </>
        )}
    </PageCard>
  );
}
