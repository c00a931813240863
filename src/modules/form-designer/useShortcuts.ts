// Keyboard shortcuts (issue 4 §2): Ctrl+Z undo, Ctrl+Shift+Z / Ctrl+Y redo, Delete removes,
// Ctrl+D clones, arrows move the selection through the form in document order. Never while the
// user types in a field, works in a dialog, or drags with the keyboard.
import { useCallback, type KeyboardEvent } from 'react';
import { walkWidgets, type DesignerStore } from '../../core/designer/index.ts';
import type { DesignerUi } from './DesignerContext.ts';

function isTyping(el: Element | null): boolean {
  if (!el) return false;
  const tag = el.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if ((el as HTMLElement).isContentEditable) return true;
  return Boolean(el.closest('.ant-select, .ant-modal, .fd-panel, .fd-drawer, [role="dialog"]'));
}

function order(store: DesignerStore): string[] {
  const keys: string[] = [];
  walkWidgets(store.getState().schema.list, (w) => void keys.push(w.key));
  return keys;
}

export function useShortcuts(store: DesignerStore, readonly: boolean, root: () => HTMLElement | null, ui: DesignerUi) {
  return useCallback((e: KeyboardEvent) => {
    if (ui.dragging) return;
    const target = (e.nativeEvent.composedPath()[0] ?? e.target) as Element;
    if (isTyping(target)) return;
    const mod = e.ctrlKey || e.metaKey;
    const key = e.key.toLowerCase();
    const selected = store.getState().selectedKey;
    let handled = true;
    if (mod && key === 'z' && !e.shiftKey && !readonly) store.undo();
    else if (mod && (key === 'y' || (key === 'z' && e.shiftKey)) && !readonly) store.redo();
    else if (mod && key === 'd' && selected && !readonly) store.cloneWidget(selected);
    else if ((e.key === 'Delete' || (e.key === 'Backspace' && !mod)) && selected && !readonly) store.removeWidget(selected);
    else if (!mod && ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(e.key)) {
      const keys = order(store);
      if (keys.length === 0) return;
      const i = selected ? keys.indexOf(selected) : -1;
      const back = e.key === 'ArrowUp' || e.key === 'ArrowLeft';
      const next = i < 0 ? keys[0] : keys[Math.min(keys.length - 1, Math.max(0, i + (back ? -1 : 1)))];
      store.selectWidget(next);
    } else handled = false;
    if (!handled) return;
    e.preventDefault();
    // keep the keyboard in the canvas (a removed handle would drop focus to the page)
    const r = root();
    requestAnimationFrame(() => {
      const canvas = r?.querySelector<HTMLElement>('.fd-canvas');
      const active = (r?.getRootNode() as ShadowRoot | undefined)?.activeElement;
      if (canvas && (!active || !canvas.contains(active))) canvas.focus({ preventScroll: true });
      const sel = store.getState().selectedKey;
      if (sel) r?.querySelector(`.fd-item[data-key="${CSS.escape(sel)}"]`)?.scrollIntoView({ block: 'nearest' });
    });
  }, [store, readonly, root, ui]);
}
