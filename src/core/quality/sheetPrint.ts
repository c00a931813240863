// The printable A4 document of a scoring sheet (the record print's frame and style, recordPrint.ts):
// the round, department and totals, then each section's items with score, lost points and findings.
// Everything the inspector typed is escaped; photos are listed by name (the PDF has no remote images).
import { escapeHtml, PRINT_CSS } from '../pages/recordPrint.ts';
import type { ScoringModel, SheetScore, SheetValues } from './types.ts';

export interface SheetPrintInput {
  title: string;
  info: { label: string; value: string }[];
  model: ScoringModel;
  values: SheetValues;
  score: SheetScore;
  /** the value an item shows (option label, number of findings, entered score) */
  answer(itemId: string): string;
  labels: { item: string; standard: string; answer: string; score: string; lost: string; comment: string; photos: string; subtotal: string; total: string; printedAt: string };
  printedAt: string;
  lang: string;
}

const text = (s: unknown) => escapeHtml(s).replace(/\n/g, '<br>');

export function sheetPrintHtml(p: SheetPrintInput): string {
  const L = p.labels;
  const info = `<table class="kv">${p.info.map((r) => `<tr><th>${escapeHtml(r.label)}</th><td>${text(r.value) || '-'}</td></tr>`).join('')}</table>`;
  const sections = p.model.sections.map((s) => {
    const sub = p.score.sections.find((x) => x.name === s.name);
    const rows = s.items.map((i) => {
      const sc = p.score.items[i.id];
      const v = p.values[i.id] ?? {};
      return `<tr><td>${text(i.label)}</td><td>${text(i.standard)}</td><td>${text(p.answer(i.id))}</td><td>${sc ? `${sc.score} / ${sc.maxScore}` : ''}</td>`
        + `<td>${sc && sc.lost > 0 ? sc.lost : ''}</td><td>${text(v.comment ?? '')}${v.photos?.length ? `<br>${escapeHtml(L.photos)}: ${v.photos.map((x) => escapeHtml(x.name)).join(', ')}` : ''}</td></tr>`;
    }).join('');
    return `<h2>${escapeHtml(s.name || L.item)} · ${escapeHtml(L.subtotal)} ${sub?.score ?? 0} / ${s.maxScore}</h2>`
      + `<table><tr><th style="width:22%">${escapeHtml(L.item)}</th><th style="width:22%">${escapeHtml(L.standard)}</th><th style="width:12%">${escapeHtml(L.answer)}</th>`
      + `<th style="width:11%">${escapeHtml(L.score)}</th><th style="width:8%">${escapeHtml(L.lost)}</th><th>${escapeHtml(L.comment)}</th></tr>${rows}</table>`;
  }).join('');
  return `<!doctype html><html lang="${escapeHtml(p.lang)}"><head><meta charset="utf-8"><title>${escapeHtml(p.title)}</title><style>${PRINT_CSS}</style></head><body>`
    + `<h1>${escapeHtml(p.title)}</h1><div class="rev">${escapeHtml(L.total)} ${p.score.total} / ${p.score.maxScore}</div>`
    + info + sections
    + `<div class="foot">${escapeHtml(L.printedAt)} ${escapeHtml(p.printedAt)}</div></body></html>`;
}
