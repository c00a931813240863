// Bell messages (spec section 7, old API `/xjs-api`): the caller's messages and "mark read". Engine
// messages carry `link`, the app route of their record (docs/workflow.md "Messages"); opening a
// message marks it read and goes there (messageLink in ../pages/messages.ts says which links are safe).
import type { Message } from '../pages/messages.ts';
import type { ApiHttp, RequestConfig } from './http.ts';

export const MESSAGE_QUERY_PATH = '/MTSaas/tSysMessage/doQueryPage';
export const MESSAGE_READ_PATH = '/MTSaas/tSysMessage/doRead';

export interface MessageQuery {
  operate_status?: 0 | 1;
  pageIndex: number;
  pageSize: number;
}

/** Over the old client (its interceptor unwraps `resData`; an error answer comes back as the raw envelope). */
export function createMessagesApi(old: ApiHttp) {
  return {
    /** `config.background` for the bell's load and poll (quiet on failure) */
    query: async (params: MessageQuery | object, config?: RequestConfig) => old.post(MESSAGE_QUERY_PATH, params, config),
    read: async (id: Message['id']) => old.post(MESSAGE_READ_PATH, { id }),
  };
}

export const messagesApi = (rt: { http: { old: unknown } }) => createMessagesApi(rt.http.old as ApiHttp);
