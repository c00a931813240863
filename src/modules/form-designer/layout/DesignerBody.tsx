// The designer's body under the toolbar. Wide: palette | canvas | attribute panel, side by side; the palette
// and the panel each fold to a rail for the canvas's room (FoldRail.tsx, kept per user: useFolds.ts).
// Narrow (layout/useCompactLayout.ts): the canvas alone, the palette and the panel in drawers drawn
// inside the body (getContainer false: they cover the designer, not the page, and stay in the shadow
// root). The palette drawer sits inside the drag context like the side palette does.
import { useState } from 'react';
import { ConfigProvider, Tabs } from 'antd';
import { IconProvider } from '@ant-design/icons';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { CANVAS_ICONS, Canvas } from '../canvas/Canvas.tsx';
import { DesignerDnd } from '../canvas/DesignerDnd.tsx';
import { SelectedHandle } from '../canvas/SelectedHandle.tsx';
import { Palette, type PaletteFields } from '../Palette.tsx';
import { FormPanel } from '../panel/FormPanel.tsx';
import { WidgetPanel } from '../panel/WidgetPanel.tsx';
import type { CompactLayout } from './useCompactLayout.ts';
import { LayoutDrawer } from './LayoutDrawer.tsx';
import { FoldButton, FoldRail } from './FoldRail.tsx';
import { useFolds } from './useFolds.ts';

export interface DesignerBodyProps {
  layout: CompactLayout;
  fields: PaletteFields;
  readonly: boolean;
  root: () => HTMLElement | null;
}


export function DesignerBody({ layout, fields, readonly, root }: DesignerBodyProps) {
  const t = useT();
  const [tab, setTab] = useState('widget');
  const { compact, drawer, close, restoreFocus } = layout;
  const [folds, setFolds] = useFolds();
  /** folds or unfolds a side column; the focus moves to what stands in for the button pressed */
  const toggle = (side: 'palette' | 'panel') => () => {
    const folding = !folds[side];
    setFolds({ [side]: folding });
    requestAnimationFrame(() => root()?.querySelector<HTMLElement>(folding ? `.fd-rail-${side}` : `.fd-fold-${side}`)?.focus());
  };
  // a widget added from the palette drawer is shown where it landed (the end of a long form). Rows off
  // screen have an estimated height (content-visibility, styles.ts) until drawn: scrolling to it once
  // lands short, so it repeats for a few frames as the rows on the way get their real size.
  const added = () => {
    close();
    let frames = 4;
    const show = () => {
      root()?.querySelector('.fd-item.fd-selected')?.scrollIntoView({ block: 'nearest' });
      if (--frames > 0) requestAnimationFrame(show);
    };
    requestAnimationFrame(show);
  };
  const panel = (
    <ConfigProvider componentDisabled={readonly}>
      <Tabs activeKey={tab} onChange={setTab} size="small" items={[
        { key: 'widget', label: t('designer:widgetTitle'), children: <IconProvider value={CANVAS_ICONS}><WidgetPanel /></IconProvider> },
        { key: 'form', label: t('designer:formTitle'), children: <FormPanel /> },
      ]} />
    </ConfigProvider>
  );
  if (!compact) {
    return (
      <div className="fd-body">
        {/* only the palette and the selected row's handle are inside the drag context */}
        <DesignerDnd>
          {folds.palette
            ? <FoldRail side="palette" name={t('designer:paletteButton')} label={t('designer:paletteUnfold')} onClick={toggle('palette')} />
            : <Palette fields={fields} fold={<FoldButton side="palette" label={t('designer:paletteFold')} onClick={toggle('palette')} />} />}
          {readonly ? null : <SelectedHandle root={root} />}
        </DesignerDnd>
        <main className="fd-main"><Canvas /></main>
        {folds.panel
          ? <FoldRail side="panel" name={t('designer:panelButton')} label={t('designer:panelUnfold')} onClick={toggle('panel')} />
          : (
            <aside className="fd-panel">
              {/* beside the tabs, not in their bar: a tab list holds tabs only */}
              <FoldButton side="panel" label={t('designer:panelFold')} onClick={toggle('panel')} />
              {panel}
            </aside>
          )}
      </div>
    );
  }
  return (
    <div className="fd-body fd-body-compact">
      <DesignerDnd>
        <LayoutDrawer open={drawer === 'palette'} placement="left" title={t('designer:paletteDrawer')} className="fd-palette-drawer"
          onClose={close} afterClose={() => restoreFocus('palette')}>
          {/* a tap adds the widget at the end of the form and closes the drawer */}
          <Palette fields={fields} onAdd={added} />
        </LayoutDrawer>
        {readonly ? null : <SelectedHandle root={root} />}
      </DesignerDnd>
      <main className="fd-main"><Canvas /></main>
      <LayoutDrawer open={drawer === 'panel'} placement="right" title={t('designer:panelDrawer')} className="fd-panel-drawer"
        onClose={close} afterClose={() => restoreFocus('panel')}>
        <div className="fd-panel">{panel}</div>
      </LayoutDrawer>
    </div>
  );
}
