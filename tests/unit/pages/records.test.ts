import { describe, expect, it } from 'vitest';
import {
  approvalBody, canDecideRecord, canEditRecord, countByStatus, filterRecords, inDataView, isEnded, missingFields, parseIdList, recordBody,
  reportTitle, toggleId, type RecordRow,
} from '../../../src/core/pages/index.ts';

const rec = (id: number, patch: Partial<RecordRow> = {}): RecordRow => ({
  id, formId: 2, formVersion: 1, title: '不良事件上报', status: 'submitted', createdBy: 2, createdByName: '李秀梅', deptName: '内分泌科', createdAt: '2024-03-10 10:00:00', ...patch,
});

describe('record rules', () => {
  it('only the author edits, and only drafts', () => {
    expect(canEditRecord(rec(1, { status: 'draft' }), 2)).toBe(true);
    expect(canEditRecord(rec(1, { status: 'draft' }), '2')).toBe(true);
    expect(canEditRecord(rec(1, { status: 'submitted' }), 2)).toBe(false);
    expect(canEditRecord(rec(1, { status: 'draft' }), 3)).toBe(false);
  });
  it('nobody decides their own record; only submitted ones', () => {
    expect(canDecideRecord(rec(1), 3)).toBe(true);
    expect(canDecideRecord(rec(1), 2)).toBe(false);
    expect(canDecideRecord(rec(1, { status: 'approved' }), 3)).toBe(false);
    expect(isEnded(rec(1, { status: 'rejected' }))).toBe(true);
    expect(isEnded(rec(1))).toBe(false);
  });
  it('a rejection needs an opinion; approval does not', () => {
    expect(approvalBody(true, '  ')).toEqual({ ok: true, body: { pass: true, opinion: '' } });
    expect(approvalBody(false, ' ')).toEqual({ ok: false, error: 'opinionRequired' });
    expect(approvalBody(false, ' 信息不全 ')).toEqual({ ok: true, body: { pass: false, opinion: '信息不全' } });
    expect(approvalBody(true, 'x'.repeat(1001))).toEqual({ ok: false, error: 'opinionTooLong' });
  });
  it('builds the record body for draft and submit', () => {
    expect(recordBody({ formId: 2, data: { a: 1 }, submit: false })).toEqual({ formId: 2, data: { a: 1 }, status: 'draft' });
    expect(recordBody({ formId: 2, formVersion: 3, data: {}, submit: true, title: ' t ' })).toEqual({ formId: 2, formVersion: 3, data: {}, status: 'submitted', title: 't' });
  });
  it('titles a report by category and patient', () => {
    expect(reportTitle({ event_category: '跌倒/坠床', sjsx_patient_name: '王五' }, '不良事件上报')).toBe('不良事件上报（跌倒/坠床 · 王五）');
    expect(reportTitle({}, '不良事件上报')).toBe('不良事件上报');
  });
});

describe('data quality', () => {
  it('lists the key fields a report leaves empty', () => {
    expect(missingFields({ sjsx_patient_name: '王五', event_time: '', event_category: [], event_level: 'I级' }, ['sjsx_patient_name', 'event_time', 'event_category', 'event_level', 'x'])).toEqual(['event_time', 'event_category', 'x']);
    expect(missingFields(undefined, ['a'])).toEqual(['a']);
  });
  it('hospital-infection and anaesthesia views', () => {
    expect(inDataView(rec(1, { data: { event_category: '院内感染' } }), 'hospitalSense')).toBe(true);
    expect(inDataView(rec(1, { data: { event_category: '跌倒/坠床' } }), 'hospitalSense')).toBe(false);
    expect(inDataView(rec(1, { data: { event_place: '手术室' } }), 'anaesthesia')).toBe(true);
    expect(inDataView(rec(1, { data: { event_description: '术后麻醉复苏时' } }), 'anaesthesia')).toBe(true);
    expect(inDataView(rec(1, { data: {} }), 'anaesthesia')).toBe(false);
  });
  it('filters by time, status, department, keyword and view', () => {
    const rows = [
      rec(1, { createdAt: '2024-03-01 08:00:00', status: 'approved', data: { event_category: '院内感染' } }),
      rec(2, { createdAt: '2024-03-20 08:00:00', deptName: '心血管内科', createdByName: '赵丽' }),
      rec(3, { createdAt: '2024-04-02 08:00:00' }),
    ];
    expect(filterRecords(rows, { beginTime: '2024-03-01 00:00:00', endTime: '2024-03-31 23:59:59' }).map((r) => r.id)).toEqual([1, 2]);
    expect(filterRecords(rows, { status: 'approved' }).map((r) => r.id)).toEqual([1]);
    expect(filterRecords(rows, { deptName: '心血管内科' }).map((r) => r.id)).toEqual([2]);
    expect(filterRecords(rows, { keyword: '赵' }).map((r) => r.id)).toEqual([2]);
    expect(filterRecords(rows, { view: 'hospitalSense' }).map((r) => r.id)).toEqual([1]);
    expect(countByStatus(rows)).toEqual({ draft: 0, submitted: 2, approved: 1, rejected: 0 });
  });
  it('follows toggle and survive bad storage', () => {
    expect(toggleId([1, 2], 2)).toEqual([1]);
    expect(toggleId([1], '2')).toEqual([1, '2']);
    expect(toggleId([1, 2], '1')).toEqual([2]);
    expect(parseIdList('[1,"a",null]')).toEqual([1, 'a']);
    expect(parseIdList('{')).toEqual([]);
    expect(parseIdList(null)).toEqual([]);
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
