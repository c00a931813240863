// Issue 23 §1: a stored message is a kind plus parameters (record, title, steps, who acted, comment, due
// time ...), worded in the reader's language when it is read: by the server for the old message API (in
// the caller's Accept-Language) and by the message page. Messages stored before kinds existed (no kind,
// or a kind this build does not know) show their stored title and text: the fallback never breaks.
// Framework-free; texts: locales/messageTexts.ts, outcomes and "anonymous": locales/workflow.ts.
import { messageTexts } from '../i18n/locales/messageTexts.ts';
import { workflow } from '../i18n/locales/workflow.ts';
import { formatDateTime } from '../i18n/format.ts';

type Lang = 'zh-CN' | 'en';
interface StepName { 'zh-CN'?: string; en?: string }

/** The parameters of a message; every one optional (a kind reads the ones it needs). */
export interface MessageParams {
  recordId?: number;
  /** 'baqsj' (adverse event report) or 'xjsxxm' (technology application) */
  module?: string;
  /** the record's title (data people typed) */
  title?: string;
  /** who acted; '' with `anonymous` for an anonymous reporter (never named) */
  actor?: string;
  anonymous?: boolean;
  /** the message goes to the record's submitter (approve and close tell both audiences) */
  toSubmitter?: boolean;
  fromStep?: StepName | null;
  toStep?: StepName | null;
  comment?: string;
  /** review outcome code (continue / suspend / stop) */
  outcome?: string;
  /** due time, epoch ms */
  due?: number;
  year?: number;
}

export interface StoredMessage {
  kind?: string | null;
  params?: MessageParams | string | null;
  title?: string;
  logContent?: string;
}

/** The kinds with two wordings: the submitter's (`mine`) and the next hands'. */
const TWO_AUDIENCES = new Set(['approve', 'return', 'close']);

const langOf = (lang: string | undefined): Lang => (/^en/i.test(lang ?? '') ? 'en' : 'zh-CN');
const fill = (text: string, p: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (m, k: string) => p[k] ?? m);

/** Parameters as stored (a JSON text in the database) or already parsed; {} for anything unreadable. */
export function readParams(raw: StoredMessage['params']): MessageParams {
  if (raw && typeof raw === 'object') return raw;
  if (typeof raw !== 'string' || !raw) return {};
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as MessageParams) : {};
  } catch {
    return {};
  }
}

/** Whether this build words the kind (a message of an unknown kind shows its stored text). */
export function knownKind(kind: string | null | undefined): kind is string {
  return !!kind && `${kind}.content` in messageTexts['zh-CN'];
}

/**
 * The title and text of a message in `lang` (any 'en…' is English, else Chinese); its due time shown in
 * `timeZone` (the hospital's, as the pages show times; the reader's own clock when absent).
 */
export function renderMessage(m: StoredMessage, lang?: string, opts: { timeZone?: string } = {}): { title: string; content: string } {
  const stored = { title: m.title ?? '', content: m.logContent ?? '' };
  if (!knownKind(m.kind)) return stored;
  const l = langOf(lang);
  const texts = messageTexts[l];
  const p = readParams(m.params);
  const t = (key: string, v: Record<string, string> = {}) => fill(texts[key] ?? messageTexts['zh-CN'][key] ?? '', v);
  const step = (s: StepName | null | undefined) => (s ? s[l] || s['zh-CN'] || '' : '');
  const title = p.title ?? '';
  const mine = t(p.module === 'xjsxxm' ? 'part.mine.xjsxxm' : 'part.mine.baqsj', { title });
  const comment = p.comment ?? '';
  const to = step(p.toStep);
  const v: Record<string, string> = {
    r: t('part.r', { title }),
    mine,
    Mine: mine.charAt(0).toUpperCase() + mine.slice(1),
    actor: p.anonymous ? workflow[l]['server.anonymous'] : p.actor ?? '',
    from: step(p.fromStep),
    to,
    comment,
    why: comment ? t('part.why', { comment }) : '',
    next: to ? t('part.next', { step: to }) : t('part.done'),
    conclusion: comment ? t('part.conclusion', { comment }) : '',
    then: to ? t('part.then', { step: to }) : '',
    outcome: p.outcome ? workflow[l][`outcome.${p.outcome}`] ?? p.outcome : '',
    due: p.due ? formatDateTime(p.due, l, { timeZone: opts.timeZone }) : '',
    year: p.year === undefined ? '' : String(p.year),
  };
  const key = TWO_AUDIENCES.has(m.kind) && p.toSubmitter ? `${m.kind}.mine` : m.kind;
  return { title: t(`${key}.title`, v), content: t(`${key}.content`, v) };
}
