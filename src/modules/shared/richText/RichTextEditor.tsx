// The one rich-text editor of HOS (issue 13 §4): TipTap 3 (ProseMirror) with an accessible toolbar, used
// by the form renderer's editor widget and the notice editor. What it emits is sanitised with the shared
// allow-list (src/core/richText/sanitizeRichText.ts); an empty document is ''. Import it lazily: TipTap
// must never reach a page that does not edit rich text.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { sanitizeRichText } from '../../../core/richText/sanitizeRichText.ts';
import { provideNamespaces } from '../../../core/i18n/instance.ts';
import { richText } from '../../../core/i18n/locales/richText.ts';
import { useT } from '../hooks.ts';
import { Toolbar } from './Toolbar.tsx';
import { richTextCss } from './richTextCss.ts';

provideNamespaces({ richText });

export interface RichTextEditorProps {
  value?: string;
  onChange?(html: string): void;
  disabled?: boolean;
  /** the accessible name of the text area (the field's label) */
  ariaLabel: string;
  /** uploads an image and answers its address; without it the image button is hidden */
  uploadImage?(file: File): Promise<string>;
  /** translator of the host (the renderer's language); default the element's */
  t?(key: string, options?: Record<string, unknown>): string;
  /** shown below the toolbar on errors (upload refused) */
  onError?(text: string): void;
  width?: string;
  testId?: string;
  extra?: ReactNode;
  /**
   * Focus the text as soon as the editor exists: at the point a click was made on a stand-in (the
   * caret goes where the user clicked), or `true` to focus it where its selection is. Read once.
   */
  focusOnMount?: { x: number; y: number } | true;
}

const emitted = (editor: Editor) => (editor.isEmpty ? '' : sanitizeRichText(editor.getHTML()));

export function RichTextEditor({ value = '', onChange, disabled = false, ariaLabel, uploadImage, t: tProp, onError, width, testId, focusOnMount }: RichTextEditorProps) {
  const tOwn = useT();
  const t = tProp ?? tOwn;
  const last = useRef<string>(value);
  /** what we emitted that the `value` prop has not caught up with yet (a controlled value lags behind fast typing) */
  const pending = useRef<string[]>([]);
  const change = useRef(onChange);
  change.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['mailto'], HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: sanitizeRichText(value),
    editable: !disabled,
    editorProps: {
      attributes: { class: 'hos-editor-body', role: 'textbox', 'aria-multiline': 'true', 'aria-label': ariaLabel },
    },
    onUpdate: ({ editor: ed }) => {
      const html = emitted(ed);
      if (html === last.current) return;
      last.current = html;
      if (pending.current.push(html) > 500) pending.current.shift();
      change.current?.(html);
    },
  });

  // outside values (initial data, reset, setData) replace the document; our own edits are already in it,
  // and an older one of ours arriving late must not undo the keys typed since
  useEffect(() => {
    if (!editor) return;
    const mine = pending.current;
    if (mine.length && value === mine[mine.length - 1]) {
      pending.current = [];
      return;
    }
    if (mine.includes(value) || (!mine.length && value === last.current)) return;
    pending.current = [];
    last.current = value;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);
  // synchronously, before the next key arrives (TipTap's focus command waits for an animation frame)
  const focusAt = useRef(focusOnMount);
  useLayoutEffect(() => {
    const at = focusAt.current;
    if (!editor || !at || editor.isDestroyed) return;
    focusAt.current = undefined;
    const pos = at === true ? null : editor.view.posAtCoords({ left: at.x, top: at.y });
    if (pos) editor.commands.setTextSelection(pos.pos);
    editor.view.focus();
  }, [editor]);

  const [busy, setBusy] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: ed }) => (ed ? {
      bold: ed.isActive('bold'), italic: ed.isActive('italic'), underline: ed.isActive('underline'), strike: ed.isActive('strike'),
      h1: ed.isActive('heading', { level: 1 }), h2: ed.isActive('heading', { level: 2 }), h3: ed.isActive('heading', { level: 3 }),
      bulletList: ed.isActive('bulletList'), orderedList: ed.isActive('orderedList'), blockquote: ed.isActive('blockquote'),
      link: ed.isActive('link'), canUndo: ed.can().undo(), canRedo: ed.can().redo(),
    } : null),
  });

  return (
    <div className={`hos-editor hos-rte${disabled ? ' is-disabled' : ''}`} style={width ? { width } : undefined} data-testid={testId}>
      <style>{richTextCss}</style>
      {editor && state && (
        <Toolbar
          editor={editor} state={state} t={t} disabled={disabled} busy={busy}
          uploadImage={uploadImage && (async (file) => {
            setBusy(true);
            try {
              const src = await uploadImage(file);
              editor.chain().focus().setImage({ src, alt: file.name }).run();
            } catch (e) {
              onError?.(e instanceof Error && e.message ? e.message : t('richText:imageFailed'));
            } finally {
              setBusy(false);
            }
          })}
          onError={onError}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}

export default RichTextEditor;
