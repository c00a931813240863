// What the seeded event reports tell: the patient, the place, the harm and the story (seed/records.ts
// writes them, seed/rca.ts analyses some of them).
/**
 * The seeded event whose root-cause analysis is done and whose measures are under way (records.ts, reported six
 * days before the seeding): tests of a month's numbers read the month it was reported in.
 */
export const SEEDED_RCA_EVENT = '管路滑脱事件报告（八病区 5 床）';

export interface Story {
  patient: string; sex: '男' | '女'; age: number; diagnosis: string; ward: string; bed: string;
  place: '病房' | '走廊' | '卫生间' | '检查室' | '手术室' | '其他';
  /** hours between the event and its report */
  hoursBefore: number;
  /** days in hospital before the event */
  daysIn: number;
  harm: '' | '轻度' | '中度' | '重度' | '死亡';
  description: string;
  measures: string[];
  photo?: boolean;
}
