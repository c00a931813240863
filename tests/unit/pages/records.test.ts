import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  actionBody, assigneeNames, eventTypeName, buildPrintModel, canOpenEditor, dataRows, detailPath, showsMeasures, diffData, displayValue, dueView, editableBySubmitter,
  endOfDay, escapeHtml, formFields, formatTime, handleConflict, isConflict, lastReturn, localText, missingFields, printHtml, recordButtons,
  reportTitle, STATE_COLORS, threadTimeline, approvalBody, timelineMeasure,
} from '../../../src/core/pages/index.ts';
import { WF_STATES } from '../../../src/core/workflow/types.ts';
import type { RecordDetail, TimelineEntry } from '../../../src/core/api/records.ts';
import { HosHttpError } from '../../../src/core/http/errors.ts';
import { boundFieldModels } from '../../../src/core/pages/recordValues.ts';

const FORM_WITH_FACTS = JSON.parse(readFileSync('demo/server/seed/forms/05-unsafe-event-report.form.json', 'utf8'));

const schema = {
  config: {},
  list: [
    { type: 'header', name: '标题', key: 'h', model: 'header_1', options: {}, rules: [] },
    { type: 'input', name: '患者姓名', key: 'a', model: 'sjsx_patient_name', options: {}, rules: [] },
    {
      type: 'grid', name: '栅格', key: 'g', model: 'grid_1', options: {}, rules: [],
      columns: [{ span: 12, list: [{ type: 'select', name: '性别', key: 's', model: 'sex', options: { options: [{ value: '1', label: '男' }, { value: '2', label: '女' }] }, rules: [] }] }],
    },
    { type: 'radioOther', name: '地点', key: 'p', model: 'place', otherModel: 'place_other', options: { options: [{ value: '病房' }, { value: 'Other', label: '其他' }] }, rules: [] },
    { type: 'switch', name: '是否伤害', key: 'sw', model: 'harm', options: {}, rules: [] },
    { type: 'file', name: '附件', key: 'f', model: 'files', options: {}, rules: [] },
    {
      type: 'subform', name: '用药', key: 'sf', model: 'drugs', options: {}, rules: [],
      columns: [{ list: [{ type: 'input', name: '药品', key: 'd', model: 'drug', options: {}, rules: [] }, { type: 'number', name: '剂量', key: 'n', model: 'dose', options: {}, rules: [] }] }],
    },
    { type: 'date', name: '时间段', key: 'dr', model: 'range', options: { type: 'daterange' }, rules: [] },
  ],
};

const entry = (id: number, patch: Partial<TimelineEntry> = {}): TimelineEntry => ({
  id, action: 'comment', actorId: 1, actorName: '王芳', fromState: 'inProgress', toState: 'inProgress', fromStep: 'deptReview', toStep: 'deptReview',
  comment: '', attachments: [], parentId: null, extra: null, createdAt: `2024-05-01 10:0${id}:00`, ...patch,
});

function detail(patch: Partial<RecordDetail> = {}): RecordDetail {
  return {
    id: 7, module: 'baqsj', title: '跌倒（王五）', state: 'rectifying', stepKey: 'qualityReview', stepName: { 'zh-CN': '质控科整改', en: 'Quality rectification' },
    assignees: [{ userId: 4, name: '赵敏' }], dueAt: '2024-05-03 10:00:00', overdue: false, grade: 'II', eventType: 'fall', techKind: null, deptName: '内分泌科',
    createdBy: 2, createdByName: '李秀梅', anonymous: false, revision: 2, version: 9, formId: 5, formVersion: 1, reviewOutcome: null,
    submittedAt: '2024-05-01 09:00:00', createdAt: '2024-05-01 08:00:00', updatedAt: '2024-05-02 08:00:00', data: {},
    flow: { code: 'baqsj-default', version: 1, name: { 'zh-CN': '不良事件', en: 'Events' }, steps: [
      { key: 'deptReview', name: { 'zh-CN': '科室审核', en: 'Department review' }, kind: 'review' },
      { key: 'qualityReview', name: { 'zh-CN': '质控科整改', en: 'Quality rectification' }, kind: 'rectification' },
    ] },
    revisions: [{ revision: 1, createdAt: '2024-05-01 09:00:00', createdByName: '李秀梅' }, { revision: 2, createdAt: '2024-05-02 08:00:00', createdByName: '李秀梅' }],
    timeline: [], measures: [], cc: [], followed: false, allowedActions: [], returnTargets: [], measureActions: {},
    ...patch,
  };
}

