// Helpers for real-Chromium element tests: mounting, waiting, shadow-DOM queries, real input.
import { sendKeys, sendMouse } from '@web/test-runner-commands';

export { sendKeys, sendMouse };

export async function waitFor<T>(fn: () => T | null | undefined | false, what = 'condition', timeoutMs = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    try {
      const v = fn();
      if (v) return v as T;
    } catch {
      // retry until the timeout
    }
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export function mount<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, parent: HTMLElement = document.body): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  parent.appendChild(el);
  return el;
}

export const shadow = (el: Element) => (el as HTMLElement).shadowRoot!;
export const $ = <E extends Element = HTMLElement>(el: Element, sel: string) => shadow(el).querySelector<E>(sel);
export const $$ = <E extends Element = HTMLElement>(el: Element, sel: string) => Array.from(shadow(el).querySelectorAll<E>(sel));

/** Centre of an element in page coordinates (for sendMouse). */
/**
 * Waits until a click reaches the page again. dnd-kit stops every click in the capture phase until
 * 50 ms after a drop (so the drop is not also a click): a click sooner than that, such as the next
 * test's first click on a palette item under CPU load, would be swallowed. A probe click on <body>
 * tells when that is over.
 */
export function clicksReachPage(): Promise<true> {
  return waitFor(() => {
    let reached = false;
    const on = () => {
      reached = true;
    };
    document.body.addEventListener('click', on);
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    document.body.removeEventListener('click', on);
    return reached;
  }, 'clicks to reach the page after a drag');
}

export function centre(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

export async function click(el: Element) {
  el.scrollIntoView({ block: 'center' });
  await sendMouse({ type: 'click', position: centre(el) });
}

export async function typeInto(input: HTMLElement, text: string) {
  await click(input);
  await sendKeys({ type: text });
}

export function addHostileCss(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = `
    * { font: 20px serif !important; box-sizing: content-box !important; letter-spacing: 2px !important; color: #600 !important; }
    button { background: red !important; color: yellow !important; border: 5px dashed blue !important; padding: 20px !important; }
    input { border: 3px solid green !important; height: 60px !important; background: #ff0 !important; }
    [class*="ant-"] { outline: 2px dotted orange !important; }
    .ant-modal, .ant-btn, .ant-input { display: none !important; }
    *::before, *::after { content: '!' !important; }`;
  document.head.appendChild(style);
  return style;
}

/** Stub window.fetch / XHR is not needed: tests that need a server use the reference server. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Wait until an element stops moving (antd's open animations scale and fade their content). */
export async function waitStable(el: Element, timeoutMs = 8000): Promise<void> {
  const start = performance.now();
  let last = '';
  let same = 0;
  while (performance.now() - start < timeoutMs) {
    const r = el.getBoundingClientRect();
    const now = `${r.left},${r.top},${r.width},${r.height},${getComputedStyle(el).opacity}`;
    same = now === last ? same + 1 : 0;
    if (same >= 3 && !/-(appear|enter|leave)/.test(el.className)) return;
    last = now;
    await new Promise((res) => requestAnimationFrame(() => res(null)));
  }
}
