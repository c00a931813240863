// Messages (spec sections 3, 4, 7): the unread list behind <hos-message-bell> and the message page.
// Framework-free store: load the unread messages, mark one read, reload.

export interface Message {
  id: number | string;
  title?: string;
  logContent: string;
  /** the old API's wall-clock text 'YYYY-MM-DD HH:mm:ss' (the server's zone) */
  createTime: string;
  /** the same time as an instant (ISO 8601 with offset, issue 23 §2); shown in the hospital's zone. Older servers send none. */
  createdAt?: string | null;
  operateStatus?: number;
  operate_status?: number;
  is_read?: number;
  relatedType?: string;
  relatedId?: number | string | null;
  process?: number | string;
  /** the app route of the record the message is about (engine messages, docs/workflow.md "Messages") */
  link?: string | null;
  /** issue 23 §1: what the message says as a kind and parameters (src/core/messages/render.ts); null for a stored text */
  kind?: string | null;
  params?: object | null;
}

/**
 * The in-app route a message opens, or null. Only same-app paths are followed (one leading '/', no
 * scheme, no '//' or backslash host tricks): a message is data, and a link in it must not take the user
 * to another site.
 */
export function messageLink(m: Pick<Message, 'link'> | null | undefined): string | null {
  const raw = typeof m?.link === 'string' ? m.link.trim() : '';
  if (!raw || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // control characters (a newline could smuggle a second line into a log or a header)
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return raw;
}

/** 'new' reads operateStatus (0 = unread); 'old' is the old layout, which reads is_read. */
export type BellVariant = 'new' | 'old';

export const UNREAD_QUERY = { operate_status: 0, pageIndex: 1, pageSize: 9999 } as const;
export const APPROVAL_TYPE = '审批';
export const ANNUAL_PROCESS = 2;

export function isUnread(m: Message, variant: BellVariant = 'new'): boolean {
  const status = m.operateStatus ?? m.operate_status;
  if (variant === 'old' || status === undefined) {
    if (m.is_read !== undefined && m.is_read !== null) return Number(m.is_read) === 0;
  }
  return Number(status ?? 0) === 0;
}

export function isApproval(m: Message): boolean {
  return m.relatedType === APPROVAL_TYPE;
}

export function isAnnual(m: Message): boolean {
  return Number(m.process) === ANNUAL_PROCESS;
}

/** The tags a message shows: 'notice' (an unread notice in the bell), 'approval' and/or 'annual'. */
export function messageTags(m: Message): Array<'notice' | 'approval' | 'annual'> {
  const tags: Array<'notice' | 'approval' | 'annual'> = [];
  if (m.relatedType === 'notice') tags.push('notice');
  if (isApproval(m)) tags.push('approval');
  if (isAnnual(m)) tags.push('annual');
  return tags;
}

/** Reads the records out of the old API's resData; anything else (an error envelope) is an error. */
export function recordsOf(res: unknown): Message[] {
  if (res && typeof res === 'object' && Array.isArray((res as { records?: unknown }).records)) return (res as { records: Message[] }).records;
  if (Array.isArray(res)) return res as Message[];
  const msg = res && typeof res === 'object' ? (res as { resMsg?: string }).resMsg : undefined;
  throw new Error(msg || 'message list failed');
}

/**
 * The old client resolves an error answer as its raw envelope (it showed the message already): a
 * `resStatus` other than S0000 is an error here too, so a failed "mark read" is not reported as read.
 */
export function checkAnswer(res: unknown): void {
  if (!res || typeof res !== 'object') return;
  const status = (res as { resStatus?: unknown }).resStatus;
  if (typeof status === 'string' && status !== 'S0000') throw new AnswerError((res as { resMsg?: string }).resMsg || status, status);
}

/** The server refused (its message is worded in the caller's language), as opposed to a network failure. */
export class AnswerError extends Error {
  constructor(message: string, readonly status: string) {
    super(message);
    this.name = 'AnswerError';
  }
}

/** Fired on window after a message was read anywhere on the page (bells and the message page resync). */
export const MESSAGES_CHANGED = 'hos:messages-changed';
export function announceMessagesChanged(source: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(MESSAGES_CHANGED, { detail: { source } }));
}

export interface MessageApi {
  query(params: typeof UNREAD_QUERY): Promise<unknown>;
  read(id: Message['id']): Promise<unknown>;
}

export interface MessageListState {
  messages: Message[];
  /** the badge: unread messages of the list */
  unread: number;
  loading: boolean;
  error: string | null;
  loaded: boolean;
}

export interface MessageList {
  getState(): MessageListState;
  subscribe(fn: () => void): () => void;
  load(): Promise<void>;
  /** mark read, then reload (spec section 4: "the list reloads afterwards"); rejects when the server refused */
  read(id: Message['id']): Promise<void>;
  clear(): void;
}

export function createMessageList(api: MessageApi, variant: BellVariant = 'new'): MessageList {
  let state: MessageListState = { messages: [], unread: 0, loading: false, error: null, loaded: false };
  const listeners = new Set<() => void>();
  let seq = 0;
  const set = (patch: Partial<MessageListState>) => {
    state = { ...state, ...patch };
    listeners.forEach((fn) => fn());
  };
  const load = async () => {
    const mine = ++seq;
    set({ loading: true, error: null });
    try {
      const all = recordsOf(await api.query({ ...UNREAD_QUERY }));
      if (mine !== seq) return;
      const messages = all.filter((m) => isUnread(m, variant));
      set({ messages, unread: messages.length, loading: false, loaded: true });
    } catch (e) {
      if (mine !== seq) return;
      set({ loading: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
  return {
    getState: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    load,
    async read(id) {
      checkAnswer(await api.read(id));
      await load();
    },
    clear() {
      seq++;
      set({ messages: [], unread: 0, loading: false, error: null, loaded: false });
    },
  };
}
