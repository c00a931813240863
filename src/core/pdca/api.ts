// The improvement projects' calls (issue 26 §2): the only place that knows these URLs; the pages call these.
import { sharedOf, type ApiHttp, type HasSharedHttp } from '../api/http.ts';
import { toPage, type Page } from '../pages/paging.ts';
import type { ActDecision, Indicator, Measurement, PdcaPhase, PdcaProject } from './types.ts';

export interface PdcaListRow {
  id: number; title: string; sourceKind: 'none' | 'rca' | 'inspection'; sourceId: number | null; phase: PdcaPhase; cycle: number;
  indicatorName: string; unit: string; better: 'lower' | 'higher'; baseline: number; target: number; latest: number | null;
  latestPeriod: string | null; reached: boolean; createdByName: string; updatedAt: string;
}
export interface PdcaMeasure { id: number; cycle: number; what: string; ownerName: string; deadline: string; status: 'open' | 'done' | 'verified'; doneAt: string | null }
export type PdcaSourceInfo =
  | { kind: 'none' }
  | { kind: 'rca'; recordId: number; title: string | null; eventType: string | null; grade: string | null }
  | { kind: 'inspection'; sheetId: number; roundName: string | null; deptName: string | null; items: { id: string; label: string; lost: number; maxScore: number }[] };
export interface PdcaDetail extends PdcaListRow {
  version: number; project: PdcaProject; measures: PdcaMeasure[]; source: PdcaSourceInfo; canEdit: boolean; createdAt: string;
  status: { last: Measurement | null; reached: boolean; change: number | null };
  series: Array<{ period: string; value: number; cycle: number }>;
}
export interface NewPdca {
  title: string; goal: string; checkMonths: number; indicator: Indicator;
  source: { kind: 'none' } | { kind: 'rca'; recordId: number } | { kind: 'inspection'; sheetId: number; items?: string[] };
}

const P = '/api/v1/pdca/projects';

export function createPdcaApi(http: ApiHttp) {
  const post = (path: string, body: unknown) => http.post(path, body) as Promise<PdcaDetail>;
  return {
    list: async (params: Record<string, unknown>): Promise<Page<PdcaListRow>> =>
      toPage<PdcaListRow>(await http.get(P, { params: Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as Record<string, string | number> })),
    get: async (id: number | string) => http.get(`${P}/${id}`) as Promise<PdcaDetail>,
    source: async (kind: 'rca' | 'inspection', id: number | string) => http.get('/api/v1/pdca/source', { params: { kind, id: String(id) } }) as Promise<PdcaSourceInfo>,
    numerator: async (id: number, period: string, tz: string) =>
      http.get(`${P}/${id}/numerator`, { params: { period, tz } }) as Promise<{ period: string; numerator: number; recordIds: number[] }>,
    create: async (p: NewPdca) => post(P, p),
    addMeasure: async (id: number, version: number, m: { what: string; ownerName: string; deadline: string }) => post(`${P}/${id}/measures`, { version, ...m }),
    measureStatus: async (id: number, version: number, mid: number, status: 'open' | 'done' | 'verified' | 'removed') => post(`${P}/${id}/measures/${mid}`, { version, status }),
    move: async (id: number, version: number, move: 'do' | 'check' | 'evaluate') => post(`${P}/${id}/${move}`, { version }),
    measure: async (id: number, version: number, m: { period: string; value?: number; denominator?: number; tz?: string }) => post(`${P}/${id}/measurements`, { version, ...m }),
    act: async (id: number, version: number, a: { decision: ActDecision; note: string; nextGoal?: string }) => post(`${P}/${id}/act`, { version, ...a }),
  };
}

export type PdcaApi = ReturnType<typeof createPdcaApi>;
export const pdcaApi = (rt: HasSharedHttp): PdcaApi => createPdcaApi(sharedOf(rt));
