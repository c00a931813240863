// A narrow designer's toolbar (issue 12 §2): the palette and attributes drawer buttons, undo and
// redo as icons, every other tool behind a "More" disclosure that opens as a wrapped row of the
// toolbar, so the toolbar never overflows. A disclosure rather than a Dropdown menu: antd's Menu would
// add about 15 KB to the designer's first paint, and a row cannot be positioned off screen.
import { useId, useState } from 'react';
import { Button, Space } from 'antd';
import { AppstoreAddOutlined, ControlOutlined, EllipsisOutlined } from '@ant-design/icons';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import type { CompactLayout, DesignerDrawer } from '../layout/useCompactLayout.ts';
import { HistoryButtons, type Action } from './HistoryButtons.tsx';

export function CompactTools({ layout, actions }: { layout: CompactLayout; actions: Action[] }) {
  const t = useT();
  const { readonly } = useDesigner();
  const [more, setMore] = useState(false);
  const moreId = useId();
  const opener = (which: DesignerDrawer) => (e: React.MouseEvent<HTMLElement>) => layout.open(which, e.currentTarget);
  return (
    <>
    <Space size={4} wrap>
      {readonly ? null : (
        <Button size="small" className="fd-tb fd-tb-palette" icon={<AppstoreAddOutlined />} aria-haspopup="dialog"
          aria-expanded={layout.drawer === 'palette'} onClick={opener('palette')}>{t('designer:paletteButton')}</Button>
      )}
      <Button size="small" className="fd-tb fd-tb-panel" icon={<ControlOutlined />} aria-haspopup="dialog"
        aria-expanded={layout.drawer === 'panel'} onClick={opener('panel')}>{t('designer:panelButton')}</Button>
      {readonly ? null : <HistoryButtons iconOnly />}
      <Button size="small" type="text" className="fd-tb fd-tb-more" icon={<EllipsisOutlined />}
        aria-label={t('designer:moreTools')} aria-expanded={more} aria-controls={moreId} onClick={() => setMore(!more)} />
    </Space>
    {/* the save button stays on the first row; the other tools wrap below it */}
    <div id={moreId} className="fd-more" role="group" aria-label={t('designer:moreTools')} hidden={!more}>
      {more ? actions.map((a) => (
        <Button key={a.key} size="small" type="link" className={`fd-tb fd-tb-${a.key}`} icon={a.icon} onClick={a.run}>{a.label}</Button>
      )) : null}
    </div>
    </>
  );
}

