// The conditions of one step: rows of field, operator and values. A field is one of the record's facts
// (grade, event type, technology class, restricted) or any key of the form's data, typed in.
import { AutoComplete, Button, Select, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GRADES, type Condition, type FlowDef } from '../../../../core/workflow/types.ts';
import { CONDITION_FIELDS, CONDITION_OPS, addCondition, removeCondition, updateCondition } from '../../../../core/pages/flowEditor.ts';
import { useFlowT } from './useFlows.ts';

/** Values to suggest for the known facts (any other value can be typed). */
const SUGGESTED: Record<string, string[]> = {
  grade: [...GRADES],
  techKind: ['limit', 'unlimit'],
  limited: ['true', 'false'],
};

export function StepConditions({ flow, index, edit }: { flow: FlowDef; index: number; edit(fn: (f: FlowDef) => FlowDef): void }) {
  const t = useFlowT();
  const when = flow.steps[index]?.when ?? [];
  const set = (ci: number, patch: Partial<Condition>) => edit((f) => updateCondition(f, index, ci, patch));
  return (
    <div className="hos-step-conditions">
      {when.length === 0 && <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>{t('noConditions')}</Typography.Text>}
      {when.map((c, ci) => (
        <Space key={ci} wrap style={{ display: 'flex', marginBottom: 8 }} className="hos-step-condition">
          <AutoComplete
            className="hos-condition-field" style={{ width: 220 }} value={c.field} placeholder={t('fieldPlaceholder')}
            options={CONDITION_FIELDS.map((f) => ({ value: f, label: t('field.' + f) }))}
            onChange={(field: string) => set(ci, { field: field.trim() })}
          />
          <Select<Condition['op']> className="hos-condition-op" style={{ width: 120 }} value={c.op}
            options={CONDITION_OPS.map((op) => ({ value: op, label: t('op.' + op) }))} onChange={(op) => set(ci, { op })} />
          <Select
            mode="tags" className="hos-condition-values" style={{ minWidth: 240 }} placeholder={t('valuesPlaceholder')}
            value={c.values.map(String)} tokenSeparators={[',', '，']}
            options={(SUGGESTED[c.field] ?? []).map((v) => ({ value: v, label: v }))}
            onChange={(values: string[]) => set(ci, { values })}
          />
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeCondition')} data-action="remove-condition" onClick={() => edit((f) => removeCondition(f, index, ci))} />
        </Space>
      ))}
      <Button size="small" icon={<PlusOutlined />} data-action="add-condition" onClick={() => edit((f) => addCondition(f, index))}>{t('addCondition')}</Button>
    </div>
  );
}
