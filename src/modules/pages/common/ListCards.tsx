// A list's rows as cards (issue 32 §3), what a phone (below 576 px) shows instead of a table, built from the
// table's own columns: the title and the status at the top, the current step, the deadline (red when overdue:
// the column's own cell, DueCell) and the other columns as "label: value" rows, the main action at the
// bottom. Nothing in a card is wider than the screen. A column may name its place with `card`; without it:
// the column keyed 'title' (else the first) is the title, 'state'/'status' the status, 'step' the current
// step, 'due'/'deadline' the deadline, the actions column (key 'a'/'actions' or fixed right) the action,
// the row number ('i') is left out and the rest are rows.
import type { ReactNode } from 'react';
import { Card, Empty, Spin, type TableColumnsType } from 'antd';
import { useNamespaceT } from '../../shared/hooks.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { lists } from '../../../core/i18n/locales/lists.ts';
import { useListStyles } from './listStyles.tsx';

provideNamespaces({ lists });

export type CardRole = 'title' | 'status' | 'step' | 'deadline' | 'meta' | 'action' | 'hide';
export type ListColumn<T> = TableColumnsType<T>[number] & { card?: CardRole };

type Cell = { key?: unknown; dataIndex?: unknown; fixed?: unknown };
const dataIndexOf = (c: unknown) => (c as Cell).dataIndex;

/** A column's key: its `key`, else its dataIndex (joined when a path), else its place. */
export function columnKey(c: unknown, i?: number): string {
  const { key } = c as Cell;
  const d = dataIndexOf(c);
  if (key !== undefined && key !== null) return String(key);
  if (typeof d === 'string' || typeof d === 'number') return String(d);
  if (Array.isArray(d)) return d.join('.');
  return `#${i ?? 0}`;
}

export const isActions = (c: unknown) => {
  const k = (c as Cell).key;
  return (c as { card?: CardRole }).card === 'action' || k === 'a' || k === 'actions' || (c as Cell).fixed === 'right';
};

export interface CardColumn<T> {
  column: ListColumn<T>;
  role: Exclude<CardRole, 'hide'>;
}

const ROLE_BY_KEY: Record<string, CardRole> = { state: 'status', status: 'status', step: 'step', due: 'deadline', deadline: 'deadline', i: 'hide', index: 'hide' };

/** The columns' places on a card (see the header). */
export function cardColumns<T>(columns: Array<ListColumn<T>>): Array<CardColumn<T>> {
  const roles = columns.map((c) => c.card ?? (isActions(c) ? 'action' : ROLE_BY_KEY[columnKey(c)]));
  if (!roles.includes('title')) {
    const i = columns.findIndex((c, j) => !roles[j] && ['title', 'name'].includes(columnKey(c)));
    const first = i >= 0 ? i : roles.findIndex((r) => !r);
    if (first >= 0) roles[first] = 'title';
  }
  return columns.map((column, i) => ({ column, role: (roles[i] ?? 'meta') as CardColumn<T>['role'] })).filter((c) => (c.role as CardRole) !== 'hide');
}

function valueOf<T>(c: ListColumn<T>, row: T, i: number): ReactNode {
  const d = dataIndexOf(c);
  const path = Array.isArray(d) ? d : d === undefined ? [] : [d];
  const v = path.reduce<unknown>((o, k) => (o == null ? o : (o as Record<string, unknown>)[k as string]), path.length ? row : undefined);
  const render = (c as { render?: (v: unknown, r: T, i: number) => unknown }).render;
  const out = render ? render(v, row, i) : v;
  // a cell render may give { children, props } (row spans): a card shows the children
  if (out && typeof out === 'object' && 'children' in out && 'props' in out && !('$$typeof' in out)) return (out as { children: ReactNode }).children;
  return (out ?? null) as ReactNode;
}

/** The data-* attributes a column's onCell gives (data-user-text: what people typed, judged by no language check). */
function cellAttrs<T>(c: ListColumn<T>, row: T, i: number): Record<string, unknown> {
  const onCell = (c as { onCell?: (r: T, i: number) => Record<string, unknown> }).onCell;
  const all = onCell?.(row, i) ?? {};
  return Object.fromEntries(Object.entries(all).filter(([k]) => k.startsWith('data-')));
}

const label = (c: ListColumn<unknown>) => (typeof c.title === 'function' ? null : (c.title as ReactNode));

export interface ListCardsProps<T> {
  columns: Array<CardColumn<T>>;
  rows: T[];
  loading?: boolean;
  rowKey?: string | ((row: T) => string);
  className?: string;
  /** tree rows: the field holding a row's children, drawn as cards nested in the row's card */
  childrenOf?: string;
}

export function ListCards<T extends object>({ columns, rows, loading, rowKey = 'id', className, childrenOf }: ListCardsProps<T>) {
  const t = useNamespaceT('lists');
  const ref = useListStyles<HTMLUListElement>();
  const keyOf = (r: T, i: number) => String(typeof rowKey === 'function' ? rowKey(r) : ((r as Record<string, unknown>)[rowKey] ?? i));
  const of = (role: CardColumn<T>['role']) => columns.filter((c) => c.role === role);
  const rowsOf = [...of('step'), ...of('deadline'), ...of('meta')];
  const cell = (c: CardColumn<T>, r: T, i: number, cls: string) => <div key={columnKey(c.column)} className={cls} {...cellAttrs(c.column, r, i)}>{valueOf(c.column, r, i)}</div>;
  return (
    <Spin spinning={!!loading}>
      <ul ref={ref} className={'hos-cards' + (className ? ' ' + className : '')}>
        {!rows.length && !loading && <li className="hos-cards-empty"><Empty description={t('noData')} image={Empty.PRESENTED_IMAGE_SIMPLE} /></li>}
        {rows.map((r, i) => (
          <li key={keyOf(r, i)} className="hos-card-item" data-row-key={keyOf(r, i)}>
            <Card size="small" className="hos-card">
              <div className="hos-card-head">
                {of('title').map((c) => cell(c, r, i, 'hos-card-title'))}
                {of('status').map((c) => cell(c, r, i, 'hos-card-status'))}
              </div>
              {rowsOf.length > 0 && (
                // rows without a value (a sheet not scored yet) are left out
                <dl className="hos-card-rows">
                  {rowsOf.map((c) => ({ c, v: valueOf(c.column, r, i) })).filter(({ v }) => v !== null && v !== '').map(({ c, v }) => (
                    <div key={columnKey(c.column)} className={'hos-card-row hos-card-' + c.role}>
                      <dt>{label(c.column as ListColumn<unknown>)}</dt>
                      <dd {...cellAttrs(c.column, r, i)}>{v}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {of('action').map((c) => cell(c, r, i, 'hos-card-actions'))}
              {childrenOf && Array.isArray((r as Record<string, unknown>)[childrenOf]) && ((r as Record<string, unknown>)[childrenOf] as T[]).length > 0 && (
                <ListCards<T> columns={columns} rows={(r as Record<string, unknown>)[childrenOf] as T[]} rowKey={rowKey} childrenOf={childrenOf} className="hos-cards-nested" />
              )}
            </Card>
          </li>
        ))}
      </ul>
    </Spin>
  );
}
