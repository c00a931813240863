// The time of a fact of the analysis, picked with the date-time picker (issue 35 §4). Stored as before:
// 'YYYY-MM-DD HH:mm' in the hospital's local time ('' when unknown; a day alone, 'YYYY-MM-DD', still
// shows). A time typed freely before the rule of src/core/time/localTimes.ts still displays, beside the
// picker that replaces it.
import { DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { isCalendarDate, isLocalDateOrTime } from '../../../../core/time/localTimes.ts';
import { usePageT } from '../../common/hooks.ts';
import { USER_TEXT } from '../../common/userText.ts';

export const FACT_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The picker's value of a stored time (null when empty or not a time of the calendar). */
const asDay = (at: string): Dayjs | null => (at && isLocalDateOrTime(at) ? dayjs(at.replace(' ', 'T')) : null);

export function FactTime({ value, onChange, className }: { value: string; onChange(at: string): void; className?: string }) {
  const t = usePageT();
  const legacy = value && !isLocalDateOrTime(value) ? value : '';
  return (
    <Space size={4} wrap className="hos-rca-fact-time">
      {legacy && <Typography.Text type="secondary" className="hos-rca-fact-legacy" {...USER_TEXT}>{legacy}</Typography.Text>}
      <DatePicker className={className} showTime={{ format: 'HH:mm' }} format={isCalendarDate(value) ? 'YYYY-MM-DD' : FACT_TIME_FORMAT} style={{ width: 170 }}
        // a free text is refused when saved: the picker asks for the time again
        status={legacy ? 'warning' : undefined} placeholder={t(legacy ? 'rca:factAtRepick' : 'rca:factAtPick')} aria-label={t('rca:factAt')} value={asDay(value)}
        onChange={(d: Dayjs | null) => onChange(d ? d.format(FACT_TIME_FORMAT) : '')} />
    </Space>
  );
}

