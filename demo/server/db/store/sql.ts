// Helpers the store's areas share to build parameterised SQL: no statement text of its own lives here
// beyond the generic COUNT / LIMIT shape of a paged list.
import type { SqlDb } from '../sql/types.ts';
import type { Page, Paged } from './types.ts';

/** Escapes `%`, `_` and `\` so that a user's text matches literally in LIKE … ESCAPE '\'. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** `%` and `_` typed by a user match literally in LIKE. */
export function likeContains(s: string): string {
  return '%' + likeEscape(s) + '%';
}

/** `?, ?, ?` for n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

const QUALIFIED = new Map<string, string>();

/** Prefixes each column of a column list with a table alias: `id, name AS x` -> `u.id, u.name AS x`.
 *  Remembered: the lists call it per request with the same few column lists. */
export function qualify(cols: string, alias: string): string {
  const key = alias + '\0' + cols;
  let out = QUALIFIED.get(key);
  // a column at the start, after a comma or inside a call (COALESCE(a, b) AS c); never the function's own name
  if (out === undefined) QUALIFIED.set(key, (out = cols.replace(/(^|,\s*|\()(\w+)\b(?!\s*\()/g, `$1${alias}.$2`)));
  return out;
}

/** A WHERE clause built from conditions, each with its own parameters. */
export class Where {
  private readonly conds: string[];
  readonly args: unknown[] = [];
  constructor(...conds: string[]) { this.conds = conds; }
  add(cond: string, ...args: unknown[]): this {
    this.conds.push(cond);
    this.args.push(...args);
    return this;
  }
  /** `col IN (…)`; an empty list matches nothing. */
  in(col: string, values: readonly unknown[]): this {
    return this.add(values.length ? `${col} IN (${placeholders(values.length)})` : '1 = 0', ...values);
  }
  get sql(): string { return this.conds.length ? 'WHERE ' + this.conds.join(' AND ') : ''; }
}

/** `col = ?` assignments for the fields of `patch` that `keep` accepts, in the order of `cols`. */
export function assignments(cols: Record<string, string>, patch: object, keep: (v: unknown) => boolean): { sets: string[]; args: unknown[] } {
  const sets: string[] = [];
  const args: unknown[] = [];
  for (const [k, col] of Object.entries(cols)) {
    const v = (patch as Record<string, unknown>)[k];
    if (keep(v)) { sets.push(`${col} = ?`); args.push(v); }
  }
  return { sets, args };
}

/** One page of `SELECT select FROM from WHERE … ORDER BY orderBy` and the number of rows of `countFrom` (default `from`) it filters. */
export async function selectPage<T>(
  db: SqlDb,
  q: { select: string; from: string; where?: Where; orderBy: string; countFrom?: string },
  page: Page,
): Promise<Paged<T>> {
  const w = q.where?.sql ?? '';
  const args = q.where?.args ?? [];
  const count = (await db.get(`SELECT COUNT(*) AS n FROM ${q.countFrom ?? q.from} ${w}`, ...args) as { n: number }).n;
  const rows = await db.all(`SELECT ${q.select} FROM ${q.from} ${w} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`, ...args, page.limit, page.offset) as T[];
  return { rows, count };
}
