// New-technology calls: applications are workflow records with module 'xjsxxm' (docs/workflow.md
// "Records"), the catalogues and lists keep the spec's calls (spec section 7: the old API's
// xjsLimitType / xjsUnlimitType pages and exports, /api/v1/tech/list, priceNo, limit-tech), plus the
// dictionaries the apply form reads (levels, departments, users) and the attachment upload.
// The tech pages hold no URLs: every call they make is here.
import type { TechData, TechKind } from '../pages/tech.ts';
import { toPage, type Page } from '../pages/paging.ts';

/** The part of an axios instance these calls use (the runtime's interceptors unwrap the envelopes). */
export interface TechClient {
  get(url: string, config?: { params?: Record<string, unknown>; responseType?: 'blob' }): Promise<unknown>;
  post(url: string, data?: unknown, config?: { responseType?: 'blob'; headers?: Record<string, string> }): Promise<unknown>;
  put(url: string, data?: unknown): Promise<unknown>;
  delete(url: string, config?: { params?: Record<string, unknown> }): Promise<unknown>;
}

export interface TechHttp {
  /** shared API (`{code, data, msg}`) */
  shared: TechClient;
  /** old API (`{resStatus, resData}`) */
  old: TechClient;
}

/** What the record calls need (the rest of a record is read through `TechRecord`). */
export interface TechRecordRef { id: number; version: number }

export interface TechRecord extends TechRecordRef {
  module: 'xjsxxm';
  title: string;
  state: string;
  stepKey: string | null;
  stepName: { 'zh-CN': string; en: string } | null;
  assignees: { userId: number; name: string }[];
  dueAt: string | null;
  overdue: boolean;
  techKind: TechKind | null;
  deptName: string;
  createdBy: number | null;
  createdByName: string;
  revision: number;
  reviewOutcome: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** detail only */
  data?: Partial<TechData>;
  allowedActions?: string[];
  timeline?: { id: number; action: string; actorName: string; comment: string; createdAt: string; toStep?: string | null }[];
}

/** A catalogue row (`Tech` of docs/api.md). */
export interface TechItem {
  id: number;
  techCode: string;
  techName: string;
  category: string;
  deptName: string;
  applicant: string;
  level: string;
  status: string;
  type?: string;
  createTime: string;
  /** the record of the application, when the catalogue row came from one */
  recordId?: number | null;
  reviewOutcome?: string | null;
}

export type TechScope = 'mine' | 'draft' | 'todo' | 'done' | 'approval' | 'approved' | 'all' | 'ended' | 'cc' | 'followed';
export type TechFilters = Record<string, unknown> & { pageIndex?: number; pageSize?: number };
export interface DictItem { dictValue: string; dictLabel: string }
export interface Dept { deptId: number; deptName: string }
export interface UploadedFile { name: string; url: string }

const CATALOGUE: Record<TechKind, string> = { limit: '/MTSaas/xjsLimitType', unlimit: '/MTSaas/xjsUnlimitType' };
const MODULE = 'xjsxxm';

/** Drops empty filter values so the server sees only what the user set. */
function clean(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') out[k] = Array.isArray(v) ? v.join(',') : v;
  return out;
}

