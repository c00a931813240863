// The rules of a notice (issue 13 §4) that the admin page and the server both apply: the types, the
// lengths, what an attachment may point to. The server answers a broken rule with the key's text
// (src/core/i18n/locales/notices.ts `server.*`) in the caller's language.

/** The notice types of the old system, stored as they were (the seed's data); shown through the locale. */
export const NOTICE_TYPES = ['通知', '公告', '简报', '提示'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_TITLE_MAX = 100;
export const NOTICE_PUBLISHER_MAX = 50;
export const NOTICE_ATTACHMENTS_MAX = 10;
export const NOTICE_TARGETS_MAX = 100;

export interface NoticeAttachment { name: string; url: string }

/** A file of this system's upload area (the upload answers `src` = /uploads/<stored name>). */
export function isUploadedFile(url: unknown): url is string {
  return typeof url === 'string' && /^\/uploads\/[\w.-]{1,200}$/.test(url) && !url.includes('..');
}

export interface NoticeProblem { key: string; params?: Record<string, string | number> }

/** The first broken rule of a notice's fields (content already sanitised), or null. */
export function noticeProblem(n: { title: string; content: string; noticeType: string; publisher: string; attachments: unknown[] }, contentMax: number): NoticeProblem | null {
  if (!n.title.trim()) return { key: 'server.titleRequired' };
  if (n.title.length > NOTICE_TITLE_MAX) return { key: 'server.titleTooLong', params: { max: NOTICE_TITLE_MAX } };
  if (!n.content.replace(/<[^>]*>|&nbsp;|\s/g, '') && !/<img\s/i.test(n.content)) return { key: 'server.contentRequired' };
  if (n.content.length > contentMax) return { key: 'server.contentTooLong' };
  if (!(NOTICE_TYPES as readonly string[]).includes(n.noticeType)) return { key: 'server.typeInvalid' };
  if (n.publisher.length > NOTICE_PUBLISHER_MAX) return { key: 'server.publisherTooLong', params: { max: NOTICE_PUBLISHER_MAX } };
  const okFile = (a: unknown) => !!a && typeof a === 'object' && isUploadedFile((a as NoticeAttachment).url)
    && typeof (a as NoticeAttachment).name === 'string' && (a as NoticeAttachment).name.length > 0 && (a as NoticeAttachment).name.length <= 200;
  if (n.attachments.length > NOTICE_ATTACHMENTS_MAX || !n.attachments.every(okFile)) return { key: 'server.attachmentInvalid', params: { max: NOTICE_ATTACHMENTS_MAX } };
  return null;
}

/** The locale key of a notice type (an unknown type shows as itself). */
export const noticeTypeKey = (t: string) => `notices:type_${t}`;
