// The category forms of the seed (issue 31 §4), built as a hospital's quality office would build them in
// the designer: 跌倒/坠床 with the Morse Fall Scale, 压力性损伤 with the Braden Scale and the NPIAP stage,
// 给药错误 with the NCC MERP category, 非计划拔管 for the category 管路滑脱. Each keeps the generic form's
// shared blocks (patient, event time and place, the fields bound to the record's facts, description,
// measures, reporter: same models and kinds), so what a reporter typed carries over when they switch
// category. The forms are JSON in seed/forms (with a valid data fixture each); the other categories
// stay on the generic form, and records made before keep the form version they were made on.
// Also the few seeded events on these forms (seed/records.ts calls seedCategoryEvents), so the counts by
// Morse band and NCC MERP category show something at first login.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../db/store.ts';
import type { ActionInput, Grade } from '../../../src/core/workflow/types.ts';
import type { Story } from './story.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Each category's form: the event type it is bound to, its library code (its file in seed/forms) and name. */
export const CATEGORY_FORMS = [
  { eventType: 'fall', code: '06-fall-report', name: '跌倒/坠床事件报告表', nameEn: 'Fall report' },
  { eventType: 'pressure', code: '07-pressure-injury-report', name: '压力性损伤事件报告表', nameEn: 'Pressure injury report' },
  { eventType: 'medication', code: '08-medication-error-report', name: '给药错误事件报告表', nameEn: 'Medication error report' },
  { eventType: 'tube', code: '09-unplanned-extubation-report', name: '非计划拔管事件报告表', nameEn: 'Unplanned extubation report' },
] as const;

const readJson = (file: string): unknown => JSON.parse(readFileSync(join(HERE, 'forms', file), 'utf8'));

/** A category form's schema and its valid data (the fixture beside it). */
export function categoryFormFiles(code: string): { schema: unknown; sample: Record<string, unknown> } {
  return { schema: readJson(`${code}.form.json`), sample: (readJson(`${code}.valid.json`) as { data: Record<string, unknown> }).data };
}

/** A seeded category form in the library: its id, schema and valid data, by event type. */
export interface CategoryForm { id: number; schema: unknown; sample: Record<string, unknown> }

/** Adds the category forms the library does not hold yet (by code), as version 1; answers them by event type. */
export async function seedCategoryForms(store: Store, by: { userId: number | null; userName: string; now: number }): Promise<Map<string, CategoryForm>> {
  const out = new Map<string, CategoryForm>();
  for (const f of CATEGORY_FORMS) {
    const { schema, sample } = categoryFormFiles(f.code);
    const id = (await store.getFormLatestByCode(f.code))?.id
      ?? (await store.insertForm({ code: f.code, name: f.name, nameEn: f.nameEn, kind: 'report', schema, note: '初始版本（按类别设计的上报表）', userId: by.userId, userName: by.userName, now: by.now })).id;
    out.set(f.eventType, { id, schema, sample });
  }
  return out;
}

/** The library's form for an event type's category, when the seed has one (else the type reports on the generic form). */
export async function categoryFormId(store: Pick<Store, 'getFormLatestByCode'>, eventType: string): Promise<number | undefined> {
  const code = CATEGORY_FORMS.find((f) => f.eventType === eventType)?.code;
  return code ? (await store.getFormLatestByCode(code))?.id : undefined;
}

/** One seeded event on its category form: who, what, the story, and the category's own fields. */
interface CategoryEvent {
  user: string; title: string; eventType: string; grade: Grade; story: Story;
  /** the category form's own fields (computed values as the formula gives them: tests/unit/seed/categoryForms.test.ts checks) */
  data: Record<string, unknown>;
  daysAgo: number; hours?: number;
  /** the department head's approval two hours later (grade III-IV only: a grade I-II one would go on to its root-cause analysis) */
  approvedBy?: string;
}

