// A table over a list query with the spec's pager below it, and the width of an actions column sized to
// the buttons it shows (issue 22 §4: never clipped, never wider than they need).
// Issue 32: below 576 px the rows are cards built from the same columns (ListCards: title, status, current
// step, deadline, the main action; nothing scrolls sideways), and on wider screens a column chooser
// (show, hide and order columns, remembered per user and list: core/pages/listColumns.ts). The table's
// scroll width is the sum of the widths of the columns it shows, the actions included, so a table fits or
// scrolls sideways with its scrollbar; no column lies under the fixed actions column.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Grid, Table, type TableColumnsType } from 'antd';
import type { ListQuery, ListState } from '../../../core/pages/createListQuery.ts';
import { browserStore, isShown, loadChoice, orderedKeys, saveChoice, type ColumnChoice } from '../../../core/pages/listColumns.ts';
import { Pager } from './Pager.tsx';
import { ListCards, cardColumns, columnKey, isActions, type ListColumn } from './ListCards.tsx';
import { ColumnChooser } from './ColumnChooser.tsx';
import { useUserId } from './hooks.ts';

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
  /** the table's columns; `card` gives a column its place on a phone's card (ListCards) */
  columns: Array<ListColumn<T>>;
  rowKey?: string | ((row: T) => string);
  expandable?: Parameters<typeof Table<T>>[0]['expandable'];
  /**
   * the table's scroll width: 'max-content' (default) grows with the content; a number keeps ellipsis
   * columns in bounds (never less than the columns shown need); 'fit': the sum of the widths of the
   * columns shown at this screen width (columns without a width share what is left, at least FLEX_MIN
   * each), so the table fills the page and scrolls only when the page is narrower than that
   */
  scrollX?: number | 'max-content' | 'fit';
  /** names the list for the column chooser's memory (per user); without it, the page's path */
  listId?: string;
  /** the column chooser (default on) */
  chooser?: boolean;
  className?: string;
}

/** The least a column without a width gets in a 'fit' table. */
export const FLEX_MIN = 180;

/** What the columns shown need side by side: their widths, FLEX_MIN for those without one. */
export function columnsWidth(columns: Array<{ width?: unknown }>): number {
  return columns.reduce((n, c) => n + (typeof c.width === 'number' ? c.width : FLEX_MIN), 0);
}

/** The column chooser's choice for this list, remembered per user (localStorage: see listColumns.ts). */
function useColumnChoice(listId: string, keys: string[]): [ColumnChoice, (c: ColumnChoice) => void] {
  const userId = useUserId();
  const [choice, setChoice] = useState(() => loadChoice(browserStore(), userId, listId));
  useEffect(() => setChoice(loadChoice(browserStore(), userId, listId)), [userId, listId]);
  const keysKey = keys.join('|');
  return [choice, (c) => {
    setChoice(c);
    saveChoice(browserStore(), userId, listId, keysKey.split('|'), c);
  }];
}

export function ListTable<T extends object>({
  state, query, columns, rowKey = 'id', expandable, scrollX = 'max-content', listId, chooser = true, className,
}: ListTableProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const screens = Grid.useBreakpoint();
  // the first measurement comes after the first paint: until then the table (the wider screens are the rule)
  const phone = screens.sm === false;
  const id = listId ?? (typeof location !== 'undefined' ? location.pathname : 'list');
  const keys = useMemo(() => columns.map(columnKey), [columns]);
  const [choice, setChoice] = useColumnChoice(id, keys);
  const fitsScreen = (c: ListColumn<T>) => !c.responsive || c.responsive.some((b) => screens[b]);
  // the list's own defaults at this width (columns for wide screens), which the chooser may override
  const hiddenByDefault = columns.filter((c) => !fitsScreen(c)).map(columnKey);
  const locked = columns.filter(isActions).map(columnKey);
  const byKey = new Map(columns.map((c) => [columnKey(c), c] as const));
  const shown = orderedKeys(keys, choice)
    .filter((k) => locked.includes(k) || isShown(k, choice, hiddenByDefault))
    .map((k) => byKey.get(k)!)
    // the actions stay at the right end whatever the order
    .sort((a, b) => Number(isActions(a)) - Number(isActions(b)))
    .map((c) => (c.responsive ? { ...c, responsive: undefined } : c));
  const need = columnsWidth(shown) + (expandable && expandable.showExpandColumn !== false ? 48 : 0);
  const x = scrollX === 'fit' ? need : typeof scrollX === 'number' ? Math.max(scrollX, need) : scrollX;
  // a table wider than the page scrolls sideways: its scroll box takes the focus so the arrow keys reach it
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((el) => { if (el.tabIndex < 0) el.tabIndex = 0; });
  });
  const pager = <Pager pageIndex={state.pageIndex} pageSize={state.pageSize} total={state.total} onChange={(p, s) => void query.setPage(p, s)} />;
  if (phone) {
    return (
      <div className={'hos-list hos-list-cards' + (className ? ' ' + className : '')} ref={ref}>
        <ListCards<T> columns={cardColumns(shown)} rows={state.rows} loading={state.loading} rowKey={rowKey} />
        {pager}
      </div>
    );
  }
  return (
    <div className={'hos-list' + (className ? ' ' + className : '')} ref={ref}>
      {chooser && (
        <div className="hos-list-tools">
          <ColumnChooser
            columns={orderedKeys(keys, choice).filter((k) => !locked.includes(k)).map((k) => ({ key: k, title: byKey.get(k)!.title, shown: isShown(k, choice, hiddenByDefault) }))}
            keys={keys}
            choice={choice}
            onChange={setChoice}
          />
        </div>
      )}
      <Table<T>
        size="middle"
        rowKey={rowKey as never}
        columns={shown as TableColumnsType<T>}
        dataSource={state.rows}
        loading={state.loading}
        pagination={false}
        scroll={{ x }}
        tableLayout={x === 'max-content' ? undefined : 'fixed'}
        expandable={expandable}
      />
      {pager}
    </div>
  );
}
