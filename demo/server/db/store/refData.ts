// The reference data a submission checks against (event types, departments, forms' latest versions),
// kept by the process while the database says it has not changed (issue 24, the load test: reading them
// cost a submission three statements, 0.1-0.2 ms on SQLite and three round trips on PostgreSQL).
//
// Whether it changed: `meta.ref_gen`, a counter that triggers on depts, event_types, forms and
// flow_bindings raise in the writing transaction (migration 'refGeneration' on both backends). Every
// reader reads the counter first, then the data: a change committed in between is cached under the old
// counter and read again by the next request, which sees the new one. So another instance's change is
// seen by the next request, as with no cache; only the counter is read per request.
import type { SqlDb } from '../sql/types.ts';
import { flowsArea, type EventTypeRow } from './flows.ts';
import { formsArea } from './forms.ts';
import type { FormVersionRow } from './types.ts';

/** A department as the facts and the reporting-department check read it (no head). */
export interface RefDept { deptId: number; deptName: string; deptNameEn: string; parentId: number | null; status: number }

export interface RefData {
  readonly generation: string;
  readonly eventTypes: readonly EventTypeRow[];
  readonly depts: readonly RefDept[];
  /** the form's latest version (with its schema), read once per generation */
  formLatest(id: number): Promise<FormVersionRow | undefined>;
}

/** The same text in both migration lists: the counter's row. */
export const REF_GENERATION_ROW = "INSERT INTO meta (key, value) VALUES ('ref_gen', '1') ON CONFLICT (key) DO NOTHING;";
/** The tables whose rows the reference data is made of. */
export const REF_TABLES = ['depts', 'event_types', 'forms', 'flow_bindings'] as const;

export function refGenerationSqlite(): string {
  const bump = "UPDATE meta SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT) WHERE key = 'ref_gen';";
  return REF_GENERATION_ROW + REF_TABLES.flatMap((t) => (['INSERT', 'UPDATE', 'DELETE'] as const).map((op) =>
    `CREATE TRIGGER ${t}_ref_${op.toLowerCase()} AFTER ${op} ON ${t} BEGIN ${bump} END;`)).join('\n');
}

export function refGenerationPg(): string {
  return `${REF_GENERATION_ROW}
CREATE FUNCTION hos_ref_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN UPDATE meta SET value = (value::bigint + 1)::text WHERE key = 'ref_gen'; RETURN NULL; END $$;
${REF_TABLES.map((t) => `CREATE TRIGGER ${t}_ref AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${t} FOR EACH STATEMENT EXECUTE FUNCTION hos_ref_changed();`).join('\n')}`;
}

export function refDataArea(db: SqlDb) {
  const { listEventTypes } = flowsArea(db);
  const { getFormLatest } = formsArea(db);
  let cached: RefData | undefined;
  let loading: { generation: string; data: Promise<RefData> } | undefined;
  const load = async (generation: string): Promise<RefData> => {
    const [eventTypes, depts] = await Promise.all([
      listEventTypes(),
      db.all<RefDept>('SELECT id AS deptId, dept_name AS deptName, dept_name_en AS deptNameEn, parent_id AS parentId, status FROM depts ORDER BY sort, id'),
    ]);
    const forms = new Map<number, Promise<FormVersionRow | undefined>>();
    return {
      generation, eventTypes: Object.freeze(eventTypes.map((r) => Object.freeze(r))), depts: Object.freeze(depts.map((r) => Object.freeze(r))),
      formLatest(id) {
        let f = forms.get(id);
        if (!f) {
          forms.set(id, (f = getFormLatest(id)));
          // a failed read is not remembered
          f.catch(() => forms.delete(id));
        }
        return f;
      },
    };
  };
  return {
    /** The reference data as the database holds it now (one read of the counter while it is unchanged). */
    async refData(): Promise<RefData> {
      const row = await db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'ref_gen'");
      const generation = row?.value ?? '';
      if (cached && cached.generation === generation && generation) return cached;
      // concurrent requests after a change share one load of that generation
      if (loading?.generation !== generation) {
        const mine = { generation, data: load(generation) };
        loading = mine;
        // kept once loaded, unless a newer generation was kept meanwhile; a failed load is not kept
        mine.data.then(
          (d) => { if (generation && (!cached || Number(generation) >= Number(cached.generation))) cached = d; },
          () => {},
        ).finally(() => { if (loading === mine) loading = undefined; });
      }
      return loading.data;
    },
  };
}
