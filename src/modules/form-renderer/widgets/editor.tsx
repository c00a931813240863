// editor: the rich-text field, on the shared TipTap editor (src/modules/shared/richText, issue 13 §4).
// What it writes to the model and what it draws are sanitised with the one allow-list of
// src/core/richText (form-format.md rule 6); old forms' HTML loads unchanged. Loaded lazily by the
// registry, so TipTap reaches only pages whose form has an editor.
import { memo, useCallback } from 'react';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { sanitizeRichText } from '../../../core/richText/sanitizeRichText.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { RichTextEditor } from '../../shared/richText/RichTextEditor.tsx';

export const sanitizeHtml = (html: unknown): string => sanitizeRichText(html);

export default memo(function EditorWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const { change, t, upload, toast } = useFormCtx();
  const html = typeof field.value === 'string' ? field.value : '';
  const uploadImage = useCallback(async (file: File) => {
    const res = await upload(file, getRuntime().config.imgUploadUrl, {});
    return res.url || res.src;
  }, [upload]);

  if (readonly) return <div className="hos-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
  return (
    <RichTextEditor
      value={html}
      onChange={(v) => change(path, v)}
      disabled={disabled}
      ariaLabel={widget.name}
      t={t}
      uploadImage={uploadImage}
      onError={(text) => toast('error', text)}
      width={widget.options.width ? String(widget.options.width) : undefined}
    />
  );
});
