// Prints a record, or saves it as an A4 PDF (spec section 7: 595.28 x 841.89 pt, scale 2; a failure is
// logged and the caller gets false). The document comes from the core print model (recordPrint.ts):
// written into an off-screen iframe, so neither the host page's CSS nor the shadow root reach it.
// jspdf and html2canvas-pro load only when a PDF is asked for; nothing comes from a CDN.

const A4_PT = { width: 595.28, height: 841.89 };
const A4_PX = 794;

function frameOf(html: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.className = 'hos-print-frame';
  frame.style.cssText = `position:fixed;left:-20000px;top:0;width:${A4_PX}px;height:1123px;border:0;visibility:hidden;`;
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
    const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas-pro'), import('jspdf')]);
    frame = frameOf(html);
    const body = frame.contentDocument!.body;
    frame.style.height = `${Math.max(1123, body.scrollHeight + 48)}px`;
    const canvas = await html2canvas(body, { scale: 2, useCORS: true, logging: false, backgroundColor: '#ffffff', windowWidth: A4_PX });
    const pdf = new jsPDF('p', 'pt', 'a4');
    const imgH = (A4_PT.width / canvas.width) * canvas.height;
    const img = canvas.toDataURL('image/jpeg', 0.92);
    // one tall image cut into A4 pages
    for (let y = 0; y > -imgH; y -= A4_PT.height) {
      if (y < 0) pdf.addPage();
      pdf.addImage(img, 'JPEG', 0, y, A4_PT.width, imgH);
    }
    pdf.save(/\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);
    return true;
  } catch (e) {
    console.error('[record] PDF export failed', e);
    return false;
  } finally {
    frame?.remove();
  }
}
