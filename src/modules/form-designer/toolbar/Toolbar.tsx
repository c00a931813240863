// The toolbar (spec §2 "Form designer screen"): import JSON, clear, preview, generate JSON,
// generate code, get data, reset, copy data, undo, redo, and Save when the host asks for it.
// Get Data / Copy Data give the data the form starts with; Reset returns to the last loaded or
// saved document (one undoable step).
import { useState } from 'react';
import { App, Button, Space, Tooltip } from 'antd';
import {
  ClearOutlined, CodeOutlined, CopyOutlined, DatabaseOutlined, EyeOutlined, FileTextOutlined, ImportOutlined, RedoOutlined,
  RollbackOutlined, SaveOutlined, UndoOutlined,
} from '@ant-design/icons';
import { buildInitialModels } from '../../../core/form/initialModels.ts';
import { generateCode } from '../../../core/designer/codegen.ts';
import type { FormSchema } from '../../../core/form/types.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useHistoryFlags } from '../DesignerContext.ts';
import { copyText } from './copyText.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { TextDialog } from './TextDialog.tsx';

type Open = null | 'import' | 'preview' | 'json' | 'code' | 'data';

export interface ToolbarProps {
  saveText?: string;
  saveable?: boolean;
  codeScriptUrl?: string;
  /** the document Reset returns to */
  baseline: () => FormSchema | null;
  onSave: () => void;
}

const toolButton = (cls: string, icon: React.ReactNode, label: string, onClick: () => void, disabled = false) => (
  <Button key={cls} size="small" type="link" className={`fd-tb fd-tb-${cls}`} icon={icon} disabled={disabled} onClick={onClick}>{label}</Button>
);

/** Undo / redo: the only part of the toolbar that follows the history, so an edit or a drop
 *  re-renders two buttons, not the toolbar and its five dialogs (issue 4 §5). */
function HistoryButtons() {
  const t = useT();
  const { store } = useDesigner();
  const { canUndo, canRedo } = useHistoryFlags();
  return (
    <>
      <Tooltip title={t('designer:undoShortcut')}>{toolButton('undo', <UndoOutlined />, t('designer:undo'), () => store.undo(), !canUndo)}</Tooltip>
      <Tooltip title={t('designer:redoShortcut')}>{toolButton('redo', <RedoOutlined />, t('designer:redo'), () => store.redo(), !canRedo)}</Tooltip>
    </>
  );
}

export function Toolbar({ saveText, saveable, codeScriptUrl, baseline, onSave }: ToolbarProps) {
  const t = useT();
  const { store, readonly } = useDesigner();
  const { shadowRoot, lang } = useHost();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const [snapshot, setSnapshot] = useState<FormSchema | null>(null);
  const show = (what: Open) => {
    setSnapshot(store.getJSON());
    setOpen(what);
  };
  const close = () => setOpen(null);
  const dataText = () => JSON.stringify(buildInitialModels(store.getState().schema), null, 2);
  const btn = toolButton;
  return (
    <div className="fd-toolbar" role="toolbar">
      <Space size={0} wrap>
        {readonly ? null : (
          <>
            <HistoryButtons />
            {btn('import', <ImportOutlined />, t('designer:import'), () => show('import'))}
            {btn('clear', <ClearOutlined />, t('designer:clear'), () => store.clear())}
          </>
        )}
        {btn('preview', <EyeOutlined />, t('designer:preview'), () => show('preview'))}
        {btn('json', <FileTextOutlined />, t('designer:json'), () => show('json'))}
        {btn('code', <CodeOutlined />, t('designer:code'), () => show('code'))}
        {btn('get-data', <DatabaseOutlined />, t('designer:getData'), () => show('data'))}
        {readonly ? null : btn('reset', <RollbackOutlined />, t('designer:reset'), () => {
          const base = baseline();
          if (base) store.importSchema(base);
          else store.clear();
        })}
        {btn('copy-data', <CopyOutlined />, t('designer:copyData'), async () => {
          const ok = await copyText(dataText(), shadowRoot);
          if (ok) void message.success(t('designer:copySuccess'));
          else void message.error(t('designer:copyFailed'));
        })}
      </Space>
      {(saveText || saveable) && !readonly ? (
        <Button size="small" type="primary" className="fd-save" icon={<SaveOutlined />} onClick={onSave}>{saveText || t('designer:save')}</Button>
      ) : null}
      <ImportDialog open={open === 'import'} onClose={close} />
      <PreviewDialog open={open === 'preview'} schema={snapshot ?? store.getState().schema} onClose={close} />
      <TextDialog open={open === 'json'} width={1000} title={t('designer:jsonTitle')} className="fd-json-dialog"
        text={snapshot ? JSON.stringify(snapshot, null, 2) : ''} onClose={close} />
      <TextDialog open={open === 'code'} width={1000} title={t('designer:codeTitle')} className="fd-code-dialog" download="form.html"
        text={snapshot ? generateCode(snapshot, { scriptUrl: codeScriptUrl, lang }) : ''} onClose={close} />
      <TextDialog open={open === 'data'} title={t('designer:data')} className="fd-data-dialog"
        text={open === 'data' ? dataText() : ''} onClose={close} />
    </div>
  );
}
