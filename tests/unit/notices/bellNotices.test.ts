import { describe, expect, it, vi } from 'vitest';
import { newestFirst, noticeAsMessage, noticeIdOf, withNotices } from '../../../src/core/notices/bellNotices.ts';
import { createMessageList, messageLink, messageTags } from '../../../src/core/pages/messages.ts';
import type { Notice } from '../../../src/core/api/notices.ts';
import { forcedPasswordReason, passwordChangeReason, passwordMaxAgeDays } from '../../../src/core/session/passwordPolicy.ts';
import { noticeProblem } from '../../../src/core/notices/noticeRules.ts';

const notice = (id: number, title: string): Notice => ({
  id, title, content: '<p>第一段 &amp; <strong>重点</strong></p><p>第二段</p>', noticeType: '通知', publisher: '医务部', status: 'published',
  attachments: [], createTime: '', updateTime: '', publishTime: '2024-03-01 10:00:00', isRead: 0,
});

describe('unread notices in the bell', () => {
  it('join the list as messages that open the notice', async () => {
    const messages = { query: vi.fn(async () => ({ records: [{ id: 7, logContent: '消息', createTime: '', operateStatus: 0 }] })), read: vi.fn(async () => null) };
    const notices = { list: vi.fn(async () => ({ list: [notice(3, '公告')], count: 1, pageIndex: 1, pageSize: 20, unread: 1 })), read: vi.fn(async () => ({ id: 3, isRead: 1 })) };
    const list = createMessageList(withNotices(messages, notices));
    await list.load();
    const s = list.getState();
    expect(s.unread).toBe(2);
    expect(s.messages[0]).toMatchObject({ id: 'notice-3', title: '公告', logContent: '第一段 & 重点 第二段', link: '/biz/notice/detail?id=3' });
    expect(messageTags(s.messages[0])).toEqual(['notice']);
    expect(messageLink(s.messages[0])).toBe('/biz/notice/detail?id=3');
    await list.read('notice-3');
    expect(notices.read).toHaveBeenCalledWith(3);
    await list.read(7);
    expect(messages.read).toHaveBeenCalledWith(7);
  });

  it('sort with the messages by time, newest first: an older notice never sits above a newer message', async () => {
    const messages = { query: async () => ({ records: [
      { id: 9, logContent: '今天的待处理', createTime: '2024-03-05 09:00:00', operateStatus: 0 },
      { id: 8, logContent: '上周的结案', createTime: '2024-02-20 09:00:00', operateStatus: 0 },
    ] }), read: async () => null };
    const notices = { list: async () => ({ list: [notice(3, '公告')], count: 1, pageIndex: 1, pageSize: 20, unread: 1 }), read: async () => null };
    const list = createMessageList(withNotices(messages, notices));
    await list.load();
    expect(list.getState().messages.map((m) => m.id)).toEqual([9, 'notice-3', 8]);
    expect(newestFirst([{ id: 1, logContent: '', createTime: '', operateStatus: 0 }, { id: 2, logContent: '', createTime: '2024-01-01 00:00:00', operateStatus: 0 }]).map((m) => m.id)).toEqual([2, 1]);
    // the instant decides when a message has one (its wall-clock text is the server's zone, the notice's instant is exact)
    const message = { id: 3, logContent: '', createTime: '2024-01-01 09:00:00', createdAt: '2024-01-01T09:00:00+08:00', operateStatus: 0 };
    const later = { id: 4, logContent: '', createTime: '2024-01-01T02:00:00+00:00', createdAt: '2024-01-01T02:00:00+00:00', operateStatus: 0 };
    expect(newestFirst([message, later]).map((m) => m.id)).toEqual([4, 3]);
  });

  it('leave the messages alone when the notice call fails', async () => {
    const messages = { query: async () => ({ records: [{ id: 1, logContent: 'x', createTime: '', operateStatus: 0 }] }), read: async () => null };
    const list = createMessageList(withNotices(messages, { list: async () => { throw new Error('down'); }, read: async () => null }));
    await list.load();
    expect(list.getState().messages.map((m) => m.id)).toEqual([1]);
  });

  it('tell notice entries from messages', () => {
    expect(noticeIdOf('notice-12')).toBe(12);
    expect(noticeIdOf(12)).toBeNull();
    expect(noticeIdOf('notice-x')).toBeNull();
    expect(noticeAsMessage(notice(5, 't')).operateStatus).toBe(0);
  });
});

describe('notice rules (shared by the admin page and the server)', () => {
  const ok = { title: 't', content: '<p>x</p>', noticeType: '通知', publisher: '', attachments: [] };
  it('accepts a plain notice and an image-only text', () => {
    expect(noticeProblem(ok, 1000)).toBeNull();
    expect(noticeProblem({ ...ok, content: '<p><img src="/uploads/a.png"></p>' }, 1000)).toBeNull();
  });
  it('refuses empty text and foreign attachments', () => {
    expect(noticeProblem({ ...ok, content: '<p> &nbsp;</p>' }, 1000)?.key).toBe('server.contentRequired');
    expect(noticeProblem({ ...ok, attachments: [{ name: 'a', url: 'https://evil.org/a.pdf' }] }, 1000)?.key).toBe('server.attachmentInvalid');
    expect(noticeProblem({ ...ok, attachments: [{ name: 'a', url: '/uploads/a.pdf' }] }, 1000)).toBeNull();
  });
});

describe('forced password change', () => {
  it('reads the age policy from the settings (0 = off, default 90)', () => {
    expect(passwordMaxAgeDays({})).toBe(90);
    expect(passwordMaxAgeDays({ pwdMaxAgeDays: 0 })).toBe(0);
    expect(passwordMaxAgeDays({ pwdMaxAgeDays: 30 })).toBe(30);
    expect(passwordMaxAgeDays({ pwdMaxAgeDays: '30' })).toBe(90);
  });
  it('puts new and reset before the age', () => {
    expect(passwordChangeReason('reset', 0, 90)).toBe('reset');
    expect(passwordChangeReason('new', 0, 0)).toBe('new');
    expect(passwordChangeReason('', 200, 90)).toBe('expired');
    expect(passwordChangeReason('', 200, 0)).toBe('');
  });
  it('follows the server, else the old 90-day rule; the host attribute replaces only the age rule', () => {
    expect(forcedPasswordReason('', 200)).toBe('');
    expect(forcedPasswordReason('expired', 10)).toBe('expired');
    expect(forcedPasswordReason(null, 200)).toBe('expired');
    expect(forcedPasswordReason(undefined, 10)).toBe('');
    expect(forcedPasswordReason('reset', 0, 365)).toBe('reset');
    expect(forcedPasswordReason('expired', 100, 365)).toBe('');
    expect(forcedPasswordReason('', 400, 365)).toBe('expired');
  });
});
