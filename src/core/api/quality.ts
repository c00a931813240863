// Medical quality inspection calls (issue 13 §1, docs/api.md "Medical quality"): rounds, the inspector's
// sheets, saving and submitting a sheet (the server recomputes every total), results, rectifications.
// The quality pages hold no URLs; charts read a round's results through `results()`.
import { toPage, type Page } from '../pages/paging.ts';
import type { RankRow, ItemLossRow, ComparisonRow } from '../quality/results.ts';
import type { SheetScore, SheetValues } from '../quality/types.ts';
import { idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export type RoundStatus = 'open' | 'closed';
export type SheetStatus = 'draft' | 'submitted';

export interface Round {
  id: number; name: string; formId: number; formVersion: number; formName: string; periodStart: string; periodEnd: string;
  status: RoundStatus; createdBy: number; createdByName: string; createdAt: string; updatedAt: string; closedAt: string | null;
  /** list rows */
  deptCount?: number; submittedCount?: number; draftCount?: number;
  /** one round */
  depts?: string[]; inspectors?: { userId: number; name: string; deptName: string }[];
}

export interface RoundDetail extends Round {
  depts: string[];
  inspectors: { userId: number; name: string; deptName: string }[];
  sheets: { id: number; deptName: string; status: SheetStatus; total: number; maxScore: number; inspectorName: string; updatedAt: string }[];
}

export interface RoundInput {
  name: string; formId: number; formVersion?: number; periodStart: string; periodEnd: string; depts: string[]; inspectorIds: number[];
}

export interface ScoreFormBrief { id: number; code: string; name: string; latestVersion: number; itemCount: number; maxScore: number }
export interface Inspector { userId: number; name: string; deptName: string }

/** A department of an open round I inspect, with its sheet's state ('none': not started). */
export interface MySheet {
  roundId: number; roundName: string; periodStart: string; periodEnd: string; deptName: string; sheetId: number | null;
  status: SheetStatus | 'none'; total: number | null; maxScore: number | null; updatedAt: string | null; inspectorName: string | null;
}

/** A sheet as the scoring page and the detail page read it. */
export interface SheetView {
  round: Round;
  deptName: string;
  /** the round's pinned version of the scoring form (the form JSON) */
  schema: unknown;
  sheet: {
    id: number; status: SheetStatus; version: number; values: SheetValues; total: number; maxScore: number; inspectorName: string;
    updatedAt: string; submittedAt: string | null;
  } | null;
  /** the score of the stored values, computed by the server */
  score: SheetScore;
  canEdit: boolean;
  canRectify: boolean;
  rectifications: { itemId: string; recordId: number; state: string }[];
}

/** A round's results: what the results page shows and charts read. */
export interface RoundResults {
  round: Round;
  sections: { name: string; maxScore: number }[];
  ranking: RankRow[];
  previousRound: Round | null;
  comparison: ComparisonRow[];
  itemLoss: ItemLossRow[];
  /** departments of the round without a submitted sheet */
  pending: string[];
}

const clean = (p: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

export function createQualityApi(http: ApiHttp) {
  const round = (id: number) => `/api/v1/quality/rounds/${idSegment(id)}`;
  return {
    rounds: async (params: { status?: RoundStatus; name?: string; pageIndex?: number; pageSize?: number } = {}): Promise<Page<Round>> =>
      toPage<Round>(await http.get('/api/v1/quality/rounds', { params: clean(params) })),
    round: async (id: number): Promise<RoundDetail> => (await http.get(round(id))) as RoundDetail,
    createRound: async (input: RoundInput): Promise<Round> => (await http.post('/api/v1/quality/rounds', input)) as Round,
    updateRound: async (id: number, input: RoundInput): Promise<Round> => (await http.put(round(id), input)) as Round,
    closeRound: async (id: number): Promise<Round> => (await http.post(`${round(id)}/close`, {})) as Round,
    reopenRound: async (id: number): Promise<Round> => (await http.post(`${round(id)}/reopen`, {})) as Round,
    /** forms of the library whose latest version has score items */
    scoreForms: async (): Promise<ScoreFormBrief[]> => ((await http.get('/api/v1/quality/score-forms')) ?? []) as ScoreFormBrief[],
    inspectorCandidates: async (): Promise<Inspector[]> => ((await http.get('/api/v1/quality/inspector-candidates')) ?? []) as Inspector[],
    mySheets: async (): Promise<MySheet[]> => ((await http.get('/api/v1/quality/my-sheets')) ?? []) as MySheet[],
    sheet: async (roundId: number, dept: string): Promise<SheetView> => (await http.get(`${round(roundId)}/sheet`, { params: { dept } })) as SheetView,
    sheetById: async (sheetId: number): Promise<SheetView> => (await http.get(`/api/v1/quality/sheets/${idSegment(sheetId)}`)) as SheetView,
    /** saves the values (`version`: the sheet's version as loaded, 0 before its first save); `submit` ends the scoring */
    saveSheet: async (roundId: number, dept: string, values: SheetValues, version: number, submit = false): Promise<SheetView> =>
      (await http.put(`${round(roundId)}/sheet`, { dept, values, version, submit })) as SheetView,
    results: async (roundId: number): Promise<RoundResults> => (await http.get(`${round(roundId)}/results`)) as RoundResults,
    /** the results as an XLSX file (ranking with comparison, loss per item; headers in the page's language) */
    exportResults: async (roundId: number): Promise<Blob> => (await http.get(`${round(roundId)}/export`, { responseType: 'blob' })) as Blob,
    /** opens (or finds) the rectification record of a sheet's item */
    rectify: async (sheetId: number, itemId: string): Promise<{ recordId: number; created: boolean }> =>
      (await http.post(`/api/v1/quality/sheets/${idSegment(sheetId)}/rectifications`, { itemId })) as { recordId: number; created: boolean },
    /** the departments' English names by their stored name ('' names left out; issue 23 §1) */
    deptNamesEn: async (): Promise<Map<string, string>> => {
      const res = await http.get('/api/v1/depts');
      const rows = (Array.isArray(res) ? res : toPage<{ deptName: string }>(res).rows) as { deptName?: string; deptNameEn?: string }[];
      return new Map(rows.filter((d) => d.deptName && d.deptNameEn?.trim()).map((d) => [d.deptName!, d.deptNameEn!.trim()]));
    },
    /** department names for the round's department picker (the department tree's nodes) */
    depts: async (): Promise<string[]> => {
      const res = await http.get('/api/v1/depts');
      const rows = (Array.isArray(res) ? res : toPage<{ deptName: string }>(res).rows) as { deptName?: string }[];
      return rows.map((d) => d.deptName ?? '').filter(Boolean);
    },
    /** one photo through the shared upload endpoint */
    uploadPhoto: async (file: Blob, name: string): Promise<{ name: string; url: string }> => {
      const body = new FormData();
      body.append('file', file, name);
      const res = (await http.post('/api/v1/file/upload', body)) as { name?: string; url?: string; src?: string } | null;
      const url = res?.src || res?.url;
      if (!url) throw new Error('upload: no url');
      return { name: res?.name || name, url };
    },
  };
}

export type QualityApi = ReturnType<typeof createQualityApi>;
export const qualityApi = (rt: HasSharedHttp): QualityApi => createQualityApi(sharedOf(rt));
