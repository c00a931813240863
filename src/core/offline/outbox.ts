// The device's outbox (issue 32 §2): a report submitted or saved while the network is down stays on this
// device and is sent when the network is back, exactly once: each item keeps the report's idempotency
// key, which the server binds to the record it created, so a send retried after a lost answer (or from a
// second tab) is answered with the same record. Items live in the local draft store (IndexedDB), under
// the user's report-draft prefix (`hos-draft:<user>:report:outbox-<key>`), so the logout that clears the
// user's report drafts clears them too; patient data never goes anywhere else on the device.
//
// A send that fails for want of a network (no answer, a timeout, a 5xx, a lost session) leaves the item
// queued; a refusal by the server (a business error, a 4xx) takes it out of the queue and puts it back as
// the report draft, with the server's reason, so the nurse sees why and corrects it. When the report page
// already holds another unsent draft, the refused item waits in the queue (marked refused) until it is free.
import { draftKey, type DraftBackend } from '../autosave/draftSaver.ts';
import type { ReportDraft } from '../autosave/reportDraft.ts';

/** What is sent: the body of POST /api/v1/records (the records API's NewRecordInput). */
export type OutboxInput = Record<string, unknown>;

export interface OutboxItem {
  kind: 'report';
  /** the report's idempotency key */
  key: string;
  /** epoch ms it was queued */
  queuedAt: number;
  /** the report's title (what the messages name) */
  title: string;
  /** submitted (true) or saved as a draft (false) */
  submit: boolean;
  input: OutboxInput;
  /** the report as the page had it: what comes back as the draft when the server refuses it */
  draft: ReportDraft;
  /** the server refused it and the report page was not free to take it back yet */
  refused?: string;
}

export type SendOutcome = { ok: true; id: number } | { ok: false; retry: true } | { ok: false; retry: false; reason: string };

export interface FlushResult {
  sent: Array<{ item: OutboxItem; id: number }>;
  refused: Array<{ item: OutboxItem; reason: string }>;
  /** items still queued (waiting for the network, or refused and waiting for the report page) */
  left: number;
}

const PREFIX = 'report:outbox-';
/** The store key of a queued report. */
export function outboxKey(user: string, key: string): string {
  return draftKey(user, PREFIX + key);
}
/** The store key of the new report's draft (reportDraftHostKey() of reportDraft.ts). */
const newDraftKey = (user: string) => draftKey(user, 'report:new');

function isItem(v: unknown): v is OutboxItem {
  const x = v as OutboxItem;
  return !!x && typeof x === 'object' && x.kind === 'report' && typeof x.key === 'string' && typeof x.queuedAt === 'number'
    && !!x.input && typeof x.input === 'object' && !!x.draft && typeof x.draft === 'object';
}

// ---- changes, for the header's count and the lists' banner --------------------------------------------

const listeners = new Set<() => void>();
/** Called after every change of the queue (this page's). Returns the unsubscribe. */
export function onOutboxChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => void listeners.delete(fn);
}
function changed(): void {
  for (const fn of [...listeners]) {
    try {
      fn();
    } catch (e) {
      console.warn('[hos] outbox listener failed', e);
    }
  }
}

// ---- the queue ---------------------------------------------------------------------------------------

export async function enqueueReport(backend: DraftBackend, user: string, item: Omit<OutboxItem, 'kind'>): Promise<void> {
  await backend.set(outboxKey(user, item.key), { ...item, kind: 'report' } satisfies OutboxItem);
  changed();
}

