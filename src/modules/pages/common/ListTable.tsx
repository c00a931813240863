// A table over a list query with the spec's pager below it.
import { useEffect, useRef } from 'react';
import { Table, type TableColumnsType } from 'antd';
import type { ListQuery, ListState } from '../../../core/pages/createListQuery.ts';
import { Pager } from './Pager.tsx';

export interface ListTableProps<T> {
  state: ListState<T>;
  query: Pick<ListQuery<T>, 'setPage'>;
  columns: TableColumnsType<T>;
  rowKey?: string | ((row: T) => string);
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
  /** the table's scroll width: 'max-content' (default) grows with the content; a number keeps ellipsis columns in bounds */
  scrollX?: number | 'max-content';
}

export function ListTable<T extends object>({ state, query, columns, rowKey = 'id', expandable, scrollX = 'max-content' }: ListTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  // a table wider than the page scrolls sideways: its scroll box takes the focus so the arrow keys reach it
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => { if (el.tabIndex < 0) el.tabIndex = 0; });
  });
  return (
    <div className="hos-list" ref={ref}>
      <Table<T>
        size="middle"
        rowKey={rowKey as never}
        columns={columns}
        dataSource={state.rows}
        loading={state.loading}
        pagination={false}
        scroll={{ x: scrollX }}
        tableLayout={scrollX === 'max-content' ? undefined : 'fixed'}
        expandable={expandable}
      />
      <Pager pageIndex={state.pageIndex} pageSize={state.pageSize} total={state.total} onChange={(p, s) => void query.setPage(p, s)} />
    </div>
  );
}