describe('states, steps and due times', () => {
  it('every state has a colour', () => {
    for (const s of WF_STATES) expect(STATE_COLORS[s]).toBeTruthy();
  });
  it('names in the user language, falling back to the other', () => {
    const n = { 'zh-CN': '科室审核', en: 'Department review' };
    expect(localText(n, 'en')).toBe('Department review');
    expect(localText(n, 'zh-CN')).toBe('科室审核');
    expect(localText({ 'zh-CN': '科室审核', en: '' }, 'en')).toBe('科室审核');
    expect(localText(null, 'en')).toBe('');
    expect(localText('plain', 'en')).toBe('plain');
  });
  it('names event types in the page language', () => {
    const types = [{ code: 'fall', name: '跌倒/坠床', nameEn: 'Fall', formId: 5, formCode: 'x', formVersion: 1, flowCode: 'baqsj-default' }];
    expect(eventTypeName(types, 'fall', 'en')).toBe('Fall');
    expect(eventTypeName(types, 'fall', 'zh-CN')).toBe('跌倒/坠床');
    // never the code ('tube', 'fall') on screen: not while the dictionary loads, not for a type it no longer lists
    expect(eventTypeName(types, 'gone', 'en')).toBe('');
    expect(eventTypeName([], 'fall', 'zh-CN')).toBe('');
    expect(eventTypeName(types, null, 'en')).toBe('');
  });
  it('shows a due time and the server\'s overdue flag only while someone must act', () => {
    expect(dueView({ state: 'inProgress', dueAt: '2024-05-03 10:00:00', overdue: true })).toEqual({ text: '2024-05-03 10:00', overdue: true });
    expect(dueView({ state: 'rectifying', dueAt: '2024-05-03 10:00:00', overdue: false })).toEqual({ text: '2024-05-03 10:00', overdue: false });
    for (const state of ['draft', 'returned', 'archived', 'rejected', 'stopped'] as const) {
      expect(dueView({ state, dueAt: '2024-05-03 10:00:00', overdue: true })).toEqual({ text: '', overdue: false });
    }
    expect(dueView({ state: 'inProgress', dueAt: null, overdue: false }).text).toBe('');
  });
  it('formats server times and epoch ms', () => {
    expect(formatTime('2024-05-03 10:00:59')).toBe('2024-05-03 10:00');
    expect(formatTime('2024-05-03 10:00:59', true)).toBe('2024-05-03 10:00:59');
    expect(formatTime(new Date(2024, 4, 3, 8, 5, 6).getTime())).toBe('2024-05-03 08:05');
    expect(formatTime(null)).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });
  it('shows the server\'s instants in the hospital\'s time zone, in the reader\'s language (issue 23 §2)', () => {
    const at = '2026-11-24T11:49:24+00:00';
    expect(formatTime(at, false, 'zh-CN', 'Asia/Shanghai')).toBe('2026-11-24 19:49');
    expect(formatTime(at, true, 'en', 'Asia/Shanghai')).toBe('24 Nov 2026, 19:49:24');
    expect(formatTime(at, false, 'en', 'Europe/London')).toBe('24 Nov 2026, 11:49');
    // the legacy endpoints' wall-clock text is the hospital's clock already: shown as written in any zone
    expect(formatTime('2026-11-24 19:49:24', false, 'zh-CN', 'Europe/London')).toBe('2026-11-24 19:49');
  });
  it('lists assignees, shortened past three', () => {
    expect(assigneeNames({ assignees: [{ userId: 1, name: '甲' }, { userId: 2, name: '乙' }] })).toBe('甲、乙');
    expect(assigneeNames({ assignees: [1, 2, 3, 4, 5].map((i) => ({ userId: i, name: String(i) })) })).toBe('1、2、3 +2');
    expect(assigneeNames({ assignees: [] })).toBe('');
  });
});

