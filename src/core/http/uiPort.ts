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

export interface ReloginOptions {
  first?: boolean;
}

export interface UiImpl {
  toast(type: ToastType, text: string, durationMs: number): void;
  confirm(opts: ConfirmOptions): Promise<boolean>;
  /** asks the user to sign in again in place (a dialog in the element); true once signed in (issue 10 §1);
   *  `first`: nobody was signed in (a host page's own sign-in, issue 36 §1) */
  relogin?(opts?: ReloginOptions): Promise<boolean>;
}

export interface UiPort extends UiImpl {
  /** signs in again in place through the attached implementation; without one, reloads (the old way) and resolves false */
  relogin(opts?: ReloginOptions): Promise<boolean>;
  /** true once an element that can show the sign-in dialog is attached (at once when one is); false after `ms` */
  whenSignIn(ms: number): Promise<boolean>;
  /** attach an implementation; the latest attached one is used; returns a detach function */
  attach(impl: UiImpl): () => void;
  reload(): void;
  /** the current location path (for "am I on the login page") */
  currentPath(): string;
}

export function createUiPort(env: { reload?: () => void; currentPath?: () => string } = {}): UiPort {
  const stack: UiImpl[] = [];
  const top = () => stack[stack.length - 1];
  const waiting = new Set<() => void>();
  return {
    attach(impl) {
      stack.push(impl);
      if (impl.relogin) waiting.forEach((fn) => fn());
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
    relogin(opts) {
      const impl = [...stack].reverse().find((i) => i.relogin);
      if (impl?.relogin) return impl.relogin(opts);
      this.reload();
      return Promise.resolve(false);
    },
    whenSignIn(ms) {
      if (stack.some((i) => i.relogin)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const done = (ok: boolean) => {
          waiting.delete(attached);
          clearTimeout(timer);
          resolve(ok);
        };
        const attached = () => done(true);
        const timer = setTimeout(() => done(false), ms);
        waiting.add(attached);
      });
    },
    reload: env.reload ?? (() => { if (typeof location !== 'undefined') location.reload(); }),
    currentPath: env.currentPath ?? (() => (typeof location !== 'undefined' ? location.pathname + location.hash : '')),
  };
}
