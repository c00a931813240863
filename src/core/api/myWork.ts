// The dashboard's "waiting for me" card (issue 22 §5) over the shared client: GET /api/v1/biz/my-work.
import type { MyWork } from '../pages/myWork.ts';
import { sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export const MY_WORK_PATH = '/api/v1/biz/my-work';

export function createMyWorkApi(http: ApiHttp) {
  return {
    load: async () => (await http.get(MY_WORK_PATH)) as MyWork,
  };
}

export const myWorkApi = (rt: HasSharedHttp) => createMyWorkApi(sharedOf(rt));
