// Counting by the category forms' fields (issue 31 §4): GET /api/v1/records/field-counts counts what the
// data query lists (checked here against the list and the records' own data), a count's rows are the
// list's field + fieldValue filter, the reader's data scope applies, a record counts by the field only when
// its own form version has it; the monthly report has a section per category field (page, XLSX), and the
// seeded category forms are bound to their types with events on them at first login.
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { useWfServer, validFor } from './wf.ts';
import { seededMonth, withDb } from './helpers.ts';
import { CATEGORY_EVENTS } from '../../demo/server/seed/categoryForms.ts';

const { s, w } = useWfServer();
const enc = encodeURIComponent;
const counts = (user: string, q: string, headers?: Record<string, string>) => w.get(user, `/api/v1/records/field-counts?${q}`, headers);
const list = async (user: string, q: string) => (await w.get(user, `/api/v1/records?scope=all&module=baqsj&pageSize=200&includeData=1&${q}`)).data as
  { count: number; list: { id: number; formId: number; formVersion: number; deptName: string; data: Record<string, unknown> }[] };

describe('the category forms of the seed', () => {
  it('fall, pressure, medication and tube report on their own forms; the other categories on the generic one', async () => {
    const types = (await w.get('nurse01', '/api/v1/event-types')).data as { code: string; formCode: string }[];
    expect(Object.fromEntries(types.map((t) => [t.code, t.formCode]))).toEqual({
      fall: '06-fall-report', medication: '08-medication-error-report', pressure: '07-pressure-injury-report', tube: '09-unplanned-extubation-report',
      device: '05-unsafe-event-report', infection: '05-unsafe-event-report', transfusion: '05-unsafe-event-report', surgery: '05-unsafe-event-report',
      other: '05-unsafe-event-report',
    });
    // the seeded falls: on the fall form with their Morse band; the older ones stay on the generic form
    const falls = await list('quality01', 'eventType=fall');
    const seeded = CATEGORY_EVENTS.filter((e) => e.eventType === 'fall');
    const onFallForm = falls.list.filter((r) => 'morse_band' in r.data);
    expect(onFallForm.map((r) => r.data.morse_band).sort()).toEqual(seeded.map((e) => e.data.morse_band).sort());
    expect(falls.list.some((r) => !('morse_band' in r.data))).toBe(true);
  });
});

describe('counts by field in the data query', () => {
  it('per value, as the list lists them: the record\'s own data, records on a form without the field apart', async () => {
    const res = await counts('quality01', 'eventType=fall&field=morse_band');
    expect(res.code).toBe(200);
    const c = res.data;
    expect(c.field).toEqual({ model: 'morse_band', title: '跌倒风险等级', kind: 'computed' });
    expect(c.counts.map((x: { value: string }) => x.value)).toEqual(['低危', '中危', '高危']);
    // counted independently: the listed falls' data, on a form that has the field
    const falls = await list('quality01', 'eventType=fall');
    expect(c.total).toBe(falls.count);
    const forms = new Map<string, boolean>();
    for (const r of falls.list) {
      const key = `${r.formId}@${r.formVersion}`;
      if (!forms.has(key)) forms.set(key, JSON.stringify((await w.get('quality01', `/api/v1/forms/${r.formId}/versions/${r.formVersion}`)).data.schema).includes('"model":"morse_band"'));
    }
    const on = falls.list.filter((r) => forms.get(`${r.formId}@${r.formVersion}`));
    expect(c.notOnForm).toBe(falls.count - on.length);
    for (const x of c.counts as { value: string; n: number }[]) {
      expect(x.n).toBe(on.filter((r) => r.data.morse_band === x.value).length);
      // a count's rows: the list filtered by the value
      const rows = await list('quality01', `eventType=fall&field=morse_band&fieldValue=${enc(x.value)}`);
      expect(rows.count).toBe(x.n);
      expect(rows.list.every((r) => r.data.morse_band === x.value)).toBe(true);
    }
    expect(c.counts.every((x: { n: number }) => x.n > 0)).toBe(true);
  });

  it('a record counts by the field only when its own form version has it; a checkbox record under each value it ticks', async () => {
    // a generic-form fall whose data carries a stale morse_band (carried over from another form): not counted, not listed
    const stale = await w.report('nurse02', { eventType: 'other', grade: 'IV' }, { ...validFor({ eventType: 'other', grade: 'IV' }), morse_band: '高危' });
    expect(stale.code).toBe(200);
    const before = (await counts('quality01', 'eventType=other&field=event_place')).data;
    await withDb(s, (db) => db.run("UPDATE records SET event_type = 'fall' WHERE id = ?", stale.data.id));
    const after = (await counts('quality01', 'eventType=fall&field=morse_band')).data;
    const high = (await list('quality01', `eventType=fall&field=morse_band&fieldValue=${enc('高危')}`)).list.map((r) => r.id);
    expect(high).not.toContain(stale.data.id);
    expect(after.counts.find((x: { value: string }) => x.value === '高危').n).toBe(high.length);
    await withDb(s, (db) => db.run("UPDATE records SET event_type = 'other' WHERE id = ?", stale.data.id));
    expect((await counts('quality01', 'eventType=other&field=event_place')).data.total).toBe(before.total);

    // the measures taken (a checkbox): each record under every measure it ticks; the rows of one measure hold it
    const m = (await counts('quality01', 'eventType=fall&field=event_measures')).data;
    expect(m.field.kind).toBe('multiple');
    const doctor = m.counts.find((x: { value: string }) => x.value === '报告医生');
    const rows = await list('quality01', `eventType=fall&field=event_measures&fieldValue=${enc('报告医生')}`);
    expect(rows.count).toBe(doctor.n);
    expect(rows.list.every((r) => (r.data.event_measures as string[]).includes('报告医生'))).toBe(true);
    // a switch: yes and no as the data holds them
    const harm = (await counts('quality01', 'eventType=fall&field=event_harm')).data;
    const yes = await list('quality01', 'eventType=fall&field=event_harm&fieldValue=true');
    expect(harm.counts.map((x: { value: string }) => x.value)).toEqual(['true', 'false']);
    expect(yes.count).toBe(harm.counts[0].n);
    expect(yes.list.every((r) => r.data.event_harm === true)).toBe(true);
  });

  it('within the reader\'s data scope; the other filters narrow the counts', async () => {
    // approver01 (内分泌科's department approver, data scope: the department) granted the data query by its tag
    const roles = (await w.get('admin', '/api/v1/rolelist?pageSize=50')).data.list as { roleId: number; roleKey: string; permissions: string[] }[];
    const ap = roles.find((x) => x.roleKey === 'deptApprover')!;
    const put = (p: string[]) => w.call('secadmin', 'PUT', '/api/v1/role', { roleId: ap.roleId, permissions: p });
    expect((await counts('approver01', 'eventType=medication&field=ncc_merp_category')).code).toBe(403);
    expect((await put([...ap.permissions, 'baqsj:data:query'])).code).toBe(200);
    try {
      const all = (await counts('quality01', 'eventType=medication&field=ncc_merp_category')).data;
      const dept = (await counts('approver01', 'eventType=medication&field=ncc_merp_category')).data;
      const mine = await list('approver01', 'eventType=medication');
      expect(mine.list.every((r) => r.deptName === '内分泌科')).toBe(true);
      expect(dept.total).toBe(mine.count);
      expect(dept.total).toBeLessThan(all.total);
      const b = (await counts('quality01', `eventType=medication&field=ncc_merp_category&deptName=${enc('内分泌科')}`)).data;
      expect(b.counts).toEqual(dept.counts);
    } finally {
      await put(ap.permissions);
    }
  });

  it('refuses a reader without the data query, a missing type and a field the type\'s form cannot count by, in the caller\'s language', async () => {
    expect((await counts('nurse01', 'eventType=fall&field=morse_band')).code).toBe(403);
    expect(await counts('quality01', 'field=morse_band')).toMatchObject({ code: 400, msg: '请选择事件类型：按字段统计的是该类型表单的字段' });
    expect(await counts('quality01', 'eventType=fall&field=sjsx_patient_name')).toMatchObject({ code: 400, msg: '“跌倒/坠床”的表单没有可统计的字段 sjsx_patient_name' });
    expect(await counts('quality01', 'eventType=other&field=morse_band', { 'Accept-Language': 'en' })).toMatchObject({ code: 400, msg: 'The form of "Other" has no field morse_band to count by' });
    // the fields bound to the record's facts are the record's own: not counted by field
    expect((await counts('quality01', 'eventType=fall&field=event_level')).code).toBe(400);
    expect((await counts('quality01', 'eventType=nothing&field=morse_band')).code).toBe(400);
    expect((await w.get('quality01', '/api/v1/records?scope=all&field=$.a&fieldValue=x')).code).toBe(400);
  });
});

