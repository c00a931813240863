// Uploads: the old image upload, the document upload, and the shared helper the avatar call uses.
import type { Router, AuthedCtx } from '../http/router.ts';
import { RawReply, sendJson } from '../http/envelope.ts';
import { DOCUMENT_EXTS, IMAGE_EXTS, receiveUpload, type Uploaded } from '../http/multipart.ts';
import { NONE } from '../http/schemas.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { secError, sizeText } from '../http/texts.ts';

/** Receives one file into the uploads directory and registers it within the user's quota. */
export async function acceptUpload(ctx: AuthedCtx, allowed: string[]): Promise<Uploaded & { src: string; url: string }> {
  const { cfg, store, uploadsDir } = ctx.app;
  const up = await receiveUpload(ctx.req, uploadsDir, allowed, cfg.uploadLimitBytes);
  const row = { storedName: up.storedName, originalName: up.originalName, size: up.size, uploadedBy: ctx.auth.user.id, now: Date.now() };
  const stored = await store.insertUploadWithinQuota(row, cfg.uploadQuotaBytes);
  if (!stored.ok) {
    await rm(join(uploadsDir, up.storedName), { force: true });
    throw secError(ctx.req, 400, 'upload.quota', { quota: sizeText(cfg.uploadQuotaBytes), used: sizeText(stored.used), size: sizeText(up.size) });
  }
  const src = `/uploads/${up.storedName}`;
  return { ...up, src, url: ctx.origin + src };
}

const OLD_UPLOAD_EXTS = [...DOCUMENT_EXTS, ...IMAGE_EXTS.filter((e) => !DOCUMENT_EXTS.includes(e))];

export function fileRoutes(r: Router): void {
  // The old upload endpoint serves the old forms' image AND file widgets (fixture 05 posts its
  // attachments here), so it takes the document list of spec section 5 plus the image formats;
  // image-only is the imgupload widget's own rule.
  r.post('/xjs-api/fileupload/imgUpload', { auth: 'user', body: 'stream', query: NONE }, async (ctx) => {
    const up = await acceptUpload(ctx, OLD_UPLOAD_EXTS);
    return { records: [{ title: up.originalName, url: up.url, src: up.src }] };
  });

  r.post('/api/v1/file/upload', { auth: 'user', body: 'stream', query: NONE }, async (ctx) => {
    const up = await acceptUpload(ctx, DOCUMENT_EXTS);
    // `url` is repeated at the top level for upstream-style uploaders that read response.url
    const body = { code: 200, msg: '上传成功', url: up.url, data: { name: up.originalName, uid: up.storedName, url: up.url, src: up.src } };
    return new RawReply((res) => sendJson(res, 200, body));
  });
}
