// scoreItem in the designer (issue 13 §1): its own attributes (maximum, how it is scored, the
// deduction per finding or the options with their scores, the section, the inspection standard, whether a
// finding and photos are asked for) and its picture on the canvas. Found by file name (typePanels.ts).
import type { Widget } from '../../../core/form/types.ts';
import { scoreItemOf, scoreOptionsFromText, scoreOptionsText } from '../../../core/quality/scoringModel.ts';
import { MAX_ITEM_SCORE } from '../../../core/quality/scoringModel.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { BoolOpt, ChoiceOpt, GestureText, NumberOpt, Row, TextOpt } from '../panel/fields.tsx';

export function Panel({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const kind = String(widget.options?.scoring ?? 'deduct');
  return (
    <>
      <NumberOpt widget={widget} k="maxScore" label={t('designer:score.maxScore')} min={0.5} max={MAX_ITEM_SCORE} step={0.5} />
      <ChoiceOpt widget={widget} k="scoring" label={t('designer:score.scoring')} buttons
        choices={['deduct', 'option', 'direct'].map((v) => ({ value: v, label: t(`designer:score.kind.${v}`) }))} />
      {kind === 'deduct' && <NumberOpt widget={widget} k="deductPer" label={t('designer:score.deductPer')} min={0.5} max={MAX_ITEM_SCORE} step={0.5} />}
      {kind === 'direct' && <NumberOpt widget={widget} k="step" label={t('designer:score.step')} min={0.1} max={10} step={0.1} />}
      {kind === 'option' && (
        <Row label={t('designer:score.options')} name="scoreOptions">
          <GestureText textarea rows={4} name="scoreOptions" value={scoreOptionsText(widget.options?.options)} placeholder={t('designer:score.optionsHint')}
            onChange={(v) => store.updateOptions(widget.key, { options: scoreOptionsFromText(v, widget.options?.options) })} />
        </Row>
      )}
      <TextOpt widget={widget} k="section" label={t('designer:score.section')} placeholder={t('designer:score.sectionHint')} />
      <TextOpt widget={widget} k="standard" label={t('designer:score.standard')} textarea />
      <BoolOpt widget={widget} k="commentOnLoss" label={t('designer:score.commentOnLoss')} />
      <BoolOpt widget={widget} k="photos" label={t('designer:score.photos')} />
    </>
  );
}

/** On the canvas: the maximum and how the item is scored. */
export function Preview({ widget }: { widget: Widget }) {
  const t = useT();
  const item = scoreItemOf(widget);
  if (!item) return <span className="fd-score-preview">{t('designer:score.invalid')}</span>;
  const how = item.kind === 'option' ? item.options.map((o) => `${o.label} ${o.score}`).join(' / ') : t(`designer:score.kind.${item.kind}`);
  return <span className="fd-score-preview">{t('designer:score.preview', { max: item.maxScore, how })}</span>;
}
