// The editor's toolbar: real buttons with names and pressed states, one tab stop (arrow keys, Home and End
// move inside it, as a WAI-ARIA toolbar), the link field and the image upload.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Editor } from '@tiptap/react';
import {
  BoldOutlined, ItalicOutlined, UnderlineOutlined, StrikethroughOutlined, OrderedListOutlined, UnorderedListOutlined,
  LinkOutlined, DisconnectOutlined, PictureOutlined, UndoOutlined, RedoOutlined, LoadingOutlined,
} from '@ant-design/icons';

export interface ToolbarState {
  bold: boolean; italic: boolean; underline: boolean; strike: boolean; h1: boolean; h2: boolean; h3: boolean;
  bulletList: boolean; orderedList: boolean; blockquote: boolean; link: boolean; canUndo: boolean; canRedo: boolean;
}

/** A link we create: http(s), mailto or a path of this site. */
export const linkOk = (url: string) => /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(url.trim());
const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

interface Props {
  editor: Editor;
  state: ToolbarState;
  t(key: string, options?: Record<string, unknown>): string;
  disabled: boolean;
  busy: boolean;
  uploadImage?: (file: File) => Promise<void>;
  onError?(text: string): void;
}

export function Toolbar({ editor, state, t, disabled, busy, uploadImage, onError }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [focusAt, setFocusAt] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [linkError, setLinkError] = useState(false);
  const chain = () => editor.chain().focus();

  let index = 0;
  const button = (key: string, label: string, icon: ReactNode, run: () => void, opts: { pressed?: boolean; enabled?: boolean } = {}) => {
    const i = index++;
    return (
      <button
        key={key} type="button" className={'hos-rte-btn' + (opts.pressed ? ' is-on' : '')} title={label} aria-label={label}
        aria-pressed={opts.pressed === undefined ? undefined : opts.pressed} disabled={disabled || opts.enabled === false}
        tabIndex={i === focusAt ? 0 : -1} data-cmd={key}
        onMouseDown={(e) => e.preventDefault()} onFocus={() => setFocusAt(i)} onClick={run}
      >
        {icon}
      </button>
    );
  };
  const heading = (level: 1 | 2 | 3) => button(`h${level}`, t('richText:heading', { level }), <span className="hos-rte-h">H{level}</span>,
    () => chain().toggleHeading({ level }).run(), { pressed: state[`h${level}`] });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(bar.current?.querySelectorAll<HTMLButtonElement>('.hos-rte-btn:not(:disabled)') ?? []);
    const at = buttons.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    const next = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  const applyLink = () => {
    const u = url.trim();
    if (!u) {
      chain().extendMarkRange('link').unsetLink().run();
    } else if (!linkOk(u)) {
      setLinkError(true);
      return;
    } else {
      chain().extendMarkRange('link').setLink({ href: u }).run();
    }
    setLinkOpen(false);
    setUrl('');
    setLinkError(false);
  };

  return (
    <div className="hos-editor-bar hos-rte-bar" role="toolbar" aria-label={t('richText:toolbar')} ref={bar} onKeyDown={onKeyDown}>
      {button('bold', t('richText:bold'), <BoldOutlined />, () => chain().toggleBold().run(), { pressed: state.bold })}
      {button('italic', t('richText:italic'), <ItalicOutlined />, () => chain().toggleItalic().run(), { pressed: state.italic })}
      {button('underline', t('richText:underline'), <UnderlineOutlined />, () => chain().toggleUnderline().run(), { pressed: state.underline })}
      {button('strike', t('richText:strike'), <StrikethroughOutlined />, () => chain().toggleStrike().run(), { pressed: state.strike })}
      <span className="hos-rte-sep" aria-hidden="true" />
      {heading(1)}{heading(2)}{heading(3)}
      <span className="hos-rte-sep" aria-hidden="true" />
      {button('bulletList', t('richText:bulletList'), <UnorderedListOutlined />, () => chain().toggleBulletList().run(), { pressed: state.bulletList })}
      {button('orderedList', t('richText:orderedList'), <OrderedListOutlined />, () => chain().toggleOrderedList().run(), { pressed: state.orderedList })}
      <span className="hos-rte-sep" aria-hidden="true" />
      {button('link', t('richText:link'), <LinkOutlined />, () => {
        setUrl(String(editor.getAttributes('link').href ?? ''));
        setLinkError(false);
        setLinkOpen((v) => !v);
      }, { pressed: state.link })}
      {state.link && button('unlink', t('richText:unlink'), <DisconnectOutlined />, () => chain().extendMarkRange('link').unsetLink().run())}
      {uploadImage && button('image', busy ? t('richText:uploading') : t('richText:image'), busy ? <LoadingOutlined /> : <PictureOutlined />, () => file.current?.click(), { enabled: !busy })}
      <span className="hos-rte-sep" aria-hidden="true" />
      {button('undo', t('richText:undo'), <UndoOutlined />, () => chain().undo().run(), { enabled: state.canUndo })}
      {button('redo', t('richText:redo'), <RedoOutlined />, () => chain().redo().run(), { enabled: state.canRedo })}
      {uploadImage && (
        <input
          ref={file} type="file" accept=".png,.jpg,.jpeg,.gif,.webp" hidden style={{ display: 'none' }} tabIndex={-1} aria-hidden="true"
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (!f) return;
            if (!IMAGE.test(f.name)) return onError?.(t('richText:imageNotImage'));
            void uploadImage(f);
          }}
        />
      )}
      {linkOpen && (
        <span className="hos-rte-link">
          <input
            className="hos-rte-input" type="url" aria-label={t('richText:linkUrl')} placeholder={t('richText:linkUrl')} value={url}
            aria-invalid={linkError || undefined} autoFocus
            onChange={(e) => { setUrl(e.target.value); setLinkError(false); }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') { e.preventDefault(); applyLink(); }
              if (e.key === 'Escape') { e.preventDefault(); setLinkOpen(false); editor.commands.focus(); }
            }}
          />
          <button type="button" className="hos-rte-apply" onClick={applyLink}>{t('richText:apply')}</button>
          {linkError && <span className="hos-rte-error" role="alert">{t('richText:linkBad')}</span>}
        </span>
      )}
    </div>
  );
}
