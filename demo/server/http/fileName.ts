// The one rule for file names the server stores or sends (docs/security.md "Uploads"): uploads, the names of
// attachments (records, timeline entries, notices) and the names of exports. Every Unicode control and
// format character goes (categories Cc and Cf: C0 and C1 controls such as NUL, TAB and U+0085 NEL, the
// direction marks and embeddings that make `evil‮gpj.exe` read as a .jpg, zero-width characters, BOM).
const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/gu;

/** A name without control and format characters, Unicode normalised (NFC). */
export function stripNameControls(name: string): string {
  return name.normalize('NFC').replace(CONTROL_OR_FORMAT, '');
}

/** The last path component of a client file name, cleaned, at most 200 characters (the end, so the suffix stays); 'file' when nothing is left. */
export function cleanFileName(name: string): string {
  const base = stripNameControls(name).replace(/\\/g, '/').split('/').pop() ?? '';
  return base.trim().slice(-200) || 'file';
}
