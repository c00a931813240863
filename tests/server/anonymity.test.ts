// Issue 33 §7, anonymity holds: who filed an anonymous report is told to nobody but the reporter, not even by a
// refusal. Probe: the person who names the analysis team tries every user one at a time; every answer is the
// same kind, so the reporter cannot be picked out. The team, the timeline, the detail and the list the
// namer then reads carry no reporter either.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { useWfServer } from './wf.ts';

const { s, w } = useWfServer();
let ids: Record<string, number>;
beforeAll(async () => {
  ids = await w.userIds();
});

describe('an anonymous report at the analysis step', () => {
  it('naming the team one user at a time tells the namer nothing about who reported', async () => {
    const id = (await w.report('nurse01', { anonymous: true, grade: 'II', title: '匿名跌倒事件（匿名性探测）' })).data.id as number;
    expect((await w.act('approver01', id, 'approve', { comment: '属实' })).code).toBe(200);
    const url = `/api/v1/records/${id}/analysis/team`;

    const answers: Record<string, string> = {};
    for (const [name, uid] of Object.entries(ids)) {
      const r = await w.call('quality01', 'PUT', url, { userIds: [uid] });
      // disabled or unknown accounts aside, every user is accepted alike
      answers[name] = `${r.code}`;
    }
    const kinds = new Set(Object.values(answers));
    expect(kinds, JSON.stringify(answers)).toEqual(new Set(['200']));

    // what the namer reads afterwards names no reporter
    const d = await w.detail('quality01', id);
    expect(d).toMatchObject({ createdBy: null, createdByName: '匿名', anonymous: true });
    expect(d.timeline.length).toBeGreaterThan(2);
    expect(JSON.stringify(d.timeline)).not.toContain('李秀梅'); // nurse01, the reporter
    const a = await w.get('quality01', `/api/v1/records/${id}/analysis`);
    expect(JSON.stringify(a.data)).not.toMatch(/"createdBy":\d/);
  });

  it('a named report keeps the rule: the reporter does not investigate her own report', async () => {
    const id = (await w.report('nurse01', { grade: 'II', title: '实名跌倒事件' })).data.id as number;
    expect((await w.act('approver01', id, 'approve', { comment: '属实' })).code).toBe(200);
    expect((await w.call('quality01', 'PUT', `/api/v1/records/${id}/analysis/team`, { userIds: [ids.nurse01] })).code).toBe(400);
  });

  it('no list, detail, timeline, export or count tells anyone else who filed an anonymous report', async () => {
    // a reporter whose own details are in the form (the reporter block): name, work number, phone
    const who = { reporter_name: '匿名探测人', reporter_work_no: 'ANON7788', reporter_phone: '13977778888' };
    const id = (await w.report('nurse01', { anonymous: true, grade: 'III', title: '匿名跌倒事件（导出探测）' }, who)).data.id as number;
    expect((await w.act('approver01', id, 'approve', { comment: '属实' })).code).toBe(200);
    const leaks = (text: string) => ['匿名探测人', 'ANON7788', '13977778888', '李秀梅', 'nurse01'].filter((x) => text.includes(x));
    for (const reader of ['quality01', 'approver01', 'admin']) {
      const d = await w.detail(reader, id);
      expect(leaks(JSON.stringify(d)), `${reader} detail`).toEqual([]);
      const list = await w.get(reader, '/api/v1/records?scope=all&module=baqsj&includeData=1&pageSize=200');
      const row = (list.data?.list ?? []).find((r: { id: number }) => r.id === id);
      if (row) expect(leaks(JSON.stringify(row)), `${reader} list`).toEqual([]);
    }
    // the export
    const res = await s.raw('GET', '/api/v1/records/export?scope=all&module=baqsj', { headers: { Authorization: `Bearer ${await w.tok('quality01')}` } });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    // its row (the other rows are other people's named reports)
    const rows: string[] = [];
    wb.eachSheet((sheet) => sheet.eachRow((r) => { const cells: string[] = []; r.eachCell((c) => cells.push(String(c.text ?? ''))); rows.push(cells.join('\t')); }));
    const mine = rows.filter((r) => r.includes('匿名跌倒事件（导出探测）'));
    expect(mine).toHaveLength(1);
    expect(leaks(mine[0])).toEqual([]);
    // a count: searching the reporter's fields finds the anonymous report for nobody but its reporter
    for (const [field, value] of Object.entries(who)) {
      const q = `/api/v1/records?scope=all&module=baqsj&pageSize=200&field=${field}&fieldValue=${encodeURIComponent(value)}`;
      const found = ((await w.get('quality01', q)).data?.list ?? []).map((r: { id: number }) => r.id);
      expect(found, field).not.toContain(id);
    }
    // the reporter still sees her own, and finds it by her fields
    expect((await w.detail('nurse01', id)).createdByName).toBe('李秀梅');
    expect(((await w.get('nurse01', `/api/v1/records?scope=mine&module=baqsj&pageSize=200&field=reporter_phone&fieldValue=${who.reporter_phone}`)).data?.list ?? []).map((r: { id: number }) => r.id)).toContain(id);
  });
});
