// Framework-free logic of the business pages and the message bell (Node-tested in tests/unit/pages).
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, PAGER_LAYOUT, toPage, normalizePageSize, clampPage, slicePage, localPage } from './paging.ts';
export type { Page } from './paging.ts';
export { formatDateTime, dayRange, inTimeRange, matchesText, cleanParams } from './filters.ts';
export type { TimeRange } from './filters.ts';
export { toCsv, csvCell } from './csv.ts';
export type { CsvColumn } from './csv.ts';
export { createListQuery } from './createListQuery.ts';
export type { ListQuery, ListState, ListFetcher, ListQueryParams, ListQueryOptions } from './createListQuery.ts';
export { createMessageList, isUnread, isApproval, isAnnual, messageTags, recordsOf, UNREAD_QUERY, APPROVAL_TYPE, ANNUAL_PROCESS } from './messages.ts';
export type { Message, MessageApi, MessageList, MessageListState, BellVariant } from './messages.ts';
export {
  UNSAFE_EVENT_FORM_CODE, RECORD_STATUSES, STATUS_COLORS, ENDED_STATUSES, KEY_FIELDS, isEnded, canEditRecord, canDecideRecord,
  approvalBody, recordBody, reportTitle, missingFields, inDataView, filterRecords, countByStatus, toggleId, parseIdList,
  recordListParams, ccOptions,
} from './records.ts';
export type { RecordRow, RecordStatus, RecordScope, RecordQuery, DataView, SaveRecordInput, ApprovalCheck, CcUser } from './records.ts';
export { TECH_KINDS, TECH_LIMITS, techFormData, techFormValues, teamOf, attachmentsOf, levelLabel, lastDecision, applicantActions, REVIEW_STATES } from './tech.ts';
export type { TechKind, TechData, TechFormInput, TechFormError, TechFormCheck } from './tech.ts';
export { normalizeDataScope, DATA_SCOPES, menuBody, parentChoices, groupParam } from './admin.ts';
export type { DataScope, MenuFormValues, GroupFormValues } from './admin.ts';
export { appsOf, firstPage, ADMIN_EXCLUDES } from './apps.ts';
export type { AppEntry } from './apps.ts';
export { normalizeTree, filterTree, countNodes } from './tree.ts';
export type { MenuNode } from './tree.ts';
export { mapLimit } from './mapLimit.ts';
