import type { Router } from '../http/router.ts';
import { authRoutes } from './auth.ts';
import { auditRoutes } from './audit.ts';
import { userRoutes } from './users.ts';
import { sysadminRoutes } from './sysadmin.ts';
import { roleRoutes } from './roles.ts';
import { messageRoutes } from './messages.ts';
import { noticeRoutes } from './notices.ts';
import { fileRoutes } from './files.ts';
import { settingsRoutes } from './settings.ts';
import { mailRoutes } from './mail.ts';
import { wecomRoutes } from './wecom.ts';
import { directoryRoutes } from './directory.ts';
import { chargeRoutes } from './charges.ts';
import { techRoutes } from './tech.ts';
import { flowRoutes } from './flows.ts';
import { bizRoutes } from './biz.ts';
import type { ServerConfig } from '../config.ts';
import { menuRoutes } from './menus.ts';
import { formRoutes } from './forms.ts';
import { recordRoutes } from './records.ts';
import { dictRoutes } from './dicts.ts';
import { deptRoutes } from './depts.ts';
import { userImportRoutes } from './userImport.ts';
import { qualityRoutes } from './quality.ts';
import { statsRoutes } from './stats.ts';
import { reportRoutes } from './reports.ts';
import { rcaRoutes } from './rca.ts';
import { pdcaRoutes } from './pdca.ts';
import { eventTypeRoutes } from './eventTypes.ts';
import { fieldCountRoutes } from './fieldCounts.ts';
import { factorRoutes } from './factors.ts';

export function registerRoutes(r: Router, cfg: ServerConfig): void {
  for (const area of [authRoutes, userRoutes, sysadminRoutes, roleRoutes, messageRoutes, fileRoutes, settingsRoutes,
    chargeRoutes, techRoutes, formRoutes, recordRoutes, flowRoutes, dictRoutes, deptRoutes, menuRoutes,
    noticeRoutes, userImportRoutes, qualityRoutes, statsRoutes, reportRoutes, rcaRoutes, pdcaRoutes,
    mailRoutes, wecomRoutes, eventTypeRoutes, fieldCountRoutes, directoryRoutes, factorRoutes, auditRoutes]) area(r);
  bizRoutes(r, cfg);
}
