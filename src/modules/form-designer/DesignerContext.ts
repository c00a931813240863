// The designer store and its flags, shared by the palette, canvas, panel and toolbar.
// Components read slices with useDesignerState(selector): a change re-renders only the components
// whose slice changed (a canvas row reads "am I selected", not the selected key).
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DesignerState, DesignerStore } from '../../core/designer/index.ts';
import { provideNamespaces } from '../../core/i18n/instance.ts';
import { designer } from '../../core/i18n/locales/designer.ts';

// the designer's texts arrive with its code (src/core/i18n/instance.ts)
provideNamespaces({ designer });

/**
 * Flags of one designer element that are not document state (so not in the store) and must not
 * re-render anything: whether a drag is running (shortcuts pause), whether the attribute panel
 * should follow a palette drop one frame late (WidgetPanel.tsx), and how a narrow designer
 * opens that panel. One object per element instance.
 */
export interface DesignerUi {
  dragging: boolean;
  deferPanel: boolean;
  /** set while the designer is narrow: opens the attribute panel's drawer (layout/useCompactLayout.ts) */
  openPanel?: (from: HTMLElement | null) => void;
}

export interface DesignerContextValue {
  store: DesignerStore;
  readonly: boolean;
  ui: DesignerUi;
}

export const DesignerContext = createContext<DesignerContextValue | null>(null);

export function useDesigner(): DesignerContextValue {
  const ctx = useContext(DesignerContext);
  if (!ctx) throw new Error('useDesigner: outside <FormDesigner>');
  return ctx;
}

export function useDesignerState<T>(selector: (s: DesignerState) => T): T {
  const { store } = useDesigner();
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getState()));
}

/** Whether undo / redo are possible (history is outside the state object). */
export function useHistoryFlags(): { canUndo: boolean; canRedo: boolean } {
  const { store } = useDesigner();
  const flags = useSyncExternalStore(store.subscribe, () => (store.canUndo() ? 1 : 0) + (store.canRedo() ? 2 : 0));
  return { canUndo: (flags & 1) !== 0, canRedo: (flags & 2) !== 0 };
}
