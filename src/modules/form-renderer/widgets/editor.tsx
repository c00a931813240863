// editor: the rich-text field, on the shared TipTap editor (src/modules/shared/richText, issue 13 §4).
// What it writes to the model and what it draws are sanitised with the one allow-list of
// src/core/richText (form-format.md rule 6); old forms' HTML loads unchanged. This view is loaded lazily
// by the registry; TipTap itself (114 KB brotli, the largest code a form can need) only when an editor
// comes near the viewport or is used, or in an idle moment after the first paint: a form is ready
// (whenReady) with its editors as stand-ins, without waiting for it.
import { memo, useCallback, useEffect, useReducer, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { sanitizeRichText } from '../../../core/richText/sanitizeRichText.ts';
import { getRuntime } from '../../../core/runtime.ts';
import type { RichTextEditorProps } from '../../shared/richText/RichTextEditor.tsx';
import { richTextCss } from '../../shared/richText/richTextCss.ts';
import { usePrefetchLater } from '../../shared/prefetch.ts';

/** TipTap's editor, once its code is here */
let Editor: ComponentType<RichTextEditorProps> | undefined;
let loading: Promise<void> | undefined;
/** Loads TipTap's editor once for every editor of the page (again after a failure). */
const loadEditor = (): Promise<void> =>
  (loading ??= import('../../shared/richText/RichTextEditor.tsx').then(
    (m) => {
      Editor = m.RichTextEditor;
    },
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  ));

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

/** The caret's place on screen in `el` (the selection of its shadow root or document), if it is there. */
function caretOf(el: HTMLElement): { x: number; y: number } | undefined {
  const root = el.getRootNode() as (ShadowRoot & { getSelection?: () => Selection | null }) | Document;
  const sel = root.getSelection?.() ?? document.getSelection();
  if (!sel || !sel.rangeCount || !el.contains(sel.focusNode)) return undefined;
  const range = sel.getRangeAt(0).cloneRange();
  range.collapse(false);
  const rect = range.getClientRects()[0] ?? range.getBoundingClientRect();
  return rect && (rect.width || rect.height) ? { x: rect.left, y: rect.top + rect.height / 2 } : undefined;
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
  const [, codeArrived] = useReducer((n: number) => n + 1, 0);
  const box = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  /** where the stand-in was clicked (or true: focused by the keyboard), for the editor to take over */
  const focusAt = useRef<{ x: number; y: number } | true | undefined>(undefined);
  const latest = useRef({ html, change, path });
  latest.current = { html, change, path };
  usePrefetchLater(loadEditor);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);
  const waiting = useRef(false);
  const goLive = useCallback(() => {
    setLive(true);
    if (Editor || waiting.current) return;
    waiting.current = true;
    loadEditor().finally(() => void (waiting.current = false)).then(
      () => {
        if (!alive.current) return;
        handOver();
        codeArrived();
      },
      (e: unknown) => {
        console.error('[form] the rich-text editor did not load', e);
        if (!alive.current || !body.current?.isContentEditable) return;
        // asked for by the user: say so; what was typed is kept (the next click tries again)
        keepTyped(body.current);
        toast('error', t('form:editorUnavailable'));
      },
    );
    // used while the code was coming: what was typed, and where the caret is, pass to the editor
    function handOver() {
      const el = body.current;
      if (!el?.isContentEditable) return;
      keepTyped(el);
      const root = el.getRootNode() as ShadowRoot | Document;
      if (root.activeElement === el) focusAt.current = caretOf(el) ?? true;
    }
    function keepTyped(el: HTMLElement) {
      const { html: before, change: write, path: at } = latest.current;
      // the browser's placeholder break at a paragraph's end (the stand-in starts as <p><br></p>) is not text
      const typed = sanitizeRichText(el.innerHTML.replace(/<br\s*\/?>(\s*<\/p>)/gi, '$1'));
      if (typed !== sanitizeRichText(before)) write(at, typed);
    }
  }, [t, toast]);
  useEffect(() => (readonly || live || !box.current ? undefined : whenNearView(box.current, goLive)), [readonly, live, goLive]);
  const activate = (at: { x: number; y: number } | true) => {
    if (disabled || (Editor && live)) return;
    if (Editor) {
      focusAt.current = at;
      flushSync(() => setLive(true));
      return;
    }
    // the code is still coming: the stand-in takes the typing meanwhile (nothing typed is lost) and
    // hands it over with the caret (handOver)
    const el = body.current;
    if (el && !el.isContentEditable) {
      el.contentEditable = 'true';
      // typing into an empty field starts a paragraph, as in the editor
      if (!el.innerHTML.trim()) el.innerHTML = '<p><br></p>';
    }
    goLive();
  };
  // On mousedown, not pointerdown, and with the browser's own focusing prevented: the stand-in is gone
  // by the time the mousedown's default action runs, which then moved focus to <body> and dropped the
  // first keys typed (seen under CPU load). While the code is still coming the stand-in stays, and the
  // browser puts the caret where it was clicked.
  const onMouseDown = (e: MouseEvent) => {
    if (e.button !== 0 || disabled || (Editor && live)) return;
    if (Editor) e.preventDefault();
    activate({ x: e.clientX, y: e.clientY });
  };

  if (readonly) return <div className="hos-html" dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
  if (!live || !Editor) {
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
          aria-busy={live || undefined}
          tabIndex={disabled ? -1 : 0}
          ref={body}
          onMouseDown={onMouseDown}
          onFocus={() => activate(true)}
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }}
        />
      </div>
    );
  }
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Editor
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
