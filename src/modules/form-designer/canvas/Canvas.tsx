// The centre canvas: the form's root list, drawn with the form config (label width and position,
// size) as CSS variables so a config change never re-renders the rows.
import type { CSSProperties } from 'react';
import { IconProvider } from '@ant-design/icons';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesignerState } from '../DesignerContext.ts';
import { WidgetList } from './CanvasItem.tsx';

/**
 * Icons on the canvas (a selected row's clone / delete, picker suffixes) do not insert their
 * stylesheet: the toolbar's and the palette's icons already did, and each insertion restyles the
 * whole 500-row shadow root (issue 4 §5).
 */
export const CANVAS_ICONS = { zeroRuntime: true };

export function Canvas() {
  const t = useT();
  const list = useDesignerState((s) => s.schema.list);
  const config = useDesignerState((s) => s.schema.config);
  const position = config?.labelPosition === 'top' || config?.labelPosition === 'left' ? config.labelPosition : 'right';
  const style = { '--fd-label-width': `${Number(config?.labelWidth ?? 100)}px` } as CSSProperties;
  return (
    <div className="fd-canvas-scroll">
      <div
        className={`fd-canvas fd-label-${position} fd-size-${String(config?.size ?? 'small')} ${String(config?.customClass ?? '')}`}
        style={style}
        tabIndex={0}
        role="application"
        aria-label={t('designer:canvas')}
      >
        <IconProvider value={CANVAS_ICONS}>
          <WidgetList list={list} parentKey={null} col={null} emptyText={t('designer:containerEmpty')} />
        </IconProvider>
      </div>
    </div>
  );
}
