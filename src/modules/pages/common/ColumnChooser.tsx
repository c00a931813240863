// The column chooser of a list (issue 32 §4, as in ant-design-pro's tables): a settings button at the table's
// top right opening a popover where each column is shown or hidden (checkbox) and moved up or down (buttons,
// so the keyboard reaches everything), and a reset. The choice itself is core/pages/listColumns.ts.
import type { ReactNode } from 'react';
import { Button, Checkbox, Popover, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { EMPTY_CHOICE, isDefault, moveColumn, toggleColumn, type ColumnChoice } from '../../../core/pages/listColumns.ts';
import { useNamespaceT } from '../../shared/hooks.ts';
import { useListStyles } from './listStyles.tsx';

export interface ChooserColumn {
  key: string;
  title: ReactNode | ((props: never) => ReactNode);
  shown: boolean;
}

export function ColumnChooser({ columns, keys, choice, onChange }: { columns: ChooserColumn[]; keys: string[]; choice: ColumnChoice; onChange: (c: ColumnChoice) => void }) {
  const t = useNamespaceT('lists');
  const ref = useListStyles<HTMLSpanElement>();
  const shownCount = columns.filter((c) => c.shown).length;
  const name = (c: ChooserColumn, i: number) => (typeof c.title === 'string' ? c.title : typeof c.title === 'function' ? t('column', { n: i + 1 }) : c.title);
  const text = (c: ChooserColumn, i: number) => (typeof c.title === 'string' ? c.title : t('column', { n: i + 1 }));
  const content = (
    <div className="hos-col-chooser" role="group" aria-label={t('columnsTitle')}>
      <ul>
        {columns.map((c, i) => (
          <li key={c.key} className="hos-col-option" data-key={c.key}>
            {/* the last column shown stays: a list shows at least one */}
            <Checkbox checked={c.shown} disabled={c.shown && shownCount === 1} onChange={(e) => onChange(toggleColumn(keys, choice, c.key, e.target.checked))}>
              {name(c, i)}
            </Checkbox>
            <span className="hos-col-move">
              <Button size="small" type="text" className="hos-col-up" icon={<ArrowUpOutlined />} aria-label={t('moveUp', { name: text(c, i) })} disabled={i === 0}
                onClick={() => onChange(moveColumn(keys, choice, c.key, -1))} />
              <Button size="small" type="text" className="hos-col-down" icon={<ArrowDownOutlined />} aria-label={t('moveDown', { name: text(c, i) })} disabled={i === columns.length - 1}
                onClick={() => onChange(moveColumn(keys, choice, c.key, 1))} />
            </span>
          </li>
        ))}
      </ul>
      <Button size="small" className="hos-col-reset" disabled={isDefault(keys, choice)} onClick={() => onChange(EMPTY_CHOICE)}>{t('reset')}</Button>
    </div>
  );
  return (
    <span ref={ref}>
      <Popover trigger="click" placement="bottomRight" title={t('columnsTitle')} content={content}>
        <Tooltip title={t('columns')}>
          <Button size="small" type="text" className="hos-col-chooser-button" icon={<SettingOutlined />} aria-label={t('columns')} />
        </Tooltip>
      </Popover>
    </span>
  );
}
