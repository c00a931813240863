// What antd's <App> provides to App.useApp() (message, notification, modal), without loading the
// modal and notification code before first paint: message is there at once (every element toasts);
// modal and notification calls load their hooks on first use and run as soon as they are here.
import { createElement, Fragment, useCallback, useMemo, useRef, useState, type ComponentType, type ReactElement } from 'react';
import useMessage from 'antd/es/message/useMessage';
import type { useAppProps } from 'antd/es/app/context';
import type { ConfigOptions as MessageConfig } from 'antd/es/message/interface';

export type LazyApis = Pick<useAppProps, 'modal' | 'notification'>;
type ModalHandle = ReturnType<useAppProps['modal']['confirm']>;
type Holder = ComponentType<{ onReady(apis: LazyApis): void }>;

const MODAL_TYPES = ['confirm', 'info', 'success', 'error', 'warning'] as const;
const NOTICE_TYPES = ['open', 'success', 'info', 'warning', 'error', 'destroy'] as const;

/** [App.useApp() value, the elements to render next to the children] */
export function useLazyAppApis(messageConfig: MessageConfig): [useAppProps, ReactElement] {
  const [messageApi, messageHolder] = useMessage(messageConfig);
  const [Holders, setHolders] = useState<Holder | null>(null);
  const state = useRef<{ apis?: LazyApis; queue: ((a: LazyApis) => void)[]; loading: boolean }>({ queue: [], loading: false });

  const withApis = useCallback((fn: (a: LazyApis) => void) => {
    const s = state.current;
    if (s.apis) return fn(s.apis);
    s.queue.push(fn);
    if (s.loading) return;
    s.loading = true;
    import('./lazyHolders.tsx').then(
      (m) => setHolders(() => m.Holders),
      (e: unknown) => {
        s.loading = false;
        console.error('[hos] dialogs could not be loaded', e);
      },
    );
  }, []);
  const onReady = useCallback((apis: LazyApis) => {
    const s = state.current;
    s.apis = apis;
    for (const fn of s.queue.splice(0)) fn(apis);
  }, []);

  const lazy = useMemo(() => {
    const modal = {} as Record<string, unknown>;
    for (const type of MODAL_TYPES) {
      modal[type] = (config: Parameters<useAppProps['modal']['confirm']>[0]) => {
        let real: ModalHandle | undefined;
        let destroyed = false;
        let update: Parameters<ModalHandle['update']>[0] | undefined;
        let settle!: (ok: boolean) => void;
        const done = new Promise<boolean>((r) => (settle = r));
        withApis((a) => {
          if (destroyed) return settle(false);
          real = a.modal[type](config);
          if (update) real.update(update);
          void real.then(settle, () => settle(false));
        });
        return {
          destroy: () => {
            destroyed = true;
            real?.destroy();
          },
          update: (c: Parameters<ModalHandle['update']>[0]) => (real ? real.update(c) : void (update = c)),
          then: (ok?: (v: boolean) => unknown, fail?: (e: unknown) => unknown) => done.then(ok, fail),
        };
      };
    }
    const notification = {} as Record<string, unknown>;
    for (const type of NOTICE_TYPES) {
      notification[type] = (...args: unknown[]) => withApis((a) => (a.notification[type] as (...x: unknown[]) => void)(...args));
    }
    return { modal: modal as unknown as useAppProps['modal'], notification: notification as unknown as useAppProps['notification'] };
  }, [withApis]);

  const value = useMemo<useAppProps>(() => ({ message: messageApi, ...lazy }), [messageApi, lazy]);
  const holders = createElement(
    Fragment,
    null,
    messageHolder,
    Holders ? createElement(Holders, { onReady }) : null,
  );
  return [value, holders];
}
