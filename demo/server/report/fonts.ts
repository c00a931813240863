// The fonts of the report PDF (issue 26 §3). The PDF's text is real text in a CJK font embedded as a
// subset (only the glyphs used), so it needs a font file that holds Chinese. In order:
//   1. HOS_PDF_FONT (and HOS_PDF_FONT_BOLD): a TTF, OTF, TTC or WOFF file the administrator names;
//   2. the npm package @openfonts/noto-sans-sc_all (Noto Sans SC, SIL OFL), installed with the project's
//      own `npm install`, so a fresh machine needs no system font;
//   3. Debian's fonts-wqy-microhei or fonts-noto-cjk, when the package is missing.
// The package ships WOFF 1.0 (zlib-compressed TrueType tables): unpacked here once into a plain font file,
// since fontkit reads a WOFF's glyphs slowly (30 s for a page) and embeds a WOFF2 whole (25 MB).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';

export interface PdfFont {
  /** the font file's bytes (TTF/OTF), or a path (a TTC, read with its face name) */
  src: Buffer | string;
  /** the face of a collection (TTC) */
  face?: string;
}
export interface PdfFonts { regular: PdfFont; bold: PdfFont; from: string }

/** WOFF 1.0 -> the font file it wraps (sfnt): each table inflated, the table directory rewritten. */
export function woffToSfnt(w: Buffer): Buffer {
  if (w.readUInt32BE(0) !== 0x774f4646) return w; // not 'wOFF': already a font file
  const flavor = w.readUInt32BE(4);
  const num = w.readUInt16BE(12);
  const tables: Array<{ tag: number; off: number; comp: number; orig: number; sum: number }> = [];
  for (let i = 0; i < num; i++) {
    const o = 44 + i * 20;
    tables.push({ tag: w.readUInt32BE(o), off: w.readUInt32BE(o + 4), comp: w.readUInt32BE(o + 8), orig: w.readUInt32BE(o + 12), sum: w.readUInt32BE(o + 16) });
  }
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(12 + 16 * num + tables.reduce((n, t) => n + padded(t.orig), 0));
  const es = Math.floor(Math.log2(num));
  const range = 16 * 2 ** es;
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(num, 4);
  out.writeUInt16BE(range, 6);
  out.writeUInt16BE(es, 8);
  out.writeUInt16BE(num * 16 - range, 10);
  let pos = 12 + 16 * num;
  tables.forEach((t, i) => {
    const src = w.subarray(t.off, t.off + t.comp);
    const data = t.comp < t.orig ? inflateSync(src) : src;
    if (data.length !== t.orig) throw new Error('broken WOFF table');
    const d = 12 + i * 16;
    out.writeUInt32BE(t.tag, d);
    out.writeUInt32BE(t.sum, d + 4);
    out.writeUInt32BE(pos, d + 8);
    out.writeUInt32BE(t.orig, d + 12);
    data.copy(out, pos);
    pos += padded(t.orig);
  });
  return out;
}

const fileFont = (path: string, face?: string): PdfFont => (/\.(woff|ttf|otf)$/i.test(path) ? { src: woffToSfnt(readFileSync(path)) } : { src: path, face });

function packageDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('@openfonts/noto-sans-sc_all/package.json'));
  } catch {
    return null;
  }
}

/** Debian's CJK fonts: [regular, bold, face of the collection]. */
const SYSTEM_FONTS: Array<[string, string, string]> = [
  ['/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', 'WenQuanYiMicroHei'],
  ['/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', 'WenQuanYiZenHei'],
];

let cached: PdfFonts | null | undefined;

/**
 * Whether reportFonts() would find a font, without reading it: the server's thread asks this before a PDF
 * (issue 34 §3: decoding the WOFF fonts there held every request for over a second; only the PDF threads
 * read them).
 */
export function reportFontFound(env: NodeJS.ProcessEnv = process.env): boolean {
  if (cached !== undefined && env === process.env) return cached !== null;
  const named = env.HOS_PDF_FONT?.trim();
  if (named && existsSync(named)) return true;
  const pkg = packageDir();
  if (pkg && existsSync(join(pkg, 'files/noto-sans-sc-all-400.woff'))) return true;
  return SYSTEM_FONTS.some(([r]) => existsSync(r));
}

/** The report's fonts, or null when no CJK font is to be had (the route answers that in the caller's language). */
export function reportFonts(env: NodeJS.ProcessEnv = process.env): PdfFonts | null {
  if (cached !== undefined && env === process.env) return cached;
  let found: PdfFonts | null = null;
  const named = env.HOS_PDF_FONT?.trim();
  if (named && existsSync(named)) {
    const bold = env.HOS_PDF_FONT_BOLD?.trim();
    const face = env.HOS_PDF_FONT_FACE?.trim() || undefined;
    found = { regular: fileFont(named, face), bold: bold && existsSync(bold) ? fileFont(bold, face) : fileFont(named, face), from: named };
  }
  const pkg = found ? null : packageDir();
  if (pkg && existsSync(join(pkg, 'files/noto-sans-sc-all-400.woff'))) {
    const regular = fileFont(join(pkg, 'files/noto-sans-sc-all-400.woff'));
    const boldFile = join(pkg, 'files/noto-sans-sc-all-700.woff');
    found = { regular, bold: existsSync(boldFile) ? fileFont(boldFile) : regular, from: '@openfonts/noto-sans-sc_all' };
  }
  if (!found) {
    const sys = SYSTEM_FONTS.find(([r]) => existsSync(r));
    if (sys) found = { regular: { src: sys[0], face: sys[2] }, bold: { src: sys[1], face: sys[2] }, from: sys[0] };
  }
  if (env === process.env) cached = found;
  return found;
}
