// The audit log's one writer (issue 33 §5, docs/security.md "Audit log"). A hook calls `log(entry)` and goes
// on: nothing is awaited, nothing thrown. Entries wait in memory and are written in batches, each batch in
// one transaction that reads the chain's last hash and appends the rows with their hashes (chain.ts); on
// PostgreSQL that transaction first takes an advisory lock, so two server processes on one database append
// one after the other and never fork the chain (READ COMMITTED: the read after the lock sees the other
// process's committed rows). A batch that fails stays queued and is tried again after a pause; the first
// failure of a streak is reported on the console, every one counts in `failures` (GET /api/v1/health
// shows it with the rows waiting). On close the queue is written once more; rows that still cannot be
// written are printed to the console as JSON lines, never dropped silently.
import type { SqlDb } from '../db/sql/types.ts';
import { rowHash, type AuditOutcome, type ChainRow } from './chain.ts';

export type { AuditOutcome } from './chain.ts';

export interface AuditEntry {
  /** dotted: `login.ok`, `record.read`, `admin.change`… */
  event: string;
  outcome?: AuditOutcome;
  username?: string;
  userId?: number | null;
  ip?: string;
  recordId?: number | null;
  detail?: Record<string, unknown>;
  /** default: now */
  at?: number;
}

/** The advisory lock key of the chain's appends (PostgreSQL). */
export const AUDIT_LOCK = 0x48_4f_53_41; // 'HOSA'

type Pending = Omit<ChainRow, 'id'>;

export interface AuditLogOptions {
  /** how long entries gather before a batch is written (ms) */
  delayMs?: number;
  /** the pause after a failed batch (ms) */
  retryMs?: number;
  /** rows per transaction at most */
  batchMax?: number;
}

export class AuditLog {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private waiters: (() => void)[] = [];
  private reported = false;
  private closed = false;
  /** failed batch writes since start */
  failures = 0;
  /** rows written since start */
  written = 0;
  private readonly delayMs: number;
  private readonly retryMs: number;
  private readonly batchMax: number;

  constructor(private readonly db: SqlDb, opts: AuditLogOptions = {}) {
    this.delayMs = opts.delayMs ?? 25;
    this.retryMs = opts.retryMs ?? 1000;
    this.batchMax = opts.batchMax ?? 500;
  }

  /** Queues one entry; returns at once (never throws). */
  log(e: AuditEntry): void {
    this.queue.push({
      at: e.at ?? Date.now(), event: e.event, username: (e.username ?? '').slice(0, 64), user_id: e.userId ?? null,
      ip: e.ip ?? '', outcome: e.outcome ?? 'ok', record_id: e.recordId ?? null, detail: JSON.stringify(e.detail ?? {}),
    });
    this.schedule(this.delayMs);
  }

  /** Rows queued and not yet written. */
  get pending(): number { return this.queue.length; }

  /** Resolves once every entry logged so far is written (or, after close, reported). */
  flushed(): Promise<void> {
    if (!this.queue.length && !this.running) return Promise.resolve();
    this.schedule(0);
    return new Promise((r) => this.waiters.push(r));
  }

  /** Writes what is queued (one more try when the database fails), then stops. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) { clearTimeout(this.timer); this.timer = null; }
    await this.running;
    if (this.queue.length) this.running = this.drain();
    await this.running;
  }

  private schedule(ms: number): void {
    if (this.running || this.closed) return;
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => { this.timer = null; this.running = this.drain(); }, ms);
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.slice(0, this.batchMax);
      try {
        await this.append(batch);
        this.queue.splice(0, batch.length);
        this.written += batch.length;
        this.reported = false;
      } catch (e) {
        this.failures++;
        if (!this.reported) console.error(`audit log: writing ${this.queue.length} row(s) failed, retrying every ${this.retryMs} ms:`, e);
        this.reported = true;
        if (this.closed) {
          for (const r of this.queue) console.error('audit log: row not written:', JSON.stringify(r));
          this.queue = [];
          break;
        }
        await new Promise((r) => setTimeout(r, this.retryMs));
      }
    }
    this.running = null;
    const w = this.waiters;
    this.waiters = [];
    for (const r of w) r();
    if (this.queue.length) this.schedule(0);
  }

  private async append(batch: Pending[]): Promise<void> {
    const db = this.db;
    await db.tx(async () => {
      if (db.dialect === 'postgres') await db.get('SELECT pg_advisory_xact_lock(?)', AUDIT_LOCK);
      const last = await db.get<{ id: number; hash: string }>('SELECT id, hash FROM audit_log ORDER BY id DESC LIMIT 1')
        ?? await db.get<{ id: number; hash: string }>('SELECT upto_id AS id, last_hash AS hash FROM audit_archives ORDER BY upto_id DESC LIMIT 1');
      let id = Number(last?.id ?? 0);
      let prev = last?.hash ?? '';
      for (const p of batch) {
        const row: ChainRow = { id: ++id, ...p };
        const hash = rowHash(prev, row);
        await db.run(`INSERT INTO audit_log (id, at, event, username, user_id, ip, outcome, record_id, detail, prev_hash, hash)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, row.id, row.at, row.event, row.username, row.user_id, row.ip, row.outcome, row.record_id, row.detail, prev, hash);
        prev = hash;
      }
    }, { readCommitted: true });
  }
}
