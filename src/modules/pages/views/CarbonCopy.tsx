// Carbon copies (/biz/ccRecord, /newBaqsj/carbonCopy). The reference API has no copy call yet, so
// the page shows the empty list with its pager and says why, instead of inventing data.
import { Empty } from 'antd';
import type { ViewProps } from '../types.ts';
import { PageCard } from '../common/PageCard.tsx';
import { Pager } from '../common/Pager.tsx';
import { usePageT } from '../common/hooks.ts';

export default function CarbonCopy({ route }: ViewProps) {
  const t = usePageT();
  return (
    <PageCard title={route.title}>
      <Empty description={t('ccEmpty')} />
      <Pager pageIndex={1} pageSize={20} total={0} onChange={() => undefined} />
    </PageCard>
  );
}
