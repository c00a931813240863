// Print / PDF of a record: a preview of the A4 document (form data of the revision shown, timeline with
// comments, measures) in a sandboxed frame (no scripts), then the browser's print dialog or a PDF file.
// The frame is `.hos-print-preview` (its document holds the printed text).
import { useMemo, useRef, useState } from 'react';
import { App, Button, Modal, Space } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { recordsApi, type RecordDetail } from '../../../../core/api/records.ts';
import { buildPrintModel, printHtml, type PrintRow } from '../../../../core/pages/recordPrint.ts';
import { boundFieldModels, dataRows, formFields } from '../../../../core/pages/recordValues.ts';
import { TECH_KIND_MODEL } from '../../../../core/pages/techApplication.ts';
import { assigneeNames, deptLabel, eventTypeName, formatTime, gradeKey, localText, measureStatusKey, stateKey } from '../../../../core/pages/records.ts';
import { useEventTypes, useLang, usePageT, useRuntime, useTimeZone } from '../../common/hooks.ts';
import type { RevisionView } from './useRevision.ts';
import { printFrame, saveDocumentPdf } from './printRecord.ts';
import type { Analysis } from '../../../../core/rca/types.ts';
import { analysisPrintHtml, withAnalysis } from '../../../../core/pages/rcaPrint.ts';
import '../../common/rcaTexts.ts';

export function PrintPreview({ record, view, open, onClose, analysis, applicationSchema }: {
  record: RecordDetail; view: RevisionView; open: boolean; onClose(): void; analysis?: Analysis | null;
  /** a technology application's form (issue 35 §1): its filled parts are printed after the application's fields */
  applicationSchema?: unknown;
}) {
  const t = usePageT();
  const lang = useLang();
  const zone = useTimeZone();
  const types = useEventTypes();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const frame = useRef<HTMLIFrameElement>(null);
  const [busy, setBusy] = useState(false);

  const html = useMemo(() => {
    if (!open) return '';
    const tech = record.module === 'xjsxxm';
    const info: PrintRow[] = [
      { label: t('status'), value: t(stateKey(record.state)) },
      { label: t('currentStep'), value: localText(record.stepName, lang) },
      { label: t('assignees'), value: assigneeNames(record, 20, lang) },
      { label: t('dueAt'), value: record.dueAt ? `${formatTime(record.dueAt, false, lang, zone)}${record.overdue ? ` (${t('overdue')})` : ''}` : '' },
      ...(tech
        ? [{ label: t('techClass'), value: record.techKind ? t('techKind_' + record.techKind) : '' }]
        : [{ label: t('grade'), value: record.grade ? t(gradeKey(record.grade)) : '' }, { label: t('eventType'), value: eventTypeName(types, record.eventType, lang) }]),
      { label: t(tech ? 'applicant' : 'reporter'), value: record.createdByName },
      { label: t('dept'), value: deptLabel(record, lang).text },
      { label: t('submittedAt'), value: formatTime(record.submittedAt, false, lang, zone) },
      { label: t('flow'), value: record.flow ? `${localText(record.flow.name, lang)} v${record.flow.version}` : '' },
    ];
    const words = { yes: t('yes'), no: t('no'), other: t('other') };
    const application = record.module === 'xjsxxm' && applicationSchema && view.data?.application && typeof view.data.application === 'object'
      ? dataRows(view.data.application as Record<string, unknown>, formFields(applicationSchema, words).filter((f) => f.model !== TECH_KIND_MODEL), words) : [];
    const fields = [...dataRows(view.data, view.fields, words), ...application];
    const doc = printHtml(buildPrintModel({ record, revision: view.revision, fields, bound: boundFieldModels(view.fields), info, t, lang, timeZone: zone, now: Date.now() }), lang);
    // the root-cause analysis (issue 26 §1) goes before the print's footer
    if (!analysis) return doc;
    const links = record.measures.map((m) => ({
      what: m.what, owner: m.ownerName, deadline: formatTime(m.deadline, false, lang, zone), status: t(measureStatusKey(m.status)), causeId: m.causeId,
    }));
    return withAnalysis(doc, analysisPrintHtml(analysis, links, t));
  }, [open, record, view, t, lang, zone, types, analysis, applicationSchema]);

  // the audit log's entry (issue 33 §5); printing never waits for it
  const logged = (what: 'print' | 'pdf') => void recordsApi(runtime).printed(record.id, what).catch(() => undefined);
  const pdf = async () => {
    setBusy(true);
    const ok = await saveDocumentPdf(html, `${record.title || 'record'}-${record.id}`);
    if (ok) logged('pdf');
    setBusy(false);
    if (!ok) void message.error(t('pdfFailed'));
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      width={880}
      title={t('printPreview')}
      destroyOnHidden
      className="hos-print-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button icon={<FilePdfOutlined />} className="hos-save-pdf" loading={busy} onClick={() => void pdf()}>{t('savePdf')}</Button>
          <Button type="primary" icon={<PrinterOutlined />} className="hos-do-print" onClick={() => { if (!printFrame(frame.current)) void message.error(t('printFailed')); else logged('print'); }}>{t('print')}</Button>
        </Space>
      }
    >
      <iframe
        ref={frame}
        className="hos-print-preview"
        title={t('printPreview')}
        sandbox="allow-same-origin allow-modals"
        srcDoc={html}
        style={{ width: '100%', height: '65vh', border: '1px solid #f0f0f0', background: '#fff' }}
      />
    </Modal>
  );
}
