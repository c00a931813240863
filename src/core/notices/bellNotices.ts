// Unread notices in the bell (issue 13 §4): the bell's message calls with the caller's unread notices mixed
// in, newest first by time (issue 22 §7: a notice never sorts above a newer workflow message), each as a
// message that links to the notice's detail page. Marking one read goes to the notice
// call. A failing notice call leaves the messages alone (an old portal may reach only the old API).
import type { Notice, NoticesApi } from '../api/notices.ts';
import { noticeDetailPath } from '../api/notices.ts';
import { recordsOf, type Message, type MessageApi } from '../pages/messages.ts';
import { richTextPlain } from '../richText/richTextPlain.ts';

export const NOTICE_MESSAGE_PREFIX = 'notice-';
/** relatedType of a notice in the bell (messageTags shows it as the 'notice' tag) */
export const NOTICE_RELATED_TYPE = 'notice';
/** how many unread notices the bell shows at most */
export const BELL_NOTICES = 20;

export function noticeAsMessage(n: Notice): Message {
  return {
    id: NOTICE_MESSAGE_PREFIX + n.id, title: n.title, logContent: richTextPlain(n.content ?? '', 80), createTime: n.publishTime, createdAt: n.publishTime,
    operateStatus: 0, relatedType: NOTICE_RELATED_TYPE, link: noticeDetailPath(n.id),
  };
}

/** The notice id of a bell entry, or null for a message. */
export function noticeIdOf(id: Message['id']): number | null {
  const s = String(id);
  if (!s.startsWith(NOTICE_MESSAGE_PREFIX)) return null;
  const n = Number(s.slice(NOTICE_MESSAGE_PREFIX.length));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** A message's time in ms (its instant, else the wall-clock text); 0 when it has none (it sorts last). */
function timeOf(m: Message): number {
  const t = Date.parse(String(m.createdAt || m.createTime || '').replace(' ', 'T'));
  return Number.isFinite(t) ? t : 0;
}

/** Newest first; entries of the same time keep their order (messages already come newest first). */
export function newestFirst(list: Message[]): Message[] {
  return list.map((m, i) => ({ m, i, t: timeOf(m) })).sort((a, b) => b.t - a.t || a.i - b.i).map((x) => x.m);
}

export function withNotices(messages: MessageApi, notices: Pick<NoticesApi, 'list' | 'read'>): MessageApi {
  return {
    async query(params) {
      const [m, n] = await Promise.all([
        messages.query(params),
        notices.list({ pageIndex: 1, pageSize: BELL_NOTICES, unread: true, background: true }).catch(() => null),
      ]);
      return { records: newestFirst([...(n?.list ?? []).map(noticeAsMessage), ...recordsOf(m)]) };
    },
    read(id) {
      const notice = noticeIdOf(id);
      return notice === null ? messages.read(id) : notices.read(notice);
    },
  };
}
