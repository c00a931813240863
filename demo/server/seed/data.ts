// Demo data: roles, accounts, departments, dictionaries, messages, notices, technologies.

export const ROLES = [
  { roleKey: 'System', dataScope: 'all' as const, roleName: '系统管理员', permissions: ['*:*:*'], remark: '系统管理，可见全部管理功能' },
  { roleKey: 'nurse', dataScope: 'self' as const, roleName: '上报护士', permissions: ['baqsj:report:add', 'baqsj:report:edit', 'baqsj:report:view'], remark: '不良事件上报' },
  { roleKey: 'deptApprover', dataScope: 'dept' as const, roleName: '科室审批人', permissions: ['baqsj:report:view', 'baqsj:approval:approve'], remark: '本科室上报的审批' },
  { roleKey: 'qualityOfficer', dataScope: 'all' as const, roleName: '质控专员', permissions: ['baqsj:report:view', 'baqsj:data:query', 'quality:form:view', 'quality:form:edit'], remark: '数据质控与表单库维护' },
  { roleKey: 'techApplicant', dataScope: 'self' as const, roleName: '新技术申请人', permissions: ['xjsxxm:apply:add', 'xjsxxm:apply:view'], remark: '新技术新项目申请' },
  { roleKey: 'medicalAffairs', dataScope: 'self' as const, roleName: '医务科审核', permissions: ['xjsxxm:apply:view', 'xjsxxm:approval:approve', 'xjsxxm:review:edit', 'baqsj:report:view', 'baqsj:approval:approve'], remark: '新技术医务科审核、定期评估；I 级不良事件审核' },
  { roleKey: 'techCommittee', dataScope: 'self' as const, roleName: '技术委员会', permissions: ['xjsxxm:apply:view', 'xjsxxm:approval:approve'], remark: '限制类技术的技术委员会审批' },
  { roleKey: 'qualityInspector', dataScope: 'self' as const, roleName: '质量检查员', permissions: ['quality:sheet:score'], remark: '医疗质量检查轮次中为受检科室评分' },
  // issue 33 §4: the security and the audit administrator (their work: src/core/access/duties.ts)
  { roleKey: 'securityAdmin', dataScope: 'self' as const, roleName: '安全管理员', permissions: ['upms:role:*', 'upms:security:*'], remark: '角色与权限、密码与登录策略、双因素认证、解锁' },
  { roleKey: 'auditAdmin', dataScope: 'self' as const, roleName: '审计管理员', permissions: ['upms:audit:view', 'upms:audit:export'], remark: '查阅与导出审计日志' },
  // issue 35 §2 (last: the older roles keep their ids): the committee's chair closes a meeting with its minutes (src/core/workflow/committee.ts)
  { roleKey: 'committeeChair', dataScope: 'self' as const, roleName: '技术委员会主任委员', permissions: ['xjsxxm:apply:view', 'xjsxxm:approval:approve'], remark: '主持技术委员会会议，达到法定人数后结束会议并上传会议纪要' },
];

export interface SeedUser {
  username: string; password: string; name: string; workNo: string; deptName: string; phone: string;
  sex: '0' | '1'; roles: string[]; avatar: string; introduction: string; passwordAgeDays: number; demo: boolean;
}

