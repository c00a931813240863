// Flow administration calls (docs/workflow.md "Flows (admin)") and the two lists the flow editor's
// pickers read (roles, users). The flow admin page holds no URLs: every call it makes is here.
// Works over the runtime's shared client (its interceptor unwraps the `{code, data, msg}` envelope),
// so Node tests pass a fake.
import type { FlowDef, LocalText, WfModule } from '../workflow/types.ts';
import type { ApiHttp } from './http.ts';
import { listAllRoles } from './admin.ts';
import { toPage } from '../pages/paging.ts';

export interface FlowSummary {
  code: string;
  name: LocalText | string;
  module: WfModule;
  latestVersion: number;
  updatedAt: string;
  /** the subjects bound to this flow: 'baqsj:<eventType>', 'xjsxxm:limit', ... */
  bindings: string[];
}

export interface FlowVersionInfo { version: number; createdAt: string; createdByName: string }

export interface FlowDetail {
  code: string;
  version: number;
  definition: FlowDef;
  versions: FlowVersionInfo[];
}

export interface FlowBinding {
  subject: string;
  name: LocalText | string;
  flowCode: string;
}

/** A role of the role list (`/api/v1/rolelist`), as the assignee picker needs it. */
export interface RoleOption { roleKey: string; roleName: string; status: number }
/** An enabled user (`/api/v1/sysAllUserList`). */
export interface UserOption { userId: number; name: string; username: string; deptName: string }

const enc = encodeURIComponent;

export function flowsApi(http: Pick<ApiHttp, 'get' | 'put'>) {
  return {
    list: async (): Promise<FlowSummary[]> => asArray<FlowSummary>(await http.get('/api/v1/flows')),
    get: async (code: string): Promise<FlowDetail> => (await http.get(`/api/v1/flows/${enc(code)}`)) as FlowDetail,
    version: async (code: string, version: number): Promise<FlowDetail> =>
      (await http.get(`/api/v1/flows/${enc(code)}/versions/${version}`)) as FlowDetail,
    /** saves the definition as a new version (the server validates it again) */
    save: async (code: string, definition: FlowDef): Promise<{ version: number }> =>
      savedVersion(await http.put(`/api/v1/flows/${enc(code)}`, { definition })),
    bindings: async (): Promise<FlowBinding[]> => asArray<FlowBinding>(await http.get('/api/v1/flow-bindings')),
    bind: async (subject: string, flowCode: string): Promise<void> => {
      await http.put(`/api/v1/flow-bindings/${enc(subject)}`, { flowCode });
    },
    /** every role */
    roles: (): Promise<RoleOption[]> => listAllRoles(http),
    users: async (): Promise<UserOption[]> =>
      asArray<Record<string, unknown>>(await http.get('/api/v1/sysAllUserList')).map((u) => ({
        userId: Number(u.userId ?? u.userID ?? u.id),
        name: String(u.name ?? ''),
        username: String(u.username ?? ''),
        deptName: String(u.deptName ?? ''),
      })),
  };
}

export type FlowsApi = ReturnType<typeof flowsApi>;

function asArray<T>(res: unknown): T[] {
  return Array.isArray(res) ? (res as T[]) : toPage<T>(res).rows;
}

/** PUT answers the new version: a number, `{version}` or the saved flow. */
function savedVersion(res: unknown): { version: number } {
  if (typeof res === 'number') return { version: res };
  const v = (res as { version?: unknown } | null)?.version;
  return { version: Number(v) || 0 };
}
