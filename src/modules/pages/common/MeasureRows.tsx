// The rows of an "assign measures" dialog: what is to be done, its owner (a colleague) and the day it
// is due (the end of that day). Each row is findable: .hos-measure-row[data-row=i] with
// .hos-measure-what, .hos-measure-owner and .hos-measure-deadline inside.
import { Button, DatePicker, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { endOfDay, MAX_MEASURES } from '../../../core/pages/recordActions.ts';
import { usePageT } from './hooks.ts';
import './rcaTexts.ts';

/** causeId: the root cause of the record's analysis the measure addresses (issue 26 §1) */
export interface MeasureRow { what?: string; ownerUserId?: number | null; deadline?: number | null; causeId?: string | null }

export interface MeasureRowsProps {
  value: MeasureRow[];
  onChange(rows: MeasureRow[]): void;
  owners: { value: number; label: string }[];
  /** the analysis's root causes a measure may address (none: no picker) */
  causes?: { value: string; label: string }[];
  /** the row and field the last check refused */
  error?: { row: number; field: 'what' | 'owner' | 'deadline' } | null;
}

export function MeasureRows({ value, onChange, owners, causes, error }: MeasureRowsProps) {
  const t = usePageT();
  const set = (i: number, patch: MeasureRow) => onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const bad = (i: number, f: 'what' | 'owner' | 'deadline') => (error && error.row === i && error.field === f ? 'error' : undefined);
  return (
    <div className="hos-measure-rows">
      {value.map((r, i) => (
        <Space key={i} className="hos-measure-row" data-row={i} align="start" style={{ display: 'flex', marginBottom: 8 }} wrap>
          <span style={{ lineHeight: '32px', color: 'rgba(0,0,0,0.65)' }}>{i + 1}.</span>
          <Input.TextArea
            className="hos-measure-what"
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={500}
            style={{ width: 300 }}
            placeholder={t('measureWhat')}
            aria-label={t('measureWhat')}
            status={bad(i, 'what')}
            value={r.what}
            onChange={(e) => set(i, { what: e.target.value })}
          />
          <Select
            className="hos-measure-owner"
            style={{ width: 200 }}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('measureOwner')}
            aria-label={t('measureOwner')}
            status={bad(i, 'owner')}
            options={owners}
            value={r.ownerUserId ?? undefined}
            onChange={(v: number) => set(i, { ownerUserId: v })}
          />
          <DatePicker
            className="hos-measure-deadline"
            placeholder={t('measureDeadline')}
            aria-label={t('measureDeadline')}
            status={bad(i, 'deadline')}
            disabledDate={(d: Dayjs) => d.isBefore(dayjs(), 'day')}
            value={r.deadline ? dayjs(r.deadline) : null}
            onChange={(d: Dayjs | null) => set(i, { deadline: d ? endOfDay(d.year(), d.month() + 1, d.date()) : null })}
          />
          {causes && causes.length > 0 && (
            <Select
              className="hos-measure-cause"
              style={{ width: 220 }}
              allowClear
              placeholder={t('rca:pickRootCause')}
              aria-label={t('rca:pickRootCause')}
              options={causes}
              optionRender={(o) => <span data-user-text="">{o.label}</span>}
              labelRender={(o) => <span data-user-text="">{o.label}</span>}
              value={r.causeId ?? undefined}
              onChange={(v?: string) => set(i, { causeId: v ?? null })}
            />
          )}
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('removeMeasure')} disabled={value.length <= 1} onClick={() => onChange(value.filter((_, j) => j !== i))} />
        </Space>
      ))}
      <Button className="hos-add-measure" type="dashed" icon={<PlusOutlined />} disabled={value.length >= MAX_MEASURES} onClick={() => onChange([...value, {}])}>
        {t('addMeasure')}
      </Button>
    </div>
  );
}