describe('the monthly report by category field', () => {
  it('counts the month\'s falls by Morse band, medication errors by NCC MERP category and pressure injuries by stage, as the data query does', async () => {
    const TZ = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // the month most of the seeded category events were reported in (not the current one: in a month's first days it holds only that day's)
    const month = await seededMonth((path) => w.get('quality01', path), TZ, CATEGORY_EVENTS.map((e) => e.title));
    const [y, mo] = month.split('-').map(Number);
    const period = `beginTime=${month}-01&endTime=${month}-${String(new Date(y, mo, 0).getDate()).padStart(2, '0')}`;
    const r = (await w.get('quality01', `/api/v1/reports/monthly?period=${month}&tz=${enc(TZ)}`)).data;
    expect(r.fields.map((f: { eventType: string; field: { model: string } }) => `${f.eventType}:${f.field.model}`))
      .toEqual(['fall:morse_band', 'medication:ncc_merp_category', 'pressure:npiap_stage']);
    for (const f of r.fields) {
      const q = (await counts('quality01', `eventType=${f.eventType}&field=${f.field.model}&${period}`)).data;
      expect({ total: f.total, empty: f.empty, notOnForm: f.notOnForm }).toEqual({ total: q.total, empty: q.empty, notOnForm: q.notOnForm });
      expect(f.counts.map((c: { value: string; n: number; ids: number[] }) => [c.value, c.n, c.ids.length])).toEqual(q.counts.map((c: { value: string; n: number }) => [c.value, c.n, c.n]));
    }
    // the XLSX appendix lists the events behind each count with the value they counted under
    const res = await s.raw('GET', `/api/v1/reports/monthly.xlsx?period=${month}&tz=${enc(TZ)}`, { headers: { Authorization: `Bearer ${await w.tok('quality01')}` } });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = wb.getWorksheet('类别表单字段')!;
    const counted = r.fields.reduce((n: number, f: { counts: { ids: number[] }[]; emptyIds: number[] }) => n + f.counts.reduce((k, c) => k + c.ids.length, 0) + f.emptyIds.length, 0);
    expect(sheet.rowCount - 1).toBe(counted);
    const high = r.fields[0].counts.find((c: { value: string }) => c.value === '高危');
    if (high.n) {
      const row = sheet.getRows(2, sheet.rowCount - 1)!.find((x) => x.getCell(1).value === high.ids[0])!;
      expect([row.getCell(9).value, row.getCell(10).value]).toEqual(['跌倒风险等级', '高危']);
    }
  });
});
