// A read-only text dialog with *Copy* (and optionally *Download*): Generate JSON (1000 px),
// Generate Code (1000 px) and the form data (default 800 px).
import { App, Button, Input, Modal } from 'antd';
import { useHost } from '../../shared/HostContext.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { copyText } from './copyText.ts';

export interface TextDialogProps {
  open: boolean;
  title: string;
  text: string;
  width?: number;
  className?: string;
  download?: string;
  onClose: () => void;
}

export function TextDialog({ open, title, text, width = 800, className, download, onClose }: TextDialogProps) {
  const t = useT();
  const { shadowRoot } = useHost();
  const { message } = App.useApp();
  const copy = async () => {
    const ok = await copyText(text, shadowRoot);
    if (ok) void message.success(t('designer:copySuccess'));
    else void message.error(t('designer:copyFailed'));
  };
  const save = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/html;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = download!;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Modal open={open} width={width} title={title} onCancel={onClose} className={className} destroyOnHidden
      footer={[
        download ? <Button key="download" className="fd-download" onClick={save}>{t('designer:download')}</Button> : null,
        <Button key="copy" type="primary" className="fd-copy" onClick={copy}>{t('designer:copy')}</Button>,
        <Button key="close" onClick={onClose}>{t('designer:close')}</Button>,
      ]}>
      <code className="fd-code-field"><Input.TextArea className="fd-code" readOnly value={text} rows={18} spellCheck={false} /></code>
    </Modal>
  );
}
