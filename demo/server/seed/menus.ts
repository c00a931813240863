// The menu tree of every sub-application and which roles see which entries (spec section 2).
// `note` is the view key the shell maps to a page; directories use 'Layout'.

export interface MenuSeed {
  route: string;
  disp: string;
  logo: string;
  /** F: view key (defaults to the route without the leading slash); D: 'Layout'. */
  note?: string;
  hidden?: boolean;
  activePath?: string;
  /** Roles granted this entry; children inherit it unless they set their own. */
  roles?: string[];
  children?: MenuSeed[];
}

const ALL = ['System', 'nurse', 'deptApprover', 'qualityOfficer', 'techApplicant', 'medicalAffairs', 'techCommittee', 'committeeChair'];
/** Roles that act on unsafe events (department, medical affairs and quality reviews). */
const EVENT_DECIDERS = ['deptApprover', 'medicalAffairs', 'qualityOfficer'];
/** Everyone who may open an event's detail: reporters and measure owners (nurse) and every deciding hand. */
const EVENT_HANDS = ['nurse', ...EVENT_DECIDERS, 'System'];
/** The roles of the new-technology flows: applicant, department head, medical affairs, committee. */
const TECH_HANDS = ['techApplicant', 'deptApprover', 'medicalAffairs', 'techCommittee', 'committeeChair'];
const TECH_DECIDERS = ['deptApprover', 'medicalAffairs', 'techCommittee', 'committeeChair'];
/** The quality office and the inspectors of its rounds (issue 13 §1): scoring, results, sheet details. */
const QUALITY_HANDS = ['System', 'qualityOfficer', 'qualityInspector'];

