// Seeded records in every state, made by running the real actions through the store (never raw inserts),
// so their timelines, tasks, measures and messages are exactly what the engine would have written.
// Events: draft, inProgress (department and medical affairs), returned, rectifying, closed, archived,
// rejected, spread over the last months, places, types, grades and departments. Technologies: inProgress
// (department, medical affairs, committee), returned, approved with a review outcome, rejected.
//
// Each event's form data agrees with its record: the form's bound fields (事件类别, 事件分级) are written
// from the record's type and grade by the rule the server checks (core/workflow/eventFacts.ts).
import { techApplicationFiles } from './workflow.ts';
import type { Store } from '../db/store.ts';
import type { ActionInput, Grade, WfModule } from '../../../src/core/workflow/types.ts';
import type { RecordPatch } from '../db/store/wfApply.ts';
import { factBinding, withFacts } from '../../../src/core/workflow/eventFacts.ts';
import { formHasModel } from '../../../src/core/stats/fieldCounts.ts';
import { wallTimeIn } from '../util.ts';
import { DEFAULT_TIME_ZONE } from '../../../src/core/settings/timeZone.ts';
import { deptCodeOf } from '../routes/dicts.ts';
import { EVENT_TYPES } from './workflow.ts';
import { SEEDED_RCA_EVENT, type Story } from './story.ts';
import { seedAnalysisStep, seedFinishedRca, SEEDED_ANALYSES, TUBE_RCA } from './rca.ts';
import { seedCategoryEvents, type CategoryForm } from './categoryForms.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface Person { id: number; name: string; roles: string[]; deptName: string; workNo: string }

/** The local files the seed writes into uploads (seed/index.ts) and the events show. */
export const SCENE_PHOTO = 'seed-scene-photo.png';
export const NURSING_RECORD = 'seed-nursing-record.pdf';

/** What differs from one seeded event to the next: the patient, the place, when it happened, what and how bad. */