/** The user's queued reports, oldest first. */
export async function queuedReports(backend: DraftBackend, user: string): Promise<OutboxItem[]> {
  const prefix = outboxKey(user, '');
  const keys = ((await backend.keys?.()) ?? []).filter((k) => k.startsWith(prefix));
  const items: OutboxItem[] = [];
  for (const k of keys) {
    const v = await backend.get(k);
    if (isItem(v)) items.push(v);
  }
  return items.sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * What a failed send means: `retry` (no network, no answer, the server down or the session gone: the item
 * stays queued) or the server's refusal and its reason. Reads the shapes the http clients reject with:
 * axios errors (a `response` only when the server answered) and business errors with a `code`.
 */
export function failureOf(e: unknown): SendOutcome & { ok: false } {
  const err = e as { response?: { status?: number }; code?: unknown; message?: string; isAxiosError?: boolean } | null;
  const reason = (err?.message || String(e)).slice(0, 500);
  if (!err || typeof err !== 'object') return { ok: false, retry: true };
  if (err.isAxiosError) {
    const status = err.response?.status;
    // no answer (offline, a timeout), the server failing, or asking to sign in again: try again later
    if (!status || status >= 500 || status === 401 || status === 403 || status === 408 || status === 429) return { ok: false, retry: true };
    return { ok: false, retry: false, reason };
  }
  const code = Number(err.code);
  // a business envelope: the session ended (401 / 6401) waits for the nurse to sign in; 5xx is the server's trouble
  if (Number.isFinite(code) && code > 0) {
    if (code === 401 || code === 6401 || code >= 500 && code < 600) return { ok: false, retry: true };
    return { ok: false, retry: false, reason };
  }
  return { ok: false, retry: true };
}

/** One flush at a time per user and page: a second call waits for the running one and gets its result. */
const running = new Map<string, Promise<FlushResult>>();

/**
 * Sends the user's queued reports, oldest first; `send` makes the call with the item's idempotency key.
 * Sent items leave the queue; refused ones go back to the report draft with the reason (see above).
 */
export function flushOutbox(backend: DraftBackend, user: string, send: (item: OutboxItem) => Promise<{ id: number }>): Promise<FlushResult> {
  const busy = running.get(user);
  if (busy) return busy;
  const run = flushNow(backend, user, send).finally(() => running.delete(user));
  running.set(user, run);
  return run;
}

async function flushNow(backend: DraftBackend, user: string, send: (item: OutboxItem) => Promise<{ id: number }>): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], left: 0 };
  let touched = false;
  for (const item of await queuedReports(backend, user)) {
    let reason = item.refused;
    if (reason === undefined) {
      let outcome: SendOutcome;
      try {
        outcome = { ok: true, id: (await send(item)).id };
      } catch (e) {
        outcome = failureOf(e);
      }
      if (outcome.ok) {
        await backend.del(outboxKey(user, item.key));
        result.sent.push({ item, id: outcome.id });
        touched = true;
        continue;
      }
      if (outcome.retry) {
        result.left++;
        continue;
      }
      reason = outcome.reason;
    }
    // refused: back to the report draft with the reason, if the page is free to take it
    if (await backend.get(newDraftKey(user))) {
      if (item.refused === undefined) {
        await backend.set(outboxKey(user, item.key), { ...item, refused: reason } satisfies OutboxItem);
        result.refused.push({ item, reason });
        touched = true;
      }
      result.left++;
      continue;
    }
    await backend.set(newDraftKey(user), { ...item.draft, savedAt: Date.now(), submission: item.key, refused: reason } satisfies ReportDraft);
    await backend.del(outboxKey(user, item.key));
    if (item.refused === undefined) result.refused.push({ item, reason });
    touched = true;
  }
  if (touched) changed();
  return result;
}

/** Announces a change made elsewhere (a logout that cleared the store). */
export function outboxChanged(): void {
  changed();
}

/**
 * The browser's store of the queue: the draft store's IndexedDB backend (idbBackend.ts), loaded on first
 * use (the shell's first paint carries no IndexedDB code).
 */
const idb = () => import('../autosave/idbBackend.ts').then((m) => m.browserDraftBackend());
export const deviceStore: DraftBackend = {
  get: async (k) => (await idb()).get(k),
  set: async (k, v) => (await idb()).set(k, v),
  del: async (k) => (await idb()).del(k),
  keys: async () => (await (await idb()).keys?.()) ?? [],
};

/** Whether an error means the request got no answer at all (no network): the report is queued instead. */
export function isNoAnswer(e: unknown): boolean {
  const err = e as { isAxiosError?: boolean; response?: unknown; code?: unknown } | null;
  return !!err && typeof err === 'object' && !!err.isAxiosError && !err.response;
}

/** The browser says it is offline (navigator.onLine is false only when it surely is). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
