// The technology catalogues (spec section 7: old API doQueryPage with server paging, doExport as an XLSX
// blob): restricted and non-restricted technologies with their status and the outcome of their last
// periodic review; a row that came from an application opens it.
import { useState } from 'react';
import { App, Button, Form, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ViewProps } from '../../types.ts';
import type { TechItem } from '../../../../core/api/tech.ts';
import { catalogueOutcome, catalogueStatus, levelLabel, type CatalogueStatus, type TechKind } from '../../../../core/pages/tech.ts';
import { detailPath } from '../../../../core/pages/records.ts';
import { FilterBar } from '../../common/FilterBar.tsx';
import { ListTable } from '../../common/ListTable.tsx';
import { PageCard } from '../../common/PageCard.tsx';
import { saveFile } from '../../common/download.ts';
import { blobError, downloadName } from '../../../../core/pages/download.ts';
import { useFormatTime, useListQuery } from '../../common/hooks.ts';
import { OutcomeTag } from './cells.tsx';
import { userTextCell } from '../../common/userText.ts';
import { DeptName } from '../../common/DeptName.tsx';
import { useLevels, useTechApi, useTechT } from './useTech.ts';

/** Catalogue statuses (codes, src/core/pages/tech.ts catalogueStatus) and their colours. */
export const STATUS_COLOR: Record<CatalogueStatus, string> = { approved: 'green', filed: 'green', continued: 'green', trial: 'blue', applying: 'orange', suspended: 'orange', stopped: 'red', routine: 'blue' };

export function catalogue(kind: TechKind) {
  return function Catalogue({ route, navigate }: ViewProps) {
    const t = useTechT();
    const formatTime = useFormatTime();
    const api = useTechApi();
    const levels = useLevels();
    const { message } = App.useApp();
    const [state, query] = useListQuery<TechItem>((p) => api.catalogue(kind, p));
    const [exporting, setExporting] = useState(false);
    const exportFile = async () => {
      setExporting(true);
      try {
        const blob = await api.exportCatalogue(kind, { name: state.filters.name });
        const err = await blobError(blob);
        if (err) void message.error(err);
        else saveFile(blob, downloadName(route.title || t('kind.' + kind), 'xlsx'));
      } catch {
        // shown by the http layer
      } finally {
        setExporting(false);
      }
    };
    const columns: TableColumnsType<TechItem> = [
      { title: t('techCode'), dataIndex: 'techCode', width: 140 },
      {
        title: t('techName'), dataIndex: 'techName',
        render: (v: string, r) => (r.recordId
          ? <Typography.Link className="hos-tech-open" data-action="open" onClick={() => navigate(detailPath({ id: Number(r.recordId), module: 'xjsxxm' }))}>{v}</Typography.Link>
          : v),
        onCell: userTextCell,
      },
      { title: t('category'), dataIndex: 'category', onCell: userTextCell },
      { title: t('dept'), key: 'dept', render: (_v: unknown, r: TechItem) => <DeptName row={r} /> },
      { title: t('applicant'), dataIndex: 'applicant', onCell: userTextCell },
      { title: t('level'), dataIndex: 'level', render: (v: string) => levelLabel(v, levels) || '-' },
      {
        // a status word the client does not know is the server's data, shown as it is
        title: t('status'), dataIndex: 'status', render: (s: string) => {
          const code = catalogueStatus(s);
          return code
            ? <Tag color={STATUS_COLOR[code]} className="hos-tech-status" data-status={code}>{t('catalogueStatus.' + code)}</Tag>
            : <Tag className="hos-tech-status" data-user-text="">{s || '-'}</Tag>;
        },
      },
      { title: t('lastOutcome'), key: 'outcome', render: (_: unknown, r) => <OutcomeTag outcome={catalogueOutcome(r)} /> },
      { title: t('createdAt'), dataIndex: 'createTime', width: 170, render: (v: string, r) => formatTime(r.createdAt || v) },
    ];
    return (
      <PageCard title={route.title}>
        <FilterBar onSearch={(f) => void query.setFilters(f)} extra={<Button className="hos-export" data-action="export" loading={exporting} onClick={() => void exportFile()}>{t('export')}</Button>}>
          <Form.Item name="name" label={t('techName')}><Input allowClear /></Form.Item>
        </FilterBar>
        <ListTable state={state} query={query} columns={columns} />
      </PageCard>
    );
  };
}
