// Counts by a field of a category's form (issue 31 §4):
//   GET /api/v1/records/field-counts?eventType=fall&field=morse_band&<the data query's filters>
// answers how many of the records the data query would list (the 'all' scope: the data-query roles, within
// the caller's data scope, never drafts) hold each value of the field: the choice and computed fields of
// the type's current form (src/core/stats/fieldCounts.ts countableFields). A record counts by the field
// when its own form version has it (older versions and other forms too); the others are counted apart.
// The rows behind a count are the list's `field` + `fieldValue` filter (recordQuery.ts withFilters).
import type { AuthedCtx, Router } from '../http/router.ts';
import { countableFields, FIELD_MODEL, tallyField, type CountableField, type FieldCountsAnswer } from '../../../src/core/stats/fieldCounts.ts';
import type { EventTypeRow } from '../db/store/flows.ts';
import { WfRefusal } from '../workflow/refusal.ts';
import { listFilter } from './recordQuery.ts';
import { LIST_QUERY } from './recordSchemas.ts';
import { lookups } from './requestLookups.ts';

/** The countable field `model` of the event type's current form, or undefined (no such type, form or field). */
export async function typeField(ctx: Pick<AuthedCtx, 'req' | 'app'>, eventType: string, model: string): Promise<{ type: EventTypeRow; field: CountableField } | undefined> {
  const type = await lookups(ctx).getEventType(eventType);
  const form = type?.formId ? await lookups(ctx).getFormLatest(type.formId) : undefined;
  const field = form && countableFields(form.schema).find((f) => f.model === model);
  return type && field ? { type, field } : undefined;
}

async function fieldCounts(ctx: AuthedCtx): Promise<FieldCountsAnswer> {
  const q = ctx.query as Record<string, string | undefined>;
  // who may ask and what they see: the data query's own rule ('all' scope) and filters
  const filter = await listFilter(ctx, { ...q, scope: 'all' });
  // the counts are of every value: a value picked in the list does not narrow them
  delete filter.field;
  const eventType = q.eventType?.trim();
  if (!eventType) throw new WfRefusal(400, 'server.fieldCountType');
  const model = q.field?.trim() ?? '';
  const found = FIELD_MODEL.test(model) ? await typeField(ctx, eventType, model) : undefined;
  if (!found) {
    const type = await lookups(ctx).getEventType(eventType);
    if (!type) throw new WfRefusal(400, 'server.eventTypeInvalid');
    throw new WfRefusal(400, 'server.fieldNotCountable', { type: { 'zh-CN': type.name, en: type.nameEn || type.name }, field: model.slice(0, 100) });
  }
  const rows = await ctx.app.store.countRecordsByField({ ...filter, module: 'baqsj' }, model);
  const { field } = found;
  return {
    eventType, field: { model: field.model, title: field.title, kind: field.kind },
    ...tallyField(field, rows.map((r) => ({ onForm: r.onForm === 1, value: r.value, n: r.n }))),
  };
}

export function fieldCountRoutes(r: Router): void {
  r.get('/api/v1/records/field-counts', { auth: 'user', query: LIST_QUERY }, async (ctx) => fieldCounts(ctx));
}
