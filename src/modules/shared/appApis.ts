// What antd's <App> provides to App.useApp() (message, notification, modal), without loading their
// code before first paint: their code (lazyHolders.tsx) is fetched in an idle moment a little after the
// first paint, and the hooks are mounted by the first call, which runs as soon as they are here. The
// message holder used to be mounted at first paint for a toast most forms never show (8 KB gzip of the
// renderer's first paint); fetched soon after it, the code is here before a failing server has
// anything to report.
import { createElement, useCallback, useMemo, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { useAppProps } from 'antd/es/app/context';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';
import { usePrefetchLater } from './prefetch.ts';
import type { HoldersProps, LazyApis } from './lazyHolders.tsx';

type ModalHandle = ReturnType<useAppProps['modal']['confirm']>;
type MessageHandle = ReturnType<useAppProps['message']['open']>;
type Holder = ComponentType<HoldersProps>;

const loadHolders = () => import('./lazyHolders.tsx');

const MODAL_TYPES = ['confirm', 'info', 'success', 'error', 'warning'] as const;
const NOTICE_TYPES = ['open', 'success', 'info', 'warning', 'error', 'destroy'] as const;
const MESSAGE_TYPES = ['open', 'success', 'info', 'warning', 'error', 'loading'] as const;

/** antd's dialog and toast handles: then(ok, fail) with the result */
type Settles = { then(ok: (v: boolean) => unknown, fail: () => void): unknown };

/**
 * A dialog or toast asked for before the hooks are here: made once they are, unless cancelled first.
 * `done` resolves with its result (false when cancelled or failed); `cancel` returns the real one, if any,
 * for the caller to close.
 */
function later<H extends Settles>(withApis: (fn: (a: LazyApis) => void) => void, make: (a: LazyApis) => H, onMade?: (real: H) => void) {
  let real: H | undefined;
  let cancelled = false;
  let settle!: (v: boolean) => void;
  const done = new Promise<boolean>((r) => (settle = r));
  withApis((a) => {
    if (cancelled) return settle(false);
    real = make(a);
    onMade?.(real);
    void real.then(settle, () => settle(false));
  });
  return {
    done,
    real: () => real,
    cancel: () => {
      cancelled = true;
      return real;
    },
  };
}

/** [App.useApp() value, the elements to render next to the children] */
export function useLazyAppApis(messageConfig: MessageConfig): [useAppProps, ReactElement | null] {
  const [Holders, setHolders] = useState<Holder | null>(null);
  const state = useRef<{ apis?: LazyApis; queue: ((a: LazyApis) => void)[]; loading: boolean }>({ queue: [], loading: false });

  const withApis = useCallback((fn: (a: LazyApis) => void) => {
    const s = state.current;
    if (s.apis) return fn(s.apis);
    s.queue.push(fn);
    if (s.loading) return;
    s.loading = true;
    loadHolders().then(
      (m) => setHolders(() => m.Holders),
      (e: unknown) => {
        s.loading = false;
        console.error('[hos] messages and dialogs could not be loaded', e);
      },
    );
  }, []);
  // the code, not the holders (shared/prefetch.ts)
  usePrefetchLater(loadHolders);
  const onReady = useCallback((apis: LazyApis) => {
    const s = state.current;
    s.apis = apis;
    for (const fn of s.queue.splice(0)) fn(apis);
  }, []);

  const lazy = useMemo(() => {
    const modal = {} as Record<string, unknown>;
    for (const type of MODAL_TYPES) {
      modal[type] = (config: Parameters<useAppProps['modal']['confirm']>[0]) => {
        let update: Parameters<ModalHandle['update']>[0] | undefined;
        const call = later(withApis, (a) => a.modal[type](config), (real) => update && real.update(update));
        return {
          destroy: () => call.cancel()?.destroy(),
          update: (c: Parameters<ModalHandle['update']>[0]) => {
            const real = call.real();
            if (real) real.update(c);
            else update = c;
          },
          then: (ok?: (v: boolean) => unknown, fail?: (e: unknown) => unknown) => call.done.then(ok, fail),
        };
      };
    }
    const notification = {} as Record<string, unknown>;
    for (const type of NOTICE_TYPES) {
      notification[type] = (...args: unknown[]) => withApis((a) => (a.notification[type] as (...x: unknown[]) => void)(...args));
    }
    // a toast: shown once the hooks are here; the handle closes it (before or after) and resolves when it is gone
    const message = {} as Record<string, unknown>;
    for (const type of MESSAGE_TYPES) {
      message[type] = (...args: unknown[]) => {
        const call = later(withApis, (a) => (a.message[type] as (...x: unknown[]) => MessageHandle)(...args));
        return Object.assign(() => call.cancel()?.(), { then: (ok?: (v: boolean) => unknown, fail?: (e: unknown) => unknown) => call.done.then(ok, fail) });
      };
    }
    message.destroy = (key?: string) => {
      const s = state.current;
      if (s.apis) s.apis.message.destroy(key);
      else if (s.loading) s.queue.push((a) => a.message.destroy(key));
    };
    return {
      modal: modal as unknown as useAppProps['modal'],
      notification: notification as unknown as useAppProps['notification'],
      message: message as unknown as useAppProps['message'],
    };
  }, [withApis]);

  const holders = Holders ? createElement(Holders, { onReady, messageConfig }) : null;
  return [lazy, holders];
}
