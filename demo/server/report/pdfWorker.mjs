// A PDF worker thread (pdfPool.ts): draws monthly-report PDFs off the server's thread. The server runs
// TypeScript through tsx; a thread starts without the parent's loader when the parent runs under a test
// runner, so it registers tsx itself before importing the drawing code.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { drawReportPdf } = await import('./pdfJob.ts');

parentPort.on('message', async ({ id, job }) => {
  try {
    const pdf = await drawReportPdf(job);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
});
parentPort.postMessage({ ready: true });
