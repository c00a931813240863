// displayVerify / disableVerify: `{ type: 'hide'|'and'|'or', list: [{ model, value }] }`
// (form-format.md "Conditions"). Models are picked from the form's other data widgets.
import { Button, Radio, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { walkWidgets } from '../../../core/designer/index.ts';
import type { Condition, Widget } from '../../../core/form/types.ts';
import { useT } from '../../shared/hooks.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { Section } from './BasicSections.tsx';
import { GestureText } from './fields.tsx';

const LAYOUT = new Set(['grid', 'flexbox', 'divider', 'header', 'text']);

/** "model — name" choices of every data widget but `self` (a stable string keeps the selector cheap). */
function useModelChoices(self: string): { value: string; label: string }[] {
  const text = useDesignerState((s) => {
    const out: string[] = [];
    walkWidgets(s.schema.list, (w) => {
      if (!LAYOUT.has(String(w.type)) && w.key !== self && w.model) out.push(`${w.model}\u0000${w.name}`);
    });
    return out.join('\u0001');
  });
  return text ? text.split('\u0001').map((s) => {
    const [model, name] = s.split('\u0000');
    return { value: model, label: `${name} (${model})` };
  }) : [];
}

export function ConditionEditor({ widget, k }: { widget: Widget; k: 'displayVerify' | 'disableVerify' }) {
  const t = useT();
  const { store } = useDesigner();
  const models = useModelChoices(widget.key);
  const cond: Condition = { type: 'hide', list: [], ...((widget.options?.[k] as Condition | undefined) ?? {}) };
  const list = Array.isArray(cond.list) ? cond.list : [];
  const set = (next: Partial<Condition>) => store.updateOptions(widget.key, { [k]: { ...cond, ...next } });
  const setRow = (i: number, patch: Partial<Condition['list'][number]>) => set({ list: list.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <Section title={t(`designer:${k}`)} name={k}>
      <Radio.Group size="small" optionType="button" value={cond.type} onChange={(e) => set({ type: e.target.value })}
        options={[{ value: 'hide', label: t('designer:condHide') }, { value: 'and', label: t('designer:condAnd') }, { value: 'or', label: t('designer:condOr') }]} />
      {list.map((row, i) => (
        <div className="fd-cond-row" key={i} data-index={i}>
          <Select size="small" showSearch className="fd-cond-model" placeholder={t('designer:condModel')} value={row.model || undefined}
            options={models} onChange={(v) => setRow(i, { model: v })} />
          {k === 'displayVerify' ? (
            <GestureText name={`${k}-value-${i}`} value={row.value} placeholder={t('designer:condValue')} onChange={(v) => setRow(i, { value: v })} />
          ) : null}
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer:delete')}
            onClick={() => set({ list: list.filter((_, j) => j !== i) })} />
        </div>
      ))}
      <Button size="small" type="link" icon={<PlusOutlined />} className="fd-add-cond" onClick={() => set({ list: [...list, { model: '', value: '' }] })}>
        {t('designer:addCondition')}
      </Button>
    </Section>
  );
}