export async function seedRecords(store: Store, p: {
  people: Map<string, Person>; formId: number; formSchema: unknown; sample: Record<string, unknown>; now: number;
  /** the category forms by event type (seed/categoryForms.ts): a few events are reported on them */
  categoryForms?: Map<string, CategoryForm>;
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
  const types = EVENT_TYPES.map(([code, name, nameEn]) => ({ code, name, nameEn }));
  const binding = factBinding(p.formSchema);
  // the form's times on the hospital's wall clock (a new installation's zone), as the pages show them
  const wall = (ms: number) => wallTimeIn(ms, DEFAULT_TIME_ZONE);
  /** An event on the generic form, or `on` a category form (its own fields in `on.data`). */
  const event = (user: string, title: string, eventType: string, grade: Grade, s: Story, submit: boolean, when: number, anonymous = false,
    on?: { form: CategoryForm; data: Record<string, unknown> }) => {
    const u = who(user);
    const happened = when - s.hoursBefore * HOUR;
    const data = {
      ...(on?.form.sample ?? p.sample),
      sjsx_patient_name: s.patient, sjsx_patient_sex: s.sex, sjsx_patient_age: `${s.age}岁`, sjsx_patient_diagnosis: s.diagnosis,
      sjsx_patient_admission_time: wall(happened - s.daysIn * DAY - 3.5 * HOUR), sjsx_patient_ward: s.ward, sjsx_patient_bed: s.bed,
      event_time: wall(happened), event_place: s.place,
      // the reporting department as the form's remote select stores it (its code; the seeded ones are all known)
      event_report_dept: deptCodeOf(0, u.deptName),
      ...(on ? {} : { event_category_other: '' }),
      event_harm: s.harm !== '', event_harm_degree: s.harm,
      event_description: s.description, event_measures: s.measures, event_measures_other: '',
      ...(on ? {} : {
        event_attachments: [{ name: '护理记录.pdf', uid: NURSING_RECORD, url: `/uploads/${NURSING_RECORD}`, src: `/uploads/${NURSING_RECORD}` }],
        event_images: s.photo ? [{ key: `${happened}_1`, url: `/uploads/${SCENE_PHOTO}`, percent: 100, status: 'success' }] : [],
      }),
      reporter_name: u.name, reporter_work_no: u.workNo, reporter_dept: u.deptName, reporter_phone: `1380001${u.workNo.slice(-4)}`,
      report_time: wall(when),
      ...on?.data,
    };
    // a category form stores only its own fields (the harm block is not on every one)
    const own = on ? Object.fromEntries(Object.entries(data).filter(([k]) => formHasModel(on.form.schema, k))) : data;
    const facts = withFacts(own, { eventType, grade }, on ? factBinding(on.form.schema) : binding, types);
    return create(user, 'baqsj', { title, eventType, grade, anonymous, formId: on?.form.id ?? p.formId, formVersion: 1, data: facts }, submit, when);
  };
  const tech = (title: string, kind: 'limit' | 'unlimit', level: string, description: string, when: number) =>
    create('tech01', 'xjsxxm', {
      title, techKind: kind,
      data: {
        techName: title, level, dept: '普通外科', team: '刘明辉（负责人）、周静', description, attachments: [], category: kind === 'limit' ? '手术技术' : '治疗技术',
        // the structured application (issue 35 §1), as tech01 filled it
        application: { ...techApplicationFiles(kind).sample, app_indications: `${description}。` },
      },
    }, true, when);
  const measure = (what: string, owner: string, due: number) => ({ what, ownerUserId: who(owner).id, deadline: due });
  /** An event that went the whole way long ago: department review, closed by the quality office, archived. */
  const history = async (reporter: string, head: string, title: string, type: string, grade: Grade, s: Story, daysAgo: number, close: string) => {
    const id = await event(reporter, title, type, grade, s, true, at(daysAgo));
    await act(head, id, { action: 'approve', comment: '情况属实' }, at(daysAgo - 1, 2));
    // grades I-II pass a root-cause analysis first (issue 26 §1; seed/rca.ts)
    const rca = SEEDED_ANALYSES[title];
    if (rca) await seedAnalysisStep(store, { recordId: id, quality: who('quality01'), team: [who(head)], versions: [rca], when: at(daysAgo - 1, 4), finish: '根本原因分析完成' });
    await act('quality01', id, { action: 'close', comment: close }, at(daysAgo - 3));
    await act('quality01', id, { action: 'archive', comment: '资料完整，归档' }, at(daysAgo - 4));
  };

  // ---- unsafe events ----
  await event('nurse01', '给药错误事件报告（草稿）', 'medication', 'III', {
    patient: '孙某', sex: '男', age: 64, diagnosis: '2型糖尿病', ward: '八病区', bed: '3床', place: '病房', hoursBefore: 1, daysIn: 4, harm: '',
    description: '', measures: [],
  }, false, at(0, -2));
  await event('nurse01', '跌倒/坠床事件报告（八病区 12 床）', 'fall', 'II', {
    patient: '陈某某', sex: '女', age: 78, diagnosis: '2型糖尿病；高血压3级', ward: '八病区', bed: '12床', place: '卫生间', hoursBefore: 5, daysIn: 8, harm: '轻度',
    description: '患者夜间自行如厕时滑倒，右肘部擦伤约2cm×1cm，值班护士立即报告医生，予清创处理。', measures: ['报告医生', '对症处理', '加强巡视'], photo: true,
  }, true, at(1));
  await event('nurse02', '压力性损伤事件报告（心内一病区）', 'pressure', 'III', {
    patient: '吴某', sex: '男', age: 82, diagnosis: '慢性心力衰竭', ward: '一病区', bed: '7床', place: '病房', hoursBefore: 3, daysIn: 12, harm: '',
    description: '翻身时发现骶尾部皮肤发红，指压不褪色，约3cm×2cm，评估为1期压力性损伤，已加用减压垫并每2小时翻身。', measures: ['报告医生', '加强巡视', '健康宣教'],
  }, true, at(2, -3));

  const surgery = await event('nurse01', '手术事件报告（术后纱布遗留）', 'surgery', 'I', {
    patient: '郑某', sex: '女', age: 56, diagnosis: '胆囊结石伴慢性胆囊炎', ward: '八病区', bed: '20床', place: '手术室', hoursBefore: 20, daysIn: 6, harm: '重度',
    description: '患者腹腔镜胆囊切除术后持续腹痛，复查腹部X线发现腹腔内纱布影，急诊再次手术取出。术中清点记录与实际不符。', measures: ['报告医生', '对症处理'],
  }, true, at(2), true);
  await act('approver01', surgery, { action: 'approve', comment: '情况属实，提交医务科' }, at(1, 2));

  const returned = await event('nurse01', '压力性损伤事件报告（内分泌科 6 床）', 'pressure', 'III', {
    patient: '冯某', sex: '男', age: 71, diagnosis: '糖尿病足', ward: '八病区', bed: '6床', place: '病房', hoursBefore: 9, daysIn: 15, harm: '',
    description: '交班时发现右足跟皮肤发红，已予足跟悬空并报告医生。', measures: ['报告医生', '加强巡视'],
  }, true, at(3));
  await act('approver01', returned, { action: 'return', comment: '请补充压力性损伤的分期和发现时间' }, at(2, 3));

  const rect = await event('nurse01', SEEDED_RCA_EVENT, 'tube', 'II', {
    patient: '钱某', sex: '男', age: 69, diagnosis: '糖尿病酮症酸中毒', ward: '八病区', bed: '5床', place: '病房', hoursBefore: 2, daysIn: 3, harm: '轻度',
    description: '患者躁动时自行拔出胃管，鼻腔少量出血，报告医生后重新置管，予约束带保护性约束并告知家属。', measures: ['报告医生', '对症处理', '健康宣教'],
  }, true, at(6));
  await act('approver01', rect, { action: 'approve', comment: '情况属实' }, at(5));
  // grade II: a root-cause analysis, its measures proposed for its root causes, then rectification (issue 26 §1)
  await seedAnalysisStep(store, { recordId: rect, quality: who('quality01'), team: [who('approver01'), who('owner01')], versions: [TUBE_RCA], when: at(5, 2) });
  await act('quality01', rect, { action: 'assignMeasures', comment: '请按期落实', measures: [
    { ...measure('修订导管固定护理规范并组织全科培训', 'owner01', at(-10)), causeId: 'k2' }, { ...measure('对高风险患者每班评估导管固定情况', 'nurse01', at(-10)), causeId: 'k2' },
    { ...measure('更换新型导管固定贴并登记两周的使用效果', 'owner01', at(-14)), causeId: 'k3' },
  ] }, at(4));
  await act('quality01', rect, { action: 'approve', comment: '根本原因分析完成，进入整改' }, at(4, 1));
  const rectMeasures = await store.recordMeasures(rect);
  await act('owner01', rect, { action: 'completeMeasure', measureId: rectMeasures[0].id, comment: '已修订规范并完成培训（签到表见附件）', attachments: [] }, at(3));

  const closed = await event('nurse02', '医疗器械事件报告（输液泵报警失灵）', 'device', 'III', {
    patient: '周某', sex: '女', age: 67, diagnosis: '冠状动脉粥样硬化性心脏病', ward: '一病区', bed: '15床', place: '病房', hoursBefore: 4, daysIn: 5, harm: '',
    description: '输液泵管路阻塞时未报警，巡视时发现输液未滴注，立即更换输液泵，患者未受影响。', measures: ['报告医生', '其他'],
  }, true, at(10));
  await act('approver02', closed, { action: 'approve', comment: '已停用该设备' }, at(9));
  await act('quality01', closed, { action: 'assignMeasures', measures: [measure('全院排查同型号输液泵并送检', 'owner01', at(2))] }, at(8));
  await act('owner01', closed, { action: 'completeMeasure', measureId: (await store.recordMeasures(closed))[0].id, comment: '已排查 42 台，送检 3 台' }, at(7));
  await act('quality01', closed, { action: 'verifyMeasure', measureId: (await store.recordMeasures(closed))[0].id, comment: '整改到位' }, at(6));
  await act('quality01', closed, { action: 'close', comment: '同型号输液泵已全部排查，问题设备已送检停用，结案' }, at(6, 1));

  const archived = await event('nurse01', '输血事件报告（血袋标签核对）', 'transfusion', 'IV', {
    patient: '王某', sex: '女', age: 45, diagnosis: '缺铁性贫血', ward: '八病区', bed: '9床', place: '病房', hoursBefore: 1, daysIn: 2, harm: '',
    description: '取血后床旁核对时发现血袋标签床号与申请单不一致，未输注，经与输血科核实为标签打印错误，重新发血。', measures: ['报告医生'],
  }, true, at(20));
  await act('approver01', archived, { action: 'approve' }, at(19));
  await act('quality01', archived, { action: 'close', comment: '隐患事件，已提醒双人核对，无需整改措施' }, at(18));
  await act('quality01', archived, { action: 'archive', comment: '资料完整，归档' }, at(17));

  const rejected = await event('nurse01', '其他事件报告（重复上报）', 'other', 'IV', {
    patient: '陈某某', sex: '女', age: 78, diagnosis: '2型糖尿病；高血压3级', ward: '八病区', bed: '12床', place: '卫生间', hoursBefore: 30, daysIn: 7, harm: '',
    description: '患者如厕时滑倒（同一事件已由夜班护士上报）。', measures: [],
  }, true, at(15));
  await act('approver01', rejected, { action: 'reject', comment: '与跌倒/坠床事件报告重复，请勿重复上报' }, at(14));

  // hospital infections (院感数据): one at the quality office, one archived
  const infection = await event('nurse02', '院内感染事件报告（导管相关血流感染）', 'infection', 'II', {
    patient: '李某', sex: '男', age: 73, diagnosis: '急性心肌梗死 PCI 术后', ward: '二病区', bed: '11床', place: '病房', hoursBefore: 26, daysIn: 9, harm: '中度',
    description: '中心静脉置管第7天出现寒战高热，血培养与导管尖端培养均为表皮葡萄球菌，诊断导管相关血流感染，已拔管并予抗感染治疗。', measures: ['报告医生', '对症处理'],
  }, true, at(12));
  await act('approver02', infection, { action: 'approve', comment: '已上报院感科，请质控科跟进' }, at(11));
  await history('nurse03', 'approver03', '院内感染事件报告（术后切口感染）', 'infection', 'III', {
    patient: '赵某', sex: '男', age: 58, diagnosis: '结肠癌根治术后', ward: '四病区', bed: '3床', place: '病房', hoursBefore: 10, daysIn: 6, harm: '',
    description: '术后第5天切口红肿伴少量渗液，分泌物培养阳性，按浅表切口感染处理，换药后好转。', measures: ['报告医生', '对症处理'],
  }, 38, '浅表切口感染，已按院感要求上报并完成换药，无需整改措施');

  // earlier months: what the charts and the data query have to show
  await history('nurse02', 'approver02', '跌倒/坠床事件报告（心内走廊）', 'fall', 'III', {
    patient: '黄某', sex: '男', age: 80, diagnosis: '心房颤动', ward: '二病区', bed: '18床', place: '走廊', hoursBefore: 2, daysIn: 4, harm: '',
    description: '患者下床活动时在走廊扶手旁跌坐在地，当即检查无外伤，生命体征平稳。', measures: ['报告医生', '加强巡视', '健康宣教'],
  }, 47, '已加强高龄患者陪护宣教');
  await history('nurse03', 'approver03', '管路滑脱事件报告（全麻苏醒期气管导管脱出）', 'tube', 'II', {
    patient: '何某', sex: '女', age: 35, diagnosis: '甲状腺乳头状癌', ward: '四病区', bed: '9床', place: '手术室', hoursBefore: 6, daysIn: 1, harm: '轻度',
    description: '全麻苏醒期患者躁动，气管导管意外脱出，麻醉医生立即面罩给氧并重新评估，未再插管，血氧恢复正常。', measures: ['报告医生', '对症处理'],
  }, 61, '已与麻醉科制定苏醒期约束与镇静规范');
  await history('nurse01', 'approver01', '给药错误事件报告（胰岛素剂量错误）', 'medication', 'III', {
    patient: '林某', sex: '女', age: 62, diagnosis: '2型糖尿病', ward: '八病区', bed: '16床', place: '病房', hoursBefore: 1, daysIn: 3, harm: '',
    description: '餐前胰岛素医嘱调整为 8U 后，执行单仍为 10U，注射前双人核对时发现，未给药。', measures: ['报告医生'],
  }, 76, '已要求医嘱调整后重新打印执行单');
  await history('nurse03', 'approver03', '医疗器械事件报告（检查床护栏松动）', 'device', 'IV', {
    patient: '马某', sex: '男', age: 66, diagnosis: '腹股沟疝', ward: '四病区', bed: '2床', place: '检查室', hoursBefore: 3, daysIn: 1, harm: '',
    description: '超声检查时发现检查床护栏卡扣松动，已停用该床并报设备科维修。', measures: ['其他'],
  }, 89, '设备科已维修并检查同批次检查床');

  // the finished root-cause analysis a new user can look at (issue 26 §1)
  await seedFinishedRca(store, { who, event, now: p.now });
  // events on the category forms (issue 31 §4): falls by Morse band, medication errors by NCC MERP category
  if (p.categoryForms) await seedCategoryEvents({ forms: p.categoryForms, event, act, at });

  // ---- new technologies (tech01, 普通外科: department head approver03) ----
  await tech('腹腔镜下完全腹膜外疝修补术（TEP）', 'unlimit', '2', '微创修补腹股沟疝，缩短住院时间', at(1));

  const pending = await tech('机器人辅助腹腔镜胰十二指肠切除术', 'limit', '3', '在机器人辅助下完成胰十二指肠切除', at(4));
  await act('approver03', pending, { action: 'approve', comment: '科室具备开展条件' }, at(3));

  const atCommittee = await tech('经皮内镜下胃造瘘术（PEG）', 'limit', '3', '内镜引导下经皮建立胃造瘘，用于长期不能经口进食的患者', at(9));
  await act('approver03', atCommittee, { action: 'approve', comment: '科室已完成内镜培训' }, at(8));
  await act('medaff01', atCommittee, { action: 'approve', comment: '材料齐全，提交技术委员会' }, at(6));

  const back = await tech('经皮椎间孔镜髓核摘除术', 'unlimit', '2', '治疗腰椎间盘突出症', at(6));
  await act('approver03', back, { action: 'approve', comment: '同意' }, at(5));
  await act('medaff01', back, { action: 'return', comment: '请补充团队成员的资质证明和近一年的培训记录' }, at(4));

  const ok = await tech('超声引导下经皮肝癌微波消融术', 'limit', '3', '超声引导下经皮穿刺对肝癌病灶进行微波消融', at(40));
  await act('approver03', ok, { action: 'approve', comment: '同意开展' }, at(39));
  await act('medaff01', ok, { action: 'approve', comment: '材料齐全' }, at(37));
  // the committee votes (issue 35 §2): five members, one withdraws (he works in the applying department), the
  // quorum of three of the four others is met with three approvals, so the fifth vote cannot change the result
  await act('committee01', ok, { action: 'vote', vote: 'approve', comment: '技术成熟，团队资质符合要求，同意试运行 6 个月' }, at(36));
  await act('committee02', ok, { action: 'vote', vote: 'approve', comment: '' }, at(36));
  await act('committee03', ok, { action: 'vote', vote: 'recuse', comment: '本人所在科室为申请科室，申请回避' }, at(35.9));
  await act('committee04', ok, { action: 'vote', vote: 'approve', comment: '同意，建议首批病例由高年资医师完成' }, at(35));
  // follow-up (issue 35 §3): tech01 reports on the trial twice, medical affairs extends it
  await act('tech01', ok, { action: 'followUp', followUp: { cases: 7, complications: 0, adverseEvents: 0 }, comment: '首月开展 7 例，均顺利完成，无并发症' }, at(20));
  await act('tech01', ok, { action: 'followUp', followUp: { cases: 5, complications: 1, adverseEvents: 0 }, comment: '本期 5 例，1 例术后少量出血，保守治疗后好转' }, at(3));
  await act('medaff01', ok, { action: 'review', outcome: 'continue', comment: '首期 12 例，无严重并发症，继续开展' }, at(2));

  const no = await tech('自体干细胞注射治疗膝骨关节炎', 'limit', '3', '关节腔内注射自体干细胞', at(12));
  await act('approver03', no, { action: 'approve' }, at(11));
  await act('medaff01', no, { action: 'reject', comment: '该技术尚处于临床研究阶段，不符合临床应用条件' }, at(9));
}
