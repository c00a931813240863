// SqlDb over a node-postgres pool. A transaction takes one client of the pool (BEGIN … COMMIT) at
// SERIALIZABLE isolation, so a method that reads and then writes (the login throttle counters, the upload
// quota, a new flow or form version) behaves as if it ran alone, as on SQLite; a serialization failure or
// deadlock is retried a bounded number of times. Record actions, the hot path, run at READ COMMITTED
// (TxOptions in types.ts): measured, SERIALIZABLE aborted too many of 200 concurrent submissions. Calls made while a transaction's
// function runs (its async context) use its client; other calls take any client (autocommit).
import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { UnstorableText, type RunResult, type SqlDb, type Stmt, type TxOptions } from './types.ts';
import { renumber, toPostgres } from './translate.ts';

interface TxState { client: pg.PoolClient; savepoints: number; done: boolean }

/** How often a transaction that lost a serialization conflict is run again before the error is reported. */
const MAX_ATTEMPTS = 12;
/** 40001 serialization_failure, 40P01 deadlock_detected; READ COMMITTED also 23505 unique_violation (a
 *  concurrent insert of the same key won: the retry reads it) */
const RETRYABLE = new Set(['40001', '40P01']);
const RETRYABLE_RC = new Set([...RETRYABLE, '23505']);

/** int8 (COUNT, BIGINT columns) and numeric (SUM) as JS numbers, as SQLite gives them (ids and epoch ms fit). */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

const NAMES = new Map<string, string>();
let named = 0;
/** A prepared statement's name per distinct text (bounded: the texts are the store's, plus IN-list variants). */
function statementName(text: string): string {
  let name = NAMES.get(text);
  if (!name) {
    if (NAMES.size >= 2000) NAMES.delete(NAMES.keys().next().value!);
    NAMES.set(text, (name = `hos${++named}`));
  }
  return name;
}

export class PostgresDb implements SqlDb {
  readonly dialect = 'postgres' as const;
  private readonly ctx = new AsyncLocalStorage<TxState>();
  readonly pool: pg.Pool;

  constructor(private readonly url: string, opts: { max?: number } = {}) {
    this.pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, types: TYPES });
    // an idle client losing its connection must not crash the process; the pool replaces it
    this.pool.on('error', (e) => console.error('[hos-server] PostgreSQL idle client error:', e.message));
  }

  private client(): pg.Pool | pg.PoolClient {
    const s = this.ctx.getStore();
    return s && !s.done ? s.client : this.pool;
  }

  private async query<T>(sql: string, args: unknown[], suffix = '', translated = false): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    const text = (translated ? sql : toPostgres(sql)) + suffix;
    try {
      // named: each connection parses and plans a text once, then only binds (as SQLite's statement cache)
      return await this.client().query<T & pg.QueryResultRow>({ name: statementName(text), text, values: args });
    } catch (e) {
      // 22021: a NUL character (or bytes invalid in UTF-8) in a parameter: SQLite stores it, PostgreSQL cannot
      if ((e as { code?: string }).code === '22021') throw new UnstorableText((e as Error).message);
      throw e;
    }
  }

  async get<T = unknown>(sql: string, ...args: unknown[]): Promise<T | undefined> {
    return (await this.query<T>(sql, args)).rows[0];
  }

  async all<T = unknown>(sql: string, ...args: unknown[]): Promise<T[]> {
    return (await this.query<T>(sql, args)).rows;
  }

  async run(sql: string, ...args: unknown[]): Promise<RunResult> {
    return { changes: (await this.query(sql, args)).rowCount ?? 0 };
  }

  async insert(sql: string, ...args: unknown[]): Promise<number> {
    const r = await this.query<{ id: number }>(sql, args, ' RETURNING id');
    return r.rows[0]?.id ?? 0;
  }

  /** One statement: `WITH s1 AS (other1 RETURNING 1), … main`, each part translated, its parameters renumbered. */
  async batch<T = unknown>(main: Stmt, others: Stmt[]): Promise<T[]> {
    if (!others.length) return (await this.query<T>(main.sql, main.args)).rows;
    let n = 0;
    const part = (s: Stmt) => {
      const text = renumber(toPostgres(s.sql), n);
      n += s.args.length;
      return text;
    };
    const ctes = others.map((s, i) => `s${i + 1} AS (${part(s)} RETURNING 1)`);
    const text = `WITH ${ctes.join(', ')} ${part(main)}`;
    return (await this.query<T>(text, [...others.flatMap((s) => s.args), ...main.args], '', true)).rows;
  }

  async exec(sql: string): Promise<void> {
    await this.client().query(sql);
  }

  async tx<T>(fn: (t: SqlDb) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    const mine = this.ctx.getStore();
    if (mine && !mine.done) return this.savepoint(mine, fn);
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      const state: TxState = { client, savepoints: 0, done: false };
      let broken = false;
      try {
        await client.query(opts.readCommitted ? 'BEGIN ISOLATION LEVEL READ COMMITTED' : 'BEGIN ISOLATION LEVEL SERIALIZABLE');
        const value = await this.ctx.run(state, () => fn(this));
        await client.query('COMMIT');
        return value;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => { broken = true; });
        if (attempt < MAX_ATTEMPTS && (opts.readCommitted ? RETRYABLE_RC : RETRYABLE).has((e as { code?: string }).code ?? '')) {
          await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
          continue;
        }
        throw e;
      } finally {
        state.done = true;
        client.release(broken);
      }
    }
  }

  private async savepoint<T>(state: TxState, fn: (t: SqlDb) => Promise<T>): Promise<T> {
    const name = `sp${++state.savepoints}`;
    await state.client.query(`SAVEPOINT ${name}`);
    try {
      const value = await fn(this);
      await state.client.query(`RELEASE SAVEPOINT ${name}`);
      return value;
    } catch (e) {
      await state.client.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw e;
    }
  }

  /**
   * Runs fn while holding a session advisory lock, taken on a connection of its own (outside the pool):
   * fn's transactions start their snapshots only once the lock is held, so they see what the previous
   * holder committed (a lock taken inside a SERIALIZABLE transaction would come after its snapshot).
   */
  async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
    const lock = new pg.Client({ connectionString: this.url });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [key]);
      return await fn();
    } finally {
      await lock.end(); // ends the session, and with it the lock
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