describe('what the submitter may still do', () => {
  it('edits own drafts and returned records only', () => {
    expect(editableBySubmitter({ state: 'draft', createdBy: 2 }, '2')).toBe(true);
    expect(editableBySubmitter({ state: 'returned', createdBy: 2 }, 2)).toBe(true);
    expect(editableBySubmitter({ state: 'inProgress', createdBy: 2 }, 2)).toBe(false);
    expect(editableBySubmitter({ state: 'draft', createdBy: 3 }, 2)).toBe(false);
    expect(editableBySubmitter({ state: 'draft', createdBy: null }, 'null')).toBe(false);
  });
  it('the detail offers the editor when the server allows saving, submitting or resubmitting', () => {
    expect(canOpenEditor({ allowedActions: ['resubmit', 'comment'] })).toBe(true);
    expect(canOpenEditor({ allowedActions: ['saveDraft', 'submit', 'deleteDraft'] })).toBe(true);
    expect(canOpenEditor({ allowedActions: ['approve', 'return'] })).toBe(false);
  });
  it('routes events and technologies to their detail pages', () => {
    expect(detailPath({ id: 3, module: 'baqsj' })).toBe('/newBaqsj/lookDetail?id=3');
    expect(detailPath({ id: 4, module: 'xjsxxm' })).toBe('/xjsxxm/apply/detail?id=4');
  });
  it('shows the measures of any record that has them or is rectifying, a quality rectification too (issue 35 §4)', () => {
    const m = { id: 1 } as never;
    expect(showsMeasures({ measures: [m], state: 'inProgress' })).toBe(true);
    expect(showsMeasures({ measures: [], state: 'rectifying' })).toBe(true);
    expect(showsMeasures({ measures: [], state: 'inProgress' })).toBe(false);
  });
  it('names the measure a timeline entry is about', () => {
    const ms = [{ id: 4, what: '培训' }, { id: 5, what: '扶手' }];
    expect(timelineMeasure({ extra: { measureId: 5 } }, ms)).toEqual({ no: 2, what: '扶手' });
    expect(timelineMeasure({ extra: { measureId: 9 } }, ms)).toBeNull();
    expect(timelineMeasure({ extra: null }, ms)).toBeNull();
    expect(timelineMeasure({ extra: { measureId: 4 } }, undefined)).toBeNull();
  });
  it('finds the latest return to show its comment', () => {
    const tl = [entry(1, { action: 'submit' }), entry(2, { action: 'return', comment: '补充经过' }), entry(3, { action: 'resubmit' }), entry(4, { action: 'return', comment: '再补充' })];
    expect(lastReturn(tl)?.comment).toBe('再补充');
    expect(lastReturn([entry(1, { action: 'submit' })])).toBeNull();
    expect(lastReturn(undefined)).toBeNull();
  });
});

describe('conflicts (409)', () => {
  it('recognises the shared client\'s conflict error', () => {
    expect(isConflict(new HosHttpError('记录已被他人处理', 409))).toBe(true);
    expect(isConflict({ code: '409' })).toBe(true);
    expect(isConflict(new HosHttpError('x', 400))).toBe(false);
    expect(isConflict(new Error('x'))).toBe(false);
    expect(isConflict(null)).toBe(false);
  });
  it('reloads and tells the user on a conflict; leaves other errors alone', async () => {
    const log: string[] = [];
    const opts = { reload: async () => { log.push('reload'); }, notify: (k: string) => log.push(k) };
    expect(await handleConflict(new HosHttpError('x', 409), opts)).toBe(true);
    expect(log).toEqual(['reload', 'conflictReloaded']);
    expect(await handleConflict(new HosHttpError('x', 403), opts)).toBe(false);
    expect(log).toHaveLength(2);
  });
  it('still tells the user when the reload fails', async () => {
    const log: string[] = [];
    await expect(handleConflict({ code: 409 }, { reload: async () => { throw new Error('offline'); }, notify: (k) => log.push(k) })).rejects.toThrow('offline');
    expect(log).toEqual(['conflictReloaded']);
  });
});