const morse = (history: number, diagnosis: number, aid: number, iv: number, gait: number, mental: number, total: number, band: string) => ({
  morse_history: String(history), morse_diagnosis: String(diagnosis), morse_aid: String(aid), morse_iv: String(iv),
  morse_gait: String(gait), morse_mental: String(mental), morse_total: total, morse_band: band,
});

/** Falls in each Morse band, medication errors in several NCC MERP categories, one pressure injury: in the last four days. */
export const CATEGORY_EVENTS: CategoryEvent[] = [
  {
    user: 'nurse01', title: '跌倒/坠床事件报告（八病区 21 床起身时跌倒）', eventType: 'fall', grade: 'III', daysAgo: 0, hours: -3,
    story: {
      patient: '高某', sex: '男', age: 58, diagnosis: '2型糖尿病', ward: '八病区', bed: '21床', place: '病房', hoursBefore: 2, daysIn: 3, harm: '',
      description: '患者午睡后起身时双腿发软，坐倒在床旁地面，当即检查无外伤，生命体征平稳，已告知起身“三部曲”。', measures: ['报告医生', '健康宣教'],
    },
    data: { fall_kind: '跌倒', fall_activity: '上下床', fall_companion: '有陪护但不在场', ...morse(0, 15, 0, 0, 0, 0, 15, '低危'), fall_injury_type: [] },
  },
  {
    user: 'nurse02', title: '跌倒/坠床事件报告（心内一病区 9 床走廊跌倒）', eventType: 'fall', grade: 'III', daysAgo: 1, hours: -4, approvedBy: 'approver02',
    story: {
      patient: '邓某', sex: '女', age: 74, diagnosis: '心房颤动；高血压2级', ward: '一病区', bed: '9床', place: '走廊', hoursBefore: 3, daysIn: 6, harm: '轻度',
      description: '患者扶墙在走廊行走时跌倒，左膝擦伤约1cm×1cm，予消毒包扎，嘱活动时使用助行器并有人陪同。', measures: ['报告医生', '对症处理', '加强巡视'],
    },
    data: { fall_kind: '跌倒', fall_activity: '行走', fall_companion: '无陪护', ...morse(25, 0, 0, 0, 10, 0, 35, '中危'), fall_injury_type: ['皮肤擦伤'] },
  },
  {
    user: 'nurse03', title: '跌倒/坠床事件报告（普外 7 床夜间坠床）', eventType: 'fall', grade: 'II', daysAgo: 2,
    story: {
      patient: '谢某', sex: '男', age: 81, diagnosis: '肠梗阻术后；阿尔茨海默病', ward: '四病区', bed: '7床', place: '病房', hoursBefore: 4, daysIn: 5, harm: '中度',
      description: '患者夜间翻越床栏坠床，额部血肿约3cm×3cm，头颅 CT 未见出血，予冰敷并加强夜间巡视，家属陪护。', measures: ['报告医生', '对症处理', '加强巡视'],
    },
    data: { fall_kind: '坠床', fall_activity: '卧床', fall_companion: '有陪护但不在场', ...morse(25, 15, 15, 20, 20, 15, 110, '高危'), fall_injury_type: ['软组织挫伤或血肿', '头部损伤'] },
  },
  {
    user: 'nurse01', title: '给药错误事件报告（口服药发放前核对发现）', eventType: 'medication', grade: 'IV', daysAgo: 0, hours: -5,
    story: {
      patient: '曹某', sex: '女', age: 66, diagnosis: '2型糖尿病', ward: '八病区', bed: '4床', place: '病房', hoursBefore: 1, daysIn: 2, harm: '',
      description: '摆药时将 4 床的二甲双胍放入 5 床药杯，发药前双人核对时发现并更正，未给患者服用。', measures: ['报告医生'],
    },
    data: { med_drug: '盐酸二甲双胍片 0.5g', med_dose: '0.5g', med_route: '口服', med_stage: '调配', med_error_type: ['患者错误'], ncc_merp_category: 'B' },
  },
  {
    user: 'nurse02', title: '给药错误事件报告（抗生素输注时间延误）', eventType: 'medication', grade: 'III', daysAgo: 1, approvedBy: 'approver02',
    story: {
      patient: '宋某', sex: '男', age: 70, diagnosis: '社区获得性肺炎；冠心病', ward: '二病区', bed: '15床', place: '病房', hoursBefore: 5, daysIn: 4, harm: '',
      description: '头孢呋辛应于 14:00 输注，因交接遗漏于 17:30 输注，报告医生后监测体温及感染指标，未见异常。', measures: ['报告医生', '加强巡视'],
    },
    data: { med_drug: '注射用头孢呋辛钠 1.5g', med_dose: '1.5g', med_route: '静脉滴注', med_stage: '给药', med_error_type: ['时间错误'], ncc_merp_category: 'D' },
  },
  {
    user: 'nurse03', title: '给药错误事件报告（胰岛素重复注射致低血糖）', eventType: 'medication', grade: 'II', daysAgo: 3,
    story: {
      patient: '罗某', sex: '女', age: 63, diagnosis: '胆囊结石；2型糖尿病', ward: '四病区', bed: '12床', place: '病房', hoursBefore: 2, daysIn: 3, harm: '轻度',
      description: '交班前后两名护士各注射一次餐前胰岛素，患者出现心慌出汗，血糖 2.9mmol/L，予口服葡萄糖后恢复。', measures: ['报告医生', '对症处理'],
    },
    data: { med_drug: '门冬胰岛素注射液 3ml:300U', med_dose: '6U', med_route: '皮下注射', med_stage: '给药', med_error_type: ['频次错误'], ncc_merp_category: 'E' },
  },
  {
    user: 'nurse02', title: '压力性损伤事件报告（心内一病区 3 床足跟）', eventType: 'pressure', grade: 'III', daysAgo: 2, hours: -2,
    story: {
      patient: '孔某', sex: '男', age: 86, diagnosis: '慢性心力衰竭；脑梗死后遗症', ward: '一病区', bed: '3床', place: '病房', hoursBefore: 6, daysIn: 10, harm: '',
      description: '晨间护理发现右足跟皮肤完整，深红色指压不褪色，约2cm×2cm，予足跟悬空并每2小时翻身。', measures: ['报告医生', '加强巡视'],
    },
    data: {
      npiap_stage: '深部组织损伤', pressure_on_admission: '否', pressure_site: '足跟部', pressure_size: '2×2', pressure_device: '',
      braden_sensory: '2', braden_moisture: '3', braden_activity: '1', braden_mobility: '2', braden_nutrition: '2', braden_friction: '1',
      braden_total: 11, braden_band: '高危',
    },
  },
];

/**
 * Seeds CATEGORY_EVENTS through seed/records.ts's own `event` (its data agrees with the record) on each
 * category's form, and the head's approval where there is one.
 */
export async function seedCategoryEvents(p: {
  forms: Map<string, CategoryForm>;
  event: (user: string, title: string, eventType: string, grade: Grade, s: Story, submit: boolean, when: number, anonymous: boolean,
    on: { form: CategoryForm; data: Record<string, unknown> }) => Promise<number>;
  act: (user: string, id: number, input: ActionInput, when: number) => Promise<number>;
  at: (daysAgo: number, hours?: number) => number;
}): Promise<void> {
  for (const e of CATEGORY_EVENTS) {
    const form = p.forms.get(e.eventType);
    if (!form) continue;
    const id = await p.event(e.user, e.title, e.eventType, e.grade, e.story, true, p.at(e.daysAgo, e.hours), false, { form, data: e.data });
    if (e.approvedBy) await p.act(e.approvedBy, id, { action: 'approve', comment: '情况属实' }, p.at(e.daysAgo, (e.hours ?? 0) + 2));
  }
}
