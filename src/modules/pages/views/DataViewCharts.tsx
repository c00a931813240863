// The charts of a data view (hospital-infection and anaesthesia data, issue 13 §2): the view's records
// under the list's current filters by month and by department, counted by the server over the user's
// data scope. A bar filters the list below: it opens the same page with that filter added to the query.
import { useEffect, useMemo, useState } from 'react';
import { Col, Row } from 'antd';
import type { DataView } from '../../../core/api/records.ts';
import { statsApi, type EventStats } from '../../../core/api/stats.ts';
import { eventCharts, type ChartLabels, type ListLinkFilters } from '../../../core/stats/charts.ts';
import { ChartCard } from '../../shared/charts/ChartCard.tsx';
import { useLang, usePageT, useRuntime } from '../common/hooks.ts';

export function DataViewCharts({ view, filters, path, navigate }: { view: DataView; filters: ListLinkFilters; path: string; navigate(to: string): void }) {
  const t = usePageT();
  const lang = useLang();
  const runtime = useRuntime();
  const [stats, setStats] = useState<EventStats | null>(null);
  const key = JSON.stringify(filters);
  useEffect(() => {
    let live = true;
    statsApi(runtime).events({ ...filters, view }).then((s) => live && setStats(s), () => undefined);
    return () => {
      live = false;
    };
  }, [runtime, view, key]); // eslint-disable-line react-hooks/exhaustive-deps
  const charts = useMemo(() => {
    if (!stats) return null;
    const labels: ChartLabels = { lang, unset: t('charts:unset'), type: (c) => c, grade: (g) => g, state: (s) => s, techKind: (k) => k };
    return eventCharts(stats, labels, { listPath: path, base: filters });
  }, [stats, lang, t, path, key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!charts) return null;
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }} data-testid="data-view-charts">
      <Col xs={24} lg={14}><ChartCard testId="chart-byMonth" title={t('charts:viewByMonth')} model={charts.byMonth} kind="column" height={220} navigate={navigate} /></Col>
      <Col xs={24} lg={10}><ChartCard testId="chart-byDept" title={t('charts:viewByDept')} model={charts.byDept} kind="bar" height={220} navigate={navigate} /></Col>
    </Row>
  );
}
