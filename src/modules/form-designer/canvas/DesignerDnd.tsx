// Drag and drop for the whole designer (architecture.md: @dnd-kit in a shadow root with a
// PointerSensor and a KeyboardSensor, announcements kept inside the shadow root).
// Draggables are the palette items (`p:<type>`) and the selected widget's handle (`w:<key>`); the
// target is read from the DOM under the pointer (dropTarget.ts), not from dnd-kit's collisions,
// so only two dozen components ever subscribe to the drag context, whatever the form's size.
// A drag is one undo step (beginDrag / endDrag); Escape restores the document (cancelDrag).
import { useRef, useState, type ReactNode } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type DragEndEvent, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { findWidget, isContainer, widgetLabel } from '../../../core/designer/index.ts';
import type { WidgetType } from '../../../core/form/types.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useDesigner } from '../DesignerContext.ts';
import { findDropTarget, type DropTarget } from './dropTarget.ts';

export interface DragData {
  kind: 'palette' | 'widget';
  type?: WidgetType;
  key?: string;
}

/** Keyboard drags move the overlay in 24 px steps. */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const step = 24;
  switch (event.code) {
    case 'ArrowRight': return { ...currentCoordinates, x: currentCoordinates.x + step };
    case 'ArrowLeft': return { ...currentCoordinates, x: currentCoordinates.x - step };
    case 'ArrowDown': return { ...currentCoordinates, y: currentCoordinates.y + step };
    case 'ArrowUp': return { ...currentCoordinates, y: currentCoordinates.y - step };
    default: return undefined;
  }
};

export function DesignerDnd({ children }: { children: ReactNode }) {
  const { store, readonly, ui } = useDesigner();
  const { shadowRoot, lang } = useHost();
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null);
  const [label, setLabel] = useState<string | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const target = useRef<DropTarget | null>(null);
  const drag = useRef<DragData | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  );

  const onPointerMove = (e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  };

  const indicator = () => shadowRoot.querySelector<HTMLElement>('.fd-drop-indicator');

  function showTarget(t: DropTarget | null) {
    const prev = target.current;
    if (prev?.zone !== t?.zone) {
      prev?.zone.classList.remove('fd-over');
      t?.zone.classList.add('fd-over');
    }
    target.current = t;
    const line = indicator();
    if (!line) return;
    if (!t) {
      line.style.display = 'none';
      return;
    }
    Object.assign(line.style, {
      display: 'block', left: `${t.line.left}px`, top: `${t.line.top}px`, width: `${t.line.width}px`, height: `${t.line.height}px`,
    });
  }

  function pointOf(e: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
    if (!(e.activatorEvent instanceof KeyboardEvent) && pointer.current) return pointer.current;
    const r = e.active.rect.current.translated;
    return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  }

  /** where the last hit test ran: a drop at that same point reuses its target (no second hit test) */
  const located = useRef<{ x: number; y: number; scroll: number } | null>(null);
  const canvasScroll = () => shadowRoot.querySelector('.fd-canvas-scroll')?.scrollTop ?? 0;

  function locate(e: DragMoveEvent | DragEndEvent): DropTarget | null {
    const p = pointOf(e);
    const d = drag.current;
    located.current = p ? { ...p, scroll: canvasScroll() } : null;
    if (!p || !d) return null;
    const w = d.key ? findWidget(store.getState().schema.list, d.key) : null;
    const container = d.kind === 'palette' ? isContainer({ type: d.type }) : Boolean(w && isContainer(w));
    return findDropTarget(shadowRoot, p.x, p.y, d.key ?? null, container);
  }

  function finish() {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    showTarget(null);
    window.removeEventListener('pointermove', onPointerMove, true);
    pointer.current = null;
    located.current = null;
    drag.current = null;
    ui.dragging = false;
    setLabel(null);
  }

  const onDragStart = (e: DragStartEvent) => {
    const d = e.active.data.current as DragData | undefined;
    if (!d || readonly) return;
    drag.current = d;
    ui.dragging = true;
    const ae = e.activatorEvent as PointerEvent;
    if ('clientX' in ae) pointer.current = { x: ae.clientX, y: ae.clientY };
    window.addEventListener('pointermove', onPointerMove, true);
    const w = d.key ? findWidget(store.getState().schema.list, d.key) : null;
    setLabel(d.kind === 'palette' ? widgetLabel(d.type!, lang) : String(w?.name ?? ''));
    store.beginDrag();
  };

  // hit-testing 7000 nodes per pointer event is wasted work: once per frame is enough
  const frame = useRef(0);
  const onDragMove = (e: DragMoveEvent) => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (drag.current) showTarget(locate(e));
    });
  };

  const onDragEnd = (e: DragEndEvent) => {
    const d = drag.current;
    if (!d) return;
    const p = pointOf(e);
    const last = located.current;
    // nothing moved or scrolled since the last frame's hit test: its target stands
    const same = !frame.current && p && last && p.x === last.x && p.y === last.y && last.scroll === canvasScroll() && target.current?.zone.isConnected;
    const t = same ? target.current : locate(e);
    if (t) {
      const to = { parentKey: t.parentKey, columnIndex: t.columnIndex, index: t.index };
      if (d.kind === 'palette') {
        // the new widget's attribute panel is drawn in the frame after the canvas's (WidgetPanel.tsx)
        const before = store.getState().selectedKey;
        ui.deferPanel = true;
        store.addWidget(d.type!, to);
        if (store.getState().selectedKey === before) ui.deferPanel = false;
      }
      else if (d.key) {
        store.moveWidget(d.key, to);
        store.selectWidget(d.key);
      }
    }
    store.endDrag();
    finish();
  };

  const onDragCancel = () => {
    store.cancelDrag();
    finish();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={() => []}
      accessibility={{ container: announcer ?? undefined }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      autoScroll={{ threshold: { x: 0, y: 0.15 } }}
    >
      {children}
      <DragOverlay dropAnimation={null} style={{ pointerEvents: 'none' }}>
        {label !== null ? <div className="fd-drag-chip">{label}</div> : null}
      </DragOverlay>
      <div ref={setAnnouncer} className="fd-a11y" />
    </DndContext>
  );
}