export const MENU_TREE: Record<'business' | 'baqsj' | 'xjsxxm' | 'quality' | 'system', MenuSeed[]> = {
  business: [
    { route: '/', disp: '业务中心', logo: 'home', roles: ALL, children: [
      { route: '/dashboard', disp: '首页', logo: 'dashboard', note: 'dashboard' },
      { route: '/biz/draft', disp: '草稿箱', logo: 'file-text' },
      { route: '/biz/my', disp: '我的申请', logo: 'solution' },
      { route: '/biz/todo', disp: '待办事项', logo: 'schedule' },
      { route: '/biz/done', disp: '已办事项', logo: 'file-done' },
      { route: '/biz/ccRecord', disp: '抄送记录', logo: 'copy' },
      { route: '/biz/message', disp: '消息中心', logo: 'message' },
      { route: '/biz/notice', disp: '通知公告', logo: 'notification' },
      { route: '/biz/notice/detail', disp: '公告详情', logo: 'eye', hidden: true, activePath: '/biz/notice' },
      { route: '/biz/app', disp: '应用中心', logo: 'appstore' },
      { route: '/profile/index', disp: '个人中心', logo: 'user', hidden: true },
    ] },
  ],
  baqsj: [
    { route: '/home', disp: '我的上报', logo: 'form', roles: ['nurse'], children: [
      { route: '/newBaqsj/report', disp: '立即上报', logo: 'edit' },
      { route: '/newBaqsj/myConcern', disp: '我的关注', logo: 'star' },
      { route: '/newBaqsj/myEscalation', disp: '我上报的', logo: 'upload' },
      { route: '/newBaqsj/myDraft', disp: '我的草稿', logo: 'file-text' },
      { route: '/newBaqsj/ended', disp: '已结束', logo: 'check-circle' },
      { route: '/newBaqsj/carbonCopy', disp: '抄送我的', logo: 'copy' },
      { route: '/newBaqsj/lookDetail', disp: '查看详情', logo: 'eye', hidden: true, activePath: '/newBaqsj/myEscalation', roles: EVENT_HANDS },
      { route: '/newBaqsj/editDetail', disp: '编辑详情', logo: 'edit', hidden: true, activePath: '/newBaqsj/myDraft' },
    ] },
    { route: '/approval', disp: '审批中心', logo: 'audit', roles: EVENT_DECIDERS, children: [
      { route: '/newBaqsj/pendingMyApproval', disp: '待我审批', logo: 'clock-circle' },
      { route: '/newBaqsj/approved', disp: '我已审批', logo: 'check-square' },
    ] },
    { route: '/qualityControl', disp: '数据质控', logo: 'safety', roles: ['qualityOfficer'], children: [
      { route: '/newBaqsj/queryData', disp: '数据查询', logo: 'search' },
      { route: '/newBaqsj/qualityControl', disp: '数据质控', logo: 'safety-certificate' },
      { route: '/newBaqsj/hospitalSenseData', disp: '院感数据', logo: 'alert' },
      { route: '/newBaqsj/handNumbnessData', disp: '麻醉数据', logo: 'medicine-box' },
    ] },
    { route: '/baqsj/review', disp: '归档审核', logo: 'file-search', roles: ['qualityOfficer'] },
  ],
  xjsxxm: [
    { route: '/xjsxxm', disp: '新技术管理平台', logo: 'experiment', roles: TECH_HANDS, children: [
      { route: '/xjsxxm/apply', disp: '申请', logo: 'edit', children: [
        // not 我的申请: that is the business desk's list of everything the user started (/biz/my)
        { route: '/xjsxxm/apply/myApply', disp: '我的技术申请', logo: 'solution', roles: ['techApplicant'] },
        { route: '/xjsxxm/apply/pendApproval', disp: '待审批', logo: 'clock-circle', roles: TECH_DECIDERS },
        { route: '/xjsxxm/apply/detail', disp: '申请详情', logo: 'eye', note: 'xjsxxm/apply/detail', hidden: true, activePath: '/xjsxxm/apply/myApply' },
      ] },
      { route: '/xjsxxm/catalogue', disp: '技术目录', logo: 'unordered-list', children: [
        { route: '/xjsxxm/catalogue/unlimit', disp: '非限制类技术目录', logo: 'profile' },
        { route: '/xjsxxm/catalogue/limit', disp: '限制类技术目录', logo: 'lock' },
      ] },
      { route: '/xjsxxm/review', disp: '评审管理', logo: 'audit', roles: ['techApplicant', 'medicalAffairs', 'techCommittee', 'committeeChair'] },
    ] },
  ],
  quality: [
    { route: '/quality', disp: '医疗质量管理', logo: 'bar-chart', roles: ['System', 'qualityOfficer'], children: [
      { route: '/quality/rounds', disp: '检查轮次', logo: 'schedule' },
      { route: '/quality/mySheets', disp: '我的评分', logo: 'edit', roles: QUALITY_HANDS },
      { route: '/quality/scoreFormLib', disp: '评分表库', logo: 'table' },
      { route: '/quality/formLib', disp: '表单库', logo: 'form' },
      // issue 26 §3: the monthly safety and quality report (quality office, administrator; leadership roles by grant)
      { route: '/quality/monthlyReport', disp: '月度安全质量报告', logo: 'file-text' },
      // issue 26 §2: improvement projects (PDCA); the new-project page takes ?source=rca&recordId= or ?source=inspection&sheetId=
      { route: '/quality/pdca', disp: '持续改进项目', logo: 'check-square' },
      { route: '/quality/pdca/new', disp: '新建改进项目', logo: 'plus', hidden: true, activePath: '/quality/pdca' },
      { route: '/quality/pdca/detail', disp: '改进项目详情', logo: 'eye', hidden: true, activePath: '/quality/pdca' },
      { route: '/quality/scoreFormLib/addScoreForm', disp: '新增评分表', logo: 'plus', hidden: true, activePath: '/quality/scoreFormLib' },
      { route: '/quality/sheet', disp: '评分', logo: 'form', hidden: true, activePath: '/quality/mySheets', roles: QUALITY_HANDS },
      { route: '/quality/results', disp: '检查结果', logo: 'bar-chart', hidden: true, activePath: '/quality/rounds', roles: QUALITY_HANDS },
      { route: '/quality/detail', disp: '详情', logo: 'eye', hidden: true, activePath: '/quality/scoreFormLib', roles: QUALITY_HANDS },
    ] },
  ],
  system: [
    // issue 33 §4: each administrator sees the pages of their own work (src/core/access/duties.ts); an
    // existing database gets the grants and the audit page from migration 22 (db/migrationAdmins.ts)
    { route: '/newUpms', disp: '系统模块', logo: 'setting', roles: ['System'], children: [
      { route: '/upms/sysuser', disp: '用户管理', logo: 'user', roles: ['System', 'securityAdmin'] },
      { route: '/newUpms/role', disp: '角色管理', logo: 'team', roles: ['securityAdmin'] },
      { route: '/newUpms/menu', disp: '菜单管理', logo: 'menu' },
      { route: '/newUpms/settings', disp: '系统设置', logo: 'tool', roles: ['System', 'securityAdmin'] },
      { route: '/newUpms/formLib', disp: '表单库', logo: 'form' },
      { route: '/newUpms/flow', disp: '流程管理', logo: 'apartment', note: 'newUpms/flow' },
      // issue 31 §2; an existing database gets it from migration 18 (db/migrationCategories.ts)
      { route: '/newUpms/eventType', disp: '事件类别', logo: 'unordered-list' },
      // issue 13 §4; an existing database gets them from migration 8 (db/migrationAdmin.ts)
      { route: '/newUpms/dept', disp: '科室管理', logo: 'apartment' },
      { route: '/newUpms/dict', disp: '字典管理', logo: 'profile' },
      { route: '/newUpms/notice', disp: '公告管理', logo: 'notification' },
      { route: '/newUpms/audit', disp: '审计日志', logo: 'audit', roles: ['auditAdmin'] },
    ] },
  ],
};

