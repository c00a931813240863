// One-file multipart uploads (busboy): suffix allow-list, content sniffed against the suffix (sniff.ts),
// size limit, generated file names. The client's file name is kept only as text in the database, never
// used on disk. A body cut short (truncated multipart, a client gone mid-upload) is a 400, never a 500.
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ApiError } from './envelope.ts';
import { drain, FORBIDDEN_KEYS } from './body.ts';
import { contentProblem, SNIFF_BYTES, type ContentKind } from './sniff.ts';
import { secError, sizeText, st } from './texts.ts';
import { langOf } from '../workflow/lang.ts';
import { cleanFileName } from './fileName.ts';

export const DOCUMENT_EXTS = ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'];
export const IMAGE_EXTS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.bmp'];

export interface Uploaded { storedName: string; originalName: string; size: number; ext: string; fields: Record<string, string> }

/** The last path component of a client file name, as text for the database and the answer (http/fileName.ts: the one rule). */
export const cleanClientName = cleanFileName;

function kindText(req: IncomingMessage, kind: ContentKind): string {
  const lang = langOf(req);
  if (['jpeg', 'png', 'gif', 'webp', 'bmp'].includes(kind)) return st(lang, 'upload.kind.image', { type: kind.toUpperCase() });
  return st(lang, `upload.kind.${kind}`);
}

export function receiveUpload(req: IncomingMessage, dir: string, allowed: string[], limitBytes: number): Promise<Uploaded> {
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limitBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    return drain(req).then(() => { throw secError(req, 400, 'upload.notMultipart'); });
  }
  return new Promise((resolve, reject) => {
    let error: ApiError | undefined;
    let result: Uploaded | undefined;
    let written: Promise<void> = Promise.resolve();
    let cutShort = false;
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    bb.on('field', (name, value) => {
      if (FORBIDDEN_KEYS.has(name)) error ??= secError(req, 400, 'body.forbiddenKey', { key: name });
      else fields[name] = value;
    });
    bb.on('file', (_field, stream, info) => {
      // a refused file is read to its end; a body cut short then fails that stream, which must not throw
      stream.on('error', () => { cutShort = true; });
      if (result || error) { stream.resume(); return; }
      const originalName = cleanClientName(info.filename ?? '');
      const ext = extname(originalName).toLowerCase();
      if (!allowed.includes(ext)) {
        error = secError(req, 400, 'upload.badExtension', { exts: allowed.join(' ') });
        stream.resume();
        return;
      }
      const storedName = randomBytes(16).toString('hex') + ext;
      const partPath = join(dir, storedName + '.part');
      let size = 0;
      const head: Buffer[] = [];
      let headBytes = 0;
      stream.on('data', (c: Buffer) => {
        size += c.length;
        if (headBytes < SNIFF_BYTES) { head.push(c); headBytes += c.length; }
      });
      stream.on('limit', () => {
        // the size refusal wins over a content refusal: it is the one the user can act on first
        error = secError(req, 400, 'upload.tooLarge', { size: sizeText(limitBytes) });
      });
      const out = createWriteStream(partPath, { flags: 'wx' });
      // a stream destroyed before its file was opened still creates the file: the partial file is removed
      // only once the stream is closed (a truncated body once left a .part behind under load)
      const closed = new Promise<void>((r) => out.once('close', () => r()));
      written = pipeline(stream, out).then(
        async () => {
          const problem = error || cutShort ? undefined : contentProblem(ext, Buffer.concat(head));
          if (!error && !cutShort && size === 0) error = secError(req, 400, 'upload.empty');
          else if (!error && problem !== undefined) {
            error = problem === 'unknown'
              ? secError(req, 400, 'upload.contentUnknown', { ext })
              : secError(req, 400, 'upload.contentMismatch', { ext, actual: kindText(req, problem) });
          }
          if (error || cutShort) { await rm(partPath, { force: true }); return; }
          await rename(partPath, join(dir, storedName));
          result = { storedName, originalName, size, ext, fields };
        },
        async () => {
          await closed;
          await rm(partPath, { force: true });
          // the source failing is the client's truncated body; the disk failing is ours
          error ??= cutShort ? secError(req, 400, 'upload.truncated') : secError(req, 500, 'upload.saveFailed');
        },
      );
    });
    bb.on('close', () => {
      written.then(() => {
        if (error) reject(error);
        else if (cutShort) reject(secError(req, 400, 'upload.truncated'));
        else if (!result) reject(secError(req, 400, 'upload.noFile'));
        else resolve(result);
      });
    });
    bb.on('error', () => {
      cutShort = true;
      req.unpipe(bb);
      drain(req).then(() => written).then(async () => {
        // busboy may fail after the file was stored (the closing boundary missing): nothing half-received stays
        if (result) { await rm(join(dir, result.storedName), { force: true }); result = undefined; }
        reject(error ?? secError(req, 400, 'upload.truncated'));
      });
    });
    // a client gone mid-upload: end the parser so the promise settles and the partial file is removed
    req.on('close', () => { if (!req.complete) bb.destroy(new Error('request closed before its end')); });
    req.pipe(bb);
  });
}
