// File downloads of the pages (exports, the import template): the file's name, and the refusal hidden in a
// blob answer (a download call asks for a Blob, so a 403 or 400 envelope arrives as a JSON blob).

/** The name of a downloaded file: `<title>-<YYYY-MM-DD>.<ext>` with characters file systems refuse replaced. */
export function downloadName(title: string, ext: string, day: Date = new Date()): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names
  const safe = title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').trim().slice(0, 80) || 'export';
  const d = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return `${safe}-${d}.${ext}`;
}

/** The message of a blob answer that is really the JSON error envelope; null for a file. */
export async function blobError(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json')) return null;
  try {
    const j = JSON.parse(await blob.text()) as { code?: number; msg?: string; resStatus?: string; resMsg?: string };
    if (j.code === 200 || j.resStatus === 'S0000') return null;
    return j.msg || j.resMsg || 'Error';
  } catch {
    return 'Error';
  }
}
