// The report's A4 print view (core/report/view.ts reportPrintHtml): a preview in a sandboxed frame, then
// the browser's print dialog (page numbers and the hospital's name in the page margins, @page boxes).
import { useMemo, useRef } from 'react';
import { App, Button, Modal, Space } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { MonthlyReportAnswer } from '../../../core/report/api.ts';
import { reportPrintHtml, type ReportLabels } from '../../../core/report/view.ts';
import { printFrame } from '../views/record/printRecord.ts';

export function ReportPrint({ open, report, labels, hospital, logo, onClose }: {
  open: boolean; report: MonthlyReportAnswer; labels: ReportLabels; hospital: string; logo: string; onClose(): void;
}) {
  const { message } = App.useApp();
  const frame = useRef<HTMLIFrameElement>(null);
  const t = (k: string) => labels.t('report:' + k);
  const html = useMemo(
    () => reportPrintHtml({ report, labels, hospital, logo, origin: globalThis.location?.origin ?? '' }),
    [report, labels, hospital, logo],
  );
  return (
    <Modal
      open={open} onCancel={onClose} width={880} title={t('print')} destroyOnHidden className="hos-print-dialog hos-report-print-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{labels.t('common:cancel')}</Button>
          <Button type="primary" icon={<PrinterOutlined aria-hidden />} className="hos-do-print" onClick={() => { if (!printFrame(frame.current)) void message.error(labels.t('pages:printFailed')); }}>{t('print')}</Button>
        </Space>
      }
    >
      <iframe ref={frame} className="hos-print-preview" title={t('print')} sandbox="allow-same-origin allow-modals" srcDoc={html}
        style={{ width: '100%', height: '65vh', border: '1px solid #f0f0f0', background: '#fff' }} />
    </Modal>
  );
}
