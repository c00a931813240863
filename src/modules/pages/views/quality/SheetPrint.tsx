// Print / PDF of a scoring sheet: the A4 document of core/quality/sheetPrint.ts in a sandboxed frame,
// then the browser's print dialog or a PDF file (the record print's helpers).
import { useMemo, useRef, useState } from 'react';
import { App, Button, Modal, Space } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { SheetView } from '../../../../core/api/quality.ts';
import { sheetPrintHtml } from '../../../../core/quality/sheetPrint.ts';
import type { ScoringModel, SheetScore, SheetValues } from '../../../../core/quality/types.ts';
import { formatTime } from '../../../../core/pages/records.ts';
import { printFrame, saveDocumentPdf } from '../record/printRecord.ts';
import { useLang } from '../../common/hooks.ts';
import { useDeptNames, useNumber, useQualityT } from './useQuality.ts';
import { formatDay } from '../../../../core/i18n/format.ts';

export function SheetPrint({ view, model, values, score, open, onClose }: { view: SheetView; model: ScoringModel; values: SheetValues; score: SheetScore; open: boolean; onClose(): void }) {
  const t = useQualityT();
  const dept = useDeptNames();
  const num = useNumber();
  const lang = useLang();
  const { message } = App.useApp();
  const frame = useRef<HTMLIFrameElement>(null);
  const [busy, setBusy] = useState(false);
  const title = t('sheetTitle', { round: view.round.name, dept: dept.text(view.deptName) });

  const html = useMemo(() => {
    if (!open) return '';
    const answer = (id: string) => {
      const item = model.items.find((i) => i.id === id)!;
      const v = values[id] ?? {};
      if (item.kind === 'option') return item.options.find((o) => o.value === v.option)?.label ?? '';
      if (item.kind === 'deduct') return `${t('occurrences')} ${num(v.occurrences ?? 0)}`;
      return v.score === undefined ? '' : num(v.score);
    };
    return sheetPrintHtml({
      title, model, values, score, answer, lang, printedAt: formatTime(Date.now(), false, lang),
      info: [
        { label: t('round'), value: view.round.name },
        { label: t('department'), value: dept.text(view.deptName) },
        { label: t('period'), value: `${formatDay(view.round.periodStart, lang)} ~ ${formatDay(view.round.periodEnd, lang)}` },
        { label: t('scoreForm'), value: `${view.round.formName} v${view.round.formVersion}` },
        { label: t('inspector'), value: view.sheet?.inspectorName ?? '' },
        { label: t('roundStatus'), value: t('sheetStatus.' + (view.sheet?.status ?? 'none')) },
        { label: t('submittedAt'), value: formatTime(view.sheet?.submittedAt, false, lang) },
        ...score.sections.map((s) => ({ label: s.name || t('noSection'), value: `${num(s.score)} / ${num(s.maxScore)}` })),
      ],
      labels: {
        item: t('item'), standard: t('standard'), answer: t('option'), score: t('score'), lost: t('lost'), comment: t('comment'), photos: t('photos'),
        subtotal: t('subtotal'), total: t('total'), printedAt: t('pages:print_printedAt'),
      },
    });
  }, [open, view, model, values, score, t, num, lang, title, dept]);

  const pdf = async () => {
    setBusy(true);
    const ok = await saveDocumentPdf(html, title);
    setBusy(false);
    if (!ok) void message.error(t('pages:pdfFailed'));
  };

  return (
    <Modal
      open={open} onCancel={onClose} width={880} title={t('print')} destroyOnHidden className="hos-print-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button icon={<FilePdfOutlined />} className="hos-save-pdf" loading={busy} onClick={() => void pdf()}>{t('exportPdf')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} className="hos-do-print" onClick={() => { if (!printFrame(frame.current)) void message.error(t('pages:printFailed')); }}>{t('print')}</Button>
        </Space>
      }
    >
      <iframe ref={frame} className="hos-print-preview" title={t('print')} sandbox="allow-same-origin allow-modals" srcDoc={html}
        style={{ width: '100%', height: '65vh', border: '1px solid #f0f0f0', background: '#fff' }} />
    </Modal>
  );
}
