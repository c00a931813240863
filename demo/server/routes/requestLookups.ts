// What one request reads of the reference data (event types, departments, forms), read once for that
// request: a submission's checks asked the event types four times and the form versions three (issue 24,
// the load test). The data itself comes from the store's reference data (store/refData.ts), which the
// process keeps while the database's counter says it is unchanged: one read of that counter per request.
import type { AuthedCtx } from '../http/router.ts';
import type { FormVersionRow } from '../db/store.ts';
import type { EventTypeRow } from '../db/store/flows.ts';
import type { RefData, RefDept } from '../db/store/refData.ts';

export interface RequestLookups {
  listEventTypes(): Promise<readonly EventTypeRow[]>;
  getEventType(code: string): Promise<EventTypeRow | undefined>;
  /** the departments (no heads): names, English names, the tree and status */
  listDepts(): Promise<readonly RefDept[]>;
  deptNamesEn(): Promise<Map<string, string>>;
  getFormLatest(id: number): Promise<FormVersionRow | undefined>;
  getFormVersion(id: number, version: number): Promise<FormVersionRow | undefined>;
}

const MEMO = new WeakMap<object, RequestLookups>();

/** The request's lookups: each asked once, its answer (or its failure) shared by every later call. */
export function lookups(ctx: Pick<AuthedCtx, 'req' | 'app'>): RequestLookups {
  let l = MEMO.get(ctx.req);
  if (l) return l;
  const store = ctx.app.store;
  const once = <T>(read: () => Promise<T>) => {
    let p: Promise<T> | undefined;
    return () => (p ??= read());
  };
  const ref: () => Promise<RefData> = once(() => store.refData());
  const versions = new Map<string, Promise<FormVersionRow | undefined>>();
  const version = (id: number, v: number) => {
    const key = `${id}@${v}`;
    let p = versions.get(key);
    if (!p) versions.set(key, (p = store.getFormVersion(id, v)));
    return p;
  };
  l = {
    listEventTypes: async () => (await ref()).eventTypes,
    getEventType: async (code) => (await ref()).eventTypes.find((t) => t.code === code),
    listDepts: async () => (await ref()).depts,
    deptNamesEn: once(async () => new Map((await ref()).depts.filter((d) => d.deptNameEn).map((d) => [d.deptName, d.deptNameEn]))),
    // the latest version is also that version: asked for by number next, it is not read again
    getFormLatest: async (id) => {
      const row = await (await ref()).formLatest(id);
      if (row && !versions.has(`${id}@${row.version}`)) versions.set(`${id}@${row.version}`, Promise.resolve(row));
      return row;
    },
    getFormVersion: version,
  };
  MEMO.set(ctx.req, l);
  return l;
}
