// The filter row of a list page: the page's own fields, an optional date range (beginTime/endTime
// as whole days), Search and Reset.
import type { ReactNode } from 'react';
import { Button, DatePicker, Form, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayRange } from '../../../core/pages/filters.ts';
import { usePageT } from './hooks.ts';

export interface FilterBarProps {
  children?: ReactNode;
  /** show the date range (beginTime / endTime) */
  dates?: boolean;
  onSearch(filters: Record<string, unknown>): void;
  extra?: ReactNode;
  /** the filters the list starts with (e.g. overdue only, from the link that opened it) */
  initialValues?: Record<string, unknown>;
}

export function FilterBar({ children, dates = false, onSearch, extra, initialValues }: FilterBarProps) {
  const t = usePageT();
  const [form] = Form.useForm();
  const submit = () => {
    const { range, ...rest } = form.getFieldsValue() as { range?: [Dayjs | null, Dayjs | null] | null } & Record<string, unknown>;
    const [b, e] = range ?? [];
    onSearch({ ...rest, ...dayRange(b?.format('YYYY-MM-DD'), e?.format('YYYY-MM-DD')) });
  };
  return (
    <Form form={form} layout="inline" className="hos-filter" onFinish={submit} initialValues={initialValues} style={{ marginBottom: 16, rowGap: 8 }}>
      {children}
      {dates && (
        <Form.Item name="range" label={t('dateRange')}>
          <DatePicker.RangePicker placeholder={[t('begin'), t('end')]} />
        </Form.Item>
      )}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">{t('search')}</Button>
          <Button onClick={() => { form.resetFields(); submit(); }}>{t('reset')}</Button>
          {extra}
        </Space>
      </Form.Item>
    </Form>
  );
}