describe('form values and revisions', () => {
  const zh = { yes: '是', no: '否', other: '其他' };
  const fields = formFields(schema, zh);
  it('walks the form for value fields with labels (headers flagged, no layout, subform as one field)', () => {
    expect(fields.filter((f) => f.display).map((f) => f.model)).toEqual(['header_1']);
    expect(fields.filter((f) => !f.display).map((f) => `${f.model}:${f.label}`)).toEqual([
      'sjsx_patient_name:患者姓名', 'sex:性别', 'place:地点', 'place_other:地点（其他）', 'harm:是否伤害', 'files:附件', 'drugs:用药', 'range:时间段',
    ]);
    expect(formFields(null)).toEqual([]);
  });
  it('shows values as text', () => {
    const w = (m: string) => fields.find((f) => f.model === m)!.widget;
    expect(displayValue('2', w('sex'))).toBe('女');
    expect(displayValue('9', w('sex'))).toBe('9');
    expect(displayValue(true, w('harm'), zh)).toBe('是');
    expect(displayValue(false, w('harm'), { yes: 'Yes', no: 'No', other: 'Other' })).toBe('No');
    expect(displayValue([{ name: 'a.pdf', url: '/u/a.pdf' }, { title: 'b.png', src: '/u/b.png' }], w('files'))).toBe('a.pdf、b.png');
    expect(displayValue([{ drug: '胰岛素', dose: 4 }, { drug: '' }], w('drugs'))).toBe('1. 药品: 胰岛素；剂量: 4\n2. 药品: -；剂量: -');
    expect(displayValue(['2024-05-01', '2024-05-03'], w('range'))).toBe('2024-05-01 ~ 2024-05-03');
    expect(displayValue(['a', 'b'])).toBe('a、b');
    expect(displayValue(null)).toBe('');
    expect(displayValue({ x: 1 })).toBe('{"x":1}');
  });
  it('diffs two revisions field by field, in form order, unknown keys last', () => {
    // the renderer's models of display widgets (header_1) appear in newer data: never a change
    const before = { sjsx_patient_name: '王五', sex: '1', drugs: [{ drug: 'a', dose: 1 }], old_field: 'x', place_other: '' };
    const after = { sjsx_patient_name: '王五', sex: '2', drugs: [{ dose: 1, drug: 'a' }], new_field: 'y', place_other: null, harm: true, header_1: '标题' };
    expect(diffData(before, after, fields)).toEqual([
      { field: 'sex', label: '性别', before: '1', after: '2' },
      { field: 'harm', label: '是否伤害', before: undefined, after: true },
      { field: 'new_field', label: 'new_field', before: undefined, after: 'y' },
      { field: 'old_field', label: 'old_field', before: 'x', after: undefined },
    ]);
    expect(diffData(null, null, fields)).toEqual([]);
  });
  it('rows for reading and printing', () => {
    expect(dataRows({ sex: '1', header_1: 'x' }, fields.slice(0, 3), zh)).toEqual([{ label: '患者姓名', value: '', model: 'sjsx_patient_name' }, { label: '性别', value: '男', model: 'sex' }]);
  });
  it('an event prints its type and grade once: the record header, not the bound form fields (issue 22 §1)', () => {
    const rows = [{ label: '事件类别', value: '跌倒/坠床', model: 'event_category' }, { label: '事件分级', value: 'III级', model: 'event_level' }, { label: '地点', value: '病房', model: 'event_place' }];
    const t = (k: string) => k;
    const event = buildPrintModel({ record: detail(), revision: 1, fields: rows, info: [], t, lang: 'zh-CN', now: 0 });
    expect(event.fields.map((f) => f.model)).toEqual(['event_place']);
    const declared = buildPrintModel({ record: detail(), revision: 1, fields: rows, bound: ['event_place'], info: [], t, lang: 'zh-CN', now: 0 });
    expect(declared.fields.map((f) => f.model)).toEqual(['event_category', 'event_level']);
    const tech = buildPrintModel({ record: detail({ module: 'xjsxxm' }), revision: 1, fields: rows, info: [], t, lang: 'zh-CN', now: 0 });
    expect(tech.fields).toHaveLength(3);
    expect(boundFieldModels(formFields(FORM_WITH_FACTS))).toEqual(['event_category', 'event_level', 'event_report_dept', 'reporter_name', 'report_time']);
  });
  it('an event prints its department, reporter and report time once too: the header\'s, not the form\'s copies (issue 22 §1)', () => {
    const rows = [
      { label: '上报科室', value: 'D0801', model: 'event_report_dept' }, { label: '上报人', value: '李秀梅', model: 'reporter_name' },
      { label: '工号', value: 'H10023', model: 'reporter_work_no' }, { label: '所在科室', value: '内分泌科', model: 'reporter_dept' },
      { label: '上报时间', value: '2026-11-26 09:30:00', model: 'report_time' },
    ];
    const t = (k: string) => k;
    const printed = buildPrintModel({ record: detail(), revision: 1, fields: rows, info: [], t, lang: 'zh-CN', now: 0 });
    expect(printed.fields.map((f) => f.model)).toEqual(['reporter_work_no', 'reporter_dept']);
    const bound = buildPrintModel({ record: detail(), revision: 1, fields: rows, bound: boundFieldModels(formFields(FORM_WITH_FACTS)), info: [], t, lang: 'zh-CN', now: 0 });
    expect(bound.fields.map((f) => f.model)).toEqual(['reporter_work_no', 'reporter_dept']);
  });
});

