// Prints a record, or saves it as an A4 PDF (spec section 7: 595.28 x 841.89 pt, scale 2; a failure is
// logged and the caller gets false). The document comes from the core print model (recordPrint.ts):
// written into an off-screen iframe, so neither the host page's CSS nor the shadow root reach it.
// jspdf and html2canvas-pro load only when a PDF is asked for; nothing comes from a CDN.
import { OFFSCREEN_FRAME_CSS, saveFramePdf } from '../../../shared/a4Pdf.ts';

function frameOf(html: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.className = 'hos-print-frame';
  frame.style.cssText = OFFSCREEN_FRAME_CSS;
  document.body.appendChild(frame);
  const doc = frame.contentDocument!;
  doc.open();
  doc.write(html);
  doc.close();
  return frame;
}

/** Opens the browser's print dialog for a frame showing the print document (the preview). */
export function printFrame(frame: HTMLIFrameElement | null): boolean {
  try {
    frame!.contentWindow!.focus();
    frame!.contentWindow!.print();
    return true;
  } catch (e) {
    console.error('[record] print failed', e);
    return false;
  }
}

export async function saveDocumentPdf(html: string, fileName: string): Promise<boolean> {
  let frame: HTMLIFrameElement | undefined;
  try {
    frame = frameOf(html);
    await saveFramePdf(frame, fileName);
    return true;
  } catch (e) {
    console.error('[record] PDF export failed', e);
    return false;
  } finally {
    frame?.remove();
  }
}
