// Every namespace of the bundle in one table, for Node tests and tools that check texts across modules
// (a page never loads this: its instance grows with the modules it loads, see instance.ts).
import { common } from './locales/common.ts';
import { http } from './locales/http.ts';
import { password } from './locales/password.ts';
import { form } from './locales/form.ts';
import { designer } from './locales/designer.ts';
import { shell } from './locales/shell.ts';
import { bell } from './locales/bell.ts';
import { pages } from './locales/pages.ts';
import { workflow } from './locales/workflow.ts';
import { tech } from './locales/tech.ts';
import { flows } from './locales/flowsAdmin.ts';
import { quality } from './locales/quality.ts';
import { admin } from './locales/admin.ts';
import { notices } from './locales/notices.ts';
import { sysSettings } from './locales/sysSettings.ts';
import { excel } from './locales/excel.ts';
import { charts } from './locales/charts.ts';
import { richText } from './locales/richText.ts';
import { report } from './locales/report.ts';
import { mail } from './locales/mail.ts';
import { wecom } from './locales/wecom.ts';
import { directory } from './locales/directory.ts';
import { pdca } from './locales/pdca.ts';
import { rca } from './locales/rca.ts';
import { formLib } from './locales/formLib.ts';
import { formula } from './locales/formula.ts';
import { offline } from './locales/offline.ts';
import { lists } from './locales/lists.ts';
import { audit } from './locales/audit.ts';
import { signin } from './locales/signin.ts';
import { initI18n, type I18n, type Lang } from './instance.ts';

export const NAMESPACES = {
  common, http, password, form, designer, shell, bell, pages, workflow, tech, flows, quality, admin, notices, sysSettings, excel, charts, richText, report, pdca,
  mail, rca, formLib, formula, wecom, offline, lists, directory, audit, signin,
} as const;

/** An instance with every namespace (not the page's: see createPageI18n). */
export function createI18n(lang: Lang = 'zh-CN'): I18n {
  return initI18n(lang, NAMESPACES);
}