describe('action dialogs', () => {
  const now = new Date(2024, 4, 1, 12).getTime();
  it('requires a comment where the server does, and limits its length', () => {
    expect(actionBody('return', 3, { comment: '  ' }, now)).toEqual({ ok: false, error: { key: 'commentRequired' } });
    expect(actionBody('reject', 3, {}, now)).toEqual({ ok: false, error: { key: 'commentRequired' } });
    expect(actionBody('sendBackMeasure', 3, { measureId: 2 }, now)).toEqual({ ok: false, error: { key: 'commentRequired' } });
    expect(actionBody('approve', 3, { comment: 'x'.repeat(2001) }, now)).toEqual({ ok: false, error: { key: 'commentTooLong' } });
    expect(actionBody('approve', 3, { comment: ' 同意 ', attachments: [{ name: 'a.pdf', url: '/u/a.pdf' }] }, now))
      .toEqual({ ok: true, body: { version: 3, comment: '同意', attachments: [{ name: 'a.pdf', url: '/u/a.pdf' }] } });
    expect(actionBody('approve', 3, {}, now)).toEqual({ ok: true, body: { version: 3 } });
  });
  it('returns to the submitter by default or to a picked step; a send back needs a step', () => {
    expect(actionBody('return', 3, { comment: '补充' }, now)).toEqual({ ok: true, body: { version: 3, comment: '补充', target: 'submitter' } });
    expect(actionBody('return', 3, { comment: '补充', target: 'deptReview' }, now)).toEqual({ ok: true, body: { version: 3, comment: '补充', target: 'deptReview' } });
    expect(actionBody('sendBack', 3, { comment: '重办' }, now)).toEqual({ ok: false, error: { key: 'targetRequired' } });
    expect(actionBody('sendBack', 3, { comment: '重办', target: 'qualityReview' }, now)).toEqual({ ok: true, body: { version: 3, comment: '重办', target: 'qualityReview' } });
  });
  it('transfer needs one person, copies need people', () => {
    expect(actionBody('transfer', 3, {}, now)).toEqual({ ok: false, error: { key: 'userRequired' } });
    expect(actionBody('transfer', 3, { userId: 8 }, now)).toEqual({ ok: true, body: { version: 3, userId: 8 } });
    expect(actionBody('addCc', 3, { userIds: [] }, now)).toEqual({ ok: false, error: { key: 'usersRequired' } });
    expect(actionBody('addCc', 3, { userIds: [4, 4, 0, 5] }, now)).toEqual({ ok: true, body: { version: 3, userIds: [4, 5] } });
  });
  it('checks measure rows and points at the row at fault', () => {
    const due = endOfDay(2024, 5, 10);
    expect(actionBody('assignMeasures', 3, { measures: [] }, now)).toEqual({ ok: false, error: { key: 'measuresRequired' } });
    expect(actionBody('assignMeasures', 3, { measures: [{ what: '培训', ownerUserId: 9, deadline: due }, { what: ' ', ownerUserId: 9, deadline: due }] }, now))
      .toEqual({ ok: false, error: { key: 'measureWhat', row: 1 } });
    expect(actionBody('assignMeasures', 3, { measures: [{ what: '培训', ownerUserId: null, deadline: due }] }, now)).toEqual({ ok: false, error: { key: 'measureOwner', row: 0 } });
    expect(actionBody('assignMeasures', 3, { measures: [{ what: '培训', ownerUserId: 9, deadline: now - 1 }] }, now)).toEqual({ ok: false, error: { key: 'measureDeadline', row: 0 } });
    expect(actionBody('assignMeasures', 3, { measures: [{ what: ' 培训 ', ownerUserId: 9, deadline: due }] }, now))
      .toEqual({ ok: true, body: { version: 3, measures: [{ what: '培训', ownerUserId: 9, deadline: due }] } });
    expect(new Date(due).getHours()).toBe(23);
  });
  it('a review needs an outcome; completing a measure needs a note or evidence', () => {
    expect(actionBody('review', 3, {}, now)).toEqual({ ok: false, error: { key: 'outcomeRequired' } });
    expect(actionBody('review', 3, { outcome: 'suspend', comment: '并发症' }, now)).toEqual({ ok: true, body: { version: 3, comment: '并发症', outcome: 'suspend' } });
    expect(actionBody('completeMeasure', 3, { measureId: 2 }, now)).toEqual({ ok: false, error: { key: 'completeNeedsNote' } });
    expect(actionBody('completeMeasure', 3, { measureId: 2, attachments: [{ name: 'e.png', url: '/u/e.png' }] }, now))
      .toEqual({ ok: true, body: { version: 3, measureId: 2, attachments: [{ name: 'e.png', url: '/u/e.png' }] } });
    expect(actionBody('verifyMeasure', 3, { measureId: 2 }, now)).toEqual({ ok: true, body: { version: 3, measureId: 2 } });
  });
  it('shows the allowed buttons in a stable order, never the submitter\'s own or measure actions', () => {
    expect(recordButtons(['comment', 'reject', 'approve', 'return', 'resubmit', 'completeMeasure', 'urge'])).toEqual(['approve', 'return', 'reject', 'urge']);
  });
});

