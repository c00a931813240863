// Drag and drop for the whole designer (architecture.md: @dnd-kit in a shadow root with a
// PointerSensor and a KeyboardSensor, announcements kept inside the shadow root).
// Draggables are the palette items (`p:<type>`) and the selected widget's handle (`w:<key>`); no dnd-kit
// droppables: only two dozen components ever subscribe to the drag context, whatever the form's size.
// - A pointer drag reads its target from the DOM under the pointer (dropTarget.ts#findDropTarget).
// - A keyboard drag steps through the places core lists (designer/dropSlots.ts): one place per arrow press
//   (the keyboard coordinate getter moves to the next or previous place; Home and End to the first and
//   last), stopping at both ends; the indicator line carries the dragged title (issue 31 §5).
// Both say what happens in the page's language, by title and place (dragTexts.ts), in a live region of
// their own (dnd-kit's English announcements are silenced; its instructions are ours).
// A drag is one undo step (beginDrag / endDrag); Escape restores the document (cancelDrag).
import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DragMoveEvent, type DragStartEvent, type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { dropSlots, findWidget, isContainer, locateWidget, slotIndexOf, widgetLabel, type DropSlot } from '../../../core/designer/index.ts';
import type { WidgetType } from '../../../core/form/types.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useDesigner } from '../DesignerContext.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { findDropTarget, slotTarget, type DropTarget } from './dropTarget.ts';
import { placeOf, saying } from './dragTexts.ts';
import { focusHandleSoon, goesOn, placeAfterKey, revealLine } from './keyboardDrag.ts';

export interface DragData {
  kind: 'palette' | 'widget';
  type?: WidgetType;
  key?: string;
}

