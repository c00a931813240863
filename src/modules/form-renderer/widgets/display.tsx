// Display widgets (form-format.md "text, link, divider, header"): font fields, the link downloads
// with its text as file name, header content position; blank is a slot (divider: divider.tsx, on demand).
import { memo, type CSSProperties } from 'react';
import { fontCss, type Widget } from '../../../core/form/index.ts';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import { fetchFile } from '../../../core/api/transport.ts';

export function fontStyle(w: Widget): CSSProperties {
  return fontCss(w.options) as CSSProperties;
}

export const textOf = (w: Widget, value: unknown) => String(value === undefined || value === null || value === '' ? (w.options.defaultValue ?? '') : value);

export const TextWidget = memo(function TextWidget({ widget, field }: WidgetProps) {
  return <span className={['hos-text', widget.options.customClass].filter(Boolean).join(' ')} style={fontStyle(widget)}>{textOf(widget, field.value)}</span>;
});

/** Downloads `url` as `name`; a cross-origin file the browser cannot read is opened instead. */
export async function download(url: string, name: string): Promise<void> {
  try {
    const blob = URL.createObjectURL(await fetchFile(url));
    const a = document.createElement('a');
    a.href = blob;
    a.download = name;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(blob), 10_000);
  } catch {
    window.open(url, '_blank', 'noopener');
  }
}

export const LinkWidget = memo(function LinkWidget({ widget, field }: WidgetProps) {
  const { toast, t } = useFormCtx();
  const text = textOf(widget, field.value);
  const url = String(widget.options.linkValue ?? '').trim();
  return (
    <a
      className="hos-link"
      role="link"
      tabIndex={0}
      style={fontStyle(widget)}
      href={url || undefined}
      onClick={(e) => {
        e.preventDefault();
        if (!url) toast('warning', t('form:fileUrlMissing'));
        else void download(url, text);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') (e.currentTarget as HTMLElement).click();
      }}
    >
      {text}
    </a>
  );
});

export const HeaderWidget = memo(function HeaderWidget({ widget, field }: WidgetProps) {
  const o = widget.options;
  const align = ({ left: 'left', center: 'center', right: 'right' } as const)[String(o.content_position) as 'left'] ?? 'left';
  return (
    <div role="heading" aria-level={2} className="hos-header" style={{ textAlign: align, fontSize: 20, fontWeight: 600, ...fontStyle(widget) }}>
      {textOf(widget, field.value)}
    </div>
  );
});

/** blank: the host page fills it with light-DOM children carrying `slot="<model>"`. */
export const BlankWidget = memo(function BlankWidget({ widget }: WidgetProps) {
  return (
    <div className="hos-blank">
      <slot name={widget.model} />
    </div>
  );
});
