// The data layer: every SQL statement of the server lives under db/ (this file composes the areas of
// store/, each holding its own statements, always parameterised, written once for SQLite and PostgreSQL
// over the asynchronous SqlDb of db/sql/). Routes depend on the `DataStore` type (below). Each method is
// one unit of work; methods that touch several tables run in a transaction.
import type { SqlDb } from './sql/types.ts';
import { deptsArea } from './store/depts.ts';
import { dictsArea } from './store/dicts.ts';
import { flowsArea } from './store/flows.ts';
import { formsArea } from './store/forms.ts';
import { lookupsArea } from './store/lookups.ts';
import { statsArea } from './store/stats.ts';
import { messagesArea } from './store/messages.ts';
import { mailArea } from './store/mail.ts';
import { wecomArea } from './store/wecom.ts';
import { directoryArea } from './store/directory.ts';
import { noticesArea } from './store/notices.ts';
import { recordsArea } from './store/records.ts';
import { rolesArea } from './store/roles.ts';
import { sessionsArea } from './store/sessions.ts';
import { settingsArea } from './store/settings.ts';
import { techArea } from './store/tech.ts';
import { throttleArea } from './store/throttle.ts';
import { uploadsArea } from './store/uploads.ts';
import { usersArea } from './store/users.ts';
import { workflowArea } from './store/workflow.ts';
import { qualityArea } from './store/quality.ts';
import { reportsArea } from './store/reports.ts';
import { rcaArea } from './store/rca.ts';
import { pdcaArea } from './store/pdca.ts';
import { refDataArea } from './store/refData.ts';
import { factorsArea } from './store/factors.ts';
import { auditArea } from './store/audit.ts';
import { AuditLog } from '../audit/auditLog.ts';

export type * from './store/types.ts';

/** Every area of the store: one factory per file of store/, each given the same database. */
const AREAS = [
  settingsArea, lookupsArea, rolesArea, usersArea, sessionsArea, messagesArea, formsArea, recordsArea, techArea, uploadsArea,
  flowsArea, workflowArea, throttleArea, deptsArea, dictsArea, noticesArea, qualityArea, statsArea, reportsArea, rcaArea, pdcaArea,
  mailArea, refDataArea, wecomArea, directoryArea, factorsArea, auditArea,
];

type SettingsArea = ReturnType<typeof settingsArea>;
type LookupsArea = ReturnType<typeof lookupsArea>;
type RolesArea = ReturnType<typeof rolesArea>;
type UsersArea = ReturnType<typeof usersArea>;
type SessionsArea = ReturnType<typeof sessionsArea>;
type MessagesArea = ReturnType<typeof messagesArea>;
type MailArea = ReturnType<typeof mailArea>;
type WecomArea = ReturnType<typeof wecomArea>;
type DirectoryArea = ReturnType<typeof directoryArea>;
type FormsArea = ReturnType<typeof formsArea>;
type RecordsArea = ReturnType<typeof recordsArea>;
type TechArea = ReturnType<typeof techArea>;
type UploadsArea = ReturnType<typeof uploadsArea>;
type FlowsArea = ReturnType<typeof flowsArea>;
type WorkflowArea = ReturnType<typeof workflowArea>;
type ThrottleArea = ReturnType<typeof throttleArea>;
type DeptsArea = ReturnType<typeof deptsArea>;
type DictsArea = ReturnType<typeof dictsArea>;
type NoticesArea = ReturnType<typeof noticesArea>;
type QualityArea = ReturnType<typeof qualityArea>;
type StatsArea = ReturnType<typeof statsArea>;
type ReportsArea = ReturnType<typeof reportsArea>;
type RcaArea = ReturnType<typeof rcaArea>;
type PdcaArea = ReturnType<typeof pdcaArea>;
type RefDataArea = ReturnType<typeof refDataArea>;
type FactorsArea = ReturnType<typeof factorsArea>;
type AuditArea = ReturnType<typeof auditArea>;

// The class and this interface merge: an instance carries the methods of every area.
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface Store extends SettingsArea, LookupsArea, RolesArea, UsersArea, SessionsArea, MessagesArea, FormsArea,
  RecordsArea, TechArea, UploadsArea, FlowsArea, WorkflowArea, ThrottleArea, DeptsArea, DictsArea, NoticesArea, QualityArea,
  StatsArea, ReportsArea, RcaArea, PdcaArea,
  MailArea, RefDataArea, WecomArea, DirectoryArea, FactorsArea, AuditArea {}

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export class Store {
  /** issue 33 §5: the audit log's writer (audit/auditLog.ts); closing the store writes what it holds first */
  readonly audit: AuditLog;

  constructor(readonly db: SqlDb) {
    for (const area of AREAS) Object.assign(this, area(db));
    this.audit = new AuditLog(db);
  }

  async close(): Promise<void> {
    await this.audit.close();
    await this.db.close();
  }

  /** Runs fn in one transaction (the seed): every store call made while fn runs joins it. */
  transaction<T>(fn: () => Promise<T>): Promise<T> { return this.db.tx(fn); }
}

/** What routes see: the store's methods. */
export type DataStore = {
  [K in keyof Store as Store[K] extends (...a: never[]) => unknown ? K : never]: Store[K];
};
