// The cause-and-effect (fishbone, Ishikawa) diagram's geometry: the page draws it as SVG from these
// numbers, the print view at A4 width. The problem sits in the head on the right, the spine runs left;
// categories alternate above and below the spine as slanted bones; each cause is a horizontal rib on its
// bone with its text above the rib, the causes under it follow as ribs further out (indented).
// Text widths are estimated (CJK one em, other characters about half): the layout must not need a DOM.
import type { Analysis } from './types.ts';
import { flatten, outline } from './outline.ts';

export interface FishboneOptions {
  fontSize?: number;
  /** the widest a cause's text may get before it wraps, in px */
  maxTextWidth?: number;
  /** the problem's box width */
  headWidth?: number;
  /** names of the categories (the page passes the locale's names) */
  categoryName: (categoryId: string) => string;
}

export interface FishboneRow {
  causeId: string;
  depth: number;
  lines: string[];
  /** the rib: from x2 out to the left (x1), at y; a cause on the bone ends on it (x2 = boneX), a cause
   * under a cause ends one indent per level short of it (the page joins it to its parent's rib) */
  x1: number;
  x2: number;
  y: number;
  /** where the bone crosses the rib's height */
  boneX: number;
  /** where the first line of text starts (left edge) and its baseline */
  textX: number;
  textY: number;
}

export interface FishboneBone {
  categoryId: string;
  side: 'top' | 'bottom';
  /** from the spine (x1, y1) to the far end (x2, y2) */
  x1: number; y1: number; x2: number; y2: number;
  label: { text: string; x: number; y: number };
  rows: FishboneRow[];
}

export interface FishboneLayout {
  width: number;
  height: number;
  fontSize: number;
  lineHeight: number;
  spine: { x1: number; x2: number; y: number };
  head: { x: number; y: number; width: number; height: number; lines: string[] };
  bones: FishboneBone[];
}

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/** The estimated width of a text at a font size. */
export function textWidth(s: string, fontSize: number): number {
  let w = 0;
  for (const ch of s) w += CJK.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.56;
  return w * fontSize;
}

/** Breaks a text into lines no wider than `max` (words stay whole where spaces allow; CJK breaks anywhere). */
export function wrapText(s: string, max: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  const tokens = s.match(/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]|\s+|[^\s\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]+/g) ?? [];
  for (const tok of tokens) {
    if (textWidth(line + tok, fontSize) <= max || !line) {
      // a single word wider than the line is cut by characters
      if (!line && textWidth(tok, fontSize) > max) {
        for (const ch of tok) {
          if (textWidth(line + ch, fontSize) > max && line) { lines.push(line); line = ''; }
          line += ch;
        }
      } else line += tok;
    } else {
      lines.push(line.trimEnd());
      line = /^\s+$/.test(tok) ? '' : tok;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.length ? lines : [''];
}

const SLANT = 0.5; // horizontal run per unit of vertical rise along a bone

export function layoutFishbone(a: Analysis, opts: FishboneOptions): FishboneLayout {
  const fontSize = opts.fontSize ?? 13;
  const lineHeight = Math.round(fontSize * 1.35);
  const maxText = opts.maxTextWidth ?? fontSize * 12;
  const headWidth = opts.headWidth ?? fontSize * 10;
  const indent = fontSize * 1.5;
  const pad = 12;
  const labelGap = lineHeight + 6;

  const tree = outline(a);
  // measure each category: its rows (heights) and the widest rib
  const measured = tree.map((node, i) => {
    const rows = flatten(node.causes).map((n) => {
      const lines = wrapText(n.cause.text, maxText, fontSize);
      const w = Math.max(...lines.map((l) => textWidth(l, fontSize)));
      return { node: n, lines, ribLength: w + indent * (n.depth - 1) + 8, height: lines.length * lineHeight + 6 };
    });
    const label = opts.categoryName(node.category.id);
    const rise = labelGap + rows.reduce((s, r) => s + r.height, 0) + 8;
    const widest = Math.max(textWidth(label, fontSize) / 2, ...rows.map((r) => r.ribLength), fontSize * 4);
    return { node, rows, label, rise, side: (i % 2 === 0 ? 'top' : 'bottom') as 'top' | 'bottom', slot: widest + pad };
  });

  const topRise = Math.max(fontSize * 4, ...measured.filter((m) => m.side === 'top').map((m) => m.rise));
  const bottomRise = Math.max(fontSize * 4, ...measured.filter((m) => m.side === 'bottom').map((m) => m.rise));
  const headLines = wrapText(a.problem, headWidth - 16, fontSize);
  const headHeight = Math.max(lineHeight * headLines.length + 16, lineHeight * 2);
  const spineY = pad + fontSize + 6 + Math.max(topRise, headHeight / 2);

  // slots from the head leftwards, the top and bottom rows independently
  const slotWidth = (m: typeof measured[number]) => m.slot + m.rise * SLANT;
  const topWidth = measured.filter((m) => m.side === 'top').reduce((s, m) => s + slotWidth(m), 0);
  const bottomWidth = measured.filter((m) => m.side === 'bottom').reduce((s, m) => s + slotWidth(m), 0);
  const bodyWidth = Math.max(topWidth, bottomWidth, fontSize * 12);
  const spineX1 = pad;
  const spineX2 = pad + bodyWidth + pad;
  const width = spineX2 + headWidth + pad;
  const height = spineY + Math.max(bottomRise + fontSize + 4, headHeight / 2) + pad;

  const cursor = { top: spineX2 - pad, bottom: spineX2 - pad };
  const bones: FishboneBone[] = measured.map((m) => {
    const top = m.side === 'top';
    const x1 = cursor[m.side];
    cursor[m.side] -= slotWidth(m);
    const farY = spineY + (top ? -m.rise : m.rise);
    const x2 = x1 - m.rise * SLANT;
    // rows read top to bottom in outline order: above the spine from the label down to the spine,
    // below it from the spine down to the label; each rib sits under its text and ends on the bone
    let y = top ? farY + labelGap : spineY + 8;
    const rows: FishboneRow[] = m.rows.map((r) => {
      const ribY = y + r.height - 2;
      const boneAt = (yy: number) => x1 - Math.abs(yy - spineY) * SLANT;
      const bx = boneAt(ribY);
      // the text stands above the rib: it must clear the bone at its top line too (the bone leans out)
      const clear = Math.min(bx, boneAt(ribY - r.height + 2));
      y += r.height;
      const x2 = bx - indent * (r.node.depth - 1);
      return {
        causeId: r.node.cause.id, depth: r.node.depth, lines: r.lines,
        x1: clear - r.ribLength, x2, y: ribY, boneX: bx,
        textX: clear - r.ribLength + 4, textY: ribY - 4 - (r.lines.length - 1) * lineHeight,
      };
    });
    return {
      categoryId: m.node.category.id, side: m.side, x1, y1: spineY, x2, y2: farY,
      label: { text: m.label, x: x2, y: top ? farY - 6 : farY + fontSize + 2 }, rows,
    };
  });

  return {
    width: Math.ceil(width), height: Math.ceil(height), fontSize, lineHeight,
    spine: { x1: spineX1, x2: spineX2, y: spineY },
    head: { x: spineX2, y: spineY - headHeight / 2, width: headWidth, height: headHeight, lines: headLines },
    bones,
  };
}
