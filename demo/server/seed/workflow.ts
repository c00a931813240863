// The workflow's starting data, inserted when missing (a new database, or one migrated from before the
// engine): the default flows as version 1, their bindings, and the unsafe-event types bound to the
// unsafe-event form of the library and to 'baqsj-default'. Idempotent: runs at every start.
import type { SqliteStore } from '../db/store.ts';
import { DEFAULT_BINDINGS, DEFAULT_FLOWS } from '../../../src/core/workflow/defaultFlows.ts';

export const UNSAFE_EVENT_FORM = '05-unsafe-event-report';

/** [code, name, English name]: the categories of the unsafe-event dictionary. */
export const EVENT_TYPES: [string, string, string][] = [
  ['fall', '跌倒/坠床', 'Fall'], ['medication', '给药错误', 'Medication error'], ['pressure', '压力性损伤', 'Pressure injury'],
  ['tube', '管路滑脱', 'Tube dislodgement'], ['device', '医疗器械', 'Medical device'], ['infection', '院内感染', 'Hospital infection'],
  ['transfusion', '输血事件', 'Transfusion event'], ['surgery', '手术事件', 'Surgical event'], ['other', '其他', 'Other'],
];

export function ensureWorkflowDefaults(store: SqliteStore, now: number): void {
  store.transaction(() => {
    // a default flow added by a later release (quality-rectification) reaches databases seeded before it
    for (const f of DEFAULT_FLOWS) {
      if (!store.getLatestFlow(f.code)) store.insertFlowVersion(f, { userId: null, userName: '系统' }, now);
    }
    for (const [subject, code] of Object.entries(DEFAULT_BINDINGS)) {
      if (!store.getBinding(subject) && store.getLatestFlow(code)) store.setBinding(subject, code, now);
    }
    const form = store.getFormLatestByCode(UNSAFE_EVENT_FORM);
    if (store.listEventTypes().length === 0 && form) {
      EVENT_TYPES.forEach(([code, name, nameEn], i) => store.insertEventType({ code, name, nameEn, formId: form.id, sort: i + 1 }));
    }
    for (const e of store.listEventTypes()) {
      if (!e.flowCode && store.getLatestFlow('baqsj-default')) store.setBinding(`baqsj:${e.code}`, 'baqsj-default', now);
    }
  });
}
