// Medical affairs records a restricted technology's filing with the health authority (issue 35 §3): the
// filing number and the day it was filed (not after today in the hospital's calendar; the server checks again).
import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { RegisterItem } from '../../../../core/api/tech.ts';
import { calendarDay } from '../../../../core/i18n/format.ts';
import { isCalendarDate } from '../../../../core/time/localTimes.ts';
import { useTimeZone } from '../../common/hooks.ts';
import { withUserText } from '../../../shared/UserText.tsx';
import { useRegisterT, useTechApi, useTechT } from './useTech.ts';

const DAY = 'YYYY-MM-DD';

export function FilingDialog({ item, onClose, onDone }: { item: RegisterItem | null; onClose(): void; onDone(): void }) {
  const t = useTechT();
  const rt = useRegisterT();
  const api = useTechApi();
  const zone = useTimeZone();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ filingNo: string; filingDate: Dayjs | null }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (item) form.setFieldsValue({ filingNo: item.filingNo, filingDate: isCalendarDate(item.filingDate) ? dayjs(item.filingDate) : null });
  }, [item, form]);
  const today = calendarDay(Date.now(), zone);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !item) return;
    setSaving(true);
    try {
      await api.setFiling(item.id, { filingNo: v.filingNo.trim(), filingDate: v.filingDate!.format(DAY) });
      void message.success(rt('filingSaved'));
      onDone();
    } catch {
      // shown by the http layer
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={!!item} title={rt('filingTitle')} onCancel={onClose} onOk={() => void save()} confirmLoading={saving}
      okText={rt('save')} cancelText={t('cancel')} destroyOnHidden forceRender className="hos-filing-dialog"
      okButtonProps={{ className: 'hos-save-filing' }}
    >
      {item && <Typography.Paragraph><span data-user-text="">{item.techName}</span>{withUserText(t, 'pages:techCodeAfter', 'code', item.techCode)}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{rt('filingHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item name="filingNo" label={rt('filingNo')} rules={[{ required: true, whitespace: true, message: rt('filingNoRequired') }, { max: 50 }]}>
          <Input maxLength={50} className="hos-filing-no" />
        </Form.Item>
        <Form.Item name="filingDate" label={rt('filingDate')} rules={[{ required: true, message: rt('filingDateRequired') }]}>
          <DatePicker className="hos-filing-date" format={DAY} style={{ width: 200 }} disabledDate={(d: Dayjs) => d.format(DAY) > today} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
