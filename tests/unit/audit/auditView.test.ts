// core/audit/auditView.ts: the page's filters as the audit API's query, event texts, a row's detail as one line.
import { describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_KEYS, AUDIT_EVENTS, AUDIT_EVENT_FILTERS, auditQuery, dayStart, detailKeyText, detailText, eventTextKey } from '../../../src/core/audit/auditView.ts';
import { audit } from '../../../src/core/i18n/locales/audit.ts';

describe('auditQuery', () => {
  it('turns the picked days into the hospital\'s midnights, the last one exclusive', () => {
    expect(auditQuery({ beginDay: '2026-03-01', endDay: '2026-03-02' }, 'Asia/Shanghai'))
      .toEqual({ from: String(Date.UTC(2026, 1, 28, 16)), to: String(Date.UTC(2026, 2, 2, 16)) });
    expect(auditQuery({ beginDay: '2026-12-31', endDay: '2026-12-31' }, 'UTC'))
      .toEqual({ from: String(Date.UTC(2026, 11, 31)), to: String(Date.UTC(2027, 0, 1)) });
  });

  it('keeps what was filled in: user trimmed, event, a record number only when it is one', () => {
    expect(auditQuery({ username: ' nurse01 ', event: 'login', recordId: ' 42 ' }, 'UTC')).toEqual({ username: 'nurse01', event: 'login', recordId: '42' });
    expect(auditQuery({ username: '  ', event: '', recordId: 'abc' }, 'UTC')).toEqual({});
    expect(auditQuery({}, 'UTC')).toEqual({});
  });

  it('dayStart refuses anything but a day', () => {
    expect(dayStart('2026-03-01 10:00', 'UTC')).toBeUndefined();
    expect(dayStart(undefined, 'UTC')).toBeUndefined();
  });
});

describe('event texts', () => {
  it('every event written and every filter has its text in both languages', () => {
    for (const e of [...AUDIT_EVENTS, ...AUDIT_EVENT_FILTERS]) {
      const k = eventTextKey(e)!;
      expect(k).toBe(`event.${e}`);
      expect((audit['zh-CN'] as Record<string, string>)[k]).toBeTruthy();
      expect((audit.en as Record<string, string>)[k]).toBeTruthy();
    }
    expect(eventTextKey('something.new')).toBeNull();
  });

  it('the two languages have the same keys', () => {
    expect(Object.keys(audit.en).sort()).toEqual(Object.keys(audit['zh-CN']).sort());
  });
});

describe('detailText', () => {
  it('gives key: value pairs, objects as compact JSON, empty values left out', () => {
    expect(detailText({ route: 'GET /api/v1/audit/export', params: {}, query: { username: 'nurse01' }, ids: [1, 2], fields: [] }))
      .toBe('route: GET /api/v1/audit/export; query: {"username":"nurse01"}; ids: [1,2]');
    expect(detailText({ reason: 'password', locks: 'ip' }, (k) => (detailKeyText(k) ? `<${k}>` : k))).toBe('<reason>: password; locks: ip');
    for (const k of AUDIT_DETAIL_KEYS) expect((audit['zh-CN'] as Record<string, string>)[detailKeyText(k)!]).toBeTruthy();
    expect(detailText({})).toBe('');
    expect(detailText(null)).toBe('');
  });
});
