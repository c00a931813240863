// The computed field's formula in the property panel (issue 31 §3): a text area, the form's fields
// (by title, with their model) inserted at the caret, the functions at hand, and what the check says of
// the formula as one types, in the page language. Loaded on demand with the formula language.
import { useRef } from 'react';
import type { Widget } from '../../../core/form/types.ts';
import { FUNCTIONS, checkFormFormulas, formulaFields, problemText } from '../../../core/form/formula/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { Row, useGesture } from './fields.tsx';
import { formulaKey } from '../formulaTexts.ts';

const SEP = '\u0001';
/** the functions' names: code, the same in every language */
const FUNCTION_NAMES = Object.keys(FUNCTIONS).join(' ');
const PART = '\u0000';

export default function FormulaEditor({ widget }: { widget: Widget }) {
  const t = useT();
  const { store, readonly } = useDesigner();
  const gesture = useGesture();
  const area = useRef<HTMLTextAreaElement>(null);
  const formula = typeof widget.options?.formula === 'string' ? widget.options.formula : '';
  const say = (key: string, params: Record<string, string | number>) => t(formulaKey(key), params);
  // strings, so the panel re-renders only when the problems or the fields change, not on every edit
  const problems = useDesignerState((s) => checkFormFormulas(s.schema).filter((p) => p.key === widget.key).map((p) => problemText(p.problem, say)).join(SEP));
  const fieldText = useDesignerState((s) => formulaFields(s.schema, widget.key).map((f) => `${f.model}${PART}${f.name}`).join(SEP));
  const fields = fieldText ? fieldText.split(SEP).map((s) => s.split(PART)) : [];
  const list = problems ? problems.split(SEP) : [];

  /** the model at the caret (or over the selection), then the caret after it */
  const insert = (model: string) => {
    const el = area.current;
    const from = el ? el.selectionStart : formula.length;
    const to = el ? el.selectionEnd : formula.length;
    store.updateOptions(widget.key, { formula: formula.slice(0, from) + model + formula.slice(to) });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(from + model.length, from + model.length);
    });
  };

  return (
    <>
      <Row label={t('formula:editor.formula')} name="formula">
        {/* the formula names fields by their models: what the administrator typed, as code */}
        <textarea {...gesture} ref={area} data-user-text className={list.length ? 'fd-input fd-input-error fd-formula' : 'fd-input fd-formula'} name="formula" rows={4}
          disabled={readonly} spellCheck={false} value={formula} placeholder={t('formula:editor.formulaHint')}
          aria-label={t('formula:editor.formula')} aria-invalid={list.length > 0} aria-describedby={`fd-formula-check-${widget.key}`}
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
          onChange={(e) => store.updateOptions(widget.key, { formula: e.target.value })} />
        <div id={`fd-formula-check-${widget.key}`} className="fd-formula-check" aria-live="polite">
          {list.length
            ? list.map((p, i) => <div key={i} className="fd-field-error">{p}</div>)
            : <div className="fd-formula-ok" style={{ color: '#389e0d', fontSize: 12, marginTop: 2 }}>{t('formula:editor.ok')}</div>}
        </div>
      </Row>
      <Row label={t('formula:editor.insertField')} name="formulaField">
        <select className="fd-select" name="formulaField" value="" disabled={readonly || fields.length === 0} aria-label={t('formula:editor.insertField')}
          onChange={(e) => e.target.value && insert(e.target.value)}>
          <option value="">{fields.length ? t('formula:editor.insertFieldHint') : t('formula:editor.noFields')}</option>
          {fields.map(([model, name]) => <option key={model} value={model}>{`${name} (${model})`}</option>)}
        </select>
        <div className="fd-formula-help" style={{ color: 'rgba(0,0,0,.55)', fontSize: 12, marginTop: 4, wordBreak: 'break-word' }}>
          {t('formula:editor.functions')} <code>{FUNCTION_NAMES}</code>
          <br />
          <code>{t('formula:editor.example')}</code>
        </div>
      </Row>
    </>
  );
}
