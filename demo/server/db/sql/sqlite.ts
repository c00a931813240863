// SqlDb over better-sqlite3 (synchronous). The connection is one: a transaction holds it across its
// awaits, so transactions are serialised (an async mutex) and a call from outside the running
// transaction waits until it ends (no read sees uncommitted writes, no write lands in someone else's
// transaction). Calls from inside the transaction's async context (AsyncLocalStorage) run directly.
//
// Durability off the thread (issue 34 §6): with a `syncWal` (connection.ts, synchronous FULL) the connection
// runs synchronous=NORMAL, so a COMMIT only writes the WAL, and the WAL is then flushed to disk by an
// fdatasync in libuv's thread pool; the connection stays held until that flush ends. Nothing reads or
// writes before the commit is on disk (as with FULL), but the server's thread does other requests' work
// (parsing, validation, JSON) meanwhile instead of waiting in the fsync. A write outside a transaction is
// held the same way.
import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import type { RunResult, SqlDb, Stmt, TxOptions } from './types.ts';

interface TxState { done: Promise<void>; savepoints: number }

export class SqliteDb implements SqlDb {
  readonly dialect = 'sqlite' as const;
  private readonly ctx = new AsyncLocalStorage<TxState>();
  /** the transaction holding the connection, if any */
  private current: TxState | null = null;

  /**
   * `beforeClose`: what must end before the connection closes (the checkpointer of connection.ts);
   * `syncWal`: flushes the WAL to disk, awaited after every commit (none: SQLite syncs in COMMIT itself)
   */
  constructor(readonly raw: Database.Database, private readonly beforeClose?: () => Promise<void>, private readonly syncWal?: () => Promise<void>) {}

  /** True while a transaction is open on the connection (false after SQLite rolled one back by itself). */
  get inTransaction(): boolean { return this.raw.inTransaction; }

  /** Another context's transaction holds the connection. The wait loops sit inline in each method: the
   *  check and the statement after it must run in one synchronous step (no await between them). */
  private busy(): boolean {
    return !!this.current && this.ctx.getStore() !== this.current;
  }

  async get<T = unknown>(sql: string, ...args: unknown[]): Promise<T | undefined> {
    while (this.busy()) await this.current!.done;
    return this.raw.prepare(sql).get(...args) as T | undefined;
  }

  async all<T = unknown>(sql: string, ...args: unknown[]): Promise<T[]> {
    while (this.busy()) await this.current!.done;
    return this.raw.prepare(sql).all(...args) as T[];
  }

  async run(sql: string, ...args: unknown[]): Promise<RunResult> {
    while (this.busy()) await this.current!.done;
    if (this.syncWal && !this.current) return this.held(() => ({ changes: this.raw.prepare(sql).run(...args).changes }));
    return { changes: this.raw.prepare(sql).run(...args).changes };
  }

  async insert(sql: string, ...args: unknown[]): Promise<number> {
    while (this.busy()) await this.current!.done;
    if (this.syncWal && !this.current) return this.held(() => Number(this.raw.prepare(sql).run(...args).lastInsertRowid));
    return Number(this.raw.prepare(sql).run(...args).lastInsertRowid);
  }

  /** In-process: no round trips to save; the statements run one by one, `main` last. */
  async batch<T = unknown>(main: Stmt, others: Stmt[]): Promise<T[]> {
    while (this.busy()) await this.current!.done;
    const run = () => {
      for (const s of others) this.raw.prepare(s.sql).run(...s.args);
      return this.raw.prepare(main.sql).all(...main.args) as T[];
    };
    return this.syncWal && !this.current && others.length ? this.held(run) : run();
  }

  async exec(sql: string): Promise<void> {
    while (this.busy()) await this.current!.done;
    if (this.syncWal && !this.current) return this.held(() => { this.raw.exec(sql); });
    this.raw.exec(sql);
  }

  /**
   * A write outside any transaction (SQLite's autocommit) when the WAL is synced here: the statement runs
   * at once (the caller checked that no transaction holds the connection, no await since), then the
   * connection stays held until the WAL is on disk.
   */
  private async held<T>(write: () => T): Promise<T> {
    let release!: () => void;
    const state: TxState = { done: new Promise<void>((r) => (release = r)), savepoints: 0 };
    this.current = state;
    try {
      const value = write();
      await this.syncWal!();
      return value;
    } finally {
      this.current = null;
      release();
    }
  }

  /** `opts` are PostgreSQL's: one connection runs one transaction at a time here. */
  async tx<T>(fn: (t: SqlDb) => Promise<T>, _opts?: TxOptions): Promise<T> {
    const mine = this.ctx.getStore();
    if (mine && mine === this.current) return this.savepoint(mine, fn);
    while (this.current) await this.current.done;
    let release!: () => void;
    const state: TxState = { done: new Promise<void>((r) => (release = r)), savepoints: 0 };
    this.current = state;
    try {
      // prepared (and cached by the connection), not exec'd: parsed once
      this.raw.prepare('BEGIN').run();
      const value = await this.ctx.run(state, () => fn(this));
      this.raw.prepare('COMMIT').run();
      // durable before anyone reads what it wrote (the connection is still this transaction's)
      if (this.syncWal) await this.syncWal();
      return value;
    } catch (e) {
      if (this.raw.inTransaction) this.raw.prepare('ROLLBACK').run();
      throw e;
    } finally {
      this.current = null;
      release();
    }
  }

  /** Until no transaction holds the connection. */
  private async idle(): Promise<void> {
    while (this.current) await this.current.done;
  }

  private async savepoint<T>(state: TxState, fn: (t: SqlDb) => Promise<T>): Promise<T> {
    const name = `sp${++state.savepoints}`;
    this.raw.prepare(`SAVEPOINT ${name}`).run();
    try {
      const value = await fn(this);
      this.raw.prepare(`RELEASE ${name}`).run();
      return value;
    } catch (e) {
      // an I/O error may have ended the whole transaction: then there is no savepoint left to undo
      if (this.raw.inTransaction) {
        this.raw.prepare(`ROLLBACK TO ${name}`).run();
        this.raw.prepare(`RELEASE ${name}`).run();
      }
      throw e;
    }
  }

  async close(): Promise<void> {
    await this.idle();
    await this.beforeClose?.();
    await this.idle();
    this.raw.close();
  }
}
