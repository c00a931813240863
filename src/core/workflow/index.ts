// The workflow engine (issue 9, docs/workflow.md): types, the pure transition core, conditions,
// deadlines, flow validation and the default flows.
export * from './types.ts';
export { transition, applicableSteps, allowedActions, measureActions, returnTargets, stateOfStep, ALL_ACTIONS } from './engine.ts';
export { conditionHolds, conditionsHold } from './conditions.ts';
export { dueAtFor, isOverdue, stepHours, HOUR_MS } from './deadlines.ts';
export { validateFlow, KIND_ACTIONS, type FlowProblem, type FlowErrorCode, type FlowValidation } from './validateFlow.ts';
export { DEFAULT_FLOWS, DEFAULT_BINDINGS, BAQSJ_DEFAULT, XJSXXM_LIMIT, XJSXXM_UNLIMIT, BUSINESS_DEFAULT } from './defaultFlows.ts';
