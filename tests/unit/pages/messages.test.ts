import { describe, expect, it } from 'vitest';
import { UNREAD_QUERY, createMessageList, isUnread, messageTags, recordsOf, type Message } from '../../../src/core/pages/index.ts';

const msg = (id: number, patch: Partial<Message> = {}): Message => ({ id, logContent: 'm' + id, createTime: '2024-01-01 00:00:00', operateStatus: 0, operate_status: 0, is_read: 0, relatedType: '', process: 0, ...patch });

function fakeApi(initial: Message[]) {
  const rows = initial.map((m) => ({ ...m }));
  const calls: string[] = [];
  return {
    rows,
    calls,
    api: {
      async query(p: typeof UNREAD_QUERY) {
        calls.push('query ' + JSON.stringify(p));
        return { records: rows.filter((m) => m.operateStatus === p.operate_status), total: rows.length };
      },
      async read(id: Message['id']) {
        calls.push('read ' + id);
        const m = rows.find((r) => r.id === id)!;
        m.operateStatus = 1;
        m.operate_status = 1;
        m.is_read = 1;
        return { id, operateStatus: 1 };
      },
    },
  };
}

describe('messages (spec sections 3, 4)', () => {
  it('asks for unread messages, page size 9999', () => {
    expect(UNREAD_QUERY).toEqual({ operate_status: 0, pageIndex: 1, pageSize: 9999 });
  });

  it('new layout reads operateStatus, old layout reads is_read', () => {
    expect(isUnread(msg(1))).toBe(true);
    expect(isUnread(msg(1, { operateStatus: 1, operate_status: 1 }))).toBe(false);
    expect(isUnread(msg(1, { operateStatus: undefined, operate_status: 1 }))).toBe(false);
    expect(isUnread(msg(1, { operateStatus: 0, is_read: 1 }), 'old')).toBe(false);
    expect(isUnread(msg(1, { operateStatus: 1, is_read: 0 }), 'old')).toBe(true);
    expect(isUnread({ id: 1, logContent: '', createTime: '', is_read: 1 })).toBe(false);
  });

  it('tags approval (relatedType 审批) and annual (process 2) messages', () => {
    expect(messageTags(msg(1, { relatedType: '审批' }))).toEqual(['approval']);
    expect(messageTags(msg(1, { process: 2 }))).toEqual(['annual']);
    expect(messageTags(msg(1, { relatedType: '审批', process: '2' }))).toEqual(['approval', 'annual']);
    expect(messageTags(msg(1))).toEqual([]);
  });

  it('reads records from resData; an error envelope is an error', () => {
    expect(recordsOf({ records: [msg(1)], total: 1 })).toHaveLength(1);
    expect(() => recordsOf({ resStatus: 'E0401', resMsg: 'no token' })).toThrow('no token');
  });

  it('loads, counts, reads one and reloads', async () => {
    const f = fakeApi([msg(1), msg(2, { relatedType: '审批' }), msg(3, { operateStatus: 1, operate_status: 1, is_read: 1 })]);
    const list = createMessageList(f.api);
    await list.load();
    expect(list.getState()).toMatchObject({ unread: 2, loaded: true, loading: false });
    await list.read(2);
    expect(list.getState().unread).toBe(1);
    expect(list.getState().messages.map((m) => m.id)).toEqual([1]);
    expect(f.calls).toEqual([
      'query {"operate_status":0,"pageIndex":1,"pageSize":9999}',
      'read 2',
      'query {"operate_status":0,"pageIndex":1,"pageSize":9999}',
    ]);
  });

  it('old variant counts by is_read', async () => {
    const f = fakeApi([msg(1, { is_read: 1 }), msg(2)]);
    const list = createMessageList(f.api, 'old');
    await list.load();
    expect(list.getState().unread).toBe(1);
  });

  it('keeps the error, and clear() empties the list', async () => {
    const list = createMessageList({ query: async () => ({ resStatus: 'E0500', resMsg: 'down' }), read: async () => null });
    await list.load();
    expect(list.getState()).toMatchObject({ error: 'down', unread: 0 });
    list.clear();
    expect(list.getState()).toMatchObject({ error: null, loaded: false });
  });
});
