// The root-cause analysis of a record (issue 26 §1, docs/workflow.md): GET/PUT the analysis with its
// revision, its revisions, and the investigation team the analysis step's assignees name.
import type { Analysis } from '../rca/types.ts';
import { idSegment, sharedOf, type ApiHttp, type HasSharedHttp } from './http.ts';

export interface TeamMember { id: number; name: string; deptName: string; /** the department's English name, when the hospital gave one */ deptNameEn?: string }

export interface AnalysisView {
  analysis: Analysis;
  /** 0 while never saved */
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  team: TeamMember[];
  canEdit: boolean;
  canNameTeam: boolean;
  /** the record stands at its analysis step */
  atStep: boolean;
  /** root causes without a measure and without a recorded reason */
  unaddressed: string[];
}

export interface AnalysisRevisionInfo { revision: number; updatedAt: string; updatedBy: string }

export function createRcaApi(http: ApiHttp) {
  const base = (id: number | string) => `/api/v1/records/${idSegment(id)}/analysis`;
  return {
    get: async (id: number | string) => http.get(base(id)) as Promise<AnalysisView>,
    save: async (id: number | string, analysis: Analysis, revision: number) =>
      http.put(base(id), { analysis, revision }) as Promise<{ revision: number }>,
    revisions: async (id: number | string) => http.get(`${base(id)}/revisions`) as Promise<AnalysisRevisionInfo[]>,
    revision: async (id: number | string, rev: number) =>
      http.get(`${base(id)}/revisions/${idSegment(rev)}`) as Promise<{ analysis: Analysis } & AnalysisRevisionInfo>,
    setTeam: async (id: number | string, userIds: number[]) => http.put(`${base(id)}/team`, { userIds }) as Promise<{ team: TeamMember[] }>,
  };
}

export type RcaApi = ReturnType<typeof createRcaApi>;
export const rcaApi = (rt: HasSharedHttp): RcaApi => createRcaApi(sharedOf(rt));
