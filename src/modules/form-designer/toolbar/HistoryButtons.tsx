// The toolbar's buttons: one helper for every tool, and undo / redo, which follow the history.
import { Button, Tooltip } from 'antd';
import { RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useHistoryFlags } from '../DesignerContext.ts';

/** a tool of the toolbar: a button when wide, an item of "More" when narrow */
export interface Action {
  key: string;
  icon: React.ReactNode;
  label: string;
  run: () => void;
}

export const toolButton = (cls: string, icon: React.ReactNode, label: string, onClick: () => void, disabled = false, iconOnly = false) => (
  <Button key={cls} size="small" type="link" className={`fd-tb fd-tb-${cls}`} icon={icon} disabled={disabled} onClick={onClick}
    aria-label={iconOnly ? label : undefined}>{iconOnly ? null : label}</Button>
);

/** Undo / redo: the only part of the toolbar that follows the history, so an edit or a drop
 *  re-renders two buttons, not the toolbar and its five dialogs (issue 4 §5). */
export function HistoryButtons({ iconOnly }: { iconOnly: boolean }) {
  const t = useT();
  const { store } = useDesigner();
  const { canUndo, canRedo } = useHistoryFlags();
  return (
    <>
      <Tooltip title={t('designer:undoShortcut')}>{toolButton('undo', <UndoOutlined />, t('designer:undo'), () => store.undo(), !canUndo, iconOnly)}</Tooltip>
      <Tooltip title={t('designer:redoShortcut')}>{toolButton('redo', <RedoOutlined />, t('designer:redo'), () => store.redo(), !canRedo, iconOnly)}</Tooltip>
    </>
  );
}

