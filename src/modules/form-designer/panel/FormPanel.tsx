// The right panel's second tab: form attributes (label width 0-200 step 10, label position, size,
// custom class), spec §5 and upstream-form-making.md §1.
import { Input, Radio } from 'antd';
import { InputNumber } from '../../shared/NumberInput.tsx';
import { useDesignerT as useT } from '../useDesignerT.ts';
import { useDesigner, useDesignerState } from '../DesignerContext.ts';
import { Row, useGesture } from './fields.tsx';

export function FormPanel() {
  const t = useT();
  const { store } = useDesigner();
  const config = useDesignerState((s) => s.schema.config);
  const g = useGesture();
  const g2 = useGesture();
  return (
    <div className="fd-form-panel">
      <Row label={t('designer:labelPosition')} name="labelPosition">
        <Radio.Group size="small" optionType="button" value={config.labelPosition} onChange={(e) => store.updateConfig({ labelPosition: e.target.value })}
          options={(['left', 'right', 'top'] as const).map((v) => ({ value: v, label: t(`designer:${v}`) }))} />
      </Row>
      <Row label={t('designer:labelWidth')} name="labelWidth">
        <InputNumber {...g} name="labelWidth" min={0} max={200} step={10} value={config.labelWidth} addonAfter="px" style={{ width: '100%' }}
          onChange={(v) => v !== null && store.updateConfig({ labelWidth: Number(v) })} />
      </Row>
      <Row label={t('designer:size')} name="size">
        <Radio.Group size="small" optionType="button" value={config.size} onChange={(e) => store.updateConfig({ size: e.target.value })}
          options={['medium', 'small', 'mini'].map((v) => ({ value: v, label: t(`designer:size_${v}`) }))} />
      </Row>
      <Row label={t('designer:customClass')} name="customClass">
        <Input {...g2} name="customClass" data-user-text="" value={String(config.customClass ?? '')} onChange={(e) => store.updateConfig({ customClass: e.target.value })} />
      </Row>
    </div>
  );
}
