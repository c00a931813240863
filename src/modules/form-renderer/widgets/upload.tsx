// file and imgupload (form-format.md; spec sections 3, 4, 5, 7 "Files", 8): upload to the configured
// action with the bearer token, extension list / image-only / 'at most N files', min count blocks
// deletion, image preview (no `accept` filter: rc-upload would drop refused files silently, and the
// spec wants the section 5 messages), item states uploading (with percent) -> success, or error -> removed.
import { memo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Image, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { WidgetProps } from './types.ts';
import { useFormCtx } from '../context.ts';
import type { Widget } from '../../../core/form/index.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { safeHref, safeImageSrc } from '../../../core/routing/safeHref.ts';
import { BrokenImage, useBrokenImages } from '../../shared/BrokenImages.tsx';

export const FILE_SUFFIXES = ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'];
const UPSTREAM_ACTION = 'https://tools-server.making.link/api/transfer';
const ERROR_SHOWN_MS = 1500;

interface Pending {
  uid: string;
  name: string;
  percent: number;
  status: 'uploading' | 'error';
}
type FileEntry = { name?: string; uid?: string; url?: string; src?: string };
type ImgEntry = { key?: string; url?: string; percent?: number; status?: string };

const suffixOf = (name: string) => {
  const i = name.lastIndexOf('.');
  return i < 0 ? '' : name.slice(i).toLowerCase();
};

function actionOf(widget: Widget): string {
  const a = String(widget.options.action ?? '').trim();
  const cfg = getRuntime().config;
  if (!a || a === UPSTREAM_ACTION) return widget.type === 'imgupload' ? cfg.imgUploadUrl : cfg.fileUploadUrl;
  return a;
}

function useUploader(widget: Widget, path: string, image: boolean) {
  const ctx = useFormCtx();
  const { t, toast, model, change } = ctx;
  const [pending, setPending] = useState<Pending[]>([]);
  const pendingRef = useRef<Pending[]>([]);
  const setP = (fn: (p: Pending[]) => Pending[]) => {
    pendingRef.current = fn(pendingRef.current);
    setPending(pendingRef.current);
  };
  const o = widget.options;
  const max = Number(o.length) > 0 ? Number(o.length) : image ? 8 : 9;
  const min = Number(o.min) > 0 ? Number(o.min) : 0;
  const current = () => {
    const v = model.getField(path).value;
    return Array.isArray(v) ? v : [];
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    if (image ? !/^image\//.test(file.type) : !FILE_SUFFIXES.includes(suffixOf(file.name))) {
      toast('error', image ? t('form:imageOnly') : t('form:badSuffix', { suffixes: FILE_SUFFIXES.join(' ') }));
      return Upload.LIST_IGNORE;
    }
    const index = batch.indexOf(file);
    const used = current().length + pendingRef.current.filter((p) => p.status === 'uploading').length;
    if (used + index + 1 > max) {
      // one warning per selection
      if (used + index === max || index === 0) toast('warning', t('form:tooMany', { count: max }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const f = file as File & { uid: string };
    setP((p) => [...p, { uid: f.uid, name: f.name, percent: 0, status: 'uploading' }]);
    const qiniu = image && o.isQiniu ? { token: model.getUploadToken(widget.model) ?? String(o.token ?? ''), domain: String(o.domain ?? '') } : undefined;
    const action = qiniu ? (String(o.action || '').includes('qiniu') ? String(o.action) : 'https://upload.qiniup.com') : actionOf(widget);
    ctx
      .upload(f, action, {
        headers: o.headers && typeof o.headers === 'object' ? (o.headers as Record<string, string>) : undefined,
        qiniu,
        onProgress: (percent) => setP((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent } : x))),
      })
      .then((res) => {
        // the pending item goes in the same task as the stored one arrives: never both on screen
        flushSync(() => setP((p) => p.filter((x) => x.uid !== f.uid)));
        const entry = image ? { key: f.uid, url: res.url, percent: 100, status: 'success' } : { name: res.name || f.name, uid: res.uid, url: res.url, src: res.src };
        change(path, [...current(), entry]);
      })
      .catch((e: unknown) => {
        setP((p) => p.map((x) => (x.uid === f.uid ? { ...x, status: 'error' } : x)));
        toast('error', e instanceof Error && e.message ? e.message : t('form:uploadFailed'));
        setTimeout(() => setP((p) => p.filter((x) => x.uid !== f.uid)), ERROR_SHOWN_MS);
      });
  };

  const onRemove = (item: UploadFile) => {
    if (pendingRef.current.some((p) => p.uid === item.uid)) {
      setP((p) => p.filter((x) => x.uid !== item.uid));
      return true;
    }
    const list = current();
    if (list.length - 1 < min) {
      toast('warning', t('form:minCount', { count: min }));
      return false;
    }
    const i = Number(String(item.uid).split(':')[1]);
    change(path, list.filter((_, j) => j !== i));
    return true;
  };

  const pendingItems: UploadFile[] = pending.map((p) => ({ uid: p.uid, name: p.name, percent: p.percent, status: p.status === 'error' ? 'error' : 'uploading' }));
  return { beforeUpload, customRequest, onRemove, pendingItems, max, t };
}

export const FileWidget = memo(function FileWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const value = (Array.isArray(field.value) ? field.value : []) as FileEntry[];
  const up = useUploader(widget, path, false);
  if (readonly) {
    return (
      <div className="hos-files">
        {value.length ? value.map((f, i) => <a key={i} href={safeHref(f.url || f.src)} target="_blank" rel="noopener noreferrer">{f.name || f.url}</a>) : <span className="hos-ro hos-ro-empty">—</span>}
      </div>
    );
  }
  const items: UploadFile[] = value.map((f, i) => ({ uid: `v:${i}`, name: f.name || f.uid || f.url || '', url: f.url || f.src, status: 'done' }));
  return (
    <Upload
      fileList={[...items, ...up.pendingItems]}
      multiple={!!widget.options.multiple}
      disabled={disabled}
      beforeUpload={up.beforeUpload}
      customRequest={up.customRequest}
      onRemove={up.onRemove}
      showUploadList={{ showRemoveIcon: !disabled }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {up.t('form:upload')}
      </Button>
    </Upload>
  );
});

export const ImgUploadWidget = memo(function ImgUploadWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const value = (Array.isArray(field.value) ? field.value : []) as ImgEntry[];
  const up = useUploader(widget, path, true);
  const [preview, setPreview] = useState<string | null>(null);
  const images = useBrokenImages();
  const size = (widget.options.size ?? {}) as { width?: number; height?: number };
  const w = Number(size.width) > 0 ? Number(size.width) : 100;
  const h = Number(size.height) > 0 ? Number(size.height) : 100;
  const vars = { '--hos-img-w': `${w}px`, '--hos-img-h': `${h}px` } as React.CSSProperties;
  if (readonly) {
    return (
      <div className="hos-imgs" ref={images.ref}>
        {value.length ? (
          <Image.PreviewGroup>
            {value.map((f, i) => {
              const src = images.srcOf(f.url);
              return src ? <Image key={i} src={src} width={w} height={h} alt="" /> : <BrokenImage key={i} url={f.url} width={w} height={h} />;
            })}
          </Image.PreviewGroup>
        ) : (
          <span className="hos-ro hos-ro-empty">—</span>
        )}
      </div>
    );
  }
  const items: UploadFile[] = value.map((f, i) => ({ uid: `v:${i}`, name: f.key || f.url || '', url: safeImageSrc(f.url), thumbUrl: safeImageSrc(f.url), status: 'done' }));
  const count = items.length + up.pendingItems.length;
  const removable = !disabled && !!widget.options.isDelete;
  return (
    <div className="hos-img-upload" style={vars} ref={images.ref}>
      <Upload
        listType="picture-card"
        fileList={[...items, ...up.pendingItems]}
        multiple={!!widget.options.multiple}
        disabled={disabled}
        beforeUpload={up.beforeUpload}
        customRequest={up.customRequest}
        onRemove={up.onRemove}
        onPreview={(f) => setPreview(f.url || f.thumbUrl || null)}
        showUploadList={{ showRemoveIcon: removable, showPreviewIcon: true }}
        itemRender={(origin, file, _list, actions) =>
          file.status === 'done' && !images.srcOf(file.thumbUrl) ? (
            <BrokenImage url={file.url} width={w} height={h}>
              {removable && (
                <button type="button" className="hos-img-broken-remove" aria-label={up.t('form:removeImage')} onClick={actions.remove}
                  style={{ position: 'absolute', top: 2, right: 2, border: 0, background: 'none', cursor: 'pointer', padding: 4, color: 'rgba(0,0,0,0.65)' }}>
                  <DeleteOutlined aria-hidden />
                </button>
              )}
            </BrokenImage>
          ) : (
            origin
          )
        }
      >
        {count >= up.max || disabled ? null : (
          <button type="button" className="hos-img-add" aria-label={up.t('form:upload')}>
            <PlusOutlined />
          </button>
        )}
      </Upload>
      {preview && <Image style={{ display: 'none' }} src={preview} preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }} />}
    </div>
  );
});
