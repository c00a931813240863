// Focus returns to the control that opened a dialog (issue 12 §2), for every modal, drawer and confirm of
// an element. antd (rc-dialog, rc-drawer) restores `document.activeElement`, which for a control inside
// a shadow root is the element's host: focusing the host does nothing and focus fell to <body>.
//
// One mechanism per element root instead (installed by ElementRoot, so every dialog of every module gets
// it without code at the call site): the root remembers the deep active element each time focus moves
// (walking shadowRoot.activeElement through nested elements), and while focus is inside a dialog it
// watches the root; when the dialog closes (hidden or removed) and focus is lost, it goes back to the
// most recent remembered control that is still on the page and visible: the button that opened the
// dialog, or, for a confirm opened from a dialog, the control of that dialog. No React here, only
// the DOM's focus and MutationObserver APIs.

/** What counts as a dialog: antd modals and confirms, drawers, and anything with role dialog. */
export const DIALOG_SELECTOR = '.ant-modal-wrap, .ant-modal-root, .ant-drawer, [role="dialog"], [role="alertdialog"]';

const HISTORY = 16;

/** The root's FocusReturn, once installed (tests wait for it: it loads after the first paint). */
export const INSTALLED = Symbol.for('hos.focusReturn');

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let el = root.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The nearest dialog around `el`, looking out through shadow roots (a renderer inside the designer's preview). */
function dialogOf(el: Element): Element | null {
  for (let at: Element | null = el; at; ) {
    const dialog = at.closest(DIALOG_SELECTOR);
    if (dialog) return dialog;
    const root = at.getRootNode();
    at = root instanceof ShadowRoot ? root.host : null;
  }
  return null;
}

/** `el` is in `root` or in an element nested in it. */
function within(root: ShadowRoot | Document, el: Element): boolean {
  for (let node: Node = el.getRootNode(); ; ) {
    if (node === root) return true;
    if (!(node instanceof ShadowRoot)) return false;
    node = node.host.getRootNode();
  }
}

function visible(el: Element): boolean {
  if (!el.isConnected) return false;
  const check = (el as Element & { checkVisibility?(): boolean }).checkVisibility;
  return check ? check.call(el) : (el as HTMLElement).offsetParent !== null || el === document.body;
}

/** Focus is nowhere useful: on <body>, on a host whose inside lost it, or on a hidden or removed element. */
function focusLost(host: Element): boolean {
  const active = deepActiveElement();
  if (!active || active === document.body || active === document.documentElement) return true;
  if (active === host || (active.shadowRoot && !active.shadowRoot.activeElement)) return true;
  return !visible(active);
}

export interface FocusReturn {
  /** the remembered controls, most recent first (for tests) */
  history(): readonly Element[];
  dispose(): void;
}

/** Remembers focus inside `root` and gives it back when a dialog of `root` closes. */
export function installFocusReturn(root: ShadowRoot | Document): FocusReturn {
  const host = root instanceof ShadowRoot ? root.host : document.documentElement;
  let recent: Element[] = [];
  /** the dialog that last held the focus, while it may close */
  let dialog: Element | null = null;

  const observer = new MutationObserver(() => {
    if (!dialog) return;
    if (visible(dialog)) return;
    const closed = dialog;
    disarm();
    // a dialog closed: give focus back only if it was lost with it (not if the user moved it on)
    if (!focusLost(host)) return;
    const target = recent.find((el) => visible(el) && !closed.contains(el) && !(el instanceof HTMLElement && el.matches(':disabled')));
    (target as HTMLElement | undefined)?.focus({ preventScroll: true });
  });
  const arm = (around: Element) => {
    dialog = around;
    observer.disconnect();
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
  };
  function disarm() {
    dialog = null;
    observer.disconnect();
  }

  const onFocusIn = (e: Event) => {
    const target = e.composedPath()[0];
    if (!(target instanceof Element) || target === host) return;
    recent = [target, ...recent.filter((el) => el !== target && el.isConnected)].slice(0, HISTORY);
    const around = dialogOf(target);
    if (around) arm(around);
    else disarm();
  };
  root.addEventListener('focusin', onFocusIn);
  // installed after the first paint: the control focused by then counts as focused now
  const current = deepActiveElement();
  if (current && current !== host && within(root, current)) recent = [current];
  const handle: FocusReturn = {
    history: () => recent,
    dispose() {
      root.removeEventListener('focusin', onFocusIn);
      disarm();
      recent = [];
      delete (root as unknown as Record<symbol, unknown>)[INSTALLED];
    },
  };
  (root as unknown as Record<symbol, unknown>)[INSTALLED] = handle;
  return handle;
}
