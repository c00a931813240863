// Seeded records in every state, made by running the real actions through the store (never raw inserts),
// so their timelines, tasks, measures and messages are exactly what the engine would have written.
// Events: draft, inProgress (department and medical affairs), returned, rectifying, closed, archived,
// rejected. Technologies: inProgress, returned, approved with a review outcome, rejected.
import type { Store } from '../db/store.ts';
import type { ActionInput, Grade, WfModule } from '../../../src/core/workflow/types.ts';
import type { RecordPatch } from '../db/store/wfApply.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Person { id: number; name: string; roles: string[]; deptName: string; workNo: string }

export async function seedRecords(store: Store, p: {
  people: Map<string, Person>; formId: number; sample: Record<string, unknown>; now: number;
}): Promise<void> {
  const who = (u: string) => {
    const x = p.people.get(u);
    if (!x) throw new Error(`seed: unknown user ${u}`);
    return x;
  };
  const at = (daysAgo: number, hours = 0) => p.now - daysAgo * DAY + hours * HOUR;
  const act = async (user: string, id: number, input: ActionInput, when: number, patch?: RecordPatch) => {
    const u = who(user);
    const cur = (await store.getWfRecord(id))!;
    await store.runRecordAction({ recordId: id, version: cur.version, input, patch, actor: { id: u.id, name: u.name, roles: u.roles }, now: when });
    return id;
  };
  const create = async (user: string, module: WfModule, fields: RecordPatch & { title: string; data: Record<string, unknown> }, submit: boolean, when: number) => {
    const u = who(user);
    return (await store.runRecordAction({
      create: { module, createdBy: u.id, createdByName: u.name, deptName: u.deptName, ...fields },
      input: { action: submit ? 'submit' : 'saveDraft' }, actor: { id: u.id, name: u.name, roles: u.roles }, now: when,
    })).id;
  };
  const event = (user: string, title: string, eventType: string, grade: Grade, patch: Record<string, unknown>, submit: boolean, when: number, anonymous = false) => {
    const u = who(user);
    const data = { ...p.sample, reporter_name: u.name, reporter_work_no: u.workNo, reporter_dept: u.deptName, ...patch };
    return create(user, 'baqsj', { title, eventType, grade, anonymous, formId: p.formId, formVersion: 1, data }, submit, when);
  };
  const tech = (title: string, kind: 'limit' | 'unlimit', level: string, description: string, when: number) =>
    create('tech01', 'xjsxxm', {
      title, techKind: kind,
      data: { techName: title, level, dept: '普通外科', team: '刘明辉（负责人）、周静', description, attachments: [], category: kind === 'limit' ? '手术技术' : '治疗技术' },
    }, true, when);
  const measure = (what: string, owner: string, due: number) => ({ what, ownerUserId: who(owner).id, deadline: due });

  // ---- unsafe events ----
  await event('nurse01', '给药错误事件报告（草稿）', 'medication', 'III', { event_category: '给药错误', event_description: '' }, false, at(0, -2));
  await event('nurse01', '跌倒/坠床事件报告（八病区 12 床）', 'fall', 'II', { event_category: '跌倒/坠床' }, true, at(1));
  await event('nurse02', '压力性损伤事件报告（心内一病区）', 'pressure', 'III', { event_category: '压力性损伤', sjsx_patient_ward: '一病区' }, true, at(2));

  const surgery = await event('nurse01', '手术事件报告（手术部位标记遗漏）', 'surgery', 'I', { event_category: '手术事件', event_place: '手术室' }, true, at(2), true);
  await act('approver01', surgery, { action: 'approve', comment: '情况属实，提交医务科' }, at(1, 2));

  const returned = await event('nurse01', '压力性损伤事件报告（内分泌科 6 床）', 'pressure', 'III', { event_category: '压力性损伤' }, true, at(3));
  await act('approver01', returned, { action: 'return', comment: '请补充压力性损伤的分期和发现时间' }, at(2, 3));

  const rect = await event('nurse01', '管路滑脱事件报告（三病区 5 床）', 'tube', 'II', { event_category: '管路滑脱', event_harm: false, event_harm_degree: '' }, true, at(6));
  await act('approver01', rect, { action: 'approve', comment: '情况属实' }, at(5));
  await act('quality01', rect, { action: 'assignMeasures', comment: '请按期落实', measures: [
    measure('修订导管固定护理规范并组织全科培训', 'owner01', at(-10)), measure('对高风险患者每班评估导管固定情况', 'nurse01', at(-10)),
  ] }, at(4));
  const rectMeasures = await store.recordMeasures(rect);
  await act('owner01', rect, { action: 'completeMeasure', measureId: rectMeasures[0].id, comment: '已修订规范并完成培训（签到表见附件）', attachments: [] }, at(3));

  const closed = await event('nurse02', '医疗器械事件报告（输液泵报警失灵）', 'device', 'III', { event_category: '医疗器械' }, true, at(10));
  await act('approver02', closed, { action: 'approve', comment: '已停用该设备' }, at(9));
  await act('quality01', closed, { action: 'assignMeasures', measures: [measure('全院排查同型号输液泵并送检', 'owner01', at(2))] }, at(8));
  await act('owner01', closed, { action: 'completeMeasure', measureId: (await store.recordMeasures(closed))[0].id, comment: '已排查 42 台，送检 3 台' }, at(7));
  await act('quality01', closed, { action: 'verifyMeasure', measureId: (await store.recordMeasures(closed))[0].id, comment: '整改到位' }, at(6));

  const archived = await event('nurse01', '输血事件报告（血袋标签核对）', 'transfusion', 'IV', { event_category: '输血事件' }, true, at(20));
  await act('approver01', archived, { action: 'approve' }, at(19));
  await act('quality01', archived, { action: 'close', comment: '隐患事件，已提醒双人核对，无需整改措施' }, at(18));
  await act('quality01', archived, { action: 'archive', comment: '资料完整，归档' }, at(17));

  const rejected = await event('nurse01', '其他事件报告（重复上报）', 'other', 'IV', { event_category: '其他' }, true, at(15));
  await act('approver01', rejected, { action: 'reject', comment: '与跌倒/坠床事件报告重复，请勿重复上报' }, at(14));

  // ---- new technologies (tech01, 普通外科: department head approver03) ----
  await tech('腹腔镜下完全腹膜外疝修补术（TEP）', 'unlimit', '2', '微创修补腹股沟疝，缩短住院时间', at(1));

  const pending = await tech('机器人辅助腹腔镜胰十二指肠切除术', 'limit', '3', '在机器人辅助下完成胰十二指肠切除', at(4));
  await act('approver03', pending, { action: 'approve', comment: '科室具备开展条件' }, at(3));

  const back = await tech('经皮椎间孔镜髓核摘除术', 'unlimit', '2', '治疗腰椎间盘突出症', at(6));
  await act('approver03', back, { action: 'approve', comment: '同意' }, at(5));
  await act('medaff01', back, { action: 'return', comment: '请补充团队成员的资质证明和近一年的培训记录' }, at(4));

  const ok = await tech('超声引导下经皮肝癌微波消融术', 'limit', '3', '超声引导下经皮穿刺对肝癌病灶进行微波消融', at(40));
  await act('approver03', ok, { action: 'approve', comment: '同意开展' }, at(39));
  await act('medaff01', ok, { action: 'approve', comment: '材料齐全' }, at(37));
  await act('committee01', ok, { action: 'approve', comment: '技术委员会审议通过，试运行 6 个月' }, at(35));
  await act('medaff01', ok, { action: 'review', outcome: 'continue', comment: '首期 12 例，无严重并发症，继续开展' }, at(2));

  const no = await tech('自体干细胞注射治疗膝骨关节炎', 'limit', '3', '关节腔内注射自体干细胞', at(12));
  await act('approver03', no, { action: 'approve' }, at(11));
  await act('medaff01', no, { action: 'reject', comment: '该技术尚处于临床研究阶段，不符合临床应用条件' }, at(9));
}
  await act('quality01', closed, { action: 'close', comment: '同型号输液泵已全部排查，问题设备已送检停用，结案' }, at(6, 1));
