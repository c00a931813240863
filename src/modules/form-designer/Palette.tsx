// The left palette (250 px, 200 in a medium designer): three groups; which types appear comes from the element's
// `basic-fields`, `advanced-fields`, `layout-fields` attributes (comma lists), else the defaults.
// An item is dragged onto the canvas, or clicked (Enter) to append to the form.
import { memo, type ReactNode } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { DEFAULT_PALETTE, isWidgetType, widgetLabel, type PaletteGroup } from '../../core/designer/index.ts';
import type { WidgetType } from '../../core/form/types.ts';
import { useHost } from '../shared/HostContext.ts';
import { useDesignerT as useT } from './useDesignerT.ts';
import { useDesigner } from './DesignerContext.ts';
import type { DragData } from './canvas/DesignerDnd.tsx';

export type PaletteFields = Partial<Record<PaletteGroup, string | undefined>>;

/** A comma list from an attribute, or the group's default. Unknown types are dropped. */
export function paletteTypes(group: PaletteGroup, attr: string | undefined): WidgetType[] {
  if (attr === undefined || attr === null) return [...DEFAULT_PALETTE[group]];
  return attr.split(',').map((s) => s.trim()).filter((s): s is WidgetType => isWidgetType(s));
}

interface PaletteItemProps {
  type: WidgetType;
  label: string;
  disabled: boolean;
  /** after a click added the widget (a narrow designer closes its palette drawer) */
  onAdd?: () => void;
}

const PaletteItem = memo(function PaletteItem({ type, label, disabled, onAdd }: PaletteItemProps) {
  const { store } = useDesigner();
  const data: DragData = { kind: 'palette', type };
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `p:${type}`, data, disabled });
  const append = () => {
    if (disabled) return;
    store.addWidget(type, { parentKey: null, columnIndex: null, index: store.getState().schema.list.length });
    onAdd?.();
  };
  return (
    <div
      ref={setNodeRef}
      className="fd-palette-item"
      data-type={type}
      title={label}
      {...attributes}
      {...listeners}
      onClick={append}
    >
      <span className="fd-palette-icon" aria-hidden>{label.slice(0, 1)}</span>
      <span>{label}</span>
    </div>
  );
});

/** `fold`: the wide designer's button that folds the palette to a rail (layout/FoldRail.tsx) */
export function Palette({ fields, onAdd, fold }: { fields: PaletteFields; onAdd?: () => void; fold?: ReactNode }) {
  const t = useT();
  const { lang } = useHost();
  const { readonly } = useDesigner();
  const groups: PaletteGroup[] = ['basic', 'advanced', 'layout'];
  return (
    <aside className="fd-palette">
      {fold}
      {groups.map((g) => {
        const types = paletteTypes(g, fields[g]);
        if (types.length === 0) return null;
        return (
          <section key={g} className="fd-palette-group" data-group={g}>
            <h4 id={`fd-palette-${g}`}>{t(`designer:${g}Title`)}</h4>
            {/* buttons (dnd-kit's role), so a group rather than a list */}
            <div className="fd-palette-list" role="group" aria-labelledby={`fd-palette-${g}`}>
              {types.map((type) => <PaletteItem key={type} type={type} label={widgetLabel(type, lang)} disabled={readonly} onAdd={onAdd} />)}
            </div>
          </section>
        );
      })}
    </aside>
  );
}
