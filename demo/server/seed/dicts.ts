// The dictionaries behind every coded value shown to people (issue 13 §4), each entry in both languages.
// The migration that introduced bilingual dictionaries (db/migrationAdmin.ts) writes these into new and
// existing databases alike; the admin page edits them afterwards.
import { workflow } from '../../../src/core/i18n/locales/workflow.ts';
import { GRADES, WF_STATES } from '../../../src/core/workflow/types.ts';
import { FEE_CATEGORIES, PAY_METHODS } from './charges.ts';

/** [type, zh-CN name, English name] */
export const DICT_TYPES: [string, string, string][] = [
  ['sys_role', '角色', 'Roles'],
  ['data_scope', '数据范围', 'Data scopes'],
  ['sys_status', '启用状态', 'Status'],
  ['sys_user_sex', '性别', 'Sex'],
  ['tech_level', '技术级别', 'Technology levels'],
  ['tech_kind', '技术类别', 'Technology classes'],
  ['event_grade', '事件分级', 'Event grades'],
  ['event_level', '事件分级（表单）', 'Event grades (form)'],
  ['event_category', '事件类别', 'Event categories'],
  ['harm_degree', '伤害程度', 'Harm degrees'],
  ['record_state', '记录状态', 'Record states'],
  ['circulation_status', '流转状态', 'Circulation states'],
  ['menu_icon', '菜单图标', 'Menu icons'],
  ['menu_type', '菜单类型', 'Menu types'],
  ['ward', '病区', 'Wards'],
  ['pay_method', '支付方式', 'Payment methods'],
  ['fee_category', '费用类别', 'Fee categories'],
];

type Entry = [value: string, zh: string, en: string];
const fromLocale = (prefix: string, values: readonly string[]): Entry[] =>
  values.map((v) => [v, workflow['zh-CN'][`${prefix}.${v}`] ?? v, workflow.en[`${prefix}.${v}`] ?? v]);