/** The demo accounts (printed on start, listed by getTestUserData). */
export const DEMO_USERS: SeedUser[] = [
  { username: 'admin', password: 'Admin@2024', name: '王建国', workNo: 'H00001', deptName: '医务部', phone: '13800010001', sex: '0', roles: ['System', 'qualityOfficer'], avatar: '', introduction: '医务部信息化负责人', passwordAgeDays: 10, demo: true },
  { username: 'nurse01', password: 'Nurse@2024', name: '李秀梅', workNo: 'H10023', deptName: '内分泌科', phone: '13800010023', sex: '1', roles: ['nurse'], avatar: '/uploads/avatar-nurse01.png', introduction: '内分泌科护士', passwordAgeDays: 200, demo: true },
  { username: 'approver01', password: 'Approve@2024', name: '张志强', workNo: 'H10088', deptName: '内分泌科', phone: '13800010088', sex: '0', roles: ['deptApprover'], avatar: '', introduction: '内分泌科护士长', passwordAgeDays: 30, demo: true },
  { username: 'quality01', password: 'Quality@2024', name: '陈晓燕', workNo: 'H20015', deptName: '质控科', phone: '13800020015', sex: '1', roles: ['qualityOfficer'], avatar: '', introduction: '质控科专员', passwordAgeDays: 45, demo: true },
  { username: 'tech01', password: 'Tech@2024', name: '刘明辉', workNo: 'H30042', deptName: '普通外科', phone: '13800030042', sex: '0', roles: ['techApplicant'], avatar: '', introduction: '普通外科主治医师', passwordAgeDays: 60, demo: true },
  { username: 'approver03', password: 'Approve@2024', name: '吴涛', workNo: 'H10219', deptName: '普通外科', phone: '13800010219', sex: '0', roles: ['deptApprover'], avatar: '', introduction: '普通外科主任', passwordAgeDays: 25, demo: true },
  { username: 'medaff01', password: 'Medical@2024', name: '周建华', workNo: 'H00012', deptName: '医务部', phone: '13800000012', sex: '0', roles: ['medicalAffairs'], avatar: '', introduction: '医务部主任', passwordAgeDays: 15, demo: true },
  { username: 'committee01', password: 'Committee@2024', name: '林国栋', workNo: 'H00020', deptName: '医务部', phone: '13800000020', sex: '0', roles: ['techCommittee', 'committeeChair'], avatar: '', introduction: '医院技术委员会主任委员', passwordAgeDays: 15, demo: true },
  { username: 'inspector01', password: 'Inspect@2024', name: '杨慧敏', workNo: 'H20042', deptName: '护理部', phone: '13800020042', sex: '1', roles: ['qualityInspector'], avatar: '', introduction: '护理部质量检查员', passwordAgeDays: 20, demo: true },
  { username: 'owner01', password: 'Owner@2024', name: '王芳', workNo: 'H10045', deptName: '内分泌科', phone: '13800010045', sex: '1', roles: ['nurse'], avatar: '', introduction: '内分泌科护士（整改责任人）', passwordAgeDays: 35, demo: true },
  // issue 33 §4: the security and the audit administrator (seeded after every other account: seed/index.ts)
  { username: 'secadmin', password: 'Security@2024', name: '郑安宁', workNo: 'H00031', deptName: '信息科', phone: '13800000031', sex: '0', roles: ['securityAdmin'], avatar: '', introduction: '信息科安全管理员', passwordAgeDays: 10, demo: true },
  { username: 'auditor', password: 'Audit@2024', name: '钱明审', workNo: 'H00032', deptName: '信息科', phone: '13800000032', sex: '1', roles: ['auditAdmin'], avatar: '', introduction: '信息科审计管理员', passwordAgeDays: 10, demo: true },
];

/**
 * The technology committee's other members (issue 35 §2: five members vote), seeded after every other account
 * so that the older accounts keep their ids. committee03 works in 普通外科, the department of tech01's
 * applications: the member who withdraws for a conflict of interest.
 */
export const COMMITTEE_MEMBERS: SeedUser[] = [
  ['committee02', '孙丽华', 'H00021', '心血管内科', '1'],
  ['committee03', '赵振宇', 'H00022', '普通外科', '0'],
  ['committee04', '钱文博', 'H00023', '神经外科', '0'],
  ['committee05', '何静', 'H00024', '药剂科', '1'],
].map(([username, name, workNo, deptName, sex], i) => ({
  username, password: 'Committee@2024', name, workNo, deptName, phone: `138000000${21 + i}`, sex: sex as '0' | '1',
  roles: ['techCommittee'], avatar: '', introduction: '医院技术委员会委员', passwordAgeDays: 15, demo: true,
}));
DEMO_USERS.push(...COMMITTEE_MEMBERS);

/** The separated administrators' accounts (issue 33 §4), inserted after the colleagues so that the older accounts keep their ids. */
export const SEPARATED_ADMINS = DEMO_USERS.filter((u) => u.roles.includes('securityAdmin') || u.roles.includes('auditAdmin'));

/** Department heads: the head acts for a department when nobody there holds the department-review role. */
export const DEPT_HEADS: Record<string, string> = {
  内分泌科: 'approver01', 心血管内科: 'approver02', 普通外科: 'approver03', 医务部: 'medaff01', 质控科: 'quality01',
};

/** Colleagues that fill the user lists; they share one password. */
export const OTHER_PASSWORD = 'Hos@2024demo';
export const OTHER_USERS: SeedUser[] = [
  ['nurse02', '赵丽', 'H10131', '心血管内科', '1', ['nurse']],
  ['approver02', '孙伟', 'H10152', '心血管内科', '0', ['deptApprover']],
  ['nurse03', '周静', 'H10207', '普通外科', '1', ['nurse']],
  ['nurse04', '郑红', 'H10305', '呼吸内科', '1', ['nurse']],
  ['doctor01', '黄磊', 'H30077', '心血管内科', '0', ['techApplicant']],
  ['quality02', '马丽娟', 'H20031', '质控科', '1', ['qualityOfficer']],
  ['nurse05', '何敏', 'H10412', '神经内科', '1', ['nurse']],
].map(([username, name, workNo, deptName, sex, roles], i) => ({
  username: username as string, password: OTHER_PASSWORD, name: name as string, workNo: workNo as string,
  deptName: deptName as string, phone: `139000${String(1000 + i * 37).padStart(5, '0')}`, sex: sex as '0' | '1',
  roles: roles as string[], avatar: '', introduction: '', passwordAgeDays: 20 + i * 7, demo: false,
}));

