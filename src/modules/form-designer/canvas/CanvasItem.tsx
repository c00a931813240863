// One widget on the canvas, and the lists (root, grid/flexbox columns, subform cells) that hold
// them. Rows are memoised on the widget object: the store shares structure, so an edit re-renders
// only the changed widget and its ancestors; selection re-renders only the two rows whose
// "am I selected" answer changed. The canvas sits outside dnd-kit's context on purpose (a context
// change walks every fiber below its provider); the selected row's drag handle is portalled in by
// SelectedHandle.tsx.
import { memo, type MouseEvent } from 'react';
import { ControlOutlined, CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { isContainer, isSubform } from '../../../core/designer/index.ts';
import type { Column, Widget } from '../../../core/form/types.ts';
import { isLabelled } from '../../../core/form/index.ts';
import { designerPartsOf } from '../panel/typePanels.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { WidgetPreview } from './WidgetPreview.tsx';

function spanStyle(span: Column['span']) {
  const n = typeof span === 'number' ? span : Number(span);
  return span !== '' && span !== undefined && Number.isFinite(n) && n > 0
    ? { flex: `0 0 ${(n / 24) * 100}%`, maxWidth: `${(n / 24) * 100}%` }
    : { flex: '1 1 0' };
}

function ItemActions({ widget }: { widget: Widget }) {
  const { store, ui } = useDesigner();
  const t = useT();
  const stop = (fn: () => void) => (e: MouseEvent) => {
    e.stopPropagation();
    fn();
  };
  return (
    <>
      <div className="fd-actions">
        {/* a narrow designer's way to the attribute drawer (shown by the .fd-compact CSS only) */}
        <button type="button" className="fd-act fd-props" title={t('designer:panelButton')} aria-label={t('designer:panelButton')}
          onClick={(e) => { e.stopPropagation(); ui.openPanel?.(e.currentTarget); }}>
          <ControlOutlined />
        </button>
        <button type="button" className="fd-act fd-clone" title={t('designer:clone')} aria-label={t('designer:clone')} onClick={stop(() => store.cloneWidget(widget.key))}>
          <CopyOutlined />
        </button>
        <button type="button" className="fd-act fd-delete" title={t('designer:delete')} aria-label={t('designer:delete')} onClick={stop(() => store.removeWidget(widget.key))}>
          <DeleteOutlined />
        </button>
      </div>
    </>
  );
}

function FieldRow({ widget }: { widget: Widget }) {
  const o = widget.options ?? {};
  const required = Boolean(o.required || o.isRequire);
  // an added type draws its own picture (panel/typePanels.ts); the built-in ones are WidgetPreview's
  const Preview = designerPartsOf(widget.type).Preview ?? WidgetPreview;
  if (!isLabelled(widget)) return <Preview widget={widget} />;
  const labelStyle = o.labelWidthStatus && typeof o.labelWidth === 'number' ? { width: o.labelWidth } : undefined;
  return (
    <div className="fd-row">
      {o.labelWidthDisabled ? null : (
        <label className={required ? 'fd-label fd-required' : 'fd-label'} style={labelStyle} data-user-text="">{widget.name}</label>
      )}
      <div className="fd-control"><Preview widget={widget} /></div>
    </div>
  );
}

function ContainerBody({ widget }: { widget: Widget }) {
  const columns = widget.columns ?? [];
  const o = widget.options ?? {};
  if (isSubform(widget)) {
    return (
      <div className="fd-subform-wrap">
        <div className="fd-container-title" data-user-text="">{widget.name}</div>
        <div className="fd-subform" data-drop="subform" data-parent={widget.key}>
          {columns.map((col, i) => (
            <div className="fd-cell" key={col.list?.[0]?.key ?? `empty-${i}`}>
              {col.list?.[0] ? <CanvasItem widget={col.list[0]} /> : <div className="fd-empty-col" />}
            </div>
          ))}
          {columns.length === 0 ? <div className="fd-empty-col fd-empty-subform" /> : null}
        </div>
      </div>
    );
  }
  const gutter = Number(o.gutter) || 0;
  return (
    <div className={`fd-grid fd-${widget.type}`} style={{ justifyContent: flexJustify(o.justify), alignItems: flexAlign(o.align), marginLeft: -gutter / 2, marginRight: -gutter / 2 }}>
      {columns.map((col, i) => (
        <div className="fd-col" key={i} style={{ ...spanStyle(col.span), paddingLeft: gutter / 2, paddingRight: gutter / 2 }}>
          <WidgetList list={col.list ?? []} parentKey={widget.key} col={i} />
        </div>
      ))}
    </div>
  );
}

const flexJustify = (j: unknown) => ({ end: 'flex-end', center: 'center', 'space-around': 'space-around', 'space-between': 'space-between' } as Record<string, string>)[String(j)] ?? 'flex-start';
const flexAlign = (a: unknown) => ({ middle: 'center', bottom: 'flex-end' } as Record<string, string>)[String(a)] ?? 'flex-start';

/** Whether the row shows the widget's title by itself: a labelled field with its label, or a subform. */
const titleShown = (widget: Widget) => isSubform(widget) || (!isContainer(widget) && isLabelled(widget) && !widget.options?.labelWidthDisabled);

export const CanvasItem = memo(function CanvasItem({ widget }: { widget: Widget }) {
  const selected = useDesignerState((s) => s.selectedKey === widget.key);
  const { store, readonly } = useDesigner();
  const container = isContainer(widget);
  const onClick = (e: MouseEvent) => {
    e.stopPropagation();
    store.selectWidget(widget.key);
  };
  let cls = 'fd-item';
  if (container) cls += ' fd-item-container';
  if (selected) cls += ' fd-selected';
  return (
    <div className={cls} data-key={widget.key} data-type={widget.type} onClick={onClick}>
      {container ? <ContainerBody widget={widget} /> : <FieldRow widget={widget} />}
      {selected && !readonly ? <ItemActions widget={widget} /> : null}
      {/* the selected widget is named by its title where the row does not show it (a grid, a header, a hidden
          label); its ID (model) is the property panel's, shown there as code (issue 31 §5) */}
      {selected && !titleShown(widget) && widget.name ? <span className="fd-title" data-user-text="">{widget.name}</span> : null}
    </div>
  );
});

export interface WidgetListProps {
  list: Widget[];
  parentKey: string | null;
  col: number | null;
  emptyText?: string;
}

export const WidgetList = memo(function WidgetList({ list, parentKey, col, emptyText }: WidgetListProps) {
  return (
    <div className={parentKey === null ? 'fd-list fd-root-list' : 'fd-list'} data-drop="list" data-parent={parentKey ?? ''} data-col={col ?? ''}>
      {list.map((w) => <CanvasItem key={w.key} widget={w} />)}
      {list.length === 0 ? (parentKey === null ? <div className="fd-empty-root">{emptyText}</div> : <div className="fd-empty-col" />) : null}
    </div>
  );
});
