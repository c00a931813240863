// The selected widget's drag handle. It lives in the React tree under dnd-kit's DndContext (next to
// the palette) and is portalled into the selected canvas row: the 500-row canvas stays outside the
// drag context, whose every change would otherwise make React walk all of the canvas's fibers
// (measured: most of a drop's cost with 500 widgets, issue 4 §5).
import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { DragOutlined, IconProvider } from '@ant-design/icons';
import { CANVAS_ICONS } from './Canvas.tsx';
import { useDraggable } from '@dnd-kit/core';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesignerState } from '../DesignerContext.ts';
import type { DragData } from './DesignerDnd.tsx';

function Handle({ widgetKey }: { widgetKey: string }) {
  const t = useT();
  const data: DragData = { kind: 'widget', key: widgetKey };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `w:${widgetKey}`, data });
  return (
    <button type="button" ref={setNodeRef} className="fd-handle" title={t('designer:dragHandle')} aria-label={t('designer:dragHandle')}
      {...attributes} {...listeners} onClick={(e) => e.stopPropagation()}>
      <DragOutlined />
    </button>
  );
}

export function SelectedHandle({ root }: { root: () => HTMLElement | null }) {
  const selected = useDesignerState((s) => s.selectedKey);
  const schema = useDesignerState((s) => s.schema);
  const [target, setTarget] = useState<HTMLElement | null>(null);
  // after every commit that may have re-created the row (selection, or any edit)
  useLayoutEffect(() => {
    const el = selected ? root()?.querySelector<HTMLElement>(`.fd-item[data-key="${CSS.escape(selected)}"]`) ?? null : null;
    setTarget((prev) => (prev === el ? prev : el));
  }, [selected, schema, root]);
  if (!selected || !target || !target.isConnected) return null;
  return createPortal(<IconProvider value={CANVAS_ICONS}><Handle key={selected} widgetKey={selected} /></IconProvider>, target, selected);
}
