// What a file really is, from its first bytes (magic numbers), checked against the suffix it was uploaded
// with: a program renamed .jpg is refused. The suffixes are the spec's (section 5) plus the images the old
// image upload takes.

/** Bytes needed to decide: a PDF header may follow some leading bytes (readers accept it in the first KB). */
export const SNIFF_BYTES = 1024;

export type ContentKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'ole' | 'zip' | 'exe' | 'html' | 'script' | 'unknown';

const startsWith = (b: Buffer, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((x, i) => b[at + i] === x);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The kind of content the head of a file holds. */
export function sniff(head: Buffer): ContentKind {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('BM')) && head.length >= 14) return 'bmp';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, ascii('PK\x03\x04'))) return 'zip';
  if (startsWith(head, ascii('MZ')) || startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(head, [0xcf, 0xfa, 0xed, 0xfe])) return 'exe';
  if (head.subarray(0, SNIFF_BYTES).includes('%PDF-')) return 'pdf';
  const text = head.subarray(0, 512).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart().toLowerCase();
  if (text.startsWith('#!')) return 'script';
  if (/^<(!doctype html|html|head|body|script|svg|iframe|\?xml)/.test(text)) return 'html';
  return 'unknown';
}

/** The content each allowed suffix must have. */
const EXPECTED: Record<string, ContentKind> = {
  '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.gif': 'gif', '.webp': 'webp', '.bmp': 'bmp', '.pdf': 'pdf',
  '.doc': 'ole', '.xls': 'ole', '.ppt': 'ole', '.docx': 'zip', '.xlsx': 'zip', '.pptx': 'zip',
};

/** Undefined when the content fits the suffix; else what it is instead. */
export function contentProblem(ext: string, head: Buffer): ContentKind | undefined {
  const kind = sniff(head);
  return EXPECTED[ext] === kind ? undefined : kind;
}