export function techApi(http: TechHttp, opts: { uploadUrl?: string } = {}) {
  const uploadUrl = opts.uploadUrl ?? '/api/v1/file/upload';
  const act = async (ref: TechRecordRef, action: string, body: Record<string, unknown> = {}) =>
    (await http.shared.post(`/api/v1/records/${ref.id}/actions/${action}`, { version: ref.version, ...body })) as TechRecord;
  return {
    /** a new application: submitted at once, or kept as a draft */
    apply: async (techKind: TechKind, data: TechData, submit: boolean): Promise<TechRecord> =>
      (await http.shared.post('/api/v1/records', { module: MODULE, techKind, title: data.techName, data, submit })) as TechRecord,
    /** saves my draft (the version the user saw guards against a second tab) */
    saveDraft: async (ref: TechRecordRef, techKind: TechKind, data: TechData): Promise<TechRecord> =>
      (await http.shared.put(`/api/v1/records/${ref.id}`, { version: ref.version, techKind, title: data.techName, data })) as TechRecord,
    /** saves the draft's last edits, then submits it */
    submitDraft: async (ref: TechRecordRef, techKind: TechKind, data: TechData): Promise<TechRecord> => {
      const saved = (await http.shared.put(`/api/v1/records/${ref.id}`, { version: ref.version, techKind, title: data.techName, data })) as TechRecord;
      return act(saved, 'submit');
    },
    deleteDraft: async (ref: TechRecordRef): Promise<void> => {
      await http.shared.delete(`/api/v1/records/${ref.id}`, { params: { version: ref.version } });
    },
    /** a returned application goes back with the edited data as a new revision */
    resubmit: (ref: TechRecordRef, data: TechData, comment?: string): Promise<TechRecord> =>
      act(ref, 'resubmit', comment ? { data, comment } : { data }),
    list: (scope: TechScope, filters: TechFilters = {}): Promise<unknown> =>
      http.shared.get('/api/v1/records', { params: clean({ ...filters, scope, module: MODULE }) }),
    get: async (id: number | string): Promise<TechRecord> => (await http.shared.get(`/api/v1/records/${id}`)) as TechRecord,

    /** the catalogue pages of the old API (server paging) */
    catalogue: async (kind: TechKind, params: TechFilters): Promise<Page<TechItem>> =>
      toPage<TechItem>(await http.old.post(`${CATALOGUE[kind]}/doQueryPage`, clean(params))),
    /** the catalogue as the old API's CSV file */
    exportCatalogue: async (kind: TechKind, params: Record<string, unknown>): Promise<Blob> =>
      (await http.old.post(`${CATALOGUE[kind]}/doExport`, clean(params), { responseType: 'blob' })) as Blob,
    techList: async (params: TechFilters): Promise<Page<TechItem>> => toPage<TechItem>(await http.shared.get('/api/v1/tech/list', { params: clean(params) })),
    limitTechList: async (params: TechFilters): Promise<Page<TechItem>> => toPage<TechItem>(await http.shared.get('/api/v1/limit-tech/list', { params: clean(params) })),
    priceNoList: async (params: TechFilters): Promise<Page<Record<string, unknown>>> =>
      toPage<Record<string, unknown>>(await http.shared.get('/api/v1/priceNo/list', { params: clean(params) })),
    /** a charge item by its medical code, or null (the server answers `{id: 0}` for an unknown code) */
    priceNoInfo: async (medicalCode: string): Promise<Record<string, unknown> | null> => {
      const res = (await http.shared.get('/api/v1/priceNo/info', { params: { medicalCode } })) as { id?: number } | null;
      return res && Number(res.id) > 0 ? (res as Record<string, unknown>) : null;
    },

    /** the technology levels with their labels (dictionary tech_level) */
    levels: async (): Promise<DictItem[]> => asArray<DictItem>(await http.shared.get('/api/v1/dict/data', { params: { dictType: 'tech_level' } })),
    depts: async (): Promise<Dept[]> => asArray<Dept>(await http.shared.get('/api/v1/depts')),
    users: async (): Promise<{ userId: number; name: string; deptName: string }[]> =>
      asArray<Record<string, unknown>>(await http.shared.get('/api/v1/sysAllUserList')).map((u) => ({
        userId: Number(u.userId ?? u.userID ?? u.id), name: String(u.name ?? ''), deptName: String(u.deptName ?? ''),
      })),
    /** one attachment through the shared upload endpoint */
    upload: async (file: Blob, name: string): Promise<UploadedFile> => {
      const body = new FormData();
      body.append('file', file, name);
      const res = (await http.shared.post(uploadUrl, body)) as { name?: string; url?: string; src?: string } | null;
      const url = res?.src || res?.url;
      if (!url) throw new Error('upload: no url');
      return { name: res?.name || name, url };
    },
  };
}

export type TechApi = ReturnType<typeof techApi>;

function asArray<T>(res: unknown): T[] {
  return Array.isArray(res) ? (res as T[]) : toPage<T>(res).rows;
}
