// The toolbar (spec §2 "Form designer screen"): import JSON, clear, preview, generate JSON,
// generate code, get data, reset, copy data, undo, redo, and Save when the host asks for it.
// Get Data / Copy Data give the data the form starts with; Reset returns to the last loaded or
// saved document (one undoable step). A narrow designer shows the palette / attributes drawer
// buttons, undo and redo, and the rest in a "More" menu, so the toolbar never overflows.
import { useState } from 'react';
import { App, Button, Space } from 'antd';
import {
  ClearOutlined, CodeOutlined, CopyOutlined, DatabaseOutlined, EyeOutlined, FileTextOutlined, ImportOutlined,
  RollbackOutlined, SaveOutlined,
} from '@ant-design/icons';
import { buildInitialModels } from '../../../core/form/initialModels.ts';
import { generateCode } from '../../../core/designer/codegen.ts';
import type { FormSchema } from '../../../core/form/types.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { copyText } from './copyText.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { TextDialog } from './TextDialog.tsx';
import type { CompactLayout } from '../layout/useCompactLayout.ts';
import { CompactTools } from './CompactTools.tsx';
import { HistoryButtons, toolButton, type Action } from './HistoryButtons.tsx';
import { useFormulaGuard } from '../useFormulaGuard.ts';

type Open = null | 'import' | 'preview' | 'json' | 'code' | 'data';

export interface ToolbarProps {
  saveText?: string;
  saveable?: boolean;
  codeScriptUrl?: string;
  /** the document Reset returns to */
  baseline: () => FormSchema | null;
  onSave: () => void;
  /** narrow designers get drawer buttons and a "More" menu */
  layout: CompactLayout;
}

export function Toolbar({ saveText, saveable, codeScriptUrl, baseline, onSave, layout }: ToolbarProps) {
  const t = useT();
  const { store, readonly } = useDesigner();
  const { shadowRoot, lang } = useHost();
  const { message } = App.useApp();
  const [open, setOpen] = useState<Open>(null);
  const [snapshot, setSnapshot] = useState<FormSchema | null>(null);
  const formulasOk = useFormulaGuard(store);
  const show = (what: Open) => {
    setSnapshot(store.getJSON());
    setOpen(what);
  };
  /** the JSON and the code are exports: a broken formula refuses them, named (issue 31 §3) */
  const exportAs = (what: 'json' | 'code') => {
    const schema = store.getJSON();
    void formulasOk(schema).then((ok) => ok && show(what));
  };
  const close = () => setOpen(null);
  const dataText = () => JSON.stringify(buildInitialModels(store.getState().schema), null, 2);
  const action = (key: string, icon: React.ReactNode, label: string, run: () => void): Action => ({ key, icon, label, run });
  const actions: Action[] = [
    ...(readonly ? [] : [
      action('import', <ImportOutlined />, t('designer:import'), () => show('import')),
      action('clear', <ClearOutlined />, t('designer:clear'), () => store.clear()),
    ]),
    action('preview', <EyeOutlined />, t('designer:preview'), () => show('preview')),
    action('json', <FileTextOutlined />, t('designer:json'), () => exportAs('json')),
    action('code', <CodeOutlined />, t('designer:code'), () => exportAs('code')),
    action('get-data', <DatabaseOutlined />, t('designer:getData'), () => show('data')),
    ...(readonly ? [] : [action('reset', <RollbackOutlined />, t('designer:reset'), () => {
      const base = baseline();
      if (base) store.importSchema(base);
      else store.clear();
    })]),
    action('copy-data', <CopyOutlined />, t('designer:copyData'), async () => {
      const ok = await copyText(dataText(), shadowRoot);
      if (ok) void message.success(t('designer:copySuccess'));
      else void message.error(t('designer:copyFailed'));
    }),
  ];
  return (
    <div className="fd-toolbar" role="toolbar">
      {layout.compact ? <CompactTools layout={layout} actions={actions} /> : (
        <Space size={0} wrap>
          {readonly ? null : <HistoryButtons iconOnly={false} />}
          {actions.map((a) => toolButton(a.key, a.icon, a.label, a.run))}
        </Space>
      )}
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
