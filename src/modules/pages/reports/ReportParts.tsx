// Pieces the monthly report's sections share: a table over rows already here, and the record numbers
// behind a count.
import { Button, Popover } from 'antd';
import type { TableColumnsType } from 'antd';
import { ListTable } from '../common/ListTable.tsx';
import { RouteLink } from '../common/RouteLink.tsx';
import type { ListState } from '../../../core/pages/createListQuery.ts';
import { recordLink } from '../../../core/report/view.ts';

const NO_PAGER = { setPage: async () => undefined };

/** A table without paging over rows already here (the shared ListTable's look). */
export function StaticTable<T extends object>({ rows, columns, rowKey, testId }: { rows: T[]; columns: TableColumnsType<T>; rowKey: string; testId?: string }) {
  const state: ListState<T> = { rows, loading: false, pageIndex: 1, pageSize: Math.max(rows.length, 1), total: rows.length } as ListState<T>;
  return <div data-testid={testId} className="hos-report-table"><ListTable<T> state={state} query={NO_PAGER} columns={columns} rowKey={rowKey} scrollX="fit" /></div>;
}

/** The record numbers behind a number, each opening its record. */
export function Ids({ ids, navigate, label }: { ids: number[]; navigate(to: string): void; label: string }) {
  if (!ids.length) return null;
  const content = (
    <div style={{ maxWidth: 320, maxHeight: 220, overflow: 'auto' }} className="hos-report-ids">
      {ids.map((id) => <RouteLink key={id} to={recordLink(id)} navigate={navigate} style={{ marginRight: 8, display: 'inline-block' }}>#{id}</RouteLink>)}
    </div>
  );
  return <Popover content={content} title={label} trigger="click"><Button size="small" type="link" className="hos-report-rows">{label} ({ids.length})</Button></Popover>;
}
