// The one interface every store area talks to: asynchronous, the same for SQLite (better-sqlite3) and
// PostgreSQL (node-postgres). The areas hold ONE SQL text per statement, written in the common subset of
// both dialects (`?` parameters, COALESCE, CAST … AS TEXT, CASE instead of boolean sums); postgres.ts
// translates the few remaining differences once per distinct text (translate.ts).
//
// Transactions: `tx(fn)` runs fn in one transaction (a nested tx is a savepoint). A call made on the db
// while fn runs (in fn's async context, also through helpers that were handed the db) joins that
// transaction, so helpers need no separate transaction handle; `t` is the same db, passed for clarity.

export type Dialect = 'sqlite' | 'postgres';

export interface RunResult { changes: number }

/** One statement of a batch: its SQL (the common subset, `?` parameters) and its arguments. */
export interface Stmt { sql: string; args: unknown[] }

/**
 * PostgreSQL only (SQLite runs one transaction at a time anyway). By default a transaction is
 * SERIALIZABLE: any read-then-write is safe against other instances, a lost conflict is retried. A hot path
 * whose safety rests on conditional UPDATEs and unique keys alone (a record action: `WHERE version = ?`,
 * the idempotency key's primary key) asks for READ COMMITTED, which does not abort under a burst, and is
 * retried when it loses a unique-key race (the retry then reads the winner's row).
 */
export interface TxOptions { readCommitted?: boolean }

export interface SqlDb {
  readonly dialect: Dialect;
  /** The first row, or undefined. */
  get<T = unknown>(sql: string, ...args: unknown[]): Promise<T | undefined>;
  all<T = unknown>(sql: string, ...args: unknown[]): Promise<T[]>;
  run(sql: string, ...args: unknown[]): Promise<RunResult>;
  /** An INSERT into a table with an `id` key: the new row's id (PostgreSQL: `RETURNING id`). */
  insert(sql: string, ...args: unknown[]): Promise<number>;
  /**
   * Writes that do not read each other's effects, sent at once: `main` (its RETURNING rows are the
   * result, e.g. an UPDATE … RETURNING) and `others`, whose counts are not reported (INSERTs of known rows).
   * PostgreSQL sends them as ONE statement (`WITH s1 AS (other RETURNING 1), … main`: one round trip, all or
   * nothing, one snapshot: so no part may depend on what another part writes); SQLite runs `others` in order,
   * then `main`. Inside a transaction like any call: a refusal after it rolls all of it back.
   */
  batch<T = unknown>(main: Stmt, others: Stmt[]): Promise<T[]>;
  /** DDL or several statements without parameters. */
  exec(sql: string): Promise<void>;
  tx<T>(fn: (t: SqlDb) => Promise<T>, opts?: TxOptions): Promise<T>;
  close(): Promise<void>;
}

/** A text value the database cannot hold (PostgreSQL refuses the NUL character): the caller's input, a 400. */
export class UnstorableText extends Error {}

/** Picks the text of the current dialect where one statement truly needs two (keep both side by side). */
export function byDialect<T>(db: SqlDb, texts: Record<Dialect, T>): T {
  return texts[db.dialect];
}
