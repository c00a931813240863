// View registry: menu `note` -> page (types.ts). Every page is lazy, so the shell loads a page's code
// only when its route opens. The shell's own views (dashboard, profile/index, 401/404, login,
// redirect) are not here.
import type { ViewRegistry } from './types.ts';
import { lazyView as view } from './lazyView.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { pages } from '../../core/i18n/locales/pages.ts';
import { workflow } from '../../core/i18n/locales/workflow.ts';
import { tech as techTexts } from '../../core/i18n/locales/tech.ts';
import { flows } from '../../core/i18n/locales/flowsAdmin.ts';
import { form } from '../../core/i18n/locales/form.ts';
import { password } from '../../core/i18n/locales/password.ts';

// every page view loads through this registry: the pages' texts arrive with it (src/core/i18n/instance.ts);
// form and password for the attachments and the user admin page, which use those keys directly. Newer
// areas (admin, notices, settings, quality) provide their namespace from their own view modules, so their
// texts load with their code, not in the app's first paint.
provideNamespaces({ pages, workflow, tech: techTexts, flows, form, password });

const records = () => import('./views/recordLists.tsx');
const report = () => import('./views/ReportPage.tsx');
const data = () => import('./views/DataQuery.tsx');
const tech = () => import('./views/TechLists.tsx');
const forms = () => import('./views/FormLibrary.tsx');
const cc = () => import('./views/CarbonCopy.tsx');
const quality = () => import('./views/quality/index.ts');
const pdca = () => import('./views/pdca/index.ts');

export const VIEWS: ViewRegistry = {
  // business area
  'biz/draft': view(records, 'BizDraft'),
  'biz/my': view(records, 'BizMy'),
  'biz/todo': view(records, 'BizTodo'),
  'biz/done': view(records, 'BizDone'),
  'biz/ccRecord': view(cc),
  'biz/message': view(() => import('./views/MessagePage.tsx')),
  'biz/notice': view(() => import('./views/notices/NoticeList.tsx')),
  'biz/notice/detail': view(() => import('./views/notices/NoticeDetail.tsx')),
  'biz/app': view(() => import('./views/AppCenter.tsx')),
  // unsafe-event platform
  'newBaqsj/report': view(report, 'ReportPage'),
  'newBaqsj/myConcern': view(records, 'MyConcern'),
  'newBaqsj/myEscalation': view(records, 'MyEscalation'),
  'newBaqsj/myDraft': view(records, 'MyDraft'),
  'newBaqsj/ended': view(records, 'Ended'),
  'newBaqsj/carbonCopy': view(cc, 'EventCarbonCopy'),
  'newBaqsj/lookDetail': view(() => import('./views/RecordDetail.tsx')),
  'newBaqsj/editDetail': view(report, 'EditDetail'),
  'newBaqsj/pendingMyApproval': view(records, 'PendingMyApproval'),
  'newBaqsj/approved': view(records, 'Approved'),
  'newBaqsj/queryData': view(data, 'QueryData'),
  'newBaqsj/qualityControl': view(data, 'QualityControl'),
  'newBaqsj/hospitalSenseData': view(data, 'HospitalSenseData'),
  'newBaqsj/handNumbnessData': view(data, 'HandNumbnessData'),
  'baqsj/review': view(records, 'ArchiveReview'),
  // new-technology management
  'xjsxxm/apply/myApply': view(tech, 'MyApply'),
  'xjsxxm/apply/pendApproval': view(tech, 'PendApproval'),
  'xjsxxm/catalogue/unlimit': view(tech, 'UnlimitCatalogue'),
  'xjsxxm/catalogue/limit': view(tech, 'LimitCatalogue'),
  'xjsxxm/review': view(tech, 'TechReview'),
  // a technology application's record page: the shared record detail (RecordDetail default export)
  'xjsxxm/apply/detail': view(() => import('./views/RecordDetail.tsx')),
  // medical quality
  'quality/scoreFormLib': view(forms, 'ScoreFormLib'),
  'quality/formLib': view(forms, 'QualityFormLib'),
  'quality/scoreFormLib/addScoreForm': view(() => import('./views/AddScoreForm.tsx')),
  'quality/detail': view(quality, 'QualityDetail'),
  'quality/rounds': view(quality, 'RoundsPage'),
  'quality/mySheets': view(quality, 'MySheets'),
  'quality/sheet': view(quality, 'SheetPage'),
  'quality/results': view(quality, 'ResultsPage'),
  'quality/monthlyReport': view(() => import('./reports/MonthlyReport.tsx'), 'MonthlyReport'),
  // issue 26 §2: improvement projects (PDCA), one lazy chunk
  'quality/pdca': view(pdca, 'PdcaList'),
  'quality/pdca/new': view(pdca, 'PdcaNew'),
  'quality/pdca/detail': view(pdca, 'PdcaDetail'),
  // system module
  'upms/sysuser': view(() => import('./views/UserManagement.tsx')),
  'newUpms/role': view(() => import('./views/system/RoleManagement.tsx'), 'RoleManagement'),
  'newUpms/dept': view(() => import('./views/system/DeptManagement.tsx'), 'DeptManagement'),
  'newUpms/dict': view(() => import('./views/system/DictManagement.tsx'), 'DictManagement'),
  'newUpms/menu': view(() => import('./views/system/MenuManagement.tsx'), 'MenuManagement'),
  'newUpms/notice': view(() => import('./views/notices/NoticeAdmin.tsx')),
  'newUpms/settings': view(() => import('./views/SystemSettings.tsx')),
  'newUpms/formLib': view(forms, 'SystemFormLib'),
  'newUpms/flow': view(() => import('./views/flows/FlowAdmin.tsx'), 'FlowAdmin'),
  'newUpms/eventType': view(() => import('./views/system/EventTypeManagement.tsx'), 'EventTypeManagement'),
  // issue 33 §5: the audit administrator's page (its menu row comes with the audit administrator's role)
  'newUpms/audit': view(() => import('./views/system/AuditLog.tsx'), 'AuditLog'),
};
