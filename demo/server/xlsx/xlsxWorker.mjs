// An XLSX worker thread (xlsxPool.ts): writes exports off the server's thread with the same writer as
// before (writer.ts writeXlsx), so the files are the same. Rows come from the server's thread as this
// thread asks for them; the file's bytes go back one chunk at a time, the next written once the server's
// thread has passed the last one on to the socket (its back-pressure reaches the writer). As
// pdfWorker.mjs, it registers tsx itself (a thread does not inherit a test runner's loader).
import { parentPort } from 'node:worker_threads';
import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { register } from 'tsx/esm/api';

register();
const { writeXlsx } = await import('./writer.ts');

/** The export being written: its id, what waits for rows, what waits for the last chunk's ack, its output. */
let job = null;

async function run(id, sheets) {
  const out = new Writable({
    write(chunk, _enc, cb) {
      // a copy the thread can hand over (the chunk may be a view into a shared pool)
      const bytes = new Uint8Array(chunk.byteLength);
      bytes.set(chunk);
      job.acked = cb;
      parentPort.postMessage({ id, chunk: bytes }, [bytes.buffer]);
    },
  });
  job = { id, out, rows: null, acked: null };
  async function* rowsOf(sheet) {
    for (;;) {
      const m = await new Promise((ok) => { job.rows = ok; parentPort.postMessage({ id, need: sheet }); });
      yield* m.rows;
      if (m.last) return;
    }
  }
  try {
    await writeXlsx(out, sheets.map((s, i) => ({ ...s, rows: rowsOf(i) })));
    if (!out.destroyed) await finished(out).catch(() => undefined);
    parentPort.postMessage({ id, end: true });
  } catch (e) {
    parentPort.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  } finally {
    job = null;
  }
}

parentPort.on('message', (m) => {
  if (m.sheets) { void run(m.id, m.sheets); return; }
  if (!job || job.id !== m.id) return;
  if (m.rows) { const ok = job.rows; job.rows = null; ok?.(m); }
  else if (m.ack) { const cb = job.acked; job.acked = null; cb?.(); }
  else if (m.cancel) {
    // the client went away: the writer stops at its next row, a waiting read ends the sheet
    job.out.destroy();
    job.acked?.();
    job.rows?.({ rows: [], last: true });
  }
});
parentPort.postMessage({ ready: true });
