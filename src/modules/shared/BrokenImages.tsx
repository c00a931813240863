// A stored picture that does not load (its host is down, or the page's Content-Security-Policy does not
// list it: img-src, HOS_IMG_SOURCES in docs/deploy.md) is answered with a box of the picture's size that
// says so in the reader's language and links to the address, instead of the browser's broken-image icon.
// One mechanism for every list of stored pictures: useBrokenImages() listens, in the capture phase, for
// the `error` of any <img> inside its container (an img's error does not bubble, but it is captured), so
// it also sees the thumbnails antd's Upload draws itself.
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { useT } from './hooks.ts';
import { safeHref, safeImageSrc } from '../../core/routing/safeHref.ts';

const absolute = (url: string) => {
  try {
    return new URL(url, document.baseURI).href;
  } catch {
    return url;
  }
};

/**
 * Pictures under the returned ref that failed to load. `srcOf(url)` is what to draw a stored address from:
 * the address when it is one we draw (safeImageSrc) and has not failed, else undefined (show BrokenImage).
 */
export function useBrokenImages() {
  const ref = useRef<HTMLDivElement>(null);
  const [broken, setBroken] = useState<ReadonlySet<string>>(() => new Set());
  // a layout effect: a picture the page's CSP refuses fails within a task or two of its src being set,
  // before a passive effect would listen; one that failed earlier still is complete with no size
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const mark = (img: HTMLImageElement) => {
      const src = img.src;
      if (src) setBroken((s) => (s.has(src) ? s : new Set(s).add(src)));
    };
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) mark(e.target);
    };
    el.addEventListener('error', onError, true);
    for (const img of el.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0 && img.src) mark(img);
    return () => el.removeEventListener('error', onError, true);
  }, []);
  const srcOf = useCallback((url: string | undefined) => {
    const src = safeImageSrc(url);
    return src && !broken.has(absolute(src)) ? src : undefined;
  }, [broken]);
  return { ref, srcOf };
}

/** The answer to a picture that cannot be shown: the reason and a link to its address. */
export function BrokenImage({ url, width, height, children }: { url?: string; width: number; height: number; children?: ReactNode }) {
  const t = useT();
  const href = safeHref(url);
  return (
    <span
      className="hos-img-broken"
      role="group"
      aria-label={t('common:imageUnavailable')}
      title={t('common:imageUnavailableWhy')}
      style={{
        position: 'relative', boxSizing: 'border-box', display: 'inline-flex', flexDirection: 'column', alignItems: 'center',
        justifyContent: 'center', gap: 2, width: Math.max(width, 96), minHeight: height, padding: 6, textAlign: 'center',
        fontSize: 12, lineHeight: 1.4, color: 'rgba(0,0,0,0.65)', background: '#fafafa', border: '1px dashed #d9d9d9', borderRadius: 6,
      }}
    >
      <PictureOutlined aria-hidden style={{ fontSize: 18, color: 'rgba(0,0,0,0.45)' }} />
      <span>{t('common:imageUnavailable')}</span>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" style={{ color: '#0958d9' }}>
          {t('common:openImageAddress')}
        </a>
      )}
      {children}
    </span>
  );
}
