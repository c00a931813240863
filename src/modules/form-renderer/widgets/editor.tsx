// editor: the rich-text field, on the shared TipTap editor (src/modules/shared/richText, issue 13 §4).
// What it writes to the model and what it draws are sanitised with the one allow-list of
// src/core/richText (form-format.md rule 6); old forms' HTML loads unchanged. Loaded lazily by the
// registry, so TipTap reaches only pages whose form has an editor.
import { memo, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { sanitizeRichText } from '../../../core/richText/sanitizeRichText.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { RichTextEditor } from '../../shared/richText/RichTextEditor.tsx';
import { richTextCss } from '../../shared/richText/richTextCss.ts';

/** The toolbar's height (richTextCss: 4px padding, 28px buttons, 1px rule): the stand-in keeps the text in place. */
const BAR_HEIGHT = 37;

/** Calls `fn` once `el` comes near the viewport (or at once where IntersectionObserver is missing). */
function whenNearView(el: Element, fn: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    fn();
    return () => undefined;
  }
  const io = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      io.disconnect();
      fn();
    }
  }, { rootMargin: '200px' });
  io.observe(el);
  return () => io.disconnect();
}

export const sanitizeHtml = (html: unknown): string => sanitizeRichText(html);

export default memo(function EditorWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const { change, t, upload, toast } = useFormCtx();
  const html = typeof field.value === 'string' ? field.value : '';
  const uploadImage = useCallback(async (file: File) => {
    const res = await upload(file, getRuntime().config.imgUploadUrl, {});
    return res.url || res.src;
  }, [upload]);

  // TipTap (~40-60 ms for one editor) is created when the field comes near the viewport, or at once when
  // it is pointed at or focused: until then a stand-in draws the same box and the same sanitised text
  // (found by find-in-page, printed). The value lives in the form model either way (getData, validation
  // and autosave do not need the editor).
  const [live, setLive] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  /** where the stand-in was clicked (or true: focused by the keyboard), for the editor to take over */
  const focusAt = useRef<{ x: number; y: number } | true | undefined>(undefined);
  useEffect(() => (readonly || live || !box.current ? undefined : whenNearView(box.current, () => setLive(true))), [readonly, live]);
  const activate = (at: { x: number; y: number } | true) => {
    if (live || disabled) return;
    focusAt.current = at;
    flushSync(() => setLive(true));
  };
  // On mousedown, not pointerdown, and with the browser's own focusing prevented: the stand-in is gone
  // by the time the mousedown's default action runs, which then moved focus to <body> and dropped the
  // first keys typed (seen under CPU load).
  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0 || live || disabled) return;
    e.preventDefault();
    activate({ x: e.clientX, y: e.clientY });
  };

  if (readonly) return <div className="hos-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
  if (!live) {
    const width = widget.options.width ? String(widget.options.width) : undefined;
    return (
      <div ref={box} className={`hos-editor hos-rte${disabled ? ' is-disabled' : ''}`} style={width ? { width } : undefined}>
        <style>{richTextCss}</style>
        <div className="hos-editor-bar hos-rte-bar" style={{ height: BAR_HEIGHT, boxSizing: 'border-box' }} aria-hidden="true" />
        <div
          className="hos-editor-body tiptap"
          role="textbox"
          aria-multiline="true"
          aria-label={widget.name}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : 0}
          onMouseDown={onMouseDown}
          onFocus={() => activate(true)}
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
        />
      </div>
    );
  }
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <RichTextEditor
        value={html}
        onChange={(v) => change(path, v)}
        disabled={disabled}
        ariaLabel={widget.name}
        t={t}
        uploadImage={uploadImage}
        onError={(text) => toast('error', text)}
        width={widget.options.width ? String(widget.options.width) : undefined}
        focusOnMount={focusAt.current}
      />
    </div>
  );
});