/** The department tree: the hospital, its divisions, and the departments (a name alone is a leaf). */
export interface DeptSeed { name: string; children?: DeptSeed[] }
const leaves = (...names: string[]): DeptSeed[] => names.map((name) => ({ name }));
export const DEPT_TREE: DeptSeed = {
  name: '医院', children: [
    { name: '职能部门', children: leaves('医务部', '质控科', '护理部', '院感办', '药剂科', '信息科') },
    { name: '内科系统', children: leaves('内分泌科', '心血管内科', '呼吸内科', '神经内科', '血液科', '肿瘤科', '儿科') },
    { name: '外科系统', children: leaves('普通外科', '神经外科', '骨科', '妇产科') },
    { name: '医技科室', children: leaves('检验科', '放射科', '麻醉科') },
    ...leaves('急诊科', '重症医学科'),
  ],
};

const WARDS = ['一', '二', '三', '四', '五', '六', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七'].map((n) => n + '病区');

export const DICTS: Record<string, [value: string, label: string][]> = {
  sys_user_sex: [['0', '男'], ['1', '女'], ['2', '未知']],
  // the unsafe-event form's own wording of the grades (seed/forms/05-unsafe-event-report.form.json)
  event_level: ['I级（警讯事件）', 'II级（不良后果事件）', 'III级（未造成后果事件）', 'IV级（隐患事件）'].map((v) => [v, v]),
  event_category: ['给药错误', '跌倒/坠床', '压力性损伤', '管路滑脱', '医疗器械', '院内感染', '输血事件', '手术事件', '其他'].map((v) => [v, v]),
  harm_degree: ['无伤害', '轻度', '中度', '重度', '死亡'].map((v) => [v, v]),
  ward: [...WARDS, '其他病区'].map((v) => [v, v]),
  circulation_status: [['draft', '草稿'], ['submitted', '待审批'], ['approved', '已通过'], ['rejected', '已驳回']],
  tech_level: [['1', '一类技术'], ['2', '二类技术'], ['3', '三类技术']],
};

export const SETTINGS = {
  name: '医院综合业务管理平台', nameEn: 'Hospital business platform', logo: '', is_ldap: false, is_verify_code: false, theme: '#4d70ff',
  tagsView: true, fixedHeader: true, sidebarLogo: true, showSettings: true,
};

/** [kind, params, relatedType, process, read, hoursAgo] per demo user. Messages about a record are the
 *  workflow's own (seed/records.ts runs the real actions): they name the record and open it. */
export function messageTemplates(now: number): [string, { year?: number }, string, number, boolean, number][] {
  const year = new Date(now).getFullYear();
  // issue 23 §1: a kind and its parameters, worded in the reader's language (src/core/i18n/locales/messageTexts.ts)
  return [
    ['welcome', {}, '', 0, true, 240],
    ['annualForm', { year }, '', 2, false, 30],
    ['passwordAdvice', {}, '', 0, false, 1],
  ];
}

/** [title, content, type, publisher, daysAgo]: dated from the seeding clock, so they read as recent. */
export function notices(now: number): [string, string, string, string, number][] {
  const d = new Date(now);
  const year = d.getFullYear();
  const month = (back: number) => new Date(year, d.getMonth() - back, 1);
  const lastMonth = month(1);
  const nextMonth = month(-1);
  return [
    [`关于开展 ${year} 年医疗安全（不良）事件上报培训的通知`, '各临床科室：为提高不良事件上报质量，医务部定于下周三下午在行政楼三楼会议室开展培训，请各科室安排人员参加。', '通知', '医务部', 2],
    [`${year} 年新技术新项目申报工作安排`, `本年度第二批新技术新项目申报于 ${nextMonth.getMonth() + 1} 月 1 日开始，请申请人通过新技术管理平台提交材料。`, '通知', '医务部', 5],
    ['系统升级公告', '本平台将于本周六 22:00-24:00 进行升级维护，期间暂停服务。', '公告', '信息科', 7],
    [`质控月报（${lastMonth.getFullYear()} 年 ${lastMonth.getMonth() + 1} 月）`, `${lastMonth.getMonth() + 1} 月全院不良事件上报 126 例，较上月上升 8%，其中跌倒/坠床 23 例，请各科室关注高风险患者。`, '简报', '质控科', 12],
    ['关于规范收费项目编码的通知', '自下月起收费项目统一使用国家医保编码，请各科室核对常用项目。', '通知', '医务部', 20],
    ['院感防控重点提示', '进入呼吸道传染病高发季节，请加强手卫生和病区通风管理。', '提示', '院感办', 25],
  ];
}

export const TECH: { kind: 'unlimit' | 'limit'; code: string; name: string; category: string; dept: string; applicant: string; level: string; status: string }[] = [
  { kind: 'unlimit', code: 'XJS-2024-001', name: '超声引导下周围神经阻滞术', category: '麻醉技术', dept: '麻醉科', applicant: '钱文', level: '2', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-002', name: '经皮肾镜碎石取石术', category: '手术技术', dept: '普通外科', applicant: '刘明辉', level: '2', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-003', name: '持续葡萄糖监测（CGM）', category: '诊断技术', dept: '内分泌科', applicant: '张志强', level: '1', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-004', name: '腹腔镜下胆总管探查术', category: '手术技术', dept: '普通外科', applicant: '刘明辉', level: '3', status: '试运行' },
  { kind: 'unlimit', code: 'XJS-2024-005', name: '床旁快速超声评估（POCUS）', category: '诊断技术', dept: '急诊科', applicant: '冯雪', level: '1', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-006', name: '高流量湿化氧疗', category: '治疗技术', dept: '呼吸内科', applicant: '郑红', level: '1', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-007', name: '冠状动脉血流储备分数测定', category: '诊断技术', dept: '心血管内科', applicant: '黄磊', level: '3', status: '试运行' },
  { kind: 'unlimit', code: 'XJS-2024-008', name: '经鼻高流量联合俯卧位通气', category: '治疗技术', dept: '重症医学科', applicant: '杨帆', level: '2', status: '申请中' },
  { kind: 'unlimit', code: 'XJS-2024-009', name: '胰岛素泵强化治疗', category: '治疗技术', dept: '内分泌科', applicant: '李秀梅', level: '1', status: '已批准' },
  { kind: 'unlimit', code: 'XJS-2024-010', name: '超声引导下甲状腺结节射频消融', category: '治疗技术', dept: '普通外科', applicant: '吴涛', level: '3', status: '申请中' },
  { kind: 'limit', code: 'XZJ-2024-001', name: '经导管主动脉瓣置换术（TAVR）', category: '心血管介入', dept: '心血管内科', applicant: '黄磊', level: '3', status: '已备案' },
  { kind: 'limit', code: 'XZJ-2024-002', name: '同种异体造血干细胞移植', category: '血液病治疗', dept: '血液科', applicant: '许晴', level: '3', status: '已备案' },
  { kind: 'limit', code: 'XZJ-2024-003', name: '人工智能辅助诊断（肺结节）', category: '辅助诊断', dept: '放射科', applicant: '唐亮', level: '2', status: '已备案' },
  { kind: 'limit', code: 'XZJ-2024-004', name: '机器人辅助腹腔镜手术', category: '手术技术', dept: '普通外科', applicant: '刘明辉', level: '3', status: '申请中' },
  { kind: 'limit', code: 'XZJ-2024-005', name: '肿瘤深部热疗和全身热疗', category: '肿瘤治疗', dept: '肿瘤科', applicant: '邓凯', level: '2', status: '已备案' },
  { kind: 'limit', code: 'XZJ-2024-006', name: '颅颌面畸形颅面外科矫治术', category: '手术技术', dept: '神经外科', applicant: '范宁', level: '3', status: '已备案' },
  { kind: 'limit', code: 'XZJ-2024-007', name: '放射性粒子植入治疗', category: '肿瘤治疗', dept: '放射科', applicant: '唐亮', level: '3', status: '暂停' },
  { kind: 'limit', code: 'XZJ-2024-008', name: '心室辅助装置应用', category: '心血管介入', dept: '心血管内科', applicant: '孙伟', level: '3', status: '申请中' },
];

/** The seeded departments' English names (issue 23 §1): shown on the department page in English. */
export const DEPT_NAMES_EN: Record<string, string> = {
  医院: 'Hospital', 职能部门: 'Administrative departments', 医务部: 'Medical Affairs', 质控科: 'Quality Control', 护理部: 'Nursing',
  院感办: 'Infection Control', 药剂科: 'Pharmacy', 信息科: 'Information Technology', 内科系统: 'Internal medicine', 内分泌科: 'Endocrinology',
  心血管内科: 'Cardiology', 呼吸内科: 'Respiratory Medicine', 神经内科: 'Neurology', 血液科: 'Haematology', 肿瘤科: 'Oncology', 儿科: 'Paediatrics',
  外科系统: 'Surgery', 普通外科: 'General Surgery', 神经外科: 'Neurosurgery', 骨科: 'Orthopaedics', 妇产科: 'Obstetrics and Gynaecology',
  医技科室: 'Medical technology', 检验科: 'Laboratory', 放射科: 'Radiology', 麻醉科: 'Anaesthesia', 急诊科: 'Emergency', 重症医学科: 'Intensive Care',
};
