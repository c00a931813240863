// What one request reads of the reference data (event types, departments, forms), read once for that
// request: a submission's checks asked the event types four times and the form versions three (issue 24,
// the load test). Per request, never across requests: another instance's change is seen by the next one.
import type { AuthedCtx } from '../http/router.ts';
import type { Store } from '../db/store.ts';

type Lookup<K extends keyof Store> = Store[K] extends (...a: infer A) => Promise<infer R> ? (...a: A) => Promise<R> : never;

export interface RequestLookups {
  listEventTypes: Lookup<'listEventTypes'>;
  /** one of listEventTypes' rows (the same columns as the store's getEventType) */
  getEventType(code: string): ReturnType<Lookup<'getEventType'>>;
  listDepts: Lookup<'listDepts'>;
  deptNamesEn: Lookup<'deptNamesEn'>;
  getFormLatest: Lookup<'getFormLatest'>;
  getFormVersion: Lookup<'getFormVersion'>;
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
  const keyed = <T>(seen: Map<string, Promise<T>>, read: (key: string) => Promise<T>) => (key: string) => {
    let p = seen.get(key);
    if (!p) seen.set(key, (p = read(key)));
    return p;
  };
  const eventTypes = once(() => store.listEventTypes());
  const depts = once(() => store.listDepts());
  const versions = new Map<string, ReturnType<Lookup<'getFormVersion'>>>();
  const version = keyed(versions, (k) => {
    const [id, v] = k.split('@').map(Number);
    return store.getFormVersion(id, v);
  });
  // the latest version is also that version: asked for by number next, it is not read again
  const latest = keyed(new Map(), async (id) => {
    const row = await store.getFormLatest(Number(id));
    if (row && !versions.has(`${id}@${row.version}`)) versions.set(`${id}@${row.version}`, Promise.resolve(row));
    return row;
  });
  l = {
    listEventTypes: eventTypes,
    getEventType: async (code) => (await eventTypes()).find((t) => t.code === code),
    listDepts: depts,
    // from the departments when this request reads them anyway (one read either way)
    deptNamesEn: once(async () => new Map((await depts()).filter((d) => d.deptNameEn).map((d) => [d.deptName, d.deptNameEn]))),
    getFormLatest: (id) => latest(String(id)),
    getFormVersion: (id, v) => version(`${id}@${v}`),
  };
  MEMO.set(ctx.req, l);
  return l;
}
