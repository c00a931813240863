// Why a call got no answer at all (issue 36 §1). The browser says only "Network Error" both when the HOS
// server is down and when it refuses the page's origin (the host page on another site, not listed in the
// server's HOS_CORS_ORIGINS: the browser drops the answer). One request that needs no permission tells
// them apart: a `no-cors` fetch of the server's address resolves (opaque) whenever the server answers at
// all, and fails only when nothing answers. The finding is the page's state: every element shows it, in
// the page's language, until a call gets an answer again; the console names the setting once.

export type ReachKind = 'origin' | 'down';

export interface ReachProblem {
  kind: ReachKind;
  /** the API server's origin (`http://host:port`) */
  api: string;
  /** the page's origin */
  origin: string;
}

export interface ReachDeps {
  /** the page's origin; undefined outside a browser (Node tests) */
  pageOrigin(): string | undefined;
  /** the browser's fetch (a `no-cors` probe) */
  fetch?: (url: string, init: { mode: 'no-cors'; cache: 'no-store'; credentials: 'omit' }) => Promise<unknown>;
  /** one line for the integrating developer */
  log?(line: string): void;
}

export interface Reach {
  /** the problem now, or null */
  state(): ReachProblem | null;
  subscribe(fn: () => void): () => void;
  /** A call to `url` got no answer: finds out why (one probe per server at a time) and records it. */
  diagnose(url: string): Promise<ReachProblem | null>;
  /** A call got an answer: the problem, if any, is gone. */
  answered(): void;
}

/** The origin of an address as the page resolves it, or undefined for something that is not one. */
export function originOf(url: string, base: string | undefined): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** The developer's line: what happened and which setting of the server decides it. */
export function reachLogLine(p: ReachProblem): string {
  return p.kind === 'origin'
    ? `[hos] the HOS server ${p.api} refuses calls from ${p.origin}: add ${p.origin} to the server's HOS_CORS_ORIGINS (docs/security.md)`
    : `[hos] the HOS server ${p.api} does not answer (down, or the address in HOS_CONFIG.apiBase / the api-base attribute is wrong)`;
}

export function createReach(deps: ReachDeps): Reach {
  let current: ReachProblem | null = null;
  const listeners = new Set<() => void>();
  const probing = new Map<string, Promise<ReachProblem | null>>();
  const logged = new Set<string>();
  const set = (p: ReachProblem | null) => {
    if (p === current || (p && current && p.kind === current.kind && p.api === current.api)) return;
    current = p;
    listeners.forEach((fn) => fn());
  };

  async function probe(api: string, origin: string): Promise<ReachProblem> {
    // the same origin needs no permission: no answer means the server is down
    if (api === origin || !deps.fetch) return { kind: 'down', api, origin };
    try {
      await deps.fetch(api + '/', { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
      return { kind: 'origin', api, origin };
    } catch {
      return { kind: 'down', api, origin };
    }
  }

  return {
    state: () => current,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    diagnose(url) {
      const origin = deps.pageOrigin();
      const api = originOf(url, origin);
      if (!origin || !api) return Promise.resolve(null);
      let p = probing.get(api);
      if (!p) {
        p = probe(api, origin).then((found) => {
          const line = reachLogLine(found);
          if (!logged.has(line)) {
            logged.add(line);
            deps.log?.(line);
          }
          set(found);
          return found;
        }).finally(() => probing.delete(api));
        probing.set(api, p);
      }
      return p;
    },
    answered: () => set(null),
  };
}
