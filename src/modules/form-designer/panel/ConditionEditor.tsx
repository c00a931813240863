// displayVerify / disableVerify: `{ type: 'hide'|'and'|'or', list: [{ model, value }] }`
// (form-format.md "Conditions"). Models are picked from the form's other data widgets. Each condition is
// a full-width field select with, under it, its value and its delete button; every control is named
// ("第 2 条条件的字段") and reached with the mouse and the keyboard (issue 31 §5).
import { useState } from 'react';
import { Button, Select } from 'antd';
import { DeleteOutlined, DownOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { walkWidgets } from '../../../core/designer/index.ts';
import type { Condition, Widget } from '../../../core/form/types.ts';
import { isLayout, widgetDefinition } from '../../../core/form/index.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { GestureText, NativeButtons, Row } from './fields.tsx';

/** Whose value a condition may read: not layouts, not the display widgets that opt out (registry). */
const isSource = (w: Widget) => !isLayout(w) && widgetDefinition(w.type)?.panel?.conditionSource !== false;

/** "name (model)" choices of every data widget but `self` (a stable string keeps the selector cheap). */
function useModelChoices(self: string): { value: string; label: string }[] {
  const text = useDesignerState((s) => {
    const out: string[] = [];
    walkWidgets(s.schema.list, (w) => {
      if (isSource(w) && w.key !== self && w.model) out.push(`${w.model}\u0000${w.name}`);
    });
    return out.join('\u0001');
  });
  return text ? text.split('\u0001').map((s) => {
    const [model, name] = s.split('\u0000');
    return { value: model, label: `${name} (${model})` };
  }) : [];
}

/** Collapsed to one line until opened: most widgets have no condition, and the open editor costs
 *  a walk of the whole form for its model list (issue 4 §5: selection must stay fast). */
export function ConditionEditor({ widget, k }: { widget: Widget; k: 'displayVerify' | 'disableVerify' }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const cond = (widget.options?.[k] as Condition | undefined) ?? { type: 'hide', list: [] };
  const n = Array.isArray(cond.list) ? cond.list.length : 0;
  const summary = cond.type === 'and' ? t('designer:condAnd') : cond.type === 'or' ? t('designer:condOr') : t('designer:condHide');
  return (
    <section className="fd-section fd-cond" data-section={k}>
      <button type="button" className="fd-cond-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? <DownOutlined /> : <RightOutlined />} <b>{t(`designer:${k}`)}</b> <span className="fd-cond-summary">{summary}{n ? ` · ${n}` : ''}</span>
      </button>
      {open ? <ConditionBody widget={widget} k={k} /> : null}
    </section>
  );
}

function ConditionBody({ widget, k }: { widget: Widget; k: 'displayVerify' | 'disableVerify' }) {
  const t = useT();
  const { store, readonly } = useDesigner();
  const models = useModelChoices(widget.key);
  const cond: Condition = { type: 'hide', list: [], ...((widget.options?.[k] as Condition | undefined) ?? {}) };
  const list = Array.isArray(cond.list) ? cond.list : [];
  const set = (next: Partial<Condition>) => store.updateOptions(widget.key, { [k]: { ...cond, ...next } });
  const setRow = (i: number, patch: Partial<Condition['list'][number]>) => set({ list: list.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const withValue = k === 'displayVerify';
  return (
    <div className="fd-cond-body">
      <Row label={t('designer:condType')} name={`${k}-type`}>
        <NativeButtons value={cond.type} onChange={(v) => set({ type: v as Condition['type'] })}
          choices={[{ value: 'hide', label: t('designer:condHide') }, { value: 'and', label: t('designer:condAnd') }, { value: 'or', label: t('designer:condOr') }]} />
      </Row>
      {list.map((row, i) => {
        const n = i + 1;
        const remove = (
          <Button type="text" danger icon={<DeleteOutlined />} className="fd-cond-delete" aria-label={t('designer:condRowDelete', { n })}
            onClick={() => set({ list: list.filter((_, j) => j !== i) })} />
        );
        return (
          <div className="fd-cond-row" key={i} data-index={i}>
            <div className="fd-cond-line">
              <Select showSearch className="fd-cond-model" placeholder={t('designer:condModel')} aria-label={t('designer:condRowModel', { n })}
                value={row.model || undefined} options={models} disabled={readonly} optionFilterProp="label" onChange={(v) => setRow(i, { model: v })} />
              {withValue ? null : remove}
            </div>
            {withValue ? (
              <div className="fd-cond-line">
                <GestureText name={`${k}-value-${i}`} value={row.value} placeholder={t('designer:condValue')} label={t('designer:condRowValue', { n })}
                  onChange={(v) => setRow(i, { value: v })} />
                {remove}
              </div>
            ) : null}
          </div>
        );
      })}
      <Button size="small" type="link" icon={<PlusOutlined />} className="fd-add-cond" onClick={() => set({ list: [...list, { model: '', value: '' }] })}>
        {t('designer:addCondition')}
      </Button>
    </div>
  );
}
