// The workflow's starting data, inserted when missing (a new database, or one migrated from before the
// engine): the default flows as version 1, their bindings, and the unsafe-event types bound to their
// category's form of the library (else the unsafe-event form) and to 'baqsj-default'. Idempotent: runs at every start.
import type { Store } from '../db/store.ts';
import { DEFAULT_BINDINGS, DEFAULT_FLOWS } from '../../../src/core/workflow/defaultFlows.ts';
import { categoryFormId } from './categoryForms.ts';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TECH_APPLICATION_FORM } from '../../../src/core/pages/techApplication.ts';

const FORMS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'forms');

/**
 * The application form of new technologies (issue 35 §1) and its filled fixture: a restricted technology's,
 * with the ethics approval; `unlimit` drops the ethics part (it is not shown for that class).
 */
export function techApplicationFiles(kind: 'limit' | 'unlimit' = 'limit'): { schema: unknown; sample: Record<string, unknown> } {
  const schema = JSON.parse(readFileSync(join(FORMS_DIR, `${TECH_APPLICATION_FORM}.form.json`), 'utf8')) as unknown;
  const { app_tech_kind: _kind, ...sample } = (JSON.parse(readFileSync(join(FORMS_DIR, `${TECH_APPLICATION_FORM}.valid.json`), 'utf8')) as { data: Record<string, unknown> }).data;
  if (kind === 'unlimit') for (const k of ['app_ethics_no', 'app_ethics_date', 'app_ethics_file']) delete sample[k];
  return { schema, sample };
}

export const UNSAFE_EVENT_FORM = '05-unsafe-event-report';

/** [code, name, English name]: the categories of the unsafe-event dictionary. */
export const EVENT_TYPES: [string, string, string][] = [
  ['fall', '跌倒/坠床', 'Fall'], ['medication', '给药错误', 'Medication error'], ['pressure', '压力性损伤', 'Pressure injury'],
  ['tube', '管路滑脱', 'Tube dislodgement'], ['device', '医疗器械', 'Medical device'], ['infection', '院内感染', 'Hospital infection'],
  ['transfusion', '输血事件', 'Transfusion event'], ['surgery', '手术事件', 'Surgical event'], ['other', '其他', 'Other'],
];

export async function ensureWorkflowDefaults(store: Store, now: number): Promise<void> {
  await store.transaction(async () => {
    // a default flow added by a later release (quality-rectification) reaches databases seeded before it
    for (const f of DEFAULT_FLOWS) {
      if (!await store.getLatestFlow(f.code)) await store.insertFlowVersion(f, { userId: null, userName: '系统' }, now);
    }
    // the technology application form (issue 35 §1) reaches databases seeded before it
    if (!await store.getFormLatestByCode(TECH_APPLICATION_FORM)) {
      await store.insertForm({ code: TECH_APPLICATION_FORM, name: '新技术新项目申请书', nameEn: 'New technology application', kind: 'report',
        schema: techApplicationFiles().schema, note: '初始版本（结构化申请书）', userId: null, userName: '系统', now });
    }
    for (const [subject, code] of Object.entries(DEFAULT_BINDINGS)) {
      if (!await store.getBinding(subject) && await store.getLatestFlow(code)) await store.setBinding(subject, code, now);
    }
    const form = await store.getFormLatestByCode(UNSAFE_EVENT_FORM);
    if ((await store.listEventTypes()).length === 0 && form) {
      // a category with its own form in the library reports on it (seed/categoryForms.ts), the others on the generic one
      for (const [i, [code, name, nameEn]] of EVENT_TYPES.entries()) {
        await store.insertEventType({ code, name, nameEn, formId: (await categoryFormId(store, code)) ?? form.id, sort: i + 1 });
      }
    }
    for (const e of await store.listEventTypes()) {
      if (!e.flowCode && await store.getLatestFlow('baqsj-default')) await store.setBinding(`baqsj:${e.code}`, 'baqsj-default', now);
    }
  });
}