const zip = (zh: readonly string[], en: readonly string[]): Entry[] => zh.map((v, i) => [v, v, en[i] ?? v]);
const WARD_EN = ['1', '2', '3', '4', '5', '6', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17'];
const WARD_ZH = ['一', '二', '三', '四', '五', '六', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七'];

export const DICT_ENTRIES: Record<string, Entry[]> = {
  sys_role: [
    ['System', '系统管理员', 'System administrator'], ['securityAdmin', '安全管理员', 'Security administrator'], ['auditAdmin', '审计管理员', 'Audit administrator'], ['nurse', '上报护士', 'Reporting nurse'], ['deptApprover', '科室审批人', 'Department approver'],
    ['qualityOfficer', '质控专员', 'Quality officer'], ['techApplicant', '新技术申请人', 'Technology applicant'],
    ['medicalAffairs', '医务科审核', 'Medical affairs reviewer'], ['techCommittee', '技术委员会', 'Technology committee'], ['committeeChair', '技术委员会主任委员', 'Technology committee chair'],
    ['qualityInspector', '质量检查员', 'Quality inspector'],
  ],
  data_scope: [
    ['all', '全部数据', 'All data'], ['deptAndBelow', '本科室及以下数据', 'My department and below'], ['dept', '本科室数据', 'My department'],
    ['custom', '指定科室数据', 'Chosen departments'], ['self', '仅本人数据', 'Only mine'],
  ],
  sys_status: [['1', '启用', 'Enabled'], ['0', '停用', 'Disabled']],
  sys_user_sex: [['0', '男', 'Male'], ['1', '女', 'Female'], ['2', '未知', 'Unknown']],
  tech_level: [['1', '一类技术', 'Level 1 technology'], ['2', '二类技术', 'Level 2 technology'], ['3', '三类技术', 'Level 3 technology']],
  tech_kind: [['unlimit', '非限制类技术', 'Non-restricted technology'], ['limit', '限制类技术', 'Restricted technology']],
  event_grade: fromLocale('grade', GRADES),
  event_level: [
    ['I级（警讯事件）', 'I级（警讯事件）', 'Grade I (sentinel event)'], ['II级（不良后果事件）', 'II级（不良后果事件）', 'Grade II (adverse outcome)'],
    ['III级（未造成后果事件）', 'III级（未造成后果事件）', 'Grade III (no harm)'], ['IV级（隐患事件）', 'IV级（隐患事件）', 'Grade IV (near miss)'],
  ],
  event_category: [
    ['给药错误', '给药错误', 'Medication error'], ['跌倒/坠床', '跌倒/坠床', 'Fall'], ['压力性损伤', '压力性损伤', 'Pressure injury'],
    ['管路滑脱', '管路滑脱', 'Tube dislodgement'], ['医疗器械', '医疗器械', 'Medical device'], ['院内感染', '院内感染', 'Hospital infection'],
    ['输血事件', '输血事件', 'Transfusion event'], ['手术事件', '手术事件', 'Surgical event'], ['其他', '其他', 'Other'],
  ],
  harm_degree: [['无伤害', '无伤害', 'No harm'], ['轻度', '轻度', 'Mild'], ['中度', '中度', 'Moderate'], ['重度', '重度', 'Severe'], ['死亡', '死亡', 'Death']],
  record_state: fromLocale('state', WF_STATES),
  circulation_status: [['draft', '草稿', 'Draft'], ['submitted', '待审批', 'Awaiting approval'], ['approved', '已通过', 'Approved'], ['rejected', '已驳回', 'Rejected']],
  menu_icon: [
    ['home', '首页', 'Home'], ['dashboard', '仪表盘', 'Dashboard'], ['file-text', '文档', 'Document'], ['solution', '申请单', 'Application'],
    ['schedule', '日程', 'Schedule'], ['file-done', '已办文档', 'Done document'], ['copy', '复制', 'Copy'], ['message', '消息', 'Message'],
    ['appstore', '应用', 'Apps'], ['user', '用户', 'User'], ['form', '表单', 'Form'], ['edit', '编辑', 'Edit'], ['star', '星标', 'Star'],
    ['upload', '上传', 'Upload'], ['check-circle', '完成', 'Done'], ['eye', '查看', 'View'], ['audit', '审核', 'Review'],
    ['clock-circle', '时钟', 'Clock'], ['check-square', '勾选', 'Checked'], ['safety', '安全', 'Safety'], ['search', '搜索', 'Search'],
    ['safety-certificate', '安全证书', 'Certificate'], ['alert', '警示', 'Alert'], ['medicine-box', '药箱', 'Medicine box'],
    ['file-search', '文档查找', 'Document search'], ['experiment', '实验', 'Experiment'], ['unordered-list', '列表', 'List'],
    ['profile', '档案', 'Profile'], ['lock', '锁', 'Lock'], ['bar-chart', '图表', 'Chart'], ['table', '表格', 'Table'], ['plus', '新增', 'Add'],
    ['setting', '设置', 'Settings'], ['team', '团队', 'Team'], ['menu', '菜单', 'Menu'], ['tool', '工具', 'Tools'], ['apartment', '组织', 'Organisation'],
    ['notification', '通知', 'Notification'],
  ],
  menu_type: [['D', '目录', 'Directory'], ['F', '页面', 'Page']],
  ward: [...WARD_ZH.map((n, i): Entry => [`${n}病区`, `${n}病区`, `Ward ${WARD_EN[i]}`]), ['其他病区', '其他病区', 'Other ward']],
  pay_method: zip(PAY_METHODS, ['No payment', 'Partial payment', 'Full payment', 'Limited partial', 'Limited full', 'Agreed partial', 'Agreed full', 'Agreed limited full']),
  fee_category: zip(FEE_CATEGORIES, ['Nursing', 'Laboratory', 'Examination', 'Film', 'Surgical materials', 'Blood transfusion', 'Oxygen', 'Fluoroscopy', 'Diagnosis', 'Treatment', 'Inpatient bed', 'Other']),
};
