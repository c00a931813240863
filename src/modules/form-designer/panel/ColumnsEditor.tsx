// Grid / flexbox / subform: columns and spans (Add Column gives span ''), gutter, justify, align.
// Subform columns are made by dropping widgets into it, so they have no add/remove here.
import { Button } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { isSubform } from '../../../core/designer/index.ts';
import type { Widget } from '../../../core/form/types.ts';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner } from '../DesignerContext.ts';
import { Section } from './BasicSections.tsx';
import { ChoiceOpt, GestureNumber, NumberOpt, has } from './fields.tsx';

const JUSTIFY = ['start', 'end', 'center', 'space-around', 'space-between'];
const ALIGN = ['top', 'middle', 'bottom'];

export function ColumnsEditor({ widget }: { widget: Widget }) {
  const t = useT();
  const { store } = useDesigner();
  const sub = isSubform(widget);
  const columns = widget.columns ?? [];
  return (
    <Section title={t('designer:columnOption')} name="columns">
      {columns.map((col, i) => (
        <div className="fd-col-row" key={i} data-index={i}>
          <span className="fd-col-name" data-user-text={sub ? '' : undefined}>{sub ? String(col.list?.[0]?.name ?? '') : `#${i + 1}`}</span>
          <GestureNumber name={`span-${i}`} value={col.span} min={0} max={24} allowEmpty
            onChange={(v) => store.updateColumn(widget.key, i, { span: v })} />
          {sub ? null : (
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('designer:delete')}
              onClick={() => store.removeColumn(widget.key, i)} />
          )}
        </div>
      ))}
      {sub ? null : (
        <Button size="small" type="link" icon={<PlusOutlined />} className="fd-add-column" onClick={() => store.addColumn(widget.key)}>
          {t('designer:addColumn')}
        </Button>
      )}
      {has(widget, 'gutter') || !sub ? <NumberOpt widget={widget} k="gutter" label={t('designer:gutter')} min={0} /> : null}
      {has(widget, 'justify') || !sub ? <ChoiceOpt widget={widget} k="justify" label={t('designer:justify')} choices={JUSTIFY.map((v) => ({ value: v, label: t(`designer:justify_${v}`) }))} /> : null}
      {has(widget, 'align') || !sub ? <ChoiceOpt widget={widget} k="align" label={t('designer:align')} choices={ALIGN.map((v) => ({ value: v, label: t(`designer:align_${v}`) }))} /> : null}
    </Section>
  );
}