/** One menu row as the seed inserts it: ids count from 1 in insertion order (parents before children). */
export interface MenuRowSeed {
  id: number; parentId: number; route: string; note: string; hidden: boolean; disp: string; module: string; logo: string;
  type: 'D' | 'F'; orderNum: number; activePath: string;
  /** granted roles: the entry's (inherited from its parent unless set), and for a directory also every
   *  role granted something below it (e.g. the hidden detail page under /home) */
  roles: string[];
}

/** The rows of MENU_TREE in insertion order, with their grants; `roleOrder` sorts each row's roles. */
export function menuRows(roleOrder: readonly string[]): MenuRowSeed[] {
  const rows: MenuRowSeed[] = [];
  const rank = (r: string) => (roleOrder.indexOf(r) + 1 || 99);
  const walk = (items: MenuSeed[], module: string, parentId: number, inherited: string[]): Set<string> => {
    const subtree = new Set<string>();
    for (const [i, m] of items.entries()) {
      const granted = new Set(m.roles ?? inherited);
      const isDir = !!m.children;
      const row: MenuRowSeed = {
        id: rows.length + 1, parentId, route: m.route, note: isDir ? 'Layout' : (m.note ?? m.route.replace(/^\//, '')), hidden: !!m.hidden,
        disp: m.disp, module, logo: m.logo, type: isDir ? 'D' : 'F', orderNum: (i + 1) * 10, activePath: m.activePath ?? '', roles: [],
      };
      rows.push(row);
      if (m.children) walk(m.children, module, row.id, [...granted]).forEach((r) => granted.add(r));
      row.roles = [...granted].sort((a, b) => rank(a) - rank(b));
      granted.forEach((r) => subtree.add(r));
    }
    return subtree;
  };
  for (const [module, items] of Object.entries(MENU_TREE)) walk(items, module, 0, []);
  return rows;
}

/** The menu table of docs/api.md ("Menus (seed)"), generated from the rows (tests/server/docs-menus.test.ts). */
export function menuTableMarkdown(roleOrder: readonly string[]): string {
  const lines = [
    '| id | menuRoute | note | exclusiveFG | menuDisp | sysModule / mid | menuLogo | menuType | parentMenuID | orderNum | granted to |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of menuRows(roleOrder)) {
    const active = r.activePath ? ` (activePath \`${r.activePath}\`)` : '';
    lines.push(`| ${r.id} | \`${r.route}\` | \`${r.note}\` | ${r.hidden ? 1 : 0} | ${r.disp} | ${r.module} | ${r.logo} | ${r.type} | ${r.parentId} | ${r.orderNum} | ${r.roles.join(', ')}${active} |`);
  }
  return lines.join('\n');
}
