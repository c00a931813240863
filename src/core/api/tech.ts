// New-technology calls: applications are workflow records with module 'xjsxxm' (docs/workflow.md
// "Records"), the catalogues and lists keep the spec's calls (spec section 7: the old API's
// xjsLimitType / xjsUnlimitType pages and exports, /api/v1/tech/list, priceNo, limit-tech), plus the
// dictionaries the apply form reads (levels, departments, users) and the attachment upload.
// The tech pages hold no URLs: every call they make is here.
import type { TechData, TechKind } from '../pages/tech.ts';
import type { ReviewOutcome, WfState } from '../workflow/types.ts';
import { TECH_APPLICATION_FORM } from '../pages/techApplication.ts';
import { toPage, type Page } from '../pages/paging.ts';
import { FILE_TIMEOUT_MS, type ApiHttp } from './http.ts';
import { createRecordsApi, type RecordDetail, type RecordFilters, type RecordListItem, type RecordPage, type RecordScope } from './records.ts';

export interface TechHttp {
  /** shared API (`{code, data, msg}`) */
  shared: ApiHttp;
  /** old API (`{resStatus, resData}`) */
  old: ApiHttp;
}

/** What the record calls need: the id and the version the user saw (a stale version is a 409). */
export interface TechRecordRef { id: number; version: number }
/** A row of the register of followed technologies (GET /api/v1/tech/register). */
export interface RegisterItem {
  id: number; recordId: number; techCode: string; techName: string; techKind: TechKind; category: string;
  deptName: string; deptNameEn: string; applicant: string; level: string;
  /** the catalogue's status word (src/core/pages/tech.ts catalogueStatus) */
  status: string;
  approvedAt: string; state: WfState; stepKey: string | null;
  /** the next follow-up report's due time while in trial, else null */
  dueAt: string | null; overdue: boolean;
  /** the last follow-up decision: routine, continue, suspend, stop */
  decision: ReviewOutcome | null;
  reports: number; cases: number; complications: number; adverseEvents: number;
  /** event reports that name the technology */
  linkedEvents: number; lastReportAt: string | null;
  filingNo: string; filingDate: string;
}

/** A technology application in a list (a record of module xjsxxm). */
export type TechRecord = RecordListItem;
/** A technology application with its data, timeline and what the caller may do. */
export type TechRecordDetail = RecordDetail;

/** A catalogue row (`Tech` of docs/api.md). */
export interface TechItem {
  id: number;
  techCode: string;
  techName: string;
  category: string;
  deptName: string;
  /** the department's English name ('' when none was given; issue 23 §1) */
  deptNameEn?: string;
  applicant: string;
  level: string;
  status: string;
  type?: string;
  createTime: string;
  /** the same instant as ISO 8601 with its offset (issue 23 §2; createTime is the legacy wall-clock text) */
  createdAt?: string;
  /** the record of the application, when the catalogue row came from one */
  recordId?: number | null;
  reviewOutcome?: string | null;
}

export type TechScope = RecordScope;
export type TechFilters = Record<string, unknown> & { pageIndex?: number; pageSize?: number };
export interface DictItem { dictValue: string; dictLabel: string }
export interface Dept { deptId: number; deptName: string }
export interface UploadedFile { name: string; url: string }

const CATALOGUE: Record<TechKind, string> = { limit: '/MTSaas/xjsLimitType', unlimit: '/MTSaas/xjsUnlimitType' };
const MODULE = 'xjsxxm' as const;

/** Drops empty filter values so the server sees only what the user set. */
function clean(params: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) out[k] = v.join(',');
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
  }
  return out;
}