/** dnd-kit's own announcements are English with internal ids: ours are said instead */
const SILENT: Announcements = { onDragStart: () => undefined, onDragMove: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/** a keyboard drag: the places, the one it is at, the dragged widget's title */
interface KeyboardDrag { slots: DropSlot[]; at: number; title: string }

export function DesignerDnd({ children }: { children: ReactNode }) {
  const { store, readonly, ui } = useDesigner();
  const { shadowRoot, lang } = useHost();
  const t = useT();
  const [announcer, setAnnouncer] = useState<HTMLElement | null>(null);
  const live = useRef<HTMLDivElement>(null);
  const [label, setLabel] = useState<string | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const target = useRef<DropTarget | null>(null);
  const drag = useRef<DragData | null>(null);
  const keyboard = useRef<KeyboardDrag | null>(null);

  /** says `text` (again, if it is what was said last) */
  const say = (text: string) => {
    const el = live.current;
    if (el) el.textContent = el.textContent === text ? `${text}\u00a0` : text;
  };

  const onPointerMove = (e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  };

  const indicator = () => shadowRoot.querySelector<HTMLElement>('.fd-drop-indicator');
  const canvasScroller = () => shadowRoot.querySelector<HTMLElement>('.fd-canvas-scroll');

  function showTarget(next: DropTarget | null) {
    const prev = target.current;
    if (prev?.zone !== next?.zone) {
      prev?.zone.classList.remove('fd-over');
      next?.zone.classList.add('fd-over');
    }
    target.current = next;
    const line = indicator();
    if (!line) return;
    if (!next) {
      line.style.display = 'none';
      delete line.dataset.title;
      return;
    }
    Object.assign(line.style, {
      display: 'block', left: `${next.line.left}px`, top: `${next.line.top}px`, width: `${next.line.width}px`, height: `${next.line.height}px`,
    });
    // a keyboard drag has no chip under a pointer: the line says what lands there
    if (keyboard.current) line.dataset.title = keyboard.current.title;
  }

  /** draws the keyboard drag's place; `reveal` scrolls the canvas to it first */
  function showSlot(reveal: boolean) {
    const k = keyboard.current;
    const d = drag.current;
    if (!k || !d) return;
    let at = slotTarget(shadowRoot, k.slots[k.at], d.key ?? null);
    const scroller = canvasScroller();
    if (at && reveal && scroller) {
      revealLine(scroller, at.line);
      at = slotTarget(shadowRoot, k.slots[k.at], d.key ?? null);
    }
    showTarget(at);
  }
  const redrawSlot = () => showSlot(false);

  // the keyboard sensor asks where an arrow key goes: to the next or previous place (never past the ends),
  // drawn and said here; dnd-kit moves nothing itself (no coordinates returned), so it never scrolls a column
  const step = useRef<(event: KeyboardEvent) => void>(() => undefined);
  step.current = (event) => {
    const k = keyboard.current;
    const next = k ? placeAfterKey(event.code, k.at, k.slots.length) : null;
    if (!k || next === null) return;
    event.preventDefault();
    if (next === k.at) {
      say(saying(t, goesOn(event.code) ? 'designer:dragLast' : 'designer:dragFirst', k.title, k.slots[k.at]));
      return;
    }
    k.at = next;
    showSlot(true);
    say(saying(t, 'designer:dragMoved', k.title, k.slots[next]));
  };
  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event) => {
    step.current(event);
    return undefined;
  }, []);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  function pointOf(e: DragMoveEvent | DragEndEvent): { x: number; y: number } | null {
    if (pointer.current) return pointer.current;
    const r = e.active.rect.current.translated;
    return r ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  }

  /** where the last hit test ran: a drop at that same point reuses its target (no second hit test) */
  const located = useRef<{ x: number; y: number; scroll: number } | null>(null);
  const canvasScroll = () => canvasScroller()?.scrollTop ?? 0;
  const draggedIsContainer = (d: DragData) => (d.kind === 'palette' ? isContainer({ type: d.type }) : Boolean(d.key && isContainer(findWidget(store.getState().schema.list, d.key) ?? {})));

  function locate(e: DragMoveEvent | DragEndEvent): DropTarget | null {
    const p = pointOf(e);
    const d = drag.current;
    located.current = p ? { ...p, scroll: canvasScroll() } : null;
    if (!p || !d) return null;
    return findDropTarget(shadowRoot, p.x, p.y, d.key ?? null, draggedIsContainer(d));
  }

  const draggedRow = (d: DragData | null) => (d?.key ? shadowRoot.querySelector(`.fd-item[data-key="${CSS.escape(d.key)}"]`) : null);

  function finish() {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    showTarget(null);
    window.removeEventListener('pointermove', onPointerMove, true);
    canvasScroller()?.removeEventListener('scroll', redrawSlot);
    draggedRow(drag.current)?.classList.remove('fd-dragging');
    pointer.current = null;
    located.current = null;
    drag.current = null;
    keyboard.current = null;
    ui.dragging = false;
    setLabel(null);
  }

  const titleOf = (d: DragData) => {
    if (d.kind === 'palette') return widgetLabel(d.type!, lang);
    const w = d.key ? findWidget(store.getState().schema.list, d.key) : null;
    return String(w?.name || (w ? widgetLabel(w.type as WidgetType, lang) : ''));
  };

  const onDragStart = (e: DragStartEvent) => {
    const d = e.active.data.current as DragData | undefined;
    if (!d || readonly) return;
    drag.current = d;
    ui.dragging = true;
    const title = titleOf(d);
    const list = store.getState().schema.list;
    const container = draggedIsContainer(d);
    draggedRow(d)?.classList.add('fd-dragging');
    store.beginDrag();
    if (e.activatorEvent instanceof KeyboardEvent) {
      // the widget starts where it stands; a new one at the end of the form (where a click would add it)
      const slots = dropSlots(list, d.key ?? null, container);
      const here = d.key ? locateWidget(list, d.key) : null;
      keyboard.current = { slots, at: Math.max(0, here ? slotIndexOf(slots, here) : slots.length - 1), title };
      canvasScroller()?.addEventListener('scroll', redrawSlot, { passive: true });
      showSlot(true);
      say(saying(t, d.kind === 'palette' ? 'designer:dragPickedNew' : 'designer:dragPicked', title, slots[keyboard.current.at]));
      return;
    }
    const ae = e.activatorEvent as PointerEvent;
    if ('clientX' in ae) pointer.current = { x: ae.clientX, y: ae.clientY };
    window.addEventListener('pointermove', onPointerMove, true);
    setLabel(title);
    const here = d.key ? placeOf(list, d.key, container) : null;
    say(here ? saying(t, 'designer:dragPicked', title, here) : t('designer:dragTaken', { title }));
  };

  // hit-testing 7000 nodes per pointer event is wasted work: once per frame is enough
  const frame = useRef(0);
  const onDragMove = (e: DragMoveEvent) => {
    if (frame.current || keyboard.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      if (drag.current) showTarget(locate(e));
    });
  };

  const onDragEnd = (e: DragEndEvent) => {
    const d = drag.current;
    if (!d) return;
    const k = keyboard.current;
    let to: DropSlot | DropTarget | null;
    if (k) to = k.slots[k.at];
    else {
      const p = pointOf(e);
      const last = located.current;
      // nothing moved or scrolled since the last frame's hit test: its target stands
      const same = !frame.current && p && last && p.x === last.x && p.y === last.y && last.scroll === canvasScroll() && target.current?.zone.isConnected;
      to = same ? target.current : locate(e);
    }
    const title = k?.title ?? titleOf(d);
    const container = draggedIsContainer(d);
    showTarget(null);
    let placed: string | null = null;
    if (to) {
      const loc = { parentKey: to.parentKey, columnIndex: to.columnIndex, index: to.index };
      if (d.kind === 'palette') {
        // the new widget's attribute panel is drawn in the frame after the canvas's (WidgetPanel.tsx)
        const before = store.getState().selectedKey;
        ui.deferPanel = true;
        store.addWidget(d.type!, loc);
        const added = store.getState().selectedKey;
        if (added === before) ui.deferPanel = false;
        else placed = added;
      } else if (d.key) {
        store.moveWidget(d.key, loc);
        store.selectWidget(d.key);
        placed = d.key;
      }
    }
    store.endDrag();
    const list = store.getState().schema.list;
    say(placed ? saying(t, 'designer:dragDropped', title, placeOf(list, placed, container)) : t('designer:dragNowhere', { title }));
    if (k && d.key) focusHandleSoon(shadowRoot, d.key);
    finish();
  };

  const onDragCancel = () => {
    const d = drag.current;
    store.cancelDrag();
    if (d) {
      const title = keyboard.current?.title ?? titleOf(d);
      const list = store.getState().schema.list;
      say(d.key ? saying(t, 'designer:dragCancelled', title, placeOf(list, d.key, draggedIsContainer(d))) : t('designer:dragCancelledNew', { title }));
      if (keyboard.current && d.key) focusHandleSoon(shadowRoot, d.key);
    }
    finish();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={() => []}
      accessibility={{ container: announcer ?? undefined, announcements: SILENT, screenReaderInstructions: { draggable: t('designer:dragInstructions') } }}
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
      <div ref={live} className="fd-a11y fd-announce" role="status" aria-live="assertive" aria-atomic="true" />
    </DndContext>
  );
}
