// One-file multipart uploads (busboy): extension allow-list, size limit, generated file names.
// The client's file name is kept only as text in the database, never used on disk.
import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ApiError } from './envelope.ts';
import { drain } from './body.ts';

export const DOCUMENT_EXTS = ['.jpg', '.jpeg', '.png', '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'];
export const IMAGE_EXTS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.bmp'];

export function formatRefusal(exts: string[]): string {
  return `文件格式不支持，支持的后缀：${exts.join(' ')}`;
}

export interface Uploaded { storedName: string; originalName: string; size: number; ext: string; fields: Record<string, string> }

/** The last path component of a client file name, without control characters, at most 200 chars. */
export function cleanClientName(name: string): string {
  const base = name.replace(/\\/g, '/').split('/').pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-200) || 'file';
}

export function receiveUpload(req: IncomingMessage, dir: string, allowed: string[], limitBytes: number): Promise<Uploaded> {
  let bb: busboy.Busboy;
  try {
    bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { fileSize: limitBytes, files: 1, fields: 20, fieldSize: 64 * 1024 } });
  } catch {
    return drain(req).then(() => { throw new ApiError(400, '请使用 multipart/form-data 上传文件'); });
  }
  return new Promise((resolve, reject) => {
    let error: ApiError | undefined;
    let result: Uploaded | undefined;
    let written: Promise<void> = Promise.resolve();
    const fields: Record<string, string> = {};
    bb.on('field', (name, value) => { fields[name] = value; });
    bb.on('file', (_field, stream, info) => {
      if (result || error) { stream.resume(); return; }
      const originalName = cleanClientName(info.filename ?? '');
      const ext = extname(originalName).toLowerCase();
      if (!allowed.includes(ext)) {
        error = new ApiError(400, formatRefusal(allowed));
        stream.resume();
        return;
      }
      const storedName = randomBytes(16).toString('hex') + ext;
      const partPath = join(dir, storedName + '.part');
      let size = 0;
      stream.on('data', (c: Buffer) => { size += c.length; });
      stream.on('limit', () => {
        error = new ApiError(400, `文件大小超过限制（最大 ${(limitBytes / 1024 / 1024).toFixed(limitBytes % (1024 * 1024) ? 2 : 0)} MB）`);
      });
      written = pipeline(stream, createWriteStream(partPath, { flags: 'wx' })).then(
        async () => {
          if (error) { await rm(partPath, { force: true }); return; }
          if (size === 0) { error = new ApiError(400, '上传的文件为空'); await rm(partPath, { force: true }); return; }
          await rename(partPath, join(dir, storedName));
          result = { storedName, originalName, size, ext, fields };
        },
        async () => {
          await rm(partPath, { force: true });
          error ??= new ApiError(500, '文件保存失败');
        },
      );
    });
    bb.on('close', () => {
      written.then(() => {
        if (error) reject(error);
        else if (!result) reject(new ApiError(400, '未收到上传的文件（字段 file）'));
        else resolve(result);
      });
    });
    bb.on('error', () => {
      req.unpipe(bb);
      drain(req).then(() => written).then(() => reject(error ?? new ApiError(400, '上传数据格式错误')));
    });
    req.pipe(bb);
  });
}
