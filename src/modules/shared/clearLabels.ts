// Clear buttons in the page language (issue 22 §7). antd's Select names its clear button "Clear" whatever
// the locale (rc-select's default label), and Input's clear button has no name of its own (its icon reads
// "close-circle"). One observer per shadow root names every clear button after the antd locale's own
// word for it (zh-CN 清除, en Clear), however the control was written.
const CLEAR_BUTTONS = 'button.ant-select-clear, button.ant-input-clear-icon';

function name(el: Element, label: string): void {
  if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
  // the icon inside is decoration: the button carries the name
  for (const icon of el.querySelectorAll('[role=img]')) if (icon.getAttribute('aria-hidden') !== 'true') icon.setAttribute('aria-hidden', 'true');
}

function nameWithin(node: Node, label: string): void {
  if (!(node instanceof Element)) return;
  if (node.matches(CLEAR_BUTTONS)) name(node, label);
  for (const el of node.querySelectorAll(CLEAR_BUTTONS)) name(el, label);
}

/** Names the clear buttons under `root` now and whenever they appear or are renamed; returns the disposer. */
export function installClearLabels(root: ShadowRoot | Element, label: string): () => void {
  if (!label) return () => undefined;
  for (const el of root.querySelectorAll(CLEAR_BUTTONS)) name(el, label);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') {
        if (r.target instanceof Element && r.target.matches(CLEAR_BUTTONS)) name(r.target, label);
      } else {
        for (const n of r.addedNodes) nameWithin(n, label);
      }
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  return () => observer.disconnect();
}
