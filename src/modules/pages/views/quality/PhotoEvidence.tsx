// Photo evidence of a score item: jpg/png through the shared upload endpoint, at most SHEET_LIMITS.photos,
// shown as thumbnails (links of this site or http(s) only). Read-only: the thumbnails alone.
import { useState } from 'react';
import { App, Image, Space, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { SHEET_LIMITS, type EvidencePhoto } from '../../../../core/quality/types.ts';
import { safeImageSrc } from '../../../../core/routing/safeHref.ts';
import { BrokenImage, useBrokenImages } from '../../../shared/BrokenImages.tsx';
import { useQualityApi, useQualityT } from './useQuality.ts';

const IMAGE = /\.(jpe?g|png)$/i;

export function PhotoEvidence({ value = [], onChange, readonly, label }: { value?: EvidencePhoto[]; onChange?(v: EvidencePhoto[]): void; readonly?: boolean; label: string }) {
  const t = useQualityT();
  const api = useQualityApi();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(0);
  const photos = value.filter((p) => safeImageSrc(p.url));
  const images = useBrokenImages();

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!IMAGE.test(file.name)) {
      void message.error(t('badPhoto'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy((n) => n + 1);
    try {
      const up = await api.uploadPhoto(file as Blob, (file as File).name);
      onChange?.([...value, up].slice(0, SHEET_LIMITS.photos));
      onSuccess?.(up);
    } catch (e) {
      void message.error(t('photoFailed'));
      onError?.(e as Error);
    } finally {
      setBusy((n) => n - 1);
    }
  };

  return (
    <Space wrap size={8} className="hos-photos" aria-label={label} ref={images.ref}>
      <Image.PreviewGroup>
        {photos.map((p, i) => {
          const src = images.srcOf(p.url);
          return (
            <span key={p.url + i} style={{ position: 'relative', display: 'inline-block' }}>
              {src ? (
                <Image src={src} alt={p.name} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ) : (
                <BrokenImage url={p.url} width={64} height={64} />
              )}
              {!readonly && (
                <button
                  type="button" aria-label={`${t('discard')} ${p.name}`} className="hos-photo-remove"
                  onClick={() => onChange?.(value.filter((_, j) => j !== i))}
                  style={{ position: 'absolute', top: -6, right: -6, border: 0, borderRadius: '50%', width: 18, height: 18, lineHeight: '16px', cursor: 'pointer', background: 'rgba(0,0,0,0.55)', color: '#fff' }}
                >×</button>
              )}
            </span>
          );
        })}
      </Image.PreviewGroup>
      {!readonly && photos.length < SHEET_LIMITS.photos && (
        <Upload accept=".jpg,.jpeg,.png,image/jpeg,image/png" showUploadList={false} multiple beforeUpload={beforeUpload} customRequest={customRequest}>
          <button type="button" className="hos-photo-add" title={t('photoHint')} aria-label={`${t('addPhoto')}: ${label}`}
            style={{ width: 64, height: 64, border: '1px dashed #d9d9d9', borderRadius: 4, background: '#fafafa', cursor: 'pointer' }}>
            {busy ? '…' : <PlusOutlined />}
            <div style={{ fontSize: 12 }}>{t('addPhoto')}</div>
          </button>
        </Upload>
      )}
    </Space>
  );
}
