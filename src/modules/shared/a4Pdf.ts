// A4 output shared by the form renderer and the record pages (spec section 7: 595.28 x 841.89 pt,
// scale 2): an off-screen frame of A4 width, and a frame's document saved as a PDF of A4 pages (one
// tall image cut into pages). jspdf and html2canvas-pro load only when a PDF is asked for.

export const A4_PT = { width: 595.28, height: 841.89 };
/** A4 width in CSS pixels at 96 dpi */
export const A4_PX = 794;
/** Style of the hidden frame a print or PDF document is laid out in. */
export const OFFSCREEN_FRAME_CSS = `position:fixed;left:-20000px;top:0;width:${A4_PX}px;height:1123px;border:0;visibility:hidden;`;

/** Saves the frame's document as an A4 PDF named `fileName` (.pdf added when missing). */
export async function saveFramePdf(frame: HTMLIFrameElement, fileName: string): Promise<void> {
  const [{ default: html2canvas }, { jsPDF }] = await Promise.all([import('html2canvas-pro'), import('jspdf')]);
  const body = frame.contentDocument!.body;
  frame.style.height = `${Math.max(1123, body.scrollHeight + 48)}px`;
  const canvas = await html2canvas(body, { scale: 2, useCORS: true, logging: false, backgroundColor: '#ffffff', windowWidth: A4_PX });
  const pdf = new jsPDF('p', 'pt', 'a4');
  const imgH = (A4_PT.width / canvas.width) * canvas.height;
  const img = canvas.toDataURL('image/jpeg', 0.92);
  for (let y = 0; y > -imgH; y -= A4_PT.height) {
    if (y < 0) pdf.addPage();
    pdf.addImage(img, 'JPEG', 0, y, A4_PT.width, imgH);
  }
  pdf.save(/\.pdf$/i.test(fileName) ? fileName : `${fileName}.pdf`);
}
