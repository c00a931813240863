// The flows a new installation starts with (issue 9; hospital-workflows.md): defaults a hospital edits on
// the flow admin page, never constants. Hours follow the usual grade-dependent handling limits.
import type { FlowDef, StepDef } from './types.ts';

const t = (zh: string, en: string) => ({ 'zh-CN': zh, en });

const deptReview = (hours: StepDef['timeLimit']): StepDef => ({
  key: 'deptReview', name: t('科室审核', 'Department review'), kind: 'review',
  assignee: { kind: 'deptRole', role: 'deptApprover' },
  actions: ['approve', 'return', 'reject', 'transfer', 'addCc'], timeLimit: hours,
});

/**
 * Unsafe events: department review -> (grade I: medical affairs) -> (grades I-II: root-cause analysis) ->
 * quality office with rectification -> archive review.
 */
export const BAQSJ_DEFAULT: FlowDef = {
  code: 'baqsj-default', name: t('医疗安全（不良）事件处理流程', 'Unsafe event handling'), module: 'baqsj',
  overdueNotifyRoles: ['qualityOfficer'],
  steps: [
    deptReview({ hours: 72, byGrade: { I: 24, II: 24 } }),
    {
      key: 'medicalAffairsReview', name: t('医务科审核', 'Medical affairs review'), kind: 'review',
      assignee: { kind: 'role', role: 'medicalAffairs' }, actions: ['approve', 'return', 'reject', 'transfer', 'addCc'],
      timeLimit: { hours: 24 }, when: [{ field: 'grade', op: 'in', values: ['I'] }],
    },
    {
      // grades I-II: a root-cause analysis by an investigation team the quality office names (issue 26 §1),
      // its measures proposed here and carried out at the next step
      key: 'rootCauseAnalysis', name: t('根本原因分析', 'Root-cause analysis'), kind: 'analysis',
      assignee: { kind: 'role', role: 'qualityOfficer' }, actions: ['approve', 'return', 'transfer', 'addCc'],
      timeLimit: { hours: 720 }, when: [{ field: 'grade', op: 'in', values: ['I', 'II'] }],
    },
    {
      key: 'qualityReview', name: t('质控科处理与整改', 'Quality office handling and rectification'), kind: 'rectification',
      assignee: { kind: 'role', role: 'qualityOfficer' }, actions: ['close', 'return', 'reject', 'transfer', 'addCc'],
      timeLimit: { hours: 168, byGrade: { I: 72, II: 72 } },
    },
    {
      key: 'archiveReview', name: t('归档审核', 'Archive review'), kind: 'archive',
      assignee: { kind: 'role', role: 'qualityOfficer' }, actions: ['archive', 'sendBack', 'transfer'],
      timeLimit: { hours: 168 },
    },
  ],
};

const techSteps = (withCommittee: boolean): StepDef[] => [
  deptReview({ hours: 120 }),
  {
    key: 'medicalAffairs', name: t('医务科审核', 'Medical affairs review'), kind: 'review',
    assignee: { kind: 'role', role: 'medicalAffairs' }, actions: ['approve', 'return', 'reject', 'transfer', 'addCc'],
    timeLimit: { hours: 168 },
  },
  // the committee votes (issue 35 §2): two thirds of its members (those withdrawn not counted) make the quorum,
  // more than half of the votes cast approve; a member votes before seeing the others' votes; the chair
  // (committeeChair) closes a meeting whose result the votes still to come could change
  ...(withCommittee ? [{
    key: 'techCommittee', name: t('技术委员会审批', 'Technology committee'), kind: 'committee' as const,
    assignee: { kind: 'role' as const, role: 'techCommittee' }, actions: ['vote', 'closeMeeting', 'addCc'] as StepDef['actions'],
    timeLimit: { hours: 336 }, when: [{ field: 'techKind', op: 'in' as const, values: ['limit'] }],
    committee: { quorum: 2 / 3, pass: 'majority' as const, blind: true, chairRole: 'committeeChair' },
  }] : []),
  {
    key: 'periodicReview', name: t('定期评估', 'Periodic review'), kind: 'periodicReview',
    assignee: { kind: 'role', role: 'medicalAffairs' }, actions: ['review', 'transfer'],
    timeLimit: { hours: 4320 }, reviewEveryHours: 4320,
  },
];

/** Limited-class technologies: department -> medical affairs -> technology committee -> periodic review. */
export const XJSXXM_LIMIT: FlowDef = {
  code: 'xjsxxm-limit', name: t('限制类技术审批流程', 'Limited-class technology approval'), module: 'xjsxxm',
  overdueNotifyRoles: ['medicalAffairs'], steps: techSteps(true),
};

/** Other technologies: the same without the committee. */
export const XJSXXM_UNLIMIT: FlowDef = {
  code: 'xjsxxm-unlimit', name: t('非限制类技术审批流程', 'Technology approval'), module: 'xjsxxm',
  overdueNotifyRoles: ['medicalAffairs'], steps: techSteps(false),
};

/** Business requests: department review -> quality office. */
export const BUSINESS_DEFAULT: FlowDef = {
  code: 'business-default', name: t('业务审批流程', 'Business approval'), module: 'business',
  steps: [
    deptReview({ hours: 72 }),
    {
      key: 'qualityReview', name: t('质控科审核', 'Quality office review'), kind: 'review',
      assignee: { kind: 'role', role: 'qualityOfficer' }, actions: ['approve', 'return', 'reject', 'transfer', 'addCc'],
      timeLimit: { hours: 72 },
    },
  ],
};

/**
 * Rectification of a low-scoring item of a quality inspection (issue 13 §1, PDCA): the quality officer who
 * opened it assigns measures (owner, deadline), the owners report them done with evidence, the officer
 * verifies each; then archive. A business record (subject `quality:rectification`) linked to the round,
 * department and item by the quality store.
 */
export const QUALITY_RECTIFICATION: FlowDef = {
  code: 'quality-rectification', name: t('质量检查问题整改', 'Quality inspection rectification'), module: 'business',
  overdueNotifyRoles: ['qualityOfficer'],
  steps: [
    {
      key: 'rectification', name: t('整改与验证', 'Rectification and verification'), kind: 'rectification',
      assignee: { kind: 'submitter' }, actions: ['close', 'transfer', 'addCc'], timeLimit: { hours: 720 },
    },
    {
      key: 'archiveReview', name: t('归档', 'Archive'), kind: 'archive',
      assignee: { kind: 'submitter' }, actions: ['archive', 'sendBack', 'transfer'], timeLimit: { hours: 168 },
    },
  ],
};

export const DEFAULT_FLOWS: FlowDef[] = [BAQSJ_DEFAULT, XJSXXM_LIMIT, XJSXXM_UNLIMIT, BUSINESS_DEFAULT, QUALITY_RECTIFICATION];

/** Which flow new records of a subject use (`baqsj:<eventType>`, `xjsxxm:limit|unlimit`, `business`, `quality:rectification`). */
export const DEFAULT_BINDINGS: Record<string, string> = {
  'xjsxxm:limit': 'xjsxxm-limit',
  'xjsxxm:unlimit': 'xjsxxm-unlimit',
  business: 'business-default',
  'quality:rectification': 'quality-rectification',
};