export function techApi(http: TechHttp, opts: { uploadUrl?: string } = {}) {
  const uploadUrl = opts.uploadUrl ?? '/api/v1/file/upload';
  const records = createRecordsApi(http.shared);
  return {
    /** a new application: submitted at once, or kept as a draft; one `idempotencyKey` for every try of it */
    apply: (techKind: TechKind, data: TechData, submit: boolean, opts: { idempotencyKey?: string } = {}): Promise<TechRecordDetail> =>
      records.createRecord({ module: MODULE, techKind, title: data.techName, data: { ...data }, submit }, opts),
    /** saves my draft (the version the user saw guards against a second tab) */
    saveDraft: (ref: TechRecordRef, techKind: TechKind, data: TechData): Promise<TechRecordDetail> =>
      records.saveDraft(ref.id, { version: ref.version, techKind, title: data.techName, data: { ...data } }),
    /** saves the draft's last edits, then submits it with the version the save returned */
    submitDraft: async (ref: TechRecordRef, techKind: TechKind, data: TechData): Promise<TechRecordDetail> => {
      const saved = await records.saveDraft(ref.id, { version: ref.version, techKind, title: data.techName, data: { ...data } });
      return records.act(saved.id, 'submit', { version: saved.version });
    },
    deleteDraft: async (ref: TechRecordRef): Promise<void> => {
      await records.deleteDraft(ref.id, ref.version);
    },
    /** a returned application goes back with the edited data as a new revision */
    resubmit: (ref: TechRecordRef, data: TechData, comment?: string): Promise<TechRecordDetail> =>
      records.act(ref.id, 'resubmit', { version: ref.version, data: { ...data }, comment }),
    /** records of the module in a scope; the list's filters pass through the records query (only known, filled ones) */
    list: (scope: TechScope, filters: TechFilters = {}): Promise<RecordPage> =>
      records.listRecords(scope, { ...(filters as RecordFilters), module: MODULE }),
    get: (id: number | string): Promise<TechRecordDetail> => records.getRecord(id),

    /** the register of followed technologies (issue 35 §3): follow-up sums, next report due, decision, filing */
    register: async (params: TechFilters): Promise<Page<RegisterItem>> => toPage<RegisterItem>(await http.shared.get('/api/v1/tech/register', { params: clean(params) })),
    /** the register as XLSX (restricted: the filing report for the health authority); a JSON blob when refused */
    exportRegister: async (params: Record<string, unknown>): Promise<Blob> =>
      (await http.shared.get('/api/v1/tech/register/export', { params: clean(params), responseType: 'blob', timeout: FILE_TIMEOUT_MS })) as Blob,
    /** records a restricted technology's filing with the health authority (medical affairs) */
    setFiling: async (id: number, filing: { filingNo: string; filingDate: string }): Promise<RegisterItem> =>
      (await http.shared.put(`/api/v1/tech/register/${id}/filing`, filing)) as RegisterItem,
    /** the catalogue pages of the old API (server paging) */
    catalogue: async (kind: TechKind, params: TechFilters): Promise<Page<TechItem>> =>
      toPage<TechItem>(await http.old.post(`${CATALOGUE[kind]}/doQueryPage`, clean(params))),
    /** the catalogue as the old API's XLSX file (a JSON blob when the server refused) */
    exportCatalogue: async (kind: TechKind, params: Record<string, unknown>): Promise<Blob> =>
      (await http.old.post(`${CATALOGUE[kind]}/doExport`, clean(params), { responseType: 'blob', timeout: FILE_TIMEOUT_MS })) as Blob,
    techList: async (params: TechFilters): Promise<Page<TechItem>> => toPage<TechItem>(await http.shared.get('/api/v1/tech/list', { params: clean(params) })),
    limitTechList: async (params: TechFilters): Promise<Page<TechItem>> => toPage<TechItem>(await http.shared.get('/api/v1/limit-tech/list', { params: clean(params) })),
    priceNoList: async (params: TechFilters): Promise<Page<Record<string, unknown>>> =>
      toPage<Record<string, unknown>>(await http.shared.get('/api/v1/priceNo/list', { params: clean(params) })),
    /** a charge item by its medical code, or null (the server answers `{id: 0}` for an unknown code) */
    priceNoInfo: async (medicalCode: string): Promise<Record<string, unknown> | null> => {
      const res = (await http.shared.get('/api/v1/priceNo/info', { params: { medicalCode } })) as { id?: number } | null;
      return res && Number(res.id) > 0 ? (res as Record<string, unknown>) : null;
    },

    /**
     * The application form (issue 35 §1): the version a record was made on (`pin`), else the library's latest
     * of TECH_APPLICATION_FORM; null when the library has none (the application is then the fields above alone).
     */
    applicationForm: async (pin?: { formId?: number | null; formVersion?: number | null }): Promise<{ id: number; version: number; schema: unknown } | null> => {
      const path = pin?.formId && pin.formVersion ? `/api/v1/forms/${pin.formId}/versions/${pin.formVersion}` : `/api/v1/forms/by-code/${TECH_APPLICATION_FORM}`;
      const f = (await http.shared.get(path)) as { id?: number; version?: number; schema?: unknown } | null;
      return f && f.schema ? { id: Number(f.id), version: Number(f.version), schema: f.schema } : null;
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
