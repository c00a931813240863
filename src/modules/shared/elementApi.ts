// How a React module exposes the element's public methods: it registers an object on the host
// element, and defineHosElement forwards calls to it (waiting for it when called too early).
import { useEffect } from 'react';

export const API_KEY = '__hosApi';
export const READY_KEY = '__hosReady';
export const READY_RESOLVE_KEY = '__hosReadyResolve';

export type ElementApi = Record<string, (...args: never[]) => unknown>;

export interface ElementApiSlot {
  __hosApi?: Record<string, (...args: unknown[]) => unknown>;
  __hosReady: Promise<void>;
  __hosReadyResolve?: () => void;
}

/** Register the element API; `ready` says when whenReady() may resolve. */
export function useElementApi(host: HTMLElement, api: Record<string, (...args: never[]) => unknown>, ready = true): void {
  useEffect(() => {
    const slot = host as unknown as ElementApiSlot;
    slot.__hosApi = api as unknown as Record<string, (...args: unknown[]) => unknown>;
    if (ready) slot.__hosReadyResolve?.();
  }, [host, api, ready]);
  useEffect(
    () => () => {
      const slot = host as unknown as ElementApiSlot;
      if (slot.__hosApi === (api as unknown)) delete slot.__hosApi;
    },
    [host, api],
  );
}
