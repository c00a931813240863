// editor: a small rich-text editor (contentEditable + toolbar). HTML is sanitised with DOMPurify when
// it is drawn and when it is written to the model (form-format.md rule 6). Loaded lazily.
import { memo, useEffect, useRef, useState } from 'react';
import DOMPurify from 'dompurify';
import { Button, Input, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';

export const sanitizeHtml = (html: unknown): string =>
  DOMPurify.sanitize(typeof html === 'string' ? html : '', { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });

const TOOLS = [
  ['bold', 'bold', BoldOutlined],
  ['italic', 'italic', ItalicOutlined],
  ['underline', 'underline', UnderlineOutlined],
  ['insertUnorderedList', 'bulleted', UnorderedListOutlined],
  ['insertOrderedList', 'numbered', OrderedListOutlined],
] as const;

export default memo(function EditorWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const { change, t, root } = useFormCtx();
  const saved = useRef<Range | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<string>('');
  const [linkOpen, setLinkOpen] = useState(false);
  const [url, setUrl] = useState('');
  const html = typeof field.value === 'string' ? field.value : '';

  // draw outside values (initial, reset, setData); our own edits are already on screen
  useEffect(() => {
    const el = ref.current;
    if (!el || html === last.current) return;
    const clean = sanitizeHtml(html);
    el.innerHTML = clean;
    last.current = html;
  }, [html, readonly]);

  if (readonly) return <div className="hos-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;

  const emit = () => {
    const el = ref.current;
    if (!el) return;
    const clean = sanitizeHtml(el.innerHTML);
    last.current = clean;
    change(path, clean);
  };
  const selection = () => (root as unknown as { getSelection?: () => Selection | null }).getSelection?.() ?? document.getSelection();
  const exec = (cmd: string, arg?: string) => {
    ref.current?.focus();
    const sel = selection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
      saved.current = null;
    }
    document.execCommand(cmd, false, arg);
    emit();
  };

  return (
    <div className={`hos-editor${disabled ? ' is-disabled' : ''}`} style={widget.options.width ? { width: String(widget.options.width) } : undefined}>
      <div className="hos-editor-bar" role="toolbar">
        {TOOLS.map(([cmd, key, Icon]) => (
          <Tooltip key={cmd} title={t(`form:${key}`)}>
            <Button type="text" size="small" icon={<Icon />} aria-label={t(`form:${key}`)} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => exec(cmd)} />
          </Tooltip>
        ))}
        <Button type="text" size="small" icon={<LinkOutlined />} aria-label={t('form:link')} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={() => {
            const sel = selection();
            saved.current = sel && sel.rangeCount ? sel.getRangeAt(0).cloneRange() : null;
            setLinkOpen((v) => !v);
          }} />
        {linkOpen && (
          <Input
            size="small"
            style={{ width: 240 }}
            placeholder={t('form:linkUrl')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={() => {
              if (/^(https?:|mailto:|\/)/i.test(url.trim())) exec('createLink', url.trim());
              setLinkOpen(false);
              setUrl('');
            }}
          />
        )}
      </div>
      <div
        ref={ref}
        className="hos-editor-body"
        contentEditable={!disabled}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={widget.name}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
});
