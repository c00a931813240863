// *Preview* (1200 px): the form in <hos-form-renderer preview> (rules skipped, form-format.md rule 1)
// with Get Data, Reset and Copy Data. The renderer is its own element (own shadow root), used
// through its public API, so the preview is exactly what host pages get.
import { useEffect, useRef, useState } from 'react';
import { App, Button, Modal } from 'antd';
import type { FormSchema } from '../../../core/form/types.ts';
import { useHost } from '../../shared/HostContext.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { copyText } from './copyText.ts';
import { TextDialog } from './TextDialog.tsx';

type RendererElement = HTMLElement & { schema?: FormSchema; getData(): Promise<unknown>; reset(): void };

export function PreviewDialog({ open, schema, onClose }: { open: boolean; schema: FormSchema; onClose: () => void }) {
  const t = useT();
  const { shadowRoot, lang } = useHost();
  const { message } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const renderer = useRef<RendererElement | null>(null);
  const [data, setData] = useState<string | null>(null);
  const defined = typeof customElements !== 'undefined' && Boolean(customElements.get('hos-form-renderer'));

  useEffect(() => {
    if (!open || !defined) return;
    // created imperatively: the schema is a property, never an attribute
    const timer = setTimeout(() => {
      if (!host.current) return;
      const el = document.createElement('hos-form-renderer') as RendererElement;
      el.setAttribute('preview', '');
      // the form is the hospital's own text (the page-language check skips it, as on the record pages)
      el.setAttribute('data-user-text', '');
      el.setAttribute('locale', lang);
      el.schema = structuredClone(schema);
      host.current.replaceChildren(el);
      renderer.current = el;
    });
    return () => {
      clearTimeout(timer);
      renderer.current?.remove();
      renderer.current = null;
    };
  }, [open, defined, schema, lang]);

  const read = async (): Promise<string | null> => {
    try {
      return JSON.stringify(await renderer.current!.getData(), null, 2);
    } catch (e) {
      void message.error((e as Error).message || t('designer:validError'));
      return null;
    }
  };

  return (
    <Modal open={open} width={1200} title={t('designer:previewTitle')} onCancel={onClose} className="fd-preview-dialog" destroyOnHidden
      footer={[
        <Button key="get" type="primary" className="fd-get-data" disabled={!defined} onClick={async () => setData(await read())}>{t('designer:getData')}</Button>,
        <Button key="reset" className="fd-reset" disabled={!defined} onClick={() => renderer.current?.reset()}>{t('designer:reset')}</Button>,
        <Button key="copy" className="fd-copy-data" disabled={!defined} onClick={async () => {
          const text = await read();
          if (text === null) return;
          const ok = await copyText(text, shadowRoot);
          if (ok) void message.success(t('designer:copySuccess'));
          else void message.error(t('designer:copyFailed'));
        }}>{t('designer:copyData')}</Button>,
        <Button key="close" onClick={onClose}>{t('designer:close')}</Button>,
      ]}>
      {defined ? <div ref={host} className="fd-preview-host" /> : <div className="fd-preview-missing">{t('designer:rendererMissing')}</div>}
      <TextDialog open={data !== null} title={t('designer:data')} text={data ?? ''} className="fd-data-dialog" onClose={() => setData(null)} />
    </Modal>
  );
}
