// A reader of the SQLite database in a worker thread (issue 34 §3; db/sql/readerDb.ts starts it): the long
// reads of reports and exports (a year's events with a JSON field of each, 20,000 records of an export) run
// here on a read-only connection of their own, so the server's thread is not held while SQLite works. WAL
// lets this connection read beside the server's writer: each statement sees the commits made before it
// began. Plain JavaScript: a worker loads its file itself, without the TypeScript loader of the server.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file } = workerData;
const db = new Database(file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
db.pragma('cache_size = -32768');
/** compiled statements by their text (as the server's connection keeps them: connection.ts) */
const statements = new Map();
const prepare = (sql) => {
  let st = statements.get(sql);
  if (!st) {
    st = db.prepare(sql);
    if (statements.size >= 500) statements.delete(statements.keys().next().value);
    statements.set(sql, st);
  }
  return st;
};

parentPort.on('message', (m) => {
  if (m === 'stop') {
    db.close();
    parentPort.close();
    return;
  }
  try {
    const st = prepare(m.sql);
    parentPort.postMessage({ id: m.id, rows: m.first ? [st.get(...m.args)].filter((r) => r !== undefined) : st.all(...m.args) });
  } catch (e) {
    parentPort.postMessage({ id: m.id, error: String(e?.message ?? e), code: e?.code });
  }
});
parentPort.postMessage({ ready: true });
