import type { Router } from '../http/router.ts';
import { authRoutes } from './auth.ts';
import { userRoutes } from './users.ts';
import { sysadminRoutes } from './sysadmin.ts';
import { roleRoutes } from './roles.ts';
import { messageRoutes } from './messages.ts';
import { fileRoutes } from './files.ts';
import { settingsRoutes } from './settings.ts';
import { chargeRoutes } from './charges.ts';
import { techApplicationRoutes, techRoutes } from './tech.ts';
import { menuRoutes } from './menus.ts';
import { formRoutes } from './forms.ts';
import { recordRoutes } from './records.ts';
import { dictRoutes } from './dicts.ts';

export function registerRoutes(r: Router): void {
  for (const area of [authRoutes, userRoutes, sysadminRoutes, roleRoutes, messageRoutes, fileRoutes, settingsRoutes,
    chargeRoutes, techRoutes, techApplicationRoutes, formRoutes, recordRoutes, dictRoutes, menuRoutes]) area(r);
}
