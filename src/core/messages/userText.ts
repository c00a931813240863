// What people typed inside a worded message (issue 23 §3): the record title, a person's name, a comment.
// The bell and the message page wrap these parts in `data-user-text` so the language walk tells data from
// the UI's words. Kept apart from render.ts (no locale texts): the bell, whose page is size-budgeted,
// gets its messages already worded by the server and needs only this.

export interface TextPart { text: string; user?: boolean }

interface Worded { kind?: string | null; params?: object | string | null; title?: string; logContent?: string }

/**
 * The typed values of a message: the title, actor and comment parameters of a message with a kind, and
 * the Chinese names of its steps (a flow an administrator made may have no English name: the Chinese one
 * shows then); all of a message stored as text (before kinds, and notices, whose text an administrator wrote).
 */
export function messageUserValues(m: Worded): string[] {
  if (!m.kind) return [m.title ?? '', m.logContent ?? ''];
  type Step = { 'zh-CN'?: unknown } | null | undefined;
  const p = (m.params && typeof m.params === 'object' ? m.params : {}) as { title?: unknown; actor?: unknown; comment?: unknown; fromStep?: Step; toStep?: Step };
  return [p.title, p.actor, p.comment, p.fromStep?.['zh-CN'], p.toStep?.['zh-CN']].filter((v): v is string => typeof v === 'string');
}

/** `text` split at every occurrence of the values (longest first); the values' parts are `user`. */
export function userTextParts(text: string, values: string[]): TextPart[] {
  const vs = [...new Set(values.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!text || !vs.length) return text ? [{ text }] : [];
  const re = new RegExp(`(${vs.map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);
  return text.split(re).filter(Boolean).map((s) => (vs.includes(s) ? { text: s, user: true } : { text: s }));
}
