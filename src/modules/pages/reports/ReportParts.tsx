// Pieces the monthly report's sections share: a table over rows already here, and the records behind a
// count, named as the lists name them (their titles, issue 35 §4).
import { createContext, useContext } from 'react';
import { Button, Popover } from 'antd';
import type { TableColumnsType } from 'antd';
import { ListTable } from '../common/ListTable.tsx';
import { RouteLink } from '../common/RouteLink.tsx';
import type { ListState } from '../../../core/pages/createListQuery.ts';
import { recordLink, recordName } from '../../../core/report/view.ts';
import type { MonthlyReportAnswer } from '../../../core/report/api.ts';

const NO_PAGER = { setPage: async () => undefined };

/** A table without paging over rows already here (the shared ListTable's look). */
export function StaticTable<T extends object>({ rows, columns, rowKey, testId }: { rows: T[]; columns: TableColumnsType<T>; rowKey: string; testId?: string }) {
  const state: ListState<T> = { rows, loading: false, pageIndex: 1, pageSize: Math.max(rows.length, 1), total: rows.length } as ListState<T>;
  return <div data-testid={testId} className="hos-report-table"><ListTable<T> state={state} query={NO_PAGER} columns={columns} rowKey={rowKey} scrollX="fit" /></div>;
}

/** The report's names of its records (the answer's recordNames), for the lists of records behind a number. */
export const RecordNames = createContext<Pick<MonthlyReportAnswer, 'recordNames'>>({ recordNames: {} });

/** The records behind a number, each by its title (cut with an ellipsis, whole on hover) opening its record. */
export function Ids({ ids, navigate, label }: { ids: number[]; navigate(to: string): void; label: string }) {
  const names = useContext(RecordNames);
  if (!ids.length) return null;
  const content = (
    <div style={{ width: 'min(320px, 80vw)', maxHeight: 220, overflow: 'auto' }} className="hos-report-ids">
      {ids.map((id) => {
        const name = recordName(names, id);
        return (
          <div key={id} style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <RouteLink to={recordLink(id)} navigate={navigate} title={name} data-user-text="" className="hos-report-record" data-id={id}>{name}</RouteLink>
          </div>
        );
      })}
    </div>
  );
  return <Popover content={content} title={label} trigger="click"><Button size="small" type="link" className="hos-report-rows">{label} ({ids.length})</Button></Popover>;
}
