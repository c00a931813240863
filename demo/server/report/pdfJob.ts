// One monthly-report PDF from plain data: what a PDF worker thread draws (pdfWorker.mjs). The fonts are
// read once per thread.
import type { MonthlyReportAnswer } from '../../../src/core/report/api.ts';
import type { Lang } from '../workflow/lang.ts';
import { reportFonts, type PdfFonts } from './fonts.ts';
import { reportLabels } from './labels.ts';
import { reportPdf } from './pdf.ts';

export interface PdfJob {
  report: MonthlyReportAnswer;
  lang: Lang;
  timeZone: string;
  /** [event type code, its name in `lang`] */
  typeNames: Array<[string, string]>;
  hospital: string;
  /** PNG or JPEG bytes, or null */
  logo: Uint8Array | null;
}

let fonts: PdfFonts | null | undefined;

export async function drawReportPdf(job: PdfJob): Promise<Buffer> {
  fonts ??= reportFonts();
  if (!fonts) throw new Error('no Chinese font for the PDF (fonts.ts)');
  return reportPdf({
    report: job.report, labels: reportLabels(job.lang, job.timeZone, job.typeNames), hospital: job.hospital,
    logo: job.logo ? Buffer.from(job.logo.buffer, job.logo.byteOffset, job.logo.byteLength) : null, fonts,
  });
}
