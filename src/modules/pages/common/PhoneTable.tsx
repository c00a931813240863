// An antd Table that is cards on a phone (issue 32 §3): the list pages not on ListTable (a list without a
// server pager: results, flows, dictionaries, departments, menus...) draw through it. At 576 px and wider it
// is the Table with the same props; below, ListCards built from the same columns (tree rows' children as
// cards nested in their parent's). `scrollOk`: a detail page's sub-table, which stays a table and may scroll
// sideways inside its card on a phone (the layout audit accepts it there, [data-scroll-ok]); the page never does.
import { Grid, Table, type TableProps } from 'antd';
import { ListCards, cardColumns, type ListColumn } from './ListCards.tsx';

export type PhoneTableProps<T> = TableProps<T> & { scrollOk?: boolean };

/** cards below antd's `sm` breakpoint (576 px) */
const drawsCards = (screens: Partial<Record<'sm', boolean>>) => screens.sm === false;

/** True where a PhoneTable draws cards: a page hides what only the table has (a tree's expand-all). */
export function usePhoneCards(): boolean {
  return drawsCards(Grid.useBreakpoint());
}

export function PhoneTable<T extends object>({ scrollOk, ...props }: PhoneTableProps<T>) {
  const screens = Grid.useBreakpoint();
  if (scrollOk) return <div data-scroll-ok="" className="hos-scroll-ok"><Table<T> {...props} /></div>;
  if (!drawsCards(screens)) return <Table<T> {...props} />;
  const columns = ((props.columns ?? []) as Array<ListColumn<T>>).filter((c) => !c.responsive || c.responsive.some((b) => screens[b]) || c.card);
  const loading = typeof props.loading === 'object' ? !!props.loading.spinning : !!props.loading;
  return (
    <ListCards<T>
      className={props.className}
      columns={cardColumns(columns)}
      rows={[...(props.dataSource ?? [])]}
      loading={loading}
      rowKey={props.rowKey as string | ((r: T) => string) | undefined}
      childrenOf={props.expandable?.childrenColumnName ?? 'children'}
    />
  );
}
