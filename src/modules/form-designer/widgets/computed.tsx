// computed in the designer (issue 31 §3): its formula (FormulaEditor: the text, the form's fields to
// insert by title, the check's problems as one types), its decimal places and unit; on the canvas, the
// formula. The editor loads on demand with the formula language, so the designer's first paint carries
// neither. Found by file name (typePanels.ts).
import { lazy, Suspense } from 'react';
import type { Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { NumberOpt, TextOpt } from '../panel/fields.tsx';

const FormulaEditor = lazy(() => import('../panel/FormulaEditor.tsx'));

export function Panel({ widget }: { widget: Widget }) {
  const t = useT();
  return (
    <>
      <Suspense fallback={null}>
        <FormulaEditor widget={widget} />
      </Suspense>
      <NumberOpt widget={widget} k="precision" label={t('designer:computed.precision')} min={0} max={6} step={1} allowEmpty
        placeholder={t('designer:computed.precisionHint')} />
      <TextOpt widget={widget} k="unit" label={t('designer:unit')} />
    </>
  );
}

/** On the canvas: '= formula' in a read-only box, with the unit. */
export function Preview({ widget }: { widget: Widget }) {
  const t = useT();
  const o = widget.options ?? {};
  const formula = typeof o.formula === 'string' ? o.formula : '';
  const unit = typeof o.unit === 'string' ? o.unit : '';
  return (
    <span className="fd-pv-input fd-pv-computed" style={{ width: typeof o.width === 'string' && o.width ? o.width : undefined }}>
      <input disabled data-user-text value={formula ? `= ${formula}` : ''} placeholder={t('designer:computed.noFormula')} aria-label={widget.name || widget.model}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', textOverflow: 'ellipsis' }} />
      {unit ? <span className="fd-pv-suffix">{unit}</span> : null}
    </span>
  );
}