describe('print view', () => {
  const t = (key: string, opts?: Record<string, unknown>) => {
    const { defaultValue: _d, ...rest } = opts ?? {};
    return Object.keys(rest).length ? `${key}${JSON.stringify(rest)}` : key;
  };
  it('threads replies under their comment, oldest first', () => {
    const tl = [entry(3, { parentId: 1 }), entry(1), entry(2), entry(4, { parentId: 3 }), entry(5, { parentId: 99 })];
    expect(threadTimeline(tl).map((e) => `${e.id}:${e.depth}`)).toEqual(['1:0', '3:1', '4:2', '2:0', '5:0']);
  });
  it('has the revision, the fields, the timeline with comments and the measures of an event', () => {
    const record = detail({
      timeline: [
        entry(1, { action: 'submit', fromStep: null, toStep: 'deptReview', fromState: 'draft', toState: 'inProgress', actorName: '李秀梅' }), entry(2, { action: 'return', comment: '补充<b>经过</b>', attachments: [{ name: 'x.pdf', url: '/x' }] }),
        entry(3, { action: 'completeMeasure', extra: { measureId: 1 } }),
      ],
      measures: [{ id: 1, what: '培训', ownerUserId: 9, ownerName: '周强', deadline: '2024-05-10 23:59:59', status: 'done', sentBack: 0, evidence: [{ name: 'e.png', url: '/e' }], note: '已完成', doneAt: null, verifiedAt: null }],
    });
    const m = buildPrintModel({ record, revision: 2, fields: [{ label: '性别', value: '男' }], info: [{ label: '分级', value: 'II' }], t, lang: 'zh-CN', now: new Date(2024, 4, 5, 9).getTime() });
    expect(m.revision).toContain('"revision":2');
    expect(m.timeline[0]).toMatchObject({ actor: '李秀梅', action: 'workflow:action.submit', steps: 'pages:timelineSubmitter → 科室审核' });
    expect(m.timeline[1]).toMatchObject({ comment: '补充<b>经过</b>', attachments: 'x.pdf', steps: '科室审核' });
    expect(m.timeline[2].action).toBe('workflow:action.completeMeasure · pages:measureNo{"no":1,"what":"培训"}');
    expect(m.measures).toEqual([{ what: '培训', owner: '周强', deadline: '2024-05-10 23:59', status: 'workflow:measure.done', note: '已完成', evidence: 'e.png' }]);
    const html = printHtml(m, 'zh-CN');
    expect(html).toContain('@page { size: A4');
    expect(html).toContain('补充&lt;b&gt;经过&lt;/b&gt;');
    expect(html).not.toContain('<b>经过');
    expect(html).toContain('周强');
    expect(html).not.toMatch(/https?:\/\//);
  });
  it('a closed case prints its conclusion; an open one has none', () => {
    const closed = detail({ state: 'closed', conclusion: { text: '措施已落实<br>结案', actorName: '陈晓燕', createdAt: '2024-05-06 10:00:00' } });
    const m = buildPrintModel({ record: closed, revision: 1, fields: [], info: [], t, lang: 'zh-CN', now: 0 });
    expect(m.conclusion).toEqual([
      { label: 'pages:print_conclusion', value: '措施已落实<br>结案' }, { label: 'pages:print_actor', value: '陈晓燕' }, { label: 'pages:print_time', value: '2024-05-06 10:00' },
    ]);
    const html = printHtml(m, 'zh-CN');
    expect(html).toContain('<h2>pages:print_conclusion</h2>');
    expect(html).toContain('措施已落实&lt;br&gt;结案');
    expect(buildPrintModel({ record: detail(), revision: 1, fields: [], info: [], t, lang: 'zh-CN', now: 0 }).conclusion).toBeNull();
  });
  it('names the submitter and the end where a move has no step', () => {
    const record = detail({ timeline: [
      entry(1, { action: 'return', fromStep: 'deptReview', toStep: null, fromState: 'inProgress', toState: 'returned' }),
      entry(2, { action: 'archive', fromStep: 'deptReview', toStep: null, fromState: 'closed', toState: 'archived' }),
    ] });
    const m = buildPrintModel({ record, revision: 1, fields: [], info: [], t, lang: 'zh-CN', now: 0 });
    expect(m.timeline.map((e) => e.steps)).toEqual(['科室审核 → pages:timelineSubmitter', '科室审核 → pages:timelineEnd']);
  });
  it('a technology prints no measures section', () => {
    const m = buildPrintModel({ record: detail({ module: 'xjsxxm' }), revision: 1, fields: [], info: [], t, lang: 'en', now: 0 });
    expect(m.measures).toBeNull();
    expect(printHtml(m, 'en')).not.toContain('print_measures');
  });
  it('escapes every special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('kept helpers', () => {
  it('titles a report by category and patient', () => {
    expect(reportTitle({ event_category: '跌倒/坠床', sjsx_patient_name: '王五' }, '跌倒/坠床事件报告')).toBe('跌倒/坠床事件报告（王五）');
    expect(reportTitle({ event_category: ['给药', '输血'] }, '上报')).toBe('上报');
    expect(reportTitle({}, '不良事件上报')).toBe('不良事件上报');
  });
  it('lists the key fields a report leaves empty', () => {
    expect(missingFields({ sjsx_patient_name: '王五', event_time: '', event_category: [], event_level: 'I级' }, ['sjsx_patient_name', 'event_time', 'event_category', 'event_level', 'x'])).toEqual(['event_time', 'event_category', 'x']);
    expect(missingFields(undefined, ['a'])).toEqual(['a']);
  });
  it('an approval opinion is required to reject', () => {
    expect(approvalBody(false, ' ')).toEqual({ ok: false, error: 'opinionRequired' });
    expect(approvalBody(true, ' ok ')).toEqual({ ok: true, body: { pass: true, opinion: 'ok' } });
  });
});

describe('mapLimit', () => {
  it('keeps order and never runs more than the limit at once', async () => {
    const { mapLimit } = await import('../../../src/core/pages/index.ts');
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
    expect(await mapLimit([], 3, async () => 1)).toEqual([]);
  });
});
