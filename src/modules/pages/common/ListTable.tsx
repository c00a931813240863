// A table over a list query with the spec's pager below it, and the width of an actions column sized to
// the buttons it shows (issue 22 §4: never clipped, never wider than they need).
import { useEffect, useRef } from 'react';
import { Grid, Table, type TableColumnsType } from 'antd';
import type { ListQuery, ListState } from '../../../core/pages/createListQuery.ts';
import { Pager } from './Pager.tsx';

/** CJK characters are about a font size wide, others about half (the small link buttons: 14 px text). */
function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 14 : 7.6;
  return w;
}

/**
 * The width of an actions column whose cells show small link buttons with these labels side by side
 * (each the widest of the alternatives when a row shows one of several): text, the button's 2×4 px
 * padding, the cell's 2×16 px padding and a little slack, never under the header's own width.
 */
export function actionsWidth(labels: Array<string | string[]>, header = ''): number {
  const buttons = labels.reduce((n, l) => n + Math.max(...(Array.isArray(l) ? l : [l]).map(textWidth)) + 8, 0);
  return Math.ceil(Math.max(buttons, textWidth(header)) + 32 + 4);
}

export interface ListTableProps<T> {
  state: ListState<T>;
  query: Pick<ListQuery<T>, 'setPage'>;
  columns: TableColumnsType<T>;
  rowKey?: string | ((row: T) => string);
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
  /**
   * the table's scroll width: 'max-content' (default) grows with the content; a number keeps ellipsis
   * columns in bounds; 'fit': the sum of the widths of the columns shown at this screen width (columns
   * without a width share what is left, at least FLEX_MIN each), so the table fills the page and scrolls
   * only when the page is narrower than that
   */
  scrollX?: number | 'max-content' | 'fit';
}

/** The least a column without a width gets in a 'fit' table. */
export const FLEX_MIN = 180;

export function ListTable<T extends object>({ state, query, columns, rowKey = 'id', expandable, scrollX = 'max-content' }: ListTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const screens = Grid.useBreakpoint();
  const x = scrollX === 'fit'
    ? columns
      .filter((c) => !c.responsive || c.responsive.some((b) => screens[b]))
      .reduce((n, c) => n + (typeof c.width === 'number' ? c.width : FLEX_MIN), 0)
    : scrollX;
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
        scroll={{ x }}
        tableLayout={x === 'max-content' ? undefined : 'fixed'}
        expandable={expandable}
      />
      <Pager pageIndex={state.pageIndex} pageSize={state.pageSize} total={state.total} onChange={(p, s) => void query.setPage(p, s)} />
    </div>
  );
}
