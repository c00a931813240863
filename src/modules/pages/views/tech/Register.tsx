// The register of followed technologies (issue 35 §3), the 技术台账 tab of 评审管理: what each approved
// application became, with its follow-up reports summed (cases, complications, adverse events), the next
// report due, the events that name it, the last decision and, for a restricted one, its filing with the health
// authority (medical affairs records it here). The export is the register as XLSX: for restricted technologies
// the filing report the health authority asks for.
import { useState } from 'react';
import { App, Button, Form, Input, Select, Space, Tag, Typography } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import type { RegisterItem } from '../../../../core/api/tech.ts';
import { TECH_KINDS, catalogueStatus, complicationRate } from '../../../../core/pages/tech.ts';
import { TECH_FILING_ROLES, hasAnyRole } from '../../../../core/access/roles.ts';
import { detailPath } from '../../../../core/pages/records.ts';
import { blobError, downloadName } from '../../../../core/pages/download.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import type { ListColumn } from '../../common/ListCards.tsx';
import { RouteLink } from '../../common/RouteLink.tsx';
import { DeptName } from '../../common/DeptName.tsx';
import { saveFile } from '../../common/download.ts';
import { userTextCell } from '../../common/userText.ts';
import { useListQuery, useSession } from '../../common/hooks.ts';
import { DueCell, KindTag, OutcomeTag } from './cells.tsx';
import { FilingDialog } from './FilingDialog.tsx';
import { STATUS_COLOR } from './Catalogue.tsx';
import { useRegisterT, useTechApi, useTechT } from './useTech.ts';
import { provideNamespaces } from '../../../../core/i18n/instance.ts';
import { techRegister } from '../../../../core/i18n/locales/techRegister.ts';

provideNamespaces({ techRegister });

/** Lower-priority columns: shown from 1600 px (the record page and the export have them). */
const WIDE: Breakpoint[] = ['xxl'];

export function Register({ navigate }: { navigate(path: string): void }) {
  const t = useTechT();
  const rt = useRegisterT();
  const api = useTechApi();
  const { message } = App.useApp();
  const files = useSession((s) => hasAnyRole(s.roles, TECH_FILING_ROLES));
  const [state, query] = useListQuery<RegisterItem>((p) => api.register(p));
  const [filing, setFiling] = useState<RegisterItem | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportFile = async () => {
    setExporting(true);
    try {
      const kind = state.filters.techKind as string | undefined;
      const blob = await api.exportRegister({ keyword: state.filters.keyword, techKind: kind });
      const err = await blobError(blob);
      if (err) void message.error(err);
      else saveFile(blob, downloadName(rt(kind === 'limit' ? 'filingFile' : 'registerFile'), 'xlsx'));
    } catch {
      // shown by the http layer
    } finally {
      setExporting(false);
    }
  };
  const count = (v: number) => <span className="hos-num">{v}</span>;
  const columns: Array<ListColumn<RegisterItem>> = [
    {
      title: t('techName'), key: 'title', dataIndex: 'techName', ellipsis: true, onCell: userTextCell,
      render: (v: string, r) => (
        <RouteLink className="hos-tech-open" data-action="open" data-id={r.recordId} to={detailPath({ id: r.recordId, module: 'xjsxxm' })} navigate={navigate}>{v}</RouteLink>
      ),
    },
    { title: t('techCode'), dataIndex: 'techCode', width: 130, responsive: WIDE },
    { title: t('kind'), dataIndex: 'techKind', width: 110, responsive: WIDE, render: (k: string) => <KindTag kind={k} /> },
    { title: t('dept'), key: 'dept', width: 110, ellipsis: true, responsive: WIDE, render: (_v: unknown, r) => <DeptName row={r} /> },
    {
      title: t('status'), key: 'status', dataIndex: 'status', width: 110, render: (s: string) => {
        const code = catalogueStatus(s);
        return code ? <Tag color={STATUS_COLOR[code]} className="hos-tech-status" data-status={code}>{t('catalogueStatus.' + code)}</Tag> : <Tag data-user-text="">{s}</Tag>;
      },
    },
    { title: rt('nextReport'), key: 'due', width: 150, render: (_: unknown, r) => <DueCell row={{ dueAt: r.dueAt, overdue: r.overdue, state: r.state }} /> },
    { title: rt('followUps'), dataIndex: 'reports', width: 90, align: 'right', responsive: WIDE, render: count },
    { title: rt('cases'), dataIndex: 'cases', width: 70, align: 'right', render: count },
    {
      title: rt('complications'), key: 'complications', width: 130, align: 'right',
      render: (_: unknown, r) => <span className="hos-num">{r.complications}{r.cases > 0 && <Typography.Text type="secondary"> ({complicationRate(r.cases, r.complications)})</Typography.Text>}</span>,
    },
    { title: rt('adverseEvents'), dataIndex: 'adverseEvents', width: 90, align: 'right', render: count },
    { title: rt('linkedEvents'), dataIndex: 'linkedEvents', width: 90, align: 'right', render: count },
    {
      title: rt('filing'), key: 'filing', width: 170, render: (_: unknown, r) => {
        if (r.techKind !== 'limit') return <Typography.Text type="secondary">{rt('filingNotNeeded')}</Typography.Text>;
        return (
          <Space size={4} wrap className="hos-filing" data-filed={r.filingNo ? '1' : '0'}>
            {r.filingNo
              ? <span><span data-user-text="">{r.filingNo}</span><Typography.Text type="secondary"> {r.filingDate}</Typography.Text></span>
              : <Tag color="orange">{rt('filingMissing')}</Tag>}
            {files && <Button type="link" size="small" data-action="filing" onClick={() => setFiling(r)}>{rt(r.filingNo ? 'filingEdit' : 'filingAdd')}</Button>}
          </Space>
        );
      },
    },
    // the status says the decision's effect; the decision itself from 1600 px
    { title: rt('decision'), key: 'decision', dataIndex: 'decision', width: 130, responsive: WIDE, render: (o: string | null) => <OutcomeTag outcome={o} /> },
  ];
  return (
    <>
      <FilterBar
        onSearch={(f) => void query.setFilters(f)}
        extra={<Button className="hos-export" data-action="export" loading={exporting} onClick={() => void exportFile()}>{t('export')}</Button>}
      >
        <Form.Item name="keyword" label={t('keyword')}><Input allowClear placeholder={rt('registerKeyword')} /></Form.Item>
        <Form.Item name="techKind" label={t('kind')}>
          <Select allowClear className="hos-register-kind" aria-label={t('kind')} style={{ width: 140 }} options={TECH_KINDS.map((k) => ({ value: k, label: t('kind.' + k) }))} />
        </Form.Item>
      </FilterBar>
      <ListTable state={state} query={query} columns={columns} listId="tech-register" className="hos-tech-register" scrollX="fit" />
      <FilingDialog item={filing} onClose={() => setFiling(null)} onDone={() => { setFiling(null); void query.reload(); }} />
    </>
  );
}
