// The small port through which core shows toasts and asks for confirmation. core imports no UI
// package: the React layer attaches an implementation built on antd's hooks (App.useApp()).
// Until one is attached (or in Node tests) messages go to the console and confirmations resolve false.

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
  type?: 'warning' | 'info';
}

export interface UiImpl {
  toast(type: ToastType, text: string, durationMs: number): void;
  confirm(opts: ConfirmOptions): Promise<boolean>;
}

export interface UiPort extends UiImpl {
  /** attach an implementation; the latest attached one is used; returns a detach function */
  attach(impl: UiImpl): () => void;
  reload(): void;
  /** the current location path (for "am I on the login page") */
  currentPath(): string;
}

export function createUiPort(env: { reload?: () => void; currentPath?: () => string } = {}): UiPort {
  const stack: UiImpl[] = [];
  const top = () => stack[stack.length - 1];
  return {
    attach(impl) {
      stack.push(impl);
      return () => {
        const i = stack.lastIndexOf(impl);
        if (i >= 0) stack.splice(i, 1);
      };
    },
    toast(type, text, durationMs) {
      const impl = top();
      if (impl) impl.toast(type, text, durationMs);
      else (type === 'error' ? console.error : console.warn)(`[hos] ${text}`);
    },
    confirm(opts) {
      const impl = top();
      return impl ? impl.confirm(opts) : Promise.resolve(false);
    },
    reload: env.reload ?? (() => { if (typeof location !== 'undefined') location.reload(); }),
    currentPath: env.currentPath ?? (() => (typeof location !== 'undefined' ? location.pathname + location.hash : '')),
  };
}
