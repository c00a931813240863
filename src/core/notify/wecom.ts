// Issue 32 §6: reminders through WeCom (企业微信), the pure part shared by the server's channel, its sender
// and the settings page: what a message body looks like (text or markdown, within WeCom's size limits),
// which group robots a message goes to, and what each of WeCom's error codes means for the outbox row.
// Framework-free: no Node, no React.

export type WecomFormat = 'text' | 'markdown';
export const WECOM_FORMATS: readonly WecomFormat[] = ['text', 'markdown'];
export type WecomLang = 'zh-CN' | 'en';
export const WECOM_DEFAULT_BASE = 'https://qyapi.weixin.qq.com';

/** A group robot (群机器人) of a department or of a role: its messages are written in `lang`. */
export interface WecomRobot {
  /** stable id within the settings (the outbox row names the robot by it) */
  id: string;
  name: string;
  scope: 'dept' | 'role';
  /** the department's name or the role's key */
  target: string;
  lang: WecomLang;
}

/** What a message says, already in its reader's language. */
export interface WecomText {
  title: string;
  /** the record's title (people's text) or '' */
  recordTitle: string;
  content: string;
  /** the absolute link to the record, '' for none */
  url: string;
  /** the words before the link ("打开记录：") */
  open: string;
}

/** WeCom's limits: text content 2048 bytes, markdown content 4096 bytes (UTF-8). */
export const WECOM_MAX_BYTES: Record<WecomFormat, number> = { text: 2048, markdown: 4096 };

const encoder = new TextEncoder();
export const utf8Length = (s: string): number => encoder.encode(s).length;

/** `s` cut (on a character boundary) to at most `max` UTF-8 bytes, with an ellipsis when cut. */
export function cutToBytes(s: string, max: number): string {
  if (utf8Length(s) <= max) return s;
  const chars = [...s];
  let bytes = utf8Length('…');
  let out = '';
  for (const c of chars) {
    const n = utf8Length(c);
    if (bytes + n > max) break;
    bytes += n;
    out += c;
  }
  return out + '…';
}

/**
 * Text made inert in WeCom's markdown: the characters that open a link, emphasis, code or a colour tag
 * (`<font>`) are escaped with a backslash, and a line break becomes a space, so a title cannot start a
 * heading or a quote of its own (every line we write starts with our own `**` or `> `).
 */
export function escapeMarkdown(s: string): string {
  return s.replace(/[\r\n]+/g, ' ').replace(/[\\`*_[\]<]/g, (c) => '\\' + c);
}

/** The message body WeCom takes: `{msgtype, text|markdown: {content}}` (robots and app messages alike). */
export function wecomBody(format: WecomFormat, t: WecomText): { msgtype: WecomFormat; content: string } {
  const head = t.recordTitle ? `${t.title} - ${t.recordTitle}` : t.title;
  if (format === 'text') {
    const content = [head, t.content, t.url ? `${t.open} ${t.url}` : ''].filter(Boolean).join('\n');
    return { msgtype: 'text', content: cutToBytes(content, WECOM_MAX_BYTES.text) };
  }
  const url = t.url.replace(/[()\s]/g, encodeURIComponent);
  const mdHead = [t.title, t.recordTitle].filter(Boolean).map(escapeMarkdown).join(' - ');
  const lines = [`**${mdHead}**`, `> ${escapeMarkdown(t.content)}`, url ? `[${escapeMarkdown(t.open.replace(/[:：]\s*$/, ''))}](${url})` : ''];
  return { msgtype: 'markdown', content: cutToBytes(lines.filter(Boolean).join('\n'), WECOM_MAX_BYTES.markdown) };
}

/** The robots a message for these roles and departments goes to, each once, in the settings' order. */
export function robotsFor(robots: readonly WecomRobot[], to: { roles?: readonly string[]; depts?: readonly string[] }): WecomRobot[] {
  const roles = new Set(to.roles ?? []);
  const depts = new Set(to.depts ?? []);
  return robots.filter((r) => (r.scope === 'role' ? roles.has(r.target) : depts.has(r.target)));
}

/**
 * What an answer's errcode means for the row (the WeCom API's global error codes):
 * - `ok`: sent;
 * - `token`: the access token expired or is not valid (42001, 40014, 41001): fetch a new one and try once more now;
 * - `later`: rate limited (45009 per robot or app, 45033 concurrent calls) or WeCom busy (-1): another attempt
 *   after the usual wait, and the rest of this run's rows to the same target wait too;
 * - `fail`: retrying cannot help (an invalid robot key, user, secret, agent or IP not on the allow list):
 *   failed at once with WeCom's reason, the administrator fixes the settings and retries the row;
 * - `retry`: anything else: another attempt after the usual wait, failed after the last.
 */
export type WecomOutcome = 'ok' | 'token' | 'later' | 'fail' | 'retry';

const TOKEN = new Set([42001, 40014, 41001]);
const LATER = new Set([45009, 45033, -1]);
const FAIL = new Set([
  93000, // invalid robot webhook key
  93004, // the robot was removed from the group
  40001, // invalid secret (gettoken)
  40013, // invalid corp id
  40056, 301002, // invalid agent id / no such agent
  60020, // the server's IP is not on the app's trusted list
  81013, // the user id does not exist or is not in the app's visible range
  40003, // invalid user id
  48002, // the app has no right to send this
  82001, // no valid recipient
]);

export function wecomOutcome(errcode: number): WecomOutcome {
  if (errcode === 0) return 'ok';
  if (TOKEN.has(errcode)) return 'token';
  if (LATER.has(errcode)) return 'later';
  if (FAIL.has(errcode)) return 'fail';
  return 'retry';
}

/** A WeCom user id as the directory has it: letters, digits and `_-.@`, 1-64 characters. */
export const WECOM_USER_ID = /^[A-Za-z0-9_.@-]{1,64}$/;
/** A robot's webhook key (a UUID) as pasted, or the whole webhook address it is part of. */
export function robotKeyOf(input: string): string {
  const s = input.trim();
  const m = /[?&]key=([^&#\s]+)/.exec(s);
  return m ? decodeURIComponent(m[1]) : s;
}
