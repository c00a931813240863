// The centre canvas: the form's root list, drawn with the form config (label width and position,
// size) as CSS variables so a config change never re-renders the rows.
import type { CSSProperties } from 'react';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesignerState } from '../DesignerContext.ts';
import { WidgetList } from './CanvasItem.tsx';

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
        aria-label="canvas"
      >
        <WidgetList list={list} parentKey={null} col={null} emptyText={t('designer:containerEmpty')} />
      </div>
    </div>
  );
}
