// One score item of a sheet: the standard, the input its scoring asks for (findings to deduct, an option,
// a score), the item's live score and lost points, the finding (asked for when points are lost) and
// photo evidence. Re-renders only when its own value or score changes.
import { memo, type ReactNode } from 'react';
import { Input, Radio, Space, Tag, Typography } from 'antd';
import { InputNumber } from '../../../shared/NumberInput.tsx';
import type { ItemScore, ItemValue, ScoreItemDef } from '../../../../core/quality/types.ts';
import { SHEET_LIMITS } from '../../../../core/quality/types.ts';
import { PhotoEvidence } from './PhotoEvidence.tsx';
import { useNumber, useQualityT } from './useQuality.ts';

export interface ScoreItemRowProps {
  item: ScoreItemDef;
  value: ItemValue | undefined;
  score: ItemScore;
  readonly: boolean;
  onChange(id: string, v: ItemValue): void;
  /** extra content after the item (the rectification link or button) */
  extra?: ReactNode;
}

function ScoreInput({ item, value, readonly, set }: { item: ScoreItemDef; value: ItemValue; readonly: boolean; set(p: Partial<ItemValue>): void }) {
  const t = useQualityT();
  const label = `${item.label}: ${t(item.kind === 'deduct' ? 'occurrences' : item.kind === 'option' ? 'option' : 'directScore')}`;
  if (item.kind === 'option') {
    return (
      <Radio.Group
        aria-label={label} disabled={readonly} value={value.option} className="hos-score-option"
        onChange={(e) => set({ option: e.target.value as string })}
        options={item.options.map((o) => ({ value: o.value, label: `${o.label}（${o.score}）` }))}
      />
    );
  }
  if (item.kind === 'deduct') {
    return (
      <Space>
        <span>{t('occurrences')}</span>
        <InputNumber
          aria-label={label} className="hos-score-occurrences" disabled={readonly} min={0} max={SHEET_LIMITS.occurrences} precision={0} step={1}
          value={value.occurrences ?? 0} onChange={(n) => set({ occurrences: typeof n === 'number' ? n : undefined })} style={{ width: 96 }}
        />
      </Space>
    );
  }
  return (
    <Space>
      <span>{t('directScore')}</span>
      <InputNumber
        aria-label={label} className="hos-score-direct" disabled={readonly} min={0} max={item.maxScore} step={item.step}
        value={value.score} onChange={(n) => set({ score: typeof n === 'number' ? n : undefined })} style={{ width: 96 }}
      />
      <span>/ {item.maxScore}</span>
    </Space>
  );
}

function Row({ item, value = {}, score, readonly, onChange, extra }: ScoreItemRowProps) {
  const t = useQualityT();
  const num = useNumber();
  const set = (p: Partial<ItemValue>) => onChange(item.id, { ...value, ...p });
  const rule = item.kind === 'deduct' ? t('kind.deduct', { per: num(item.deductPer) }) : t('kind.' + item.kind);
  return (
    <div className="hos-score-item" data-item={item.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography.Text strong>{item.label}</Typography.Text>
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>{t('maxScore')} {num(item.maxScore)} · {rule}</Typography.Text>
          {item.standard && <div><Typography.Text type="secondary">{t('standardText', { text: item.standard })}</Typography.Text></div>}
        </div>
        <Space size={8} className="hos-item-score" aria-live="polite">
          {score.answered
            ? <Tag color={score.lost > 0 ? 'warning' : 'success'}>{t('score')} {num(score.score)} / {num(score.maxScore)}</Tag>
            : <Tag>{t('sheetStatus.none')}</Tag>}
          {score.lost > 0 && <Tag color="error">{t('lost')} {num(score.lost)}</Tag>}
        </Space>
      </div>
      <div style={{ marginTop: 8 }}><ScoreInput item={item} value={value} readonly={readonly} set={set} /></div>
      <div style={{ display: 'flex', gap: 12, marginTop: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {(!readonly || value.comment) && (
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>
            {readonly
              ? <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{t('commentText', { text: value.comment })}</Typography.Paragraph>
              : (
                <Input.TextArea
                  aria-label={`${item.label}: ${t('comment')}`} className="hos-score-comment" autoSize={{ minRows: 2, maxRows: 4 }} maxLength={SHEET_LIMITS.comment}
                  placeholder={t('commentPlaceholder')} status={score.needsComment ? 'warning' : undefined}
                  value={value.comment ?? ''} onChange={(e) => set({ comment: e.target.value })}
                />
              )}
            {score.needsComment && !readonly && <Typography.Text type="danger" style={{ fontSize: 12 }}>{t('commentRequired')}</Typography.Text>}
          </div>
        )}
        {item.photos && (!readonly || !!value.photos?.length) && (
          <PhotoEvidence label={`${item.label}: ${t('photos')}`} value={value.photos} readonly={readonly} onChange={(photos) => set({ photos })} />
        )}
      </div>
      {extra && <div style={{ marginTop: 8 }}>{extra}</div>}
    </div>
  );
}

export const ScoreItemRow = memo(Row, (a, b) =>
  a.item === b.item && a.value === b.value && a.readonly === b.readonly && a.extra === b.extra && a.onChange === b.onChange
  && a.score.score === b.score.score && a.score.lost === b.score.lost && a.score.answered === b.score.answered && a.score.needsComment === b.score.needsComment);
