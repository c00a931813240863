// Network side of the renderer (and of the pages' uploads), on fetch / XHR so each call is exact
// (form-format.md "select with remote: 99": method, query or JSON body, headers + JSON content type) and
// nothing is toasted by the shared clients (spec section 8: remote option and charge lookup failures are
// logged, not shown). Framework-free: browser globals only, no UI package.
import type { HttpFn, HttpRequest } from '../form/index.ts';
import { joinUrl } from '../config.ts';
import type { HosRuntime } from '../runtime.ts';

function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const s = q.toString();
  return s ? url + (url.includes('?') ? '&' : '?') + s : url;
}

/** Performs an engine request with the page's bearer token; resolves with the response body. */
export function createHttp(runtime: HosRuntime): HttpFn {
  return async (req: HttpRequest) => {
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), req.timeout || 10_000);
    try {
      const headers: Record<string, string> = { ...req.headers };
      const token = runtime.session.getBearer();
      if (token && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.Authorization = 'Bearer ' + token;
      const url = withQuery(joinUrl(runtime.config.apiBase, req.url), req.method === 'GET' ? req.params : undefined);
      const res = await fetch(url, {
        method: req.method,
        headers,
        body: req.method === 'POST' ? JSON.stringify(req.data ?? {}) : undefined,
        signal: ctrl.signal,
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return await res.json();
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A file the form links to, as a Blob (throws when the server refused or the browser may not read it). */
export async function fetchFile(url: string): Promise<Blob> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return res.blob();
}

export interface UploadResult {
  name: string;
  uid: string;
  url: string;
  src: string;
}

/**
 * Reads the three answers an upload action may give: the old envelope (`resData.records[0]`
 * {title, url, src}), the shared one (`{code, url, data: {name, uid, url, src}}`) and upstream's `{url}`.
 * Throws with the server's message when it refused the file.
 */
export function readUploadResponse(body: unknown, fileName: string): UploadResult {
  const b = (body ?? {}) as Record<string, any>;
  if (typeof b.resStatus === 'string') {
    if (b.resStatus !== 'S0000') throw new Error(b.resMsg || 'upload failed');
    const rec = (b.resData?.records?.[0] ?? b.objData ?? {}) as Record<string, string>;
    if (!rec.url && !rec.src) throw new Error('upload failed');
    return { name: rec.title || fileName, uid: rec.title || fileName, url: rec.url || rec.src, src: rec.src || rec.url };
  }
  if (b.code !== undefined && Number(b.code) !== 200) throw new Error(b.msg || 'upload failed');
  const d = (b.data && typeof b.data === 'object' ? b.data : {}) as Record<string, string>;
  const url = d.url || b.url || (typeof b.data === 'string' ? b.data : '');
  if (!url) throw new Error(b.msg || 'upload failed');
  return { name: d.name || fileName, uid: d.uid || d.name || fileName, url, src: d.src || url };
}

/** Multipart POST of one file (field `file`) with the bearer token and progress. */
export function createUpload(runtime: HosRuntime) {
  return (file: File, action: string, opts: { headers?: Record<string, string>; onProgress?: (p: number) => void; qiniu?: { token: string; domain: string } } = {}) =>
    new Promise<UploadResult>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const fd = new FormData();
      const key = `${Date.now()}_${Math.ceil(Math.random() * 99999)}_${file.name}`;
      if (opts.qiniu) {
        fd.append('token', opts.qiniu.token);
        fd.append('key', key);
      }
      fd.append('file', file, file.name);
      xhr.open('POST', opts.qiniu ? action : joinUrl(runtime.config.apiBase, action));
      const token = runtime.session.getBearer();
      if (token && !opts.qiniu) xhr.setRequestHeader('Authorization', 'Bearer ' + token);
      // the server words its refusals (type, size, quota) in the page's language, as for every other call
      if (!opts.qiniu) xhr.setRequestHeader('Accept-Language', runtime.i18n.language);
      for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined && v !== null) xhr.setRequestHeader(k, String(v));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onerror = () => reject(new Error('network error'));
      xhr.onload = () => {
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          return reject(new Error(`HTTP ${xhr.status}`));
        }
        try {
          if (opts.qiniu) {
            const k = (body as { key?: string }).key;
            if (!k) throw new Error('upload failed');
            const url = opts.qiniu.domain + k;
            return resolve({ name: file.name, uid: k, url, src: url });
          }
          resolve(readUploadResponse(body, file.name));
        } catch (e) {
          reject(e);
        }
      };
      xhr.send(fd);
    });
}
