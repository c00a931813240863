// scoreItem (issue 13 §1): one item of a medical quality scoring form. Its value is the item's entry of a
// scoring sheet ({occurrences | option | score, comment, photos}); the item's score and lost points are
// computed by the shared scoring code (src/core/quality), the same the server recomputes totals with.
// Loaded on demand (the registry finds it by file name); draws its own detail mode.
import { memo, useMemo } from 'react';
import { Input, Radio, Space, Tag, Typography, Upload } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { UploadProps } from 'antd';
import type { WidgetProps } from '../types.ts';
import { useFormCtx } from '../../context.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import { scoreItemOf } from '../../../../core/quality/scoringModel.ts';
import { scoreSheet } from '../../../../core/quality/scoreSheet.ts';
import { SHEET_LIMITS, type ItemValue } from '../../../../core/quality/types.ts';

const isObj = (v: unknown): v is ItemValue => !!v && typeof v === 'object' && !Array.isArray(v);
/** only links of this site or http(s) are shown */
const safe = (u: string) => (/^https?:\/\//i.test(u) || (u.startsWith('/') && !u.startsWith('//')) ? u : undefined);

export const ScoreItemWidget = memo(function ScoreItemWidget({ widget, path, field, disabled, readonly }: WidgetProps) {
  const ctx = useFormCtx();
  const { t, change } = ctx;
  const item = useMemo(() => scoreItemOf(widget), [widget]);
  const value: ItemValue = isObj(field.value) ? field.value : {};
  if (!item) return <Typography.Text type="secondary">{t('form:score.invalid')}</Typography.Text>;
  const s = scoreSheet({ sections: [{ name: item.section, items: [item], maxScore: item.maxScore }], items: [item], maxScore: item.maxScore }, { [item.id]: value }).items[item.id];
  const set = (p: Partial<ItemValue>) => change(path, { ...value, ...p });
  const off = disabled || readonly;
  const photos = (value.photos ?? []).filter((p) => safe(p.url));

  const upload: UploadProps['customRequest'] = ({ file }) => {
    ctx.upload(file as File, getRuntime().config.imgUploadUrl, {})
      .then((res) => change(path, { ...value, photos: [...(value.photos ?? []), { name: (file as File).name, url: res.src || res.url }].slice(0, SHEET_LIMITS.photos) }))
      .catch(() => ctx.toast('error', t('form:uploadFailed')));
  };

  return (
    <div className="hos-score-item-widget" data-item={item.id}>
      <Space size={8} wrap>
        {item.kind === 'deduct' && (
          <>
            <span>{t('form:score.occurrences', { per: item.deductPer })}</span>
            <InputNumber aria-label={`${widget.name}: ${t('form:score.occurrencesLabel')}`} disabled={off} min={0} max={SHEET_LIMITS.occurrences} precision={0}
              value={value.occurrences ?? 0} onChange={(n) => set({ occurrences: typeof n === 'number' ? n : undefined })} style={{ width: 96 }} />
          </>
        )}
        {item.kind === 'option' && (
          <Radio.Group aria-label={widget.name} disabled={off} value={value.option} onChange={(e) => set({ option: e.target.value as string })}
            options={item.options.map((o) => ({ value: o.value, label: `${o.label}（${o.score}）` }))} />
        )}
        {item.kind === 'direct' && (
          <InputNumber aria-label={widget.name} disabled={off} min={0} max={item.maxScore} step={item.step}
            value={value.score} onChange={(n) => set({ score: typeof n === 'number' ? n : undefined })} style={{ width: 96 }} />
        )}
        <Tag color={s.answered ? (s.lost > 0 ? 'warning' : 'success') : undefined}>{t('form:score.points', { score: s.answered ? s.score : '-', max: item.maxScore })}</Tag>
      </Space>
      {item.standard && <div><Typography.Text type="secondary">{item.standard}</Typography.Text></div>}
      {readonly
        ? value.comment && <div style={{ whiteSpace: 'pre-wrap' }}>{value.comment}</div>
        : (
          <Input.TextArea aria-label={`${widget.name}: ${t('form:score.comment')}`} disabled={disabled} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={SHEET_LIMITS.comment}
            placeholder={t('form:score.comment')} status={s.needsComment ? 'warning' : undefined} value={value.comment ?? ''}
            onChange={(e) => set({ comment: e.target.value })} style={{ marginTop: 6 }} />
        )}
      {item.photos && (photos.length > 0 || !off) && (
        <Space size={6} wrap style={{ marginTop: 6 }}>
          {photos.map((p, i) => <img key={p.url + i} src={safe(p.url)} alt={p.name} width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />)}
          {!off && photos.length < SHEET_LIMITS.photos && (
            <Upload accept=".jpg,.jpeg,.png" showUploadList={false} customRequest={upload}>
              <button type="button" className="hos-score-photo-add" style={{ height: 48, border: '1px dashed #d9d9d9', borderRadius: 4, background: '#fafafa', cursor: 'pointer' }}>
                {t('form:score.addPhoto')}
              </button>
            </Upload>
          )}
        </Space>
      )}
    </div>
  );
});

export default ScoreItemWidget;
