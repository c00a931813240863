// Framework-free logic of the business pages and the message bell (Node-tested in tests/unit/pages).
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_LAYOUT, toPage, normalizePageSize, clampPage, slicePage, localPage } from './paging.ts';
export type { Page } from './paging.ts';
export { formatDateTime, dayRange, inTimeRange, matchesText, cleanParams } from './filters.ts';
export type { TimeRange } from './filters.ts';
export { blobError, downloadName } from './download.ts';
export { createListQuery } from './createListQuery.ts';
export type { ListQuery, ListState, ListFetcher, ListQueryParams, ListQueryOptions } from './createListQuery.ts';
export { createMessageList, messageLink, isUnread, isApproval, isAnnual, messageTags, recordsOf, UNREAD_QUERY, APPROVAL_TYPE, ANNUAL_PROCESS } from './messages.ts';
export type { Message, MessageApi, MessageList, MessageListState, BellVariant } from './messages.ts';
export {
  STATE_COLORS, GRADE_COLORS, OUTCOME_COLORS, stateKey, actionKey, gradeKey, outcomeKey, measureStatusKey, stepKindKey, localText, formatTime, eventTypeName,
  dueView, assigneeNames, editableBySubmitter, timelineMeasure, canOpenEditor, showsMeasures, detailPath, editPath, lastReturn, isConflict, handleConflict, reportTitle,
  KEY_FIELDS, missingFields, approvalBody, ccOptions,
} from './records.ts';
export type { DueView, ApprovalCheck, CcUser } from './records.ts';
export { formFields, displayValue, diffData, dataRows, DEFAULT_WORDS } from './recordValues.ts';
export type { FieldDef, FieldChange, ValueWords } from './recordValues.ts';
export { actionBody, recordButtons, specOf, endOfDay, ACTION_SPECS, RECORD_ACTIONS, MEASURE_ACTIONS, MAX_COMMENT } from './recordActions.ts';
export type { ActionSpec, ActionForm, ActionError, ActionCheck } from './recordActions.ts';
export { buildPrintModel, printHtml, escapeHtml, threadTimeline } from './recordPrint.ts';
export type { PrintModel, PrintInput, PrintRow } from './recordPrint.ts';
export { TECH_KINDS, TECH_LIMITS, techFormData, techFormValues, teamOf, attachmentsOf, levelLabel, lastDecision, applicantActions, REVIEW_STATES } from './tech.ts';
export type { TechKind, TechData, TechFormInput, TechFormError, TechFormCheck } from './tech.ts';
export { normalizeDataScope, DATA_SCOPES, menuBody, parentChoices, groupParam } from './admin.ts';
export type { DataScope, MenuFormValues, GroupFormValues } from './admin.ts';
export { appsOf, appDescKey, firstPage, ADMIN_EXCLUDES } from './apps.ts';
export type { AppEntry } from './apps.ts';
export { normalizeTree, filterTree, countNodes, branchIds } from './tree.ts';
export type { MenuNode } from './tree.ts';
export { mapLimit } from './mapLimit.ts';
