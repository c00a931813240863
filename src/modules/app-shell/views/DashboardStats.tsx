// The dashboard's statistics (issue 13 §2): open and overdue unsafe events, events by month, type, grade
// and department (only when the scope holds events: nobody reads empty charts), new-technology applications by state; all counted by the server over the user's data
// scope. A count or bar opens the data query filtered to its records when the user has that page.
// Quality: score rates by department for the latest round with submitted sheets (a bar opens the round's
// results when the user has that page).
import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import type { AppRoute } from '../../../core/routing/index.ts';
import { recordsApi, type EventType } from '../../../core/api/records.ts';
import { statsApi, type EventStats, type QualityStats, type TechStats } from '../../../core/api/stats.ts';
import { countLinks, eventCharts, qualityScoreChart, techStateChart, type ChartLabels } from '../../../core/stats/charts.ts';
import { eventTypeName, gradeKey, stateKey } from '../../../core/pages/records.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useT } from '../../shared/hooks.ts';
import { ChartCard } from '../../shared/charts/ChartCard.tsx';
import { useUserRoutes } from '../layout/useAppRoutes.ts';
import { useShell } from '../ShellContext.ts';
import { withUserText } from '../../shared/UserText.tsx';

/** Where the bars lead: the data query (records of every module within the data scope). */
const DATA_QUERY = '/newBaqsj/queryData';
/** Where a quality bar leads: the round's results. */
const QUALITY_RESULTS = '/quality/results';

const hasPath = (routes: AppRoute[], path: string): boolean => routes.some((r) => r.path === path || (!!r.children && hasPath(r.children, path)));

interface Loaded { events: EventStats | null; tech: TechStats | null; quality: QualityStats | null; types: EventType[]; failed: boolean }

export default function DashboardStats({ navigate }: { navigate(to: string): void }) {
  const { runtime, lang } = useHost();
  const t = useT();
  const c = (k: string, o?: Record<string, unknown>) => t('charts:' + k, o);
  const { shell } = useShell();
  const routes = useUserRoutes();
  const listPath = hasPath(routes, DATA_QUERY) ? DATA_QUERY : undefined;
  const resultsPath = hasPath(routes, QUALITY_RESULTS) ? QUALITY_RESULTS : undefined;
  const [data, setData] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    const stats = statsApi(runtime);
    void Promise.allSettled([stats.events(), stats.tech(), recordsApi(runtime).eventTypes(), stats.quality()]).then(([e, tech, types, quality]) => {
      if (!live) return;
      setData({
        events: e.status === 'fulfilled' ? e.value : null,
        tech: tech.status === 'fulfilled' ? tech.value : null,
        types: types.status === 'fulfilled' ? types.value : [],
        quality: quality.status === 'fulfilled' ? quality.value : null,
        failed: e.status === 'rejected' || tech.status === 'rejected' || quality.status === 'rejected',
      });
    });
    return () => {
      live = false;
    };
  }, [runtime]);

  const labels: ChartLabels = useMemo(() => ({
    lang, unset: t('charts:unset'),
    // a type no longer in the list (removed by an administrator) is counted under 'not set', never shown as its code
    type: (code) => eventTypeName(data?.types ?? [], code, lang) || t('charts:unset'),
    grade: (g) => t(gradeKey(g)),
    state: (s) => t(stateKey(s)),
    techKind: (k) => k,
  }), [t, lang, data?.types]);
  const ev = useMemo(() => (data?.events ? eventCharts(data.events, labels, { listPath }) : null), [data?.events, labels, listPath]);
  const tech = useMemo(() => (data?.tech ? techStateChart(data.tech, labels, { listPath }) : null), [data?.tech, labels, listPath]);
  const quality = useMemo(() => {
    const q = data?.quality;
    if (!q?.round || !q.byDept.length) return null;
    const roundId = q.round.id;
    return qualityScoreChart(q.byDept, resultsPath ? () => `${resultsPath}?round=${roundId}` : undefined);
  }, [data?.quality, resultsPath]);
  const links = countLinks({ listPath });

  if (!data) return <Card loading style={{ marginBottom: 16 }} />;
  const counter = (key: 'total' | 'open' | 'overdue', value: number, link?: string) => (
    <Col xs={24} sm={8}>
      <Card size="small" data-testid={`stat-${key}`} className="hos-stat-card">
        <Statistic
          title={link ? <a onClick={(e) => { e.preventDefault(); navigate(link); }} href={shell.href(link)} className="hos-stat-link">{c(key)}</a> : c(key)}
          value={value} styles={{ content: key === 'overdue' && value ? { color: '#cf1322' } : undefined }}
        />
      </Card>
    </Col>
  );
  return (
    <section aria-label={c('statistics')} data-testid="dashboard-stats" style={{ marginBottom: 16 }}>
      {data.failed && <Alert type="warning" showIcon title={c('loadFailed')} style={{ marginBottom: 12 }} />}
      {data.events && ev && data.events.total > 0 && (
        <>
          <Typography.Paragraph type="secondary" className="hos-stats-scope" style={{ marginBottom: 8 }}>{c('scope.' + data.events.scope)}</Typography.Paragraph>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {counter('total', data.events.total, links.total)}
            {counter('open', data.events.open, links.open)}
            {counter('overdue', data.events.overdue, links.overdue)}
          </Row>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            <Col xs={24} lg={12}><ChartCard testId="chart-byMonth" title={c('byMonth')} model={ev.byMonth} kind="line" navigate={navigate} /></Col>
            <Col xs={24} lg={12}><ChartCard testId="chart-byType" title={c('byType')} model={ev.byType} kind="bar" navigate={navigate} /></Col>
            <Col xs={24} lg={12}><ChartCard testId="chart-byGrade" title={c('byGrade')} model={ev.byGrade} navigate={navigate} /></Col>
            <Col xs={24} lg={12}><ChartCard testId="chart-byDept" title={c('byDept')} model={ev.byDept} kind="bar" navigate={navigate} /></Col>
          </Row>
        </>
      )}
      {((data.tech && tech && data.tech.total > 0) || quality) && (
        <Row gutter={[16, 16]}>
          {data.tech && tech && data.tech.total > 0 && (
            <Col xs={24} lg={12}>
              <ChartCard testId="chart-techByState" title={c('techByState')} model={tech} kind="bar" navigate={navigate}
                extra={<Typography.Text type="secondary" style={{ fontSize: 12, marginRight: 8 }}>{c('scopeTech.' + data.tech.scope)}</Typography.Text>} />
            </Col>
          )}
          {quality && data.quality?.round && (
            <Col xs={24} lg={12}>
              <ChartCard testId="chart-qualityByDept" title={c('qualityByDept', { round: data.quality.round.name })}
                titleNode={withUserText(t, 'charts:qualityByDept', 'round', data.quality.round.name)} model={quality} kind="bar"
                measure="scoreRate" opens="results" navigate={navigate} />
            </Col>
          )}
        </Row>
      )}
    </section>
  );
}
