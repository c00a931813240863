// Schemas of the record calls (docs/workflow.md): shapes and bounds. Which values a field may take (a
// known scope, state, event type, an action the caller may take) stays with the list filter, the body
// readers (recordInput.ts) and the engine, which word their refusals from the workflow locale.
import { anyObject, body, id, ids, opt, optId, optText, PAGING, params, qLike, qText, query, text, z } from '../http/schemas.ts';
import { MAX_ATTACHMENTS } from '../workflow/recordRules.ts';

/** The engine's bound of a comment (src/core/workflow/engine.ts MAX_COMMENT). */
const MAX_COMMENT = 2000;
/** A record version as the caller saw it. */
const version = opt(z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number().min(0).max(2 ** 31 - 1).int()));

export const LIST_QUERY = query({
  ...PAGING,
  scope: qText(20), state: qText(200), status: qText(100), module: qText(20), eventType: qText(50), grade: qText(10),
  deptName: qText(100), deptId: qText(12), beginTime: qText(30), endTime: qText(30), keyword: qLike, overdue: qText(10), view: qText(20),
  techKind: qText(20), includeData: qText(10), field: qText(100), fieldValue: qText(200), work: qText(20),
});

export const RECORD_ID = params({ id });
export const REVISION = params({ id, rev: id });
export const ACTION = params({ id, action: text(40) });

/** Fields a new record or a saved draft may carry. */
const EDITABLE = {
  title: optText(200), data: opt(anyObject), grade: optText(10), eventType: optText(50), deptName: optText(100), anonymous: opt(z.union([z.boolean(), z.number(), text(5)])),
  techKind: optText(20), techItemId: optId, ccUserIds: opt(z.array(z.unknown()).max(1000)), formVersion: optId, status: optText(20),
};

export const CREATE = body({ ...EDITABLE, module: optText(20), formId: optId, submit: opt(z.boolean()) });
export const SAVE = body({ ...EDITABLE, version });
export const DELETE_QUERY = query({ version: qText(20) });
export const DELETE_BODY = body({ version });

export const ACT = body({
  ...EDITABLE,
  version,
  comment: opt(z.union([text(MAX_COMMENT), z.number()])),
  attachments: opt(z.array(z.unknown()).max(MAX_ATTACHMENTS)),
  target: optText(64),
  userId: optId,
  userIds: opt(ids(50)),
  measureId: optId,
  measures: opt(z.array(z.unknown()).max(50)),
  outcome: optText(20),
  vote: optText(20),
  followUp: opt(z.object({ cases: z.unknown(), complications: z.unknown(), adverseEvents: z.unknown() })),
  parentId: optId,
});
