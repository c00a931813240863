// Notices (spec section 7; issue 13 §4) over the shared client: the reader's calls (list, info, read) and
// the administrators' (/api/v1/notice/manage…). Pages and the bell hold no URL of their own.
import type { NoticeAttachment, NoticeStatus } from '../notices/noticeRules.ts';
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface Notice {
  id: number; title: string; content: string; noticeType: string; publisher: string; status: NoticeStatus;
  attachments: NoticeAttachment[]; createTime: string; updateTime: string; publishTime: string;
  /** reader calls only: 1 when the caller has read it */
  isRead?: number;
  /** admin calls only */
  targetRoles?: string[]; targetDepts?: string[]; readCount?: number;
}
export interface NoticePage { list: Notice[]; count: number; pageIndex: number; pageSize: number; unread?: number }
export interface NoticeDraft {
  title: string; content: string; noticeType: string; publisher: string; attachments: NoticeAttachment[];
  targetRoles: string[]; targetDepts: string[];
}

export const NOTICE_PATH = '/api/v1/notice';
const MANAGE = '/api/v1/notice/manage';

export function createNoticesApi(http: ApiHttp) {
  return {
    /** `background`: the bell's load (quiet on failure, see RequestConfig) */
    list: async (p: { pageIndex: number; pageSize: number; unread?: boolean; background?: boolean }) =>
      (await http.get(NOTICE_PATH, { params: { pageIndex: p.pageIndex, pageSize: p.pageSize, ...(p.unread ? { unread: 1 } : {}) }, ...(p.background ? { background: true } : {}) })) as NoticePage,
    info: async (id: number) => (await http.get(`${NOTICE_PATH}/info`, { params: { id } })) as Notice,
    read: async (id: number) => http.post(`${NOTICE_PATH}/read`, { id }),
    manage: {
      list: async (p: { pageIndex: number; pageSize: number; title?: string; status?: string }) =>
        (await http.get(MANAGE, { params: Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number> })) as NoticePage,
      info: async (id: number) => (await http.get(`${MANAGE}/info`, { params: { id } })) as Notice,
      create: async (n: NoticeDraft, publish: boolean) => (await http.post(MANAGE, { ...n, publish })) as Notice,
      update: async (id: number, n: NoticeDraft) => (await http.put(MANAGE, { ...n, id })) as Notice,
      publish: async (id: number) => (await http.put(`${MANAGE}/publish`, { id })) as Notice,
      withdraw: async (id: number) => (await http.put(`${MANAGE}/withdraw`, { id })) as Notice,
      remove: async (id: number) => http.delete(MANAGE, { params: { id } }),
    },
  };
}

export type NoticesApi = ReturnType<typeof createNoticesApi>;
export const noticesApi = (rt: HasSharedHttp) => createNoticesApi(sharedOf(rt));

/** The detail page of a notice (the bell and the dashboard open it). */
export const noticeDetailPath = (id: number | string) => `/biz/notice/detail?id=${encodeURIComponent(String(id))}`;
